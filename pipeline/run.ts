/**
 * One pipeline run: read → validate → derive → validate output → write (or compare, for --check).
 * The logger is passed in so tests can capture or silence it.
 */
import { path } from 'zx'
import { openStudy } from './read/study.ts'
import { StudyOutputs, type Output } from './derive/index.ts'
import { validator } from './schemas.ts'
import { Problems, formatProblem, shownPath, sortProblems, type Problem } from './problems.ts'
import { WriteFailed, compare, describe, serialise, writeAtomically, type Rendered, type WriteOptions } from './write.ts'
import { OutRefused, checkOutFolder } from './out-folder.ts'
import { LockBusy } from './lock.ts'
import { Interrupted } from './stop.ts'

export interface Logger {
  info(line: string): void
  error(line: string): void
}

export interface Compiled {
  problems: Problem[]
  files: Rendered[]
}

/**
 * Reads, derives and checks a study one entity at a time: each entity's files are read, its own outputs
 * made, checked against their schemas and serialised, and its rows dropped before the next is read.
 * After a problem every entity is still read, so that all problems are reported, but none is derived.
 * files is empty when there is any problem.
 */
export async function compileStudy(rawDir: string): Promise<Compiled> {
  const problems = new Problems()
  const opened = await openStudy(rawDir, problems)
  if (!opened) return { problems: sortProblems(problems.list), files: [] }

  const outputs = new StudyOutputs(opened.study)
  const reports: Rendered[] = []
  const running: Rendered[] = []
  for await (const entity of opened.entities()) {
    if (problems.count > 0) continue
    const made = outputs.entity(entity)
    reports.push(rendered(made.report, problems))
    if (made.running) running.push(rendered(made.running, problems))
  }
  if (problems.count > 0) return { problems: sortProblems(problems.list), files: [] }

  const { overview, consolidated, recommendations, findings } = outputs.studyFiles()
  const files = [
    rendered(overview, problems), ...reports, ...running,
    rendered(consolidated, problems), rendered(recommendations, problems), rendered(findings, problems),
  ]
  if (problems.count > 0) return { problems: sortProblems(problems.list), files: [] }
  return { problems: [], files }
}

/** An output checked against its schema and serialised. */
function rendered(output: Output, problems: Problems): Rendered {
  const validate = validator(output.schema)
  if (!validate(output.data)) {
    // An output that breaks its schema is a bug in the pipeline, not in the study; say so plainly.
    for (const error of validate.errors ?? []) {
      problems.add(`generated/${output.file}`, 1, 1, `internal error: ${error.instancePath || '/'} ${error.message ?? ''} (schema ${output.schema})`)
    }
  }
  return { file: output.file, text: serialise(output.data) }
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
  try {
    if (!check) await checkOutFolder(raw, out)
    const { problems, files } = await untilAborted(compileStudy(raw), signal)
    if (problems.length > 0) {
      for (const problem of problems) log.error(formatProblem(problem))
      log.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${shownPath(raw)}; ${kept}`)
      return 1
    }

    const shown = (file: string) => path.join(shownPath(out), file)
    if (check) {
      const differences = await compare(out, files)
      for (const { file, kind } of differences) log.error(`${shown(file)}: ${kind}; run npm run pipeline`)
      if (differences.length > 0) return 1
      log.info(`${files.length} files in ${shown('')} match ${shownPath(raw)} (${elapsed(started)})`)
      return 0
    }

    await writeAtomically(out, files, {
      ...write,
      ...(signal ? { signal } : {}),
      onWait: (holder) => log.info(`waiting for another run (pid ${holder}) to finish writing ${shownPath(out)}`),
    })
    for (const { file, text } of files) log.info(`${shown(file)}  ${(Buffer.byteLength(text) / 1024).toFixed(1)} kB`)
    log.info(`${files.length} files written in ${elapsed(started)}`)
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

/** Compiling cannot be interrupted; an aborted run stops waiting for it. */
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

