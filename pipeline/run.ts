/**
 * One pipeline run: read → validate → derive → validate output → write (or compare, for --check).
 * The logger is passed in so tests can capture or silence it.
 */
import { path } from 'zx'
import { readStudy } from './read/study.ts'
import { deriveOutputs } from './derive/index.ts'
import { validator } from './schemas.ts'
import { Problems, formatProblem, shownPath, sortProblems, type Problem } from './problems.ts'
import { compare, serialise, writeAtomically, type Rendered } from './write.ts'

export interface Logger {
  info(line: string): void
  error(line: string): void
}

export interface Compiled {
  problems: Problem[]
  files: Rendered[]
}

/** Reads, derives and checks a study; files is empty when there is any problem. */
export async function compileStudy(rawDir: string): Promise<Compiled> {
  const problems = new Problems()
  const study = await readStudy(rawDir, problems)
  if (!study) return { problems: sortProblems(problems.list), files: [] }

  const outputs = deriveOutputs(study)
  for (const output of outputs) {
    const validate = validator(output.schema)
    if (!validate(output.data)) {
      // An output that breaks its schema is a bug in the pipeline, not in the study; say so plainly.
      for (const error of validate.errors ?? []) {
        problems.add(`generated/${output.file}`, 1, 1, `internal error: ${error.instancePath || '/'} ${error.message ?? ''} (schema ${output.schema})`)
      }
    }
  }
  if (problems.count > 0) return { problems: problems.list, files: [] }
  return { problems: [], files: outputs.map((output) => ({ file: output.file, text: serialise(output.data) })) }
}

export interface RunOptions {
  raw: string
  out: string
  check: boolean
  log: Logger
}

/** The exit code: 0 when written (or up to date), 1 on any problem or difference. */
export async function runPipeline({ raw, out, check, log }: RunOptions): Promise<number> {
  const started = performance.now()
  const { problems, files } = await compileStudy(raw)
  if (problems.length > 0) {
    for (const problem of problems) log.error(formatProblem(problem))
    log.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${shownPath(raw)}; ${shownPath(out)} left as it was`)
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

  await writeAtomically(out, files)
  for (const { file, text } of files) log.info(`${shown(file)}  ${(Buffer.byteLength(text) / 1024).toFixed(1)} kB`)
  log.info(`${files.length} files written in ${elapsed(started)}`)
  return 0
}

function elapsed(started: number): string {
  return `${Math.round(performance.now() - started)} ms`
}

