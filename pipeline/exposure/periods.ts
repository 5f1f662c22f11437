/**
 * Since when nexus held (EXPOSURE.md, Nexus over the years): the day each year's test first passes,
 * nexus that sticks from a crossing through the end of the following year, the runs of nexus days
 * (nexus periods), and the day collecting should have begun in each. Days are day numbers
 * (transactions/dates.ts); every function here is pure.
 */
import { dayOf, ymd } from '../transactions/dates.ts'
import type { CollectionStarts, NexusLasts, StateRules } from '../transactions/thresholds.ts'

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
 * The nexus periods: a crossing on day c holds nexus by the Nexus Lasts of the rule in force on c
 * (LAW.md; blank: from c through 31 December of the year after c's, EXPOSURE.md's sticky nexus); the
 * union of those spans, split into runs of consecutive days, in order, each beginning on its earliest
 * day. While Test Passes holds only the days from c through asOf on which the test passes (`passes`).
 */
export function nexusPeriods(found: readonly Crossing[], rules: StateRules, passes?: (day: number) => boolean, asOf?: number): NexusPeriod[] {
  const spans: { start: number; end: number }[] = []
  for (const { day } of found) {
    if (day === null) continue
    const lasts = rules.on(day)!.nexusLasts
    if (lasts.kind !== 'While Test Passes') spans.push({ start: day, end: lastNexusDay(lasts, day) })
    else {
      if (!passes || asOf === undefined) throw new Error('While Test Passes needs the test and asOf')
      for (let start = day; start <= asOf; start++) {
        if (!passes(start)) continue
        let end = start
        while (end < asOf && passes(end + 1)) end++
        spans.push({ start, end })
        start = end
      }
    }
  }
  spans.sort((a, b) => a.start - b.start || a.end - b.end)
  const runs: { start: number; end: number }[] = []
  for (const span of spans) {
    const last = runs[runs.length - 1]
    // In order of start, a span either extends the last run (overlapping or the next day) or starts a new one.
    if (last && span.start <= last.end + 1) last.end = Math.max(last.end, span.end)
    else runs.push({ ...span })
  }
  return runs.map((run) => ({ ...run, collectionStart: collectionStart(rules.on(run.start)!.collectionStarts, run.start) }))
}

/** The last nexus day of a crossing on day c, by a Nexus Lasts other than While Test Passes. */
export function lastNexusDay(lasts: Exclude<NexusLasts, { kind: 'While Test Passes' }>, c: number): number {
  const { year, month } = ymd(c)
  switch (lasts.kind) {
    case 'Next Year End': return dayOf(year + 1, 12, 31)
    case 'Year End': return dayOf(year, 12, 31)
    // Through the last day of the month N − 1 months after c's month.
    case 'Months': return dayOf(year, month + lasts.n, 1) - 1
  }
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
    // The first first-of-a-month on or after c + N days.
    case 'Month Start After Days': {
      const after = ymd(c + starts.n)
      return after.day === 1 ? c + starts.n : dayOf(after.year, after.month + 1, 1)
    }
  }
}

/** The collection days of a period, no later than asOf: from its collection start through its end; null when there are none. */
export function collectionDays(period: NexusPeriod, asOf: number): { start: number; end: number } | null {
  const end = Math.min(period.end, asOf)
  return period.collectionStart <= end ? { start: period.collectionStart, end } : null
}
