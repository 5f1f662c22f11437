/** Test helper: compiles a study folder in memory and returns its outputs parsed, typed by schema. */
import { emitStudy } from '../../pipeline/compile.ts'
import { listingOrder } from '../../pipeline/derive/index.ts'
import { formatProblem, type Problem } from '../../pipeline/problems.ts'
import type { Rendered } from '../../pipeline/serialise.ts'
import type { Consolidated, EntityExposure, EntityReport, Findings, International, Overview, Recommendations, StudyExposure } from '../../schemas/generated/types.ts'

export interface Compiled {
  problems: Problem[]
  files: Rendered[]
}

/** Reads, derives and checks a study as a run does, its files kept in memory; files is empty when there is any problem. */
export async function compileStudy(rawDir: string): Promise<Compiled> {
  const files: Rendered[] = []
  const problems = await emitStudy(rawDir, (file) => files.push('text' in file ? file : { file: file.file, text: [...file.pieces].join('') }))
  return { problems, files: problems.length > 0 ? [] : listingOrder(files) }
}

export interface CompiledStudy {
  overview: Overview
  consolidated: Consolidated
  recommendations: Recommendations
  findings: Findings
  international: International
  entity(code: string): EntityReport
  /** exposure/<CODE>.json, in a study with exposure. */
  exposure(code: string): EntityExposure
  /** exposure.json, in a study with exposure. */
  studyExposure(): StudyExposure
  files: Map<string, string>
}

export async function compile(dir: string): Promise<CompiledStudy> {
  const { problems, files } = await compileStudy(dir)
  if (problems.length > 0) throw new Error(`unexpected problems:\n${problems.map(formatProblem).join('\n')}`)
  const texts = new Map(files.map((file) => [file.file, file.text]))
  const read = <T>(file: string): T => {
    const text = texts.get(file)
    if (text === undefined) throw new Error(`no output ${file}`)
    return JSON.parse(text) as T
  }
  return {
    overview: read('overview.json'),
    consolidated: read('consolidated.json'),
    recommendations: read('recommendations.json'),
    findings: read('findings.json'),
    international: read('international.json'),
    entity: (code) => read(`entities/${code}.json`),
    exposure: (code) => read(`exposure/${code}.json`),
    studyExposure: () => read('exposure.json'),
    files: texts,
  }
}

/**
 * A problem as fixtures and tests hold it: where it is and its code, `path:line:column: CODE`. The
 * wording is pinned once per code (problem-codes.test.ts), so a reworded message changes one test.
 */
export function whereAndCode(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.code}`
}

/** Problems of a study that must not compile, formatted as the CLI prints them. */
export async function problemsOf(dir: string): Promise<string[]> {
  const { problems, files } = await compileStudy(dir)
  if (files.length > 0) throw new Error(`${dir} compiled without problems`)
  return problems.map(formatProblem)
}

export const dollars = (cents: number): string => (cents / 100).toFixed(2)
