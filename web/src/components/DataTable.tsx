/**
 * The one data table of the viewer: a labelled scroll container that the keyboard can reach, sort
 * buttons in the headers (aria-sort on the sorted one), an optional filter box and status filter, and
 * 'Download CSV' of the rows as shown (all of them, not only the page). Long tables show PAGE_ROWS
 * rows a page with Previous and Next (ListPager.tsx), so a study of a thousand entities does not render
 * a thousand rows at once; printed, they show every row (up to PRINT_ITEMS). ReportTable.tsx gives it a
 * declared table's columns (report/tables/); table.ts holds the logic. On a phone (styles.css, .data-table
 * at a narrow width) each row stands as a card, each figure under its label: every cell carries its
 * column's header as data-label, the footer's (a TOTAL row the page draws) labelled from the headers above
 * it once drawn (labelFooter).
 */
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { csvFileName, downloadCsv, type CsvCell } from '../csv.ts'
import { entityMatches, searched, type Noun } from '../paging.ts'
import { filterRows, nextSort, sortRows, tableCsv, type Column, type SortState } from '../table.ts'
import { ChoiceFilter, PagerNav, PagerStatus, SearchBox, usePages } from './ListPager.tsx'
import { count } from '../format.ts'

export type { Column } from '../table.ts'

export const PAGE_ROWS = 100

/**
 * Labels each cell of the table's footer with the header of the column it stands under (its colspan
 * counted, hidden columns skipped as the browser skips them), so a stacked TOTAL row names its figures.
 */
function labelFooter(table: HTMLTableElement) {
  const headers = [...(table.tHead?.rows[0]?.cells ?? [])].filter((cell) => !cell.hidden).map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '').trim() ?? '')
  for (const row of table.tFoot?.rows ?? []) {
    let at = 0
    for (const cell of row.cells) {
      if (cell.hidden) continue
      // the row's first cell says TOTAL itself; a cell spanning columns (TOTAL over the name columns) is no one column's
      if (!cell.hasAttribute('data-label')) cell.setAttribute('data-label', at === 0 || cell.colSpan > 1 ? '' : (headers[at] ?? ''))
      at += cell.colSpan
    }
  }
}

export type TableFilter<Row> = {
  /** The row's searchable text, for a filter box; none when the table is searched by entity alone. */
  text?: (row: Row) => string
  /** A choice of statuses: the label of the select and each row's status. */
  status?: { label: string; of: (row: Row) => string }
  /** The filter box's label, 'Filter rows' unless the page says what it searches. */
  label?: string
  /** The row's entity, for a search box that finds an entity by code or name as the home page does. */
  entity?: (row: Row) => { code: string; name: string }
}

const ROWS: Noun = { one: 'row', other: 'rows' }

type Props<Row> = {
  /** The table's name: its caption, the scroll region's label and part of the CSV file name. */
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  /** The CSV file name's parts before the caption, e.g. the study year and the page. */
  fileName: (string | number)[]
  highlight?: (row: Row) => boolean
  /** The footer row (a TOTAL of every row), shown while no filter leaves a row out (under each page of a paged table); told whether every column is. */
  footer?: (everyColumn: boolean) => ReactNode
  filter?: TableFilter<Row>
  striped?: boolean
  /** What a row is, for the count above the table ('Showing 1–100 of 2,000 findings'). */
  noun?: Noun
  /** The table's id in the registry (report/columns.ts), marked on it so each medium's copy can be found. */
  id?: string
  /** The TOTAL row's CSV cells, written after the rows when the CSV holds every row. */
  csvTotal?: CsvCell[]
  /** A trailing cell of each row that is no column of data (a link to the entity's report), headed for screen readers. */
  action?: { header: string; cell: (row: Row) => ReactNode }
}

export function DataTable<Row>({ caption, columns, rows, rowKey, fileName, highlight, footer, filter, striped, noun = ROWS, id, csvTotal, action }: Props<Row>) {
  const hasDetails = columns.some((column) => column.detail)
  const [everyColumn, setEveryColumn] = useState(false)
  const [sort, setSort] = useState<SortState>(null)
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState('')
  const [entityQuery, setEntityQuery] = useState('')

  const statusOf = filter?.status?.of
  const entityOf = filter?.entity
  const statuses = useMemo(() => (statusOf ? [...new Set(rows.map(statusOf))].sort().map((value) => ({ value, label: value })) : []), [rows, statusOf])
  const shown = useMemo(() => {
    const ofEntity = entityOf && entityQuery.trim() !== '' ? rows.filter((row) => entityMatches(entityOf(row), entityQuery)) : rows
    const kept = filter ? filterRows(ofEntity, query, filter.text ?? (() => ''), status, statusOf) : rows
    const column = sort ? columns[sort.column] : undefined
    return sort && column?.sort ? sortRows(kept, column.sort, sort.direction) : kept
  }, [rows, columns, filter, query, status, statusOf, entityOf, entityQuery, sort])
  const pages = usePages(shown, PAGE_ROWS, JSON.stringify([entityQuery, query, status, sort]))
  const visible = pages.visible
  // The footer's total is of every row: it shows while no filter leaves a row out, so the table foots;
  // on a paged table under every page, saying it adds every page's rows.
  const everyRow = shown.length === rows.length
  const paged = rows.length > PAGE_ROWS
  const criteria = [
    ...searched(entityQuery, 'for entity'),
    ...searched(query),
    ...(filter?.status && status !== '' ? [`with ${filter.status.label.toLowerCase()} ${status}`] : []),
  ]

  const tableRef = useRef<HTMLTableElement>(null)
  useLayoutEffect(() => {
    if (tableRef.current) labelFooter(tableRef.current)
  })

  function download() {
    downloadCsv(csvFileName([...fileName, caption]), tableCsv(columns, shown, shown.length === rows.length ? csvTotal : undefined))
  }

  return (
    <div className="data-table" data-table={id}>
      <div className="table-tools">
        {filter && (
          <>
            {filter.entity && <SearchBox label="Find an entity by code or name" value={entityQuery} onChange={setEntityQuery} />}
            {filter.text && <SearchBox label={filter.label ?? 'Filter rows'} value={query} onChange={setQuery} />}
            {filter.status && <ChoiceFilter label={filter.status.label} value={status} options={statuses} onChange={setStatus} />}
          </>
        )}
        <button type="button" className="secondary outline" onClick={download}>
          Download CSV
        </button>
        {hasDetails && (
          <button type="button" className="secondary outline" aria-pressed={everyColumn} onClick={() => setEveryColumn(!everyColumn)}>
            Every column
          </button>
        )}
        {(filter || paged) && <PagerStatus pages={pages} total={rows.length} noun={noun} criteria={criteria} className="table-count" />}
      </div>
      <div className="overflow-auto" tabIndex={0} role="region" aria-label={`${caption}, table`}>
        <table className={striped ? 'striped' : undefined} ref={tableRef}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => {
                const direction = sort?.column === index ? sort.direction : undefined
                return (
                  <th key={column.header} scope="col" className={column.numeric ? 'num' : undefined} aria-sort={direction} hidden={column.detail && !everyColumn}>
                    {column.sort ? (
                      <button type="button" className="sort" onClick={() => setSort(nextSort(sort, index))}>
                        {column.header}
                        <span className="sort-mark" aria-hidden="true">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                )
              })}
              {action && (
                <th scope="col" data-action="">
                  <span className="visually-hidden">{action.header}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)} data-nexus={highlight?.(row) || undefined}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row" className={column.numeric ? 'num' : undefined} hidden={column.detail && !everyColumn} data-label={column.header}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={column.numeric ? 'num' : column.wide ? 'wide' : undefined} hidden={column.detail && !everyColumn} data-label={column.header}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {action && <td data-action="" data-label="">{action.cell(row)}</td>}
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns.filter((column) => everyColumn || !column.detail).length + (action ? 1 : 0)}>No rows match the filter.</td>
              </tr>
            )}
          </tbody>
          {footer && everyRow && <tfoot>{footer(everyColumn)}</tfoot>}
        </table>
      </div>
      {footer && everyRow && visible.length < rows.length && (
        <p className="table-note">
          <small>
            The TOTAL adds all {count(rows.length)} {noun.other}, on every page.
          </small>
        </p>
      )}
      <PagerNav pages={pages} label={`${caption}, pages`} noun={noun} />
    </div>
  )
}
