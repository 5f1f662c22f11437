/**
 * The out folder's write: a full disk or any failed write is one line and leaves the old folder as it
 * was; leftovers of killed runs are recovered or removed; overlapping runs wait for each other instead of
 * crashing; an interrupted run stops before the swap; a folder that turned foreign meanwhile is refused;
 * files staged before a problem was found leave nothing, and problems come before an unwritable folder.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { fs, path, os } from 'zx'
import { runPipeline } from '../../../pipeline/run.ts'
import { recoverOutFolder, writeAtomically } from '../../../pipeline/out/write.ts'
import { NEW, OLD, besides, contents, outWithOld, snapshot, until } from './folders.ts'
import { MARKER, OutRefused } from '../../../pipeline/out/folder.ts'
import { lockOutFolder, lockPath } from '../../../pipeline/out/lock.ts'
import { libc } from '../../../pipeline/out/libc.ts'
import { Interrupted } from '../../../pipeline/stop.ts'

const exec = promisify(execFile)
const tsx = import.meta.resolve('tsx')

function capture() {
  const lines: string[] = []
  return { lines, log: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } }
}

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
  assert.match(lines.join('\n'), /revenue\/Q\.csv:\d+:2: Revenue "12\.345" is not valid/)
  assert.equal(await snapshot(out), contents(OLD))
  assert.equal(await besides(out), ['study'])
  await fs.remove(path.dirname(out))
})

test('a study\'s problems are reported before an out folder that cannot be written (another run holds it)', async () => {
  const out = await outWithOld('nexus-write-')
  const held = await lockOutFolder(out)
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

test('renameat2 exchange is available here, so the atomic swap is the one these tests exercise', () => {
  if (process.platform === 'linux') assert.type(libc.exchange, 'function')
})

test('a full disk while writing is one line naming the file, exit 1, the old folder intact and nothing left', async () => {
  const out = await outWithOld('nexus-write-')
  const { lines, log } = capture()
  const code = await runPipeline({
    raw: 'tests/fixtures/other-study', out, check: false, log,
    write: { step: (name) => { if (name === 'write entities/Q.json') throw noSpace() } },
  })
  assert.is(code, 1)
  assert.equal(lines, [`cannot write ${path.join(out, 'entities/Q.json')}: no space left on device; ${out} left as it was`])
  assert.equal(await snapshot(out), contents(OLD))
  assert.equal(await besides(out), [], 'no staging folder and no lock left')
  await fs.remove(path.dirname(out))
})

test('a real full disk (a 256 kB tmpfs) leaves the old folder intact', async () => {
  const mount = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-tmpfs-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mount], { stdio: 'ignore' })
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
    assert.match(lines[0]!, new RegExp(`^cannot write ${out}/\\S+: no space left on device; ${out} left as it was$`))
    assert.equal(await snapshot(out), contents(OLD))
    assert.equal(await besides(out), [])
  } finally {
    execFileSync('umount', [mount])
    await fs.remove(mount)
  }
})

test('a killed run\'s leftovers are removed by the next run, and a missing out folder is restored whole', async () => {
  const out = await outWithOld('nexus-write-')
  const parent = path.dirname(out)
  // Killed while staging (incomplete, no marker) and while removing an old folder.
  await fs.outputFile(path.join(parent, '.generated-new-abc123/overview.json'), '{}\n')
  await fs.copy(out, path.join(parent, '.generated-old-def456'))
  await fs.outputFile(path.join(parent, '.generated.lock'), '999999\n')
  await fs.outputFile(path.join(parent, '.generated-new-notours'), 'a name recovery does not own\n')
  await writeAtomically(out, NEW)
  assert.equal(await snapshot(out), contents(NEW))
  assert.equal(await besides(out), ['.generated-new-notours'])

  // Killed between the fallback's two renames: no out folder, a complete new one and the old one beside it.
  await fs.move(out, path.join(parent, '.generated-new-ghi789'))
  await fs.copy(path.join(parent, '.generated-new-ghi789'), path.join(parent, '.generated-old-ghi789'))
  await fs.remove(path.join(parent, '.generated-old-ghi789', 'findings.json'))
  await recoverOutFolder(out)
  assert.equal(await snapshot(out), contents(NEW))
  assert.equal(await besides(out), ['.generated-new-notours'])

  // An incomplete new folder is never restored; the complete old one is.
  await fs.move(out, path.join(parent, '.generated-old-jkl012'))
  await fs.outputFile(path.join(parent, '.generated-new-jkl012/overview.json'), '{}\n')
  await recoverOutFolder(out)
  assert.equal(await snapshot(out), contents(NEW))
  assert.equal(await besides(out), ['.generated-new-notours'])
  await fs.remove(parent)
})

test('the two-rename fallback writes the same folder as the exchange', async () => {
  const out = await outWithOld('nexus-write-')
  await writeAtomically(out, NEW, { exchange: false })
  assert.equal(await snapshot(out), contents(NEW))
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

test('overlapping writes take turns: both succeed, the folder is one of them whole, nothing is left', async () => {
  const out = await outWithOld('nexus-write-')
  await Promise.all([writeAtomically(out, NEW), writeAtomically(out, OLD), writeAtomically(out, NEW)])
  const now = JSON.stringify(await snapshot(out))
  assert.ok(now === JSON.stringify(contents(NEW)) || now === JSON.stringify(contents(OLD)))
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

test('two pipeline processes on one out folder both exit 0', async () => {
  const out = await outWithOld('nexus-write-')
  const run = (raw: string) => exec(process.execPath, ['--import', tsx, 'pipeline/cli.ts', '--raw', raw, '--out', out])
  const [a, b] = await Promise.allSettled([run('tests/fixtures/other-study'), run('raw')])
  assert.is(a.status, 'fulfilled', a.status === 'rejected' ? String(a.reason) : '')
  assert.is(b.status, 'fulfilled', b.status === 'rejected' ? String(b.reason) : '')
  assert.equal(await besides(out), [])
  await fs.remove(path.dirname(out))
})

test('a run waits for the lock, says whom it waits for, and gives up clearly after its timeout', async () => {
  const out = await outWithOld('nexus-write-')
  const held = await lockOutFolder(out)
  assert.is((await fs.readFile(lockPath(out), 'utf8')).trim(), String(process.pid))
  const waits: string[] = []
  const waiting = writeAtomically(out, NEW, { onWait: (holder) => waits.push(holder) })
  // Polled rather than a fixed pause (a slow machine may take a while to reach the lock), then a
  // while longer: it says so once, not on every try.
  await until(async () => (waits.length > 0 ? true : undefined), 10_000)
  await new Promise((resolve) => setTimeout(resolve, 300))
  assert.equal(waits, [String(process.pid)])
  assert.equal(await snapshot(out), contents(OLD), 'nothing written while the lock is held')
  held.release()
  await waiting
  assert.equal(await snapshot(out), contents(NEW))

  const again = await lockOutFolder(out)
  const { lines, log } = capture()
  const code = await runPipeline({ raw: 'raw', out, check: false, log, write: { lockTimeoutMs: 200 } })
  again.release()
  assert.is(code, 1)
  assert.equal(lines.slice(-1), [`cannot write ${out}: another run (pid ${process.pid}) is still writing after 0 s; ${out} left as it was`])
  assert.equal(await snapshot(out), contents(NEW))
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

test.run()
