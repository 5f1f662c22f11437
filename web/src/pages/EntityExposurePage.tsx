/**
 * One entity's exposure over the years examined (EXPOSURE.md): its amounts and actions, the chart and
 * table by year, its states in order of exposure, and state by state the nexus periods, the terms the
 * figures were charged at, the years and the months an adviser audits. In a law study (LAW.md) a state
 * shows its returns instead of months, with its figures at the settlement date (StateReturns.tsx).
 */
import { useState } from 'react'
import { Link } from 'wouter'
import type { EntityExposure, ExposureMonth, ExposureState } from '../../../schemas/generated/types.ts'
import { monthCount, percent2, rate, usd } from '../format.ts'
import { actionLabel } from '../../../common/actions.ts'
import { monthsWithSales } from '../exposure.ts'
import { collectionText, periodsText } from '../../../report/exposureText.ts'
import { columnsOf, tableOf, type Column } from '../../../report/columns.ts'
import {
  amountTotals,
  entityStatesTable,
  entityYearsTable,
  monthTotals,
  stateMonths,
  stateMonthsTable,
  stateYears,
  stateYearsTable,
  type StateMonth,
  type StateYear,
} from '../../../report/tables/exposure.ts'
import { EntityCodeBadge } from '../components/Badges.tsx'
import { Page, PageHeader } from '../components/Layout.tsx'
import { ReportTable } from '../components/ReportTable.tsx'
import { Term } from '../components/Glossary.tsx'
import { ExposureSummary } from '../components/ExposureSummary.tsx'
import { ActionBadge, Day, ExposureNotes, StateLink, stateRender } from '../components/ExposureParts.tsx'
import { LawFacts, LawNotes, StateReturns } from '../components/StateReturns.tsx'
import { RuleSources, rulesFilesText } from '../components/RuleSources.tsx'
import { pathOf } from '../../../report/routes.ts'

const statesRender = {
  ...stateRender(
    (row: ExposureState) => row,
    (row: ExposureState) => ({ exposureCents: row.vda?.exposureCents ?? null, savingCents: row.vda?.savingCents ?? null }),
  ),
  state: { cell: (row: ExposureState) => <StateLink state={row.state} name={row.stateName} /> },
}

const monthRender = {
  month: { cell: ({ month }: StateMonth) => <Day date={month.month} /> },
  due: { cell: ({ month }: StateMonth) => <Day date={month.dueDate} /> },
}

/** A state's months (every one, or those with sales), its part of the months' table, with the state's TOTAL. */
function MonthTable({ state, months, columns, caption, fileName }: { state: ExposureState; months: ExposureMonth[]; columns: readonly Column<StateMonth>[]; caption: string; fileName: (string | number)[] }) {
  return (
    <ReportTable
      table={stateMonthsTable}
      columns={columns}
      rows={stateMonths(state, months)}
      total={monthTotals(state)}
      caption={caption}
      render={monthRender}
      rowKey={({ month }) => month.month}
      fileName={fileName}
      noun={{ one: 'month', other: 'months' }}
      striped
    />
  )
}

/**
 * Every month of collection days, behind a disclosure: drawn only once opened (a long period holds a
 * hundred months) and left off paper, which carries the months with sales, whose totals are the same.
 */
function AllMonths({ state, columns, fileName }: { state: ExposureState; columns: readonly Column<StateMonth>[]; fileName: (string | number)[] }) {
  const [open, setOpen] = useState(false)
  return (
    <details data-print="hide" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Every month of collection days ({monthCount(state.months.length)})</summary>
      {open && <MonthTable state={state} months={state.months} columns={columns} caption={`${state.stateName}, every month`} fileName={fileName} />}
    </details>
  )
}

type Parts = { years: readonly Column<StateYear>[]; months: readonly Column<StateMonth>[] }

function StateDetail({ state, data, columns, fileName }: { state: ExposureState; data: EntityExposure; columns: Parts; fileName: (string | number)[] }) {
  const { asOf, law } = data
  const { terms, vda } = state
  const withSales = monthsWithSales(state.months)
  const crossed = state.crossings.filter((crossing) => crossing.date !== null)
  const name = `${state.stateName} (${state.state})`
  return (
    <section id={`state-${state.state}`} className="state-exposure" aria-labelledby={`state-${state.state}-name`}>
      <header className="split">
        <h3 id={`state-${state.state}-name`}>{name}</h3>
        <ActionBadge action={state.action} />
      </header>
      <dl className="facts">
        <dt>
          <Term id="stickyNexus">Nexus periods</Term>
        </dt>
        <dd>{state.nexusPeriods.length === 0 ? 'None' : periodsText(state.nexusPeriods)}</dd>
        <dt>
          <Term id="collectionStarts">Collection starts</Term>
        </dt>
        <dd>{state.nexusPeriods.length === 0 ? 'None' : collectionText(state.nexusPeriods)}</dd>
        <dt>Threshold crossed</dt>
        <dd>{crossed.length === 0 ? 'In no year' : crossed.map((crossing) => crossing.date).join(', ')}</dd>
        <dt>On {asOf}</dt>
        <dd>
          {state.nexusOnAsOf ? 'Nexus' : 'No nexus'}; {percent2(state.percentOfThresholdOnAsOf)} of the threshold
        </dd>
        <dt>Tax rate{law ? ` on ${asOf}` : ''}</dt>
        <dd>{rate(terms.ratePercent)}</dd>
        {law ? (
          <LawFacts state={state} settlementDate={data.settlementDate} />
        ) : (
          <>
            <dt>Interest and penalty</dt>
            <dd>
              Interest {rate(terms.interestRatePercent)} a year, simple; penalty {rate(terms.penaltyRatePercent)} of a late month's tax
            </dd>
            <dt>
              <Term id="voluntaryDisclosure">Voluntary disclosure</Term>
            </dt>
            <dd>
              {vda === null
                ? 'Not offered'
                : `Looks back ${monthCount(vda.lookBackMonths)}, from ${vda.coversFrom}: ${usd(vda.exposureCents)} instead of ${usd(state.exposureCents)}, saving ${usd(vda.savingCents)}`}
            </dd>
          </>
        )}
        <dt data-working="">Rule on {asOf}</dt>
        <dd data-working="">{terms.ruleSource ?? 'None in force'}</dd>
        <RuleSources state={state.state} rows={state.rules} defaults={state.defaults} />
      </dl>
      <h4>By year</h4>
      <ReportTable
        table={stateYearsTable}
        columns={columns.years}
        rows={stateYears(state)}
        total={amountTotals(state)}
        caption={`${state.stateName} by year`}
        rowKey={({ year }) => String(year.year)}
        fileName={fileName}
        striped
      />
      {law ? (
        <>
          <h4>Returns</h4>
          <StateReturns entity={data.entity} state={state} asOf={asOf} settlementDate={data.settlementDate} fileName={fileName} />
        </>
      ) : (
        <>
          <h4>Months with taxable sales</h4>
          {withSales.length === 0 ? (
            <p>No month of collection days had taxable sales.</p>
          ) : (
            <MonthTable state={state} months={withSales} columns={columns.months} caption={`${state.stateName}, months with taxable sales`} fileName={fileName} />
          )}
          {state.months.length > 0 && <AllMonths state={state} columns={columns.months} fileName={fileName} />}
        </>
      )}
    </section>
  )
}

export function EntityExposurePage({ data }: { data: EntityExposure }) {
  const { entity, study, totals, states, asOf } = data
  const fileName = [study.taxYear, entity.name, 'exposure']
  const parts: Parts = { years: columnsOf(stateYearsTable, data), months: columnsOf(stateMonthsTable, data) }
  return (
    <Page back={{ href: pathOf('studyExposure'), label: 'Back to Exposure' }} colour={entity.colour}>
      <PageHeader title={entity.name} badge={<EntityCodeBadge entity={entity} />} subtitle={`Exposure from ${data.firstYear} to ${asOf}`} />
      <p className="status-source">
        <small>
          <span data-working="">
            Computed from {data.salesFile} under the rules of {rulesFilesText(states.flatMap((state) => state.rules))}; each state says which rows its figures rest on.{' '}
          </span>
          <Link href={pathOf('report', entity)}>Brand report</Link> ·{' '}
          <Link href={pathOf('separate', entity)}>Separate analysis</Link>
        </small>
      </p>

      <ExposureSummary
        totals={totals}
        counts={data.actionCounts}
        asOf={asOf}
        settlementDate={data.law ? data.settlementDate : undefined}
        years={<ReportTable table={entityYearsTable} {...tableOf(entityYearsTable, data)} rowKey={(row) => String(row.year)} fileName={fileName} striped />}
      />

      <section aria-labelledby="states" className="exposure-table">
        <h2 id="states">States by Exposure</h2>
        {states.length === 0 ? (
          <p>No state has a nexus period or an action for this entity.</p>
        ) : (
          <>
            <p>
              <small>Each state with a nexus period or an action, the largest exposure first. A state's name leads to its detail below.</small>
            </p>
            <ReportTable
              table={entityStatesTable}
              {...tableOf(entityStatesTable, data)}
              render={statesRender}
              rowKey={(row) => row.state}
              fileName={fileName}
              filter={{ text: (row) => `${row.state} ${row.stateName} ${actionLabel(row.action)}`, status: { label: 'Action', of: (row) => actionLabel(row.action) } }}
              striped
            />
          </>
        )}
      </section>

      {states.length > 0 && (
        <section aria-labelledby="state-detail" className="exposure-table">
          <h2 id="state-detail">State by State</h2>
          {states.map((state) => (
            <StateDetail key={state.state} state={state} data={data} columns={parts} fileName={[...fileName, state.state]} />
          ))}
        </section>
      )}

      {data.law ? <LawNotes asOf={asOf} settlementDate={data.settlementDate} /> : <ExposureNotes asOf={asOf} />}
    </Page>
  )
}
