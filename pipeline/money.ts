/**
 * Exact arithmetic on money and percentages: amounts are integer cents, rates are integer thousandths
 * of a percent, and every division rounds once, half away from zero. The only place arithmetic on
 * money happens.
 */

/** Integer cents of a decimal string with at most two places ("-12.5" → -1250, "" → 0). */
export function parseCents(text: string): number {
  return parseScaled(text, 2)
}

/** Integer thousandths of a decimal string with at most three places ("8.379" → 8379). */
export function parseThousandths(text: string): number {
  return parseScaled(text, 3)
}

/** Integer hundredths of a decimal string ("231.90" → 23190, "" → 0). */
export function parseHundredths(text: string): number {
  return parseScaled(text, 2)
}

/** Integer millionths of a decimal string with at most six places ("0.7312" → 731200): exchange rates. */
export function parseMillionths(text: string): number {
  return parseScaled(text, 6)
}

/** A whole number of a decimal string without places ("12" → 12, "" → 0). */
export function parseWhole(text: string): number {
  return parseScaled(text, 0)
}

const DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]+))?$/

/**
 * A decimal string scaled to an integer of `places` places, exactly and of any size ("-12.5", 2 →
 * -1250n; "" → 0n), for checking a value against the limits before it becomes a number.
 */
export function parseDecimal(text: string, places: number): bigint {
  const match = DECIMAL.exec(text)
  if (text === '') return 0n
  if (!match || (match[3] ?? '').length > places) throw new Error(`not a decimal with at most ${places} places: ${text.slice(0, 40)}`)
  const digits = BigInt(match[2]! + (match[3] ?? '').padEnd(places, '0'))
  return match[1] === '-' ? -digits : digits
}

/** Whether a decimal string scaled to `places` places is at most `largest` either side of zero. */
export function decimalWithin(text: string, places: number, largest: bigint): boolean {
  const small = smallScaled(text, places)
  if (small !== undefined) return Math.abs(small) <= Number(largest)
  const value = parseDecimal(text, places)
  return (value < 0n ? -value : value) <= largest
}

/** Scaled integers of at most this many digits are exact as numbers (below 2^53). */
const EXACT_DIGITS = 15

/**
 * parseDecimal's value as a number for the usual short amount, read without a regular expression or a
 * BigInt (millions of cells in a large study); undefined for anything else (longer, or not a plain
 * decimal), which parseDecimal then reads or refuses.
 */
function smallScaled(text: string, places: number): number | undefined {
  if (text === '') return 0
  const negative = text.charCodeAt(0) === 45 // -
  let value = 0
  let digits = 0
  let fraction = -1
  for (let at = negative ? 1 : 0; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (code === 46 && fraction === -1 && digits > 0) { // .
      fraction = 0
      continue
    }
    if (code < 48 || code > 57) return undefined
    value = value * 10 + (code - 48)
    if (++digits > EXACT_DIGITS) return undefined
    if (fraction !== -1) fraction++
  }
  if (digits === 0 || fraction === 0 || fraction > places) return undefined
  const shift = places - Math.max(fraction, 0)
  if (digits + shift > EXACT_DIGITS) return undefined
  const scaled = value * 10 ** shift
  return negative && scaled !== 0 ? -scaled : scaled
}

function parseScaled(text: string, places: number): number {
  const small = smallScaled(text, places)
  if (small !== undefined) return small
  const value = parseDecimal(text, places)
  // The readers refuse values beyond the limits of common/limits.ts first; this guards against a reader that does not.
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(`amount too large to be exact: ${text.slice(0, 40)}`)
  }
  return Number(value)
}

/**
 * Hundredths of a currency (as the nexus export gives every amount) in that currency's own minor units,
 * rounded half away from zero where the currency has fewer than two (JPY: 12345.50 → 12346 yen), exact
 * where it has more (KWD: 12345.50 → 12345500 fils).
 */
export function hundredthsToMinor(hundredths: number, minorUnits: number): number {
  if (minorUnits >= 2) return toSafeNumber(BigInt(hundredths) * 10n ** BigInt(minorUnits - 2))
  return toSafeNumber(divideRounded(BigInt(hundredths), 10n ** BigInt(2 - minorUnits)))
}

/**
 * The USD equivalent in cents of an amount in hundredths of a currency at a rate in millionths of a
 * dollar per unit: hundredths ÷ 100 units × millionths ÷ 10^6 dollars × 100 cents, rounded half away
 * from zero once. A BigInt, so that the caller can hold the study's sum to its limit before it becomes a number.
 */
export function usdCentsOf(hundredths: number, usdPerUnitMillionths: number): bigint {
  return divideRounded(BigInt(hundredths) * BigInt(usdPerUnitMillionths), 1_000_000n)
}

/** numerator ÷ denominator rounded half away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('denominator must be positive')
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  const twice = (remainder < 0n ? -remainder : remainder) * 2n
  if (twice >= denominator) return quotient + (numerator < 0n ? -1n : 1n)
  return quotient
}

/** Liability in cents: revenue × rate ÷ 100, rate in thousandths of a percent, rounded to the cent. */
export function liabilityCents(revenueCents: number, rateThousandths: number): number {
  return percentageCents(revenueCents, rateThousandths)
}

/**
 * A percentage of an amount in cents: amount × rate ÷ 100, rate in thousandths of a percent, rounded
 * once, half away from zero, to the cent (a month's tax on its sales, a penalty on its tax).
 */
export function percentageCents(cents: number, rateThousandths: number): number {
  return toSafeNumber(divideRounded(BigInt(cents) * BigInt(rateThousandths), 100_000n))
}

/**
 * Simple interest in cents: amount × annual rate ÷ 100 × days ÷ 365, rate in thousandths of a percent,
 * rounded once, half away from zero, to the cent (EXPOSURE.md: interest on a month's tax).
 */
export function interestCents(cents: number, rateThousandths: number, days: number): number {
  return toSafeNumber(divideRounded(BigInt(cents) * BigInt(rateThousandths) * BigInt(days), 100_000n * 365n))
}

/**
 * part ÷ whole × 100 as a number with `places` decimals, rounded half away from zero; 0 when the whole
 * is 0 (STUDY-FORMAT.md: "0 where the divisor is 0").
 */
export function percentOf(part: number, whole: number, places: number): number {
  if (whole === 0) return 0
  const scale = 10n ** BigInt(places)
  const sign = whole < 0 ? -1n : 1n
  const scaled = divideRounded(BigInt(part) * 100n * scale * sign, BigInt(whole) * sign)
  return Number(scaled) / Number(scale)
}

/** An integer number of hundredths rounded half away from zero to tenths, as a number (23195 → 232). */
export function hundredthsToTenths(hundredths: number): number {
  return Number(divideRounded(BigInt(hundredths), 10n)) / 10
}

/** The sum of amounts in cents, exactly; throws beyond 2^53 rather than round. */
export function sum(values: readonly number[]): number {
  return toSafeNumber(values.reduce((total, value) => total + BigInt(value), 0n))
}

/** a − b in cents, exactly; throws beyond 2^53 rather than round. */
export function difference(a: number, b: number): number {
  return toSafeNumber(BigInt(a) - BigInt(b))
}

/** A bigint of cents as a number, exactly; throws beyond 2^53 rather than round. */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(`amount too large to be exact: ${value}`)
  }
  return Number(value)
}

/** Hundredths (cents, or a percentage in hundredths) as a plain decimal string, exactly ("-125000" → "-1250.00"). */
export function hundredthsToDecimal(hundredths: number): string {
  return scaledToDecimal(hundredths, 2)
}

/** An integer scaled by 10^places (places ≥ 1) as a plain decimal string, exactly (731200, 6 → "0.731200"). */
export function scaledToDecimal(value: number, places: number): string {
  const digits = String(Math.abs(value)).padStart(places + 1, '0')
  return `${value < 0 ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`
}
