/**
 * The words for figures that the viewer and the review both say, formatted here and only here: money in
 * US dollars from integer cents, a signed difference of cents, a tax rate, a count and a counted noun.
 * The viewer's other formats build on these (web/src/format.ts, which re-exports them so that a page
 * formats from one module); the review's Markdown says money as the viewer shows it (review/markdown.ts).
 * Inputs are the pipeline's own units: integer cents, rates in percent. Intl only: no node:*, no React.
 */

const usd2 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const decimals = [0, 1, 2, 3].map(
  (digits) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
)
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** A number with exactly `digits` decimals, thousands separated; beyond three decimals, as it is given. */
export function fixed(value: number, digits: number): string {
  return decimals[digits]?.format(value) ?? String(value)
}

/** US dollars with two decimals: 10535297 → "$105,352.97". */
export function usd(cents: number): string {
  return usd2.format(cents / 100)
}

/** A difference of cents, signed as a review shows it: "+1,172.50", "−3,641.04" (a true minus sign), "0.00". */
export function signedCents(cents: number): string {
  const size = fixed(Math.abs(cents) / 100, 2)
  return cents === 0 ? size : `${cents > 0 ? '+' : '\u2212'}${size}`
}

/** A liability that may not apply: '-' when the state is not taxable. */
export function liability(cents: number | null): string {
  return cents === null ? '-' : usd(cents)
}

/** A combined tax rate, three decimals and a percent sign; 'N/A' when there is no rate. */
export function rate(percent: number | null): string {
  return percent === null ? 'N/A' : `${fixed(percent, 3)}%`
}

/** A whole count with thousands separators. */
export function count(value: number): string {
  return whole.format(value)
}

/** A counted noun: "1 state", "2 states", "1,000 entities". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`
}

/** Signed US dollars, as a reconciliation's parts read: "+$0.01", "−$412.00" (a true minus sign), "$0.00". */
export function signedUsd(cents: number): string {
  return cents === 0 ? usd(0) : `${cents > 0 ? '+' : '\u2212'}${usd(Math.abs(cents))}`
}
