/**
 * generated/entities/<CODE>.json: one entity's brand report (state rows, summary) and its
 * separate-entity analysis (US exposures from the export, grouped and ordered; non-US activity).
 */
import { hundredthsToTenths } from '../money.ts'
import { byStateCode, stateNames } from '../us-states.ts'
import { dataChecksPath, entityRef, studyRef } from './routes.ts'
import { runningPath } from './running.ts'
import type { EntityFigures } from './entity-figures.ts'
import type { NexusRecord } from '../read/nexus-export.ts'
import type { Study } from '../read/study.ts'
import type { EntityReport, Exposure, Exposures, Finding, InternationalActivity, StatusSource, UsStateCode } from '../../schemas/types.ts'

export function entityReport(figures: EntityFigures, findings: Finding[], study: Study): EntityReport {
  return {
    study: studyRef(study),
    entity: entityRef(figures.input),
    dataChecksPath,
    statusSource: statusSource(figures, findings),
    summary: figures.summary,
    states: figures.rows,
    exposures: exposures(figures),
    international: international(figures.input.nexus?.rows ?? []),
    findings,
  }
}

function exposures(figures: EntityFigures): Exposures {
  const groups: Exposures = { hasExport: figures.input.nexus !== null || figures.determinations !== null, crossed: [], approaching: [], exposed: [], other: [] }
  const rows = [...figures.exportRows].sort(([a], [b]) => byStateCode(a, b))
  for (const [state, row] of rows) {
    const status = figures.statusOf(state)
    if (status === 'No Sales Tax' || status === 'Not Exposed') continue
    const group = status === 'Crossed Threshold' ? groups.crossed
      : status === 'Approaching' ? groups.approaching
      : status === 'Exposed' ? groups.exposed
      : groups.other
    group.push(exposure(state, row, status))
  }
  return groups
}

function exposure(state: UsStateCode, row: NexusRecord, status: Exposure['overallStatus']): Exposure {
  return {
    jurisdiction: row.jurisdiction,
    stateCode: state,
    stateName: stateNames[state],
    overallStatus: status,
    salesAmountCents: row.salesAmountCents,
    salesThresholdCents: row.salesThresholdCents,
    totalSalesCents: row.totalSalesCents,
    salesPercentage: row.salesPercentHundredths / 100,
    percentOfThreshold: hundredthsToTenths(row.salesPercentHundredths),
    remainingToThresholdCents: row.salesThresholdCents - row.totalSalesCents,
    dateCrossedThreshold: row.dateCrossedThreshold,
    nexusThresholdType: row.nexusThresholdType,
    transactionsCount: row.transactionsCount,
    transactionsThreshold: row.transactionsThreshold,
    transactionsPercentage: row.transactionsThreshold === null ? null : row.transactionsPercentHundredths / 100,
    percentOfTransactionsThreshold:
      row.transactionsThreshold === null ? null : hundredthsToTenths(row.transactionsPercentHundredths),
  }
}

/** Non-US rows with any sales or transactions, in the export's order (Unattributed Revenue last). */
function international(rows: readonly NexusRecord[]): InternationalActivity[] {
  return rows
    .filter((row) => row.state === null && (row.totalSalesCents !== 0 || row.transactionsCount !== 0))
    .map((row) => ({
      jurisdiction: row.jurisdiction,
      ruleSetName: row.ruleSetName,
      currency: row.currency,
      totalSalesMinor: row.totalSalesCents,
      transactionsCount: row.transactionsCount,
      overallStatus: row.overallStatus === '' ? 'Not Determined' : row.overallStatus,
      dateCrossedThreshold: row.dateCrossedThreshold,
    }))
}

/** Where the entity's statuses come from, with the number of states where the export disagrees. */
export function statusSource(figures: EntityFigures, findings: readonly Finding[]): StatusSource {
  return {
    kind: figures.statusSource,
    disagreements: findings.filter((finding) => finding.code === 'EXPORT_STATUS_DIFFERS').length,
    runningPath: figures.determinations ? runningPath(figures.input.code) : null,
  }
}
