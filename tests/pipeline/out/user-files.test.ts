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
import { MARKER_BEFORE_LISTS, listedMarker } from './older-markers.ts'

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

/** A temporary folder holding the pipeline's output of a study of the repository as `out`. */
async function writtenOf(study: string, out: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-user-files-'))
  const run = await pipelineIn(dir, '--raw', path.resolve(study), '--out', out)
  assert.is(run.code, 0, run.stderr)
  return dir
}

const oneLine = (run: Run) => {
  assert.is(run.stderr.trimEnd().split('\n').length, 1, run.stderr)
  return run.stderr.trimEnd()
}

/** Runs the CLI in dir, which must refuse it: exit 2, one line (the very line, or one matching it), nothing under dir touched. */
async function refusedUntouched(dir: string, line: string | RegExp, args: string[], what = ''): Promise<void> {
  const before = await tree(dir)
  const run = await pipelineIn(dir, ...args)
  assert.is(run.code, 2, `${what} ${run.stderr}`)
  if (typeof line === 'string') assert.is(oneLine(run), line, what)
  else assert.match(oneLine(run), line, what)
  assert.equal(await tree(dir), before, what)
}

test('a file the pipeline did not write, in a folder it wrote, is refused: exit 2, one line naming it, nothing touched', async () => {
  const dir = await written()
  await fs.outputFile(path.join(dir, 'report/entities/notes.txt'), 'my notes on A\n')
  await fs.outputFile(path.join(dir, 'report/zz.md'), 'more notes\n')
  await refusedUntouched(dir, /^OUT_NOT_OURS cannot write report: it holds entities\/notes\.txt, which npm run pipeline did not write \(its \.nexus-study-output does not list it\); /, ['--raw', 'study', '--out', 'report'])
  await fs.remove(dir)
})

test('the marker copied into a folder of notes does not make the notes the pipeline\'s', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-user-files-'))
  await fs.outputFile(path.join(dir, 'notes/meeting.txt'), 'keep me\n')
  await fs.copy(path.join('generated', MARKER), path.join(dir, 'notes', MARKER))
  await refusedUntouched(dir, /^OUT_NOT_OURS cannot write notes: it holds meeting\.txt, which npm run pipeline did not write/, ['--raw', path.resolve('raw'), '--out', 'notes'])
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
    await refusedUntouched(dir, /^OUT_NOT_OURS cannot write report: it holds entities\/A\.json(\/notes\.txt)?, which npm run pipeline did not write/, ['--raw', 'study', '--out', 'report'])
  }
  await fs.remove(dir)
})

test('a copied marker does not hand a file of the user\'s under a name it records to the pipeline: refused, untouched (issue 26)', async () => {
  // npm run pipeline -- --raw examples/transactions-study --out demo/base
  // mkdir -p demo/c/out && cp demo/base/.nexus-study-output demo/c/out/
  // echo '{"mine":"hand-written budget"}' > demo/c/out/overview.json
  const study = path.resolve('examples/transactions-study')
  const dir = await writtenOf(study, 'demo/base')
  await fs.copy(path.join(dir, 'demo/base', MARKER), path.join(dir, 'demo/c/out', MARKER))
  const written = await fs.readFile(path.join(dir, 'demo/base/overview.json'), 'utf8')
  const mine = '{"mine":"hand-written budget"}\n'
  await fs.writeFile(path.join(dir, 'demo/c/out/overview.json'), mine)
  await refusedUntouched(dir, `OUT_NOT_OURS cannot write demo/c/out: it holds overview.json, which npm run pipeline did not write (it is ${Buffer.byteLength(mine)} bytes, not the ${Buffer.byteLength(written)} the pipeline wrote there); give --out an absent or empty folder, or move what the pipeline did not write out of it`, ['--raw', study, '--out', 'demo/c/out'])
  // Of the very size the pipeline wrote, one figure changed: the bytes are compared, not the size alone.
  const edited = written.replace(/[0-9](?=[^0-9]*$)/, (digit: string) => String((Number(digit) + 1) % 10))
  assert.is(Buffer.byteLength(edited), Buffer.byteLength(written))
  assert.is.not(edited, written)
  await fs.writeFile(path.join(dir, 'demo/c/out/overview.json'), edited)
  await refusedUntouched(dir, /^OUT_NOT_OURS cannot write demo\/c\/out: it holds overview\.json, which npm run pipeline did not write \(its bytes are not the ones the pipeline wrote there \(another SHA-256\)\); /, ['--raw', study, '--out', 'demo/c/out'])
  // The file the pipeline wrote, copied back beside the marker, is its own again: the folder is replaced.
  await fs.writeFile(path.join(dir, 'demo/c/out/overview.json'), written)
  const again = await pipelineIn(dir, '--raw', study, '--out', 'demo/c/out')
  assert.is(again.code, 0, again.stderr)
  assert.equal(await tree(path.join(dir, 'demo/c/out')), await tree(path.join(dir, 'demo/base')))
  await fs.remove(dir)
})

test('an older marker (no sizes, no hashes) vouches only for files that parse and pass their own output schema (issue 26)', async () => {
  const study = path.resolve('examples/exposure-study')
  const dir = await writtenOf(study, 'base')
  const outputs = Object.keys(await tree(path.join(dir, 'base'))).filter((file) => file.endsWith('.json'))
  // Every kind of output, each found its schema: by its folder, or at study level by its name (rates.json, plan.json).
  for (const file of ['overview.json', 'rates.json', 'plan.json', 'exposure.json', 'entities/E.json', 'running/E.json', 'exposure/E.json']) assert.ok(outputs.includes(file), file)
  const cases: [string, string, string, RegExp][] = [
    // The oldest marker stands for one report per entity code: a user's report under such a name is no report.
    ['the two-line marker', MARKER_BEFORE_LISTS, 'entities/ME.json', /it holds entities\/ME\.json, which npm run pipeline did not write \(its \.nexus-study-output is an older one, which records no bytes to compare, and it does not pass output\/entity-report\.schema\.json \(\/ must have required property '\w+'\)\)/],
    ['the list of names', listedMarker([...outputs, 'overview.json']), 'overview.json', /it holds overview\.json, which npm run pipeline did not write \(its \.nexus-study-output is an older one, which records no bytes to compare, and it does not pass output\/overview\.schema\.json \(/],
    ['the list of names, a file that is not JSON', listedMarker(outputs), 'plan.json', /it holds plan\.json, which npm run pipeline did not write \(its \.nexus-study-output is an older one, which records no bytes to compare, and it is not JSON\)/],
  ]
  for (const [what, marker, file, message] of cases) {
    await fs.copy(path.join(dir, 'base'), path.join(dir, 'out'))
    await fs.writeFile(path.join(dir, 'out', MARKER), marker)
    // The two-line marker's versions wrote neither rates.json nor plan.json: it stands for neither.
    const older = marker === MARKER_BEFORE_LISTS
    if (older) await Promise.all(['rates.json', 'plan.json'].map((name) => fs.remove(path.join(dir, 'out', name))))
    await fs.outputFile(path.join(dir, 'out', file), file === 'plan.json' ? 'my plan: file the VDA in March\n' : '{"mine":"hand-written budget"}\n')
    await refusedUntouched(dir, new RegExp(`^OUT_NOT_OURS cannot write out: ${message.source}`), ['--raw', study, '--out', 'out'], what)
    // The pipeline's own files under either older marker, every kind of them, are replaced.
    if (older) await fs.remove(path.join(dir, 'out', file))
    else await fs.copy(path.join(dir, 'base', file), path.join(dir, 'out', file), { overwrite: true })
    const replaced = await pipelineIn(dir, '--raw', study, '--out', 'out')
    assert.is(replaced.code, 0, `${what}: ${replaced.stderr}`)
    assert.equal(await tree(path.join(dir, 'out')), await tree(path.join(dir, 'base')), what)
    await fs.remove(path.join(dir, 'out'))
  }
  await fs.remove(dir)
})

test('generated/ as an older version left it (its marker lists no files) is replaced, and a file of mine beside them is not', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-user-files-'))
  // What git checkout of an older commit puts there: that marker and the outputs of then (the files of
  // now stand for them: that marker vouches for a file that passes its schema).
  await fs.copy('generated', path.join(dir, 'generated'))
  // rates.json came after the marker listed its files: no older commit holds it
  await fs.remove(path.join(dir, 'generated/rates.json'))
  await fs.writeFile(path.join(dir, 'generated', MARKER), MARKER_BEFORE_LISTS)
  await fs.outputFile(path.join(dir, 'generated/README.txt'), 'mine\n')
  await refusedUntouched(dir, /^OUT_NOT_OURS cannot write generated: it holds README\.txt, which npm run pipeline did not write/, ['--raw', path.resolve('raw'), '--out', 'generated'])
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
  await fs.writeFile(marker, listed.replace(/^entities\/A\.json /m, 'entities/GONE.json '))
  await refusedUntouched(dir, /^OUT_NOT_OURS cannot write report: it holds entities\/A\.json, which npm run pipeline did not write/, ['--raw', 'study', '--out', 'report'])
  await fs.writeFile(marker, listed.replace(/^entities\/A\.json .*\n/m, (line: string) => `${line}${line.replace('A.json', 'GONE.json')}`))
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

test('a lock file naming a staging folder beside a user\'s folder of that name leaves the folder, and says so (issue 26)', async () => {
  const dir = await written()
  // A lock file copied, or an older version's, names it without saying which folder the run made.
  await fs.outputFile(path.join(dir, '.report-new-AAAAAA/notes.txt'), 'keep me\n')
  await fs.writeFile(path.join(dir, '.report.lock'), '0\nstaging .report-new-AAAAAA\n')
  const before = await tree(path.join(dir, '.report-new-AAAAAA'))
  const run = await pipelineIn(dir, '--raw', 'study', '--out', 'report')
  assert.is(run.code, 0, run.stderr)
  assert.is(oneLine(run), 'KEPT_LEFTOVER kept .report-new-AAAAAA beside report: a run of npm run pipeline named a folder so in its lock file, but was stopped before it recorded which, and this is not an empty folder')
  assert.equal(await tree(path.join(dir, '.report-new-AAAAAA')), before)
  assert.equal((await fs.readdir(dir)).sort(), ['.report-new-AAAAAA', 'report', 'study'], 'the journal forgot it: no lock file left')
  await fs.remove(dir)
})

test('a lock file naming a replaced folder by another folder\'s identity leaves the folder of that name (a copy of the out folder, marker and all)', async () => {
  const dir = await written()
  await fs.copy(path.join(dir, 'report'), path.join(dir, '.report-old-BBBBBB'))
  const other = await fs.stat(path.join(dir, 'study'), { bigint: true })
  await fs.writeFile(path.join(dir, '.report.lock'), `0\nreplaced .report-old-BBBBBB ${other.dev}:${other.ino}\n`)
  const before = await tree(path.join(dir, '.report-old-BBBBBB'))
  const run = await pipelineIn(dir, '--raw', 'study', '--out', 'report')
  assert.is(run.code, 0, run.stderr)
  assert.is(oneLine(run), 'KEPT_LEFTOVER kept .report-old-BBBBBB beside report: a run of npm run pipeline named a folder so in its lock file, but this is not the folder it made')
  assert.equal(await tree(path.join(dir, '.report-old-BBBBBB')), before)
  assert.equal((await fs.readdir(dir)).sort(), ['.report-old-BBBBBB', 'report', 'study'])
  await fs.remove(dir)
})

test('a lock path that is a link, or a file the pipeline did not make, is refused: nothing it points to is created or truncated', async () => {
  const dir = await written()
  await fs.outputFile(path.join(dir, 'precious.txt'), 'do not truncate me\n')
  for (const [what, make, message] of [
    ['a link to a file', () => fs.symlink('precious.txt', path.join(dir, '.report.lock')), /is a symbolic link/],
    ['a link to nothing', () => fs.symlink('created-through-the-link', path.join(dir, '.report.lock')), /is a symbolic link/],
    ['a file of someone else\'s', () => fs.writeFile(path.join(dir, '.report.lock'), 'my lock notes\n'), /was not made by npm run pipeline/],
    // A run writes its lock file whole and renames it in, so it never leaves an empty one (issue 26).
    ['an empty file of someone else\'s', () => fs.writeFile(path.join(dir, '.report.lock'), ''), /was not made by npm run pipeline/],
    ['a FIFO', () => { execFileSync('mkfifo', [path.join(dir, '.report.lock')]) }, /is not a file/],
  ] as const) {
    await make()
    await refusedUntouched(dir, new RegExp(`^LOCK_NOT_OURS cannot write report: its lock file \\.report\\.lock ${message.source}`), ['--raw', 'study', '--out', 'report'], what)
    const before = await tree(dir)
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

/**
 * Holds the out folder's lock as a run of the pipeline would, in another process, until its stdin closes:
 * flock(1) holds the file, and the shell it runs writes its pid there, as a run's lock file gives it.
 */
function lockHeld(dir: string) {
  const file = path.join(dir, '.report.lock')
  const holder = spawn('flock', ['--exclusive', file, 'sh', '-c', 'echo $$ > "$0"; echo held; cat >/dev/null', file], { stdio: ['pipe', 'pipe', 'inherit'] })
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
