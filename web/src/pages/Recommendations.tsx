/**
 * Registration recommendations: who should register where, and what to do next. The entries and the
 * international list come ENTRY_PAGE at a time, the entries searched by entity code or name and
 * narrowed to a state, so a study of a thousand entities stays usable; the summary cards and the list
 * of states count every entity.
 */
import type { Recommendations as RecommendationsData } from '../../../schemas/generated/types.ts'
import { Link } from 'wouter'
import { ButtonLink } from '../components/ButtonLink.tsx'
import { count, sharedState } from '../format.ts'
import { ENTITIES, ENTRY_PAGE, entitySearch } from '../paging.ts'
import { Badge, EntityCodeBadge, StateBadge } from '../components/Badges.tsx'
import { Card, Cards, Page, PageHeader } from '../components/Layout.tsx'
import { PagedList, type Choice } from '../components/ListPager.tsx'
import { ReportTable } from '../components/ReportTable.tsx'
import { ActionBadge, StateLink } from '../components/ExposureParts.tsx'
import { hasTable, tableOf } from '../../../report/columns.ts'
import { DISAGREES, computedActionsTable, type ActionRow } from '../../../report/tables/recommendations.ts'
import { pathOf } from '../../../report/routes.ts'

type Entry = RecommendationsData['entries'][number]

/** An entity may have a row per Action: the list then counts rows. */
const ROWS = { one: 'recommendation', other: 'recommendations' }

const actionRender = {
  code: { cell: (row: ActionRow) => <EntityCodeBadge entity={row.entity} /> },
  state: { cell: (row: ActionRow) => <StateLink state={row.state} name={row.stateName} page={pathOf('exposure', row.entity)} /> },
  action: { cell: (row: ActionRow) => <ActionBadge action={row.computedAction} /> },
  agreement: { cell: (row: ActionRow) => (row.agreement === DISAGREES ? <Badge variant="destructive">{DISAGREES}</Badge> : row.agreement) },
}

/**
 * Each computed action beside the adviser's row (a study with exposure only): Agrees or Disagrees where
 * the row names an Action, else Listed or Not listed (recommendations.json's conclusions); the
 * disagreements highlighted, each also a data-check warning.
 */
function ComputedActions({ data }: { data: RecommendationsData }) {
  if (!hasTable(computedActionsTable, data)) return null
  const table = tableOf(computedActionsTable, data)
  const disagreements = table.rows.filter((row) => row.agreement === DISAGREES).length
  return (
    <section aria-labelledby="computed-actions">
      <h2 id="computed-actions">{computedActionsTable.caption}</h2>
      <p>
        For each entity with dated sales, each state the adviser lists or the exposure gives an action or an amount to.
        Agrees or Disagrees where the adviser's row names an Action; Listed or Not listed where it names none.{' '}
        {disagreements === 0
          ? 'No Action named disagrees with the computation.'
          : `They disagree in ${count(disagreements)} ${disagreements === 1 ? 'state' : 'states'}, highlighted.`}{' '}
        <Link href={pathOf('studyExposure')}>The exposure, state by state</Link>
      </p>
      <ReportTable
        table={computedActionsTable}
        {...table}
        render={actionRender}
        rowHeader="state"
        rowKey={(row) => `${row.entity.code} ${row.state}`}
        fileName={[data.study.taxYear, 'recommendations']}
        highlight={(row) => row.agreement === DISAGREES}
        filter={{ entity: (row) => row.entity, status: { label: 'Agreement', of: (row) => row.agreement } }}
      />
    </section>
  )
}

/** The choice that keeps the entities marked Potentially International; no state code is lower case. */
const INTERNATIONAL = 'international'

function stateChoice(data: RecommendationsData) {
  const names = new Map<string, string>(data.allStates.map((state) => [state.state, state.stateName]))
  const options: Choice[] = data.allStates.map((state) => ({ value: state.state, label: `${state.stateName} (${state.state})` }))
  if (data.entries.some((entry) => entry.potentiallyInternational)) options.push({ value: INTERNATIONAL, label: 'Potentially International' })
  return {
    label: 'State to register in',
    options,
    matches: (entry: Entry, value: string) => (value === INTERNATIONAL ? entry.potentiallyInternational : entry.states.some((state) => state === value)),
    criterion: (value: string) => (value === INTERNATIONAL ? 'marked Potentially International' : `registering in ${names.get(value) ?? value}`),
  }
}

export function Recommendations({ data }: { data: RecommendationsData }) {
  const { study } = data
  return (
    <Page back={{ href: pathOf('consolidated'), label: 'Back to Report' }}>
      <PageHeader
        title={`${study.productName} Registration Recommendations`}
        subtitle="Actionable guidance for sales tax compliance"
      />

      <Cards label="Summary">
        <Card
          title="Total Registrations"
          value={count(data.totalRegistrations)}
          caption="US state registration requirements"
        />
        <Card title="Unique States" value={count(data.uniqueStates)} caption="Distinct US states" />
        <Card
          title="Entities Affected"
          value={count(data.entitiesAffected)}
          caption="With at least one US state to register in"
        />
      </Cards>

      <section aria-labelledby="by-entity">
        <h2 id="by-entity">Recommendations by Entity</h2>
        <PagedList
          items={data.entries}
          pageSize={ENTRY_PAGE}
          noun={new Set(data.entries.map((entry) => entry.entity.code)).size === data.entries.length ? ENTITIES : ROWS}
          navLabel="Recommendation pages"
          search={entitySearch}
          choice={stateChoice(data)}
        >
          {(shown) =>
            shown.map((entry, index) => (
              <article key={`${entry.entity.code} ${entry.action ?? ''} ${index}`} data-colour={entry.entity.colour} className="entity-card">
                <header className="split">
                  <span>
                    <EntityCodeBadge entity={entry.entity} /> <strong>{entry.entity.name}</strong>
                  </span>
                  <ButtonLink
                    href={pathOf('separate', entry.entity)}
                    className="secondary outline"
                    aria-label={`View Separate Analysis: ${entry.entity.name}`}
                  >
                    View Separate Analysis
                  </ButtonLink>
                </header>
                <p>
                  <strong>{entry.recommendation}</strong>
                  {entry.note !== '' && <> — {entry.note}</>}
                </p>
                {entry.potentiallyInternational ? (
                  <p>
                    Special Consideration: <Badge variant="warning">Potentially International</Badge>
                  </p>
                ) : (
                  <>
                    <h3>
                      {entry.action === null ? 'States Requiring Registration' : `States: ${entry.action}`} ({count(entry.states.length)})
                    </h3>
                    <p className="badges">
                      {entry.states.map((state) => (
                        <StateBadge key={state}>{state}</StateBadge>
                      ))}
                    </p>
                  </>
                )}
              </article>
            ))
          }
        </PagedList>
      </section>

      <ComputedActions data={data} />

      <article aria-labelledby="all-states">
        <h2 id="all-states">All States Requiring Registration</h2>
        <p>
          Recommend registration and filing in {count(data.uniqueStates)} US states ({count(data.totalRegistrations)}{' '}
          registrations)
        </p>
        <ul className="state-list">
          {data.allStates.map((state) => (
            <li key={state.state}>
              <StateBadge>{sharedState(state.state, state.entityCount)}</StateBadge> {state.stateName}
              {state.entityCount > 1 && <small> ({count(state.entityCount)} entities)</small>}
            </li>
          ))}
        </ul>
      </article>

      {data.international.length > 0 && (
        <article aria-labelledby="international">
          <h2 id="international">International Considerations</h2>
          <p>
            Each entity marked Potentially International or that crossed a threshold outside the US, with where it
            crossed. <Link href={pathOf('international')}>Activity abroad, entity by entity</Link>
          </p>
          <PagedList items={data.international} pageSize={ENTRY_PAGE} noun={ENTITIES} navLabel="International pages">
            {(shown) => (
              <ul className="considerations">
                {shown.map(({ entity, potentiallyInternational, crossed }) => (
                  <li key={entity.code}>
                    <EntityCodeBadge entity={entity} /> {entity.name}:{' '}
                    {potentiallyInternational ? (
                      <Badge variant="warning">Potentially International</Badge>
                    ) : (
                      <Badge variant="destructive">Not marked Potentially International</Badge>
                    )}{' '}
                    Requires international nexus review
                    {crossed.length === 0 ? (
                      <p>
                        <small>No threshold crossed outside the US.</small>
                      </p>
                    ) : (
                      <>
                        <p>
                          <small>Crossed {count(crossed.length)} threshold{crossed.length === 1 ? '' : 's'} outside the US:</small>
                        </p>
                        <ul className="state-list">
                          {crossed.map((place) => (
                            <li key={place.jurisdiction}>
                              <StateBadge>{place.jurisdiction}</StateBadge> {place.name}
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </article>
      )}

      <article aria-labelledby="next-steps">
        <h2 id="next-steps">Next Steps</h2>
        <ol>
          <li>Book a consultation with a subject-matter expert.</li>
          <li>Hold a risk-reward session on registration and compliance for each entity.</li>
          <li>Register and file prospectively where recommended; review backfiling where noted.</li>
        </ol>
        <p>
          <small>
            These recommendations rest on the analysis for tax year {study.taxYear}. Confirm them with a tax advisor;
            they may be subject to state interpretations and voluntary disclosure agreements.
          </small>
        </p>
      </article>
    </Page>
  )
}
