/**
 * What npm run pipeline never deletes, truncates, creates or hangs on, tried as a careless or hostile user
 * would (issues 20 and 22): a file in the out folder it did not write, a marker copied into a folder of
 * notes, folders beside the out folder that merely look like its leftovers, a lock path that is a link,
 * a FIFO where --check reads, the missing parents of a failed run's --out. And generated/ keeps working
 * when git puts an older version of it back.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile, execFileSync, spawn } from 'node:child_process'
import { promisify } from 'node:util'
import { fs, path, os } from 'zx'

const exec = promisify(execFile)
const cli = path.resolve('pipeline/bundle.mjs')
const MARKER = '.nexus-study-output'

interface Run { code: number | null; signal?: string | null; stdout: string; stderr: string }

async function pipelineIn(cwd: string, ...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [cli, ...args], { cwd, timeout: 60_000, killSignal: 'SIGKILL' })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number | null; signal: string | null; stdout: string; stderr: string }
    return { code: failed.code, signal: failed.signal, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** Every entry under dir, folders, links and FIFOs included, with file contents: "touched nothing" means equal. */
async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const entry of (await fs.readdir(dir, { recursive: true })).map(String).sort()) {
    const full = path.join(dir, entry)
    const stat = await fs.lstat(full)
    out[entry] = stat.isSymbolicLink() ? `-> ${await fs.readlink(full)}`
      : stat.isDirectory() ? 'dir' : stat.isFIFO() ? 'fifo' : await fs.readFile(full, 'utf8')
  }
  return out
}

/** A temporary folder holding the sample study as `study` and the pipeline's output of it as `report`. */
async function written(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-user-files-'))
  await fs.copy('raw', path.join(dir, 'study'))
  const run = await pipelineIn(dir, '--raw', 'study', '--out', 'report')
  assert.is(run.code, 0, run.stderr)
  return dir
}

const oneLine = (run: Run) => {
  assert.is(run.stderr.trimEnd().split('\n').length, 1, run.stderr)
  return run.stderr.trimEnd()
}

test('a file the pipeline did not write, in a folder it wrote, is refused: exit 2, one line naming it, nothing touched', async () => {
  const dir = await written()
  await fs.outputFile(path.join(dir, 'report/entities/notes.txt'), 'my notes on A\n')
  await fs.outputFile(path.join(dir, 'report/zz.md'), 'more notes\n')
  const before = await tree(dir)
  const run = await pipelineIn(dir, '--raw', 'study', '--out', 'report')
  assert.is(run.code, 2, run.stderr)
  assert.match(oneLine(run), /^OUT_NOT_OURS cannot write report: it holds entities\/notes\.txt, which npm run pipeline did not write \(its \.nexus-study-output does not list it\); /)
  assert.equal(await tree(dir), before)
  await fs.remove(dir)
})

test('the marker copied into a folder of notes does not make the notes the pipeline\'s', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-user-files-'))
  await fs.outputFile(path.join(dir, 'notes/meeting.txt'), 'keep me\n')
  await fs.copy(path.join('generated', MARKER), path.join(dir, 'notes', MARKER))
  const before = await tree(dir)
  const run = await pipelineIn(dir, '--raw', path.resolve('raw'), '--out', 'notes')
  assert.is(run.code, 2, run.stderr)
  assert.match(oneLine(run), /^OUT_NOT_OURS cannot write notes: it holds meeting\.txt, which npm run pipeline did not write/)
  assert.equal(await tree(dir), before)
  await fs.remove(dir)
})

test('a file the marker lists that is gone, or a file it lists replaced by a link or a folder of notes', async () => {
  const dir = await written()
  await fs.remove(path.join(dir, 'report/entities/A.json'))
  const run = await pipelineIn(dir, '--raw', 'study', '--out', 'report')
  assert.is(run.code, 0, run.stderr)
  assert.equal(await tree(path.join(dir, 'report')), await tree('generated'))
  for (const swap of [
    () => fs.symlink('../study/study.json', path.join(dir, 'report/entities/A.json')),
    () => fs.outputFile(path.join(dir, 'report/entities/A.json/notes.txt'), 'mine\n'),
  ]) {
    await fs.remove(path.join(dir, 'report/entities/A.json'))
    await swap()
    const before = await tree(dir)
    const refused = await pipelineIn(dir, '--raw', 'study', '--out', 'report')
    assert.is(refused.code, 2, refused.stderr)
    assert.match(oneLine(refused), /^OUT_NOT_OURS cannot write report: it holds entities\/A\.json(\/notes\.txt)?, which npm run pipeline did not write/)
    assert.equal(await tree(dir), before)
  }
  await fs.remove(dir)
})

/** The marker of every commit before markers listed files: it lists none. */
const MARKER_BEFORE_LISTS = `This folder is written by \`npm run pipeline\` (nexus-study) and replaced whole on every run.
Keep nothing else in it: the pipeline replaces a folder that is not empty only when this file is in it.
`

test('generated/ as an older version left it (its marker lists no files) is replaced, and a file of mine beside them is not', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-user-files-'))
  // What git checkout of an older commit puts there: that marker, the outputs of then (the files of now
  // stand for them: a run replaces them whatever they hold), and one of a study with dated sales.
  await fs.copy('generated', path.join(dir, 'generated'))
  // rates.json came after the marker listed its files: no older commit holds it
  await fs.remove(path.join(dir, 'generated/rates.json'))
  await fs.writeFile(path.join(dir, 'generated', MARKER), MARKER_BEFORE_LISTS)
  await fs.outputFile(path.join(dir, 'generated/running/ZZ9.json'), '{}\n')
  await fs.outputFile(path.join(dir, 'generated/README.txt'), 'mine\n')
  const before = await tree(dir)
  const refused = await pipelineIn(dir, '--raw', path.resolve('raw'), '--out', 'generated')
  assert.is(refused.code, 2, refused.stderr)
  assert.match(oneLine(refused), /^OUT_NOT_OURS cannot write generated: it holds README\.txt, which npm run pipeline did not write/)
  assert.equal(await tree(dir), before)
  await fs.remove(path.join(dir, 'generated/README.txt'))
  const run = await pipelineIn(dir, '--raw', path.resolve('raw'), '--out', 'generated')
  assert.is(run.code, 0, run.stderr)
  assert.equal(await tree(path.join(dir, 'generated')), await tree('generated'))
  assert.equal(await fs.readdir(dir), ['generated'])
  await fs.remove(dir)
})

test('generated/ whose marker lists other files than it holds (git put back an older marker) is replaced where it holds only outputs', async () => {
  const dir = await written()
  const marker = path.join(dir, 'report', MARKER)
  const listed = await fs.readFile(marker, 'utf8')
  // A marker that lists files the folder lacks, and lacks one the folder holds.
  await fs.writeFile(marker, listed.replace('entities/A.json\n', 'entities/GONE.json\n'))
  const before = await tree(dir)
  const refused = await pipelineIn(dir, '--raw', 'study', '--out', 'report')
  assert.is(refused.code, 2, refused.stderr)
  assert.match(oneLine(refused), /^OUT_NOT_OURS cannot write report: it holds entities\/A\.json, which npm run pipeline did not write/)
  assert.equal(await tree(dir), before)
  await fs.writeFile(marker, listed.replace('consolidated.json\n', 'consolidated.json\nentities/GONE.json\n'))
  const run = await pipelineIn(dir, '--raw', 'study', '--out', 'report')
  assert.is(run.code, 0, run.stderr)
  assert.equal(await tree(path.join(dir, 'report')), await tree('generated'))
  await fs.remove(dir)
})

test('folders beside the out folder named like its leftovers stay unless a run of the pipeline made them', async () => {
  const dir = await written()
  // mkdir -p /tmp/p/.report-old-backup && npm run pipeline -- --out /tmp/p/report
  await fs.outputFile(path.join(dir, '.report-old-backup/notes.txt'), 'keep me\n')
  await fs.mkdir(path.join(dir, '.report-new-abcdef'))
  // A copy of the out folder itself, marker and all, kept by hand under such a name.
  await fs.copy(path.join(dir, 'report'), path.join(dir, '.report-old-Backup'))
  // A study folder with such a name, read after the run's cleanup would have removed it.
  await fs.move(path.join(dir, 'study'), path.join(dir, '.report-new-study1'))
  const before = await tree(dir)
  const run = await pipelineIn(dir, '--raw', '.report-new-study1', '--out', 'report')
  assert.is(run.code, 0, run.stderr)
  assert.equal(await tree(dir), before)
  // A failed run leaves them too.
  const failed = await pipelineIn(dir, '--raw', path.resolve('tests/fixtures/broken-many-problems'), '--out', 'report')
  assert.is(failed.code, 1, failed.stderr)
  assert.equal(await tree(dir), before)
  await fs.remove(dir)
})

test('a lock path that is a link, or a file the pipeline did not make, is refused: nothing it points to is created or truncated', async () => {
  const dir = await written()
  await fs.outputFile(path.join(dir, 'precious.txt'), 'do not truncate me\n')
  for (const [what, make, message] of [
    ['a link to a file', () => fs.symlink('precious.txt', path.join(dir, '.report.lock')), /is a symbolic link/],
    ['a link to nothing', () => fs.symlink('created-through-the-link', path.join(dir, '.report.lock')), /is a symbolic link/],
    ['a file of someone else\'s', () => fs.writeFile(path.join(dir, '.report.lock'), 'my lock notes\n'), /was not made by npm run pipeline/],
    ['a FIFO', () => { execFileSync('mkfifo', [path.join(dir, '.report.lock')]) }, /is not a file/],
  ] as const) {
    await make()
    const before = await tree(dir)
    const run = await pipelineIn(dir, '--raw', 'study', '--out', 'report')
    assert.is(run.code, 2, `${what}: ${run.stderr}`)
    assert.match(oneLine(run), new RegExp(`^LOCK_NOT_OURS cannot write report: its lock file \\.report\\.lock ${message.source}`))
    assert.equal(await tree(dir), before, what)
    const check = await pipelineIn(dir, '--raw', 'study', '--out', 'report', '--check')
    assert.is(check.code, 2, `${what}, --check: ${check.stderr}`)
    assert.equal(await tree(dir), before, `${what}, --check`)
    await fs.remove(path.join(dir, '.report.lock'))
  }
  await fs.remove(dir)
})

test('--check reads only regular files: a FIFO where a file is, where the marker is or beside them is a difference, not a hang', async () => {
  const dir = await written()
  for (const file of ['overview.json', MARKER]) {
    await fs.remove(path.join(dir, 'report', file))
    execFileSync('mkfifo', [path.join(dir, 'report', file)])
  }
  execFileSync('mkfifo', [path.join(dir, 'report/extra')])
  const before = await tree(dir)
  const check = await pipelineIn(dir, '--raw', 'study', '--out', 'report', '--check')
  assert.is(check.code, 1, check.stderr)
  assert.equal(check.stderr.trimEnd().split('\n'), [
    'report/overview.json: OUT_OF_DATE missing; run npm run pipeline',
    `report/${MARKER}: OUT_OF_DATE missing; run npm run pipeline`,
    'report/extra: OUT_OF_DATE unexpected; run npm run pipeline',
  ])
  assert.equal(await tree(dir), before)
  await fs.remove(dir)
})

/** Spawns the CLI; resolves with its exit once it ends, and lets the test watch its stdout. */
function started(cwd: string, ...args: string[]) {
  const child = spawn(process.execPath, [cli, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk })
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk })
  const exit = new Promise<Run>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })))
  const said = async (pattern: RegExp, ms: number) => {
    for (const deadline = performance.now() + ms; performance.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (pattern.test(stdout)) return true
    }
    return false
  }
  return { child, exit, said }
}

/** Holds the out folder's lock as a run of the pipeline would, in another process, until its stdin closes. */
function lockHeld(dir: string) {
  const holder = spawn('flock', ['--exclusive', path.join(dir, '.report.lock'), 'sh', '-c', 'echo held; cat >/dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] })
  const ready = new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()))
  const release = () => new Promise<void>((resolve) => { holder.once('exit', () => resolve()); holder.stdin.end() })
  return { ready, release }
}

test('--check waits for a run that is writing, then compares what that run wrote', async () => {
  const dir = await written()
  const lock = lockHeld(dir)
  await lock.ready
  // While "the other run" holds the lock, the folder is mid-change; --check must not read it yet.
  await fs.writeFile(path.join(dir, 'report/overview.json'), '{}\n')
  const check = started(dir, '--raw', 'study', '--out', 'report', '--check')
  assert.ok(await check.said(/^waiting for another run \(pid \S+\) to finish writing report$/m, 20_000), 'it says whom it waits for')
  await fs.copy('generated/overview.json', path.join(dir, 'report/overview.json'))
  await lock.release()
  const run = await check.exit
  assert.is(run.code, 0, run.stderr)
  assert.match(run.stdout, /files in report match study/)
  await fs.remove(dir)
})

test('--check stops on SIGTERM while it waits', async () => {
  const dir = await written()
  const lock = lockHeld(dir)
  await lock.ready
  const check = started(dir, '--raw', 'study', '--out', 'report', '--check')
  assert.ok(await check.said(/waiting for another run/, 20_000), 'it waits')
  check.child.kill('SIGTERM')
  const timer = setTimeout(() => check.child.kill('SIGKILL'), 5000)
  const run = await check.exit
  clearTimeout(timer)
  await lock.release()
  assert.is(run.code, 143, `${run.signal ?? ''} ${run.stderr}`)
  assert.match(run.stderr, /^interrupted \(SIGTERM\); report left as it was$/m)
  await fs.remove(dir)
})

test('a failed run creates none of the missing parents of --out', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-user-files-'))
  const run = await pipelineIn(dir, '--raw', path.resolve('tests/fixtures/broken-many-problems'), '--out', 'a/b/report')
  assert.is(run.code, 1, run.stderr)
  assert.equal(await fs.readdir(dir), [])
  const check = await pipelineIn(dir, '--raw', path.resolve('raw'), '--out', 'a/b/report', '--check')
  assert.is(check.code, 1, check.stderr)
  assert.equal(await fs.readdir(dir), [])
  await fs.remove(dir)
})

test.run()
