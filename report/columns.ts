/**
 * A table of a report kind, each column declared once: its header, its value (the raw figure: cents, a
 * percent, an ISO date, never formatted text) and the kind of that value. The page (web/src/format.ts
 * through components/DataTable.tsx), its CSV (web/src/csv.ts) and the workbook's sheet (web/workbook.ts)
 * each format a value by its kind, in one place per medium, so the three agree column for column: the
 * same headers in the same order, the same figures, the same TOTAL row.
 */

/** A raw value: a number in the unit its kind says, text, or nothing (an empty cell). */
export type Value = number | string | null

/**
 * What a value is:
 * - money: integer cents of US dollars;
 * - minor: an amount in a currency's minor units, the currency given by the row (`currency`);
 * - percent: a percentage already rounded to `digits` decimals; rate: a tax rate in percent, three decimals;
 * - count: a whole number; year: a calendar year (no thousands separator);
 * - date: YYYY-MM-DD (or YYYY-MM); text, code (an entity's or a check's code) and state (a state's code).
 */
export type ValueKind = 'money' | 'minor' | 'percent' | 'rate' | 'count' | 'year' | 'date' | 'text' | 'code' | 'state'

export type Column<Row> = {
  key: string
  header: string
  kind: ValueKind
  value: (row: Row) => Value
  /** A percent's decimals (1 unless said). */
  digits?: 1 | 2
  /** Money the page shows in whole dollars (the file and the sheet keep the cents). */
  whole?: boolean
  /** A minor amount's currency and its decimals. */
  currency?: (row: Row) => { currency: string; minorUnits: number }
  /**
   * A column the page keeps out of sight until the reader asks for every column (the table's own button):
   * a full name beside a code, a figure the page says in words elsewhere. Every medium carries it alike.
   */
  detail?: boolean
  /** No sort button on the page (long text). */
  unsorted?: boolean
  /** Long text that wraps in a column of readable width on the page. */
  wide?: boolean
  /** The rows its TOTAL adds up, where not all: those whose column `key` says `equals` (the workbook's SUMIF). */
  sumIf?: { key: string; equals: string }
  /** The sheet's column width, in characters (14 unless said). */
  width?: number
}

/** A TOTAL row: the value of each column that has one, by key; the first column says TOTAL. */
export type Totals = Record<string, Value>

export type Table<Data, Row> = {
  /** Unique among the study's tables: the page marks the table with it, so the tests find each medium's. */
  id: string
  /** The page's caption and heading, and the CSV's name. */
  caption: string
  columns: readonly Column<Row>[]
  rows: (data: Data) => Row[]
  /** Its TOTAL row, read from the file's own totals (which are the sums of the rows); none without. */
  total?: (data: Data) => Totals
  /** Its sheet in the workbook: the name (31 characters at most) and the title above the headers. */
  sheet: { name: (data: Data) => string; title: (data: Data) => string }
}

/** A table's rows and TOTAL taken from its kind's file, as every medium shows them. */
export function tableOf<Data, Row>(table: Table<Data, Row>, data: Data): { rows: Row[]; total: Totals | undefined } {
  return { rows: table.rows(data), total: table.total?.(data) }
}

/** The columns as their values, in order: a row as a medium writes it, before formatting. */
export function valuesOf<Row>(columns: readonly Column<Row>[], row: Row): Value[] {
  return columns.map((column) => column.value(row))
}

/** The TOTAL row's values: 'TOTAL' in the first column, each column's total or nothing. */
export function totalValues<Row>(columns: readonly Column<Row>[], total: Totals): Value[] {
  return columns.map((column, index) => (index === 0 ? 'TOTAL' : (total[column.key] ?? null)))
}
