/**
 * The exposure at a glance, for the study's page and each entity's: the amounts as cards, then how many
 * states need each action with what the action means (what the voluntary disclosures would save beside
 * their count), then the amounts year by year.
 */
import type { ReactNode } from 'react'
import type { ActionCounts, ExposureTotals } from '../../../schemas/generated/types.ts'
import { count, usd } from '../format.ts'
import { ACTIONS } from '../../../common/actions.ts'
import { Card, Cards } from './Layout.tsx'
import { ExposureByYear } from './ExposureYears.tsx'

/** What each action means, to follow 'States where …'. */
const MEANING: Record<(typeof ACTIONS)[number]['key'], string> = {
  voluntaryDisclosure: 'past returns owe tax and a voluntary disclosure would settle it for less',
  fileBackReturns: 'past returns owe tax and no voluntary disclosure would save anything',
  register: 'nexus holds on the study’s date and no past return owes tax',
  monitor: 'sales reach 80% or more of the threshold on the study’s date, without nexus',
}

/** `years`: the year-by-year table under the chart; `settlementDate` in a law study: what the states could assess then is a card of its own (LAW.md's Assessed). */
export function ExposureSummary({ totals, counts, asOf, years, settlementDate }: { totals: ExposureTotals; counts: ActionCounts; asOf: string; years: ReactNode; settlementDate?: string | undefined }) {
  return (
    <>
      <Cards label="Exposure">
        <Card title="Exposure" value={usd(totals.exposureCents)} caption="Tax, interest and penalties" />
        <Card title="Tax Not Collected" value={usd(totals.taxCents)} caption="On direct sales since collecting should have begun" />
        <Card title="Interest" value={usd(totals.interestCents)} caption={`From each return's due date to ${asOf}`} />
        <Card title="Penalties" value={usd(totals.penaltiesCents)} caption="For returns not filed when due" />
        {settlementDate !== undefined && (
          <Card title={`Assessed on ${settlementDate}`} value={usd(totals.assessedCents)} caption="What the states could assess on the settlement date" />
        )}
      </Cards>
      <Cards label="Actions">
        {ACTIONS.map(({ action, key }) => (
          <Card
            key={key}
            title={action}
            value={count(counts[key])}
            caption={
              <>
                {counts[key] === 1 ? 'State' : 'States'} where {MEANING[key]}
                {key === 'voluntaryDisclosure' && (
                  <>
                    ; saving <strong>{usd(totals.vdaSavingCents)}</strong> in all
                  </>
                )}
              </>
            }
          />
        ))}
      </Cards>
      <ExposureByYear totals={totals} table={years} />
    </>
  )
}
