/**
 * The action plan (LAW.md, What the reader sees): per entity and state the action in the order to take
 * them (disclosures first, then back returns, registrations, monitoring), the date by which to act, the
 * returns to file, the disclosure's terms and what each month's delay costs; then, state by state, the
 * assumptions: every rule row the figures used, with its source and verified date, and the defaults that
 * stood in for missing rows. plan.json holds every figure and word; this page only lays them out.
 */
import type { Plan as PlanData, PlanAssumptions, PlanStep } from '../../../schemas/generated/types.ts'
import { count, usd } from '../format.ts'
import { ACTIONS } from '../../../common/actions.ts'
import { Card, Cards, Page, PageHeader } from '../components/Layout.tsx'
import { PagedList } from '../components/ListPager.tsx'
import { ReportTable } from '../components/ReportTable.tsx'
import { ActionBadge, Day } from '../components/ExposureParts.tsx'
import { EntityCodeBadge } from '../components/Badges.tsx'
import { columnsOf, tableOf, type Table } from '../../../report/columns.ts'
import { ACT_BY_REASONS, lookBackText, planDefaults, planRules, planSteps, stepRows, waivedText, type DefaultRow, type RuleRow, type StepRow } from '../../../report/tables/plan.ts'
import { pathOf } from '../../../report/routes.ts'

/** Steps described one by one, this many a page on screen (every one on paper). */
const STEP_PAGE = 20

/** A step's state, linking to its detail (its returns among it) on the entity's exposure page; its name said, not shown, to fit a laptop. */
function StepState({ row }: { row: StepRow }) {
  return (
    <a href={`${pathOf('exposure', row.entity)}#state-${row.step.state}`}>
      {row.step.state}
      <span className="visually-hidden"> {row.step.stateName}</span>
    </a>
  )
}

/** "Act by 2025-06-30 (the settlement date)", or that nothing is to be done by a date. */
function actBy(step: PlanStep) {
  if (step.actBy === null || step.actByReason === null) return 'No date: watch the sales against the threshold'
  return (
    <>
      <Day date={step.actBy} /> ({ACT_BY_REASONS[step.actByReason]})
    </>
  )
}

function ReturnsToFile({ step }: { step: PlanStep }) {
  const returns = step.returnsToFile
  if (returns === null) return <>None</>
  return (
    <>
      {count(returns.count)} {returns.count === 1 ? 'return' : 'returns'}: the first for <Day date={returns.firstPeriodStart} /> to{' '}
      <Day date={returns.firstPeriodEnd} />, due <Day date={returns.firstDue} />; the last for <Day date={returns.lastPeriodStart} /> to{' '}
      <Day date={returns.lastPeriodEnd} />, due <Day date={returns.lastDue} />
    </>
  )
}

function DisclosureTerms({ step }: { step: PlanStep }) {
  const { disclosure } = step
  if (disclosure === null) return <>None offered on the settlement date</>
  return (
    <>
      Looks back {lookBackText(disclosure)}; {waivedText(disclosure)} <small data-working="">(terms of {disclosure.source})</small>
    </>
  )
}

/** What a month's wait does to the action's figure, in words beside the amount. */
function Delay({ step, nextMonth }: { step: PlanStep; nextMonth: string }) {
  if (step.delayCents === null) {
    return <>{step.action === 'Voluntary Disclosure' ? `No disclosure is offered on ${nextMonth}` : 'None: the action has no figure that grows'}</>
  }
  const figure = step.action === 'Voluntary Disclosure' ? 'the disclosure' : 'the assessment'
  if (step.delayCents === 0) return <>{usd(0)}: acting on {nextMonth} costs the same</>
  const direction = step.delayCents > 0 ? 'more' : 'less, as returns fall out of the look-back'
  return (
    <>
      <strong>{usd(step.delayCents)}</strong>: acting on {nextMonth} makes {figure} cost {direction}
    </>
  )
}

function StepArticle({ row, plan }: { row: StepRow; plan: PlanData }) {
  const { step, entity } = row
  return (
    <article id={`step-${step.order}`} aria-labelledby={`step-${step.order}-name`}>
      <header className="split">
        <h3 id={`step-${step.order}-name`}>
          {step.order}. <EntityCodeBadge entity={entity} /> {entity.name} in {step.stateName}
        </h3>
        <ActionBadge action={step.action} />
      </header>
      <dl className="facts">
        <dt>Act by</dt>
        <dd>{actBy(step)}</dd>
        <dt>Returns to file</dt>
        <dd>
          <ReturnsToFile step={step} /> (<a href={`${pathOf('exposure', entity)}#state-${step.state}`}>each return</a>)
        </dd>
        <dt>Disclosure</dt>
        <dd>
          <DisclosureTerms step={step} />
        </dd>
        <dt>Figures</dt>
        <dd>
          Exposure to {plan.asOf} {usd(step.exposureCents)}; assessed on {plan.settlementDate} {usd(step.assessedCents)}
          {step.disclosureCents !== null && step.savingCents !== null && (
            <>
              ; disclosure {usd(step.disclosureCents)}, saving {usd(step.savingCents)}
            </>
          )}
        </dd>
        <dt>Each month's delay</dt>
        <dd>
          <Delay step={step} nextMonth={plan.nextMonth} />
        </dd>
        <dt>Assumptions</dt>
        <dd>
          <a href={`#assumptions-${step.state}`}>The rules {step.stateName}'s figures rest on</a>
        </dd>
      </dl>
    </article>
  )
}

function StateAssumptions({ entry, plan }: { entry: PlanAssumptions; plan: PlanData }) {
  const rules: RuleRow[] = entry.rows.map((row) => ({ state: entry.state, stateName: entry.stateName, row }))
  const defaults: DefaultRow[] = entry.defaults.map((row) => ({ state: entry.state, stateName: entry.stateName, row }))
  const fileName = [plan.study.taxYear, 'plan', entry.state]
  return (
    <section id={`assumptions-${entry.state}`} className="state-exposure" aria-labelledby={`assumptions-${entry.state}-name`}>
      <h3 id={`assumptions-${entry.state}-name`}>
        {entry.stateName} ({entry.state})
      </h3>
      <StatePart table={planRules} plan={plan} rows={rules} entry={entry} title="Rule rows used" none="No rule row was used." rowKey={(row) => row.row.source} fileName={fileName} />
      <StatePart table={planDefaults} plan={plan} rows={defaults} entry={entry} title="Defaults that stood in" none="None: the study's tables gave every rule." rowKey={(row) => row.row.table} fileName={fileName} />
    </section>
  )
}

/**
 * A state's rows of one of the assumptions' tables, under its heading: a part of the one table the
 * workbook's sheet holds whole (each state's part marked so), or a sentence where the state has none.
 */
function StatePart<Row>(props: {
  table: Table<PlanData, Row>
  plan: PlanData
  rows: Row[]
  entry: PlanAssumptions
  title: string
  none: string
  rowKey: (row: Row) => string
  fileName: (string | number)[]
}) {
  const { table, plan, rows, entry, title, none, rowKey, fileName } = props
  return (
    <>
      <h4>{title}</h4>
      {rows.length === 0 ? (
        <p>{none}</p>
      ) : (
        <div className="schedule" data-table-part={entry.state}>
          <ReportTable
            table={table}
            columns={columnsOf(table, plan)}
            rows={rows}
            caption={`${entry.stateName}: ${title.toLowerCase()}`}
            rowHeader="table"
            rowKey={rowKey}
            fileName={fileName}
            noun={{ one: 'row', other: 'rows' }}
            striped
          />
        </div>
      )}
    </>
  )
}

export function Plan({ data }: { data: PlanData }) {
  const { study, asOf, settlementDate, nextMonth, totals, assumptions } = data
  const rows = stepRows(data)
  const byAction = ACTIONS.map(({ action }) => ({ action, steps: data.steps.filter((step) => step.action === action).length })).filter(({ steps }) => steps > 0)
  return (
    <Page back={{ href: '/', label: 'Back to All Reports' }}>
      <PageHeader title="Action Plan" subtitle={`What to do, state by state, priced to the settlement date ${settlementDate}`} />
      <p>
        Each step is an entity's state that needs an action on {asOf}, exposure counted from {data.firstYear}: voluntary disclosures first, then
        back returns, registrations and monitoring, the earliest date to act first, then the largest exposure. Assessed, the disclosure and
        the saving are priced to the settlement date, {settlementDate}; a month's delay prices them to {nextMonth} instead.
        {data.rules !== null && ` Where the study's own files hold no row for a state, its figures rest on the rules library's cited rows (the assumptions below name each).`}
        {!data.law && " The study gives no law tables: every figure follows the thresholds rules' interest, penalty and look-back (the defaults below)."}
      </p>

      <Cards label="The plan">
        <Card
          title="Steps"
          value={count(data.steps.length)}
          caption={byAction.length === 0 ? 'No state needs an action' : byAction.map(({ action, steps }) => `${action} ${count(steps)}`).join(', ')}
        />
        <Card title={`Assessed on ${settlementDate}`} value={usd(totals.assessedCents)} caption="What the states of the steps could assess: tax, interest and penalties" />
        <Card title="Disclosures" value={usd(totals.disclosureCents)} caption={<>Saving {usd(totals.savingCents)} against what the states could assess</>} />
        <Card title="A Month's Delay" value={usd(totals.delayCents)} caption={`What waiting until ${nextMonth} costs the steps`} />
      </Cards>

      <section aria-labelledby="plan-steps" className="exposure-table">
        <h2 id="plan-steps">{planSteps.caption}</h2>
        {rows.length === 0 ? (
          <p>No state needs an action: there is nothing to do.</p>
        ) : (
          <ReportTable
            table={planSteps}
            {...tableOf(planSteps, data)}
            rowKey={(row) => `${row.step.entity} ${row.step.state}`}
            render={{
              state: { cell: (row) => <StepState row={row} /> },
              action: { cell: (row) => <ActionBadge action={row.step.action} /> },
              actBy: { cell: (row) => (row.step.actBy === null ? '' : <Day date={row.step.actBy} />) },
            }}
            fileName={[study.taxYear]}
            filter={{ text: (row) => `${row.entity.code} ${row.entity.name} ${row.step.state} ${row.step.stateName}`, status: { label: 'Action', of: (row) => row.step.action } }}
            noun={{ one: 'step', other: 'steps' }}
            striped
          />
        )}
      </section>

      {rows.length > 0 && (
        <section aria-labelledby="step-by-step">
          <h2 id="step-by-step">Step by Step</h2>
          <PagedList items={rows} pageSize={STEP_PAGE} noun={{ one: 'step', other: 'steps' }} navLabel="Steps, pages">
            {(shown) => (
              <>
                {shown.map((row) => (
                  <StepArticle key={`${row.step.entity} ${row.step.state}`} row={row} plan={data} />
                ))}
              </>
            )}
          </PagedList>
        </section>
      )}

      {assumptions.length > 0 && (
        <section aria-labelledby="assumptions" className="exposure-table">
          <h2 id="assumptions">Assumptions</h2>
          <p>
            State by state, every rule row the figures used, by table and Effective From, with its source and the day it was verified; and the
            defaults that stood in where a table has no row for the state. A row without a source is one to verify before the plan reaches a
            client.
            {data.rules !== null &&
              ` The study names the rules library (rules/${data.rules}): its rows stand for every state and table the study's own files hold none for; each row's Origin says which it is.`}
          </p>
          {assumptions.map((entry) => (
            <StateAssumptions key={entry.state} entry={entry} plan={data} />
          ))}
        </section>
      )}
    </Page>
  )
}
