/**
 * Only regular files inside the study folder are read: links leading out of it, FIFOs, devices,
 * folders and oversized files are located problems that quote nothing from the file, and none of them
 * hangs the run or reads without end. Links and FIFOs are made here, at run time, in a copy of a study.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFileSync } from 'node:child_process'
import { fs, path, os } from 'zx'
import type { Findings } from '../../schemas/generated/types.ts'
import { compileStudy, problemsOf } from './compile.ts'
import { readStudyFile } from '../../pipeline/read/study-files.ts'
import { MAX_CSV_BYTES, MAX_ENTITIES } from '../../common/limits.ts'

/** A copy of the other study in a temporary folder, and the path of its manifest as messages show it. */
async function copyOfStudy(): Promise<{ dir: string; manifest: string }> {
  const dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'study-files-')))
  await fs.copy('tests/fixtures/other-study', dir)
  return { dir, manifest: path.join(dir, 'study.json') }
}

/** Q's revenue file is named at study.json line 9, column 73. */
const QUILL = (code: string) => `9:73: ${code} "revenue/Q.csv"`

test('a link to /dev/zero is refused before it is read, where the manifest names it', async () => {
  const { dir, manifest } = await copyOfStudy()
  await fs.remove(path.join(dir, 'revenue/Q.csv'))
  await fs.symlink('/dev/zero', path.join(dir, 'revenue/Q.csv'))
  assert.equal(await problemsOf(dir), [`${manifest}:${QUILL('OUTSIDE_STUDY')} leads outside the study folder through a symbolic link; expected a CSV file inside the study folder`])
  await fs.remove(dir)
})

test('a link to a file outside the study is refused, and nothing of that file is quoted', async () => {
  const { dir, manifest } = await copyOfStudy()
  await fs.remove(path.join(dir, 'revenue/Q.csv'))
  await fs.symlink('/etc/passwd', path.join(dir, 'revenue/Q.csv'))
  const problems = await problemsOf(dir)
  assert.equal(problems, [`${manifest}:${QUILL('OUTSIDE_STUDY')} leads outside the study folder through a symbolic link; expected a CSV file inside the study folder`])
  const firstLine = (await fs.readFile('/etc/passwd', 'utf8')).split('\n')[0]!
  assert.not.match(problems.join('\n'), firstLine.split(':')[0]!)
  await fs.remove(dir)
})

test('a linked folder leading to / does not get a path outside the study past the rules', async () => {
  const { dir, manifest } = await copyOfStudy()
  const outside = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'outside-')))
  await fs.copy(path.join(dir, 'revenue/Q.csv'), path.join(outside, 'Q.csv'))
  await fs.symlink('/', path.join(dir, 'root'))
  const named = `root${outside}/Q.csv`
  await fs.writeFile(manifest, (await fs.readFile(manifest, 'utf8')).replace('"revenue/Q.csv"', JSON.stringify(named)))
  assert.equal(await problemsOf(dir), [`${manifest}:9:73: OUTSIDE_STUDY ${JSON.stringify(named)} leads outside the study folder through a symbolic link; expected a CSV file inside the study folder`])
  await fs.remove(dir)
  await fs.remove(outside)
})

test('a link from one file of the study to another inside it is read as that file', async () => {
  const { dir } = await copyOfStudy()
  await fs.move(path.join(dir, 'revenue/Q.csv'), path.join(dir, 'quill-revenue.csv'))
  await fs.symlink('../quill-revenue.csv', path.join(dir, 'revenue/Q.csv'))
  const { problems, files } = await compileStudy(dir)
  assert.equal(problems, [])
  assert.ok(files.some((file) => file.file === 'entities/Q.json'))
  await fs.remove(dir)
})

test('a link that leads to nothing is named as such, not as a missing file', async () => {
  const { dir, manifest } = await copyOfStudy()
  await fs.remove(path.join(dir, 'revenue/Q.csv'))
  await fs.symlink('gone.csv', path.join(dir, 'revenue/Q.csv'))
  assert.equal(await problemsOf(dir), [`${manifest}:${QUILL('FILE_NOT_FOUND')} is a symbolic link that leads to nothing; expected a CSV file inside the study folder`])
  await fs.remove(dir)
})

test('a file whose name begins with two dots is still inside the study', async () => {
  const { dir } = await copyOfStudy()
  await fs.writeFile(path.join(dir, '..Q.csv'), 'State,Revenue\nWA,1\n')
  const read = await readStudyFile(dir, '..Q.csv', 1024)
  assert.ok(read.ok && read.bytes.toString() === 'State,Revenue\nWA,1\n')
  await fs.remove(dir)
})

test('a FIFO is refused without waiting for a writer', async () => {
  const { dir, manifest } = await copyOfStudy()
  await fs.remove(path.join(dir, 'revenue/Q.csv'))
  execFileSync('mkfifo', [path.join(dir, 'revenue/Q.csv')])
  assert.equal(await problemsOf(dir), [`${manifest}:${QUILL('NOT_A_FILE')} is a FIFO (named pipe), not a file; expected a CSV file inside the study folder`])
  await fs.remove(dir)
})

test('a file beyond the size limit is refused from its size, without reading it', async () => {
  const { dir, manifest } = await copyOfStudy()
  // Sparse: 200 MB on paper, nothing on disk.
  await fs.truncate(path.join(dir, 'revenue/Q.csv'), 200 * 1024 * 1024)
  assert.equal(await problemsOf(dir), [`${manifest}:${QUILL('FILE_TOO_LARGE')} is too large: 200 MiB; expected at most ${MAX_CSV_BYTES / 1024 / 1024} MiB`])
  await fs.truncate(path.join(dir, 'revenue/Q.csv'), MAX_CSV_BYTES + 1)
  assert.equal(await problemsOf(dir), [`${manifest}:${QUILL('FILE_TOO_LARGE')} is too large: ${MAX_CSV_BYTES / 1024 / 1024}.1 MiB; expected at most ${MAX_CSV_BYTES / 1024 / 1024} MiB`])
  await fs.remove(dir)
})

test('a file whose size says 0 but holds more than the limit is cut off at the limit (a /proc file)', async () => {
  const proc = await fs.realpath('/proc/self')
  assert.is((await fs.stat(path.join(proc, 'status'))).size, 0)
  const status = await readStudyFile(proc, 'status', 16)
  assert.equal(status, { ok: false, missing: false, code: 'FILE_TOO_LARGE', why: 'holds more than 0.1 MiB', expected: 'at most 0.1 MiB' })
  const whole = await readStudyFile(proc, 'status', 1024 * 1024)
  assert.ok(whole.ok && whole.bytes.toString().startsWith('Name:'))
})

test('a manifest that is itself a link out of the study is refused', async () => {
  const { dir, manifest } = await copyOfStudy()
  const outside = path.join(os.tmpdir(), `outside-${process.pid}.json`)
  await fs.move(manifest, outside)
  await fs.symlink(outside, manifest)
  assert.equal(await problemsOf(dir), [`${manifest}:1:1: OUTSIDE_STUDY the manifest leads outside the study folder through a symbolic link; expected study.json, a file in the study folder`])
  await fs.remove(dir)
  await fs.remove(outside)
})

test('a study of more entities than the limit is one message at the entity list, before any file is read', async () => {
  const { dir, manifest } = await copyOfStudy()
  const study = await fs.readJson(manifest)
  study.entities = Array.from({ length: MAX_ENTITIES + 1 }, (_, index) => ({
    code: `E${index}`, name: `Entity ${index}`, colour: 'green', revenue: `revenue/E${index}.csv`,
  }))
  await fs.writeFile(manifest, JSON.stringify(study, null, 2))
  assert.equal(await problemsOf(dir), [`${manifest}:10:15: TOO_MANY_ENTITIES entities lists ${MAX_ENTITIES + 1} entities; expected at most ${MAX_ENTITIES}`])
  await fs.remove(dir)
})

test('a study outside the working folder leaves no trace of where it lay in what is generated', async () => {
  const { dir } = await copyOfStudy()
  const { problems, files } = await compileStudy(dir)
  assert.equal(problems, [])
  for (const { file, text } of files) assert.not.ok(text.includes(os.tmpdir()), `${file} names ${os.tmpdir()}`)
  const findings = JSON.parse(files.find((file) => file.file === 'findings.json')!.text) as Findings
  assert.equal(findings.findings.map((finding) => finding.source), ['nexus/X1.csv:5', 'recommendations.csv:2', 'recommendations.csv:3'])
  await fs.remove(dir)
})

test.run()
