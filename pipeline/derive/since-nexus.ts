/**
 * The liability since nexus (issue 28, one set of figures), beside SPEC.md's liability, which takes the
 * tax year's whole revenue at the rate as if collected from 1 January: the same rate on the sales from
 * the day collecting should have begun. For an entity read from the engine's export, its Sales After
 * Nexus; for one with dated sales, the net sales of every channel (as revenue counts them) on the tax
 * year's collection days: from the date crossed moved by Collection Starts, or, in a study with
 * exposure, the collection days of its nexus periods, which may run on from an earlier year's crossing
 * (nexus that sticks). In a study with exposure, each state's exposure tax of the tax year stands beside
 * it, with one reconciliation whose parts by reason add up to the difference exactly. Integer cents;
 * every figure rounded once, as its own definition says.
 */
import { divideRounded, liabilityCents, sum, toSafeNumber } from '../money.ts'
import { isoDay, parseDay, taxYearDays, ymd } from '../transactions/dates.ts'
import { collectionDays, collectionStart } from '../exposure/periods.ts'
import { taxOn } from '../law/ledger.ts'
import { NO_LAW } from '../law/tables.ts'
import type { UsedRow } from '../law/ledger.ts'
import { reconciliationReasons } from '../../schemas/generated/values.ts'
import type { DailySeries } from '../transactions/daily.ts'
import type { Window } from '../transactions/windows.ts'
import type { Determination } from '../transactions/determine.ts'
import type { ExposureFigures } from '../exposure/entity.ts'
import type { StateExposure } from '../exposure/state.ts'
import type { NexusPeriod } from '../exposure/periods.ts'
import type { NexusRecord } from '../read/nexus-export.ts'
import type { Study } from '../read/study.ts'
import type { EntityStateRow, JurisdictionStatus, Reconciliation, ReconciliationReason, UsStateCode } from '../../schemas/generated/types.ts'

const CROSSED = 'Crossed Threshold'

/** A state row's figures since nexus, with its keys as the row names them. */
export type SinceNexus = Pick<EntityStateRow, 'nexusSince' | 'sinceNexusBasis' | 'sinceNexusFrom' | 'salesSinceNexusCents' | 'liabilitySinceNexusCents'>
  & { exposureTaxCents?: number | null; reconciliation?: Reconciliation | null }

/** What an entity's figures since nexus are taken from. */
export interface SinceNexusInputs {
  /** The tax engine's US rows by state (empty without an export). */
  engineRows: ReadonlyMap<UsStateCode, NexusRecord>
  /** The computed determinations; null without dated sales. */
  determinations: ReadonlyMap<UsStateCode, Determination> | null
  series: ReadonlyMap<UsStateCode, DailySeries> | null
  /** The entity's exposure, in a study with exposure for an entity with dated sales; else null. */
  exposure: ExposureFigures | null
}

/** Reason by reason, in the order of the schema's list. */
type Parts = Record<ReconciliationReason, number>

const NONE: SinceNexus = { nexusSince: null, sinceNexusBasis: null, sinceNexusFrom: null, salesSinceNexusCents: null, liabilitySinceNexusCents: null }

/** Each state's figures since nexus for one entity: `of(state, status)` for a state row. */
export class EntitySinceNexus {
  private readonly year: { first: number; last: number }
  private readonly stateExposure: Map<UsStateCode, StateExposure>
  /** Whether the study has exposure: its rows then carry exposureTaxCents and reconciliation. */
  private readonly withExposure: boolean

  constructor(private readonly inputs: SinceNexusInputs, private readonly study: Study) {
    this.year = taxYearDays(study.manifest.taxYear)
    this.stateExposure = new Map(inputs.exposure?.states.map(({ state, exposure }) => [state, exposure]) ?? [])
    this.withExposure = study.scope.exposure !== null
  }

  of(state: UsStateCode, status: JurisdictionStatus): SinceNexus {
    const rate = this.study.rates.get(state) ?? 0
    const { determinations, exposure } = this.inputs
    if (exposure) return this.fromExposure(state, rate)
    const figures = determinations ? this.fromCrossing(state, status, rate) : this.fromExport(state, status, rate)
    // An entity without dated sales in a study with exposure: no exposure to set beside it.
    return this.withExposure ? { ...figures, exposureTaxCents: null, reconciliation: null } : figures
  }

  /** The start of the nexus period that holds the tax year's first nexus day, where it began before the tax year; else null. */
  nexusSince(state: UsStateCode): string | null {
    const first = this.periodsInYear(state)[0]
    return first && first.start < this.year.first ? isoDay(first.start) : null
  }

  /** The state's nexus periods that reach into the tax year (a study with exposure, an entity with dated sales). */
  private periodsInYear(state: UsStateCode): NexusPeriod[] {
    return this.stateExposure.get(state)?.periods.filter((period) => period.start <= this.year.last && period.end >= this.year.first) ?? []
  }

  /**
   * The exposure's tax of the tax year in states that have no row (no revenue in the tax year), which
   * the entity's sums add as a part of their own.
   */
  taxOfStatesWithout(rows: ReadonlySet<UsStateCode>): number {
    return sum([...this.stateExposure].filter(([state]) => !rows.has(state)).map(([, figures]) => this.taxOfYear(figures)))
  }

  /** Sales After Nexus × rate, for a taxable state of an entity read from the engine's export. */
  private fromExport(state: UsStateCode, status: JurisdictionStatus, rate: number): SinceNexus {
    const row = this.inputs.engineRows.get(state)
    if (status !== CROSSED || !row || row.salesAfterNexusCents === null) return NONE
    return sinceNexus(null, 'Sales After Nexus', null, row.salesAfterNexusCents, rate)
  }

  /** A study without exposure: the sales from the date crossed, moved by the rule's Collection Starts, through 31 December. */
  private fromCrossing(state: UsStateCode, status: JurisdictionStatus, rate: number): SinceNexus {
    const crossed = this.inputs.determinations!.get(state)?.dateCrossedThreshold
    const series = this.inputs.series!.get(state)
    if (status !== CROSSED || !crossed || !series) return NONE
    const day = parseDay(crossed)
    const start = collectionStart(this.study.thresholds.get(state)!.on(day)!.collectionStarts, day)
    const days = start <= this.year.last ? [{ start, end: this.year.last }] : []
    return sinceNexus(null, 'collection days', start, salesOn(days, series), rate)
  }

  /** A study with exposure, an entity with dated sales: the collection days of the nexus periods that reach into the tax year. */
  private fromExposure(state: UsStateCode, rate: number): SinceNexus {
    const figures = this.stateExposure.get(state)
    const series = this.inputs.series!.get(state)
    const periods = this.periodsInYear(state)
    if (!figures || !series) return { ...NONE, exposureTaxCents: 0, reconciliation: null }
    const exposureTaxCents = this.taxOfYear(figures)
    // No nexus in the tax year, yet a return counted in it may hold days of the next (a quarter from December).
    if (periods.length === 0) return { ...NONE, exposureTaxCents, reconciliation: reconciliation(this.parts(state, figures, series, [], 0, 0, exposureTaxCents)) }
    const asOf = this.study.scope.exposure!.asOf
    const days = periods.flatMap((period) => {
      const collecting = collectionDays(period, asOf)
      if (!collecting) return []
      const start = Math.max(collecting.start, this.year.first)
      const end = Math.min(collecting.end, this.year.last)
      return start <= end ? [{ start, end }] : []
    })
    const from = days[0]?.start ?? periods[0]!.collectionStart
    const figuresSince = sinceNexus(this.nexusSince(state), 'collection days', from, salesOn(days, series), rate)
    return { ...figuresSince, exposureTaxCents, reconciliation: reconciliation(this.parts(state, figures, series, days, rate, figuresSince.liabilitySinceNexusCents!, exposureTaxCents)) }
  }

  /** The state's exposure tax of the tax year: its assessable returns whose period starts in it (EXPOSURE.md's years). */
  private taxOfYear(figures: StateExposure): number {
    return figures.years.find((year) => year.year === this.study.manifest.taxYear)?.taxCents ?? 0
  }

  /**
   * From the liability since nexus to the exposure's tax, a step per reason: the taxable channels alone
   * at the same rate; each day at its own rate (summed, rounded once); the days of the tax year's
   * returns, some of which may lie outside it (rounded once); each return rounded; negative returns at
   * 0; the returns that may no longer be assessed left out.
   */
  private parts(state: UsStateCode, figures: StateExposure, series: DailySeries, days: readonly Window[], rate: number, since: number, exposureTax: number): Parts {
    const terms = { law: this.study.law?.states.get(state) ?? NO_LAW, rates: this.study.rateRules.get(state) ?? null, used: new Set<UsedRow>() }
    const taxable = taxOn(days, series, terms)
    const atRate = liabilityCents(toSafeNumber(taxable.salesCents), rate)
    const atDayRates = rounded(taxable.numerator)
    const { firstYear } = this.study.scope.exposure!
    const ofYear = figures.returns.filter((ret) => Math.max(ymd(ret.start).year, firstYear) === this.study.manifest.taxYear)
    const numerators = ofYear.map((ret) => taxOn(ret.collection, series, terms).numerator)
    const atReturnDays = rounded(numerators.reduce((total, numerator) => total + numerator, 0n))
    const perReturn = sum(numerators.map(rounded))
    const taxed = sum(ofYear.map((ret) => ret.taxCents))
    return zeroParts({
      'channels not taxed': atRate - since,
      "the day's rate": atDayRates - atRate,
      "return periods across the year's end": atReturnDays - atDayRates,
      'rounding per return': perReturn - atReturnDays,
      'returns below zero': taxed - perReturn,
      'returns no longer assessable': exposureTax - taxed,
    })
  }
}

/** The figures of a state with nexus in the tax year: the liability on `salesCents` at the rate. */
function sinceNexus(nexusSince: string | null, basis: SinceNexus['sinceNexusBasis'], from: number | null, salesCents: number, rate: number): SinceNexus {
  return {
    nexusSince,
    sinceNexusBasis: basis,
    sinceNexusFrom: from === null ? null : isoDay(from),
    salesSinceNexusCents: salesCents,
    liabilitySinceNexusCents: liabilityCents(salesCents, rate),
  }
}

/** Net sales of every channel on the days. */
function salesOn(days: readonly Window[], series: DailySeries): number {
  return toSafeNumber(days.reduce((total, window) => total + series.measure(window).salesCents, 0n))
}

/** cents × thousandths of a percent as cents, rounded half away from zero. */
function rounded(numerator: bigint): number {
  return toSafeNumber(divideRounded(numerator, 100_000n))
}

function zeroParts(given: Partial<Parts>): Parts {
  return Object.fromEntries(reconciliationReasons.map((reason) => [reason, given[reason] ?? 0])) as Parts
}

/** Parts added reason by reason (an entity's states, the study's entities). */
export function addParts(list: readonly (Reconciliation | null | undefined)[]): Reconciliation | null {
  const totals = zeroParts({})
  for (const item of list) for (const part of item?.parts ?? []) totals[part.reason] = sum([totals[part.reason], part.cents])
  return reconciliation(totals)
}

/** The reconciliation of some parts: the non-zero ones in order, and their sum; null where every part is zero. */
export function reconciliation(parts: Parts): Reconciliation | null {
  const shown = reconciliationReasons.filter((reason) => parts[reason] !== 0).map((reason) => ({ cents: parts[reason], reason }))
  return shown.length === 0 ? null : { differenceCents: sum(shown.map((part) => part.cents)), parts: shown }
}
