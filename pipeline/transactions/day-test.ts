/**
 * The test on a day d (TRANSACTIONS.md's, as EXPOSURE.md extends it): under the state's rule in force
 * on d, measuring only the channels that rule counts, over the rule's window(s) for d, none of which
 * counts from before the first day read. Before a state's earliest rule no test passes and the ratio
 * is 0. Each day costs a few subtractions of prefix sums (daily.ts), never a walk through its window.
 */
import type { DailySeries, Measures } from './daily.ts'
import type { StateRules, ThresholdRule } from './thresholds.ts'
import { windowsFor, type Window } from './windows.ts'

/** sales ÷ threshold or transactions ÷ threshold, kept as an exact fraction (den > 0). */
export interface Ratio { num: bigint; den: bigint }

export interface DayResult {
  day: number
  /** The rule in force on the day; undefined before the state's earliest. */
  rule: ThresholdRule | undefined
  windows: Window[]
  measures: Measures[]
  passes: boolean[]
  ratios: Ratio[]
  /** The larger of the windows' ratios (0 without a rule). */
  ratio: Ratio
}

const ZERO: Ratio = { num: 0n, den: 1n }

export class DayTest {
  constructor(private readonly rules: StateRules, private readonly series: DailySeries, private readonly lookBack: number) {}

  on(day: number): DayResult {
    const rule = this.rules.on(day)
    if (!rule) return { day, rule, windows: [], measures: [], passes: [], ratios: [], ratio: ZERO }
    const windows = windowsFor(rule.period, day, this.lookBack)
    const measures = windows.map((window) => this.series.measure(window, rule))
    const ratios = measures.map((measure) => ratioOf(rule, measure))
    return {
      day,
      rule,
      windows,
      measures,
      passes: measures.map((measure) => passes(rule, measure)),
      ratios,
      ratio: ratios.reduce((best, ratio) => (compare(ratio, best) > 0 ? ratio : best)),
    }
  }

  /** Whether the test passes on the day (any of its windows). */
  passes(day: number): boolean {
    const rule = this.rules.on(day)
    if (!rule || rule.type === 'No Sales Tax') return false
    return windowsFor(rule.period, day, this.lookBack).some((window) => passes(rule, this.series.measure(window, rule)))
  }
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
    case 'No Sales Tax': return ZERO
  }
}

export function compare(a: Ratio, b: Ratio): number {
  const left = a.num * b.den
  const right = b.num * a.den
  return left < right ? -1 : left > right ? 1 : 0
}

/** 80 % or more: Approaching in the tax year, Monitor on the study's date. */
export function atLeastFourFifths(ratio: Ratio): boolean {
  return ratio.num * 5n >= ratio.den * 4n
}
