/** One entity's report: cards, the state-by-state table and the Entity Summary. */
import type { EntityReport, EntityStateRow } from '../../../schemas/generated/types.ts'
import { ButtonLink } from '../components/ButtonLink.tsx'
import { count, liability, nOfM, percent1, percent2, stateList, usd } from '../format.ts'
import { reportVariant } from '../statuses.ts'
import { EntityCodeBadge, StateName, StatusBadge } from '../components/Badges.tsx'
import { Card, Cards, FindingsNotice, Page, PageHeader } from '../components/Layout.tsx'
import { ReportTable } from '../components/ReportTable.tsx'
import { tableOf } from '../../../report/columns.ts'
import { entityStates } from '../../../report/tables/report.ts'
import { EntityStatusMap } from '../components/TileMap.tsx'
import { StatusSourceNote } from '../components/StatusSourceNote.tsx'
import { statusWithDate } from '../statusSource.ts'
import { pathOf } from '../../../report/routes.ts'
import { FigureOver, ReconciliationLine, SinceNexusCards, WholeYearNote } from '../components/SinceNexusCards.tsx'
import { sinceNexusText, WHOLE_YEAR } from '../../../report/sinceNexus.ts'

const stateRender = {
  state: { cell: (row: EntityStateRow) => <StateName code={row.state} name={row.stateName} /> },
  // The day crossed beside the badge, as well as in its own column among every column.
  status: {
    cell: (row: EntityStateRow) => (
      <>
        <StatusBadge status={row.status} variantOf={reportVariant} />
        {row.status === 'Crossed Threshold' && row.dateCrossedThreshold && <small className="since"> since {row.dateCrossedThreshold}</small>}
      </>
    ),
  },
  liability: { cell: (row: EntityStateRow) => liability(row.liabilityCents) },
  // Since when it counts under the amount, and the reconciliation under the exposure tax, so the table fits a
  // laptop; Since and Reconciliation stay columns of their own among every column, in the CSV and the sheet.
  sinceNexus: { cell: (row: EntityStateRow) => <FigureOver figure={liability(row.liabilitySinceNexusCents)} under={sinceUnder(sinceNexusText(row))} /> },
  since: { cell: (row: EntityStateRow) => sinceUnder(sinceNexusText(row)) },
  exposureTax: { cell: (row: EntityStateRow) => <FigureOver figure={liability(row.exposureTaxCents ?? null)} under={row.reconciliation && <ReconciliationLine reconciliation={row.reconciliation} />} /> },
}

/** The columns the page draws under another's figure: among every column only. */
const UNDER = ['since', 'reconciliation']

/** Since when, its date kept on one line: 'nexus since 2023-01-01', 'from 2024-07-10'. */
function sinceUnder(text: string | null) {
  if (text === null) return null
  const date = /\d{4}-\d{2}-\d{2}$/.exec(text)
  return date ? (
    <>
      {text.slice(0, date.index)}
      <span className="date">{date[0]}</span>
    </>
  ) : (
    text
  )
}

export function EntityReportPage({ data: report }: { data: EntityReport }) {
  const { entity, summary, study } = report
  return (
    <Page back={{ href: '/', label: 'Back to All Reports' }} colour={entity.colour}>
      <PageHeader
        title={entity.name}
        badge={<EntityCodeBadge entity={entity} />}
        subtitle={`Economic Nexus Study, Tax Year ${study.taxYear}`}
      />
      <StatusSourceNote source={report.statusSource} />
      <FindingsNotice findings={report.findings} href={pathOf('dataChecks')} />

      <Cards label="Summary">
        <Card title="Total Revenue" value={usd(summary.totalRevenueCents)} />
        <Card title="Taxable Revenue" value={usd(summary.taxableRevenueCents)} />
        <Card title="Estimated Tax Liability" value={usd(summary.liabilityCents)} caption={WHOLE_YEAR} />
        <Card title="States with Nexus" value={nOfM(summary.statesWithNexus, summary.statesWithActivity)} />
      </Cards>
      <SinceNexusCards
        taxYear={study.taxYear}
        liabilitySinceNexusCents={summary.liabilitySinceNexusCents}
        withoutSinceNexus={summary.statesWithoutSinceNexus.length}
        exposureTaxCents={summary.exposureTaxCents}
        reconciliation={summary.reconciliation}
      />

      <section>
        <EntityStatusMap report={report} />
      </section>

      <section aria-labelledby="states" className="report-table">
        <h2 id="states">State-by-State Nexus Analysis</h2>
        <WholeYearNote />
        <ReportTable
          table={entityStates}
          {...tableOf(entityStates, report)}
          render={stateRender}
          details={UNDER}
          rowKey={(row) => row.state}
          highlight={(row) => row.taxable}
          fileName={[study.taxYear, entity.name]}
          filter={{ text: (row) => `${row.state} ${row.stateName} ${statusWithDate(row.status, row.dateCrossedThreshold)}`, status: { label: 'Nexus Status', of: (row) => row.status } }}
          striped
        />
      </section>

      <section aria-labelledby="entity-summary">
        <article>
          <h2 id="entity-summary">Entity Summary</h2>
          <dl className="facts">
            <dt>Entity</dt>
            <dd>
              {entity.name} (Brand {entity.code})
            </dd>
            <dt>Total Revenue</dt>
            <dd>{usd(summary.totalRevenueCents)}</dd>
            <dt>States with Activity</dt>
            <dd>{count(summary.statesWithActivity)}</dd>
            <dt>Nexus States</dt>
            <dd>{stateList(summary.nexusStates)}</dd>
            <dt>Taxable Share of Revenue</dt>
            <dd>{percent1(summary.taxableSharePercent)}</dd>
            <dt>Total Tax Liability</dt>
            <dd>
              {usd(summary.liabilityCents)} <small>({WHOLE_YEAR})</small>
            </dd>
            <dt>Effective Rate</dt>
            <dd>{percent2(summary.effectiveRatePercent)}</dd>
            <dt>Liability Since Nexus</dt>
            <dd>{usd(summary.liabilitySinceNexusCents)}</dd>
            {summary.exposureTaxCents !== undefined && summary.exposureTaxCents !== null && (
              <>
                <dt>Exposure Tax {study.taxYear}</dt>
                <dd>
                  {usd(summary.exposureTaxCents)}
                  {summary.reconciliation && <small> (<ReconciliationLine reconciliation={summary.reconciliation} />)</small>}
                </dd>
              </>
            )}
          </dl>
          <footer>
            <ButtonLink href={pathOf('recommendations', study)}>
              View Registration Recommendations
            </ButtonLink>{' '}
            <ButtonLink href={pathOf('separate', entity)} className="secondary outline">
              View Separate Analysis
            </ButtonLink>
            {report.exposureFile && (
              <>
                {' '}
                <ButtonLink href={pathOf('exposure', entity)} className="secondary outline">
                  View Exposure
                </ButtonLink>
              </>
            )}
          </footer>
        </article>
      </section>

      <section aria-labelledby="notes">
        <article>
          <h2 id="notes">Analysis Notes</h2>
          <ul>
            <li>
              <strong>Crossed Threshold</strong>: economic nexus established; registration and collection required. Only
              these states are taxable and carry an estimated liability.
            </li>
            <li>
              <strong>Approaching</strong>: sales at 80% or more of the threshold; monitor closely.
            </li>
            <li>
              <strong>Exposed</strong>: sales activity in the state, but the threshold is not exceeded.
            </li>
            <li>
              <strong>Not Exposed</strong> and <strong>No Sales Tax</strong>: no registration needed.
            </li>
            <li>
              Estimated liability is the whole tax year's revenue times the combined state and average local rate, as if
              collected from 1 January. The liability since nexus takes the same rate on the sales from the day collecting
              should have begun: the date crossed moved by the rule's collection start, 1 January where nexus continues from
              an earlier year, or the export's Sales After Nexus.
              {report.summary.exposureTaxCents !== undefined &&
                ' The exposure tax is the tax of the returns counted in the tax year; the reconciliation names why it differs from the liability since nexus.'}{' '}
              This study is an estimate only and should be confirmed with a tax advisor.
            </li>
          </ul>
        </article>
      </section>
    </Page>
  )
}
