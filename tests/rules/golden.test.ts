/**
 * `npm run rules -- show|changes` against golden files (tests/rules/golden/, compared exactly): the
 * library's law for a few states on chosen days, and its changes over a few spans. The goldens are
 * compared with show() and changes() in-process; the CLI is run as a process for one of them (it must
 * print the same) and for each refusal (exit 2, one line with the usage, nothing on stdout), those
 * processes started together. A golden file changes only with the library or the wording: regenerate
 * it on purpose with UPDATE_GOLDEN=1 and review the diff.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readLibrary } from '../../pipeline/rules/library.ts'
import { show } from '../../pipeline/rules/show.ts'
import { changes } from '../../pipeline/rules/changes.ts'

const tsx = import.meta.resolve('tsx')
const cli = fileURLToPath(new URL('../../pipeline/rules/cli.ts', import.meta.url))
const golden = (name: string) => fileURLToPath(new URL(`./golden/${name}`, import.meta.url))

interface Run {
  code: number
  stdout: string
  stderr: string
}

function rules(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', tsx, cli, ...args], { cwd: '/', maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
    })
  })
}

const library = readLibrary()

const cases: [string, string, () => string][] = [
  ['show-TX-2023-06-01.txt', 'show TX --on 2023-06-01', () => show(library, 'TX', '2023-06-01')],
  ['show-NY-2019-07-01.txt', 'show NY --on 2019-07-01', () => show(library, 'NY', '2019-07-01')],
  ['show-CA-2019-01-01.txt', 'show CA --on 2019-01-01', () => show(library, 'CA', '2019-01-01')],
  ['show-AK-2024-01-01.txt', 'show AK --on 2024-01-01', () => show(library, 'AK', '2024-01-01')],
  ['show-PA-2020-06-30.txt', 'show PA --on 2020-06-30', () => show(library, 'PA', '2020-06-30')],
  ['changes-2019-03-01-to-2019-04-30.txt', 'changes --from 2019-03-01 --to 2019-04-30', () => changes(library, '2019-03-01', '2019-04-30')],
  ['changes-from-2024-01-01.txt', 'changes --from 2024-01-01', () => changes(library, '2024-01-01', undefined)],
  ['changes-to-2018-09-30.txt', 'changes --to 2018-09-30', () => changes(library, undefined, '2018-09-30')],
]

for (const [name, command, print] of cases) {
  test(`rules ${command} prints ${name} exactly`, () => {
    const text = print()
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden(name), text)
    assert.fixture(text, readFileSync(golden(name), 'utf8'))
  })
}

const refused: [string, string[], string][] = [
  ['no command', [], 'which command? show, changes or check'],
  ['an unknown command', ['verify'], 'unknown command verify'],
  ['a code that is not a state', ['show', 'XX', '--on', '2023-06-01'], 'XX is not a US state, DC or PR code'],
  ['show without a state', ['show'], 'show needs a state code, such as TX'],
  ['a day that is not on the calendar', ['show', 'TX', '--on', '2023-02-29'], '--on needs a day of the calendar as YYYY-MM-DD'],
  ['an option of the other command', ['changes', '--on', '2023-06-01'], 'unknown option --on for changes'],
  ['a span that ends before it starts', ['changes', '--from', '2020-01-02', '--to', '2020-01-01'], '--from 2020-01-02 is after --to 2020-01-01'],
  ['a repeated option', ['changes', '--from', '2020-01-01', '--from', '2021-01-01'], '--from given more than once'],
]

// Every process starts at once: each pays tsx's start-up, which on a busy machine is seconds.
const shown = rules('show', 'tx', '--on', '2023-06-01')
const refusals = refused.map(([, args]) => rules(...args))

test('npm run rules -- show tx --on 2023-06-01 (the code in any case) prints the golden file, exit 0', async () => {
  const run = await shown
  assert.is(run.stderr, '')
  assert.is(run.code, 0)
  assert.fixture(run.stdout, readFileSync(golden('show-TX-2023-06-01.txt'), 'utf8'))
})

for (const [index, [what, , message]] of refused.entries()) {
  test(`npm run rules refuses ${what}: exit 2, one line with the usage`, async () => {
    const run = await refusals[index]!
    assert.is(run.code, 2)
    assert.is(run.stdout, '')
    assert.ok(run.stderr.startsWith(message), run.stderr)
    assert.ok(run.stderr.includes('usage: npm run rules -- show ST'), run.stderr)
    assert.is(run.stderr.trim().split('\n').length, 1)
  })
}

test.run()
