/**
 * Every generated file of a study: its path in the out folder, the schema it must satisfy, and its data.
 */
import { entityFigures } from './entity-figures.ts'
import { entityFindings } from './findings.ts'
import { entityReport, statusSource } from './entity-report.ts'
import { consolidated } from './consolidated.ts'
import { recommendations } from './recommendations.ts'
import { runningMeasures, runningPath } from './running.ts'
import { consolidatedPath, dataChecksPath, entityRef, studyRef } from './routes.ts'
import type { SchemaFile } from '../schemas.ts'
import type { Study } from '../read/study.ts'
import type { Finding, FindingCounts, Findings, Overview } from '../../schemas/types.ts'

export interface Output {
  /** Path inside the out folder, with forward slashes. */
  file: string
  schema: SchemaFile
  data: unknown
}

export function deriveOutputs(study: Study): Output[] {
  const figures = study.entities.map((entity) => entityFigures(entity, study))
  const findings = figures.map((entity) => entityFindings(entity, study))
  const counts = findingCounts(findings.flat())
  const consolidatedReport = consolidated(figures, study)

  const overview: Overview = {
    study: studyRef(study),
    entityCount: figures.length,
    jurisdictionsWithActivity: consolidatedReport.totals.statesWithActivity,
    consolidatedPath,
    dataChecksPath,
    findingCounts: counts,
    entities: figures.map((entity, index) => ({
      entity: entityRef(entity.input),
      statesWithActivity: entity.summary.statesWithActivity,
      statusSource: statusSource(entity, findings[index]!),
    })),
  }
  const findingsFile: Findings = {
    study: studyRef(study),
    counts,
    findings: figures.flatMap(({ input }, index) => findings[index]!.map((finding) => ({ entity: entityRef(input), finding }))),
  }

  return [
    { file: 'overview.json', schema: 'output/overview.schema.json', data: overview },
    ...figures.map((entity, index) => ({
      file: `entities/${entity.input.code}.json`,
      schema: 'output/entity-report.schema.json' as const,
      data: entityReport(entity, findings[index]!, study),
    })),
    ...figures.flatMap((entity) => {
      const running = runningMeasures(entity, study)
      return running ? [{ file: runningPath(entity.input.code), schema: 'output/running.schema.json' as const, data: running }] : []
    }),
    { file: 'consolidated.json', schema: 'output/consolidated.schema.json', data: consolidatedReport },
    { file: 'recommendations.json', schema: 'output/recommendations.schema.json', data: recommendations(study) },
    { file: 'findings.json', schema: 'output/findings.schema.json', data: findingsFile },
  ]
}

function findingCounts(findings: readonly Finding[]): FindingCounts {
  return {
    total: findings.length,
    warning: findings.filter((finding) => finding.severity === 'warning').length,
    notice: findings.filter((finding) => finding.severity === 'notice').length,
  }
}
