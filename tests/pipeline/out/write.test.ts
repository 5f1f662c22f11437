/**
 * The out folder's write: a full disk or any failed write is one line and leaves the old folder as it
 * was; leftovers of killed runs that their journal names are recovered or removed, and nothing else
 * beside the out folder is touched; overlapping runs wait for each other instead of crashing (with flock
 * and with the O_EXCL lock file); an interrupted run stops before the swap; a folder that came to hold a
 * file the pipeline did not write is refused; files staged before a problem was found leave nothing, and
 * problems come before an unwritable folder.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { fs, path, os } from 'zx'
import { runPipeline } from '../../../pipeline/run.ts'
import { recoverOutFolder, writeAtomically } from './write-atomically.ts'
import { NEW, OLD, besides, contents, journalled, killedStaging, outWithOld, snapshot, until } from './folders.ts'
import { resolveOutFolder } from '../../../pipeline/out/folder.ts'
import { MARKER } from '../../../pipeline/out/marker.ts'
import { OutRefused } from '../../../pipeline/out/errors.ts'
import { lockOutFolder, lockPath } from '../../../pipeline/out/lock.ts'
import { libc } from '../../../pipeline/out/libc.ts'
import { Interrupted } from '../../../pipeline/stop.ts'

const exec = promisify(execFile)
const tsx = import.meta.resolve('tsx')

function capture() {
  const lines: string[] = []
  return { lines, log: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } }
}

const lockOf = async (out: string, flock = true) => lockOutFolder(await resolveOutFolder(out), { flock })
const lockFileOf = async (out: string) => lockPath(await resolveOutFolder(out))

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' })

test('a problem in the last entity, found after earlier files were staged, leaves the out folder as it was and nothing beside it', async () => {
  const out = await outWithOld('nexus-write-')
  const raw = path.join(path.dirname(out), 'study')
  await fs.copy('tests/fixtures/other-study', raw)
  await fs.appendFile(path.join(raw, 'revenue/Q.csv'), 'TX,12.345\n')
  const steps: string[] = []
  const { lines, log } = capture()
  const code = await runPipeline({ raw, out, check: false, log, write: { step: (name) => steps.push(name) } })
  assert.is(code, 1)
  assert.ok(steps.includes('write entities/X1.json'), `X1's report was staged before Q was read: ${steps.join(', ')}`)
  assert.match(lines.join('\n'), /revenue\/Q\.csv:\d+:2: BAD_AMOUNT /)
  assert.equal(await snapshot(out), contents(OLD))
  assert.equal(await besides(out), ['study'])
  await fs.remove(path.dirname(out))
})

test('a study\'s problems are reported before an out folder that cannot be written (another run holds it)', async () => {
  const out = await outWithOld('nexus-write-')
  const held = await lockOf(out)
  const { lines, log } = capture()
  const code = await runPipeline({ raw: 'tests/fixtures/broken-many-problems', out, check: false, log, write: { lockTimeoutMs: 100 } })
  held.release()
  assert.is(code, 1)
  assert.match(lines.at(-1)!, /^7 problems in tests\/fixtures\/broken-many-problems; /)
  assert.not.match(lines.join('\n'), /still writing/)
  assert.equal(await snapshot(out), contents(OLD))
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

test('renameat2 exchange and flock are available here, so the atomic swap and the kernel\'s lock are what runs use', () => {
  if (process.platform === 'linux') assert.type(libc.exchange, 'function')
  if (process.platform === 'linux') assert.type(libc.tryLock, 'function')
})

test('a full disk while writing is one line naming the file, exit 1, the old folder intact and nothing left', async () => {
  const out = await outWithOld('nexus-write-')
  const { lines, log } = capture()
  const code = await runPipeline({
    raw: 'tests/fixtures/other-study', out, check: false, log,
    write: { step: (name) => { if (name === 'write entities/Q.json') throw noSpace() } },
  })
  assert.is(code, 1)
  assert.equal(lines, [`WRITE_FAILED cannot write ${path.join(out, 'entities/Q.json')}: no space left on device; ${out} left as it was`])
  assert.equal(await snapshot(out), contents(OLD))
  assert.equal(await besides(out), [], 'no staging folder and no lock left')
  await fs.remove(path.dirname(out))
})

test('a real full disk (a tmpfs the old folder just fits) leaves the old folder intact', async () => {
  const mount = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-tmpfs-'))
  // tmpfs gives each file whole 4 kB pages: the old folder's, and a few for its marker, the staging
  // folder's receipt and the lock file with its draft; a second copy of the folder does not fit.
  const pages = OLD.reduce((sum, { text }) => sum + Math.ceil(Buffer.byteLength(text) / 4096), 0) + 6
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${pages * 4}k`, 'tmpfs', mount], { stdio: 'ignore' })
  } catch {
    console.log('  (no tmpfs can be mounted here: the injected full disk above stands for it)')
    await fs.remove(mount)
    return
  }
  try {
    const out = path.join(mount, 'generated')
    await writeAtomically(out, OLD)
    // The old folder fits; it and a second copy beside it do not.
    const { lines, log } = capture()
    const code = await runPipeline({ raw: 'raw', out, check: false, log })
    assert.is(code, 1)
    assert.is(lines.length, 1, lines.join('\n'))
    assert.match(lines[0]!, new RegExp(`^WRITE_FAILED cannot write ${out}/\\S+: no space left on device; ${out} left as it was$`))
    assert.equal(await snapshot(out), contents(OLD))
    assert.equal(await besides(out), [])
  } finally {
    execFileSync('umount', [mount])
    await fs.remove(mount)
  }
})

for (const flock of [true, false]) {
  test(`a killed run's leftovers that its journal names are removed by the next run, a missing out folder restored whole, and nothing else beside it is touched (${flock ? 'flock' : 'O_EXCL lock file'})`, async () => {
    const out = await outWithOld('nexus-write-')
    const parent = path.dirname(out)
    const lock = await lockFileOf(out)
    const options = { flock }
    // Killed while staging (incomplete, no marker: its receipt accounts for what it holds) and while
    // removing a replaced folder, half removed: its lock file keeps its pid, long gone, and its journal.
    await killedStaging(path.join(parent, '.generated-new-abc123'), NEW, 3)
    await fs.copy(out, path.join(parent, '.generated-old-def456'))
    await fs.remove(path.join(parent, '.generated-old-def456/entities'))
    // And killed as it made a staging folder, before it recorded which: an empty folder.
    await fs.mkdir(path.join(parent, '.generated-new-def789'))
    await fs.outputFile(lock, `999999\n${await journalled('staging', path.join(parent, '.generated-new-abc123'))}\n${await journalled('removing', path.join(parent, '.generated-old-def456'))}\nstaging .generated-new-def789\n`)
    // Named as leftovers are, but named in no journal: a file, a copy of the out folder, a study.
    await fs.outputFile(path.join(parent, '.generated-new-notours'), 'a name recovery does not own\n')
    await fs.copy(out, path.join(parent, '.generated-old-backup'))
    await fs.copy('tests/fixtures/other-study', path.join(parent, '.generated-new-study1'))
    const mine = ['.generated-new-notours', '.generated-new-study1', '.generated-old-backup']
    const theirs = () => Promise.all(mine.map(async (name) => {
      const full = path.join(parent, name)
      return (await fs.stat(full)).isFile() ? fs.readFile(full, 'utf8') : snapshot(full)
    }))
    const before = await theirs()
    await writeAtomically(out, NEW, options)
    assert.equal(await snapshot(out), contents(NEW))
    assert.equal(await besides(out), mine)
    assert.equal(await theirs(), before)

    // Killed between the fallback's two renames: no out folder, a complete new one and the old one beside it.
    await fs.move(out, path.join(parent, '.generated-new-ghi789'))
    await fs.copy(path.join(parent, '.generated-new-ghi789'), path.join(parent, '.generated-old-ghi789'))
    await fs.remove(path.join(parent, '.generated-old-ghi789', 'findings.json'))
    await fs.outputFile(lock, `999999\n${await journalled('staging', path.join(parent, '.generated-new-ghi789'))}\n${await journalled('replaced', path.join(parent, '.generated-old-ghi789'))}\n`)
    await recoverOutFolder(out, options)
    assert.equal(await snapshot(out), contents(NEW))
    assert.equal(await besides(out), mine)

    // An incomplete new folder is never restored; the complete old one is.
    await fs.move(out, path.join(parent, '.generated-old-jkl012'))
    await killedStaging(path.join(parent, '.generated-new-jkl012'), OLD, OLD.length - 1)
    await fs.outputFile(lock, `999999\n${await journalled('staging', path.join(parent, '.generated-new-jkl012'))}\n${await journalled('replaced', path.join(parent, '.generated-old-jkl012'))}\n`)
    await recoverOutFolder(out, options)
    assert.equal(await snapshot(out), contents(NEW))
    assert.equal(await besides(out), mine)
    await fs.remove(parent)
  })
}

test('a replaced folder that came to hold a file the pipeline did not write stays beside the out folder, and the run says so', async () => {
  const out = await outWithOld('nexus-write-')
  const parent = path.dirname(out)
  await fs.copy(out, path.join(parent, '.generated-old-mno345'))
  await fs.outputFile(path.join(parent, '.generated-old-mno345/notes.txt'), 'mine\n')
  await fs.outputFile(await lockFileOf(out), `999999\n${await journalled('replaced', path.join(parent, '.generated-old-mno345'))}\n`)
  const kept: unknown[] = []
  await writeAtomically(out, NEW, { onKept: (name, why) => kept.push([name, why]) })
  assert.equal(kept, [['.generated-old-mno345', `a run of npm run pipeline left it, but it holds notes.txt, which the pipeline did not write (its ${MARKER} does not list it)`]])
  assert.equal(await snapshot(out), contents(NEW))
  assert.equal(await besides(out), ['.generated-old-mno345'], 'kept, and forgotten by the journal (no lock file left)')
  assert.is(await fs.readFile(path.join(parent, '.generated-old-mno345/notes.txt'), 'utf8'), 'mine\n')
  await fs.remove(parent)
})

test('a run that fails keeps its staging folder once it holds a file the pipeline did not write, and says so (issue 26)', async () => {
  const out = await outWithOld('nexus-write-')
  const parent = path.dirname(out)
  const raw = path.join(parent, 'study')
  await fs.copy('tests/fixtures/other-study', raw)
  await fs.appendFile(path.join(raw, 'revenue/Q.csv'), 'TX,12.345\n')
  const { lines, log } = capture()
  let staging: string | undefined
  const code = await runPipeline({
    raw, out, check: false, log,
    write: {
      step: (name) => {
        if (name !== 'write entities/X1.json') return
        staging = (fs.readdirSync(parent) as string[]).find((entry) => entry.startsWith('.generated-new-'))
        fs.outputFileSync(path.join(parent, staging!, 'notes.txt'), 'mine\n')
      },
    },
  })
  assert.is(code, 1)
  assert.ok(staging)
  assert.equal(lines.filter((line) => line.startsWith('KEPT_LEFTOVER')), [
    `KEPT_LEFTOVER kept ${path.join(parent, staging!)} beside ${out}: a run of npm run pipeline left it, but it holds notes.txt, which the pipeline did not write (the .nexus-study-receipt of the run that was writing it does not list it)`,
  ])
  assert.is(await fs.readFile(path.join(parent, staging!, 'notes.txt'), 'utf8'), 'mine\n')
  assert.equal(await snapshot(out), contents(OLD))
  assert.equal(await besides(out), [staging!, 'study'].sort(), 'no lock file left: the journal forgot it')
  await fs.remove(parent)
})

test('the two-rename fallback writes the same folder as the exchange', async () => {
  const out = await outWithOld('nexus-write-')
  await writeAtomically(out, NEW, { exchange: false })
  assert.equal(await snapshot(out), contents(NEW))
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

for (const flock of [true, false]) {
  test(`overlapping writes take turns: all succeed, the folder is one of them whole, nothing is left (${flock ? 'flock' : 'O_EXCL lock file'})`, async () => {
    const out = await outWithOld('nexus-write-')
    await Promise.all([writeAtomically(out, NEW, { flock }), writeAtomically(out, OLD, { flock }), writeAtomically(out, NEW, { flock })])
    const now = JSON.stringify(await snapshot(out))
    assert.ok(now === JSON.stringify(contents(NEW)) || now === JSON.stringify(contents(OLD)))
    assert.equal(await besides(out), [])
    await fs.remove(path.dirname(out))
  })
}

test('two pipeline processes on one out folder both exit 0', async () => {
  const out = await outWithOld('nexus-write-')
  const run = (raw: string) => exec(process.execPath, ['--import', tsx, 'pipeline/cli.ts', '--raw', raw, '--out', out])
  const [a, b] = await Promise.allSettled([run('tests/fixtures/other-study'), run('raw')])
  assert.is(a.status, 'fulfilled', a.status === 'rejected' ? String(a.reason) : '')
  assert.is(b.status, 'fulfilled', b.status === 'rejected' ? String(b.reason) : '')
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

for (const flock of [true, false]) {
  test(`a run waits for the lock, says whom it waits for, and gives up clearly after its timeout (${flock ? 'flock' : 'O_EXCL lock file'})`, async () => {
    const out = await outWithOld('nexus-write-')
    const held = await lockOf(out, flock)
    assert.is(await fs.readFile(await lockFileOf(out), 'utf8'), `${process.pid}\n`)
    const waits: string[] = []
    const waiting = writeAtomically(out, NEW, { flock, onWait: (holder) => waits.push(holder) })
    // Polled rather than a fixed pause (a slow machine may take a while to reach the lock), then a
    // while longer: it says so once, not on every try.
    await until(async () => (waits.length > 0 ? true : undefined), 10_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.equal(waits, [String(process.pid)])
    assert.equal(await snapshot(out), contents(OLD), 'nothing written while the lock is held')
    held.release()
    await waiting
    assert.equal(await snapshot(out), contents(NEW))

    const again = await lockOf(out, flock)
    const { lines, log } = capture()
    const code = await runPipeline({ raw: 'raw', out, check: false, log, write: { flock, lockTimeoutMs: 200 } })
    again.release()
    assert.is(code, 1)
    assert.equal(lines.slice(-1), [`LOCK_BUSY cannot write ${out}: another run (pid ${process.pid}) is still writing after 0 s; ${out} left as it was`])
    assert.equal(await snapshot(out), contents(NEW))
    assert.equal(await besides(out), [])
    await fs.remove(path.dirname(out))
  })
}

test('a run waiting for the lock stops when interrupted, and leaves the out folder and nothing else', async () => {
  const out = await outWithOld('nexus-write-')
  const held = await lockOf(out)
  const controller = new AbortController()
  const { lines, log } = capture()
  const run = runPipeline({ raw: 'raw', out, check: false, log, signal: controller.signal })
  assert.ok(await until(async () => (lines.some((line) => line.startsWith('waiting for another run')) ? true : undefined), 10_000))
  controller.abort(new Interrupted('SIGTERM', 143))
  assert.is(await run, 143)
  held.release()
  assert.equal(lines.slice(-1), [`interrupted (SIGTERM); ${out} left as it was`])
  assert.equal(await snapshot(out), contents(OLD))
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

test('an interrupted run stops before the swap and leaves the old folder and nothing else', async () => {
  const out = await outWithOld('nexus-write-')
  const controller = new AbortController()
  const write = writeAtomically(out, NEW, {
    signal: controller.signal,
    step: (name) => { if (name === 'write entities/Q.json') controller.abort(new Interrupted('SIGTERM', 143)) },
  })
  await write.then(() => assert.unreachable('it stopped'), (error: unknown) => assert.instance(error, Interrupted))
  assert.equal(await snapshot(out), contents(OLD))
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

test('a folder that is no longer the pipeline\'s when the lock is taken is refused untouched', async () => {
  const out = await outWithOld('nexus-write-')
  await fs.remove(path.join(out, MARKER))
  const before = await snapshot(out)
  await writeAtomically(out, NEW).then(() => assert.unreachable('refused'), (error: unknown) => assert.instance(error, OutRefused))
  assert.equal(await snapshot(out), before)
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

test('a file put into the out folder while the study compiles is not swapped away: the run is refused, naming it', async () => {
  const out = await outWithOld('nexus-write-')
  const { lines, log } = capture()
  const code = await runPipeline({
    raw: 'tests/fixtures/other-study', out, check: false, log,
    write: { step: (name) => { if (name === 'write entities/Q.json') fs.outputFileSync(path.join(out, 'notes.txt'), 'mine\n') } },
  })
  assert.is(code, 2)
  assert.equal(lines, [`OUT_NOT_OURS cannot write ${out}: it holds notes.txt, which npm run pipeline did not write (its ${MARKER} does not list it); give --out an absent or empty folder, or move what the pipeline did not write out of it`])
  assert.equal(await snapshot(out), { ...contents(OLD), 'notes.txt': 'mine\n' })
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

test('a file of the out folder rewritten while the study compiles, at the size it had, is refused at the swap, though read before (issue 26)', async () => {
  const out = await outWithOld('nexus-write-')
  const overview = path.join(out, 'overview.json')
  // Old enough that the first check remembers what it read (pipeline/out/marker.ts): the second must still see the change.
  const written = (await fs.stat(overview)).ctimeMs
  await until(async () => (Date.now() - written > 2500 ? true : undefined), 10_000)
  const text = await fs.readFile(overview, 'utf8')
  const mine = text.replace(/[0-9](?=[^0-9]*$)/, (digit: string) => String((Number(digit) + 1) % 10))
  assert.is(mine.length, text.length)
  const { lines, log } = capture()
  const code = await runPipeline({
    raw: 'tests/fixtures/other-study', out, check: false, log,
    write: { step: (name) => { if (name === 'write entities/Q.json') fs.writeFileSync(overview, mine) } },
  })
  assert.is(code, 2)
  assert.equal(lines, [`OUT_NOT_OURS cannot write ${out}: it holds overview.json, which npm run pipeline did not write (its bytes are not the ones the pipeline wrote there (another SHA-256)); give --out an absent or empty folder, or move what the pipeline did not write out of it`])
  assert.equal(await snapshot(out), { ...contents(OLD), 'overview.json': mine })
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

test.run()
