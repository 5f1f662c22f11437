/**
 * Small pieces the exposure pages share: the action's badge, a state linking to its detail (on the
 * entity's page), its nexus periods and its voluntary disclosure in a cell (stateRender draws a state's
 * row of an exposure table with them), and the notes on how the figures are computed.
 */
import type { ExposureAction, NexusPeriod } from '../../../schemas/generated/types.ts'
import { usd } from '../format.ts'
import { actionLabel } from '../../../common/actions.ts'
import type { BadgeVariant } from '../statuses.ts'
import { Badge } from './Badges.tsx'

/** Owed without relief is the most urgent; a disclosure next; registering, then watching. */
export function actionVariant(action: ExposureAction): BadgeVariant {
  if (action === 'File Back Returns') return 'destructive'
  if (action === 'Voluntary Disclosure') return 'warning'
  if (action === 'Register') return 'default'
  if (action === 'Monitor') return 'secondary'
  return 'outline'
}

/** The action a state needs (EXPOSURE.md), 'None' without one. */
export function ActionBadge({ action }: { action: ExposureAction }) {
  return <Badge variant={actionVariant(action)}>{actionLabel(action)}</Badge>
}

/** A state's code and name, linking to its detail on an entity's exposure page (this page when `page` is left out). */
export function StateLink({ state, name, page = '' }: { state: string; name: string; page?: string }) {
  // a plain link: the browser scrolls to the state on another page as on this one
  return (
    <a href={`${page}#state-${state}`}>
      {state} <small className="state-name">{name}</small>
    </a>
  )
}

/** A day (or a month) as the study gives it, YYYY-MM-DD, never broken at its hyphens. */
export function Day({ date }: { date: string }) {
  return <span className="date">{date}</span>
}

/** A state's nexus periods in a table cell, one to a line, each with the day collecting should have begun; '-' for none. */
export function Periods({ periods }: { periods: readonly NexusPeriod[] }) {
  if (periods.length === 0) return <>-</>
  return (
    <>
      {periods.map((period) => (
        <span key={period.start} className="line">
          <Day date={period.start} /> to <Day date={period.end} />
          <small className="under">
            collecting from <Day date={period.collectionStart} />
          </small>
        </span>
      ))}
    </>
  )
}

/** A state's voluntary disclosure in a table cell: what it would settle for, and under it the saving; '-' where the state offers none. */
export function Disclosure({ exposureCents, savingCents }: { exposureCents: number | null; savingCents: number | null }) {
  if (exposureCents === null || savingCents === null) return <>-</>
  return (
    <>
      {usd(exposureCents)}
      <small className="under">saving {usd(savingCents)}</small>
    </>
  )
}

/**
 * How an exposure table draws a state's row (report/tables/exposure.ts): the action as its badge, the
 * nexus periods one to a line with their collection starts, the VDA exposure with the saving under it.
 */
export function stateRender<Row>(of: (row: Row) => { action: ExposureAction; nexusPeriods: NexusPeriod[] }, vda: (row: Row) => { exposureCents: number | null; savingCents: number | null }) {
  return {
    action: { cell: (row: Row) => <ActionBadge action={of(row).action} /> },
    periods: { cell: (row: Row) => <Periods periods={of(row).nexusPeriods} /> },
    vdaExposure: { cell: (row: Row) => <Disclosure {...vda(row)} /> },
  }
}

export function ExposureNotes({ asOf }: { asOf: string }) {
  return (
    <section aria-labelledby="exposure-notes">
      <article>
        <h2 id="exposure-notes">How the Exposure Is Computed</h2>
        <ul>
          <li>
            Each day is tested under the state's rule in force that day, counting the sales channels it counts. A crossing holds nexus
            through 31 December of the following year; a nexus period begins on its first crossing.
          </li>
          <li>
            Collecting should have begun on the period's collection start, by the rule in force on the crossing day. Tax is the direct
            sales on collection days, month by month, at the state's combined rate, rounded to the cent; a month of refunds owes none.
          </li>
          <li>
            A month's return is due on the 20th of the next month. Interest runs at the state's rate, simple, from the due date to{' '}
            {asOf}; a penalty is charged on each month due before {asOf}.
          </li>
          <li>
            A voluntary disclosure covers the months of its look-back before {asOf}'s month: their tax and interest, penalties waived,
            older months not assessed. The saving is the exposure less that.
          </li>
          <li>
            The rules are the study's own or, where it names the rules library, the library's cited rows; the action plan's
            assumptions list every rule row each state's figures used. This is an estimate only and should be confirmed with a tax
            advisor.
          </li>
        </ul>
      </article>
    </section>
  )
}
