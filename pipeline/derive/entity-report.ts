/**
 * generated/entities/<CODE>.json: one entity's entity report (state rows, summary) and its
 * separate-entity analysis (US exposures from the export, grouped and ordered; activity abroad, from international.ts).
 */
import { difference, hundredthsToTenths } from '../money.ts'
import { byStateCode, stateNames } from '../../schemas/us-states.ts'
import { entityRef, studyRef } from './refs.ts'
import { runningPath } from './running.ts'
import { measured } from './measured.ts'
import type { EntityFigures } from './entity-figures.ts'
import type { NexusRecord } from '../read/nexus-export.ts'
import type { Study } from '../read/study.ts'
import type { EntityInternational, EntityReport, Exposure, Exposures, Finding, StatusSource, UsStateCode } from '../../schemas/generated/types.ts'

/** `exposure` holds the entity's exposureFile in a study with exposure, nothing otherwise. */
export function entityReport(figures: EntityFigures, findings: Finding[], international: EntityInternational, study: Study, exposure: Pick<EntityReport, 'exposureFile'> = {}): EntityReport {
  return {
    entity: entityRef(figures.input),
    ...exposure,
    exposures: exposures(figures),
    findings,
    international,
    states: figures.rows,
    statusSource: statusSource(figures, findings),
    study: studyRef(study),
    summary: figures.summary,
  }
}

function exposures(figures: EntityFigures): Exposures {
  const groups: Exposures = { approaching: [], crossed: [], exposed: [], hasExport: figures.input.nexus !== null || figures.determinations !== null, other: [] }
  const rows = [...figures.exportRows].sort(([a], [b]) => byStateCode(a, b))
  for (const [state, row] of rows) {
    const status = figures.statusOf(state)
    if (status === 'No Sales Tax' || status === 'Not Exposed') continue
    const group = status === 'Crossed Threshold' ? groups.crossed
      : status === 'Approaching' ? groups.approaching
      : status === 'Exposed' ? groups.exposed
      : groups.other
    group.push(exposure(state, row, status, figures.nexusSince(state)))
  }
  return groups
}

function exposure(state: UsStateCode, row: NexusRecord, status: Exposure['overallStatus'], nexusSince: string | null): Exposure {
  return {
    dateCrossedThreshold: row.dateCrossedThreshold,
    jurisdiction: row.jurisdiction,
    measured: measured(row, status),
    nexusSince,
    nexusThresholdType: row.nexusThresholdType,
    overallStatus: status,
    percentOfThreshold: hundredthsToTenths(row.salesPercentHundredths),
    percentOfTransactionsThreshold:
      row.transactionsThreshold === null ? null : hundredthsToTenths(row.transactionsPercentHundredths),
    remainingToThresholdCents: difference(row.salesThresholdCents, row.totalSalesCents),
    salesAmountCents: row.salesAmountCents,
    salesPercentage: row.salesPercentHundredths / 100,
    salesThresholdCents: row.salesThresholdCents,
    stateCode: state,
    stateName: stateNames[state],
    totalSalesCents: row.totalSalesCents,
    transactionsCount: row.transactionsCount,
    transactionsPercentage: row.transactionsThreshold === null ? null : row.transactionsPercentHundredths / 100,
    transactionsThreshold: row.transactionsThreshold,
  }
}

/** Where the entity's statuses come from, with the number of states where the export disagrees. */
export function statusSource(figures: EntityFigures, findings: readonly Finding[]): StatusSource {
  return {
    disagreements: findings.filter((finding) => finding.code === 'EXPORT_STATUS_DIFFERS').length,
    kind: figures.statusSource,
    runningPath: figures.determinations ? runningPath(figures.input.code) : null,
  }
}
