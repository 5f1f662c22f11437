/**
 * One entity's exposure over the years examined: every state of thresholds.csv computed (state.ts),
 * those with a nexus period or an action kept, in order of exposure, and their sums by year and in
 * total, each a sum of the states' rounded figures so every table foots. Pure.
 */
import { sum } from '../money.ts'
import { byStateCode } from '../../schemas/us-states.ts'
import { ymd } from '../transactions/dates.ts'
import { actions, addAmounts, stateExposure, type Action, type Amounts, type StateExposure, type YearAmounts } from './state.ts'
import type { DailySeries } from '../transactions/daily.ts'
import type { StateRules } from '../transactions/thresholds.ts'
import type { ExposureScope } from '../transactions/scope.ts'
import { NO_LAW, type DatedRates, type Law } from '../law/tables.ts'
import type { UsStateCode } from '../../schemas/generated/types.ts'

/** What adds up, for an entity and for the study. */
export interface ExposureSums {
  total: Amounts
  /** Every year from firstYear through asOf's. */
  years: YearAmounts[]
  actionCounts: Record<Action, number>
  /** The saving summed over the states whose action is Voluntary Disclosure. */
  vdaSavingCents: number
  /** LAW.md's Assessed at the settlement date, summed. */
  assessedCents: number
}

export interface ExposureFigures extends ExposureSums {
  /** Each state with a nexus period or an action, by exposure descending, then by state code. */
  states: { state: UsStateCode; exposure: StateExposure }[]
}

/** What the exposure of an entity is computed from. */
export interface ExposureInputs {
  /** The entity's daily totals per state of thresholds.csv, from `first` through asOf. */
  series: ReadonlyMap<UsStateCode, DailySeries>
  rules: ReadonlyMap<UsStateCode, StateRules>
  /** rates.csv's rows by state, dated. */
  rates: ReadonlyMap<string, DatedRates>
  /** LAW.md's tables; null in a study without `law`. */
  law: Law | null
  /** The first day read, from which windows count. */
  first: number
  exposure: ExposureScope
}

export function entityExposure({ series, rules, rates, law, first, exposure }: ExposureInputs): ExposureFigures {
  const states = [...rules]
    .map(([state, stateRules]) => ({
      state,
      exposure: stateExposure(stateRules, series.get(state)!, rates.get(state) ?? null, first, exposure, law?.states.get(state) ?? NO_LAW),
    }))
    .filter(({ exposure: figures }) => figures.periods.length > 0 || figures.action !== null)
    .sort((a, b) => b.exposure.total.exposureCents - a.exposure.total.exposureCents || byStateCode(a.state, b.state))
  return { states, ...addUp(states.map(({ exposure: figures }) => stateSums(figures)), exposure) }
}

/** One state's figures as what adds up. */
function stateSums(figures: StateExposure): ExposureSums {
  const actionCounts = noActions()
  if (figures.action !== null) actionCounts[figures.action]++
  return {
    total: figures.total,
    years: figures.years,
    actionCounts,
    vdaSavingCents: figures.action === 'Voluntary Disclosure' ? figures.vda!.savingCents : 0,
    assessedCents: figures.settlement.assessed.exposureCents,
  }
}

/** The sums of states' or entities' figures, every year of the scope included (zeros where none). */
export function addUp(items: readonly ExposureSums[], scope: ExposureScope): ExposureSums {
  const actionCounts = noActions()
  for (const item of items) for (const action of actions) actionCounts[action] += item.actionCounts[action]
  const years: YearAmounts[] = []
  for (let year = scope.firstYear; year <= ymd(scope.asOf).year; year++) {
    years.push({ year, ...addAmounts(items.map((item) => item.years.find((entry) => entry.year === year)!)) })
  }
  return {
    total: addAmounts(items.map((item) => item.total)),
    years,
    actionCounts,
    vdaSavingCents: sum(items.map((item) => item.vdaSavingCents)),
    assessedCents: sum(items.map((item) => item.assessedCents)),
  }
}

function noActions(): Record<Action, number> {
  return { 'Voluntary Disclosure': 0, 'File Back Returns': 0, Register: 0, Monitor: 0 }
}
