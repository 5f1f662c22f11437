/**
 * Calendar days as plain numbers (days since 1970-01-01, UTC) and back to YYYY-MM-DD: the windows and
 * prefix sums work on day numbers, so no local time zone or clock ever enters a date.
 */

const MS_PER_DAY = 86_400_000

export interface Ymd { year: number; month: number; day: number }

/** The day number of a year, month (1–12) and day; out-of-range months and days roll over. */
export function dayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY
}

export function parseDay(iso: string): number {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(iso)
  if (!match) throw new Error(`not a date as YYYY-MM-DD: ${iso}`)
  const day = dayOf(Number(match[1]), Number(match[2]), Number(match[3]))
  if (isoDay(day) !== iso) throw new Error(`not a calendar day: ${iso}`)
  return day
}

export function isoDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10)
}

export function ymd(day: number): Ymd {
  const date = new Date(day * MS_PER_DAY)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** The same date one year earlier; one year earlier than 29 February is 28 February. */
export function oneYearEarlier(day: number): number {
  const { year, month, day: date } = ymd(day)
  return month === 2 && date === 29 ? dayOf(year - 1, 2, 28) : dayOf(year - 1, month, date)
}

/** 1 January of the year before the tax year: no window reaches back further. */
export function lookBackStart(taxYear: number): number {
  return dayOf(taxYear - 1, 1, 1)
}

/** The first and last day of the tax year. */
export function taxYearDays(taxYear: number): { first: number; last: number } {
  return { first: dayOf(taxYear, 1, 1), last: dayOf(taxYear, 12, 31) }
}

/**
 * A day plus n months (n may be negative): the same day of the month n months later, or that month's
 * last day where it has no such day (LAW.md: 31 January plus one month is 28 or 29 February).
 */
export function plusMonths(day: number, n: number): number {
  const { year, month, day: date } = ymd(day)
  const last = dayOf(year, month + n + 1, 1) - 1
  return Math.min(dayOf(year, month + n, date), last)
}
