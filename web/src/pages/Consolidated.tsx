/** The consolidated report over all entities. */
import { Link } from 'wouter'
import type { Consolidated as ConsolidatedData, ConsolidatedEntityRow, ConsolidatedStateRow } from '../../../schemas/generated/types.ts'
import { ButtonLink } from '../components/ButtonLink.tsx'
import { overview } from '../data.ts'
import { consolidatedRate, count, liability, percent1, percent2, usd } from '../format.ts'
import { Badge, EntityCodeBadge, StateName } from '../components/Badges.tsx'
import { NexusEntities } from '../components/NexusEntities.tsx'
import { Card, Cards, Page, PageHeader } from '../components/Layout.tsx'
import { TopStates } from '../components/TopStates.tsx'
import { ReportTable } from '../components/ReportTable.tsx'
import { tableOf, type Value } from '../../../report/columns.ts'
import { consolidatedEntities, consolidatedStates } from '../../../report/tables/consolidated.ts'
import { ConsolidatedNexusMap } from '../components/TileMap.tsx'
import { StudyDownload } from '../components/StudyDownload.tsx'
import { pathOf } from '../../../report/routes.ts'
import { FigureOver, ReconciliationLine, SinceNexusCards, WholeYearNote } from '../components/SinceNexusCards.tsx'
import { WHOLE_YEAR } from '../../../report/sinceNexus.ts'

/** A total the note under the table explains: the states are counted once each. */
const distinct = (value: Value) => (
  <>
    {count(value as number)}
    <sup>
      <a href="#distinct-states" aria-label="Distinct states, see the note">*</a>
    </sup>
  </>
)

/**
 * The exposure tax over its reconciliation, so the tables fit a laptop; Reconciliation stays a column of
 * its own among every column, in the CSV and the sheet.
 */
function exposureTaxOver(row: ConsolidatedEntityRow | ConsolidatedStateRow) {
  return <FigureOver figure={liability(row.exposureTaxCents ?? null)} under={row.reconciliation && <ReconciliationLine reconciliation={row.reconciliation} />} />
}
/** The column drawn under another's figure: among every column only. */
const UNDER = ['reconciliation']

const entityRender = {
  entity: {
    cell: (row: ConsolidatedEntityRow) => (
      <>
        <EntityCodeBadge entity={row.entity} /> {row.entity.name}
      </>
    ),
  },
  nexus: { total: distinct },
  states: { total: distinct },
  exposureTax: { cell: exposureTaxOver },
}

const stateRender = {
  state: { cell: (row: ConsolidatedStateRow) => <StateName code={row.state} name={row.stateName} /> },
  nexus: { cell: (row: ConsolidatedStateRow) => <NexusEntities row={row} />, numeric: false },
  // SPEC: 'N/A' on this page also where the rate is zero
  rate: { cell: (row: ConsolidatedStateRow) => consolidatedRate(row.ratePercent) },
  liability: { cell: (row: ConsolidatedStateRow) => liability(row.hasNexus ? row.liabilityCents : null) },
  exposureTax: { cell: exposureTaxOver },
}

export function Consolidated({ data: report }: { data: ConsolidatedData }) {
  const { totals, study } = report
  return (
    <Page back={{ href: '/', label: 'Back to All Reports' }}>
      <PageHeader title="Consolidated Economic Nexus Study" subtitle={`All Entities, Tax Year ${study.taxYear}`} />

      <Cards label="Totals">
        <Card
          title="Total Revenue (All Brands)"
          value={usd(totals.totalRevenueCents)}
          caption={`Across ${count(report.entityCount)} entities`}
        />
        <Card
          title="Taxable Revenue"
          value={usd(totals.taxableRevenueCents)}
          caption={`${percent1(totals.taxableSharePercent)} of total`}
        />
        <Card
          title="Total Tax Liability"
          value={usd(totals.liabilityCents)}
          caption={`Effective rate ${percent2(totals.effectiveRatePercent)}; ${WHOLE_YEAR}`}
        />
        <Card
          title="States with Nexus"
          value={count(totals.statesWithNexus)}
          caption={`of ${count(totals.statesWithActivity)} with activity`}
        />
      </Cards>
      <SinceNexusCards
        taxYear={study.taxYear}
        liabilitySinceNexusCents={totals.liabilitySinceNexusCents}
        withoutSinceNexus={overview.summary.statesWithoutSinceNexus}
        exposureTaxCents={totals.exposureTaxCents}
        reconciliation={totals.reconciliation}
      />

      <article className="cta" data-working="">
        <h2>Ready for Next Steps?</h2>
        <p>See which entities should register in which states.</p>
        <ButtonLink href={pathOf('recommendations', study)}>
          View Recommendations
        </ButtonLink>
        <StudyDownload study={study} />
      </article>

      {overview.exposure && (
        <article className="cta">
          <h2>Exposure Since Nexus Began</h2>
          <p>
            {usd(overview.exposure.totals.exposureCents)} of tax not collected, interest and penalties from {overview.exposure.firstYear} to{' '}
            {overview.exposure.asOf}, entity by entity and state by state, with the action each state needs.
          </p>
          <ButtonLink href={pathOf('studyExposure')} className="secondary">
            View Exposure
          </ButtonLink>
        </article>
      )}

      <section>
        <ConsolidatedNexusMap report={report} />
      </section>

      <section aria-labelledby="entity-summary" className="report-table">
        <h2 id="entity-summary">Entity Summary</h2>
        <WholeYearNote />
        <ReportTable
          table={consolidatedEntities}
          {...tableOf(consolidatedEntities, report)}
          render={entityRender}
          details={UNDER}
          rowKey={(row) => row.entity.code}
          fileName={[study.taxYear, 'consolidated']}
          filter={{ entity: (row) => row.entity }}
          noun={{ one: 'entity', other: 'entities' }}
          striped
          action={{
            header: 'Report',
            cell: (row) => (
              <Link href={pathOf('report', row.entity)} aria-label={`View Details: ${row.entity.name}`}>
                View Details
              </Link>
            ),
          }}
        />
        <p id="distinct-states">
          <small>
            * The TOTAL row counts distinct states: {count(totals.statesWithNexus)} states where at least one entity
            has nexus and {count(totals.statesWithActivity)} with any activity. The rows above count each entity's
            states, so a state shared by several entities counts once per entity there and their sum is larger.
          </small>
        </p>
      </section>

      <section className="cards" aria-label="Top states">
        <TopStates
          title="Top States by Revenue"
          format={usd}
          empty="No state has revenue."
          items={report.topRevenue.map((row) => ({
            label: row.state,
            name: row.stateName,
            cents: row.combinedRevenueCents,
            note: row.hasNexus ? <Badge variant="destructive">Nexus</Badge> : undefined,
          }))}
        />
        <TopStates
          title="Top Tax Liability States"
          format={usd}
          empty="No state has nexus."
          items={report.topLiability.map((row) => ({
            label: row.state,
            name: row.stateName,
            cents: row.liabilityCents ?? 0,
            note: <NexusEntities row={row} />,
          }))}
        />
      </section>

      <section aria-labelledby="state-consolidation" className="report-table">
        <h2 id="state-consolidation">State-by-State Consolidation</h2>
        <p>
          <small>
            Rows with nexus are highlighted; the codes are the brands with nexus in the state. Estimated Tax Liability is the
            whole year, as if collected from 1 January; the liability since nexus, from each brand's collection start.
          </small>
        </p>
        <ReportTable
          table={consolidatedStates}
          {...tableOf(consolidatedStates, report)}
          render={stateRender}
          details={UNDER}
          rowKey={(row) => row.state}
          highlight={(row) => row.hasNexus}
          fileName={[study.taxYear, 'consolidated']}
          filter={{
            text: (row) => `${row.state} ${row.stateName} ${row.nexusEntities.join(' ')}`,
            status: { label: 'Nexus', of: (row) => (row.hasNexus ? 'Nexus' : 'No nexus') },
          }}
        />
      </section>

      <section aria-labelledby="consolidated-notes">
        <article>
          <h2 id="consolidated-notes">Notes</h2>
          <ul>
            <li>This report consolidates all {count(report.entityCount)} entities of the study.</li>
            <li>Revenue is combined per state across the entities.</li>
            <li>
              Liability uses {overview.summary.rateSource} (<Link href={pathOf('rates')}>the rates, state by state</Link>).
            </li>
            <li>Several brands may have independent nexus obligations in the same state.</li>
            <li>Each entity must register and collect separately.</li>
            <li>
              International and Canadian transactions are excluded from US nexus calculations
              {overview.entitiesWithActivityAbroad > 0 && (
                <>
                  ; <Link href={pathOf('international')}>the international review</Link> shows them
                </>
              )}
              .
            </li>
            <li>The brand reports hold the detail for each entity.</li>
          </ul>
        </article>
      </section>
    </Page>
  )
}
