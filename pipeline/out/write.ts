/**
 * The atomic write of the out folder. Files are written to a staging folder beside it as they are made,
 * fsynced, marked complete (the marker last) and swapped in with one renameat2(RENAME_EXCHANGE), so the
 * out folder is the previous run's or this run's at every instant, kill -9 included. Where exchange is
 * missing, two renames are used and the next run finishes or undoes them. Runs on one out folder are serialised by a lock, and each run first
 * recovers or removes what a killed run left (`.<name>-new-*`, `.<name>-old-*`).
 */
import { getSystemErrorMap } from 'node:util'
import fs from 'node:fs/promises'
import path from 'node:path'
import { libc } from './libc.ts'
import { Interrupted } from '../stop.ts'
import { lockOutFolder, type Lock } from './lock.ts'
import { MARKER, MARKER_TEXT, isMarked, outState, realPath } from './folder.ts'
import { batched, piecesOf, type Rendered, type Streamed } from '../serialise.ts'

export type { Rendered, Streamed }

export interface WriteOptions {
  /** Aborted (by a signal, or the parent process going away): stop before the swap and clean up. */
  signal?: AbortSignal
  /** Called before each change on disk, by name ('write entities/A.json', 'swap', ...): a test seam for
   * pausing (the kill test) or failing (a full disk) at an exact point. */
  step?: (name: string) => void
  /** false forces the two-rename swap used where renameat2's exchange is missing. */
  exchange?: boolean
  /** Called once when another run holds the lock. */
  onWait?: (holder: string) => void
  lockTimeoutMs?: number
}

/** A write that failed before the swap: target is the file being written, relative to the out folder
 * ('' for the folder itself), reason the system's words for the error. */
export class WriteFailed extends Error {
  constructor(readonly target: string, readonly reason: string) {
    super(`cannot write ${target || 'the out folder'}: ${reason}`)
  }
}

const leftover = (name: string) => new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(new|old)-[A-Za-z0-9]{6}$`)

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
    private readonly out: string,
    private readonly staging: string,
    private readonly lock: Lock,
    private readonly options: WriteOptions,
  ) {}

  /** Takes the lock, recovers what a killed run left, checks the folder again and makes the staging folder. */
  static async begin(outDir: string, options: WriteOptions = {}): Promise<StagedWrite> {
    const out = await realPath(outDir)
    const parent = path.dirname(out)
    try {
      await fs.mkdir(parent, { recursive: true })
      const lock = await lockOutFolder(out, {
        ...(options.onWait ? { onWait: options.onWait } : {}),
        ...(options.lockTimeoutMs === undefined ? {} : { timeoutMs: options.lockTimeoutMs }),
      })
      try {
        await recoverOutFolder(out)
        // Checked again under the lock: the folder may have changed since the run started.
        await outState(out, outDir)
        options.signal?.throwIfAborted()
        const staging = await fs.mkdtemp(path.join(parent, `.${path.basename(out)}-new-`))
        try {
          // mkdtemp makes it private (0700); the out folder gets the usual mode.
          await fs.chmod(staging, 0o777 & ~process.umask())
        } catch (error) {
          await discard(staging).catch(() => {})
          throw error
        }
        return new StagedWrite(out, staging, lock, options)
      } catch (error) {
        lock.release()
        throw error
      }
    } catch (error) {
      throw asWriteFailed(error, '')
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
      this.failure ??= asWriteFailed(error, file)
      return
    }
    const entry = { file, bytes: 0 }
    this.written.push(entry)
    const writing: Promise<void> = this.write(file, piecesOf(rendered))
      .then((bytes) => { entry.bytes = bytes }, (error: unknown) => { this.failure ??= asWriteFailed(error, file) })
      .finally(() => this.writing.delete(writing))
    this.writing.add(writing)
    while (this.writing.size >= WRITES_AT_ONCE) await Promise.race(this.writing)
  }

  /** Once every file is added: syncs them, writes the marker and swaps the staging folder in. */
  async commit(): Promise<void> {
    await this.settled()
    if (this.failure !== undefined) throw this.failure
    const { signal, step = () => {} } = this.options
    let target = ''
    let retired: string
    try {
      step('sync folders')
      await syncFolders(this.staging, [...this.folders.keys()])
      // The marker goes last: a staging folder holding it is complete, which recovery relies on.
      target = MARKER
      step(`write ${MARKER}`)
      await writeDurably(this.staging, MARKER, [MARKER_TEXT])
      await syncFolder(this.staging)
      target = ''
      signal?.throwIfAborted()
      retired = await swap(this.staging, this.out, this.options.exchange !== false && libc.exchange !== undefined, step)
    } catch (error) {
      throw asWriteFailed(error, target)
    }
    // The new folder is in place: from here no failure may say the old one was kept.
    this.finished = true
    try {
      await syncFolder(path.dirname(this.out)).catch(() => {})
      // What remains is the old content, removed now or by the next run.
      step('discard old')
      await discard(retired).catch(() => {})
    } finally {
      this.lock.release()
    }
  }

  /** Removes the staging folder, once the writes under way are done, and releases the lock; the out folder is as it was. */
  async abandon(): Promise<void> {
    if (this.finished) return
    this.finished = true
    await this.settled()
    await discard(this.staging).catch(() => {})
    this.lock.release()
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
}

/** Writes the files as the out folder, atomically (see StagedWrite). */
export async function writeAtomically(outDir: string, files: readonly Rendered[], options: WriteOptions = {}): Promise<void> {
  const staged = await StagedWrite.begin(outDir, options)
  try {
    for (const file of files) await staged.add(file)
    await staged.commit()
  } catch (error) {
    await staged.abandon()
    throw error
  }
}

/** A system error as the write that failed; an interruption or anything else (a refused folder, a bug) as it is. */
function asWriteFailed(error: unknown, target: string): unknown {
  if (error instanceof Interrupted || error instanceof WriteFailed || !isSystemError(error)) return error
  return new WriteFailed(target, describe(error))
}

/** Swaps staging in; returns the path now holding the old content, or staging itself when there was none. */
async function swap(staging: string, out: string, exchange: boolean, step: (name: string) => void): Promise<string> {
  step('swap')
  const exists = await fs.lstat(out).then(() => true, () => false)
  if (!exists) {
    await fs.rename(staging, out)
    return staging
  }
  if (exchange && libc.exchange?.(staging, out)) return staging
  // Journalled by the names themselves: a kill between these renames leaves no out folder but a
  // complete .<name>-new-*, which the next run's recovery renames into place.
  const old = path.join(path.dirname(staging), path.basename(staging).replace(/-new-(?=[A-Za-z0-9]{6}$)/, '-old-'))
  await fs.rename(out, old)
  step('rename new into place')
  try {
    await fs.rename(staging, out)
  } catch (error) {
    await fs.rename(old, out).catch(() => {})
    throw error
  }
  return old
}

/** Under the lock: restores the out folder if a killed run left it missing, then removes leftovers. */
export async function recoverOutFolder(outDir: string): Promise<void> {
  const out = await realPath(outDir)
  const parent = path.dirname(out)
  const pattern = leftover(path.basename(out))
  const listed = (await fs.readdir(parent).catch(() => [])) as string[]
  const names = listed.filter((name) => pattern.test(name)).sort()
  if (names.length === 0) return
  const dirs = names.map((name) => path.join(parent, name))
  let restored: string | undefined
  if (!(await fs.lstat(out).then(() => true, () => false))) {
    // A complete new folder is preferred to the old one it was replacing.
    for (const dir of [...dirs.filter((d) => path.basename(d).includes('-new-')), ...dirs.filter((d) => path.basename(d).includes('-old-'))]) {
      if (await isMarked(dir)) {
        await fs.rename(dir, out)
        await syncFolder(parent)
        restored = dir
        break
      }
    }
  }
  for (const dir of dirs) if (dir !== restored) await discard(dir)
}

/** Removes a folder, marker first, so a half-removed folder is never taken for a complete one. */
async function discard(dir: string): Promise<void> {
  await fs.rm(path.join(dir, MARKER), { force: true })
  await fs.rm(dir, { recursive: true, force: true })
}

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

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && /^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code ?? '')
}

/** The system's own words for an error code: 'no space left on device' for ENOSPC. */
export function describe(error: NodeJS.ErrnoException): string {
  const map = getSystemErrorMap()
  const byErrno = error.errno === undefined ? undefined : map.get(error.errno)
  const byCode = [...map.values()].find(([name]) => name === error.code)
  return (byErrno ?? byCode)?.[1] ?? error.code ?? error.message
}
