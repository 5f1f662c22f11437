/**
 * The figures of one entity that every output shares: its status in each state, its state rows with
 * taxable revenue, liability and the liability since nexus (since-nexus.ts), its exposure in a study
 * with exposure, and its summary. Computed once per entity, then read by the entity report, the
 * consolidated report, the conclusions and the data checks.
 */
import { liabilityCents, percentOf, sum } from '../money.ts'
import { EntitySinceNexus, addParts } from './since-nexus.ts'
import { entityExposure, type ExposureFigures } from '../exposure/entity.ts'
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
  /** The entity's exposure, in a study with exposure for an entity with dated sales; else null. */
  exposure: ExposureFigures | null
  statusSource: StatusSource['kind']
  statusOf(state: UsStateCode): JurisdictionStatus
  /** In a study with exposure, for an entity with dated sales: the start of a nexus period that runs into the tax year from an earlier one; else null. */
  nexusSince(state: UsStateCode): string | null
  rows: EntityStateRow[]
  summary: EntitySummary
}

export function entityFigures(entity: EntityInput, study: Study): EntityFigures {
  const engineRows = new Map<UsStateCode, NexusRecord>()
  for (const row of entity.nexus?.rows ?? []) if (row.state) engineRows.set(row.state, row)
  const series = entity.sales ? salesSeries(entity.sales, study) : null
  const determinations = series ? determineAll(series, study) : null
  const exposure = study.scope.exposure && series
    ? entityExposure({ series, rules: study.thresholds, rates: study.rateRules, law: study.law, first: study.scope.first, exposure: study.scope.exposure })
    : null
  const sinceNexus = new EntitySinceNexus({ engineRows, determinations, series, exposure }, study)
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
      const since = sinceNexus.of(state, status)
      return {
        dateCrossedThreshold: status === CROSSED ? exportRows.get(state)?.dateCrossedThreshold ?? null : null,
        ...('exposureTaxCents' in since ? { exposureTaxCents: since.exposureTaxCents } : {}),
        // A taxable state without a rate counts 0 (and is a data-check finding).
        liabilityCents: taxable ? liabilityCents(revenue.cents, rate ?? 0) : null,
        liabilitySinceNexusCents: since.liabilitySinceNexusCents,
        nexusSince: since.nexusSince,
        ratePercent: rate === undefined ? null : rate / 1000,
        ...('reconciliation' in since ? { reconciliation: since.reconciliation } : {}),
        revenueCents: revenue.cents,
        salesSinceNexusCents: since.salesSinceNexusCents,
        sinceNexusBasis: since.sinceNexusBasis,
        sinceNexusFrom: since.sinceNexusFrom,
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
  const exposureSums = exposureSumsOf(rows, sinceNexus, study, exposure)

  return {
    input: entity,
    exportRows,
    engineRows,
    determinations,
    series,
    exposure,
    statusSource,
    statusOf,
    nexusSince: (state) => sinceNexus.nexusSince(state),
    rows,
    summary: {
      effectiveRatePercent: percentOf(liability, taxableRevenueCents, 2),
      ...(exposureSums ? { exposureTaxCents: exposureSums.exposureTaxCents } : {}),
      liabilityCents: liability,
      liabilitySinceNexusCents: sum(rows.map((row) => row.liabilitySinceNexusCents ?? 0)),
      nexusStates,
      ...(exposureSums ? { reconciliation: exposureSums.reconciliation } : {}),
      statesWithActivity: rows.length,
      statesWithNexus: nexusStates.length,
      // A taxable state has a liability since nexus unless nothing says when nexus began (default statuses).
      statesWithoutSinceNexus: rows.filter((row) => row.taxable && row.liabilitySinceNexusCents === null).map((row) => row.state),
      taxableRevenueCents,
      taxableSharePercent: percentOf(taxableRevenueCents, totalRevenueCents, 1),
      totalRevenueCents,
    },
  }
}

/**
 * In a study with exposure, the entity's exposure tax of the tax year and its reconciliation: its rows'
 * summed, plus the tax of states with exposure and no row (no revenue in the tax year) as a part of
 * its own; null for an entity without dated sales. Nothing in a study without exposure.
 */
function exposureSumsOf(rows: readonly EntityStateRow[], sinceNexus: EntitySinceNexus, study: Study, exposure: ExposureFigures | null): Pick<EntitySummary, 'exposureTaxCents' | 'reconciliation'> | null {
  if (!study.scope.exposure) return null
  if (!exposure) return { exposureTaxCents: null, reconciliation: null }
  const withoutRows = sinceNexus.taxOfStatesWithout(new Set(rows.map((row) => row.state)))
  const extra = withoutRows === 0 ? [] : [{ differenceCents: withoutRows, parts: [{ cents: withoutRows, reason: 'states without revenue in the tax year' as const }] }]
  return {
    exposureTaxCents: sum([...rows.map((row) => row.exposureTaxCents ?? 0), withoutRows]),
    reconciliation: addParts([...rows.map((row) => row.reconciliation), ...extra]),
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
