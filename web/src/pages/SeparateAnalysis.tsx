/** One entity's separate-entity nexus analysis: its US exposures by group, and its activity abroad. */
import type { EntityReport, Exposure } from '../../../schemas/generated/types.ts'
import { Link } from 'wouter'
import { count, percent1, usdWhole } from '../format.ts'
import { separateVariant } from '../statuses.ts'
import { ColourBadge, StateBadge, StatusBadge } from '../components/Badges.tsx'
import { Card, Cards, FindingsNotice, Page, PageHeader } from '../components/Layout.tsx'
import { DataTable, type Column } from '../components/DataTable.tsx'
import { amount, percentCell } from '../csvCells.ts'
import { ActivityAbroadTable } from '../components/ActivityAbroad.tsx'
import { ThresholdProgress } from '../components/ThresholdProgress.tsx'
import { RunningMeasures } from '../components/RunningMeasures.tsx'
import { StatusSourceNote } from '../components/StatusSourceNote.tsx'
import { pathOf } from '../../../report/routes.ts'
import { useEffect, useState } from 'react'

type Extra = 'dateCrossed' | 'remaining'

const state: Column<Exposure> = {
  header: 'State',
  rowHeader: true,
  cell: (row) => (
    <>
      <StateBadge>{row.stateCode}</StateBadge> {row.stateName}
    </>
  ),
  sort: (row) => row.stateName,
  csv: (row) => row.stateCode,
}
const baseColumns: Column<Exposure>[] = [
  state,
  { header: 'State Name', csvOnly: true, cell: () => null, csv: (row) => row.stateName },
  { header: 'Status', cell: (row) => <StatusBadge status={row.overallStatus} variantOf={separateVariant} />, csv: (row) => row.overallStatus },
  { header: 'Total Sales', numeric: true, cell: (row) => usdWhole(row.totalSalesCents), sort: (row) => row.totalSalesCents, csv: (row) => amount(row.totalSalesCents) },
  { header: 'Threshold', numeric: true, cell: (row) => usdWhole(row.salesThresholdCents), sort: (row) => row.salesThresholdCents, csv: (row) => amount(row.salesThresholdCents) },
  { header: '% of Threshold', numeric: true, cell: (row) => percent1(row.percentOfThreshold), sort: (row) => row.percentOfThreshold, csv: (row) => percentCell(row.percentOfThreshold, 1) },
]
const dateColumn: Column<Exposure> = {
  header: 'Date Crossed',
  cell: (row) => row.dateCrossedThreshold ?? '',
  sort: (row) => row.dateCrossedThreshold,
  csv: (row) => row.dateCrossedThreshold,
}
const remainingColumn: Column<Exposure> = {
  header: 'Remaining to Threshold',
  numeric: true,
  cell: (row) => usdWhole(row.remainingToThresholdCents),
  sort: (row) => row.remainingToThresholdCents,
  csv: (row) => amount(row.remainingToThresholdCents),
}

function ExposureGroup({
  id,
  title,
  description,
  rows,
  extra,
  fileName,
}: {
  id: string
  title: string
  description: string
  rows: Exposure[]
  extra?: Extra
  fileName: (string | number)[]
}) {
  if (rows.length === 0) return null
  const showDate = extra === 'dateCrossed' && rows.some((row) => row.dateCrossedThreshold !== null)
  const columns = [...baseColumns, ...(showDate ? [dateColumn] : []), ...(extra === 'remaining' ? [remainingColumn] : [])]
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{description}</p>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.jurisdiction} fileName={fileName} />
    </section>
  )
}

/** The entity's activity outside the US, when it has any (unattributed revenue alone included). */
function ActivityAbroad({ international, fileName }: { international: EntityReport['international']; fileName: (string | number)[] }) {
  const { jurisdictions, salesAbroad } = international
  if (jurisdictions.length === 0) return null
  return (
    <section aria-labelledby="international">
      <h2 id="international">Activity Outside the US</h2>
      <p>
        Not part of the US nexus figures above. Sales and thresholds are in each jurisdiction's own currency
        {salesAbroad.usdCents === null
          ? '; the study gives no exchange rates, so none is shown in US dollars.'
          : ', with their US dollar equivalents at the study\'s exchange rates, rounded to the cent.'}{' '}
        <Link href={pathOf('international')}>Every entity's activity abroad</Link>
      </p>
      <ActivityAbroadTable caption="Activity Outside the US" rows={jurisdictions} salesAbroad={salesAbroad} fileName={fileName} />
      {jurisdictions.some((row) => row.kind === 'unattributed') && (
        <p>
          <small>
            Unattributed Revenue is sales the tax engine could not place in any jurisdiction. Its currency is unknown,
            so it has no US dollar equivalent and is not counted as sales abroad.
          </small>
        </p>
      )}
    </section>
  )
}

export function SeparateAnalysis({ data: report }: { data: EntityReport }) {
  const { entity, exposures, study } = report
  // The running measures load after hydration, so the prerendered page and its first render match.
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const fileName = [study.taxYear, entity.name, 'separate']
  const none =
    exposures.crossed.length + exposures.approaching.length + exposures.exposed.length + exposures.other.length === 0
  return (
    <Page back={{ href: pathOf('recommendations', study), label: 'Back to Recommendations' }} colour={entity.colour}>
      <PageHeader
        title={entity.name}
        badge={<ColourBadge colour={entity.colour}>Brand {entity.code}</ColourBadge>}
        subtitle="Separate Entity Nexus Analysis"
      />
      <StatusSourceNote source={report.statusSource} />
      <FindingsNotice findings={report.findings} href={pathOf('dataChecks')} />

      <Cards label="Exposure counts">
        <Card title="Crossed Threshold" value={count(exposures.crossed.length)} caption="Registration required" />
        <Card title="Approaching" value={count(exposures.approaching.length)} caption="Monitor closely" />
        <Card title="Exposed" value={count(exposures.exposed.length)} caption="Below threshold" />
      </Cards>

      {report.exposureFile && (
        <p>
          Since when nexus held in each state, and what it has cost since: <Link href={pathOf('exposure', entity)}>the exposure, state by state</Link>
        </p>
      )}

      {!exposures.hasExport && (
        <p>
          <em>No nexus export or transactions were provided for this entity.</em>
        </p>
      )}
      {none ? (
        <article>
          <p>No nexus exposure detected for this entity.</p>
        </article>
      ) : (
        <>
          <ExposureGroup
            id="crossed"
            title="Crossed Threshold - Immediate Action Required"
            description="These states have crossed economic nexus thresholds and require registration."
            rows={exposures.crossed}
            extra="dateCrossed"
            fileName={fileName}
          />
          <ExposureGroup
            id="approaching"
            title="Approaching Threshold - Monitor Closely"
            description="These states are approaching economic nexus thresholds."
            rows={exposures.approaching}
            extra="remaining"
            fileName={fileName}
          />
          <ExposureGroup
            id="exposed"
            title="Exposed But Below Threshold"
            description="These states have sales activity but are below economic nexus thresholds."
            rows={exposures.exposed}
            fileName={fileName}
          />
          <ExposureGroup
            id="other"
            title="Status Not Determined"
            description="The nexus export left these states without a status, for example because sales were negative. Review them by hand."
            rows={exposures.other}
            fileName={fileName}
          />
        </>
      )}

      <ThresholdProgress exposures={exposures} />

      {/* busy until it is in, as every part drawn only in the browser says: the PDF printer waits for it */}
      {report.statusSource.runningPath && (inBrowser ? <RunningMeasures runningPath={report.statusSource.runningPath} /> : <span aria-busy="true" />)}

      <ActivityAbroad international={report.international} fileName={fileName} />
    </Page>
  )
}
