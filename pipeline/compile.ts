/**
 * Compiles a study one entity at a time: each entity's files are read, its own outputs made, checked
 * against their schemas, serialised and handed on, and its rows dropped before the next entity is read.
 * The study-level outputs follow the last entity. After a problem every entity is still read, so that
 * all problems are reported in one run, but none is derived.
 */
import { openStudy } from './read/study.ts'
import { StudyOutputs, type Output } from './derive/index.ts'
import { validator } from '../common/schemas.ts'
import { Problems, sortProblems, type Problem } from './problems.ts'
import { serialise, serialisedPieces, type Rendered, type Streamed } from './serialise.ts'

/**
 * Gives each generated file to `emit` as it is made (an entity's report, running measures and exposure
 * as the entity is read; then overview, consolidated, recommendations, findings and the study's
 * exposure); returns the problems, sorted. Files given before a problem was found are to be discarded:
 * a study with problems has no output.
 */
export async function emitStudy(rawDir: string, emit: (file: Rendered | Streamed) => unknown): Promise<Problem[]> {
  const problems = new Problems()
  const opened = await openStudy(rawDir, problems)
  if (!opened) return sortProblems(problems.list)

  const outputs = new StudyOutputs(opened.study)
  for await (const entity of opened.entities()) {
    if (problems.count > 0) continue
    const { report, running, exposure } = outputs.entity(entity)
    await emit(rendered(report, problems))
    if (running) await emit(rendered(running, problems))
    if (exposure) await emit(rendered(exposure, problems))
  }
  if (problems.count === 0) {
    // These grow with the study (findings.json most): written a piece at a time, never as one string.
    for (const output of Object.values(outputs.studyFiles())) {
      checkOutput(output, problems)
      await emit({ file: output.file, pieces: serialisedPieces(output.data) })
    }
  }
  return sortProblems(problems.list)
}

/** An output checked against its schema and serialised. */
function rendered(output: Output, problems: Problems): Rendered {
  checkOutput(output, problems)
  return { file: output.file, text: serialise(output.data) }
}

/** An output checked against its schema: each error is an INTERNAL_ERROR problem, a bug in the pipeline. */
export function checkOutput(output: Output, problems: Problems): void {
  const validate = validator(output.schema)
  if (!validate(output.data)) {
    // An output that breaks its schema is a bug in the pipeline, not in the study; say so plainly.
    for (const error of validate.errors ?? []) {
      problems.add(`generated/${output.file}`, 1, 1, 'INTERNAL_ERROR', `internal error: ${error.instancePath || '/'} ${error.message ?? ''} (schema ${output.schema})`)
    }
  }
}
