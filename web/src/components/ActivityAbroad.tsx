/**
 * An entity's activity outside the US as a table: each jurisdiction by name with its code, its status
 * and the day it crossed, its sales and threshold in its own currency (the currency's own decimals), its percent of threshold
 * with the bar the states use and, where the study has exchange rates, the USD
 * equivalent, footed by the entity's sales abroad in USD. The separate page and the international page
 * both show it. The CSV has plain numbers, the currency in a column of its own.
 */
import type { InternationalActivity, SalesAbroad } from '../../../schemas/generated/types.ts'
import { count, moneyIn, percent1, usd } from '../format.ts'
import { amount, countCell, percentCell } from '../csvCells.ts'
import { minorDecimal } from '../csv.ts'
import { separateVariant } from '../statuses.ts'
import { StateBadge, StatusBadge } from './Badges.tsx'
import { Bar } from './ThresholdProgress.tsx'
import { DataTable, type Column } from './DataTable.tsx'

const inOwnCurrency = (minor: number, row: InternationalActivity) => moneyIn(minor, row.currency, row.minorUnits)
const plainAmount = (minor: number | null, row: InternationalActivity) => (minor === null ? null : { decimal: minorDecimal(minor, row.minorUnits) })

/** The threshold in words: a sales threshold in its currency, a number of transactions, or both. */
function threshold(row: InternationalActivity): string {
  const parts = [
    ...(row.salesThresholdMinor === null ? [] : [inOwnCurrency(row.salesThresholdMinor, row)]),
    ...(row.transactionsThreshold === null ? [] : [`${count(row.transactionsThreshold)} transaction${row.transactionsThreshold === 1 ? '' : 's'}`]),
  ]
  return parts.length === 0 ? '-' : parts.join(' or ')
}

/** Each measured part of the rule: the sales against the sales threshold, the transactions against theirs. */
function progress(row: InternationalActivity) {
  return [
    ...(row.salesThresholdMinor === null || row.percentOfThreshold === null ? [] : [{
      kind: 'sales',
      percent: row.percentOfThreshold,
      text: `${percent1(row.percentOfThreshold)} of the sales threshold: ${inOwnCurrency(row.totalSalesMinor, row)} of ${inOwnCurrency(row.salesThresholdMinor, row)}`,
    }]),
    ...(row.transactionsThreshold === null || row.percentOfTransactionsThreshold === null ? [] : [{
      kind: 'transactions',
      percent: row.percentOfTransactionsThreshold,
      text: `${percent1(row.percentOfTransactionsThreshold)} of the transaction threshold: ${count(row.transactionsCount)} of ${count(row.transactionsThreshold)}`,
    }]),
  ]
}

function PercentOfThreshold({ row }: { row: InternationalActivity }) {
  const parts = progress(row)
  if (parts.length === 0) return <>-</>
  return (
    <span className="abroad-progress">
      {parts.map((part) => (
        <span key={part.kind} className="abroad-progress-line">
          <Bar label={`${row.name} ${part.kind}`} percent={part.percent} valueText={part.text} />
          <span>
            {percent1(part.percent)}
            {parts.length > 1 && <small> {part.kind}</small>}
          </span>
        </span>
      ))}
    </span>
  )
}

function UsdEquivalent({ row }: { row: InternationalActivity }) {
  if (row.usdCents === null) return <>{row.kind === 'unattributed' ? '-' : `No ${row.currency} rate`}</>
  // A province's sales are part of its country's: shown, but counted once, through the country.
  const country = row.inTotal ? null : row.jurisdiction.split('.')[0]
  return (
    <>
      {usd(row.usdCents)}
      {country && <small className="within"> within {country}</small>}
    </>
  )
}

function columns(withUsd: boolean): Column<InternationalActivity>[] {
  return [
    {
      header: 'Jurisdiction',
      rowHeader: true,
      cell: (row) => (row.kind === 'unattributed' ? row.name : <><StateBadge>{row.jurisdiction}</StateBadge> {row.name}</>),
      sort: (row) => row.name,
      csv: (row) => row.jurisdiction,
    },
    { header: 'Name', csvOnly: true, cell: () => null, csv: (row) => row.name },
    {
      header: 'Status',
      // The day crossed beside the status, as the entity report shows it: one column less to fit a laptop.
      cell: (row) => (
        <>
          <StatusBadge status={row.overallStatus} variantOf={separateVariant} />
          {row.dateCrossedThreshold && <small className="since"> since {row.dateCrossedThreshold}</small>}
        </>
      ),
      sort: (row) => row.overallStatus,
      csv: (row) => row.overallStatus,
    },
    { header: 'Date Crossed', csvOnly: true, cell: () => null, csv: (row) => row.dateCrossedThreshold },
    { header: 'Total Sales', numeric: true, cell: (row) => inOwnCurrency(row.totalSalesMinor, row), csv: (row) => plainAmount(row.totalSalesMinor, row) },
    { header: 'Currency', csvOnly: true, cell: () => null, csv: (row) => row.currency },
    { header: 'Threshold', numeric: true, cell: threshold, csv: (row) => plainAmount(row.salesThresholdMinor, row) },
    { header: 'Transactions Threshold', csvOnly: true, cell: () => null, csv: (row) => (row.transactionsThreshold === null ? null : countCell(row.transactionsThreshold)) },
    { header: 'Transactions', csvOnly: true, cell: () => null, csv: (row) => countCell(row.transactionsCount) },
    {
      header: '% of Threshold',
      cell: (row) => <PercentOfThreshold row={row} />,
      sort: (row) => Math.max(row.percentOfThreshold ?? -Infinity, row.percentOfTransactionsThreshold ?? -Infinity),
      csv: (row) => (row.percentOfThreshold === null ? null : percentCell(row.percentOfThreshold, 1)),
    },
    { header: '% of Transactions Threshold', csvOnly: true, cell: () => null, csv: (row) => (row.percentOfTransactionsThreshold === null ? null : percentCell(row.percentOfTransactionsThreshold, 1)) },
    ...(withUsd
      ? [
          { header: 'USD Equivalent', numeric: true, cell: (row) => <UsdEquivalent row={row} />, sort: (row) => row.usdCents, csv: (row) => amount(row.usdCents) },
          { header: 'In Sales Abroad', csvOnly: true, cell: () => null, csv: (row) => (row.inTotal ? 'yes' : 'no') },
        ] satisfies Column<InternationalActivity>[]
      : []),
  ]
}

export function ActivityAbroadTable({
  caption,
  rows,
  salesAbroad,
  fileName,
}: {
  caption: string
  rows: InternationalActivity[]
  salesAbroad: SalesAbroad
  fileName: (string | number)[]
}) {
  const withUsd = salesAbroad.usdCents !== null
  const shown = columns(withUsd)
  const visible = shown.filter((column) => !column.csvOnly).length
  return (
    <div className="abroad-table">
      <DataTable
        caption={caption}
        columns={shown}
        rows={rows}
        rowKey={(row) => row.jurisdiction}
        fileName={fileName}
        highlight={(row) => row.overallStatus === 'Crossed Threshold'}
        footer={
          withUsd && (
            <tr>
              <th scope="row" colSpan={visible - 1}>
                Sales abroad in USD, each country once{salesAbroad.currenciesWithoutRate.length > 0 && `; leaves out ${salesAbroad.currenciesWithoutRate.join(', ')} (no exchange rate)`}
              </th>
              <td className="num">{usd(salesAbroad.usdCents!)}</td>
            </tr>
          )
        }
      />
    </div>
  )
}
