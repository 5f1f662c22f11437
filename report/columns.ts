/**
 * A table of a report kind, each column declared once: its header, its value (the raw figure: cents, a
 * percent, an ISO date, never formatted text) and the kind of that value. The page (web/src/format.ts
 * through components/ReportTable.tsx), its CSV (web/src/csv.ts) and the workbook's sheet (web/workbook.ts)
 * each format a value by its kind, in one place per medium, so the three agree column for column: the
 * same headers in the same order, the same figures, the same TOTAL row. Every table of the site and of
 * the workbook is declared so, in tables/; nothing else lists a table's columns.
 */
import type { Overview } from '../schemas/generated/types.ts'
import type { GlossaryId } from './glossary.ts'

/** A raw value: a number in the unit its kind says, text, or nothing (an empty cell). */
export type Value = number | string | null

/**
 * What a value is:
 * - money: integer cents of US dollars;
 * - minor: an amount in a currency's minor units, the currency given by the row (`currency`);
 * - percent: a percentage already rounded to `digits` decimals; rate: a tax rate in percent, three decimals;
 * - count: a whole number; year: a calendar year (no thousands separator);
 * - decimal: an exact decimal the study gives as text ('0.0067', an exchange rate): written as given, a
 *   number in the sheet;
 * - date: YYYY-MM-DD (or YYYY-MM); text, code (an entity's or a check's code) and state (a state's code);
 * - source: a file reference, where in the study's files (or the rules library's) a row or figure comes
 *   from ('thresholds.csv:43', 'transactions/E.csv'): text for the reviewer. Every medium shows it as
 *   text but the client's PDF, which leaves its column out (the page marks it data-working).
 */
export type ValueKind = 'money' | 'minor' | 'percent' | 'rate' | 'count' | 'year' | 'decimal' | 'date' | 'text' | 'code' | 'state' | 'source'

/** Whether a column is for the reviewer only: a file reference, which the client's edition of the PDF leaves out. */
export const forReviewer = <Row>(column: Column<Row>): boolean => column.kind === 'source'

/** A value's kind, with a percent's decimals (1 unless said). */
export type Kinded = { kind: ValueKind; digits?: 1 | 2 | undefined }

export type Column<Row> = {
  key: string
  header: string
  kind: ValueKind
  value: (row: Row) => Value
  /** The kind (and a percent's decimals) of each row's value, where a column holds several (the summary's figures); `kind` unless said. */
  kindOf?: (row: Row) => Kinded
  /** A percent's decimals (1 unless said). */
  digits?: 1 | 2
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
  /** The glossary's entry (glossary.ts) explaining the column's header or its values: the page's header links to it. */
  glossary?: GlossaryId
}

/** A TOTAL row: the value of each column that has one, by key; the first column says TOTAL. */
export type Totals = Record<string, Value>

/**
 * The study's generated files, for a sheet that reads more than its own kind's file (the summary, every
 * entity's activity abroad): the overview, and any file by its name in generated/ ('consolidated.json',
 * 'entities/A.json'); `has` says whether the study wrote it.
 */
export type StudyFiles = { overview: Overview; file: <T>(name: string) => T; has: (name: string) => boolean }

export type Table<Data, Row> = {
  /** Unique among the study's tables: the page marks the table with it, so the tests find each medium's. */
  id: string
  /** The page's caption and heading, and the CSV's name. */
  caption: string
  /** Its columns; a function where the data decides some (a USD column only with exchange rates, a column per year). */
  columns: readonly Column<Row>[] | ((data: Data) => readonly Column<Row>[])
  rows: (data: Data) => Row[]
  /** Its TOTAL row, read from the file's own totals (which are the sums of the rows); none without, or where it gives none. */
  total?: (data: Data) => Totals | undefined
  /** Whether the study has the table (the page shows it, the workbook writes its sheet); always unless said. */
  when?: (data: Data) => boolean
  /** Its sheet in the workbook: the name (31 characters at most) and the title above the headers. */
  sheet: { name: (data: Data) => string; title: (data: Data) => string }
  /**
   * The data of its sheet where the sheet is more than the kind's file holds: every entity's activity
   * abroad in one sheet, the summary's figures from several files. The kind's file unless said.
   */
  sheetData?: (study: StudyFiles) => Data
}

/** A table's columns, rows and TOTAL taken from its data, as every medium shows them. */
export function tableOf<Data, Row>(table: Table<Data, Row>, data: Data): { columns: readonly Column<Row>[]; rows: Row[]; total: Totals | undefined } {
  return { columns: columnsOf(table, data), rows: table.rows(data), total: table.total?.(data) }
}

/** A table's columns for its data. */
export function columnsOf<Data, Row>(table: Table<Data, Row>, data: Data): readonly Column<Row>[] {
  return typeof table.columns === 'function' ? table.columns(data) : table.columns
}

/** Whether the study has the table. */
export const hasTable = <Data, Row>(table: Table<Data, Row>, data: Data): boolean => table.when?.(data) ?? true

/** A column's kind for a row (the row's own where the column holds several), with a percent's decimals. */
export const kindIn = <Row>(column: Column<Row>, row: Row | undefined): Kinded =>
  row !== undefined && column.kindOf ? column.kindOf(row) : { kind: column.kind, digits: column.digits }

/** The TOTAL row's values: 'TOTAL' in the first column, each column's total or nothing. */
export function totalValues<Row>(columns: readonly Column<Row>[], total: Totals): Value[] {
  return columns.map((column, index) => (index === 0 ? 'TOTAL' : (total[column.key] ?? null)))
}

/** A yes or no, as the tables write it; nothing where the question does not arise. */
export const yesNo = (value: boolean | null): Value => (value === null ? null : value ? 'yes' : 'no')
