/**
 * Every generated file of a study, derived one entity at a time: each entity's own files (its report,
 * its running measures, its exposure) are made as it is read, and only what the study-level files need
 * is kept of it (its consolidated row and state sums, its overview entry, its findings and, once, its
 * reference for them, its exposure rows). Each output is its path in the out folder, the schema it
 * must satisfy, and its data.
 */
import { entityFigures } from './entity-figures.ts'
import { entityFindings } from './findings.ts'
import { entityReport, statusSource } from './entity-report.ts'
import { Consolidation } from './consolidated.ts'
import { recommendations } from './recommendations.ts'
import { collectionStartsAhead, entityConclusions } from './conclusions.ts'
import { executiveSummary, studyAsOf, type SummaryInputs } from './summary.ts'
import { runningMeasures, runningPath } from './running.ts'
import { entityAbroad } from './international.ts'
import { InternationalStudy } from './international-study.ts'
import { ExposureStudy, entityExposureReport, exposureFile } from './exposure.ts'
import { PlanStudy } from './plan.ts'
import { studyLawFindings } from './findings.ts'
import { entityRef, studyRef } from './refs.ts'
import { ratesReport } from './rates.ts'
import type { SchemaFile } from '../../common/schemas.ts'
import type { Study } from '../read/study.ts'
import type { EntityInput } from '../read/entity.ts'
import type { EntityConclusions, EntityRef, Finding, FindingCounts, Findings, Overview, OverviewEntity } from '../../schemas/generated/types.ts'

export interface Output {
  /** Path inside the out folder, with forward slashes. */
  file: string
  schema: SchemaFile
  data: unknown
}

export class StudyOutputs {
  private readonly consolidation = new Consolidation()
  private readonly overviewEntities: OverviewEntity[] = []
  /** Each entity with a finding, once; the findings name theirs by code. */
  private readonly findingEntities: EntityRef[] = []
  private readonly findings: Finding[] = []
  private readonly counts: FindingCounts = { notice: 0, total: 0, warning: 0 }
  private readonly international: InternationalStudy
  /** In a study with exposure only. */
  private readonly exposure: ExposureStudy | null
  private readonly plan: PlanStudy | null
  /** Each entity's conclusions (those with any), in the study's order. */
  private readonly conclusions: EntityConclusions[] = []
  private readonly ahead: SummaryInputs['ahead'][number][] = []
  private statesWithoutSinceNexus = 0

  constructor(private readonly study: Study) {
    this.international = new InternationalStudy(study)
    this.exposure = study.scope.exposure && new ExposureStudy(study, study.scope.exposure)
    this.plan = study.scope.exposure && new PlanStudy(study, study.scope.exposure)
  }

  /**
   * The entity's own files: its report, its running measures when its statuses are computed, and its
   * exposure in a study with exposure when it has dated sales.
   */
  entity(input: EntityInput): { report: Output; running: Output | null; exposure: Output | null } {
    const study = this.study
    const figures = entityFigures(input, study)
    const { exposure } = figures
    const abroad = entityAbroad(input, study)
    const findings = [...entityFindings(figures, study, exposure), ...abroad.findings]
    const ref = entityRef(input)
    this.international.add(input, abroad)
    // Exposure's keys only in a study with it, so that every other study's output stays as it was.
    const exposureOf = this.exposure ? { exposureFile: exposure ? exposureFile(input.code) : null } : {}
    const exposureReport = exposure && entityExposureReport(input, exposure, study)
    if (exposure && exposureReport) {
      this.exposure!.add(exposure, exposureReport)
      this.plan!.add(input, exposure)
    } else this.exposure?.skip(input)
    this.consolidation.add(figures)
    const conclusions = entityConclusions(figures, study)
    if (conclusions) this.conclusions.push(conclusions)
    const index = this.overviewEntities.length
    for (const entry of collectionStartsAhead(figures, study)) this.ahead.push({ index, entry })
    this.statesWithoutSinceNexus += figures.summary.statesWithoutSinceNexus.length
    this.overviewEntities.push({ entity: ref, ...exposureOf, statesWithActivity: figures.summary.statesWithActivity, statusSource: statusSource(figures, findings) })
    if (findings.length > 0) this.findingEntities.push(ref)
    this.addFindings(findings)
    const running = runningMeasures(figures, study)
    return {
      report: { file: `entities/${input.code}.json`, schema: 'output/entity-report.schema.json', data: entityReport(figures, findings, abroad.international, study, exposureOf) },
      running: running && { file: runningPath(input.code), schema: 'output/running.schema.json', data: running },
      exposure: exposureReport && { file: exposureFile(input.code), schema: 'output/entity-exposure.schema.json', data: exposureReport },
    }
  }

  /** The study-level files, once every entity has been given (exposure.json in a study with exposure). */
  studyFiles(): Record<'overview' | 'consolidated' | 'recommendations' | 'findings' | 'international' | 'rates', Output> & { exposure?: Output; plan?: Output } {
    const study = this.study
    this.addFindings(this.international.findings())
    this.addFindings(studyLawFindings(study))
    const consolidated = this.consolidation.report(study)
    const exposure = this.exposure?.overview() ?? null
    const overview: Overview = {
      asOf: studyAsOf(study),
      entities: this.overviewEntities,
      entitiesWithActivityAbroad: this.international.withActivity,
      entityCount: this.overviewEntities.length,
      ...(exposure ? { exposure } : {}),
      findingCounts: this.counts,
      jurisdictionsWithActivity: this.consolidation.statesWithActivity,
      study: studyRef(study),
      summary: executiveSummary(study, { conclusions: this.conclusions, totals: consolidated.totals, exposure, ahead: this.ahead, statesWithoutSinceNexus: this.statesWithoutSinceNexus }),
    }
    const findingsFile: Findings = { counts: this.counts, entities: this.findingEntities, findings: this.findings, study: studyRef(study) }
    return {
      overview: { file: 'overview.json', schema: 'output/overview.schema.json', data: overview },
      consolidated: { file: 'consolidated.json', schema: 'output/consolidated.schema.json', data: consolidated },
      recommendations: { file: 'recommendations.json', schema: 'output/recommendations.schema.json', data: recommendations(study, this.conclusions, this.international.internationalConsiderations(), this.exposure?.computedActions()) },
      findings: { file: 'findings.json', schema: 'output/findings.schema.json', data: findingsFile },
      international: { file: 'international.json', schema: 'output/international.schema.json', data: this.international.report() },
      rates: { file: 'rates.json', schema: 'output/rates.schema.json', data: ratesReport(study, consolidated) },
      ...(this.exposure ? { exposure: { file: 'exposure.json', schema: 'output/exposure.schema.json', data: this.exposure.report() } } : {}),
      ...(this.plan ? { plan: { file: 'plan.json', schema: 'output/plan.schema.json', data: this.plan.report() } } : {}),
    }
  }

  private addFindings(findings: readonly Finding[]): void {
    for (const finding of findings) {
      this.findings.push(finding)
      this.counts.total++
      this.counts[finding.severity]++
    }
  }
}

/**
 * Files in the order the pipeline lists them: overview.json, the entity reports, the running measures,
 * the entities' exposures, then the other study-level files, each group in the order made.
 */
export function listingOrder<T extends { file: string }>(files: readonly T[]): T[] {
  const rank = (file: string) => file === 'overview.json' ? 0 : file.startsWith('entities/') ? 1 : file.startsWith('running/') ? 2 : file.startsWith('exposure/') ? 3 : 4
  return [...files].sort((a, b) => rank(a.file) - rank(b.file))
}
