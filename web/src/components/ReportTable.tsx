/**
 * A table of the registry (report/columns.ts) on the page: each declared column a column of the
 * DataTable, its cell the value formatted by its kind (format.ts) unless the page gives a renderer for
 * its key (a badge, a link, a state with its name), its sort the value itself, its CSV cell the value by
 * its kind (csvCells.ts), its detail columns out of sight until the reader shows every column, and the
 * TOTAL row built from the declaration, on the page and at the end of a CSV of every row. The workbook
 * writes the same columns (web/workbook.ts), so page, CSV and sheet agree column for column. A page may
 * show a part of a table (one entity's rows, one state's) with the part's own TOTAL: the same columns.
 */
import type { ReactNode } from 'react'
import { forReviewer, kindIn, type Column as Declared, type Totals, type Value } from '../../../report/columns.ts'
import type { CsvCell } from '../csv.ts'
import { minorDecimal } from '../csv.ts'
import { amount, countCell, percentCell, rateCell } from '../csvCells.ts'
import { count, moneyIn, percent1, percent2, rate, usd } from '../format.ts'
import { DataTable, type Column, type TableFilter } from './DataTable.tsx'
import { TermHelp } from './Glossary.tsx'
import type { Noun } from '../paging.ts'

const NUMERIC = new Set(['money', 'minor', 'percent', 'rate', 'count', 'decimal'])

/** A value as the page shows it, by its column's kind (the row's, where the column holds several). */
export function shown<Row>(column: Declared<Row>, value: Value, row: Row | undefined): ReactNode {
  const { kind, digits } = kindIn(column, row)
  if (value === null || value === '') return kind === 'rate' ? rate(null) : NUMERIC.has(kind) ? '-' : ''
  if (typeof value === 'string') return value
  switch (kind) {
    case 'money':
      return usd(value)
    case 'minor': {
      const currency = row && column.currency?.(row)
      return currency ? moneyIn(value, currency.currency, currency.minorUnits) : count(value)
    }
    case 'percent':
      return digits === 2 ? percent2(value) : percent1(value)
    case 'rate':
      return rate(value)
    case 'count':
      return count(value)
    default:
      return String(value)
  }
}

/** A value as the CSV writes it, by its column's kind: amounts exact from their minor units. */
export function csvCell<Row>(column: Declared<Row>, value: Value, row: Row | undefined): CsvCell {
  const { kind, digits } = kindIn(column, row)
  if (value === null || value === '') return null
  if (kind === 'decimal') return { decimal: String(value) }
  if (typeof value === 'string') return value
  switch (kind) {
    case 'money':
      return amount(value)
    case 'minor': {
      const currency = row && column.currency?.(row)
      return { decimal: minorDecimal(value, currency?.minorUnits ?? 0) }
    }
    case 'percent':
      return percentCell(value, digits ?? 1)
    case 'rate':
      return rateCell(value)
    default:
      return countCell(value)
  }
}

/** How the page draws a column: its cell, and its TOTAL cell where the page adds to it (a note's mark). */
export type Renderer<Row> = { cell?: (row: Row) => ReactNode; total?: (value: Value) => ReactNode; numeric?: boolean }

type Props<Row> = {
  table: { id: string; caption: string }
  /** The table's columns for its data (tableOf). */
  columns: readonly Declared<Row>[]
  /** Its rows, or the part of them the page shows here. */
  rows: Row[]
  /** Its TOTAL, or the part's. */
  total?: Totals | undefined
  /** Renderers by column key; a column without one shows its value formatted by its kind. */
  render?: Partial<Record<string, Renderer<Row>>>
  /** Columns this part keeps out of sight too, until every column is shown (a date no row of it has). */
  details?: readonly string[]
  /** The column whose cell heads its row (th scope="row"): the first in sight unless said. */
  rowHeader?: string
  /** A caption of the table's own when a page shows it several times (one per entity, say). */
  caption?: string
  rowKey: (row: Row) => string
  fileName: (string | number)[]
  highlight?: (row: Row) => boolean
  filter?: TableFilter<Row>
  striped?: boolean
  noun?: Noun
  action?: { header: string; cell: (row: Row) => ReactNode }
}

export function ReportTable<Row>({ table, columns: declared, rows, total, render = {}, details = [], rowHeader, caption, ...rest }: Props<Row>) {
  const hidden = (column: Declared<Row>) => column.detail === true || details.includes(column.key)
  const header = rowHeader ?? (declared.find((column) => !hidden(column)) ?? declared[0]!).key
  const columns: Column<Row>[] = declared.map((column) => {
    const own = render[column.key]
    return {
      header: column.header,
      cell: own?.cell ?? ((row: Row) => shown(column, column.value(row), row)),
      ...(column.unsorted ? {} : { sort: (row: Row) => column.value(row) }),
      csv: (row: Row) => csvCell(column, column.value(row), row),
      numeric: own?.numeric ?? NUMERIC.has(column.kind),
      ...(column.wide ? { wide: true } : {}),
      ...(hidden(column) ? { detail: true } : {}),
      ...(column.key === header ? { rowHeader: true } : {}),
      ...(forReviewer(column) ? { working: true } : {}),
      ...(column.glossary ? { help: <TermHelp id={column.glossary} what={column.header} /> } : {}),
    }
  })
  const footer =
    total &&
    ((everyColumn: boolean) => {
      // TOTAL stands in the first column in sight: the first, once every column is shown
      const label = declared.findIndex((column) => everyColumn || !hidden(column))
      return (
        <tr>
          {declared.map((column, index) => {
            const out = hidden(column) && !everyColumn
            // each cell labelled by its own column (a stacked TOTAL on a phone): which columns are in sight changes with Every column
            if (index === label) return <th key={column.key} scope="row" data-label="">TOTAL</th>
            const value = index === 0 ? null : (total[column.key] ?? null)
            const own = render[column.key]
            const numeric = own?.numeric ?? NUMERIC.has(column.kind)
            return (
              <td key={column.key} className={numeric && value !== null ? 'num' : undefined} hidden={out} data-label={column.header} data-working={forReviewer(column) ? '' : undefined}>
                {value === null ? null : (own?.total?.(value) ?? shown(column, value, undefined))}
              </td>
            )
          })}
          {rest.action && <td data-action="" data-label="" />}
        </tr>
      )
    })
  const totals = footer && total ? { footer, csvTotal: declared.map((column, index): CsvCell => (index === 0 ? 'TOTAL' : csvCell(column, total[column.key] ?? null, undefined))) } : {}
  return <DataTable caption={caption ?? table.caption} columns={columns} rows={rows} id={table.id} {...totals} {...rest} />
}
