/**
 * Daily totals of one entity in one state, per sales channel, and prefix sums over them, so that any
 * window's sales and transactions cost two subtractions per channel: the rules evaluate every day of
 * the years examined against windows of up to two years in O(days), not O(days × window).
 */
import type { Window } from './windows.ts'
import { parseDay } from './dates.ts'

/**
 * EXPOSURE.md's channels: Direct (the entity taxes the sale itself; also a blank cell or a file
 * without the column), Marketplace (a facilitator collects the tax), Exempt (backed by a certificate).
 */
export type Channel = 'Direct' | 'Marketplace' | 'Exempt'
export const channels: readonly Channel[] = ['Direct', 'Marketplace', 'Exempt']

/** One (state, day, channel): net sales in integer cents and the number of rows with an amount above zero. */
export interface DailyTotal {
  date: string
  channel: Channel
  salesCents: number
  transactions: number
}

export interface Measures { salesCents: bigint; transactions: number }

/** The channels a rule counts toward its thresholds besides Direct, which always counts. */
export interface Counted { countsMarketplace: boolean; countsExempt: boolean }

const EVERY_CHANNEL: Counted = { countsMarketplace: true, countsExempt: true }

/** Prefix sums of one channel: sales[i] and transactions[i] are the totals of the days before day first + i. */
interface Prefix { sales: bigint[]; transactions: number[] }

export class DailySeries {
  /** By channel; absent for a channel with no totals (most studies have Direct alone). */
  private readonly prefixes = new Map<Channel, Prefix>()

  /** Prefix sums over the days first … last (day numbers); totals outside them are ignored. */
  constructor(totals: readonly DailyTotal[], private readonly first: number, private readonly last: number) {
    const length = last - first + 1
    const byDay = new Map<Channel, { sales: bigint[]; transactions: number[] }>()
    for (const total of totals) {
      const index = parseDay(total.date) - first
      if (index < 0 || index >= length) continue
      let days = byDay.get(total.channel)
      if (!days) byDay.set(total.channel, days = { sales: new Array<bigint>(length).fill(0n), transactions: new Array<number>(length).fill(0) })
      days.sales[index]! += BigInt(total.salesCents)
      days.transactions[index]! += total.transactions
    }
    for (const [channel, days] of byDay) {
      const prefix: Prefix = { sales: [0n], transactions: [0] }
      for (let index = 0; index < length; index++) {
        prefix.sales.push(prefix.sales[index]! + days.sales[index]!)
        prefix.transactions.push(prefix.transactions[index]! + days.transactions[index]!)
      }
      this.prefixes.set(channel, prefix)
    }
  }

  /** Net sales and transactions dated in the window (clipped to the series' days), of the channels counted. */
  measure(window: Window, counted: Counted = EVERY_CHANNEL): Measures {
    const from = Math.max(window.start, this.first) - this.first
    const to = Math.min(window.end, this.last) - this.first + 1
    let salesCents = 0n
    let transactions = 0
    if (to <= from) return { salesCents, transactions }
    for (const [channel, prefix] of this.prefixes) {
      if ((channel === 'Marketplace' && !counted.countsMarketplace) || (channel === 'Exempt' && !counted.countsExempt)) continue
      salesCents += prefix.sales[to]! - prefix.sales[from]!
      transactions += prefix.transactions[to]! - prefix.transactions[from]!
    }
    return { salesCents, transactions }
  }

  /** Net sales of one channel dated in the window (clipped to the series' days). */
  channelSales(channel: Channel, window: Window): bigint {
    const prefix = this.prefixes.get(channel)
    const from = Math.max(window.start, this.first) - this.first
    const to = Math.min(window.end, this.last) - this.first + 1
    return prefix && to > from ? prefix.sales[to]! - prefix.sales[from]! : 0n
  }
}
