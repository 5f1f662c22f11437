/**
 * One run at a time per out folder: a lock file beside it, `.<name>.lock`, which also holds the journal
 * of the folders a run makes beside the out folder (journal.ts). A lock released while its journal
 * names a leftover stays, for the next run to recover.
 *
 * With flock the kernel drops the lock when its holder dies, even by kill -9; without flock (no libc
 * through koffi) the file is made with O_EXCL, and one whose pid no longer runs is taken over. Either way
 * the file is opened without following a link, and one the pipeline did not make is refused untouched.
 */
import { closeSync, constants, fstatSync, ftruncateSync, openSync, readSync, statSync, unlinkSync, writeSync } from 'node:fs'
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
  /** false takes the lock with O_EXCL, as where flock is missing (a test seam). */
  flock?: boolean
}

export const lockPath = (folder: OutFolder): string => path.join(folder.parent, `.${folder.name}.lock`)

const POLL_MS = 50

export class Lock {
  private readonly entries: Leftover[]

  constructor(private readonly fd: number, private readonly file: string, journal: readonly Leftover[]) {
    this.entries = [...journal]
    this.save(process.pid)
  }

  /** The leftovers the journal names: a killed run's, until they are recovered and forgotten. */
  get journal(): readonly Leftover[] {
    return this.entries
  }

  /** Names a folder before it is made (or before what it holds changes), so a kill after leaves it provably the pipeline's. */
  record(kind: Leftover['kind'], name: string): void {
    this.entries.splice(0, this.entries.length, ...this.entries.filter((entry) => entry.name !== name), { kind, name })
    this.save(process.pid)
  }

  /** Once the folder is gone (or left to its owner). */
  forget(name: string): void {
    this.entries.splice(0, this.entries.length, ...this.entries.filter((entry) => entry.name !== name))
    this.save(process.pid)
  }

  /** Unlinks the lock file, or, while its journal still names a leftover, keeps it with no holder (pid 0). */
  release(): void {
    if (this.entries.length === 0) unlinkQuietly(this.file)
    else this.save(0)
    closeSync(this.fd)
  }

  // Truncated first: a run killed between the two calls leaves an empty journal, whose leftovers then
  // stay where they are; never a mix of two journals.
  private save(holder: number): void {
    ftruncateSync(this.fd, 0)
    writeSync(this.fd, lockFileText(holder, this.entries), 0)
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
    if (lock) return lock
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

function tryFlock(folder: OutFolder, file: string, tryLock: (fd: number) => boolean): Lock | undefined {
  const fd = openLockFile(folder, file, constants.O_RDWR | constants.O_CREAT)
  try {
    // The holder unlinks the file on release; a lock won on an unlinked file guards nothing, so retry.
    if (!tryLock(fd) || !sameFile(fd, file)) {
      closeSync(fd)
      return undefined
    }
    return new Lock(fd, file, journalOf(folder, file, readText(fd), fstatSync(fd).nlink))
  } catch (error) {
    closeSync(fd)
    throw error
  }
}

function tryExclusive(folder: OutFolder, file: string, journal: readonly Leftover[] = [], takeOver = true): Lock | undefined {
  try {
    const fd = openLockFile(folder, file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL)
    try {
      return new Lock(fd, file, journal)
    } catch (error) {
      closeSync(fd)
      throw error
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // Stale when released (pid 0) or its pid no longer runs; takeover is not atomic here (flock is), so
  // this is the fallback. The journal is carried over: a killed run's leftovers stay provably the
  // pipeline's. An empty file is one its maker has yet to write: waited for.
  const found = readLockFile(folder, file)
  if (found === undefined || found.text === '') return undefined
  const holder = holderIn(found.text) ?? 0
  if (holder > 0 && running(holder)) return undefined
  const stale = journalOf(folder, file, found.text, found.links)
  unlinkQuietly(file)
  return takeOver ? tryExclusive(folder, file, stale, false) : undefined
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

/** The lock file's text and its number of names, or undefined when there is none; refuses one that is not a regular file. */
function readLockFile(folder: OutFolder, file: string): { text: string; links: number } | undefined {
  let fd: number
  try {
    fd = openLockFile(folder, file, constants.O_RDONLY)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    return { text: readText(fd), links: fstatSync(fd).nlink }
  } finally {
    closeSync(fd)
  }
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

/** The journal of a lock file the pipeline made; refused when it did not, or when the file has another name (a hard link to someone's file). */
function journalOf(folder: OutFolder, file: string, text: string, links: number): Leftover[] {
  const journal = links === 1 ? journalIn(folder, text) : undefined
  if (!journal) throw lockRefused(folder, file, 'was not made by npm run pipeline')
  return journal
}

function lockRefused(folder: OutFolder, file: string, why: string): OutRefused {
  return new OutRefused('LOCK_NOT_OURS', `cannot write ${folder.shown}: its lock file ${path.join(path.dirname(folder.shown), path.basename(file))} ${why}; remove it yourself if no run of npm run pipeline is under way`)
}

function sameFile(fd: number, file: string): boolean {
  try {
    const held = fstatSync(fd)
    const named = statSync(file)
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
