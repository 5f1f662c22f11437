/**
 * npm run diff of studies as received (issue 28, item 7): a folder holding study.json is compiled by the
 * pipeline's own command, run as a process, into a temporary folder that goes afterwards, whether the
 * review compared, was refused or was stopped. Each run gets a TMPDIR of its own, so that what it leaves
 * there can be seen. The compiled folders compared against are written by the same command, as
 * `npm run pipeline -- --raw DIR --out OUT` writes them.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile, spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fs, path } from 'zx'
import { BASE_STUDY, replace, temporary, type Edit } from './studies.ts'
import { PIPELINE } from '../../review/sides/study-folder.ts'

const tsx = import.meta.resolve('tsx')
const cli = path.resolve('review/cli.ts')

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** A command run to its end in the repository, with TMPDIR set to `tmp`. */
function run(tmp: string, command: string, args: readonly string[], cwd = process.cwd()): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: { ...process.env, TMPDIR: tmp }, maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
    })
  })
}

/** The review's temporary folders in a TMPDIR (tsx keeps a cache of its own there). */
const reviewFolders = (tmp: string) => readdirSync(tmp).filter((name) => name.startsWith('nexus-diff-'))

/** npm run diff with these arguments; also the temporary folders it left in its TMPDIR (none, always). */
async function diff(...args: string[]): Promise<Run & { left: string[] }> {
  const tmp = await temporary('tmpdir')
  const done = await run(tmp, process.execPath, ['--import', tsx, cli, ...args])
  return { ...done, left: reviewFolders(tmp) }
}

/** The pipeline's command as npm run pipeline runs it. */
const pipeline = async (raw: string, out: string) => run(await temporary('tmpdir'), process.execPath, [PIPELINE, '--raw', raw, '--out', out])

/** A copy of the study as received `from`, with the edit made. */
async function rawCopy(edit: Edit = async () => {}, from = BASE_STUDY): Promise<string> {
  const raw = await temporary('raw')
  await fs.copy(from, raw)
  await edit(raw)
  return raw
}

/** The raw folder compiled by the pipeline's command into a new folder (returned). */
async function compiledBy(raw: string): Promise<string> {
  const out = path.join(await temporary('out'), 'study')
  const done = await pipeline(raw, out)
  assert.is(done.code, 0, done.stderr)
  return out
}

const raiseCa = replace('revenue/X1.csv', 'CA,600000.07', 'CA,600100.07')
const CA_LINE = '| CA | Crossed Threshold | 7.250% | $600,000.07 → $600,100.07 | +100.00 | $43,500.01 → $43,507.26 | +7.25 |'

test('npm run diff runs the command npm run pipeline runs', async () => {
  const { scripts } = JSON.parse(await fs.readFile('package.json', 'utf8')) as { scripts: Record<string, string> }
  assert.match(scripts.pipeline!, / node pipeline\/bundle\.mjs$/)
  assert.is(PIPELINE, path.resolve('pipeline/bundle.mjs'))
})

test('two studies as received give the review of their compiled outputs, named by the folders given', async () => {
  // The exposure example, one sale of entity E raised by 1,000.00: the exposure sections are reviewed too.
  const before = await rawCopy(async () => {}, 'examples/exposure-study')
  const after = await rawCopy(replace('transactions/E.csv', '2024-06-15,FL,5592.62,Marketplace', '2024-06-15,FL,6592.62,Marketplace'), 'examples/exposure-study')
  const fromRaw = await diff(before, after)
  assert.is(fromRaw.code, 0, fromRaw.stderr)
  assert.is(fromRaw.stderr, '')
  assert.equal(fromRaw.left, [], 'the temporary folder is gone')
  const [compiledBefore, compiledAfter] = [await compiledBy(before), await compiledBy(after)]
  const fromCompiled = await diff(compiledBefore, compiledAfter)
  assert.is(fromCompiled.code, 0, fromCompiled.stderr)
  const from = (a: string, b: string) => `From \`${a}\` to \`${b}\`.`
  assert.ok(fromRaw.stdout.includes(from(before, after)), fromRaw.stdout.slice(0, 400))
  assert.ok(fromCompiled.stdout.includes(from(compiledBefore, compiledAfter)))
  assert.is(fromRaw.stdout.replace(from(before, after), from(compiledBefore, compiledAfter)), fromCompiled.stdout)
  // A real change, reviewed: FL's revenue in the summary moved by the sale's 1,000.00.
  assert.match(fromRaw.stdout, /Total revenue \$[\d,]+\.\d\d → \$[\d,]+\.\d\d \(\+1,000\.00\)/)
  // and not the out folders' markers, whose hashes change whenever a file does
  assert.ok(await fs.pathExists(path.join(compiledAfter, '.nexus-study-output')))
  assert.not.match(fromCompiled.stdout, '.nexus-study-output')
})

test('a study as received against a compiled one, either way round, and alone against generated/', async () => {
  const raw = await rawCopy()
  const raised = await compiledBy(await rawCopy(raiseCa))
  const forward = await diff(raw, raised)
  assert.is(forward.code, 0, forward.stderr)
  assert.match(forward.stdout, `From \`${raw}\` to \`${raised}\`. 2 entities, none added or removed. No state changed status. Total revenue $950,162.22 → $950,262.22 (+100.00)`)
  assert.match(forward.stdout, CA_LINE)
  const back = await diff(raised, raw)
  assert.is(back.code, 0, back.stderr)
  assert.match(back.stdout, '| CA | Crossed Threshold | 7.250% | $600,100.07 → $600,000.07 | −100.00 | $43,507.26 → $43,500.01 | −7.25 |')
  assert.equal([forward.left, back.left], [[], []])
  // NEW defaults to generated/: raw/ as received against what is committed from it.
  const committed = await diff('raw')
  assert.equal([committed.code, committed.stderr, committed.left], [0, '', []])
  assert.match(committed.stdout, /^No changes: `raw` and `generated` hold the same study \(\d+ files\)\.\n$/)
})

test('--base REV against a study as received', async () => {
  const repo = await temporary('repo')
  const git = (...args: string[]) => run(repo, 'git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], repo)
  await fs.copy(await compiledBy(await rawCopy()), path.join(repo, 'generated'))
  assert.is((await git('init', '-q', '-b', 'main')).code, 0)
  await git('add', '-A')
  assert.is((await git('commit', '-q', '-m', 'study')).code, 0)
  const raised = await rawCopy(raiseCa)
  const tmp = await temporary('tmpdir')
  const done = await run(tmp, process.execPath, ['--import', tsx, cli, '--base', 'HEAD', raised], repo)
  assert.is(done.code, 0, done.stderr)
  assert.match(done.stdout, `From \`HEAD:generated\` to \`${raised}\`.`)
  assert.match(done.stdout, CA_LINE)
  assert.equal(reviewFolders(tmp), [])
})

test('a study as received that does not compile gives the pipeline\'s located lines as they are, the side named, exit 1', async () => {
  const broken = await rawCopy(replace('revenue/X1.csv', 'CA,600000.07', 'CA,600000.071'))
  const good = await rawCopy()
  // What npm run pipeline says of it, run alone.
  const alone = await pipeline(broken, path.join(await temporary('out'), 'study'))
  assert.is(alone.code, 1)
  const problems = alone.stderr.split('\n').filter((line) => /^\S+:\d+:\d+: [A-Z_]+ /.test(line))
  assert.equal(problems, [`${broken}/revenue/X1.csv:2:2: BAD_AMOUNT Revenue "600000.071" is not valid; expected a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, such as "1234.50"`])
  const sideLine = (role: string, dir: string) => `${role} ${dir}: a study as received that npm run pipeline could not compile (exit 1, its lines above); nothing compared`

  const oldBroken = await diff(broken, good)
  assert.equal([oldBroken.code, oldBroken.stdout, oldBroken.left], [1, '', []])
  const lines = oldBroken.stderr.trimEnd().split('\n')
  assert.equal(lines.filter((line) => problems.includes(line)), problems, oldBroken.stderr)
  assert.match(lines.at(-2)!, new RegExp(`^1 problem in ${broken}; \\S+ left as it was$`))
  assert.is(lines.at(-1), sideLine('OLD', broken))

  // Both sides broken: every problem of each, OLD's first, each side named; compiled and read alike.
  const also = await rawCopy(replace('revenue/X1.csv', /^State,Revenue/m, 'State,Amount'))
  const both = await diff(broken, also)
  assert.equal([both.code, both.stdout, both.left], [1, '', []])
  const said = both.stderr.trimEnd().split('\n')
  const oldEnd = said.indexOf(sideLine('OLD', broken))
  assert.ok(oldEnd > 0 && said.at(-1) === sideLine('NEW', also), both.stderr)
  assert.equal(said.slice(0, oldEnd).filter((line) => problems.includes(line)), problems)
  assert.match(said.slice(oldEnd + 1).join('\n'), new RegExp(`^${also}/revenue/X1\\.csv:1:\\d+: [A-Z_]+ `, 'm'))
})

test('a folder that is neither kind, or both, is refused in one line, exit 1', async () => {
  const good = await rawCopy()
  const empty = await temporary('empty')
  const expected = 'expected a compiled study (a folder written by npm run pipeline) or a study as received (a folder holding study.json, which npm run diff compiles)'
  assert.equal(await diff(empty, good), { code: 1, stdout: '', stderr: `${empty}: neither a compiled study (no overview.json) nor a study as received (no study.json); ${expected}\n`, left: [] })
  assert.equal(await diff(path.join(empty, 'absent'), good), { code: 1, stdout: '', stderr: `${path.join(empty, 'absent')}: no such file or directory; ${expected}\n`, left: [] })
  const mixed = await compiledBy(good)
  await fs.copy(path.join(good, 'study.json'), path.join(mixed, 'study.json'))
  assert.equal(await diff(good, mixed), {
    code: 1,
    stdout: '',
    stderr: `${mixed}: holds both overview.json (a compiled study) and study.json (a study as received); ${expected}, not both in one folder\n`,
    left: [],
  })
})

test('stopped by a signal while compiling, the review stops its pipelines, removes its temporary folder and exits 128 + n', async () => {
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    const tmp = await temporary('tmpdir')
    const child = spawn(process.execPath, ['--import', tsx, cli, 'examples/exposure-study', 'examples/exposure-study'], {
      env: { ...process.env, TMPDIR: tmp },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk) => { stdout += chunk })
    const ended = new Promise<number | null>((resolve) => child.on('close', (exitCode) => resolve(exitCode)))
    // Signalled once both pipelines write into the review's temporary folder.
    const deadline = Date.now() + 60_000
    const compiling = () => reviewFolders(tmp).flatMap((dir) => readdirSync(path.join(tmp, dir)))
    while (compiling().filter((name) => name.endsWith('.lock')).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    assert.equal(compiling().filter((name) => name.endsWith('.lock')).sort(), ['.new.lock', '.old.lock'], 'both pipelines began writing')
    child.kill(signal)
    assert.is(await ended, code, signal)
    assert.is(stdout, '')
    assert.equal(reviewFolders(tmp), [], `${signal}: the temporary folder is gone`)
    const ps = await run(tmp, 'ps', ['-eo', 'args'])
    assert.not.match(ps.stdout, tmp, 'no pipeline still runs')
  }
})

test.run()
