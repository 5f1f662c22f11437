/**
 * The determination for one entity in one state (TRANSACTIONS.md, "The determination"): on every day
 * of the tax year, the test and the ratio on the day's window(s); the date crossed, the evaluation day
 * e, the statuses and the measures on e's window, written out in the shape of a row of the tax engine's
 * export (NexusRecord in read/study.ts) plus the window and e. Integer cents and exact ratios
 * throughout; percentages rounded once, half away from zero, to two decimals.
 */
import { divideRounded } from '../money.ts'
import { isoDay, lookBackStart, taxYearDays } from './dates.ts'
import { DailySeries, type DailyTotal, type Measures } from './daily.ts'
import { hasSalesPart, hasTransactionsPart, type ThresholdRule, type ThresholdType } from './thresholds.ts'
import { windowsFor, type PeriodType, type Window } from './windows.ts'
import type { UsStateCode } from '../../schemas/types.ts'

export type ComputedStatus = 'Crossed Threshold' | 'Approaching' | 'Exposed' | 'Not Exposed' | 'No Sales Tax'

/** A computed row: NexusRecord's fields, then what only a computation knows. */
export interface Determination {
  /** The rule's line in thresholds.csv (an export row's line is its line in the export). */
  line: number
  jurisdiction: string
  state: UsStateCode
  ruleSetName: string
  dateCrossedThreshold: string | null
  transactionsCount: number
  salesAmountCents: number
  /** 0 where the type has no sales part, as an export's blank cell reads. */
  salesThresholdCents: number
  totalSalesCents: number
  currency: 'USD'
  transactionsPercentHundredths: number
  salesPercentHundredths: number
  transactionsStatus: ComputedStatus | ''
  salesStatus: ComputedStatus | ''
  overallStatus: ComputedStatus
  nexusThresholdType: '' | Exclude<ThresholdType, 'No Sales Tax'>
  thresholdType: ThresholdType
  periodType: PeriodType
  transactionsThreshold: number | null
  /** e: the date crossed, else the first day of the largest ratio, else 31 December. */
  evaluationDate: string
  /** The window whose measures the row shows (for Previous Or Current Calendar Year, the one that passed or had the larger ratio). */
  windowStart: string
  windowEnd: string
  /** Whether the entity has any row for the state in the look-back or the tax year. */
  hasRows: boolean
}

/** One day of the running measure: the day's ratio against the threshold, as a percentage. */
export interface RunningPoint {
  date: string
  /** The ratio × 100, in hundredths (10077 = 100.77 %), rounded half away from zero. */
  percentHundredths: number
  passes: boolean
}

/** sales ÷ threshold or transactions ÷ threshold, kept as an exact fraction (den > 0). */
interface Ratio { num: bigint; den: bigint }

interface DayResult {
  day: number
  windows: Window[]
  measures: Measures[]
  passes: boolean[]
  ratios: Ratio[]
  /** The larger of the windows' ratios. */
  ratio: Ratio
}

export function determine(rule: ThresholdRule, totals: readonly DailyTotal[], taxYear: number): Determination {
  const { first, last } = taxYearDays(taxYear)
  const series = new DailySeries(totals, lookBackStart(taxYear), last)
  const hasRows = totals.length > 0
  const totalSalesCents = safe(series.measure({ start: first, end: last }).salesCents)

  if (rule.type === 'No Sales Tax') {
    const window = windowsFor(rule.period, last, lookBackStart(taxYear))[0]!
    const measures = series.measure(window)
    return row(rule, taxYear, { hasRows, totalSalesCents, evaluation: last, window, measures, crossed: null, overall: 'No Sales Tax' })
  }

  const days = evaluate(rule, series, taxYear)
  const crossedDay = days.find((day) => day.passes.some(Boolean))
  let evaluation: DayResult
  if (crossedDay) evaluation = crossedDay
  else if (!hasRows) evaluation = days[days.length - 1]!
  else evaluation = days.reduce((best, day) => (compare(day.ratio, best.ratio) > 0 ? day : best))

  // The window that passed, or else the one with the larger ratio (the earlier one on a tie).
  const candidates = evaluation.windows.map((_, index) => index).filter((index) => !crossedDay || evaluation.passes[index])
  const chosen = candidates.reduce((best, index) => (compare(evaluation.ratios[index]!, evaluation.ratios[best]!) > 0 ? index : best))

  const overall: ComputedStatus = crossedDay ? 'Crossed Threshold'
    : atLeastFourFifths(evaluation.ratio) ? 'Approaching'
      : hasRows ? 'Exposed' : 'Not Exposed'
  return row(rule, taxYear, {
    hasRows,
    totalSalesCents,
    evaluation: evaluation.day,
    window: evaluation.windows[chosen]!,
    measures: evaluation.measures[chosen]!,
    crossed: crossedDay ? crossedDay.day : null,
    overall,
  })
}

/** The day's ratio against the threshold on every day of the tax year (empty for No Sales Tax). */
export function runningMeasure(rule: ThresholdRule, totals: readonly DailyTotal[], taxYear: number): RunningPoint[] {
  if (rule.type === 'No Sales Tax') return []
  const series = new DailySeries(totals, lookBackStart(taxYear), taxYearDays(taxYear).last)
  return evaluate(rule, series, taxYear).map((day) => ({
    date: isoDay(day.day),
    percentHundredths: Number(divideRounded(day.ratio.num * 10_000n, day.ratio.den)),
    passes: day.passes.some(Boolean),
  }))
}

function evaluate(rule: ThresholdRule, series: DailySeries, taxYear: number): DayResult[] {
  const { first, last } = taxYearDays(taxYear)
  const lookBack = lookBackStart(taxYear)
  const out: DayResult[] = []
  for (let day = first; day <= last; day++) {
    const windows = windowsFor(rule.period, day, lookBack)
    const measures = windows.map((window) => series.measure(window))
    const ratios = measures.map((measure) => ratioOf(rule, measure))
    out.push({
      day,
      windows,
      measures,
      passes: measures.map((measure) => passes(rule, measure)),
      ratios,
      ratio: ratios.reduce((best, ratio) => (compare(ratio, best) > 0 ? ratio : best)),
    })
  }
  return out
}

function passes(rule: ThresholdRule, measure: Measures): boolean {
  const sales = rule.salesThresholdCents !== null && measure.salesCents >= BigInt(rule.salesThresholdCents)
  const transactions = rule.transactionsThreshold !== null && measure.transactions >= rule.transactionsThreshold
  switch (rule.type) {
    case 'Sales': return sales
    case 'Transactions': return transactions
    case 'Transactions Or Sales': return sales || transactions
    case 'Transactions And Sales': return sales && transactions
    case 'No Sales Tax': return false
  }
}

function ratioOf(rule: ThresholdRule, measure: Measures): Ratio {
  const sales: Ratio = { num: measure.salesCents, den: BigInt(rule.salesThresholdCents ?? 1) }
  const transactions: Ratio = { num: BigInt(measure.transactions), den: BigInt(rule.transactionsThreshold ?? 1) }
  switch (rule.type) {
    case 'Sales': return sales
    case 'Transactions': return transactions
    case 'Transactions Or Sales': return compare(sales, transactions) >= 0 ? sales : transactions
    case 'Transactions And Sales': return compare(sales, transactions) <= 0 ? sales : transactions
    case 'No Sales Tax': return { num: 0n, den: 1n }
  }
}

function compare(a: Ratio, b: Ratio): number {
  const left = a.num * b.den
  const right = b.num * a.den
  return left < right ? -1 : left > right ? 1 : 0
}

function atLeastFourFifths(ratio: Ratio): boolean {
  return ratio.num * 5n >= ratio.den * 4n
}

/** A part's status on e: Crossed Threshold at 100 % or more, Approaching at 80 %, Exposed above zero. */
function partStatus(measure: bigint, threshold: bigint): ComputedStatus {
  if (measure >= threshold) return 'Crossed Threshold'
  if (measure * 5n >= threshold * 4n) return 'Approaching'
  return measure > 0n ? 'Exposed' : 'Not Exposed'
}

function percentHundredths(measure: bigint, threshold: number | null): number {
  return threshold === null ? 0 : Number(divideRounded(measure * 10_000n, BigInt(threshold)))
}

function row(
  rule: ThresholdRule,
  taxYear: number,
  at: { hasRows: boolean; totalSalesCents: number; evaluation: number; window: Window; measures: Measures; crossed: number | null; overall: ComputedStatus },
): Determination {
  const noSalesTax = rule.type === 'No Sales Tax'
  const transactions = BigInt(at.measures.transactions)
  return {
    line: rule.line,
    jurisdiction: `USA.S-${rule.state}`,
    state: rule.state,
    ruleSetName: noSalesTax ? 'no_sales_tax' : `USA.S-${rule.state}-${taxYear}`,
    dateCrossedThreshold: at.crossed === null ? null : isoDay(at.crossed),
    transactionsCount: at.measures.transactions,
    salesAmountCents: safe(at.measures.salesCents),
    salesThresholdCents: rule.salesThresholdCents ?? 0,
    totalSalesCents: at.totalSalesCents,
    currency: 'USD',
    transactionsPercentHundredths: percentHundredths(transactions, rule.transactionsThreshold),
    salesPercentHundredths: percentHundredths(at.measures.salesCents, rule.salesThresholdCents),
    transactionsStatus: noSalesTax ? 'No Sales Tax'
      : hasTransactionsPart(rule.type) ? partStatus(transactions, BigInt(rule.transactionsThreshold!)) : '',
    salesStatus: noSalesTax ? 'No Sales Tax'
      : hasSalesPart(rule.type) ? partStatus(at.measures.salesCents, BigInt(rule.salesThresholdCents!)) : '',
    overallStatus: at.overall,
    nexusThresholdType: noSalesTax ? '' : (rule.type as Exclude<ThresholdType, 'No Sales Tax'>),
    thresholdType: rule.type,
    periodType: rule.period,
    transactionsThreshold: rule.transactionsThreshold,
    evaluationDate: isoDay(at.evaluation),
    windowStart: isoDay(at.window.start),
    windowEnd: isoDay(at.window.end),
    hasRows: at.hasRows,
  }
}

function safe(cents: bigint): number {
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < -BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`amount too large to be exact: ${cents}`)
  return Number(cents)
}
