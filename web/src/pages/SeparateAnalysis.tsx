/** One entity's separate-entity nexus analysis: its US exposures by group, and its activity abroad. */
import type { EntityReport, Exposure } from '../../../schemas/generated/types.ts'
import { Link } from 'wouter'
import { count, windowText } from '../format.ts'
import { separateVariant } from '../statuses.ts'
import { ColourBadge, StateBadge, StatusBadge } from '../components/Badges.tsx'
import { Card, Cards, FindingsNotice, Page, PageHeader } from '../components/Layout.tsx'
import { ReportTable, shown } from '../components/ReportTable.tsx'
import { FigureOver } from '../components/SinceNexusCards.tsx'
import { tableOf, type Column } from '../../../report/columns.ts'
import { exposuresTable } from '../../../report/tables/separate.ts'
import { abroadRows, abroadTotal, entityAbroad } from '../../../report/tables/international.ts'
import { ActivityAbroadTable } from '../components/ActivityAbroad.tsx'
import { ThresholdProgress } from '../components/ThresholdProgress.tsx'
import { RunningMeasures } from '../components/RunningMeasures.tsx'
import { StatusSourceNote } from '../components/StatusSourceNote.tsx'
import { pathOf } from '../../../report/routes.ts'
import { useEffect, useState } from 'react'

const exposureRender = {
  state: {
    cell: (row: Exposure) => (
      <>
        <StateBadge>{row.stateCode}</StateBadge> {row.stateName}
      </>
    ),
  },
  status: {
    cell: (row: Exposure) => (
      <>
        <StatusBadge status={row.overallStatus} variantOf={separateVariant} />
        {/* an export's status its own figures contradict: the pipeline keeps it in its group and warns */}
        {!row.measured.agreesWithStatus && <small> (its figures say otherwise: see the data checks)</small>}
      </>
    ),
  },
  // The window on two lines, its first day over its last, and the part measured under what the window
  // held, so the table fits a laptop; Window To and Measured stay columns of their own among every column,
  // in the CSV and the sheet.
  windowStart: { cell: (row: Exposure) => <Window start={row.measured.windowStart} end={row.measured.windowEnd} /> },
}

/** What the window held (dollars or a count, by its column's kind for the row) over the part measured. */
const measuredOver = (column: Column<Exposure>) => ({ cell: (row: Exposure) => <FigureOver figure={shown(column, column.value(row), row)} under={row.measured.part} /> })

/** A window's first day over its last, each kept on one line; 'window not given' where the export leaves it blank. */
function Window({ start, end }: { start: string | null; end: string | null }) {
  if (start === null && end === null) return windowText(start, end)
  return <FigureOver figure={<span className="date">{start ?? '…'}</span>} under={<>to <span className="date">{end ?? '…'}</span></>} />
}
/** The columns drawn under another's figure: among every column only. */
const UNDER = ['windowEnd', 'part']

/**
 * A group of the exposures (crossed, approaching, ...) as its part of the table. In sight: what the
 * status was decided on, all on one window (the part measured, the window, what it held, the part's
 * threshold and percentage), the date crossed where a crossed state has one, and what remains on that
 * window where the states have not crossed. SPEC.md's sales figures on the tax year's total sales stay
 * among every column.
 */
function ExposureGroup({
  id,
  title,
  description,
  columns,
  rows,
  shows = [],
  fileName,
}: {
  id: string
  title: string
  description: string
  columns: readonly Column<Exposure>[]
  rows: Exposure[]
  shows?: ('dateCrossed' | 'measuredRemaining')[]
  fileName: (string | number)[]
}) {
  if (rows.length === 0) return null
  const dated = shows.includes('dateCrossed') && rows.some((row) => row.dateCrossedThreshold !== null)
  const measured = columns.find((column) => column.key === 'measuredAmount')
  const render = measured ? { ...exposureRender, measuredAmount: measuredOver(measured) } : exposureRender
  const details = [...UNDER, ...(dated ? [] : ['dateCrossed']), ...(shows.includes('measuredRemaining') ? [] : ['measuredRemaining'])]
  return (
    <section aria-labelledby={id} className="report-table">
      <h2 id={id}>{title}</h2>
      <p>{description}</p>
      <ReportTable
        table={exposuresTable}
        columns={columns}
        rows={rows}
        caption={title}
        render={render}
        details={details}
        rowKey={(row) => row.jurisdiction}
        fileName={fileName}
      />
    </section>
  )
}

/** The entity's activity outside the US, when it has any (unattributed revenue alone included). */
function ActivityAbroad({ report, fileName }: { report: EntityReport; fileName: (string | number)[] }) {
  const { jurisdictions, salesAbroad } = report.international
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
      <ActivityAbroadTable
        data={entityAbroad(report)}
        rows={abroadRows(report.entity, jurisdictions)}
        total={abroadTotal(salesAbroad)}
        currenciesWithoutRate={salesAbroad.currenciesWithoutRate}
        fileName={fileName}
      />
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
  const { columns } = tableOf(exposuresTable, report)
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

      <p>
        Each state's percentage is of the part of its threshold its status was decided on (sales or transactions),
        measured on one window, named beside it, with what that window held and what remains to the threshold on it.
        The tax year's total sales and the sales percentage as the export gives it are among every column.
      </p>

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
            columns={columns}
            rows={exposures.crossed}
            shows={['dateCrossed']}
            fileName={fileName}
          />
          <ExposureGroup
            id="approaching"
            title="Approaching Threshold - Monitor Closely"
            description="These states are approaching economic nexus thresholds."
            columns={columns}
            rows={exposures.approaching}
            shows={['measuredRemaining']}
            fileName={fileName}
          />
          <ExposureGroup
            id="exposed"
            title="Exposed But Below Threshold"
            description="These states have sales activity but are below economic nexus thresholds."
            columns={columns}
            rows={exposures.exposed}
            shows={['measuredRemaining']}
            fileName={fileName}
          />
          <ExposureGroup
            id="other"
            title="Status Not Determined"
            description="The nexus export left these states without a status, for example because sales were negative. Review them by hand."
            columns={columns}
            rows={exposures.other}
            shows={['measuredRemaining']}
            fileName={fileName}
          />
        </>
      )}

      <ThresholdProgress exposures={exposures} />

      {/* busy until it is in, as every part drawn only in the browser says: the PDF printer waits for it */}
      {report.statusSource.runningPath && (inBrowser ? <RunningMeasures runningPath={report.statusSource.runningPath} /> : <span aria-busy="true" />)}

      <ActivityAbroad report={report} fileName={fileName} />
    </Page>
  )
}
