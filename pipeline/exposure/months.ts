/**
 * Tax not collected, month by month (EXPOSURE.md, Tax not collected): the Direct sales dated on
 * collection days, the tax on them, the return's due date, the interest run from it to asOf, the
 * penalty for a late return, and whether a voluntary disclosure would cover the month. Integer cents,
 * each figure rounded once (money.ts); pure.
 */
import { interestCents, percentageCents, toSafeNumber } from '../money.ts'
import { dayOf, ymd } from '../transactions/dates.ts'
import type { Window } from '../transactions/windows.ts'

/** What a state charges, from the rule in force on asOf, and its rate from rates.csv. */
export interface Terms {
  /** rates.csv's rate in thousandths of a percent; null where the state has none (its tax counts 0). */
  rateThousandths: number | null
  interestRateThousandths: number
  penaltyRateThousandths: number
  /** null where the state offers no voluntary disclosure. */
  vdaLookBackMonths: number | null
}

export interface MonthRow {
  /** The month's first day. */
  month: number
  /** Net Direct sales on the month's collection days; may be negative. */
  taxableSalesCents: number
  /** 0 when the taxable sales are negative. */
  taxCents: number
  /** The 20th of the next month. */
  due: number
  /** From the due date to asOf; 0 unless asOf is after it. */
  interestCents: number
  /** For a month due before asOf; else 0. */
  penaltyCents: number
  /** Whether a voluntary disclosure covers the month; null where the state offers none. */
  vdaCovered: boolean | null
}

/**
 * One row per month holding a collection day, in order. `directSales` gives the net Direct sales
 * dated in a window (prefix sums: transactions/daily.ts).
 */
export function monthRows(collection: readonly Window[], directSales: (window: Window) => bigint, terms: Terms, asOf: number): MonthRow[] {
  const taxable = new Map<number, bigint>()
  for (const run of collection) {
    for (let start = run.start; start <= run.end; start = nextMonth(start)) {
      const month = monthOf(start)
      const window = { start, end: Math.min(run.end, nextMonth(start) - 1) }
      taxable.set(month, (taxable.get(month) ?? 0n) + directSales(window))
    }
  }
  const coveredFrom = terms.vdaLookBackMonths === null ? null : monthsBefore(asOf, terms.vdaLookBackMonths)
  return [...taxable].sort(([a], [b]) => a - b).map(([month, sales]) => {
    const salesCents = toSafeNumber(sales)
    const taxCents = salesCents <= 0 || terms.rateThousandths === null ? 0 : percentageCents(salesCents, terms.rateThousandths)
    const due = dueDate(month)
    return {
      month,
      taxableSalesCents: salesCents,
      taxCents,
      due,
      interestCents: asOf > due ? interestCents(taxCents, terms.interestRateThousandths, asOf - due) : 0,
      penaltyCents: due < asOf ? percentageCents(taxCents, terms.penaltyRateThousandths) : 0,
      vdaCovered: coveredFrom === null ? null : month >= coveredFrom,
    }
  })
}

/** A month's return is due on the 20th of the next month. */
export function dueDate(month: number): number {
  const { year, month: m } = ymd(month)
  return dayOf(year, m + 1, 20)
}

/** The first day of the month `months` months before the month holding `day`: the first month a VDA covers. */
export function monthsBefore(day: number, months: number): number {
  const { year, month } = ymd(day)
  return dayOf(year, month - months, 1)
}

function monthOf(day: number): number {
  const { year, month } = ymd(day)
  return dayOf(year, month, 1)
}

function nextMonth(day: number): number {
  const { year, month } = ymd(day)
  return dayOf(year, month + 1, 1)
}
