/**
 * The four amounts of every exposure table (tax not collected, interest, penalties and their sum, the
 * exposure) as columns that sort by cents and download as exact decimals, the TOTAL row that foots them,
 * and the table of a span's years. The pipeline computed every figure; these only show them.
 */
import type { ReactNode } from 'react'
import type { ExposureYear } from '../../../schemas/types.ts'
import { usd } from '../format.ts'
import { amount, countCell } from '../csvCells.ts'
import { DataTable, type Column } from './DataTable.tsx'

export type Amounts = Pick<ExposureYear, 'taxCents' | 'interestCents' | 'penaltiesCents' | 'exposureCents'>

const AMOUNTS = [
  ['Tax', 'taxCents'],
  ['Interest', 'interestCents'],
  ['Penalties', 'penaltiesCents'],
  ['Exposure', 'exposureCents'],
] as const

/** Tax, Interest, Penalties and Exposure, for any row that carries the four amounts (or, through `of`, holds them). */
export function amountColumns<Row>(of: (row: Row) => Amounts): Column<Row>[] {
  return AMOUNTS.map(([header, key]) => ({
    header,
    numeric: true,
    cell: (row: Row) => usd(of(row)[key]),
    sort: (row: Row) => of(row)[key],
    csv: (row: Row) => amount(of(row)[key]),
  }))
}

/**
 * The TOTAL row under a table whose visible columns are `before` cells, the four amounts, then `after`
 * cells: the amounts are the pipeline's own totals, which are the sums of the rows above.
 */
export function TotalRow({ before, totals, after = [] }: { before: number; totals: Amounts; after?: ReactNode[] }) {
  return (
    <tr>
      <th scope="row">TOTAL</th>
      {Array.from({ length: before - 1 }, (_, index) => (
        <td key={`before-${index}`} />
      ))}
      {AMOUNTS.map(([header, key]) => (
        <td key={header} className="num">
          {usd(totals[key])}
        </td>
      ))}
      {after.map((cell, index) => (
        <td key={`after-${index}`} className={cell === null ? undefined : 'num'}>
          {cell}
        </td>
      ))}
    </tr>
  )
}

const yearColumns: Column<ExposureYear>[] = [
  { header: 'Year', rowHeader: true, cell: (row) => row.year, sort: (row) => row.year, csv: (row) => countCell(row.year) },
  ...amountColumns((row: ExposureYear) => row),
]

/** A span's amounts year by year, with its TOTAL: the study's, an entity's or one state's. */
export function YearTable({ caption, years, totals, fileName }: { caption: string; years: ExposureYear[]; totals: Amounts; fileName: (string | number)[] }) {
  return (
    <DataTable
      caption={caption}
      columns={yearColumns}
      rows={years}
      rowKey={(row) => String(row.year)}
      fileName={fileName}
      footer={<TotalRow before={1} totals={totals} />}
      striped
    />
  )
}
