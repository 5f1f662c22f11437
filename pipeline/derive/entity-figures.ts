/**
 * The figures of one entity that every output shares: its status in each state, its state rows with
 * taxable revenue and liability, and its summary. Computed once per entity, then read by the entity
 * report, the consolidated report and the data checks.
 */
import { liabilityCents, percentOf, sum } from '../money.ts'
import { byStateCode, stateNames } from '../us-states.ts'
import type { EntityInput, NexusRecord, Study } from '../read/study.ts'
import type { EntitySummary, EntityStateRow, JurisdictionStatus, UsStateCode } from '../../schemas/types.ts'

export const CROSSED = 'Crossed Threshold'

export interface EntityFigures {
  input: EntityInput
  /** The export's US rows by state, empty when the entity has no export. */
  exportRows: Map<UsStateCode, NexusRecord>
  statusOf(state: UsStateCode): JurisdictionStatus
  rows: EntityStateRow[]
  summary: EntitySummary
}

export function entityFigures(entity: EntityInput, study: Study): EntityFigures {
  const exportRows = new Map<UsStateCode, NexusRecord>()
  for (const row of entity.nexus?.rows ?? []) if (row.state) exportRows.set(row.state, row)

  // STUDY-FORMAT.md: the export's Overall Status (blank: Not Determined); without an export, the
  // default-status table; otherwise Not Exposed.
  const statusOf = (state: UsStateCode): JurisdictionStatus => {
    if (entity.nexus) {
      const row = exportRows.get(state)
      if (!row) return 'Not Exposed'
      return row.overallStatus === '' ? 'Not Determined' : row.overallStatus
    }
    return study.defaultStatuses.get(state) ?? 'Not Exposed'
  }

  const rows: EntityStateRow[] = [...entity.revenue]
    .filter(([, revenue]) => revenue.cents !== 0)
    .sort(([a], [b]) => byStateCode(a, b))
    .map(([state, revenue]) => {
      const status = statusOf(state)
      const taxable = status === CROSSED
      const rate = study.rates.get(state)
      return {
        state,
        stateName: stateNames[state],
        status,
        revenueCents: revenue.cents,
        ratePercent: rate === undefined ? null : rate / 1000,
        taxable,
        taxableRevenueCents: taxable ? revenue.cents : 0,
        // A taxable state without a rate counts 0 (and is a data-check finding).
        liabilityCents: taxable ? liabilityCents(revenue.cents, rate ?? 0) : null,
      }
    })

  const totalRevenueCents = sum([...entity.revenue.values()].map((revenue) => revenue.cents))
  const taxableRevenueCents = sum(rows.map((row) => row.taxableRevenueCents))
  const liability = sum(rows.map((row) => row.liabilityCents ?? 0))
  const nexusStates = rows.filter((row) => row.taxable).map((row) => row.state)

  return {
    input: entity,
    exportRows,
    statusOf,
    rows,
    summary: {
      totalRevenueCents,
      taxableRevenueCents,
      liabilityCents: liability,
      statesWithActivity: rows.length,
      statesWithNexus: nexusStates.length,
      nexusStates,
      taxableSharePercent: percentOf(taxableRevenueCents, totalRevenueCents, 1),
      effectiveRatePercent: percentOf(liability, taxableRevenueCents, 2),
    },
  }
}
