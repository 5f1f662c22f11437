/**
 * The out folder's lock (pipeline/out/lock.ts), both ways it is taken: flock, which the kernel drops when
 * its holder dies, and the O_EXCL lock file used where flock is missing, whose dead holder's file is taken
 * over. Either way the journal outlives a killed holder, and a lock path the pipeline did not make (a
 * link, a FIFO, a folder, someone's file) is refused, and neither it nor what it leads to is touched.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFileSync, spawnSync } from 'node:child_process'
import { fs, path, os } from 'zx'
import { resolveOutFolder, type OutFolder } from '../../../pipeline/out/folder.ts'
import { lockOutFolder, lockPath } from '../../../pipeline/out/lock.ts'
import { LockBusy, OutRefused } from '../../../pipeline/out/errors.ts'
import { Interrupted } from '../../../pipeline/stop.ts'
import { until } from './folders.ts'

async function outFolder(): Promise<OutFolder> {
  return resolveOutFolder(path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-lock-')), 'out'))
}

/** A pid that ran and is gone, as a run killed by kill -9 leaves in its lock file. */
const deadPid = () => spawnSync('true').pid

for (const flock of [true, false]) {
  const how = flock ? 'flock' : 'O_EXCL lock file'

  test(`a second run waits while the lock is held, saying whom for, and takes it once released; then the file is gone (${how})`, async () => {
    const folder = await outFolder()
    const first = await lockOutFolder(folder, { flock })
    assert.is(await fs.readFile(lockPath(folder), 'utf8'), `${process.pid}\n`)
    const waits: string[] = []
    const second = lockOutFolder(folder, { flock, onWait: (holder) => waits.push(holder) })
    assert.ok(await until(async () => (waits.length > 0 ? true : undefined), 10_000))
    first.release()
    const lock = await second
    assert.equal(waits, [String(process.pid)])
    lock.release()
    assert.equal(await fs.readdir(folder.parent), [])
    await fs.remove(folder.parent)
  })

  test(`a journal outlives its holder: released naming a leftover, the file stays (pid 0) and the next run reads it (${how})`, async () => {
    const folder = await outFolder()
    const first = await lockOutFolder(folder, { flock })
    first.record('staging', '.out-new-abc123')
    first.record('staging', '.out-new-abc123', ['2049:12'])
    first.record('replaced', '.out-old-abc123', ['2049:7', '2049:12'])
    // Recorded again with another kind, a folder keeps its identities.
    first.record('removing', '.out-new-abc123')
    assert.is(await fs.readFile(lockPath(folder), 'utf8'), `${process.pid}\nreplaced .out-old-abc123 2049:7 2049:12\nremoving .out-new-abc123 2049:12\n`)
    first.release()
    assert.is(await fs.readFile(lockPath(folder), 'utf8'), '0\nreplaced .out-old-abc123 2049:7 2049:12\nremoving .out-new-abc123 2049:12\n')
    const next = await lockOutFolder(folder, { flock })
    assert.equal(next.journal, [{ kind: 'replaced', name: '.out-old-abc123', ids: ['2049:7', '2049:12'] }, { kind: 'removing', name: '.out-new-abc123', ids: ['2049:12'] }])
    next.forget('.out-old-abc123')
    next.forget('.out-new-abc123')
    next.release()
    assert.equal(await fs.readdir(folder.parent), [])
    await fs.remove(folder.parent)
  })

  test(`the lock file of a run killed by kill -9 is taken at once, with its journal (${how})`, async () => {
    const folder = await outFolder()
    await fs.writeFile(lockPath(folder), `${deadPid()}\nstaging .out-new-Zz9999\n`)
    const lock = await lockOutFolder(folder, { flock, timeoutMs: 0 })
    assert.equal(lock.journal, [{ kind: 'staging', name: '.out-new-Zz9999', ids: [] }])
    assert.is(await fs.readFile(lockPath(folder), 'utf8'), `${process.pid}\nstaging .out-new-Zz9999\n`)
    lock.release()
    await fs.remove(folder.parent)
  })

  test(`a lock path the pipeline did not make is refused, and neither it nor what it leads to is touched (${how})`, async () => {
    const folder = await outFolder()
    const file = lockPath(folder)
    await fs.writeFile(path.join(folder.parent, 'precious.txt'), 'keep me\n')
    const cases: [string, () => Promise<unknown> | void, string][] = [
      ['a link to a file', () => fs.symlink('precious.txt', file), 'is a symbolic link'],
      ['a link to nothing', () => fs.symlink('made-through-the-link', file), 'is a symbolic link'],
      ['a folder', () => fs.mkdir(file), 'is not a file'],
      ['a FIFO', () => { execFileSync('mkfifo', [file]) }, 'is not a file'],
      ['a file of other text', () => fs.writeFile(file, 'my notes\n'), 'was not made by npm run pipeline'],
      // A run writes its lock file whole and renames it in: it never leaves an empty one (issue 26).
      ['an empty file', () => fs.writeFile(file, ''), 'was not made by npm run pipeline'],
      ['a journal naming another folder', () => fs.writeFile(file, '0\nstaging .elsewhere-new-abc123\n'), 'was not made by npm run pipeline'],
      ['a hard link to someone\'s file', () => fs.link(path.join(folder.parent, 'precious.txt'), file), 'was not made by npm run pipeline'],
    ]
    for (const [what, make, why] of cases) {
      await make()
      const before = await tree(folder.parent)
      const error = await lockOutFolder(folder, { flock, timeoutMs: 0 }).then((lock) => { lock.release(); return undefined }, (caught: unknown) => caught)
      assert.instance(error, OutRefused, what)
      assert.is((error as Error).message, `cannot write ${folder.shown}: its lock file ${file} ${why}; remove it yourself if no run of npm run pipeline is under way`)
      assert.equal(await tree(folder.parent), before, what)
      await fs.remove(file)
    }
    await fs.remove(folder.parent)
  })
  test(`the lock file is never changed in place: each text is a new file renamed over it, so no instant shows part of one (${how})`, async () => {
    const folder = await outFolder()
    const lock = await lockOutFolder(folder, { flock })
    const inodes = [(await fs.stat(lockPath(folder))).ino]
    // A reader holding the file open meanwhile keeps reading the text it opened, whole.
    const reader = await fs.open(lockPath(folder), 'r')
    lock.record('staging', '.out-new-abc123')
    inodes.push((await fs.stat(lockPath(folder))).ino)
    lock.record('staging', '.out-new-abc123', ['2049:12'])
    inodes.push((await fs.stat(lockPath(folder))).ino)
    assert.is(new Set(inodes).size, 3, `inodes ${inodes.join(', ')}`)
    const { buffer, bytesRead } = await fs.read(reader, Buffer.alloc(100), 0, 100, 0)
    assert.is(buffer.subarray(0, bytesRead).toString(), `${process.pid}\n`)
    await fs.close(reader)
    assert.is(await fs.readFile(lockPath(folder), 'utf8'), `${process.pid}\nstaging .out-new-abc123 2049:12\n`)
    lock.forget('.out-new-abc123')
    lock.release()
    assert.equal(await fs.readdir(folder.parent), [], 'no draft left beside it')
    await fs.remove(folder.parent)
  })

  test(`a draft of the lock file a killed run left is removed by the next run; one of a running process, or holding another's text, is not (${how})`, async () => {
    const folder = await outFolder()
    const file = lockPath(folder)
    const dead = deadPid()
    // Killed as it wrote a draft (empty), as it replaced the lock file (a whole text), and as it linked a
    // new lock file into place (the draft is the lock file's second name).
    await fs.writeFile(`${file}.${dead}`, '')
    const other = deadPid()
    await fs.writeFile(`${file}.${other}`, `${other}\nstaging .out-new-abc123 1:2\n`)
    const linked = deadPid()
    await fs.writeFile(`${file}.${linked}`, `${linked}\n`)
    await fs.link(`${file}.${linked}`, file)
    // Not ours to remove: a running process's draft, and a file of that name holding someone's text.
    await fs.writeFile(`${file}.${process.ppid}`, `${process.ppid}\n`)
    const notes = deadPid()
    await fs.writeFile(`${file}.${notes}`, 'my notes\n')
    const lock = await lockOutFolder(folder, { flock, timeoutMs: 0 })
    assert.equal((await fs.readdir(folder.parent)).sort(), [path.basename(file), `${path.basename(file)}.${notes}`, `${path.basename(file)}.${process.ppid}`].sort())
    assert.is(await fs.readFile(file, 'utf8'), `${process.pid}\n`)
    lock.release()
    await fs.remove(folder.parent)
  })
}

test('without flock a lock file naming a running process is waited for; with flock only the kernel\'s lock counts', async () => {
  const folder = await outFolder()
  await fs.writeFile(lockPath(folder), `${process.pid}\n`)
  const busy = await lockOutFolder(folder, { flock: false, timeoutMs: 100 }).then(() => undefined, (error: unknown) => error)
  assert.instance(busy, LockBusy)
  assert.is((busy as Error).message, `cannot write ${folder.shown}: another run (pid ${process.pid}) is still writing after 0 s`)
  const lock = await lockOutFolder(folder, { flock: true, timeoutMs: 0 })
  lock.release()
  await fs.remove(folder.parent)
})

test('a run waiting for the lock stops when aborted', async () => {
  const folder = await outFolder()
  const held = await lockOutFolder(folder)
  const controller = new AbortController()
  const waiting = lockOutFolder(folder, { signal: controller.signal, onWait: () => controller.abort(new Interrupted('SIGTERM', 143)) })
  const error = await waiting.then(() => undefined, (caught: unknown) => caught)
  assert.instance(error, Interrupted)
  held.release()
  await fs.remove(folder.parent)
})

/** Every entry under dir, links and FIFOs as such, file contents read. */
async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const entry of (await fs.readdir(dir)).sort()) {
    const full = path.join(dir, entry)
    const stat = await fs.lstat(full)
    out[entry] = stat.isSymbolicLink() ? `-> ${await fs.readlink(full)}` : stat.isFile() ? await fs.readFile(full, 'utf8') : stat.isFIFO() ? 'fifo' : 'folder'
  }
  return out
}

test.run()
