/**
 * Beside SPEC.md's liability (the whole year, as if collected from 1 January), the liability since
 * nexus and, in a study with exposure, the exposure's tax of the tax year with the reconciliation line
 * where the two differ (docs/figures-since-nexus.md). The entity report and the consolidated report
 * show them under their four cards, and draw in their tables a figure over what says more of it
 * (FigureOver).
 */
import { Fragment, type ReactNode } from 'react'
import type { Reconciliation } from '../../../schemas/generated/types.ts'
import { reconciliationText } from '../../../report/sinceNexus.ts'
import { count, usd } from '../format.ts'
import { signedUsd } from '../../../common/format.ts'
import { Card, Cards } from './Layout.tsx'

type Props = {
  taxYear: number
  liabilitySinceNexusCents: number
  /** taxable states whose liability since nexus cannot be known (default statuses) */
  withoutSinceNexus: number
  /** undefined without exposure; null for an entity without dated sales */
  exposureTaxCents?: number | null | undefined
  reconciliation?: Reconciliation | null | undefined
}

export function SinceNexusCards({ taxYear, liabilitySinceNexusCents, withoutSinceNexus, exposureTaxCents, reconciliation }: Props) {
  const difference = reconciliationText(reconciliation)
  return (
    <Cards label="Since nexus">
      <Card
        title="Liability Since Nexus"
        value={usd(liabilitySinceNexusCents)}
        caption={
          <>
            The sales from each state's collection start (or the export's Sales After Nexus), at the same rates
            {withoutSinceNexus > 0 && `; ${count(withoutSinceNexus)} taxable state${withoutSinceNexus === 1 ? '' : 's'} with no date to count from left out`}
          </>
        }
      />
      {exposureTaxCents !== undefined && exposureTaxCents !== null && (
        <Card
          title={`Exposure Tax ${taxYear}`}
          value={usd(exposureTaxCents)}
          caption={difference === null ? 'The liability since nexus, to the cent' : <>Less the liability since nexus: <span data-reconciliation=""><ReconciliationLine reconciliation={reconciliation} /></span></>}
        />
      )}
    </Cards>
  )
}

/** What SPEC's Estimated Tax Liability is, said once under the cards and tables that show it. */
export function WholeYearNote() {
  return (
    <p data-whole-year="">
      <small>
        Estimated Tax Liability is the tax year's whole revenue at the rate, as if collected from 1 January. The liability
        since nexus counts only the sales from the day collecting should have begun.
      </small>
    </p>
  )
}

/**
 * A table cell's figure over a small line saying more of it, which wraps where it is long: since when a
 * liability since nexus counts, why an exposure tax differs from it. A page draws a column's value so
 * where the table must fit a laptop; the column stays its own among every column, in the CSV and the sheet.
 */
export function FigureOver({ figure, under }: { figure: ReactNode; under: ReactNode }) {
  return (
    <>
      {figure}
      {under !== null && under !== undefined && (
        <>
          {' '}
          <small className="under wraps">{under}</small>
        </>
      )}
    </>
  )
}

/**
 * A reconciliation line as the page draws it: reconciliationText's words, each signed amount kept on one
 * line ('−$0.01' never broken after its sign) where the line wraps; nothing where there is none.
 */
export function ReconciliationLine({ reconciliation }: { reconciliation: Reconciliation | null | undefined }) {
  if (!reconciliation) return null
  return (
    <>
      {reconciliation.parts.map((part, index) => (
        <Fragment key={part.reason}>
          {index > 0 && ', '}
          <span className="amount">{signedUsd(part.cents)}</span> {part.reason}
        </Fragment>
      ))}
    </>
  )
}
