/**
 * One pipeline run: read → validate → derive → validate output → write (or compare, for --check).
 * The logger is passed in so tests can capture or silence it.
 */
import path from 'node:path'
import { emitStudy } from './compile.ts'
import { listingOrder } from './derive/index.ts'
import { formatProblem, shownPath, type Problem } from './problems.ts'
import { StagedWrite, WriteFailed, describe, type WriteOptions } from './out/write.ts'
import { Comparison } from './out/compare.ts'
import type { Rendered } from './serialise.ts'
import { OutRefused, checkOutFolder } from './out/folder.ts'
import { LockBusy } from './out/lock.ts'
import { Interrupted } from './stop.ts'

export interface Logger {
  info(line: string): void
  error(line: string): void
}

export interface Compiled {
  problems: Problem[]
  files: Rendered[]
}

/** Reads, derives and checks a study, its files kept in memory (for tests); files is empty when there is any problem. */
export async function compileStudy(rawDir: string): Promise<Compiled> {
  const files: Rendered[] = []
  const problems = await emitStudy(rawDir, (file) => files.push('text' in file ? file : { file: file.file, text: [...file.pieces].join('') }))
  return { problems, files: problems.length > 0 ? [] : listingOrder(files) }
}

export interface RunOptions {
  raw: string
  out: string
  check: boolean
  log: Logger
  /** Aborted on a signal or when the parent process goes away: the run stops, the out folder as it was. */
  signal?: AbortSignal
  /** Test seams of the write (see WriteOptions). */
  write?: Omit<WriteOptions, 'signal' | 'onWait'>
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
  const shown = (file: string) => path.join(shownPath(out), file)
  try {
    if (check) {
      const comparison = new Comparison(out)
      let made = 0
      const problems = await untilAborted(emitStudy(raw, (file) => {
        made++
        return comparison.add(file)
      }), signal)
      if (problems.length > 0) return failed(problems)
      const differences = await comparison.differences(listingOrder)
      for (const { file, kind } of differences) log.error(`${shown(file)}: ${kind}; run npm run pipeline`)
      if (differences.length > 0) return 1
      log.info(`${made} files in ${shown('')} match ${shownPath(raw)} (${elapsed(started)})`)
      return 0
    }

    await checkOutFolder(raw, out)
    // Each file is written into a staging folder as it is made, so that a study's memory does not grow
    // with its output; a study with problems has its staging folder removed unseen. A folder that cannot
    // be written is said only once the study is known to have no problems, which come first.
    let staged: StagedWrite | undefined
    let unwritable: unknown
    try {
      staged = await StagedWrite.begin(out, {
        ...write,
        ...(signal ? { signal } : {}),
        onWait: (holder) => log.info(`waiting for another run (pid ${holder}) to finish writing ${shownPath(out)}`),
      })
    } catch (error) {
      if (error instanceof Interrupted) throw error
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
  } catch (error) {
    // One line each, never a stack: what failed, why, and that the out folder is as it was.
    if (error instanceof OutRefused) {
      log.error(error.message)
      return 2
    }
    if (error instanceof Interrupted) {
      log.error(`${error.message}; ${kept}`)
      return error.exitCode
    }
    if (error instanceof WriteFailed) {
      log.error(`cannot write ${path.join(shownPath(out), error.target)}: ${error.reason}; ${kept}`)
      return 1
    }
    if (error instanceof LockBusy) {
      log.error(`cannot write ${shownPath(out)}: ${error.message}; ${kept}`)
      return 1
    }
    const system = error as NodeJS.ErrnoException
    if (typeof system.code === 'string' && /^E[A-Z]+$/.test(system.code)) {
      log.error(`cannot write ${shownPath(out)}: ${describe(system)}; ${kept}`)
      return 1
    }
    throw error
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

