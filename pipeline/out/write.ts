/**
 * The atomic write of the out folder. Files are written to a staging folder beside it as they are made,
 * fsynced, marked complete (the marker, listing them, last) and swapped in with one
 * renameat2(RENAME_EXCHANGE), so the out folder is the previous run's or this run's at every instant,
 * kill -9 included. Where exchange is missing, two renames are used and the next run finishes or undoes
 * them. Runs on one out folder take turns under its lock, whose journal names each folder a run makes
 * beside it (lock.ts): each run first recovers or removes what a killed run's journal names, and nothing
 * else; a replaced folder is removed only while it holds nothing but what its marker lists.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { libc } from './libc.ts'
import { asWriteFailed } from './errors.ts'
import { checkReplaceable, firstForeign, type Foreign, type OutFolder } from './folder.ts'
import { leftoverName, lockOutFolder, type Leftover, type Lock } from './lock.ts'
import { MARKER, markedFiles, markerText } from './marker.ts'
import { batched, piecesOf, type Rendered, type Streamed } from '../serialise.ts'

export interface WriteOptions {
  /** Aborted (by a signal, or the parent process going away): stop before the swap and clean up. */
  signal?: AbortSignal
  /** Called before each change on disk, by name ('write entities/A.json', 'swap', ...): a test seam for
   * pausing (the kill test) or failing (a full disk) at an exact point. */
  step?: (name: string) => void
  /** false forces the two-rename swap used where renameat2's exchange is missing. */
  exchange?: boolean
  /** false forces the O_EXCL lock file used where flock is missing. */
  flock?: boolean
  /** Called once when another run holds the lock. */
  onWait?: (holder: string) => void
  /** Called for a folder a killed run replaced that now holds something the pipeline did not write: it stays where it is. */
  onKept?: (name: string, foreign: Foreign) => void
  lockTimeoutMs?: number
}

/** Files written at once into the staging folder: their fsyncs overlap, and the run goes on deriving meanwhile. */
const WRITES_AT_ONCE = 8

/**
 * An out folder being written: files go into a staging folder beside it as they are made, under the
 * out folder's lock, and commit() swaps the folder in whole; abandon() removes it unseen. A failed write
 * is kept and given by commit(), so that a run can still finish reading the study and report its
 * problems first.
 */
export class StagedWrite {
  private readonly writing = new Set<Promise<void>>()
  private readonly folders = new Map<string, Promise<void>>()
  /** Each file added, with its size once written. */
  readonly written: { file: string; bytes: number }[] = []
  private failure: unknown
  private finished = false

  private constructor(
    private readonly out: OutFolder,
    private readonly staging: string,
    private readonly lock: Lock,
    /** The out folder's parents this run made, innermost first: a run that fails removes them. */
    private readonly madeParents: readonly string[],
    private readonly options: WriteOptions,
  ) {}

  /**
   * Takes the lock (making the folder's missing parents), recovers what a killed run left, refuses a
   * folder the pipeline may not replace and makes the staging folder.
   */
  static async begin(out: OutFolder, options: WriteOptions = {}): Promise<StagedWrite> {
    const made: string[] = []
    try {
      const lock = await lockMakingParents(out, options, made)
      try {
        await recover(out, lock, options.onKept)
        await checkReplaceable(out)
        options.signal?.throwIfAborted()
        return new StagedWrite(out, await makeStaging(out, lock), lock, made, options)
      } catch (error) {
        lock.release()
        throw error
      }
    } catch (error) {
      await removeEmptyFolders(made)
      throw asWriteFailed(error, out.shown)
    }
  }

  /** Starts writing a file; waits only while WRITES_AT_ONCE are under way. Nothing more is written after a failure. */
  async add(rendered: Rendered | Streamed): Promise<void> {
    const { file } = rendered
    if (this.finished || this.failure !== undefined) return
    this.options.signal?.throwIfAborted()
    try {
      this.options.step?.(`write ${file}`)
    } catch (error) {
      this.failure ??= asWriteFailed(error, path.join(this.out.shown, file))
      return
    }
    const entry = { file, bytes: 0 }
    this.written.push(entry)
    const writing: Promise<void> = this.write(file, piecesOf(rendered))
      .then((bytes) => { entry.bytes = bytes }, (error: unknown) => { this.failure ??= asWriteFailed(error, path.join(this.out.shown, file)) })
      .finally(() => this.writing.delete(writing))
    this.writing.add(writing)
    while (this.writing.size >= WRITES_AT_ONCE) await Promise.race(this.writing)
  }

  /** Once every file is added: syncs them, writes the marker and swaps the staging folder in. */
  async commit(): Promise<void> {
    await this.settled()
    if (this.failure !== undefined) throw this.failure
    const { signal, step = () => {} } = this.options
    let target = this.out.shown
    let replaced: string | undefined
    try {
      step('sync folders')
      await syncFolders(this.staging, [...this.folders.keys()])
      // The marker goes last: a staging folder holding it is complete, which recovery relies on.
      target = path.join(this.out.shown, MARKER)
      step(`write ${MARKER}`)
      await writeDurably(this.staging, MARKER, [markerText(this.written.map(({ file }) => file))])
      await syncFolder(this.staging)
      target = this.out.shown
      signal?.throwIfAborted()
      // Checked again at the last moment: what was put into the folder while the study compiled stays.
      await checkReplaceable(this.out)
      replaced = await this.swap(step)
    } catch (error) {
      throw asWriteFailed(error, target)
    }
    // The new folder is in place: from here no failure may say the old one was kept.
    this.finished = true
    try {
      await syncFolder(this.out.parent).catch(() => {})
      // What remains is the old content, removed now or by the next run.
      step('discard old')
      if (replaced) await removeLeftover(this.out, this.lock, { kind: 'replaced', name: replaced }, this.options.onKept).catch(() => {})
    } finally {
      this.lock.release()
    }
  }

  /** Removes the staging folder, once the writes under way are done, and releases the lock; the out folder is as it was. */
  async abandon(): Promise<void> {
    if (this.finished) return
    this.finished = true
    await this.settled()
    await removeLeftover(this.out, this.lock, { kind: 'staging', name: path.basename(this.staging) }).catch(() => {})
    this.lock.release()
    await removeEmptyFolders(this.madeParents)
  }

  private async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing)
  }

  private async write(file: string, pieces: Iterable<string>): Promise<number> {
    const folder = path.dirname(file)
    if (folder !== '.') {
      // Each folder is made once, by the first file to need it; the others wait for it.
      let made = this.folders.get(folder)
      if (!made) this.folders.set(folder, made = fs.mkdir(path.join(this.staging, folder), { recursive: true }).then(() => {}))
      await made
    }
    return writeDurably(this.staging, file, pieces)
  }

  /** Swaps the staging folder in; gives the name of the folder now holding the replaced content, if there was any. */
  private async swap(step: (name: string) => void): Promise<string | undefined> {
    step('swap')
    const { lock, staging, out } = this
    const name = path.basename(staging)
    if (!(await exists(out.path))) {
      await fs.rename(staging, out.path)
      lock.forget(name)
      return undefined
    }
    if (this.options.exchange !== false && libc.exchange) {
      // Journalled first: once exchanged, the staging name holds what the out folder held.
      lock.record('replaced', name)
      if (libc.exchange(staging, out.path)) return name
      lock.record('staging', name)
    }
    // Two renames: a kill between them leaves no out folder but a complete staging folder, which the
    // next run's recovery renames into place.
    const old = leftoverName(out, 'old', name.slice(-6))
    lock.record('replaced', old)
    await fs.rename(out.path, path.join(out.parent, old))
    step('rename new into place')
    try {
      await fs.rename(staging, out.path)
    } catch (error) {
      await fs.rename(path.join(out.parent, old), out.path).then(() => lock.forget(old), () => {})
      throw error
    }
    lock.forget(name)
    return old
  }
}

/** Takes the out folder's lock, making its missing parents first (into `made`, innermost first). */
async function lockMakingParents(out: OutFolder, options: WriteOptions, made: string[]): Promise<Lock> {
  for (let tries = 1; ; tries++) {
    made.unshift(...await makeFolders(out.parent))
    try {
      return await lockOutFolder(out, {
        flock: options.flock !== false,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onWait ? { onWait: options.onWait } : {}),
        ...(options.lockTimeoutMs === undefined ? {} : { timeoutMs: options.lockTimeoutMs }),
      })
    } catch (error) {
      // A failed run that made the parents removed them while this one waited: make them again.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || tries === 3) throw error
    }
  }
}

/** mkdir -p, giving the folders it made, innermost first. */
async function makeFolders(dir: string): Promise<string[]> {
  const first = await fs.mkdir(dir, { recursive: true })
  const made: string[] = []
  for (let folder = dir; first !== undefined && made.at(-1) !== first; folder = path.dirname(folder)) made.push(folder)
  return made
}

async function removeEmptyFolders(folders: readonly string[]): Promise<void> {
  for (const folder of folders) await fs.rmdir(folder).catch(() => {})
}

/** Makes the staging folder under a fresh name, journalled before it exists; neither that name nor its '-old-' twin may exist. */
async function makeStaging(out: OutFolder, lock: Lock): Promise<string> {
  for (;;) {
    const suffix = [...randomBytes(6)].map((byte) => SUFFIX_CHARACTERS[byte % SUFFIX_CHARACTERS.length]).join('')
    const [staging, old] = [leftoverName(out, 'new', suffix), leftoverName(out, 'old', suffix)].map((name) => path.join(out.parent, name)) as [string, string]
    if (await exists(staging) || await exists(old)) continue
    lock.record('staging', path.basename(staging))
    try {
      // The usual mode for a new folder (0777 less the umask): it becomes the out folder.
      await fs.mkdir(staging)
      return staging
    } catch (error) {
      lock.forget(path.basename(staging))
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

const SUFFIX_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Under the lock: puts back the out folder if a killed run left it missing, then removes the leftovers its journal names. */
async function recover(out: OutFolder, lock: Lock, onKept: WriteOptions['onKept']): Promise<void> {
  if (lock.journal.length === 0) return
  if (!(await exists(out.path))) {
    // A complete staging folder is preferred to the old folder it was replacing.
    const byAge = [...lock.journal.filter(({ kind }) => kind === 'staging'), ...lock.journal.filter(({ kind }) => kind === 'replaced')]
    for (const { name } of byAge) {
      const dir = path.join(out.parent, name)
      if (await markedFiles(dir) && !(await firstForeign(dir))) {
        await fs.rename(dir, out.path)
        await syncFolder(out.parent)
        lock.forget(name)
        break
      }
    }
  }
  for (const leftover of [...lock.journal]) await removeLeftover(out, lock, leftover, onKept)
}

/**
 * Removes a folder the journal names, then forgets it. A replaced folder is the pipeline's only as far
 * as its marker lists: holding anything else, it stays (onKept says so). The marker goes first, so a
 * half-removed folder is never taken for a complete one.
 */
async function removeLeftover(out: OutFolder, lock: Lock, { kind, name }: Leftover, onKept?: WriteOptions['onKept']): Promise<void> {
  const dir = path.join(out.parent, name)
  const stat = await fs.lstat(dir).catch(() => undefined)
  if (stat?.isDirectory()) {
    const foreign = kind === 'replaced' ? await firstForeign(dir) : undefined
    if (foreign) onKept?.(name, foreign)
    else {
      lock.record('removing', name)
      await fs.rm(path.join(dir, MARKER), { force: true })
      await fs.rm(dir, { recursive: true, force: true })
    }
  }
  lock.forget(name)
}

const exists = (target: string) => fs.lstat(target).then(() => true, () => false)

/** Writes and fsyncs a file whose folder exists; gives its size in bytes. */
async function writeDurably(root: string, file: string, pieces: Iterable<string>): Promise<number> {
  const handle = await fs.open(path.join(root, file), 'wx')
  try {
    let bytes = 0
    for (const batch of batched(pieces)) {
      await handle.writeFile(batch)
      bytes += Buffer.byteLength(batch)
    }
    await handle.sync()
    return bytes
  } finally {
    await handle.close()
  }
}

/** fsyncs every folder that received a file (and those above it), deepest first, so their entries are on disk before the swap. */
async function syncFolders(root: string, folders: readonly string[]): Promise<void> {
  const dirs = new Set<string>()
  for (const folder of folders) {
    for (let dir = folder; dir !== '.' && dir !== ''; dir = path.dirname(dir)) dirs.add(dir)
  }
  for (const dir of [...dirs].sort((a, b) => b.length - a.length)) await syncFolder(path.join(root, dir))
  await syncFolder(root)
}

async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r')
  try {
    await handle.sync()
  } catch (error) {
    // Some platforms cannot fsync a folder (Windows: EPERM); there is nothing more to do there.
    if (!['EPERM', 'EINVAL', 'EISDIR', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
  } finally {
    await handle.close()
  }
}
