/**
 * The period types of thresholds.csv (its schema's PeriodType) and the window(s) each measures on a
 * day d of the tax year, exactly as the table in TRANSACTIONS.md (and LAW.md's Preceding 12 Calendar
 * Months), clipped to the look-back start
 * (1 January of the year before the tax year: earlier rows are not read).
 */
import { dayOf, oneYearEarlier, ymd } from './dates.ts'
import type { PeriodType } from '../../schemas/generated/types.ts'

/** A run of days, both ends included, as day numbers (dates.ts). */
export interface Window { start: number; end: number }

/**
 * The windows for day d: one, or two for Previous Or Current Calendar Year (the previous calendar
 * year, then 1 January of d's year through d), each starting no earlier than `lookBack`.
 */
export function windowsFor(period: PeriodType, d: number, lookBack: number): Window[] {
  const clip = (window: Window): Window => ({ start: Math.max(window.start, lookBack), end: window.end })
  return unclipped(period, d).map(clip)
}

function unclipped(period: PeriodType, d: number): Window[] {
  const { year, month } = ymd(d)
  switch (period) {
    case 'Previous Calendar Year':
      return [{ start: dayOf(year - 1, 1, 1), end: dayOf(year - 1, 12, 31) }]
    case 'Previous Or Current Calendar Year':
      return [{ start: dayOf(year - 1, 1, 1), end: dayOf(year - 1, 12, 31) }, { start: dayOf(year, 1, 1), end: d }]
    case 'Previous 12 Months':
      return [{ start: oneYearEarlier(d) + 1, end: d }]
    case 'Previous Four Calendar Quarters':
      return [fourQuartersBefore(quarterStart(year, month, 1))]
    case 'Twelve Month Ending Sept': {
      // The last 30 September strictly before d: this year's once October has begun.
      const endYear = month >= 10 ? year : year - 1
      return [{ start: dayOf(endYear - 1, 10, 1), end: dayOf(endYear, 9, 30) }]
    }
    case 'Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed': {
      const q = monthStartDay(quarterStart(year, month, 1)) - 1
      return [{ start: oneYearEarlier(q) + 1, end: q }]
    }
    case 'Previous Four New York Sales Tax Quarters':
      // New York quarters begin in March, June, September and December.
      return [fourQuartersBefore(quarterStart(year, month, 3))]
    case 'Preceding 12 Calendar Months':
      // The twelve whole calendar months before d's month.
      return [{ start: dayOf(year, month - 12, 1), end: dayOf(year, month, 1) - 1 }]
  }
}

/** Months counted from year 0 (year × 12 + month − 1), so quarters cross the new year plainly. */
function quarterStart(year: number, month: number, firstMonth: number): number {
  const index = year * 12 + month - 1
  const offset = (((index - (firstMonth - 1)) % 3) + 3) % 3
  return index - offset
}

function monthStartDay(monthIndex: number): number {
  return dayOf(Math.floor(monthIndex / 12), (monthIndex % 12) + 1, 1)
}

/** The four whole quarters before the quarter that begins at month `start`. */
function fourQuartersBefore(start: number): Window {
  return { start: monthStartDay(start - 12), end: monthStartDay(start) - 1 }
}
