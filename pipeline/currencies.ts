/**
 * ISO 4217 currencies as Node's Intl knows them (CLDR's data): which codes exist, and each one's minor
 * units, the decimals its amounts are shown with (JPY, ISK, KRW 0; EUR 2; KWD, BHD 3). The pipeline
 * decides them and writes them into the generated files, so that the pages, the CSV downloads, the
 * workbook and the PDF show every amount with the same decimals whatever browser reads them (browsers'
 * CLDR versions have disagreed, on ISK for one), and a change of Node's data shows as a diff of generated/.
 */

/** The export's currency of Unattributed Revenue: no currency at all. */
export const UNKNOWN_CURRENCY = 'UNKNOWN'

let known: Set<string> | undefined
const minorUnitsByCode = new Map<string, number>()

/** Whether the code is a current ISO 4217 currency (Intl.supportedValuesOf; "ABC" is not, though Intl would format it). */
export function isCurrencyCode(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'))
  return known.has(code)
}

/**
 * The currency's minor units; 2 for a code that is no currency (UNKNOWN, or one Intl does not know),
 * the two places the export writes every amount with.
 */
export function minorUnits(code: string): number {
  let units = minorUnitsByCode.get(code)
  if (units === undefined) {
    units = isCurrencyCode(code)
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
      : 2
    minorUnitsByCode.set(code, units)
  }
  return units
}
