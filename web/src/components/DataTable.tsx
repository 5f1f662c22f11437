/**
 * The one data table of the viewer: a labelled scroll container that the keyboard can reach, sort
 * buttons in the headers (aria-sort on the sorted one), an optional filter box and status filter, and
 * 'Download CSV' of the rows as shown (all of them, not only the page). Long tables show PAGE_ROWS
 * rows and a 'Show more' button, so a study of a thousand entities does not render a thousand rows at
 * once. Pages give the columns; table.ts holds the logic.
 */
import { useId, useMemo, useState, type ReactNode } from 'react'
import { csvFileName, downloadCsv } from '../csv.ts'
import { filterRows, nextSort, sortRows, tableCsv, type Column, type SortState } from '../table.ts'

export type { Column } from '../table.ts'

export const PAGE_ROWS = 100

export type TableFilter<Row> = {
  /** The row's searchable text. */
  text: (row: Row) => string
  /** A choice of statuses: the label of the select and each row's status. */
  status?: { label: string; of: (row: Row) => string }
}

type Props<Row> = {
  /** The table's name: its caption, the scroll region's label and part of the CSV file name. */
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  /** The CSV file name's parts before the caption, e.g. the study year and the page. */
  fileName: (string | number)[]
  highlight?: (row: Row) => boolean
  /** Footer rows (a TOTAL), shown only while every row is shown. */
  footer?: ReactNode
  filter?: TableFilter<Row>
  striped?: boolean
}

export function DataTable<Row>({ caption, columns: allColumns, rows, rowKey, fileName, highlight, footer, filter, striped }: Props<Row>) {
  const id = useId()
  const columns = useMemo(() => allColumns.filter((column) => !column.csvOnly), [allColumns])
  const [sort, setSort] = useState<SortState>(null)
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState('')
  const [limit, setLimit] = useState(PAGE_ROWS)

  const statusOf = filter?.status?.of
  const statuses = useMemo(() => (statusOf ? [...new Set(rows.map(statusOf))].sort() : []), [rows, statusOf])
  const shown = useMemo(() => {
    const kept = filter ? filterRows(rows, query, filter.text, status, statusOf) : rows
    const column = sort ? columns[sort.column] : undefined
    return sort && column?.sort ? sortRows(kept, column.sort, sort.direction) : kept
  }, [rows, columns, filter, query, status, statusOf, sort])
  const visible = shown.length > limit ? shown.slice(0, limit) : shown
  // The footer's total is of every row, so it shows only while every row is on screen: the table foots.
  const everyRow = visible.length === rows.length
  const paged = rows.length > PAGE_ROWS

  function download() {
    downloadCsv(csvFileName([...fileName, caption]), tableCsv(allColumns, shown))
  }

  return (
    <div className="data-table">
      <div className="table-tools">
        {filter && (
          <>
            <label htmlFor={`${id}-q`}>
              Filter rows
              <input
                id={`${id}-q`}
                type="search"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value)
                  setLimit(PAGE_ROWS)
                }}
                autoComplete="off"
              />
            </label>
            {filter.status && (
              <label htmlFor={`${id}-s`}>
                {filter.status.label}
                <select id={`${id}-s`} value={status} onChange={(event) => {
                  setStatus(event.target.value)
                  setLimit(PAGE_ROWS)
                }}>
                  <option value="">All</option>
                  {statuses.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </>
        )}
        <button type="button" className="secondary outline" onClick={download}>
          Download CSV
        </button>
        {(filter || paged) && (
          <p className="table-count" role="status">
            Showing {visible.length} of {rows.length} rows
          </p>
        )}
      </div>
      <div className="overflow-auto" tabIndex={0} role="region" aria-label={`${caption}, table`}>
        <table className={striped ? 'striped' : undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => {
                const direction = sort?.column === index ? sort.direction : undefined
                const content = column.headerContent ?? column.header
                return (
                  <th key={column.header} scope="col" className={column.numeric ? 'num' : undefined} aria-sort={direction}>
                    {column.sort ? (
                      <button type="button" className="sort" onClick={() => setSort(nextSort(sort, index))}>
                        {content}
                        <span className="sort-mark" aria-hidden="true">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)} data-nexus={highlight?.(row) || undefined}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row" className={column.numeric ? 'num' : undefined}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={column.numeric ? 'num' : column.wide ? 'wide' : undefined}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns.length}>No rows match the filter.</td>
              </tr>
            )}
          </tbody>
          {footer && everyRow && <tfoot>{footer}</tfoot>}
        </table>
      </div>
      {visible.length < shown.length && (
        <button type="button" className="secondary outline" onClick={() => setLimit(limit + PAGE_ROWS)}>
          Show more ({Math.min(PAGE_ROWS, shown.length - visible.length)} of {shown.length - visible.length} more rows)
        </button>
      )}
    </div>
  )
}
