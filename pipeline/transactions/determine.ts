/**
 * The determination for one entity in one state (TRANSACTIONS.md, "The determination"): on every day
 * of the tax year, the test and the ratio on the day's window(s) under the rule in force that day
 * (EXPOSURE.md: dated rules, channels counted); the date crossed, the evaluation day
 * e, the statuses and the measures on e's window, written out in the shape of a row of the tax engine's
 * export (NexusRecord in read/study.ts) plus the window and e. Integer cents and exact ratios
 * throughout; percentages rounded once, half away from zero, to two decimals.
 */
import { divideRounded } from '../money.ts'
import { isoDay, taxYearDays } from './dates.ts'
import type { DailySeries, Measures } from './daily.ts'
import { DayTest, atLeastFourFifths, compare, type DayResult } from './day-test.ts'
import { hasSalesPart, hasTransactionsPart, type StateRules, type ThresholdRule } from './thresholds.ts'
import { windowsFor, type Window } from './windows.ts'
import type { StudyScope } from './scope.ts'
import type { NexusRow, PeriodType, RunningPoint, ThresholdType, UsStateCode } from '../../schemas/generated/types.ts'

/** A status the computation gives: the export's, never blank. */
export type ComputedStatus = Exclude<NexusRow['Overall Status'], ''>

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
  /** The export's column; a computation takes its sales since nexus from the dated sales instead (derive/since-nexus.ts). */
  salesAfterNexusCents: null
  currency: 'USD'
  transactionsPercentHundredths: number
  salesPercentHundredths: number
  transactionsStatus: ComputedStatus | ''
  salesStatus: ComputedStatus | ''
  overallStatus: ComputedStatus
  nexusThresholdType: NexusRow['Nexus Threshold Type']
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

/**
 * The tax year's determination under the state's rules (those in force on each day), from the
 * entity's daily totals there (a series from the scope's first day read, from which windows count).
 */
export function determine(rules: StateRules, series: DailySeries, scope: StudyScope): Determination {
  const { first, last } = taxYearDays(scope.taxYear)
  const lookBack = scope.first
  const hasRows = series.hasRows({ start: lookBack, end: last })
  const totalSalesCents = safe(series.measure({ start: first, end: last }).salesCents)
  const at = { taxYear: scope.taxYear, hasRows, totalSalesCents }

  const days = evaluate(new DayTest(rules, series, lookBack), first, last)
  const crossedDay = days.find((day) => day.passes.some(Boolean))
  const yearEnd = rules.on(last)
  if (!crossedDay && yearEnd?.type === 'No Sales Tax') {
    const window = windowsFor(yearEnd.period, last, lookBack)[0]!
    return row(yearEnd, { ...at, evaluation: last, window, measures: series.measure(window, yearEnd), crossed: null, overall: 'No Sales Tax' })
  }

  let evaluation: DayResult
  if (crossedDay) evaluation = crossedDay
  else if (!hasRows) evaluation = days[days.length - 1]!
  else evaluation = days.reduce((best, day) => (compare(day.ratio, best.ratio) > 0 ? day : best))

  const overall: ComputedStatus = crossedDay ? 'Crossed Threshold'
    : atLeastFourFifths(evaluation.ratio) ? 'Approaching'
      : hasRows ? 'Exposed' : 'Not Exposed'
  if (!evaluation.rule) {
    // No rule in force on e yet: the state's first rule, and nothing measured.
    const window = { start: evaluation.day, end: evaluation.day }
    return row(rules.first, { ...at, evaluation: evaluation.day, window, measures: { salesCents: 0n, transactions: 0 }, crossed: null, overall })
  }
  // The window that passed, or else the one with the larger ratio (the earlier one on a tie).
  const candidates = evaluation.windows.map((_, index) => index).filter((index) => !crossedDay || evaluation.passes[index])
  const chosen = candidates.reduce((best, index) => (compare(evaluation.ratios[index]!, evaluation.ratios[best]!) > 0 ? index : best))
  return row(evaluation.rule, {
    ...at,
    evaluation: evaluation.day,
    window: evaluation.windows[chosen]!,
    measures: evaluation.measures[chosen]!,
    crossed: crossedDay ? crossedDay.day : null,
    overall,
  })
}

/**
 * The day's ratio against the threshold on every day of the tax year, as running/<CODE>.json gives it
 * (× 100, rounded half away from zero to two decimals; keys in order); empty for a state of No Sales Tax.
 */
export function runningMeasure(rules: StateRules, series: DailySeries, scope: StudyScope): RunningPoint[] {
  const { first, last } = taxYearDays(scope.taxYear)
  if (rules.list.every((rule) => rule.type === 'No Sales Tax')) return []
  return evaluate(new DayTest(rules, series, scope.first), first, last).map((day) => ({
    date: isoDay(day.day),
    passes: day.passes.some(Boolean),
    percent: Number(divideRounded(day.ratio.num * 10_000n, day.ratio.den)) / 100,
  }))
}

function evaluate(test: DayTest, first: number, last: number): DayResult[] {
  const out: DayResult[] = []
  for (let day = first; day <= last; day++) out.push(test.on(day))
  return out
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
  at: { taxYear: number; hasRows: boolean; totalSalesCents: number; evaluation: number; window: Window; measures: Measures; crossed: number | null; overall: ComputedStatus },
): Determination {
  const noSalesTax = rule.type === 'No Sales Tax'
  const transactions = BigInt(at.measures.transactions)
  return {
    line: rule.line,
    jurisdiction: `USA.S-${rule.state}`,
    state: rule.state,
    ruleSetName: noSalesTax ? 'no_sales_tax' : `USA.S-${rule.state}-${at.taxYear}`,
    dateCrossedThreshold: at.crossed === null ? null : isoDay(at.crossed),
    transactionsCount: at.measures.transactions,
    salesAmountCents: safe(at.measures.salesCents),
    salesThresholdCents: rule.salesThresholdCents ?? 0,
    totalSalesCents: at.totalSalesCents,
    salesAfterNexusCents: null,
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
