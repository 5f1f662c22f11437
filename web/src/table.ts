/**
 * What a data table shows, apart from how it looks: its columns, the order of its rows after a sort
 * and which rows a filter leaves. Sorting uses each column's underlying value (cents, percent), never
 * the formatted text.
 */
import type { ReactNode } from 'react'
import { toCsv, type CsvCell } from './csv.ts'

export type SortValue = number | string | null

export type Column<Row> = {
  /** The header's text, also the CSV header. */
  header: string
  cell: (row: Row) => ReactNode
  /** The value to sort by; a column without one has no sort button. */
  sort?: (row: Row) => SortValue
  /** The CSV cell. */
  csv: (row: Row) => CsvCell
  numeric?: boolean
  /** Long text (a message) that should wrap in a column of readable width rather than a narrow one. */
  wide?: boolean
  /** On the page but out of sight until the reader shows every column (a declared detail, report/columns.ts). */
  detail?: boolean
  /** The row's header cell (th scope="row"). */
  rowHeader?: boolean
  /** For the reviewer only (a file reference): marked data-working, which the client's PDF leaves out. */
  working?: boolean
  /** What the header's help link says: a link to the glossary's entry explaining the column (Glossary.tsx). */
  help?: ReactNode
}

export type Direction = 'ascending' | 'descending'
export type SortState = { column: number; direction: Direction } | null

/** Ascending, numbers by value, text by locale; empty values last whichever the direction. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: Direction): Row[] {
  const sign = direction === 'ascending' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index
        return a.key === null ? 1 : -1
      }
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : String(a.key).localeCompare(String(b.key), 'en', { numeric: true })
      return sign * order || a.index - b.index
    })
    .map(({ row }) => row)
}

/** The next sort after a click on a column's button: ascending first, then the other way. */
export function nextSort(current: SortState, column: number): SortState {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
  }
  return { column, direction: 'ascending' }
}

/** Rows whose text holds every word of the query (case-insensitive) and whose status is the one chosen. */
export function filterRows<Row>(
  rows: readonly Row[],
  query: string,
  text: (row: Row) => string,
  status: string,
  statusOf?: (row: Row) => string,
): Row[] {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word !== '')
  return rows.filter((row) => {
    if (status !== '' && statusOf && statusOf(row) !== status) return false
    const haystack = text(row).toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}

/** The CSV of the rows as shown: every column, those out of sight included, in order, and the TOTAL row when given. */
export function tableCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[], total?: readonly CsvCell[]): string {
  return toCsv(
    columns.map((column) => column.header),
    [...rows.map((row) => columns.map((column) => column.csv(row))), ...(total ? [total] : [])],
  )
}
