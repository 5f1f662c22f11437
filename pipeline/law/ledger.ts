/**
 * A return's figures (LAW.md, Taxable sales and returns; Interest and penalties, to an end date): its
 * taxable sales and tax from the day's rate and marketplace law, and, priced to an end date E, its
 * interest, months late, penalty and whether it may still be assessed. Integer cents; each figure is
 * computed exactly (bigint rationals; for compound interest, decimals of 50 significant digits, one
 * power per run of days at one rate) and rounded once, half away from zero. Every row a figure uses is
 * added to `used`, so that the plan can show it. Pure but for that set and a cache of powers.
 */
import Decimal from 'decimal.js'
import { divideRounded, interestCents as simpleInterest, percentageCents, toSafeNumber } from '../money.ts'
import { plusMonths, ymd } from '../transactions/dates.ts'
import type { DailySeries } from '../transactions/daily.ts'
import type { ThresholdRule } from '../transactions/thresholds.ts'
import type { Window } from '../transactions/windows.ts'
import type { ReturnPeriod } from './calendar.ts'
import type { Dated, DatedRates, DatedRow, InterestRule, LawRow, ReturnsRule, StateLaw } from './tables.ts'

/** Any row a figure can rest on. */
export type UsedRow = LawRow | ThresholdRule

/** EXPOSURE.md's terms, from the thresholds.csv rule in force on asOf: what stands in for a table without rows for the state. */
export interface Fallback {
  interestRateThousandths: number
  penaltyRateThousandths: number
  vdaLookBackMonths: number | null
  /** The rule they come from; undefined before the state's earliest rule (all zero, no disclosure). */
  rule: ThresholdRule | undefined
}

/** What pricing a state's returns needs. */
export interface StateTerms {
  law: StateLaw
  /** rates.csv's rows for the state; null where it has none (its tax counts 0). */
  rates: DatedRates | null
  fallback: Fallback
  /** Rows the figures used, added to as they are computed. */
  used: Set<UsedRow>
}

export interface TaxedReturn extends ReturnPeriod {
  /** Net taxable sales on the period's collection days; may be negative. */
  taxableSalesCents: number
  /** 0 when the sum of the days' tax is not above zero, or the state has no rate. */
  taxCents: number
}

export interface Priced {
  interestCents: number
  /** 0 for a return not due before the end date. */
  monthsLate: number
  penaltyCents: number
  /** Due on or after the end date minus Assessment Years (the returns row in force on it; none: every return). */
  assessable: boolean
}

/**
 * The taxable sales and tax of a period: its collection days' Direct sales, and Marketplace sales on
 * days before the state's marketplace law began (no marketplace row: never), each day at the rate in
 * force that day; read from prefix sums (transactions/daily.ts) per run of days at one rate and one
 * marketplace law, never day by day.
 */
export function taxed(period: ReturnPeriod, series: DailySeries, terms: StateTerms): TaxedReturn {
  const { salesCents, numerator } = taxOn(period.collection, series, terms)
  const marketplaceFrom = terms.law.marketplace?.list[0]
  if (marketplaceFrom && period.collection[0]!.start < marketplaceFrom.effectiveFrom) terms.used.add(marketplaceFrom)
  if (period.rule) terms.used.add(period.rule)
  return { ...period, taxableSalesCents: toSafeNumber(salesCents), taxCents: numerator > 0n ? toSafeNumber(divideRounded(numerator, 100_000n)) : 0 }
}

/**
 * The taxable sales of some days and their tax before rounding: Σ each day's taxable sales × the rate in
 * force that day, in cents × thousandths of a percent (÷ 100,000 gives cents; 0 without rates). A
 * return's tax rounds it once; the tax year's reconciliation (derive/since-nexus.ts) reads it unrounded.
 */
export function taxOn(days: readonly Window[], series: DailySeries, terms: Pick<StateTerms, 'law' | 'rates' | 'used'>): { salesCents: bigint; numerator: bigint } {
  const marketplaceFrom = terms.law.marketplace?.list[0]
  let salesCents = 0n
  let numerator = 0n
  for (const window of days) {
    for (const run of runs(window, [terms.rates, marketplaceFrom ? [marketplaceFrom.effectiveFrom] : []])) {
      let cents = series.channelSales('Direct', run)
      // Marketplace sales are the seller's before the law began; the day the law begins they are not.
      if (marketplaceFrom && run.end < marketplaceFrom.effectiveFrom) cents += series.channelSales('Marketplace', run)
      salesCents += cents
      if (!terms.rates) continue
      const rate = terms.rates.rateOn(run.start)
      if (cents !== 0n) terms.used.add(rate)
      numerator += cents * BigInt(rate.rateThousandths)
    }
  }
  return { salesCents, numerator }
}

/**
 * A window cut where a row of any of `tables` comes into force (a rates table, or days given as a
 * list): each piece lies under one row of each.
 */
function runs(window: Window, tables: readonly (Dated<DatedRow> | readonly number[] | null)[]): Window[] {
  const cuts = new Set<number>()
  for (const table of tables) {
    if (!table) continue
    const days = Array.isArray(table) ? table : (table as Dated<DatedRow>).list.map((row) => row.effectiveFrom)
    for (const day of days) if (day !== null && day > window.start && day <= window.end) cuts.add(day)
  }
  const out: Window[] = []
  let start = window.start
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    out.push({ start, end: cut - 1 })
    start = cut
  }
  out.push({ start, end: window.end })
  return out
}

/** A return priced to the end date `end` (asOf, the settlement date, or a month after it). */
export function priced(ret: TaxedReturn, end: number, terms: StateTerms): Priced {
  const { due, taxCents: tax } = ret
  const monthsLate = due < end ? monthsLateOf(due, end) : 0
  return {
    interestCents: tax > 0 ? interest(tax, due, end, terms) : 0,
    monthsLate,
    penaltyCents: due < end ? penalty(tax, due, monthsLate, terms) : 0,
    assessable: assessable(due, end, terms.law.returns, terms.used),
  }
}

/** The least k ≥ 1 with due plus k months on or after the end date (due before it). */
export function monthsLateOf(due: number, end: number): number {
  const a = ymd(due)
  const b = ymd(end)
  let k = Math.max(1, (b.year - a.year) * 12 + b.month - a.month - 1)
  while (plusMonths(due, k) < end) k++
  while (k > 1 && plusMonths(due, k - 1) >= end) k--
  return k
}

/**
 * Whether a return due on `due` may be assessed at the end date: due on or after the end date minus
 * the Assessment Years of the returns row in force on it (none, or a blank: every return).
 */
export function assessable(due: number, end: number, returns: Dated<ReturnsRule> | null, used?: Set<UsedRow>): boolean {
  const rule = returns?.on(end)
  if (!rule || rule.assessmentYears === null) return true
  used?.add(rule)
  return due >= plusMonths(end, -12 * rule.assessmentYears)
}

/**
 * Interest on a return's tax from its due date to the end date. With interest rows: on each day d with
 * due + N < d ≤ end (N the Starts After Days of the row in force on the due date), at the row in force
 * that day (none: no interest that day), by the state's one method. Without: EXPOSURE.md's, simple at
 * the thresholds.csv rule's Interest Rate from the due date.
 */
export function interest(tax: number, due: number, end: number, terms: StateTerms): number {
  const rows = terms.law.interest
  if (!rows) {
    if (terms.fallback.rule && terms.fallback.interestRateThousandths > 0 && end > due) terms.used.add(terms.fallback.rule)
    return end > due ? simpleInterest(tax, terms.fallback.interestRateThousandths, end - due) : 0
  }
  const onDue = rows.on(due)
  const first = due + (onDue?.startsAfterDays ?? 0) + 1
  if (first > end) return 0
  if (onDue) terms.used.add(onDue)
  const method = rows.list[0]!.method
  if (method === 'Monthly') return monthlyInterest(tax, first, end, rows, terms.used)
  const accrual = runs({ start: first, end }, [rows]).map((run) => ({ days: run.end - run.start + 1, row: rows.on(run.start) }))
  for (const { row } of accrual) if (row) terms.used.add(row)
  if (method === 'Simple') {
    // tax × Σ rate ÷ 100 ÷ 365 over the days, exactly.
    let rateDays = 0n
    for (const { days, row } of accrual) if (row) rateDays += BigInt(days) * BigInt(row.rateThousandths)
    return toSafeNumber(divideRounded(BigInt(tax) * rateDays, 100_000n * 365n))
  }
  // Compound Daily: a balance starting at the tax, times 1 + rate ÷ 100 ÷ 365 each day; one power per run.
  let factor = new Exact(1)
  for (const { days, row } of accrual) if (row) factor = factor.times(growth(row.rateThousandths, days))
  return Number(new Exact(tax).times(factor).minus(tax).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0))
}

/** Decimals of 50 significant digits (LAW.md asks at least 34), rounding half away from zero. */
const Exact = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP })
type Exact = InstanceType<typeof Exact>

/** (1 + rate ÷ 100 ÷ 365)^days, rate in thousandths of a percent: one power, kept for the next return. */
const powers = new Map<string, Exact>()
function growth(rateThousandths: number, days: number): Exact {
  const key = `${rateThousandths} ${days}`
  let power = powers.get(key)
  if (!power) {
    if (powers.size > 100_000) powers.clear()
    power = new Exact(36_500_000 + rateThousandths).dividedBy(36_500_000).toPower(days)
    powers.set(key, power)
  }
  return power
}

/**
 * Monthly: the accrual days cut into months from the first accrual day s (month k from s plus k − 1
 * months to the day before s plus k months); each month adds tax × the rate in force on its first day ÷ 100.
 */
function monthlyInterest(tax: number, first: number, end: number, rows: Dated<InterestRule>, used: Set<UsedRow>): number {
  let rates = 0n
  for (let k = 1; plusMonths(first, k - 1) <= end; k++) {
    const row = rows.on(plusMonths(first, k - 1))
    if (!row) continue
    used.add(row)
    rates += BigInt(row.rateThousandths)
  }
  return toSafeNumber(divideRounded(BigInt(tax) * rates, 100_000n))
}

/**
 * The penalty of a return due before the end date, m months late. With penalty rows: the row in force
 * on the due date (none: 0), the larger of its Minimum and tax × min(Cap, Initial + Monthly × (m − 1))
 * ÷ 100, when the tax is above 0. Without: EXPOSURE.md's, tax × the rule's Penalty Rate ÷ 100, once.
 */
export function penalty(tax: number, due: number, monthsLate: number, terms: StateTerms): number {
  const rows = terms.law.penalties
  if (!rows) {
    if (terms.fallback.rule && terms.fallback.penaltyRateThousandths > 0 && tax > 0) terms.used.add(terms.fallback.rule)
    return percentageCents(tax, terms.fallback.penaltyRateThousandths)
  }
  const row = rows.on(due)
  if (!row || tax <= 0) return 0
  terms.used.add(row)
  const grown = row.initialThousandths + row.monthlyThousandths * (monthsLate - 1)
  const percent = row.capThousandths === null ? grown : Math.min(row.capThousandths, grown)
  return Math.max(row.minimumCents, percentageCents(tax, percent))
}
