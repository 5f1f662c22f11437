/**
 * One entity's exposure in one state (EXPOSURE.md, as LAW.md extends it): the crossings year by year,
 * the nexus periods and their collection starts, the returns with their tax, priced to asOf (the
 * exposure), to the settlement date S (assessed, the disclosure, the saving) and to a month after S
 * (what waiting costs), the sums by year and in total, and the action. Pure: the state's rules and law,
 * its daily totals, its rates and the study's dates in; figures in integer cents out, with the rows
 * they used. A state without law rows is priced by EXPOSURE.md's terms, which LAW.md keeps as defaults.
 */
import { difference, divideRounded, sum, toSafeNumber } from '../money.ts'
import { dayOf, plusMonths, ymd } from '../transactions/dates.ts'
import type { DailySeries } from '../transactions/daily.ts'
import { DayTest, atLeastFourFifths, type Ratio } from '../transactions/day-test.ts'
import { collectionDays, crossings, nexusPeriods, type Crossing, type NexusPeriod } from './periods.ts'
import { returnPeriods } from '../law/calendar.ts'
import { priced, taxed, type Fallback, type Priced, type StateTerms, type TaxedReturn, type UsedRow } from '../law/ledger.ts'
import { NO_LAW, type DatedRates, type DisclosureRule, type LookBack, type StateLaw } from '../law/tables.ts'
import type { StateRules, ThresholdRule } from '../transactions/thresholds.ts'
import type { ExposureScope } from '../transactions/scope.ts'

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

/** A return with its figures priced to asOf, to the settlement date and to a month after it. */
export interface ReturnRow extends TaxedReturn {
  atAsOf: Priced
  atSettlement: Priced
  atNextMonth: Priced
  /** Whether the disclosure at the settlement date covers it; null where none is offered. */
  covered: boolean | null
  /** Whether the plan files it: the returns the action settles (none for Monitor or no action). */
  toFile: boolean
}

/** A voluntary disclosure's terms (LAW.md): a disclosure row, or EXPOSURE.md's VDA Look Back Months as Months N, penalties waived. */
export interface DisclosureTerms {
  lookBack: LookBack
  penaltiesWaived: boolean
  interestWaivedThousandths: number
  /** The disclosure row in force, or the thresholds.csv rule whose VDA Look Back Months stood in. */
  rule: DisclosureRule | ThresholdRule
}

/** A disclosure at an end date: its terms, the first day of the first period it covers, its figure. */
export interface Disclosure {
  terms: DisclosureTerms
  coveredFrom: number
  /** Per covered return: tax, interest less the waived share, penalty unless waived. */
  cents: number
}

export interface Vda {
  lookBackMonths: number
  /** The first day of the first month covered. */
  coveredFrom: number
  /** The disclosure's figure at the settlement date. */
  exposureCents: number
  /** Assessed − disclosure, at the settlement date (exposure − VDA exposure where it is asOf). */
  savingCents: number
}

/** The figures at the settlement date S, and what a month's wait changes. */
export interface Settlement {
  /** Tax, interest and penalties of the returns assessable to S, to S. */
  assessed: Amounts
  /** null where no disclosure is offered on S. */
  disclosure: Disclosure | null
  /** Assessed − disclosure; null without a disclosure. */
  savingCents: number | null
  /** The action's figure with S a month later, minus at S; null for other actions or no disclosure a month later. */
  delayCents: number | null
  /** S plus one month. */
  nextMonth: number
  nextAssessedCents: number
  nextDisclosure: Disclosure | null
}

/** Where a state's figures rest on a default rather than a row of its own (LAW.md: the defaults that stood in). */
export type DefaultKind = 'returns' | 'interest' | 'penalties' | 'disclosure' | 'marketplace' | 'rates'

export interface StateExposure {
  crossings: Crossing[]
  periods: NexusPeriod[]
  returns: ReturnRow[]
  /** Every year from firstYear through asOf's, zeros included: a return counts in the year its period starts (the first year for one that starts before it). */
  years: YearAmounts[]
  /** The assessable returns to asOf. */
  total: Amounts
  settlement: Settlement
  /** The disclosure at S as EXPOSURE.md's VDA; null where none is offered. */
  vda: Vda | null
  /** Whether asOf is a nexus day. */
  nexusOnAsOf: boolean
  /** TRANSACTIONS.md's ratio on asOf under the rule then in force (0 without one). */
  ratioOnAsOf: Ratio
  /** The rule in force on asOf, whose rates and look-back stand in for missing law rows; undefined before the state's earliest. */
  ruleOnAsOf: ThresholdRule | undefined
  /** rates.csv's rate on asOf (thousandths of a percent); null where the state has none. */
  rateOnAsOf: number | null
  fallback: Fallback
  action: Action | null
  /** Every row the figures used: thresholds.csv's rules in force on a day tested, rates, law rows. */
  used: Set<UsedRow>
  /** The tables whose defaults stood in for missing rows, for a state with returns. */
  defaults: DefaultKind[]
}

/**
 * The exposure of one state from its rules and the entity's daily totals there (a series from
 * `first`, the first day read, from which windows count, through asOf).
 */
export function stateExposure(
  rules: StateRules, series: DailySeries, rates: DatedRates | null, first: number, exposure: ExposureScope, law: StateLaw = NO_LAW,
): StateExposure {
  const { firstYear, asOf, settlement: S } = exposure
  const test = new DayTest(rules, series, first)
  const passes = memoised((day) => test.passes(day), dayOf(firstYear, 1, 1), asOf)
  const found = crossings(passes, firstYear, asOf)
  const periods = nexusPeriods(found, rules, passes, asOf)
  const ruleOnAsOf = rules.on(asOf)
  const fallback: Fallback = {
    interestRateThousandths: ruleOnAsOf?.interestRateThousandths ?? 0,
    penaltyRateThousandths: ruleOnAsOf?.penaltyRateThousandths ?? 0,
    vdaLookBackMonths: ruleOnAsOf?.vdaLookBackMonths ?? null,
    rule: ruleOnAsOf,
  }
  const used = new Set<UsedRow>()
  for (const rule of rules.list) {
    // The rules in force on some day tested, firstYear's first day through asOf.
    const next = rules.list[rules.list.indexOf(rule) + 1]?.effectiveFrom
    if ((rule.effectiveFrom === null || rule.effectiveFrom <= asOf) && (next === undefined || next === null || next > dayOf(firstYear, 1, 1))) used.add(rule)
  }
  const terms: StateTerms = { law, rates, fallback, used }
  const collection = periods.flatMap((period) => collectionDays(period, asOf) ?? [])
  const nextMonth = plusMonths(S, 1)
  const taxedReturns = returnPeriods(collection, law.returns).map((period) => taxed(period, series, terms))
  const rows = taxedReturns.map((ret) => {
    const atAsOf = priced(ret, asOf, terms)
    const atSettlement = S === asOf ? atAsOf : priced(ret, S, terms)
    return { ...ret, atAsOf, atSettlement, atNextMonth: priced(ret, nextMonth, terms), covered: null as boolean | null, toFile: false }
  })

  const disclosureAtS = disclosure(rows, S, (row) => row.atSettlement, law, fallback, used)
  for (const row of rows) row.covered = disclosureAtS ? row.atSettlement.assessable && row.start >= disclosureAtS.coveredFrom : null
  const assessed = amountsOf(rows.filter((row) => row.atSettlement.assessable).map((row) => row.atSettlement), rows.filter((row) => row.atSettlement.assessable))
  const nextAssessedCents = amountsOf(rows.filter((row) => row.atNextMonth.assessable).map((row) => row.atNextMonth), rows.filter((row) => row.atNextMonth.assessable)).exposureCents
  const nextDisclosure = disclosure(rows, nextMonth, (row) => row.atNextMonth, law, fallback, undefined)
  const savingCents = disclosureAtS ? difference(assessed.exposureCents, disclosureAtS.cents) : null

  const assessableToAsOf = rows.filter((row) => row.atAsOf.assessable)
  const total = amountsOf(assessableToAsOf.map((row) => row.atAsOf), assessableToAsOf)
  const nexusOnAsOf = periods.some((period) => period.start <= asOf && asOf <= period.end)
  const ratioOnAsOf = test.on(asOf).ratio
  const chosen = action(ruleOnAsOf, assessableToAsOf, asOf, savingCents, nexusOnAsOf, ratioOnAsOf)
  const delayCents = chosen === 'Voluntary Disclosure'
    ? (nextDisclosure ? difference(nextDisclosure.cents, disclosureAtS!.cents) : null)
    : chosen === 'File Back Returns' ? difference(nextAssessedCents, assessed.exposureCents) : null
  for (const row of rows) {
    row.toFile = chosen === 'Voluntary Disclosure' ? row.covered === true
      : chosen === 'File Back Returns' || chosen === 'Register' ? row.atSettlement.assessable : false
  }
  const years = found.map(({ year }) => ({
    year,
    ...amountsOf(
      assessableToAsOf.filter((row) => Math.max(ymd(row.start).year, firstYear) === year).map((row) => row.atAsOf),
      assessableToAsOf.filter((row) => Math.max(ymd(row.start).year, firstYear) === year),
    ),
  }))
  const rateOnAsOf = rates ? rates.rateOn(asOf).rateThousandths : null
  return {
    crossings: found,
    periods,
    returns: rows,
    years,
    total,
    settlement: { assessed, disclosure: disclosureAtS, savingCents, delayCents, nextMonth, nextAssessedCents, nextDisclosure },
    vda: disclosureAtS && {
      lookBackMonths: monthsBetween(disclosureAtS.coveredFrom, S),
      coveredFrom: disclosureAtS.coveredFrom,
      exposureCents: disclosureAtS.cents,
      savingCents: savingCents!,
    },
    nexusOnAsOf,
    ratioOnAsOf,
    ruleOnAsOf,
    rateOnAsOf,
    fallback,
    action: chosen,
    used,
    defaults: rows.length === 0 ? [] : defaultsOf(rows, law, rates),
  }
}

/** The disclosure offered at the end date (the row in force on it; a state without rows: EXPOSURE.md's look-back), priced there. */
function disclosure(rows: readonly ReturnRow[], end: number, at: (row: ReturnRow) => Priced, law: StateLaw, fallback: Fallback, used: Set<UsedRow> | undefined): Disclosure | null {
  const terms = disclosureTerms(end, law, fallback)
  if (!terms) return null
  used?.add(terms.rule)
  const { year, month } = ymd(end)
  const coveredFrom = terms.lookBack.kind === 'Months' ? dayOf(year, month - terms.lookBack.n, 1) : dayOf(year - terms.lookBack.n, 1, 1)
  const cents: number[] = []
  for (const row of rows) {
    const priced = at(row)
    if (!priced.assessable || row.start < coveredFrom) continue
    cents.push(row.taxCents, toSafeNumber(divideRounded(BigInt(priced.interestCents) * BigInt(100_000 - terms.interestWaivedThousandths), 100_000n)))
    if (!terms.penaltiesWaived) cents.push(priced.penaltyCents)
  }
  return { terms, coveredFrom, cents: sum(cents) }
}

export function disclosureTerms(end: number, law: StateLaw, fallback: Fallback): DisclosureTerms | null {
  if (law.disclosure) {
    const row = law.disclosure.on(end)
    return row ? { lookBack: row.lookBack, penaltiesWaived: row.penaltiesWaived, interestWaivedThousandths: row.interestWaivedThousandths, rule: row } : null
  }
  if (fallback.vdaLookBackMonths === null || !fallback.rule) return null
  return { lookBack: { kind: 'Months', n: fallback.vdaLookBackMonths }, penaltiesWaived: true, interestWaivedThousandths: 0, rule: fallback.rule }
}

/** The whole months from the month of `from` to the month of `to`. */
function monthsBetween(from: number, to: number): number {
  const a = ymd(from)
  const b = ymd(to)
  return (b.year - a.year) * 12 + b.month - a.month
}

/** The first of EXPOSURE.md's actions that applies, or null for none; the back returns are those assessable to asOf. */
function action(rule: ThresholdRule | undefined, returns: readonly ReturnRow[], asOf: number, savingCents: number | null, nexusOnAsOf: boolean, ratio: Ratio): Action | null {
  if (rule?.type === 'No Sales Tax') return null
  if (returns.some((row) => row.due < asOf && row.taxCents > 0)) {
    return savingCents !== null && savingCents > 0 ? 'Voluntary Disclosure' : 'File Back Returns'
  }
  if (nexusOnAsOf) return 'Register'
  if (atLeastFourFifths(ratio)) return 'Monitor'
  return null
}

/** The tables whose defaults a state's returns rest on. */
function defaultsOf(rows: readonly ReturnRow[], law: StateLaw, rates: DatedRates | null): DefaultKind[] {
  const out: DefaultKind[] = []
  if (rows.some((row) => row.rule === null)) out.push('returns')
  if (!law.interest) out.push('interest')
  if (!law.penalties) out.push('penalties')
  if (!law.disclosure) out.push('disclosure')
  if (!law.marketplace) out.push('marketplace')
  if (!rates) out.push('rates')
  return out
}

/** The sums of some returns' tax and priced figures; exposure is the sum of the three. */
function amountsOf(priced: readonly Priced[], returns: readonly TaxedReturn[]): Amounts {
  return addAmounts(priced.map((figures, index) => ({ taxCents: returns[index]!.taxCents, interestCents: figures.interestCents, penaltiesCents: figures.penaltyCents })))
}

/** Amounts added up (per entity, per year, for the study): sums of the rounded figures, so every table foots. */
export function addAmounts(list: readonly Omit<Amounts, 'exposureCents'>[]): Amounts {
  const taxCents = sum(list.map((item) => item.taxCents))
  const interestCents = sum(list.map((item) => item.interestCents))
  const penaltiesCents = sum(list.map((item) => item.penaltiesCents))
  return { taxCents, interestCents, penaltiesCents, exposureCents: sum([taxCents, interestCents, penaltiesCents]) }
}

/** The test on each day from `first` through `last`, computed once per day however often it is asked. */
function memoised(passes: (day: number) => boolean, first: number, last: number): (day: number) => boolean {
  const known = new Int8Array(Math.max(last - first + 1, 0))
  return (day) => {
    const index = day - first
    if (index < 0 || index >= known.length) return passes(day)
    if (known[index] === 0) known[index] = passes(day) ? 1 : 2
    return known[index] === 1
  }
}
