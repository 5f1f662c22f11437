/**
 * An entity's activity outside the US as its part of the table abroad (report/tables/international.ts):
 * each jurisdiction by name with its code, its status and the day it crossed, its sales and threshold in
 * its own currency (the currency's own decimals), its percent of threshold with the bar the states use
 * and, where the study has exchange rates, the USD equivalent, footed by the entity's sales abroad in
 * USD. The separate page and the international page both show it; the file and the sheet have plain
 * numbers, the currency in a column of its own.
 */
import type { InternationalActivity } from '../../../schemas/generated/types.ts'
import { columnsOf, type Totals } from '../../../report/columns.ts'
import { abroadTable, type Abroad, type AbroadRow } from '../../../report/tables/international.ts'
import { count, moneyIn, percent1, usd } from '../format.ts'
import { separateVariant } from '../statuses.ts'
import { StateBadge, StatusBadge } from './Badges.tsx'
import { Bar } from './ThresholdProgress.tsx'
import { ReportTable } from './ReportTable.tsx'

const inOwnCurrency = (minor: number, row: InternationalActivity) => moneyIn(minor, row.currency, row.minorUnits)

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

const render = {
  jurisdiction: {
    cell: ({ place }: AbroadRow) => (place.kind === 'unattributed' ? place.name : <><StateBadge>{place.jurisdiction}</StateBadge> {place.name}</>),
  },
  // The day crossed beside the status, as the entity report shows it: one column less to fit a laptop.
  status: {
    cell: ({ place }: AbroadRow) => (
      <>
        <StatusBadge status={place.overallStatus} variantOf={separateVariant} />
        {place.dateCrossedThreshold && <small className="since"> since {place.dateCrossedThreshold}</small>}
      </>
    ),
  },
  threshold: { cell: ({ place }: AbroadRow) => threshold(place) },
  percent: { cell: ({ place }: AbroadRow) => <PercentOfThreshold row={place} />, numeric: false },
  usd: { cell: ({ place }: AbroadRow) => <UsdEquivalent row={place} /> },
}

export function ActivityAbroadTable({
  data,
  rows,
  total,
  currenciesWithoutRate,
  caption,
  fileName,
}: {
  /** The table's data, which decides its columns (a USD column with exchange rates). */
  data: Abroad
  /** The entity's rows, and its sales abroad in USD. */
  rows: AbroadRow[]
  total: Totals | undefined
  /** The currencies its USD total leaves out, having no rate. */
  currenciesWithoutRate: readonly string[]
  caption?: string
  fileName: (string | number)[]
}) {
  return (
    <div className="abroad-table">
      <ReportTable
        table={abroadTable}
        columns={columnsOf(abroadTable, data)}
        rows={rows}
        total={total}
        render={render}
        {...(caption ? { caption } : {})}
        rowKey={({ place }) => place.jurisdiction}
        fileName={fileName}
        highlight={({ place }) => place.overallStatus === 'Crossed Threshold'}
      />
      {total && (
        <p>
          <small>
            The TOTAL is the sales abroad in USD, each country once (a province's sales are part of its country's)
            {currenciesWithoutRate.length > 0 && `, leaving out ${currenciesWithoutRate.join(', ')}, which the study's exchange rates lack`}.
          </small>
        </p>
      )}
    </div>
  )
}
