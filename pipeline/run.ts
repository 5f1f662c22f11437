/**
 * One pipeline run: read → validate → derive → validate output → write (or compare, for --check).
 * The logger is passed in so tests can capture or silence it.
 */
import path from 'node:path'
import { emitStudy } from './compile.ts'
import { listingOrder } from './derive/index.ts'
import { coded, formatProblem, type Problem } from './problems.ts'
import { shownPath } from '../common/paths.ts'
import { checkOutsideStudy, resolveOutFolder } from './out/folder.ts'
import { StagedWrite, type WriteOptions } from './out/write.ts'
import { Comparison } from './out/compare.ts'
import { lockToRead } from './out/lock.ts'
import { LockBusy, OutRefused, WriteFailed, asWriteFailed, exitCodeOf } from './out/errors.ts'
import { Interrupted } from './stop.ts'

export interface Logger {
  info(line: string): void
  error(line: string): void
}

export interface RunOptions {
  raw: string
  out: string
  check: boolean
  log: Logger
  /** Aborted on a signal or when the parent process goes away: the run stops, the out folder as it was. */
  signal?: AbortSignal
  /** Test seams of the write and the lock (see WriteOptions; lockTimeoutMs is the lock's timeoutMs). */
  write?: Pick<WriteOptions, 'step' | 'exchange' | 'flock'> & { lockTimeoutMs?: number }
}

/** The exit code: 0 when written (or up to date), 1 on any problem or difference, 2 for a refused --out. */
export async function runPipeline({ raw, out, check, log, signal, write = {} }: RunOptions): Promise<number> {
  const started = performance.now()
  const kept = `${shownPath(out)} left as it was`
  const failed = (problems: readonly Problem[]) => {
    for (const problem of problems) log.error(formatProblem(problem))
    log.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${shownPath(raw)}; ${kept}`)
    return 1
  }
  const { flock, lockTimeoutMs, ...seams } = write
  const lockOptions = {
    ...(signal ? { signal } : {}),
    ...(flock === undefined ? {} : { flock }),
    ...(lockTimeoutMs === undefined ? {} : { timeoutMs: lockTimeoutMs }),
    onWait: (holder: string) => log.info(`waiting for another run (pid ${holder}) to finish writing ${shownPath(out)}`),
  }
  try {
    const folder = await resolveOutFolder(out)
    const shown = (file: string) => path.join(folder.shown, file)
    if (check) {
      // Under the lock, as a run writes: a run writing meanwhile is waited for, not compared half-done.
      const lock = await lockToRead(folder, lockOptions)
      try {
        const comparison = new Comparison(folder)
        let made = 0
        const problems = await untilAborted(emitStudy(raw, (file) => {
          made++
          return comparison.add(file)
        }), signal)
        if (problems.length > 0) return failed(problems)
        const differences = await untilAborted(comparison.differences(listingOrder), signal)
        for (const { file, kind } of differences) log.error(`${shown(file)}: ${coded('OUT_OF_DATE', `${kind}; run npm run pipeline`)}`)
        if (differences.length > 0) return 1
        log.info(`${made} files in ${shown('')} match ${shownPath(raw)} (${elapsed(started)})`)
        return 0
      } finally {
        lock?.release()
      }
    }

    await checkOutsideStudy(raw, folder)
    // Each file is written into a staging folder as it is made, so that a study's memory does not grow
    // with its output; a study with problems has its staging folder removed unseen. A folder that cannot
    // be written is said only once the study is known to have no problems, which come first; a refused
    // one at once, before the study is read.
    let staged: StagedWrite | undefined
    let unwritable: unknown
    try {
      staged = await StagedWrite.begin(folder, {
        ...seams,
        ...lockOptions,
        onKept: (name, why) => log.error(coded('KEPT_LEFTOVER', `kept ${path.join(path.dirname(folder.shown), name)} beside ${folder.shown}: ${why}`)),
      })
    } catch (error) {
      if (error instanceof Interrupted || error instanceof OutRefused) throw error
      unwritable = error
    }
    try {
      const problems = await untilAborted(emitStudy(raw, (file) => staged?.add(file)), signal)
      if (problems.length > 0) {
        await staged?.abandon()
        return failed(problems)
      }
      if (!staged) throw unwritable
      await staged.commit()
    } catch (error) {
      await staged?.abandon()
      throw error
    }
    for (const { file, bytes } of listingOrder(staged.written)) log.info(`${shown(file)}  ${(bytes / 1024).toFixed(1)} kB`)
    log.info(`${staged.written.length} files written in ${elapsed(started)}`)
    return 0
  } catch (caught) {
    // One line, never a stack: what failed and why (with its code, but for an interrupted run, which is
    // no problem), and, unless --out was refused before anything was touched, that the out folder is as
    // it was. A system error not caught nearer is the out folder's.
    const error = asWriteFailed(caught, shownPath(out))
    const code = exitCodeOf(error)
    const said = error instanceof OutRefused || error instanceof WriteFailed || error instanceof LockBusy ? coded(error.code, error.message) : (error as Error).message
    log.error(error instanceof OutRefused ? said : `${said}; ${kept}`)
    return code
  }
}

/** Compiling is not interrupted midway (a file being written is finished); an aborted run stops waiting for it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function elapsed(started: number): string {
  return `${Math.round(performance.now() - started)} ms`
}

