/**
 * One writer at a time per out folder: a lock file beside it (`.<name>.lock`, holding the pid so a
 * waiting run can say whom it waits for). With flock the kernel drops the lock when its holder dies, even
 * by kill -9, so a killed run never blocks the next one; without flock (no libc through koffi) an O_EXCL
 * lock file whose pid no longer runs is taken over.
 */
import { closeSync, fstatSync, ftruncateSync, openSync, readFileSync, statSync, unlinkSync, writeSync, constants } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import path from 'node:path'
import { libc } from './libc.ts'

export interface Lock {
  release(): void
}

export interface LockOptions {
  /** Called once when another run holds the lock, with its pid as the lock file gives it. */
  onWait?: (holder: string) => void
  /** How long to wait for another run before giving up. */
  timeoutMs?: number
}

export class LockBusy extends Error {
  constructor(readonly holder: string, readonly waitedMs: number) {
    super(`another run (pid ${holder}) is still writing after ${Math.round(waitedMs / 1000)} s`)
  }
}

export const lockPath = (out: string): string => path.join(path.dirname(out), `.${path.basename(out)}.lock`)

const POLL_MS = 50

export async function lockOutFolder(out: string, { onWait, timeoutMs = 120_000 }: LockOptions = {}): Promise<Lock> {
  const file = lockPath(out)
  const started = performance.now()
  let told = false
  for (;;) {
    const lock = libc.tryLock ? tryFlock(file, libc.tryLock) : tryExclusive(file)
    if (lock) return lock
    const holder = readHolder(file)
    if (!told) onWait?.(holder)
    told = true
    const waited = performance.now() - started
    if (waited > timeoutMs) throw new LockBusy(holder, waited)
    await sleep(POLL_MS)
  }
}

function tryFlock(file: string, tryLock: (fd: number) => boolean): Lock | undefined {
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644)
  try {
    // The holder unlinks the file on release; a lock won on an unlinked file guards nothing, so retry.
    if (tryLock(fd) && sameFile(fd, file)) {
      ftruncateSync(fd)
      writeSync(fd, `${process.pid}\n`, 0)
      const held = fd
      return { release: () => { unlinkQuietly(file); closeSync(held) } }
    }
  } catch (error) {
    closeSync(fd)
    throw error
  }
  closeSync(fd)
  return undefined
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

function tryExclusive(file: string): Lock | undefined {
  try {
    const fd = openSync(file, 'wx', 0o644)
    writeSync(fd, `${process.pid}\n`)
    closeSync(fd)
    return { release: () => unlinkQuietly(file) }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // Stale when its pid no longer runs; takeover is not atomic here (flock is), so this is the fallback.
  const holder = Number(readHolder(file))
  if (Number.isInteger(holder) && holder > 0 && !running(holder)) unlinkQuietly(file)
  return undefined
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim() || 'unknown'
  } catch {
    return 'unknown'
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
