/**
 * The 'Download CSV' of a table: RFC 4180 text built from typed cells, so amounts leave as exact plain
 * decimals from their integer cents and text that a spreadsheet would run as a formula is neutralised.
 */

/** A CSV cell: text, an amount in integer cents, a plain number written as given, or empty. */
export type CsvCell = string | { cents: number } | { decimal: string } | null

/** Integer cents as a plain decimal with two places: 5281200 → "52812.00", -5 → "-0.05". */
export function centsDecimal(cents: number): string {
  return minorDecimal(cents, 2)
}

/**
 * An amount in a currency's minor units as a plain decimal with that many places, exactly: 1050000
 * fils (KWD, 3) → "1050.000", 2287651 yen (JPY, 0) → "2287651".
 */
export function minorDecimal(minor: number, units: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`${minor} is not a whole number of minor units`)
  const whole = BigInt(minor)
  const sign = whole < 0n ? '-' : ''
  const magnitude = whole < 0n ? -whole : whole
  if (units === 0) return `${sign}${magnitude}`
  const scale = 10n ** BigInt(units)
  return `${sign}${magnitude / scale}.${String(magnitude % scale).padStart(units, '0')}`
}

/**
 * OWASP's advice against CSV injection: text that begins with = + - @, a tab or a carriage return is
 * prefixed with a single quote, so a spreadsheet shows it instead of evaluating it.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** RFC 4180: a field holding a comma, a double quote or a line break is quoted, its quotes doubled. */
export function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field
}

function field(cell: CsvCell): string {
  if (cell === null) return ''
  if (typeof cell === 'string') return quote(neutralise(cell))
  if ('cents' in cell) return centsDecimal(cell.cents)
  return quote(cell.decimal)
}

/** The whole file: a header row, then one line per row, each ended by CRLF as RFC 4180 asks. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header.map((name) => quote(neutralise(name))), ...rows.map((row) => row.map(field))]
    .map((line) => `${line.join(',')}\r\n`)
    .join('')
}

/** A file name from its parts: "nexus-study-2024-consolidated-states.csv". */
export function csvFileName(parts: readonly (string | number)[]): string {
  const slug = parts
    .map((part) => String(part).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter((part) => part !== '')
    .join('-')
  return `${slug || 'table'}.csv`
}

/** Saves the text as a file in the browser, with no server: a Blob behind a temporary object URL. */
export function downloadCsv(fileName: string, csv: string): void {
  // the byte order mark makes Excel read the file as UTF-8
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser fetches the object URL after the click returns, when it gets to it: revoked on the next
  // tick, a busy browser can find it gone and save nothing (Firefox's bug 1282407). A minute is long
  // past any start; the Blob's memory is held that long.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}

/** How long a CSV's object URL outlives its click. */
const REVOKE_AFTER_MS = 60_000
