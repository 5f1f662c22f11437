/** The tax rates the study used, state by state, with the entities that have nexus in each: the assumptions in sight. */
import type { Rates as RatesData, StateRate } from '../../../schemas/generated/types.ts'
import { count } from '../format.ts'
import { overview } from '../data.ts'
import { Card, Cards, Page, PageHeader } from '../components/Layout.tsx'
import { ReportTable } from '../components/ReportTable.tsx'
import { tableOf } from '../../../report/columns.ts'
import { ratesTable } from '../../../report/tables/rates.ts'

export function Rates({ data }: { data: RatesData }) {
  const { study, states } = data
  const withNexus = states.filter((row) => row.entitiesWithNexus > 0).length
  return (
    <Page back={{ href: '/', label: 'Back to All Reports' }}>
      <PageHeader title="Tax Rates" subtitle={`The rates the tax year ${study.taxYear} study used`} />
      <Cards label="Rates">
        <Card title="States with a Rate" value={count(states.length)} caption={
            <>
              {/* a caption begins with a capital: "The rates given with the study" */}
              {overview.summary.rateSource.charAt(0).toUpperCase() + overview.summary.rateSource.slice(1)}
              {/* the file is the reviewer's: the client's PDF leaves it out */}
              <span data-working=""> (from {data.ratesFile})</span>
            </>
          }
        />
        <Card title="States with Nexus" value={count(withNexus)} caption="Where an entity crossed the threshold" />
      </Cards>
      <p>
        Each state's combined state and average local sales tax rate, as the study gives it. An entity's liability in a state is its
        taxable revenue there times this rate: the Estimated Tax Liability below is the whole tax year's, as if collected
        from 1 January. Each entity's report gives the liability since nexus beside it, on the sales from the day
        collecting should have begun.
      </p>
      <section aria-labelledby="rates-by-state">
        <h2 id="rates-by-state">{ratesTable.caption}</h2>
        <ReportTable
          table={ratesTable}
          {...tableOf(ratesTable, data)}
          rowKey={(row: StateRate) => row.state}
          highlight={(row) => row.entitiesWithNexus > 0}
          fileName={[study.taxYear]}
          filter={{ text: (row) => `${row.state} ${row.stateName}` }}
          striped
        />
      </section>
    </Page>
  )
}
