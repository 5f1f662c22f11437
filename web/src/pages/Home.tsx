/**
 * Home: the study at a glance and a way into every report. The entity cards come CARD_PAGE at a time,
 * and a search box narrows them by code or name, so a study of a thousand entities stays usable (and
 * its prerendered page small).
 */
import { Fragment } from 'react'
import { ButtonLink } from '../components/ButtonLink.tsx'
import { overview } from '../data.ts'
import { count, usd } from '../format.ts'
import { actionTallies } from '../../../common/actions.ts'
import { dataCheckCount, findingBreakdown } from '../findingCounts.ts'
import { entityMatches } from '../paging.ts'
import { EntityCodeBadge } from '../components/Badges.tsx'
import { Card, Cards, PageHeader } from '../components/Layout.tsx'
import { PagedList } from '../components/ListPager.tsx'
import { StudyDownload } from '../components/StudyDownload.tsx'
import { GLOSSARY_ID, Glossary } from '../components/Glossary.tsx'
import { StatusSourceNote } from '../components/StatusSourceNote.tsx'
import { pathOf } from '../../../report/routes.ts'

export const CARD_PAGE = 24

function EntityCards() {
  return (
    <PagedList
      items={overview.entities}
      pageSize={CARD_PAGE}
      noun={{ one: 'brand', other: 'brands' }}
      navLabel="Brand pages"
      search={{ label: 'Find a brand by code or name', matches: ({ entity }, query) => entityMatches(entity, query) }}
    >
      {(shown) => (
        <div className="cards">
          {shown.map(({ entity, statesWithActivity, statusSource }) => (
            <article key={entity.code} data-colour={entity.colour} className="entity-card">
              <header>
                <EntityCodeBadge entity={entity} /> <strong>{entity.name}</strong>
              </header>
              <p>
                States with Activity: <strong>{count(statesWithActivity)}</strong>
              </p>
              <StatusSourceNote source={statusSource} />
              <ButtonLink href={pathOf('report', entity)} className="outline" aria-label={`View Full Report: ${entity.name}`}>
                View Full Report
              </ButtonLink>
            </article>
          ))}
        </div>
      )}
    </PagedList>
  )
}

/** The study's exposure over the years examined and how many states need each action (a study with exposure only). */
function ExposureCard({ exposure }: { exposure: NonNullable<typeof overview.exposure> }) {
  return (
    <article>
      <h2>Exposure</h2>
      <p>
        <strong className="card-value">{usd(exposure.totals.exposureCents)}</strong>
        <br />
        Tax not collected, interest and penalties from {exposure.firstYear} to {exposure.asOf}.
      </p>
      <h3>States needing each action</h3>
      <dl className="facts">
        {actionTallies(exposure.actionCounts).map(({ action, count: states }) => (
          <Fragment key={action}>
            <dt>{action}</dt>
            <dd>{count(states)}</dd>
          </Fragment>
        ))}
      </dl>
      <ButtonLink href={pathOf('studyExposure')} className="secondary">
        View Exposure
      </ButtonLink>
    </article>
  )
}

/**
 * The action plan (a study with exposure): what the states could assess on the settlement date, and the
 * plan's steps by action in the order to take them.
 */
function PlanCard({ exposure }: { exposure: NonNullable<typeof overview.exposure> }) {
  const steps = actionTallies(exposure.actionCounts).filter(({ count: states }) => states > 0)
  return (
    <article>
      <h2>Action Plan</h2>
      <p>
        <strong className="card-value">{usd(exposure.totals.assessedCents)}</strong>
        <br />
        What the states could assess on {exposure.settlementDate}: tax, interest and penalties.
      </p>
      {steps.length === 0 ? (
        <p>No state needs an action.</p>
      ) : (
        <>
          <h3>The steps, in order</h3>
          <ol>
            {steps.map(({ action, count: states }) => (
              <li key={action}>
                {action}: {count(states)} {states === 1 ? 'state' : 'states'}
              </li>
            ))}
          </ol>
        </>
      )}
      <ButtonLink href={pathOf('plan')}>View Action Plan</ButtonLink>
    </article>
  )
}

export function Home() {
  const { study, findingCounts } = overview
  return (
    <main className="container">
      <PageHeader title={`${study.productName} Economic Nexus Studies`} subtitle={`Tax Year ${study.taxYear}`} />

      <Cards label="Summary">
        <Card title="Total Entities" value={count(overview.entityCount)} caption="Brands in this study" />
        <Card title="Jurisdictions" value={count(overview.jurisdictionsWithActivity)} caption="States with activity" />
        <Card title="Analysis Period" value={study.taxYear} caption="Full calendar year" />
      </Cards>

      {/* what to do first, on a row of its own: a fourth card would squeeze the reports' beside it */}
      {overview.exposure && (
        <Cards label="Action plan">
          <PlanCard exposure={overview.exposure} />
        </Cards>
      )}

      <Cards label="Study-wide reports">
        <article>
          <h2>Consolidated Report</h2>
          <p>All entities combined, state by state, with the total estimated liability.</p>
          <ButtonLink href={pathOf('consolidated')}>
            View Consolidated Report
          </ButtonLink>
          <StudyDownload study={study} />
        </article>
        {overview.exposure && <ExposureCard exposure={overview.exposure} />}
        <article data-working="">
          <h2>Data checks</h2>
          <p>
            {findingCounts.total === 0
              ? 'The pipeline found nothing to review.'
              : `${dataCheckCount(findingCounts.total)} to review: ${findingBreakdown(findingCounts)}.`}
          </p>
          <ButtonLink href={pathOf('dataChecks')} className="secondary">
            View Data checks
          </ButtonLink>
        </article>
        {overview.entitiesWithActivityAbroad > 0 && (
          <article>
            <h2>Activity Outside the US</h2>
            <p>
              {count(overview.entitiesWithActivityAbroad)} {overview.entitiesWithActivityAbroad === 1 ? 'entity sells' : 'entities sell'} outside
              the US: the international review, jurisdiction by jurisdiction.
            </p>
            <ButtonLink href={pathOf('international')} className="secondary">
              View International Review
            </ButtonLink>
          </article>
        )}
      </Cards>

      <section aria-labelledby="entity-reports">
        <h2 id="entity-reports">Brand Reports</h2>
        <EntityCards />
      </section>

      <section aria-labelledby="about">
        <article>
          <h2 id="about">About This Analysis</h2>
          <div className="grid">
            <div>
              <h3>What is included</h3>
              <ul>
                <li>State revenue breakdown</li>
                <li>Nexus status determination</li>
                <li>Estimated tax liability</li>
                <li>Compliance threshold analysis</li>
              </ul>
            </div>
            <div>
              <h3>Methodology</h3>
              <ul>
                <li>Tax rates: {overview.summary.rateSource}</li>
                <li>Actual {study.taxYear} sales data</li>
                <li>International transactions excluded from US nexus calculations</li>
                {overview.summary.rulesIllustrative && <li>The thresholds and law are illustrative, not any state's law</li>}
                <li>
                  The terms the reports use: the <a href={`#${GLOSSARY_ID}`}>glossary</a>
                </li>
              </ul>
            </div>
          </div>
        </article>
      </section>

      <Glossary />
    </main>
  )
}
