/**
 * Daily totals of one entity in one state, per sales channel, and prefix sums over them, so that any
 * window's sales and transactions cost two subtractions per channel: the rules evaluate every day of
 * the years examined against windows of up to two years in O(days), not O(days × window).
 */
import type { Window } from './windows.ts'

/**
 * EXPOSURE.md's channels: Direct (the entity taxes the sale itself; also a blank cell or a file
 * without the column), Marketplace (a facilitator collects the tax), Exempt (an exempt buyer or use,
 * backed by a certificate); and LAW.md's Resale (sold for resale) and Not Taxable (a product the state
 * does not tax). Their order is the SQL's numbering of them (pipeline/sql/).
 */
export type Channel = 'Direct' | 'Marketplace' | 'Exempt' | 'Resale' | 'Not Taxable'
export const channels: readonly Channel[] = ['Direct', 'Marketplace', 'Exempt', 'Resale', 'Not Taxable']

/** One (state, day, channel): net sales in integer cents and the number of rows with an amount above zero. */
export interface DailyTotal {
  /** A day number (dates.ts). */
  day: number
  channel: Channel
  salesCents: number
  transactions: number
}

export interface Measures { salesCents: bigint; transactions: number }

/** The channels a rule counts toward its thresholds besides Direct, which always counts. */
export interface Counted { countsMarketplace: boolean; countsExempt: boolean; countsResale: boolean; countsNotTaxable: boolean }

const EVERY_CHANNEL: Counted = { countsMarketplace: true, countsExempt: true, countsResale: true, countsNotTaxable: true }

/** Whether a rule counts a channel toward its thresholds. */
function counts(channel: Channel, counted: Counted): boolean {
  switch (channel) {
    case 'Direct': return true
    case 'Marketplace': return counted.countsMarketplace
    case 'Exempt': return counted.countsExempt
    case 'Resale': return counted.countsResale
    case 'Not Taxable': return counted.countsNotTaxable
  }
}

/**
 * Prefix sums of one channel: sales[i] and transactions[i] are the totals of the days before day
 * first + i. Sales are doubles while every sum stays within EXACT_SUM, where each is an exact integer
 * (a series of six years of 52 states is built and read a million times per entity: doubles need no
 * allocation), else bigints.
 */
interface Prefix { sales: Float64Array | bigint[]; transactions: Float64Array }

/**
 * Within this, a prefix sum of integer cents is exact in a double, and so is the sum of five channels'
 * differences of two of them (each under 2^50, together under 2^53).
 */
const EXACT_SUM = 2 ** 49

export class DailySeries {
  /** By channel; absent for a channel with no totals (most studies have Direct alone). */
  private readonly prefixes = new Map<Channel, Prefix>()
  /** rows[i]: the totals (of any channel) dated before day first + i. */
  private readonly rows: Float64Array

  /**
   * Prefix sums over the days first … last (day numbers); totals outside them are ignored. Built once
   * per entity and state, and read by the tax year's determination, its running measure and the exposure.
   */
  constructor(totals: readonly DailyTotal[], private readonly first: number, private readonly last: number) {
    const length = last - first + 1
    const byChannel = new Map<Channel, DailyTotal[]>()
    this.rows = new Float64Array(length + 1)
    for (const total of totals) {
      const index = total.day - first
      if (index < 0 || index >= length) continue
      this.rows[index + 1]!++
      const list = byChannel.get(total.channel)
      if (list) list.push(total)
      else byChannel.set(total.channel, [total])
    }
    for (let index = 0; index < length; index++) this.rows[index + 1]! += this.rows[index]!
    for (const [channel, list] of byChannel) this.prefixes.set(channel, prefix(list, first, length))
  }

  /** Whether the entity has any row (any channel, any amount) dated in the window. */
  hasRows(window: Window): boolean {
    const { from, to } = this.clip(window)
    return to > from && this.rows[to]! > this.rows[from]!
  }

  /** Net sales and transactions dated in the window (clipped to the series' days), of the channels counted. */
  measure(window: Window, counted: Counted = EVERY_CHANNEL): Measures {
    const { from, to } = this.clip(window)
    let exact = 0
    let large = 0n
    let transactions = 0
    if (to <= from) return { salesCents: 0n, transactions }
    for (const [channel, prefix] of this.prefixes) {
      if (!counts(channel, counted)) continue
      const { sales } = prefix
      if (sales instanceof Float64Array) exact += sales[to]! - sales[from]!
      else large += sales[to]! - sales[from]!
      transactions += prefix.transactions[to]! - prefix.transactions[from]!
    }
    return { salesCents: BigInt(exact) + large, transactions }
  }

  /** Net sales of one channel dated in the window (clipped to the series' days). */
  channelSales(channel: Channel, window: Window): bigint {
    const sales = this.prefixes.get(channel)?.sales
    const { from, to } = this.clip(window)
    if (!sales || to <= from) return 0n
    return sales instanceof Float64Array ? BigInt(sales[to]! - sales[from]!) : sales[to]! - sales[from]!
  }

  /** The window as indexes into the prefix sums: its totals are those of [from, to). */
  private clip(window: Window): { from: number; to: number } {
    return { from: Math.max(window.start, this.first) - this.first, to: Math.min(window.end, this.last) - this.first + 1 }
  }
}

/** One channel's prefix sums over `length` days from `first`: doubles where every sum is exact in one, else bigints. */
function prefix(totals: readonly DailyTotal[], first: number, length: number): Prefix {
  const sales = new Float64Array(length + 1)
  const transactions = new Float64Array(length + 1)
  for (const total of totals) {
    sales[total.day - first + 1]! += total.salesCents
    transactions[total.day - first + 1]! += total.transactions
  }
  let exact = true
  for (let index = 0; index < length; index++) {
    exact &&= Math.abs(sales[index + 1]!) <= EXACT_SUM
    sales[index + 1]! += sales[index]!
    transactions[index + 1]! += transactions[index]!
    exact &&= Math.abs(sales[index + 1]!) <= EXACT_SUM
  }
  if (exact) return { sales, transactions }
  const large = new Array<bigint>(length + 1).fill(0n)
  for (const total of totals) large[total.day - first + 1]! += BigInt(total.salesCents)
  for (let index = 0; index < length; index++) large[index + 1]! += large[index]!
  return { sales: large, transactions }
}
