/**
 * fx.csv, the study's exchange rates (optional; the manifest's "fx" key): one row per currency, what
 * one unit is worth in US dollars. A code that is no ISO 4217 currency, a currency given twice and a
 * rate for USD other than 1 are problems at their cell; the schema refuses a rate that is not a
 * positive decimal of at most nine digits before the point and six after (999999999.999999 at most).
 */
import { parseMillionths } from '../money.ts'
import { isCurrencyCode } from '../currencies.ts'
import type { Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import type { CsvFile } from './named-files.ts'
import type { FxRow } from '../../schemas/generated/types.ts'

export const USD = 'USD'
const ONE_DOLLAR_MILLIONTHS = 1_000_000

export interface FxRate {
  /** US dollars per unit, in millionths. */
  usdPerUnitMillionths: number
  line: number
}

/** The rates by currency; USD is always there, at 1. */
export function fxRates(file: CsvFile<FxRow> | null | undefined, problems: Problems): Map<string, FxRate> {
  const rates = new Map<string, FxRate>([[USD, { usdPerUnitMillionths: ONE_DOLLAR_MILLIONTHS, line: 0 }]])
  const lines = new Map<string, number>()
  for (const { line, values } of file?.rows ?? []) {
    const currency = values.Currency
    const rate = parseMillionths(values['USD Per Unit'])
    const earlier = lines.get(currency)
    if (earlier === undefined) lines.set(currency, line)
    if (!isCurrencyCode(currency)) {
      problems.add(file!.display, line, 1, 'UNKNOWN_CURRENCY', `Currency ${quote(currency)} is not an ISO 4217 currency code; expected a code such as "EUR"`)
    } else if (earlier !== undefined) {
      problems.add(file!.display, line, 1, 'DUPLICATE_ROW', `Currency ${quote(currency)} appears again; expected each currency once (first at line ${earlier})`)
    } else if (currency === USD && rate !== ONE_DOLLAR_MILLIONTHS) {
      problems.add(file!.display, line, 2, 'BAD_RATE', `USD Per Unit ${quote(values['USD Per Unit'])} for USD is not 1; expected 1, or no row for USD`)
    } else {
      rates.set(currency, { usdPerUnitMillionths: rate, line })
    }
  }
  return rates
}
