/**
 * The rules library (rules/us/): a light reading of its six tables for `npm run rules -- show|changes`.
 * Each table is read as CSV with its documented header (the study's own formats: TRANSACTIONS.md,
 * EXPOSURE.md and LAW.md) and kept as rows of strings keyed by column, in file order, with each row's
 * line. Nothing here checks the values against the contracts (the study's readers do that, and the
 * library's tests hold it to them); this module only finds the rows of a state in force on a day and
 * the rows dated within a span.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'

/** The library's tables, in the order `show` and `changes` list them. */
export const TABLES = ['thresholds', 'marketplace', 'returns', 'interest', 'penalties', 'disclosure'] as const
export type Table = (typeof TABLES)[number]

const CITED = ['Source', 'Verified On'] as const

/** Each table's columns, exactly as its file's header names them. */
export const COLUMNS: Readonly<Record<Table, readonly string[]>> = {
  thresholds: [
    'State', 'Threshold Type', 'Sales Threshold', 'Transactions Threshold', 'Period Type', 'Effective From',
    'Counts Marketplace', 'Counts Exempt', 'Counts Resale', 'Counts Not Taxable', 'Collection Starts', 'Nexus Lasts',
    'Interest Rate', 'Penalty Rate', 'VDA Look Back Months', ...CITED,
  ],
  marketplace: ['State', 'Effective From', ...CITED],
  returns: ['State', 'Effective From', 'Frequency', 'Due Day', 'Quarter Start Month', 'Assessment Years', ...CITED],
  interest: ['State', 'Effective From', 'Rate', 'Method', 'Starts After Days', ...CITED],
  penalties: ['State', 'Effective From', 'Initial Percent', 'Monthly Percent', 'Cap Percent', 'Minimum', ...CITED],
  disclosure: ['State', 'Effective From', 'Look Back', 'Penalties Waived', 'Interest Waived Percent', ...CITED],
}

export interface LibraryRow {
  table: Table
  /** 1-based line of the row in its file (the header is line 1). */
  line: number
  values: Readonly<Record<string, string>>
}

export interface Library {
  /** The folder read, such as rules/us. */
  dir: string
  tables: Readonly<Record<Table, readonly LibraryRow[]>>
}

/** The library's folder in this repository, as messages name it and as read (whatever the working folder). */
export const LIBRARY_DIR = 'rules/us'
export const LIBRARY_PATH = fileURLToPath(new URL('../../rules/us/', import.meta.url))

/** A table's file name in the library folder. */
export function fileOf(table: Table): string {
  return `${table}.csv`
}

/** Reads the six tables of a library folder; throws, naming the file, when one cannot be read or its header is not the documented one. */
export function readLibrary(path: string = LIBRARY_PATH, dir: string = LIBRARY_DIR): Library {
  const tables = {} as Record<Table, LibraryRow[]>
  for (const table of TABLES) {
    const file = join(path, fileOf(table))
    const records = parse(readFileSync(file, 'utf8'), { bom: true, skip_empty_lines: true, relax_column_count: false, info: true }) as unknown as { record: string[]; info: { lines: number } }[]
    const [header, ...rows] = records
    const columns = COLUMNS[table]
    if (!header || header.record.join(',') !== columns.join(',')) {
      throw new Error(`${join(dir, fileOf(table))}:1:1: the header must be ${columns.join(',')}`)
    }
    tables[table] = rows.map(({ record, info }) => ({
      table,
      line: info.lines,
      values: Object.fromEntries(columns.map((column, index) => [column, record[index] ?? ''])),
    }))
  }
  return { dir, tables }
}

/** A state's rows of a table, in date order (a blank Effective From first: it applies from the first day read). */
export function rowsOf(library: Library, table: Table, state: string): LibraryRow[] {
  return library.tables[table]
    .filter((row) => row.values.State === state)
    .sort((a, b) => byDate(a.values['Effective From'] ?? '', b.values['Effective From'] ?? ''))
}

/** The row of a state's table in force on a day (the latest Effective From on or before it), or undefined. */
export function inForce(library: Library, table: Table, state: string, day: string): LibraryRow | undefined {
  let found: LibraryRow | undefined
  for (const row of rowsOf(library, table, state)) if ((row.values['Effective From'] ?? '') <= day) found = row
  return found
}

function byDate(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === text
}
