/**
 * Since when nexus held (EXPOSURE.md, Nexus over the years): the day each year's test first passes,
 * nexus that sticks from a crossing through the end of the following year, the runs of nexus days
 * (nexus periods), and the day collecting should have begun in each. Days are day numbers
 * (transactions/dates.ts); every function here is pure.
 */
import { dayOf, ymd } from '../transactions/dates.ts'
import type { CollectionStarts, StateRules } from '../transactions/thresholds.ts'

export interface Crossing {
  year: number
  /** The first day of the year, no later than asOf, on which the test passes; null when none. */
  day: number | null
}

export interface NexusPeriod {
  /** Its earliest crossing day. */
  start: number
  /** The last nexus day of the run: 31 December of a year after a crossing. */
  end: number
  /** The day collecting must begin, by the Collection Starts of the rule in force on `start`. */
  collectionStart: number
}

/**
 * Each year's crossing, firstYear through asOf's year: the days of each year are tested in turn until
 * one passes (`passes` is the test on a day, transactions/day-test.ts).
 */
export function crossings(passes: (day: number) => boolean, firstYear: number, asOf: number): Crossing[] {
  const out: Crossing[] = []
  for (let year = firstYear; year <= ymd(asOf).year; year++) {
    const last = Math.min(dayOf(year, 12, 31), asOf)
    let found: number | null = null
    for (let day = dayOf(year, 1, 1); day <= last && found === null; day++) if (passes(day)) found = day
    out.push({ year, day: found })
  }
  return out
}

/**
 * The nexus periods: a crossing on day c holds nexus from c through 31 December of the year after c's;
 * the union of those spans, split into runs of consecutive days, in order.
 */
export function nexusPeriods(found: readonly Crossing[], rules: StateRules): NexusPeriod[] {
  const spans = found.flatMap(({ day }) => (day === null ? [] : [{ start: day, end: dayOf(ymd(day).year + 1, 12, 31) }]))
  const runs: { start: number; end: number }[] = []
  for (const span of spans) {
    const last = runs[runs.length - 1]
    // Crossings come in date order, so a span either extends the last run (overlapping or the next day) or starts a new one.
    if (last && span.start <= last.end + 1) last.end = Math.max(last.end, span.end)
    else runs.push({ ...span })
  }
  return runs.map((run) => ({ ...run, collectionStart: collectionStart(rules.on(run.start)!.collectionStarts, run.start) }))
}

/** When collecting must begin after a crossing on day c. */
export function collectionStart(starts: CollectionStarts, c: number): number {
  const { year, month } = ymd(c)
  switch (starts.kind) {
    case 'Crossing Day': return c
    case 'Days After': return c + starts.n
    // The first day of the Nth month after c's month (Months After 1: the first of the next month).
    case 'Months After': return dayOf(year, month + starts.n, 1)
    case 'Next Year': return dayOf(year + 1, 1, 1)
  }
}

/** The collection days of a period, no later than asOf: from its collection start through its end; null when there are none. */
export function collectionDays(period: NexusPeriod, asOf: number): { start: number; end: number } | null {
  const end = Math.min(period.end, asOf)
  return period.collectionStart <= end ? { start: period.collectionStart, end } : null
}
