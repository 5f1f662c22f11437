/**
 * What an entity's exposure page shows of a state in a law study (LAW.md, What the reader sees), where
 * its returns follow the state's own calendar rather than EXPOSURE.md's months: the state's figures at
 * the settlement date, the disclosure's terms and what a month's delay costs, beside its facts; its
 * returns, a part of the study's returns table (report/tables/returns.ts) that foots to the state's
 * figures, paged where long; and the notes on how a law study's figures are made.
 */
import type { EntityRef, ExposureState } from '../../../schemas/generated/types.ts'
import { count, usd } from '../format.ts'
import { pathOf } from '../../../report/routes.ts'
import { returnColumns, returnsTable, stateReturnRows, stateReturnsTotal } from '../../../report/tables/returns.ts'
import { lookBackText, waivedText } from '../../../report/tables/plan.ts'
import { ReportTable } from './ReportTable.tsx'
import { Day } from './ExposureParts.tsx'

const RETURNS = { one: 'return', other: 'returns' }

/** A month's delay in words beside its amount; none for an action without one. */
function delayText(state: ExposureState): string {
  const { delayCents } = state.settlement
  if (delayCents === null) return state.action === 'Voluntary Disclosure' ? 'None: no disclosure is offered a month later' : 'None for this action'
  const figure = state.action === 'Voluntary Disclosure' ? 'the disclosure' : 'the assessment'
  if (delayCents === 0) return `${usd(0)}: ${figure} costs the same a month later`
  return `${usd(delayCents)}: ${figure} costs ${delayCents > 0 ? 'more' : 'less'} a month later${delayCents < 0 ? ', as returns fall out of the look-back' : ''}`
}

/** The state's law facts, as pairs of a description list: its returns, the settlement, the disclosure, the delay, the rules. */
export function LawFacts({ state, settlementDate }: { state: ExposureState; settlementDate: string }) {
  const { settlement, disclosure } = state
  const toFile = state.returns.filter((row) => row.toFile).length
  return (
    <>
      <dt>Returns</dt>
      <dd>
        {count(state.returns.length)} ({count(toFile)} to file)
      </dd>
      <dt>On {settlementDate}</dt>
      <dd>
        Assessed {usd(settlement.assessedCents)}
        {settlement.disclosureCents !== null && settlement.savingCents !== null && (
          <>
            ; disclosure {usd(settlement.disclosureCents)}, saving {usd(settlement.savingCents)}
          </>
        )}
      </dd>
      <dt>Disclosure</dt>
      <dd>
        {disclosure === null ? (
          'None offered on the settlement date'
        ) : (
          <>
            Looks back {lookBackText(disclosure)}; {waivedText(disclosure)} <small data-working="">(terms of {disclosure.source})</small>
          </>
        )}
      </dd>
      <dt>Each month's delay</dt>
      <dd>{delayText(state)}</dd>
      <dt>Rules</dt>
      <dd>
        {/* a state with no action has no step, and the plan lists the assumptions of the states of its steps */}
        {state.action === null ? 'The state needs no action' : <a href={`${pathOf('plan')}#assumptions-${state.state}`}>Every rule row the figures used, in the plan</a>}
      </dd>
    </>
  )
}

/** A return's period on two lines, its first day over its last, so the table fits a laptop. */
function Period({ start, end }: { start: string; end: string }) {
  return (
    <>
      <span className="line">
        <Day date={start} />
      </span>{' '}
      <small className="under">
        to <Day date={end} />
      </small>
    </>
  )
}

/** A state's returns, footing to its figures: tax, interest and penalties to asOf, and at the settlement date. */
export function StateReturns({ entity, state, asOf, settlementDate, fileName }: { entity: EntityRef; state: ExposureState; asOf: string; settlementDate: string; fileName: (string | number)[] }) {
  if (state.returns.length === 0) return <p>No return: the state has no collection day.</p>
  const unassessed = state.returns.filter((row) => !row.assessable).length
  const taxThen = state.settlement.taxCents
  return (
    <>
      {/* each state's returns are a part of the study's one table of returns, the workbook's Returns sheet */}
      <div className="schedule" data-table-part={state.state}>
        <ReportTable
          table={returnsTable}
          columns={returnColumns}
          rows={stateReturnRows(entity, state)}
          total={stateReturnsTotal(state)}
          caption={`${state.stateName} returns`}
          rowKey={(row) => row.ret.periodStart}
          render={{ period: { cell: ({ ret }) => <Period start={ret.periodStart} end={ret.periodEnd} /> }, due: { cell: ({ ret }) => <Day date={ret.dueDate} /> } }}
          fileName={fileName}
          noun={RETURNS}
          striped
        />
      </div>
      <p>
        <small>
          The TOTAL is the state's: the returns it may still assess on <Day date={asOf} /> to that date, and those it may assess on{' '}
          <Day date={settlementDate} /> at the settlement{taxThen === state.taxCents ? '' : `, whose tax is ${usd(taxThen)}`}.
          {unassessed > 0 && ` ${count(unassessed)} ${unassessed === 1 ? 'return is' : 'returns are'} past the state's assessment limit and counted in no total.`}
        </small>
      </p>
    </>
  )
}

/** How a law study's figures are made, in place of EXPOSURE.md's notes. */
export function LawNotes({ asOf, settlementDate }: { asOf: string; settlementDate: string }) {
  return (
    <section aria-labelledby="exposure-notes">
      <article>
        <h2 id="exposure-notes">How the Exposure Is Computed</h2>
        <ul>
          <li>
            Each day is tested under the state's rule in force that day, counting the sales channels it counts; nexus lasts as that rule
            says. Collecting should have begun on the period's collection start.
          </li>
          <li>
            Returns follow each state's own calendar (monthly, quarterly or annual, due on its day); a state without one files monthly, due the
            20th. A return's tax is its collection days' taxable sales at the rate in force each day: direct sales, and marketplace sales
            before the state's marketplace law began. A return of refunds owes none.
          </li>
          <li>
            Interest runs at the rates in force day by day, from the due date or the days after it the state allows, to {asOf} for the
            exposure and to {settlementDate} for what the states could assess; penalties grow by the month late up to the state's cap, with
            its minimum. A return past the state's assessment limit counts in no figure.
          </li>
          <li>
            A voluntary disclosure on {settlementDate} covers the returns of its look-back, counted back from that day, waiving what the state
            waives; each month's delay is what signing a month later costs.
          </li>
          <li>
            Every rule the figures rest on, with its source and the day it was verified, is listed in{' '}
            <a href={pathOf('plan')}>the action plan's assumptions</a>. This is an estimate only and should be confirmed with a tax advisor.
          </li>
        </ul>
      </article>
    </section>
  )
}
