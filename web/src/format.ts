/**
 * Every figure the viewer shows is formatted here, and only here (SPEC.md section 5), on the words it
 * shares with the review (common/format.ts: dollars, rates, counts), which it re-exports so that a page
 * formats from this one module. Inputs are the pipeline's own units: integer cents, rates in percent,
 * percentages already rounded.
 */
import { count, fixed, plural, rate } from '../../common/format.ts'
import { minorDecimal } from './csv.ts'

export { count, liability, rate, usd } from '../../common/format.ts'

const usdShort = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 })

/**
 * US dollars in short, for a chart's axis only, where the exact figures are in the table beside it:
 * 8189170 → "$81.9K". Every other amount of every page is `usd`, with its cents.
 */
export function usdCompact(cents: number): string {
  return usdShort.format(cents / 100)
}

/** A threshold's window, as the separate analysis names it: '2023-01-01 to 2023-12-31'; 'window not given' where the export leaves it blank. */
export function windowText(start: string | null, end: string | null): string {
  if (start === null && end === null) return 'window not given'
  return `${start ?? '…'} to ${end ?? '…'}`
}

/** The consolidated page's rate: 'N/A' also when the rate is zero. */
export function consolidatedRate(percent: number | null): string {
  return percent === 0 ? 'N/A' : rate(percent)
}

/** A percentage with one decimal (percent of threshold, taxable share): 83.58 → "83.6%". */
export function percent1(value: number): string {
  return `${fixed(value, 1)}%`
}

/** A percentage with two decimals (effective rate): 5.1 → "5.10%". */
export function percent2(value: number): string {
  return `${fixed(value, 2)}%`
}

/** 'n of m', as in States with Nexus '5 of 37'. */
export function nOfM(n: number, m: number): string {
  return `${count(n)} of ${count(m)}`
}

/** A number of months: '1 month', '36 months'. */
export function monthCount(n: number): string {
  return plural(n, 'month')
}

const conjunction = new Intl.ListFormat('en', { type: 'conjunction' })

/** Names joined as a sentence joins them: 'A, B, and C'. */
export function andList(items: readonly string[]): string {
  return conjunction.format(items)
}

/** A list of state codes, 'None' when empty. */
export function stateList(states: readonly string[]): string {
  return states.length === 0 ? 'None' : states.join(', ')
}

/** Brands with nexus in a state: '1 brand', '2 brands', 'None'. */
export function nexusEntityCount(n: number): string {
  return n === 0 ? 'None' : plural(n, 'brand')
}

/** A state badge label, with the entity count in parentheses when shared: 'AZ (2)'. */
export function sharedState(state: string, entityCount: number): string {
  return entityCount > 1 ? `${state} (${count(entityCount)})` : state
}

const currencyFormats = new Map<string, Intl.NumberFormat>()

/**
 * An amount in its currency's own minor units (as the pipeline wrote it, with how many the currency
 * has), with the currency's code and exactly its decimals: 2287651, JPY, 0 → "JPY 2,287,651";
 * 1050000, KWD, 3 → "KWD 1,050.000". Formatted from the exact decimal text, never a float. UNKNOWN
 * (unattributed revenue) and any code Intl does not know are the plain number followed by the code.
 */
export function moneyIn(minor: number, currency: string, minorUnits: number): string {
  const key = `${currency} ${minorUnits}`
  let formatter = currencyFormats.get(key)
  if (!formatter && /^[A-Z]{3}$/.test(currency)) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: minorUnits,
      maximumFractionDigits: minorUnits,
    })
    currencyFormats.set(key, formatter)
  }
  const decimal = minorDecimal(minor, minorUnits)
  // Intl formats a decimal string exactly (ES2023); the type still asks for a number.
  if (formatter) return formatter.format(decimal as unknown as number)
  return `${fixed(decimal as unknown as number, minorUnits)} ${currency}`
}
