/**
 * The columns of the exposure tables: the four amounts (tax not collected, interest, penalties and their
 * sum, the exposure), sorting by cents and downloading as exact decimals, a state's action, periods and
 * VDA beside them, the TOTAL row that foots the amounts, and the table of a span's years. The pipeline
 * computed every figure; these only show them.
 */
import type { ReactNode } from 'react'
import type { ExposureAction, ExposureYear, NexusPeriod } from '../../../schemas/generated/types.ts'
import { usd } from '../format.ts'
import { actionLabel } from '../../../common/actions.ts'
import { collectionText, periodsText } from '../exposure.ts'
import { amount, countCell } from '../csvCells.ts'
import { DataTable, type Column } from './DataTable.tsx'
import { ActionBadge, Disclosure, Periods } from './ExposureParts.tsx'

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

type StateRow = Amounts & { stateName: string; action: ExposureAction; nexusPeriods: NexusPeriod[] }
type Vda = { exposureCents: number | null; savingCents: number | null }

/**
 * A state's columns after its own (which each page draws its way): its name (in the CSV), its action, its
 * nexus periods with their collection starts, the amounts, and its VDA exposure with the saving under it
 * (the saving a column of its own in the CSV), `vda` giving both, null where the state offers none.
 */
export function stateColumns<Row extends StateRow>(vda: (row: Row) => Vda): Column<Row>[] {
  return [
    { header: 'State Name', csvOnly: true, cell: () => null, csv: (row) => row.stateName },
    { header: 'Action', cell: (row) => <ActionBadge action={row.action} />, sort: (row) => actionLabel(row.action), csv: (row) => actionLabel(row.action) },
    {
      header: 'Nexus Periods',
      cell: (row) => <Periods periods={row.nexusPeriods} />,
      sort: (row) => row.nexusPeriods[0]?.start ?? null,
      csv: (row) => periodsText(row.nexusPeriods),
    },
    { header: 'Collection Start', csvOnly: true, cell: () => null, csv: (row) => collectionText(row.nexusPeriods) },
    ...amountColumns((row: Row) => row),
    {
      header: 'VDA Exposure',
      numeric: true,
      cell: (row) => <Disclosure {...vda(row)} />,
      sort: (row) => vda(row).exposureCents,
      csv: (row) => amount(vda(row).exposureCents),
    },
    { header: 'VDA Saving', csvOnly: true, cell: () => null, csv: (row) => amount(vda(row).savingCents) },
  ]
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
