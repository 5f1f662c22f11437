/**
 * npm run pipeline as a user runs it (pipeline/bundle.mjs, the bundled pipeline): the files it writes
 * validate against their schemas, a second run is byte-identical, --check finds drift, a broken study
 * leaves the out folder exactly as it was, and --out replaces only a folder the pipeline wrote (or an
 * empty or absent one), touching nothing else.
 */
import { test } from 'uvu'
import { createHash } from 'node:crypto'
import * as assert from 'uvu/assert'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readdir } from 'node:fs/promises'
import { fs, path, os } from 'zx'
import { validator, outputSchemas } from '../../common/schemas.ts'
import { MARKER, markerText, recordOf } from '../../pipeline/out/marker.ts'

const exec = promisify(execFile)
const cli = path.resolve('pipeline/bundle.mjs')

async function pipeline(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return pipelineIn(process.cwd(), ...args)
}

async function pipelineIn(cwd: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [cli, ...args], { cwd })
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
  const files = Object.keys(await snapshot('generated')).filter((file) => file !== MARKER)
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
  for (const file of Object.keys(once).filter((name) => name !== MARKER)) assert.match(first.stdout, file)
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
  assert.match(check.stderr, /consolidated\.json: OUT_OF_DATE changed/)
  assert.match(check.stderr, /entities\/C\.json: OUT_OF_DATE missing/)
  assert.match(check.stderr, /stale\.json: OUT_OF_DATE unexpected/)
  assert.equal(await snapshot(out), before)
  await fs.remove(out)
})

test('a broken study exits 1 with every problem and leaves the previous out folder untouched', async () => {
  const out = await temp()
  await pipeline('--out', out)
  const before = await snapshot(out)
  const run = await pipeline('--raw', 'tests/fixtures/broken-many-problems', '--out', out)
  assert.is(run.code, 1)
  // Each problem as path:line:column: CODE (the fixture's), then its message.
  const printed = run.stderr.split('\n')
  const expected = fs.readFileSync('tests/fixtures/broken-many-problems/expected.txt', 'utf8').trimEnd().split('\n')
  expected.forEach((problem: string, index: number) => assert.ok(printed[index]!.startsWith(`${problem} `), run.stderr))
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

/** Every entry under dir, folders and links included, with file contents: "touched nothing" means equal. */
async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const entry of await fs.readdir(dir, { recursive: true })) {
    const full = path.join(dir, String(entry))
    const stat = await fs.lstat(full)
    out[String(entry)] = stat.isSymbolicLink() ? `-> ${await fs.readlink(full)}`
      : stat.isDirectory() ? `dir ${(stat.mode & 0o777).toString(8)}` : await fs.readFile(full, 'utf8')
  }
  return out
}

/** A working folder as a user has it: a checkout (.git) holding a study, a document and other folders. */
async function sandbox(): Promise<string> {
  const dir = await temp()
  await fs.copy('raw', path.join(dir, 'work/study'))
  await fs.outputFile(path.join(dir, 'work/neighbour/notes.txt'), 'keep me\n')
  await fs.outputFile(path.join(dir, 'work/.git/HEAD'), 'ref: refs/heads/main\n')
  await fs.outputFile(path.join(dir, 'work/report.docx'), 'not a folder\n')
  await fs.outputFile(path.join(dir, 'work/docs/index.md'), '# mine\n')
  await fs.symlink('study', path.join(dir, 'work/study-link'))
  return dir
}

const refusals: Array<[string, string[], RegExp]> = [
  ['the study folder itself', ['--out', 'study'], /^OUT_OVERLAPS_STUDY cannot write study: it is the study folder; give --out a folder outside the study/],
  ['a link to the study folder', ['--out', 'study-link'], /^OUT_OVERLAPS_STUDY cannot write study-link: it is the study folder;/],
  ['the working folder of a checkout holding the study', ['--out', '.'], /^OUT_OVERLAPS_STUDY cannot write \.: it holds the study folder study;/],
  ['a parent of the study', ['--out', '..'], /^OUT_OVERLAPS_STUDY cannot write \/.+: it holds the study folder study;/],
  ['a folder inside the study', ['--out', 'study/revenue'], /^OUT_OVERLAPS_STUDY cannot write study\/revenue: it is inside the study folder study;/],
  ['a new folder inside the study', ['--out', 'study/new'], /^OUT_OVERLAPS_STUDY cannot write study\/new: it is inside the study folder study;/],
  ['a file', ['--out', 'report.docx'], /^OUT_NOT_A_FOLDER cannot write report\.docx: it is a file, not a folder;/],
  ['a folder the pipeline did not write', ['--out', 'docs'], /^OUT_NOT_OURS cannot write docs: it holds index\.md, which npm run pipeline did not write \(it has no \.nexus-study-output\); give --out an absent or empty folder/],
  ['--out without a value', ['--out'], /^--out needs a folder: --out DIR; usage: npm run pipeline/],
  ['--raw without a value', ['--out', 'elsewhere', '--raw'], /^--raw needs a folder: --raw DIR; usage: npm run pipeline/],
  ['--out given twice', ['--out', 'a', '--out', 'b'], /^--out given more than once; usage:/],
  ['--raw given empty', ['--out', 'elsewhere', '--raw='], /^--raw needs a folder: --raw DIR; usage:/],
  ['a value given to --check', ['--out', 'elsewhere', '--check=yes'], /^--check takes no value; usage:/],
  ['a word that is no option', ['--out', 'elsewhere', 'study'], /^unknown option study; usage:/],
]

for (const [what, args, message] of refusals) {
  test(`--out refuses ${what} with one line and exit 2, touching nothing`, async () => {
    const dir = await sandbox()
    const before = await tree(dir)
    const run = await pipelineIn(path.join(dir, 'work'), ...(args.some((arg) => arg.startsWith('--raw')) ? [] : ['--raw', 'study']), ...args)
    assert.is(run.code, 2, run.stderr)
    assert.match(run.stderr, message)
    assert.is(run.stderr.trimEnd().split('\n').length, 1, run.stderr)
    assert.equal(await tree(dir), before)
    await fs.remove(dir)
  })
}

test('--out . in a checkout whose study lies elsewhere is refused: the checkout and its .git stay', async () => {
  const dir = await sandbox()
  const before = await tree(dir)
  const run = await pipelineIn(path.join(dir, 'work'), '--raw', path.resolve('raw'), '--out', '.')
  assert.is(run.code, 2)
  assert.match(run.stderr, /^OUT_NOT_OURS cannot write \.: it holds \.git\/HEAD, which npm run pipeline did not write \(it has no \.nexus-study-output\)/)
  assert.equal(await tree(dir), before)
  await fs.remove(dir)
})

test('an empty folder, an absent folder and a folder the pipeline wrote are written, with the marker', async () => {
  const dir = await sandbox()
  await fs.mkdir(path.join(dir, 'work/empty'))
  let expected: Record<string, string> | undefined
  for (const out of ['empty', 'absent/deeper', 'empty']) {
    const run = await pipelineIn(path.join(dir, 'work'), '--raw', 'study', '--out', out)
    assert.is(run.code, 0, run.stderr)
    const written = await snapshot(path.join(dir, 'work', out))
    assert.equal(Object.keys(written).sort(), Object.keys(await snapshot('generated')).sort())
    expected ??= written
    assert.equal(written, expected)
  }
  assert.is(await fs.readFile(path.join(dir, 'work/empty', MARKER), 'utf8'), markerText(Object.entries(expected!).filter(([file]) => file !== MARKER).map(([file, text]) => recordOf(file, text))))
  assert.equal((await fs.readdir(path.join(dir, 'work'))).sort(), ['.git', 'absent', 'docs', 'empty', 'neighbour', 'report.docx', 'study', 'study-link'])
  await fs.remove(dir)
})

test('the marker committed in generated/ records its files, each with its size and SHA-256, and --check reports its absence but not its presence', async () => {
  const generated = Object.entries(await snapshot('generated')).filter(([file]) => file !== MARKER)
  assert.is(await fs.readFile(path.join('generated', MARKER), 'utf8'), markerText(generated.map(([file, text]) => recordOf(file, text))))
  const overview = await fs.readFile('generated/overview.json')
  assert.match(await fs.readFile(path.join('generated', MARKER), 'utf8'),
    `\noverview.json ${overview.length} ${createHash('sha256').update(overview).digest('hex')}\n`)
  const out = await temp()
  await pipeline('--out', out)
  assert.is((await pipeline('--out', out, '--check')).code, 0)
  await fs.remove(path.join(out, MARKER))
  const check = await pipeline('--out', out, '--check')
  assert.is(check.code, 1)
  assert.match(check.stderr, new RegExp(`${MARKER.replace('.', '\\.')}: OUT_OF_DATE missing`))
  await fs.remove(out)
})

test.run()
