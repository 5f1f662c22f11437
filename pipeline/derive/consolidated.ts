/**
 * generated/consolidated.json: every entity side by side, the states combined, and the two top-5
 * lists. Gathered one entity at a time (only its summary and its state rows' sums are kept); money is
 * summed from the entities' rounded lines, so every table foots.
 */
import { percentOf, sum } from '../money.ts'
import { addParts } from './since-nexus.ts'
import { byStateCode, stateNames } from '../../schemas/us-states.ts'
import { entityRef, studyRef } from './refs.ts'
import type { EntityFigures } from './entity-figures.ts'
import type { Study } from '../read/study.ts'
import type { Consolidated, ConsolidatedEntityRow, ConsolidatedStateRow, Reconciliation, UsStateCode } from '../../schemas/generated/types.ts'

export const TOP_LIST_LENGTH = 5

/** One state across the entities so far. */
interface StateTotals {
  revenueCents: number
  /** Entities whose status there is Crossed Threshold, in manifest order. */
  nexusEntities: string[]
  liabilityCents: number
  /** The entities' liabilities since nexus; null while none has one. */
  liabilitySinceNexusCents: number | null
  /** In a study with exposure: the entities' exposure tax of the tax year (null while none has dated sales) and their reconciliations. */
  exposureTaxCents: number | null
  reconciliations: (Reconciliation | null | undefined)[]
}

export class Consolidation {
  private readonly entities: ConsolidatedEntityRow[] = []
  private readonly states = new Map<UsStateCode, StateTotals>()

  add({ input, summary, rows }: EntityFigures): void {
    this.entities.push({
      entity: entityRef(input),
      ...('exposureTaxCents' in summary ? { exposureTaxCents: summary.exposureTaxCents ?? null } : {}),
      liabilityCents: summary.liabilityCents,
      liabilitySinceNexusCents: summary.liabilitySinceNexusCents,
      ...('reconciliation' in summary ? { reconciliation: summary.reconciliation ?? null } : {}),
      statesWithNexus: summary.statesWithNexus,
      taxableRevenueCents: summary.taxableRevenueCents,
      totalRevenueCents: summary.totalRevenueCents,
      totalStates: summary.statesWithActivity,
    })
    for (const row of rows) {
      let state = this.states.get(row.state)
      if (!state) this.states.set(row.state, state = { revenueCents: 0, nexusEntities: [], liabilityCents: 0, liabilitySinceNexusCents: null, exposureTaxCents: null, reconciliations: [] })
      state.revenueCents = sum([state.revenueCents, row.revenueCents])
      if (row.liabilitySinceNexusCents !== null) state.liabilitySinceNexusCents = sum([state.liabilitySinceNexusCents ?? 0, row.liabilitySinceNexusCents])
      if (row.exposureTaxCents !== undefined && row.exposureTaxCents !== null) state.exposureTaxCents = sum([state.exposureTaxCents ?? 0, row.exposureTaxCents])
      if (row.reconciliation) state.reconciliations.push(row.reconciliation)
      if (!row.taxable) continue
      state.nexusEntities.push(input.code)
      state.liabilityCents = sum([state.liabilityCents, row.liabilityCents ?? 0])
    }
  }

  /** The number of states where any entity so far has activity. */
  get statesWithActivity(): number {
    return this.states.size
  }

  report(study: Study): Consolidated {
    const states = this.stateRows(study)
    const totalRevenueCents = sum(this.entities.map((row) => row.totalRevenueCents))
    const taxableRevenueCents = sum(this.entities.map((row) => row.taxableRevenueCents))
    const liabilityCents = sum(this.entities.map((row) => row.liabilityCents))
    const withExposure = study.scope.exposure !== null
    const computed = this.entities.filter((row) => row.exposureTaxCents !== undefined && row.exposureTaxCents !== null)
    return {
      entities: this.entities,
      entityCount: this.entities.length,
      states,
      study: studyRef(study),
      topLiability: top(states.filter((row) => row.hasNexus), (row) => row.liabilityCents ?? 0),
      topRevenue: top(states, (row) => row.combinedRevenueCents),
      totals: {
        effectiveRatePercent: percentOf(liabilityCents, taxableRevenueCents, 2),
        ...(withExposure ? { exposureTaxCents: computed.length === 0 ? null : sum(computed.map((row) => row.exposureTaxCents!)) } : {}),
        liabilityCents,
        liabilitySinceNexusCents: sum(this.entities.map((row) => row.liabilitySinceNexusCents)),
        ...(withExposure ? { reconciliation: addParts(this.entities.map((row) => row.reconciliation)) } : {}),
        statesWithActivity: states.length,
        statesWithNexus: states.filter((row) => row.hasNexus).length,
        taxableRevenueCents,
        taxableSharePercent: percentOf(taxableRevenueCents, totalRevenueCents, 1),
        totalRevenueCents,
      },
    }
  }

  /** Every state where any entity has activity, by state code. */
  private stateRows(study: Study): ConsolidatedStateRow[] {
    return [...this.states]
      .sort(([a], [b]) => byStateCode(a, b))
      .map(([state, totals]) => {
        const rate = study.rates.get(state)
        const hasNexus = totals.nexusEntities.length > 0
        const withExposure = study.scope.exposure !== null
        return {
          combinedRevenueCents: totals.revenueCents,
          entitiesWithNexus: totals.nexusEntities.length,
          ...(withExposure ? { exposureTaxCents: totals.exposureTaxCents } : {}),
          hasNexus,
          liabilityCents: hasNexus ? totals.liabilityCents : null,
          liabilitySinceNexusCents: totals.liabilitySinceNexusCents,
          nexusEntities: totals.nexusEntities,
          ratePercent: rate === undefined ? null : rate / 1000,
          ...(withExposure ? { reconciliation: addParts(totals.reconciliations) } : {}),
          state,
          stateName: stateNames[state],
        }
      })
  }
}

/** The first five by amount, descending; ties by state code ascending. */
function top(rows: readonly ConsolidatedStateRow[], amount: (row: ConsolidatedStateRow) => number): ConsolidatedStateRow[] {
  return [...rows].sort((a, b) => amount(b) - amount(a) || byStateCode(a.state, b.state)).slice(0, TOP_LIST_LENGTH)
}
