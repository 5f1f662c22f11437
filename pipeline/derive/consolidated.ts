/**
 * generated/consolidated.json: every entity side by side, the states combined, and the two top-5
 * lists. Money is summed from the entities' rounded lines, so every table foots.
 */
import { percentOf, sum } from '../money.ts'
import { byStateCode, stateNames } from '../us-states.ts'
import { entityRef, studyRef } from './routes.ts'
import type { EntityFigures } from './entity-figures.ts'
import type { Study } from '../read/study.ts'
import type { Consolidated, ConsolidatedStateRow, UsStateCode } from '../../schemas/types.ts'

export const TOP_LIST_LENGTH = 5

export function consolidated(all: readonly EntityFigures[], study: Study): Consolidated {
  const states = consolidatedStates(all, study)
  const totalRevenueCents = sum(all.map((figures) => figures.summary.totalRevenueCents))
  const taxableRevenueCents = sum(all.map((figures) => figures.summary.taxableRevenueCents))
  const liabilityCents = sum(all.map((figures) => figures.summary.liabilityCents))

  return {
    study: studyRef(study),
    entityCount: all.length,
    totals: {
      totalRevenueCents,
      taxableRevenueCents,
      liabilityCents,
      taxableSharePercent: percentOf(taxableRevenueCents, totalRevenueCents, 1),
      effectiveRatePercent: percentOf(liabilityCents, taxableRevenueCents, 2),
      statesWithNexus: states.filter((row) => row.hasNexus).length,
      statesWithActivity: states.length,
    },
    entities: all.map(({ input, summary }) => ({
      entity: entityRef(input),
      totalRevenueCents: summary.totalRevenueCents,
      taxableRevenueCents: summary.taxableRevenueCents,
      liabilityCents: summary.liabilityCents,
      statesWithNexus: summary.statesWithNexus,
      totalStates: summary.statesWithActivity,
    })),
    states,
    topRevenue: top(states, (row) => row.combinedRevenueCents),
    topLiability: top(states.filter((row) => row.hasNexus), (row) => row.liabilityCents ?? 0),
  }
}

/** Every state where any entity has activity, by state code. */
function consolidatedStates(all: readonly EntityFigures[], study: Study): ConsolidatedStateRow[] {
  type Row = EntityFigures['rows'][number] & { entity: string }
  const byState = new Map<UsStateCode, Row[]>()
  for (const figures of all) {
    for (const entityRow of figures.rows) {
      const row = { ...entityRow, entity: figures.input.code }
      const rows = byState.get(row.state)
      if (rows) rows.push(row)
      else byState.set(row.state, [row])
    }
  }
  return [...byState]
    .sort(([a], [b]) => byStateCode(a, b))
    .map(([state, rows]) => {
      const taxable = rows.filter((row) => row.taxable)
      const rate = study.rates.get(state)
      return {
        state,
        stateName: stateNames[state],
        combinedRevenueCents: sum(rows.map((row) => row.revenueCents)),
        brandsWithNexus: taxable.length,
        nexusEntities: taxable.map((row) => row.entity),
        hasNexus: taxable.length > 0,
        ratePercent: rate === undefined ? null : rate / 1000,
        liabilityCents: taxable.length > 0 ? sum(taxable.map((row) => row.liabilityCents ?? 0)) : null,
      }
    })
}

/** The first five by amount, descending; ties by state code ascending. */
function top(rows: readonly ConsolidatedStateRow[], amount: (row: ConsolidatedStateRow) => number): ConsolidatedStateRow[] {
  return [...rows].sort((a, b) => amount(b) - amount(a) || byStateCode(a.state, b.state)).slice(0, TOP_LIST_LENGTH)
}
