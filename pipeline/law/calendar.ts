/**
 * Return periods (LAW.md, Taxable sales and returns): the returns row in force on a period's first day
 * gives its frequency and due day; periods follow that frequency's calendar (months; quarters from
 * Quarter Start Month; calendar years) and a period also ends the day before the next row's Effective
 * From. Where no returns row is in force: monthly, due the 20th (EXPOSURE.md's calendar). A return
 * exists for each period holding at least one collection day. Pure; days are day numbers.
 */
import { dayOf, ymd } from '../transactions/dates.ts'
import type { Window } from '../transactions/windows.ts'
import type { Dated, ReturnsRule } from './tables.ts'
import type { ReturnFrequency } from '../../schemas/generated/types.ts'

export interface ReturnPeriod {
  start: number
  end: number
  due: number
  frequency: ReturnFrequency
  /** The returns row in force on the period's first day; null: EXPOSURE.md's calendar (monthly, due the 20th). */
  rule: ReturnsRule | null
  /** The period's collection days, in order (one run, or more where nexus broke off within it). */
  collection: Window[]
}

/** The period holding day d, under the returns rows (null: none in force on any day). */
export function periodOf(d: number, returns: Dated<ReturnsRule> | null): Omit<ReturnPeriod, 'collection'> {
  const rule = returns?.on(d) ?? null
  const frequency = rule?.frequency ?? 'Monthly'
  const { year, month } = ymd(d)
  let start: number
  let end: number
  if (frequency === 'Monthly') {
    start = dayOf(year, month, 1)
    end = dayOf(year, month + 1, 1) - 1
  } else if (frequency === 'Annual') {
    start = dayOf(year, 1, 1)
    end = dayOf(year, 12, 31)
  } else {
    // Quarters begin in Quarter Start Month and every third month after it.
    const first = rule!.quarterStartMonth
    const offset = (((month - first) % 3) + 3) % 3
    start = dayOf(year, month - offset, 1)
    end = dayOf(year, month - offset + 3, 1) - 1
  }
  // Cut at the rows: from the row's Effective From, to the day before the next row's.
  if (rule) start = Math.max(start, rule.effectiveFrom)
  const next = returns?.nextChange(d)
  if (next !== undefined) end = Math.min(end, next - 1)
  return { start, end, due: dueDate(end, rule), frequency, rule }
}

/** Due Day of the month after the period ends, past that month's end its last day; without a row, the 20th. */
export function dueDate(periodEnd: number, rule: ReturnsRule | null): number {
  const { year, month } = ymd(periodEnd)
  const last = dayOf(year, month + 2, 1) - 1
  if (!rule) return dayOf(year, month + 1, 20)
  return rule.dueDay === 'Last' ? last : Math.min(dayOf(year, month + 1, rule.dueDay), last)
}

/** The return periods holding collection days, in order, each with its collection days. */
export function returnPeriods(collection: readonly Window[], returns: Dated<ReturnsRule> | null): ReturnPeriod[] {
  const periods: ReturnPeriod[] = []
  for (const run of collection) {
    for (let day = run.start; day <= run.end;) {
      const period = periodOf(day, returns)
      const window = { start: day, end: Math.min(run.end, period.end) }
      const last = periods[periods.length - 1]
      if (last && last.start === period.start) last.collection.push(window)
      else periods.push({ ...period, collection: [window] })
      day = window.end + 1
    }
  }
  return periods
}
