/**
 * Daily totals of one entity in one state, and prefix sums over them, so that any window's sales and
 * transactions cost two subtractions: the rules evaluate every day of the tax year against windows of
 * up to two years in O(days), not O(days × window).
 */
import type { Window } from './windows.ts'
import { parseDay } from './dates.ts'

/** One (state, day): net sales in integer cents and the number of rows with an amount above zero. */
export interface DailyTotal {
  date: string
  salesCents: number
  transactions: number
}

export interface Measures { salesCents: bigint; transactions: number }

export class DailySeries {
  private readonly sales: bigint[]
  private readonly transactions: number[]

  /** Prefix sums over the days first … last (day numbers); totals outside them are ignored. */
  constructor(totals: readonly DailyTotal[], private readonly first: number, private readonly last: number) {
    const length = last - first + 1
    const salesByDay = new Array<bigint>(length).fill(0n)
    const transactionsByDay = new Array<number>(length).fill(0)
    for (const total of totals) {
      const index = parseDay(total.date) - first
      if (index < 0 || index >= length) continue
      salesByDay[index]! += BigInt(total.salesCents)
      transactionsByDay[index]! += total.transactions
    }
    this.sales = [0n]
    this.transactions = [0]
    for (let index = 0; index < length; index++) {
      this.sales.push(this.sales[index]! + salesByDay[index]!)
      this.transactions.push(this.transactions[index]! + transactionsByDay[index]!)
    }
  }

  /** Net sales and transactions dated in the window (clipped to the series' days). */
  measure(window: Window): Measures {
    const from = Math.max(window.start, this.first) - this.first
    const to = Math.min(window.end, this.last) - this.first + 1
    if (to <= from) return { salesCents: 0n, transactions: 0 }
    return { salesCents: this.sales[to]! - this.sales[from]!, transactions: this.transactions[to]! - this.transactions[from]! }
  }
}
