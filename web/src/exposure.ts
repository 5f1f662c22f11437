/**
 * What the exposure pages say, apart from how they look (EXPOSURE.md's figures come computed from the
 * pipeline; nothing here adds money up): the months an adviser audits first, the chart's series, ticks
 * and the words that describe it. The actions themselves: actions.ts; periods, collection starts and the
 * adviser's list in words, which the tables write too: report/exposureText.ts.
 */
import type { ExposureMonth, ExposureYear } from '../../schemas/generated/types.ts'
import { andList, usd } from './format.ts'

/** The year-by-year chart's series, bottom to top, in colours of their own (styles.css, light and dark; print.css). */
export const SERIES = [
  { key: 'taxCents', name: 'Tax', colour: 'var(--chart-tax)' },
  { key: 'interestCents', name: 'Interest', colour: 'var(--chart-interest)' },
  { key: 'penaltiesCents', name: 'Penalties', colour: 'var(--chart-penalties)' },
] as const

/**
 * The y-axis ticks of the chart by year, in cents: from 0 in equal round steps (1, 2, 2.5 or 5 times a
 * power of ten dollars) to the first at or above the largest year, about five steps: 24,320.73 dollars
 * gives 0, 5,000 … 25,000 dollars. Nothing owed gives 0 and 1,000 dollars, so the axis still reads.
 */
export function chartTicks(years: readonly ExposureYear[]): number[] {
  const largest = Math.max(0, ...years.map((year) => year.exposureCents))
  if (largest === 0) return [0, 100_000]
  const rough = largest / 5
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!
  const whole = Math.max(100, step) // whole dollars at least
  return Array.from({ length: Math.ceil(largest / whole) + 1 }, (_, index) => index * whole)
}

/**
 * The months an adviser audits first: those with taxable sales, a refund included (its tax is 0, but it
 * is sales on collection days all the same). The others hold collection days without a sale.
 */
export function monthsWithSales(months: readonly ExposureMonth[]): ExposureMonth[] {
  return months.filter((month) => month.taxableSalesCents !== 0)
}

/**
 * The year-by-year chart in words, for screen readers (the table beside it gives every figure): the
 * span, the year that cost most, and the years with nothing owed.
 */
export function yearsDescription(years: readonly ExposureYear[]): string {
  if (years.length === 0) return 'No years examined.'
  const span = `${years[0]!.year} to ${years.at(-1)!.year}`
  const owed = years.filter((year) => year.exposureCents !== 0)
  if (owed.length === 0) return `Tax, interest and penalties by year, ${span}: nothing owed in any year.`
  const largest = owed.reduce((best, year) => (year.exposureCents > best.exposureCents ? year : best))
  const none = years.filter((year) => year.exposureCents === 0).map((year) => String(year.year))
  const quiet = none.length === 0 ? '' : `; nothing owed in ${andList(none)}`
  return `Tax, interest and penalties by year, ${span}, in stacked bars: the most in ${largest.year}, ${usd(largest.exposureCents)} (tax ${usd(largest.taxCents)}, interest ${usd(largest.interestCents)}, penalties ${usd(largest.penaltiesCents)})${quiet}. The table below gives every year.`
}
