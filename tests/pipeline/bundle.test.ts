/**
 * pipeline/bundle.mjs, which `npm run pipeline` runs: the bundle writes what the sources compile (a
 * study with dated sales included), is built once for a source tree and reused (runs started together
 * included), rebuilt when any source changes (the reference data in schemas/ included), and refuses a
 * source that does not compile, naming it, or a module from outside pipeline/, common/ and schemas/
 * (which the hash of the sources would not cover); a change to common/ is rebuilt as one to pipeline/ is; a bundle missing a file is built again; where the cache cannot be written, the sources run under tsx.
 * Each test works on a copy of the repository's pipeline/ inside node_modules/.cache (so the copy's
 * packages resolve from node_modules as the repository's do), never on the repository's own sources.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { fs, path } from 'zx'
import { snapshot } from './out/folders.ts'
import { MARKER } from '../../pipeline/out/marker.ts'

const exec = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '../..')

/** Runs `check` on a copy of what the pipeline needs (package.json, tsconfig.json, pipeline/, common/, schemas/), then removes it. */
async function withCopy(check: (root: string) => Promise<void>): Promise<void> {
  const parent = path.join(repo, 'node_modules', '.cache')
  await fs.ensureDir(parent)
  const root = await fs.mkdtemp(path.join(parent, 'nexus-bundle-test-'))
  try {
    for (const item of ['package.json', 'tsconfig.json', 'pipeline', 'common', 'schemas']) await fs.copy(path.join(repo, item), path.join(root, item))
    await check(root)
  } finally {
    await fs.remove(root)
  }
}

async function run(root: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [path.join(root, 'pipeline', 'bundle.mjs'), ...args], { cwd: root })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const bundles = async (root: string) => (await fs.readdir(path.join(root, 'node_modules', '.cache', 'nexus-pipeline')).catch(() => [] as string[])).sort()

test('the bundle is built once for a source tree, writes what generated/ holds, and is reused', () => withCopy(async (root) => {
  const out = path.join(root, 'out')
  const first = await run(root, '--raw', path.join(repo, 'raw'), '--out', out)
  assert.is(first.code, 0, first.stderr)
  assert.equal(await snapshot(out), await snapshot(path.join(repo, 'generated')))
  const [built, ...others] = await bundles(root)
  assert.ok(built && /^[0-9a-f]{16}$/.test(built), `one bundle folder: ${built}`)
  assert.equal(others, [])
  const entry = path.join(root, 'node_modules', '.cache', 'nexus-pipeline', built, 'cli.js')
  const builtAt = (await fs.stat(entry)).mtimeMs
  assert.is((await run(root, '--raw', path.join(repo, 'raw'), '--out', out, '--check')).code, 0)
  assert.equal(await bundles(root), [built])
  assert.is((await fs.stat(entry)).mtimeMs, builtAt, 'not rebuilt')
  // DuckDB is in the chunk of the transactions reader only, which loads when a study has sales files.
  const files: string[] = await fs.readdir(path.dirname(entry))
  const mentions = files.filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(path.dirname(entry), file), 'utf8').includes('@duckdb/node-api'))
  assert.equal(mentions.map((file) => file.replace(/-\w+\.js$/, '')), ['transactions'])
}))

test('the bundle writes what the sources compile for a study with dated sales (its DuckDB chunk loaded)', () => withCopy(async (root) => {
  const study = path.join(repo, 'examples', 'transactions-study')
  const out = path.join(root, 'out')
  const bundle = await run(root, '--raw', study, '--out', out)
  assert.is(bundle.code, 0, bundle.stderr)
  const { compileStudy } = await import('./compile.ts')
  const compiled = await compileStudy(study)
  assert.equal(compiled.problems, [])
  assert.ok(compiled.files.some(({ file }) => file.startsWith('running/')), 'running measures, made from the dated sales')
  const written = await snapshot(out)
  assert.equal(Object.fromEntries(compiled.files.map(({ file, text }) => [file, text])), Object.fromEntries(Object.entries(written === 'absent' ? {} : written).filter(([file]) => file !== MARKER)))
}))

test('a bundle that lacks a file (a cache cleaner took a chunk) is built again, and the run needing that chunk runs', () => withCopy(async (root) => {
  const first = await run(root, '--raw', path.join(repo, 'raw'), '--out', path.join(root, 'out'))
  assert.is(first.code, 0, first.stderr)
  const [built] = await bundles(root)
  const folder = path.join(root, 'node_modules', '.cache', 'nexus-pipeline', built!)
  const files: string[] = await fs.readdir(folder)
  const chunk = files.find((file) => /^transactions-\w+\.js$/.test(file))
  assert.ok(chunk, 'the transactions chunk')
  await fs.remove(path.join(folder, chunk))
  const study = path.join(repo, 'examples', 'transactions-study')
  const again = await run(root, '--raw', study, '--out', path.join(root, 'out-sales'))
  assert.is(again.code, 0, again.stderr)
  assert.ok(await fs.pathExists(path.join(folder, chunk)), 'rebuilt in place')
  assert.equal(await bundles(root), [built])
}))

test('three runs started together with no bundle yet all run, and leave one bundle and no build folder', () => withCopy(async (root) => {
  const runs = await Promise.all([1, 2, 3].map((n) => run(root, '--raw', path.join(repo, 'raw'), '--out', path.join(root, `out-${n}`))))
  for (const each of runs) assert.is(each.code, 0, each.stderr)
  const [built, ...others] = await bundles(root)
  assert.ok(built && /^[0-9a-f]{16}$/.test(built), `one bundle folder: ${built}`)
  assert.equal(others, [], 'no other bundle and no build folder left')
  const expected = await snapshot(path.join(repo, 'generated'))
  for (const n of [1, 2, 3]) assert.equal(await snapshot(path.join(root, `out-${n}`)), expected)
}))

test('a changed source is rebuilt on the next run, and the change is what runs', () => withCopy(async (root) => {
  assert.match((await run(root, '--bogus')).stderr, /unknown option --bogus; usage: npm run pipeline/)
  const [before] = await bundles(root)
  const cli = path.join(root, 'pipeline', 'cli.ts')
  await fs.writeFile(cli, (await fs.readFile(cli, 'utf8')).replace("const usage = 'usage: npm run pipeline", "const usage = 'usage (changed): npm run pipeline"))
  assert.match((await run(root, '--bogus')).stderr, /unknown option --bogus; usage \(changed\): npm run pipeline/)
  const after = await bundles(root)
  assert.is(after.length, 2, 'a second bundle, the first kept (a run may still use it for an hour)')
  assert.ok(before && after.includes(before))
}))

test('a change to the reference data in schemas/ (us-states.ts, which the viewer reads too) is rebuilt, and is what runs', () => withCopy(async (root) => {
  const out = path.join(root, 'out')
  assert.is((await run(root, '--raw', path.join(repo, 'raw'), '--out', out)).code, 0)
  const [before] = await bundles(root)
  const states = path.join(root, 'schemas', 'us-states.ts')
  await fs.writeFile(states, (await fs.readFile(states, 'utf8')).replace("AZ: 'Arizona'", "AZ: 'Arizona (renamed)'"))
  const ran = await run(root, '--raw', path.join(repo, 'raw'), '--out', out)
  assert.is(ran.code, 0, ran.stderr)
  assert.match(await fs.readFile(path.join(out, 'consolidated.json'), 'utf8'), /"Arizona \(renamed\)"/)
  const after = await bundles(root)
  assert.is(after.length, 2, 'a second bundle')
  assert.ok(before && after.includes(before))
}))

test('the validators are compiled once for the schemas, and again after a schema changes, which is what validates', () => withCopy(async (root) => {
  const cache = path.join(root, 'node_modules', '.cache', 'nexus-validators')
  const study = path.join(repo, 'tests', 'fixtures', 'broken-rate-negative')
  const expected = /rates\.csv:3:2: BAD_RATE Rate "-6" is not valid; expected a percentage from 0 to 100/
  assert.match((await run(root, '--raw', study, '--out', path.join(root, 'out'))).stderr, expected)
  const [built, ...others] = (await fs.readdir(cache)).sort()
  assert.ok(built && /^[0-9a-f]{16}\.cjs$/.test(built), `one compiled file: ${built}`)
  assert.equal(others, [])
  const builtAt = (await fs.stat(path.join(cache, built))).mtimeMs
  assert.match((await run(root, '--raw', study, '--out', path.join(root, 'out'))).stderr, expected)
  assert.is((await fs.stat(path.join(cache, built))).mtimeMs, builtAt, 'not compiled again')
  const rates = path.join(root, 'schemas', 'input', 'rates.schema.json')
  await fs.writeFile(rates, (await fs.readFile(rates, 'utf8')).replace('"a percentage from 0 to 100', '"a rate in percent from 0 to 100'))
  assert.match((await run(root, '--raw', study, '--out', path.join(root, 'out'))).stderr, /rates\.csv:3:2: BAD_RATE Rate "-6" is not valid; expected a rate in percent from 0 to 100/)
  assert.is((await fs.readdir(cache)).length, 2, 'a second compiled file, the first kept for an hour')
}))

test('a source that does not compile exits 1 naming its file, line and column, and leaves no bundle', () => withCopy(async (root) => {
  const money = path.join(root, 'pipeline', 'money.ts')
  await fs.appendFile(money, '\nexport const broken = (\n')
  const lines = (await fs.readFile(money, 'utf8')).split('\n').length
  const run1 = await run(root, '--raw', path.join(repo, 'raw'), '--out', path.join(root, 'out'))
  assert.is(run1.code, 1)
  assert.match(run1.stderr, /ERROR\] Unexpected end of file/)
  assert.match(run1.stderr, new RegExp(`pipeline/money\\.ts:${lines}:\\d+:`))
  assert.not.ok(await fs.pathExists(path.join(root, 'out')))
  assert.equal(await bundles(root), [])
}))

test('where the cache cannot be written, the sources run under tsx, write the same files and say why once', () => withCopy(async (root) => {
  // A file where the cache folder's parent should be: the folder can be neither made nor written, as for
  // a user who may not write node_modules (checked by hand as nobody, with setpriv).
  await fs.ensureDir(path.join(root, 'node_modules'))
  await fs.writeFile(path.join(root, 'node_modules', '.cache'), '')
  const out = path.join(root, 'out')
  const ran = await run(root, '--raw', path.join(repo, 'raw'), '--out', out)
  assert.is(ran.code, 0, ran.stderr)
  assert.equal(ran.stderr.split('\n').filter(Boolean), ['node_modules/.cache/nexus-pipeline cannot be written, so the pipeline is not bundled: running its sources under tsx, which start slower'])
  assert.equal(await snapshot(out), await snapshot(path.join(repo, 'generated')))
}))

test('a change to the code in common/ (shared with the review and the viewer) is rebuilt, and is what runs', () => withCopy(async (root) => {
  const study = path.join(repo, 'tests', 'fixtures', 'broken-invalid-utf8-note')
  const expected = /: NOT_UTF8 the byte 0x[0-9A-F]{2} is not valid UTF-8; expected the file saved as UTF-8/
  assert.match((await run(root, '--raw', study, '--out', path.join(root, 'out'))).stderr, expected)
  const [before] = await bundles(root)
  const text = path.join(root, 'common', 'text.ts')
  await fs.writeFile(text, (await fs.readFile(text, 'utf8')).replace('expected the file saved as UTF-8', 'expected the file saved as UTF-8 (changed)'))
  assert.match((await run(root, '--raw', study, '--out', path.join(root, 'out'))).stderr, /: NOT_UTF8 the byte 0x[0-9A-F]{2} is not valid UTF-8; expected the file saved as UTF-8 \(changed\)/)
  const after = await bundles(root)
  assert.is(after.length, 2, 'a second bundle')
  assert.ok(before && after.includes(before))
}))

test('a pipeline module imported from outside pipeline/, common/ and schemas/ is refused: its changes would not be rebuilt', () => withCopy(async (root) => {
  await fs.writeFile(path.join(root, 'elsewhere.ts'), "export const usage = 'usage: npm run pipeline'\n")
  const cli = path.join(root, 'pipeline', 'cli.ts')
  await fs.writeFile(cli, `import { usage as elsewhere } from '../elsewhere.ts'\nconsole.log(elsewhere)\n${await fs.readFile(cli, 'utf8')}`)
  const refused = await run(root, '--check')
  assert.is(refused.code, 1)
  assert.match(refused.stderr, /the pipeline imports elsewhere\.ts, outside pipeline\/, common\/ and schemas\/; move it there or hash its folder in pipeline\/bundle\.mjs/)
  assert.equal(await bundles(root), [])
}))

test.run()
