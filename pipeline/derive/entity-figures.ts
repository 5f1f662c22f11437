/**
 * The figures of one entity that every output shares: its status in each state, its state rows with
 * taxable revenue and liability, and its summary. Computed once per entity, then read by the entity
 * report, the consolidated report and the data checks.
 */
import { liabilityCents, percentOf, sum } from '../money.ts'
import { byStateCode, stateNames } from '../../schemas/us-states.ts'
import { determine, type Determination } from '../transactions/determine.ts'
import { DailySeries } from '../transactions/daily.ts'
import type { EntityInput, SalesInput } from '../read/entity.ts'
import type { NexusRecord } from '../read/nexus-export.ts'
import type { Study } from '../read/study.ts'
import type { EntitySummary, EntityStateRow, JurisdictionStatus, StatusSource, UsStateCode } from '../../schemas/generated/types.ts'

export const CROSSED = 'Crossed Threshold'

export interface EntityFigures {
  input: EntityInput
  /**
   * The US rows the statuses come from, by state: the computed determinations for an entity with
   * dated sales (one per state of thresholds.csv), else the export's rows; empty when it has neither.
   */
  exportRows: Map<UsStateCode, NexusRecord>
  /** The tax engine's US rows by state, empty when the entity has no export. */
  engineRows: Map<UsStateCode, NexusRecord>
  /** The computed determinations by state; null when the entity has no dated sales. */
  determinations: Map<UsStateCode, Determination> | null
  /** The entity's daily totals per state of thresholds.csv, over the days read; null when it has no dated sales. */
  series: Map<UsStateCode, DailySeries> | null
  statusSource: StatusSource['kind']
  statusOf(state: UsStateCode): JurisdictionStatus
  rows: EntityStateRow[]
  summary: EntitySummary
}

export function entityFigures(entity: EntityInput, study: Study): EntityFigures {
  const engineRows = new Map<UsStateCode, NexusRecord>()
  for (const row of entity.nexus?.rows ?? []) if (row.state) engineRows.set(row.state, row)
  const series = entity.sales ? salesSeries(entity.sales, study) : null
  const determinations = series ? determineAll(series, study) : null
  // TRANSACTIONS.md: computed statuses win where there are dated sales; the export is then only compared.
  const exportRows: Map<UsStateCode, NexusRecord> = determinations ?? engineRows
  const statusSource: StatusSource['kind'] = determinations
    ? (entity.nexus ? 'computed and export' : 'computed')
    : entity.nexus ? 'export' : 'default statuses'

  // STUDY-FORMAT.md: the export's Overall Status (blank: Not Determined); without an export, the
  // default-status table; otherwise Not Exposed. A computed entity reads its determinations the same way.
  const statusOf = (state: UsStateCode): JurisdictionStatus => {
    if (entity.nexus || determinations) {
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
        dateCrossedThreshold: status === CROSSED ? exportRows.get(state)?.dateCrossedThreshold ?? null : null,
        // A taxable state without a rate counts 0 (and is a data-check finding).
        liabilityCents: taxable ? liabilityCents(revenue.cents, rate ?? 0) : null,
        ratePercent: rate === undefined ? null : rate / 1000,
        revenueCents: revenue.cents,
        state,
        stateName: stateNames[state],
        status,
        taxable,
        taxableRevenueCents: taxable ? revenue.cents : 0,
      }
    })

  const totalRevenueCents = sum([...entity.revenue.values()].map((revenue) => revenue.cents))
  const taxableRevenueCents = sum(rows.map((row) => row.taxableRevenueCents))
  const liability = sum(rows.map((row) => row.liabilityCents ?? 0))
  const nexusStates = rows.filter((row) => row.taxable).map((row) => row.state)

  return {
    input: entity,
    exportRows,
    engineRows,
    determinations,
    series,
    statusSource,
    statusOf,
    rows,
    summary: {
      effectiveRatePercent: percentOf(liability, taxableRevenueCents, 2),
      liabilityCents: liability,
      nexusStates,
      statesWithActivity: rows.length,
      statesWithNexus: nexusStates.length,
      taxableRevenueCents,
      taxableSharePercent: percentOf(taxableRevenueCents, totalRevenueCents, 1),
      totalRevenueCents,
    },
  }
}

/** One series of daily totals per state of thresholds.csv, by state code, over the days read (none: an empty one). */
function salesSeries(sales: SalesInput, study: Study): Map<UsStateCode, DailySeries> {
  const { first, last } = study.scope
  return new Map([...study.thresholds.keys()].sort(byStateCode).map((state) => [state, new DailySeries(sales.days.get(state) ?? [], first, last)]))
}

/** One determination per state of thresholds.csv. */
function determineAll(series: Map<UsStateCode, DailySeries>, study: Study): Map<UsStateCode, Determination> {
  return new Map([...series].map(([state, daily]) => [state, determine(study.thresholds.get(state)!, daily, study.scope)]))
}
