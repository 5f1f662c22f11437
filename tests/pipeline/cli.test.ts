/**
 * npm run pipeline as a user runs it: the files it writes validate against their schemas, a second run
 * is byte-identical, --check finds drift, and a broken study leaves the out folder exactly as it was.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readdir } from 'node:fs/promises'
import { fs, path, os } from 'zx'
import { validator, outputSchemas } from '../../pipeline/schemas.ts'

const exec = promisify(execFile)

async function pipeline(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'pipeline/cli.ts', ...args])
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const file of await fs.readdir(dir, { recursive: true })) {
    const full = path.join(dir, String(file))
    if ((await fs.stat(full)).isFile()) out[String(file)] = await fs.readFile(full, 'utf8')
  }
  return out
}

const temp = () => fs.mkdtemp(path.join(os.tmpdir(), 'nexus-'))

test('every committed file in generated/ validates against its schema', async () => {
  const files = Object.keys(await snapshot('generated'))
  assert.ok(files.length > 0)
  for (const file of files) {
    const schema = file.startsWith('entities/') ? outputSchemas.entityReport
      : outputSchemas[path.basename(file, '.json') as keyof typeof outputSchemas]
    assert.ok(schema, `a schema for ${file}`)
    const validate = validator(schema)
    assert.ok(validate(await fs.readJson(path.join('generated', file))), `${file}: ${JSON.stringify(validate.errors)}`)
  }
})

test('the pipeline writes the same bytes twice, one line per output, and --check then passes', async () => {
  const out = await temp()
  const first = await pipeline('--out', out)
  assert.is(first.code, 0, first.stderr)
  const once = await snapshot(out)
  assert.ok(Object.keys(once).includes('entities/A.json'))
  for (const file of Object.keys(once)) assert.match(first.stdout, file)
  assert.is((await pipeline('--out', out)).code, 0)
  assert.equal(await snapshot(out), once)
  assert.equal(await snapshot('generated'), once, 'generated/ is up to date with raw/')
  const check = await pipeline('--out', out, '--check')
  assert.is(check.code, 0, check.stderr)
  await fs.remove(out)
})

test('--check writes nothing and names each file that differs, is missing or is extra', async () => {
  const out = await temp()
  await pipeline('--out', out)
  await fs.writeFile(path.join(out, 'consolidated.json'), '{}\n')
  await fs.remove(path.join(out, 'entities/C.json'))
  await fs.writeFile(path.join(out, 'stale.json'), '{}\n')
  const before = await snapshot(out)
  const check = await pipeline('--out', out, '--check')
  assert.is(check.code, 1)
  assert.match(check.stderr, /consolidated\.json: changed/)
  assert.match(check.stderr, /entities\/C\.json: missing/)
  assert.match(check.stderr, /stale\.json: unexpected/)
  assert.equal(await snapshot(out), before)
  await fs.remove(out)
})

test('a broken study exits 1 with every problem and leaves the previous out folder untouched', async () => {
  const out = await temp()
  await pipeline('--out', out)
  const before = await snapshot(out)
  const run = await pipeline('--raw', 'tests/fixtures/broken-many-problems', '--out', out)
  assert.is(run.code, 1)
  const expected = fs.readFileSync('tests/fixtures/broken-many-problems/expected.txt', 'utf8').trimEnd()
  assert.ok(run.stderr.startsWith(expected), run.stderr)
  assert.match(run.stderr, /7 problems in tests\/fixtures\/broken-many-problems/)
  assert.equal(await snapshot(out), before)
  assert.equal((await readdir(path.dirname(out))).filter((name) => name.startsWith(`.${path.basename(out)}-`)), [], 'no staging folder left behind')
  await fs.remove(out)
})

test('an unknown option is refused with the usage', async () => {
  const run = await pipeline('--chek')
  assert.is(run.code, 2)
  assert.match(run.stderr, /unknown option --chek; usage: npm run pipeline/)
})

test.run()
