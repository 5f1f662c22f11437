/** Test helper: compiles a study folder in memory and returns its outputs parsed, typed by schema. */
import { compileStudy } from '../../pipeline/run.ts'
import { formatProblem } from '../../pipeline/problems.ts'
import type { Consolidated, EntityExposure, EntityReport, Findings, International, Overview, Recommendations, StudyExposure } from '../../schemas/types.ts'

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

/** Problems of a study that must not compile, formatted as the CLI prints them. */
export async function problemsOf(dir: string): Promise<string[]> {
  const { problems, files } = await compileStudy(dir)
  if (files.length > 0) throw new Error(`${dir} compiled without problems`)
  return problems.map(formatProblem)
}

export const dollars = (cents: number): string => (cents / 100).toFixed(2)
