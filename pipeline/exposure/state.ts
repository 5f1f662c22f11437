/**
 * One entity's exposure in one state (EXPOSURE.md): the crossings year by year, the nexus periods and
 * their collection starts, the months of tax not collected with their interest and penalties, the sums
 * by year and in total, what a voluntary disclosure would settle instead, and the action. Pure: the
 * state's rules, its daily totals, its rate and the study's dates in; figures in integer cents out.
 */
import { difference, sum } from '../money.ts'
import { ymd } from '../transactions/dates.ts'
import type { DailySeries } from '../transactions/daily.ts'
import { DayTest, atLeastFourFifths, type Ratio } from '../transactions/day-test.ts'
import { collectionDays, crossings, nexusPeriods, type Crossing, type NexusPeriod } from './periods.ts'
import { monthRows, monthsBefore, type MonthRow, type Terms } from './months.ts'
import type { StateRules, ThresholdRule } from '../transactions/thresholds.ts'
import type { ExposureScope } from '../transactions/scope.ts'
import type { Window } from '../transactions/windows.ts'

export const actions = ['Voluntary Disclosure', 'File Back Returns', 'Register', 'Monitor'] as const
export type Action = (typeof actions)[number]

export interface Amounts {
  taxCents: number
  interestCents: number
  penaltiesCents: number
  /** tax + interest + penalties */
  exposureCents: number
}

export interface YearAmounts extends Amounts { year: number }

export interface Vda {
  lookBackMonths: number
  /** The first day of the first month covered. */
  coveredFrom: number
  /** Tax and interest of the months covered; penalties waived, earlier months not assessed. */
  exposureCents: number
  /** exposure − VDA exposure. */
  savingCents: number
}

export interface StateExposure {
  crossings: Crossing[]
  periods: NexusPeriod[]
  months: MonthRow[]
  /** Every year from firstYear through asOf's, zeros included: a month counts in its own year. */
  years: YearAmounts[]
  total: Amounts
  /** null where the state offers no voluntary disclosure on asOf. */
  vda: Vda | null
  /** Whether asOf is a nexus day. */
  nexusOnAsOf: boolean
  /** TRANSACTIONS.md's ratio on asOf under the rule then in force (0 without one). */
  ratioOnAsOf: Ratio
  /** The rule in force on asOf, whose rates and look-back apply; undefined before the state's earliest. */
  ruleOnAsOf: ThresholdRule | undefined
  terms: Terms
  action: Action | null
}

/**
 * The exposure of one state from its rules and the entity's daily totals there (a series from
 * `first`, the first day read, from which windows count, through asOf).
 */
export function stateExposure(rules: StateRules, series: DailySeries, rateThousandths: number | null, first: number, exposure: ExposureScope): StateExposure {
  const { firstYear, asOf } = exposure
  const test = new DayTest(rules, series, first)
  const found = crossings((day) => test.passes(day), firstYear, asOf)
  const periods = nexusPeriods(found, rules)
  const ruleOnAsOf = rules.on(asOf)
  const terms: Terms = {
    rateThousandths,
    interestRateThousandths: ruleOnAsOf?.interestRateThousandths ?? 0,
    penaltyRateThousandths: ruleOnAsOf?.penaltyRateThousandths ?? 0,
    vdaLookBackMonths: ruleOnAsOf?.vdaLookBackMonths ?? null,
  }
  const collection = periods.flatMap((period) => collectionDays(period, asOf) ?? [])
  const months = monthRows(collection, (window: Window) => series.channelSales('Direct', window), terms, asOf)
  const total = amounts(months)

  let vda: Vda | null = null
  if (terms.vdaLookBackMonths !== null) {
    const covered = months.filter((month) => month.vdaCovered)
    const exposureCents = sum(covered.flatMap((month) => [month.taxCents, month.interestCents]))
    vda = {
      lookBackMonths: terms.vdaLookBackMonths,
      coveredFrom: monthsBefore(asOf, terms.vdaLookBackMonths),
      exposureCents,
      savingCents: difference(total.exposureCents, exposureCents),
    }
  }
  const nexusOnAsOf = periods.some((period) => period.start <= asOf && asOf <= period.end)
  const ratioOnAsOf = test.on(asOf).ratio
  return {
    crossings: found,
    periods,
    months,
    years: found.map(({ year }) => ({ year, ...amounts(months.filter((month) => ymd(month.month).year === year)) })),
    total,
    vda,
    nexusOnAsOf,
    ratioOnAsOf,
    ruleOnAsOf,
    terms,
    action: action(ruleOnAsOf, months, asOf, vda, nexusOnAsOf, ratioOnAsOf),
  }
}

/** The first of EXPOSURE.md's actions that applies, or null for none. */
function action(rule: ThresholdRule | undefined, months: readonly MonthRow[], asOf: number, vda: Vda | null, nexusOnAsOf: boolean, ratio: Ratio): Action | null {
  if (rule?.type === 'No Sales Tax') return null
  if (months.some((month) => month.due < asOf && month.taxCents > 0)) {
    return vda !== null && vda.savingCents > 0 ? 'Voluntary Disclosure' : 'File Back Returns'
  }
  if (nexusOnAsOf) return 'Register'
  if (atLeastFourFifths(ratio)) return 'Monitor'
  return null
}

/** The sums of some months; exposure is the sum of the three. */
export function amounts(months: readonly MonthRow[]): Amounts {
  return addAmounts(months.map((month) => ({ taxCents: month.taxCents, interestCents: month.interestCents, penaltiesCents: month.penaltyCents })))
}

/** Amounts added up (per entity, per year, for the study): sums of the rounded figures, so every table foots. */
export function addAmounts(list: readonly Omit<Amounts, 'exposureCents'>[]): Amounts {
  const taxCents = sum(list.map((item) => item.taxCents))
  const interestCents = sum(list.map((item) => item.interestCents))
  const penaltiesCents = sum(list.map((item) => item.penaltiesCents))
  return { taxCents, interestCents, penaltiesCents, exposureCents: sum([taxCents, interestCents, penaltiesCents]) }
}
