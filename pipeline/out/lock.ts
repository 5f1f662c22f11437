/**
 * One run at a time per out folder: a lock file beside it, `.<name>.lock`, which also holds the journal
 * of the folders a run makes beside the out folder (journal.ts). A lock released while its journal
 * names a leftover stays, for the next run to recover.
 *
 * The lock file is only ever written whole: its text goes into a draft beside it, `.<name>.lock.<pid>`,
 * which is then linked into place (making the lock file: a link fails where any file is) or renamed over
 * it (changing it). So a run killed at any instant leaves the lock file's old text or its new one, never
 * part of it and never an empty file: an empty file there is someone's, and refused. A draft a killed run
 * left is removed by the next run to hold the lock, once its pid no longer runs.
 *
 * With flock the kernel drops the lock when its holder dies, even by kill -9; each draft is flocked
 * before it takes the lock file's place, so whichever file is at the lock path its writer holds. Without
 * flock (no libc through koffi) the lock file's existence is the lock, and one whose pid no longer runs is
 * taken over. Either way the file is opened without following a link, and one the pipeline did not make
 * is refused untouched.
 */
import { closeSync, constants, fstatSync, linkSync, lstatSync, openSync, readSync, readdirSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import path from 'node:path'
import { libc } from './libc.ts'
import { LockBusy, OutRefused } from './errors.ts'
import type { OutFolder } from './folder.ts'
import { MAX_LOCK_BYTES, holderIn, journalIn, lockFileText, type Leftover } from './journal.ts'
import { UNFOLLOWED } from './regular.ts'

export interface LockOptions {
  /** Called once when another run holds the lock, with its pid as the lock file gives it. */
  onWait?: (holder: string) => void
  /** How long to wait for another run before giving up. */
  timeoutMs?: number
  /** Aborted: stop waiting. */
  signal?: AbortSignal
  /** false takes the lock with the lock file alone, as where flock is missing (a test seam). */
  flock?: boolean
}

export const lockPath = (folder: OutFolder): string => path.join(folder.parent, `.${folder.name}.lock`)

/** Where a run writes the lock file's next text before it takes the lock file's place. */
export const draftPath = (file: string, pid: number = process.pid): string => `${file}.${pid}`

const POLL_MS = 50

type TryLock = (fd: number) => boolean

export class Lock {
  private readonly entries: Leftover[]

  constructor(
    private readonly folder: OutFolder,
    private fd: number,
    private readonly file: string,
    journal: readonly Leftover[],
    private readonly tryLock: TryLock | undefined,
  ) {
    this.entries = [...journal]
  }

  /** The leftovers the journal names: a killed run's, until they are recovered and forgotten. */
  get journal(): readonly Leftover[] {
    return this.entries
  }

  /**
   * Names a folder before it is made (or before what it holds changes), so a kill after leaves it provably
   * the pipeline's; `ids` are the identities it may have (journal.ts), kept from before when not given.
   */
  record(kind: Leftover['kind'], name: string, ids?: readonly string[]): void {
    const known = this.entries.find((entry) => entry.name === name)
    const entry = { kind, name, ids: ids ?? known?.ids ?? [] }
    this.entries.splice(0, this.entries.length, ...this.entries.filter((other) => other.name !== name), entry)
    this.save(process.pid)
  }

  /**
   * Once the folder is gone (or left to its owner). Where the change cannot be written (a full disk: each
   * text is a new file), the lock file names a folder that is gone, which the next run finds gone.
   */
  forget(name: string): void {
    this.entries.splice(0, this.entries.length, ...this.entries.filter((entry) => entry.name !== name))
    try {
      this.save(process.pid)
    } catch {
      // Kept as it was: see above.
    }
  }

  /**
   * Unlinks the lock file, or, while its journal still names a leftover, keeps it with no holder (pid 0);
   * where that cannot be written, it keeps its last text, whose pid is gone once this run ends. Never throws.
   */
  release(): void {
    try {
      if (this.entries.length === 0) unlinkQuietly(this.file)
      else this.save(0)
    } catch {
      // As above.
    } finally {
      closeSync(this.fd)
    }
  }

  private save(holder: number): void {
    const next = replaceLockFile(this.folder, this.file, lockFileText(holder, this.entries), this.tryLock)
    closeSync(this.fd)
    this.fd = next
  }
}

/** Waits for the out folder's lock and takes it; throws LockBusy after timeoutMs, OutRefused for a lock path the pipeline did not make. */
export async function lockOutFolder(folder: OutFolder, { onWait, timeoutMs = 120_000, signal, flock = true }: LockOptions = {}): Promise<Lock> {
  const file = lockPath(folder)
  const tryLock = flock ? libc.tryLock : undefined
  const started = performance.now()
  let told = false
  for (;;) {
    signal?.throwIfAborted()
    const lock = tryLock ? tryFlock(folder, file, tryLock) : tryExclusive(folder, file)
    if (lock) {
      removeStaleDrafts(folder, file)
      return lock
    }
    const holder = holderOf(file)
    if (!told) onWait?.(holder)
    told = true
    const waited = performance.now() - started
    if (waited > timeoutMs) throw new LockBusy(folder.shown, holder, waited)
    await sleep(POLL_MS, undefined, signal ? { signal } : {}).catch(() => signal?.throwIfAborted())
  }
}

/**
 * The lock for --check, which writes nothing: none where the out folder's parent is missing or cannot be
 * written (no run can be writing there, and --check creates nothing); else as a run takes it.
 */
export async function lockToRead(folder: OutFolder, options: LockOptions): Promise<Lock | undefined> {
  try {
    if (!statSync(folder.parent).isDirectory()) return undefined
    return await lockOutFolder(folder, options)
  } catch (error) {
    if (['ENOENT', 'ENOTDIR', 'EACCES', 'EROFS', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined
    throw error
  }
}

function tryFlock(folder: OutFolder, file: string, tryLock: TryLock): Lock | undefined {
  let fd: number
  try {
    fd = openLockFile(folder, file, constants.O_RDONLY)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return makeLockFile(folder, file, tryLock)
  }
  let journal: Leftover[]
  let next: number
  try {
    // The holder unlinks or replaces the file; a lock won on a file no longer at the lock path guards nothing, so retry.
    if (!tryLock(fd) || !sameFile(fd, file)) {
      closeSync(fd)
      return undefined
    }
    journal = journalOf(folder, file, fd, readText(fd))
    next = replaceLockFile(folder, file, lockFileText(process.pid, journal), tryLock)
  } catch (error) {
    closeSync(fd)
    throw error
  }
  closeSync(fd)
  return new Lock(folder, next, file, journal, tryLock)
}

/**
 * Without flock: the lock file made, or taken over once its holder is gone (released: pid 0, or its pid no
 * longer runs), its journal carried over so a killed run's leftovers stay provably the pipeline's.
 * Takeover is not atomic here (flock is): two runs finding one stale file at once may both take it; this
 * is the fallback.
 */
function tryExclusive(folder: OutFolder, file: string): Lock | undefined {
  const made = makeLockFile(folder, file, undefined)
  if (made) return made
  let fd: number
  try {
    fd = openLockFile(folder, file, constants.O_RDONLY)
  } catch (error) {
    // Released meanwhile: try again at once.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    const text = readText(fd)
    const journal = journalOf(folder, file, fd, text)
    const holder = holderIn(text) ?? 0
    if (holder > 0 && running(holder)) return undefined
    return new Lock(folder, replaceLockFile(folder, file, lockFileText(process.pid, journal), undefined), file, journal, undefined)
  } finally {
    closeSync(fd)
  }
}

/** Makes the lock file, held by this run, with an empty journal; undefined when there is one already. */
function makeLockFile(folder: OutFolder, file: string, tryLock: TryLock | undefined): Lock | undefined {
  const draft = draftPath(file)
  const fd = writeDraft(folder, file, lockFileText(process.pid, []), tryLock)
  try {
    linkSync(draft, file)
  } catch (error) {
    closeSync(fd)
    unlinkQuietly(draft)
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined
    throw error
  }
  // Killed here, the lock file has a second name, its holder's draft: journalOf takes that for the pipeline's.
  unlinkQuietly(draft)
  return new Lock(folder, fd, file, [], tryLock)
}

/** Puts text whole in the lock file's place: a draft written (and flocked), then renamed over it. Gives the draft's fd, now the lock file's. */
function replaceLockFile(folder: OutFolder, file: string, text: string, tryLock: TryLock | undefined): number {
  const fd = writeDraft(folder, file, text, tryLock)
  try {
    renameSync(draftPath(file), file)
  } catch (error) {
    closeSync(fd)
    unlinkQuietly(draftPath(file))
    throw error
  }
  return fd
}

/** Writes this run's draft of the lock file whole, flocked when tryLock is given; gives its fd. */
function writeDraft(folder: OutFolder, file: string, text: string, tryLock: TryLock | undefined): number {
  const draft = draftPath(file)
  const create = () => openSync(draft, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | UNFOLLOWED, 0o644)
  let fd: number
  try {
    fd = create()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    // A draft under this run's pid: left by a killed run whose pid this one has been given since.
    if (!removeDraft(folder, draft)) throw lockRefused(folder, draft, 'was not made by npm run pipeline')
    fd = create()
  }
  try {
    const bytes = Buffer.from(text)
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written, written)
    if (tryLock && !tryLock(fd)) throw new Error(`cannot flock ${draft}, a file no other process has opened`)
    return fd
  } catch (error) {
    closeSync(fd)
    unlinkQuietly(draft)
    throw error
  }
}

/** Removes the drafts beside the lock file that runs no longer running left (killed as they wrote one). */
function removeStaleDrafts(folder: OutFolder, file: string): void {
  const prefix = `${path.basename(file)}.`
  let names: string[]
  try {
    names = readdirSync(folder.parent)
  } catch {
    return
  }
  for (const name of names) {
    const pid = name.startsWith(prefix) && /^[1-9][0-9]*$/.test(name.slice(prefix.length)) ? Number(name.slice(prefix.length)) : undefined
    if (pid !== undefined && pid !== process.pid && !running(pid)) removeDraft(folder, path.join(folder.parent, name))
  }
}

/**
 * Removes a draft when it is provably one: a regular file with no other name, empty (killed before its
 * text was written) or holding a journal of this out folder. Gives whether it is gone.
 */
function removeDraft(folder: OutFolder, draft: string): boolean {
  let fd: number
  try {
    fd = openSync(draft, constants.O_RDONLY | UNFOLLOWED)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT'
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile() || stat.nlink !== 1) return false
    const text = readText(fd)
    if (text !== '' && !journalIn(folder, text)) return false
    unlinkSync(draft)
    return true
  } catch {
    return false
  } finally {
    closeSync(fd)
  }
}

/** Opens the lock file without following a link; refuses anything but a regular file. */
function openLockFile(folder: OutFolder, file: string, flags: number): number {
  let fd: number
  try {
    fd = openSync(file, flags | UNFOLLOWED, 0o644)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ELOOP') throw lockRefused(folder, file, 'is a symbolic link')
    if (code === 'EISDIR' || code === 'ENXIO') throw lockRefused(folder, file, 'is not a file')
    throw error
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd)
    throw lockRefused(folder, file, 'is not a file')
  }
  return fd
}

function readText(fd: number): string {
  const buffer = Buffer.alloc(MAX_LOCK_BYTES + 1)
  return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8')
}

/** Whom a waiting run waits for, as the lock file says: its first line, read without judging the rest. */
function holderOf(file: string): string {
  try {
    const fd = openSync(file, constants.O_RDONLY | UNFOLLOWED)
    try {
      return String(holderIn(readText(fd)) ?? 'unknown')
    } finally {
      closeSync(fd)
    }
  } catch {
    return 'unknown'
  }
}

/**
 * The journal of a lock file the pipeline made; refused when it did not (an empty file among them), or
 * when the file has another name (a hard link to someone's file) but its holder's draft.
 */
function journalOf(folder: OutFolder, file: string, fd: number, text: string): Leftover[] {
  const journal = journalIn(folder, text)
  const { nlink } = fstatSync(fd)
  const named = nlink === 1 || (nlink === 2 && sameFile(fd, draftPath(file, holderIn(text) ?? 0)))
  if (!journal || !named) throw lockRefused(folder, file, 'was not made by npm run pipeline')
  return journal
}

function lockRefused(folder: OutFolder, file: string, why: string): OutRefused {
  return new OutRefused('LOCK_NOT_OURS', `cannot write ${folder.shown}: its lock file ${path.join(path.dirname(folder.shown), path.basename(file))} ${why}; remove it yourself if no run of npm run pipeline is under way`)
}

/** Whether `file` (not followed, if a link) is the file open at fd. */
function sameFile(fd: number, file: string): boolean {
  try {
    const held = fstatSync(fd)
    const named = lstatSync(file)
    return held.ino === named.ino && held.dev === named.dev
  } catch {
    return false
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
