/**
 * generated/rates.json, the tax rates the study used (the Tax Rates page): every state of the sample's
 * rates.csv at its rate, with the entities that have nexus there and their liability, which add up to
 * the consolidated report's.
 */
import { readFileSync } from 'node:fs'
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compileStudy } from './compile.ts'
import { formatProblem } from '../../pipeline/problems.ts'
import type { Consolidated, Rates } from '../../schemas/generated/types.ts'

const test = suite('the rates the study used')

test('every state of rates.csv at its rate, by state code; nexus and liability as the consolidated report has them', async () => {
  const { files } = await compileStudy('raw')
  const read = <T>(file: string) => JSON.parse(files.find((found) => found.file === file)!.text) as T
  const rates = read<Rates>('rates.json')
  const consolidated = read<Consolidated>('consolidated.json')
  const csv = readFileSync('raw/rates.csv', 'utf8').trim().split(/\r?\n/).slice(1).map((line) => line.split(','))
  assert.is(rates.ratesFile, 'rates.csv')
  assert.equal(rates.states.map((row) => `${row.state} ${row.ratePercent}`), csv.map(([state, rate]) => `${state} ${Number(rate)}`).sort())
  const arizona = rates.states.find((row) => row.state === 'AZ')!
  // A, S and T crossed in Arizona (sample-study.test.ts); its rate 8.379 % from rates.csv
  assert.equal([arizona.ratePercent, arizona.entitiesWithNexus], [8.379, 3])
  assert.is(arizona.liabilityCents, consolidated.states.find((row) => row.state === 'AZ')!.liabilityCents)
  assert.is(rates.states.reduce((sum, row) => sum + row.liabilityCents, 0), consolidated.totals.liabilityCents)
  assert.is(rates.states.filter((row) => row.entitiesWithNexus > 0).length, consolidated.totals.statesWithNexus)
})

// The fuzz campaign (seed 1, mutant 5795): one bit flipped made the exposure example's "OK" "NK"; the
// rates file's pattern took any two capitals, and the run ended in an INTERNAL_ERROR on its own
// rates.json instead of a located problem. The default-status table had the same gap.
for (const [study, file, from, to, at] of [
  ['examples/exposure-study', 'rates.csv', '\nOK,', '\nNK,', 'NK'],
  ['raw', 'rates.csv', '\nOK,', '\nNK,', 'NK'],
  ['examples/exposure-study', 'default-statuses.csv', '\nAK,', '\nQQ,', 'QQ'],
] as const) {
  test(`a ${file} row for "${at}" in ${study} is a located UNKNOWN_STATE, and nothing is written`, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nexus-rates-'))
    await cp(study, dir, { recursive: true })
    const text = await readFile(path.join(dir, file), 'utf8')
    assert.ok(text.includes(from), `${study}/${file} holds ${JSON.stringify(from)}`)
    await writeFile(path.join(dir, file), text.replace(from, to))
    const line = text.slice(0, text.indexOf(from) + 1).split('\n').length
    const { problems, files } = await compileStudy(dir)
    assert.equal(files, [])
    assert.equal(problems.map(formatProblem).map((problem) => problem.replace(dir + '/', '')), [
      `${file}:${line}:1: UNKNOWN_STATE State "${at}" is not valid; expected a US state, DC or PR code in capitals, such as "AZ"`,
    ])
  })
}

test.run()
