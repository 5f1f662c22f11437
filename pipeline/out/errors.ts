/**
 * How a run that cannot write ends: the errors the out folder throws, each one line for the user, and
 * exitCodeOf, the exit code of each. Anything else is a bug in the pipeline and keeps its stack.
 */
import { getSystemErrorMap } from 'node:util'
import { Interrupted } from '../stop.ts'
import type { ProblemCode } from '../problem-codes.ts'

/** A refused --out (or lock path): a usage error, decided before anything was touched. Its message says what to do. */
export class OutRefused extends Error {
  constructor(readonly code: ProblemCode, message: string) {
    super(message)
  }
}

/** A write that failed: what was being written (as messages show it) and the system's words for why. */
export class WriteFailed extends Error {
  readonly code = 'WRITE_FAILED'
  constructor(target: string, reason: string) {
    super(`cannot write ${target}: ${reason}`)
  }
}

/** Another run held the out folder's lock for longer than a run waits. */
export class LockBusy extends Error {
  readonly code = 'LOCK_BUSY'
  constructor(shownOut: string, holder: string, waitedMs: number) {
    super(`cannot write ${shownOut}: another run (pid ${holder}) is still writing after ${Math.round(waitedMs / 1000)} s`)
  }
}

/** 2 for a refused --out, 1 for a write that failed or waited too long, the signal's code when interrupted; anything else is thrown on. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof OutRefused) return 2
  if (error instanceof Interrupted) return error.exitCode
  if (error instanceof WriteFailed || error instanceof LockBusy) return 1
  throw error
}

/** A system error (ENOSPC, EACCES, ...) as the write of `target` that failed; anything else as it is. */
export function asWriteFailed(error: unknown, target: string): unknown {
  return isSystemError(error) ? new WriteFailed(target, describe(error)) : error
}

export function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && /^E[A-Z]+$/.test(String((error as NodeJS.ErrnoException).code))
}

/** The system's own words for an error code: 'no space left on device' for ENOSPC. */
export function describe(error: NodeJS.ErrnoException): string {
  const map = getSystemErrorMap()
  const byErrno = error.errno === undefined ? undefined : map.get(error.errno)
  const byCode = [...map.values()].find(([name]) => name === error.code)
  return (byErrno ?? byCode)?.[1] ?? error.code ?? error.message
}
