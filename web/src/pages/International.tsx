/**
 * The study's international review: every entity with activity outside the US (or marked Potentially
 * International), each with its jurisdictions abroad, crossed first, in their own currencies and, where
 * the study gives exchange rates, in USD, with the study's total; the rates themselves. Entities come
 * ENTRY_PAGE at a time, found by code or name, so a study of a thousand entities stays usable.
 */
import type { International as InternationalData } from '../../../schemas/generated/types.ts'
import { Link } from 'wouter'
import { overview } from '../data.ts'
import { andList, count, usd } from '../format.ts'
import { ENTITIES, ENTRY_PAGE, entitySearch } from '../paging.ts'
import { ActivityAbroadTable } from '../components/ActivityAbroad.tsx'
import { ReportTable } from '../components/ReportTable.tsx'
import { hasTable, tableOf } from '../../../report/columns.ts'
import { abroadRows, abroadTotal, exchangeRatesTable } from '../../../report/tables/international.ts'
import { Badge, EntityCodeBadge } from '../components/Badges.tsx'
import { ButtonLink } from '../components/ButtonLink.tsx'
import { Card, Cards, Page, PageHeader } from '../components/Layout.tsx'
import { PagedList } from '../components/ListPager.tsx'
import { pathOf } from '../../../report/routes.ts'



export function International({ data }: { data: InternationalData }) {
  const { study, salesAbroad, statusCounts, hasRates } = data
  const names = new Map(overview.entities.map(({ entity }) => [entity.code, entity.name]))
  const fileName = [study.taxYear, 'international']
  return (
    <Page back={{ href: pathOf('recommendations', study), label: 'Back to Recommendations' }}>
      <PageHeader title="Activity Outside the US" subtitle={`International nexus review, tax year ${study.taxYear}`} />

      <Cards label="Summary">
        <Card title="Entities Abroad" value={count(overview.entitiesWithActivityAbroad)} caption="With sales or transactions outside the US" />
        <Card title="Thresholds Crossed" value={count(statusCounts.crossed)} caption="Jurisdictions abroad, entity by entity" />
        <Card title="Approaching" value={count(statusCounts.approaching)} caption="Monitor closely" />
        {salesAbroad.usdCents !== null && (
          <Card
            title="Sales Abroad in USD"
            value={usd(salesAbroad.usdCents)}
            caption={salesAbroad.currenciesWithoutRate.length === 0 ? "At the study's exchange rates" : `Leaving out ${salesAbroad.currenciesWithoutRate.map(({ currency }) => currency).join(', ')}`}
          />
        )}
      </Cards>

      {salesAbroad.currenciesWithoutRate.length > 0 && (
        <aside className="notice" data-severity="warning" aria-label="Currencies without a rate">
          <ul>
            {salesAbroad.currenciesWithoutRate.map(({ currency, entities }) => (
              <li key={currency}>
                The study's exchange rates have no rate for <strong>{currency}</strong>, sold by{' '}
                {andList(entities.map((code) => names.get(code) ?? code))}: those amounts have no USD equivalent, and the
                totals in USD leave them out.
              </li>
            ))}
          </ul>
          <Link href={pathOf('dataChecks')}>See all data checks</Link>
        </aside>
      )}

      <p>
        Not part of the US nexus figures. Thresholds, percentages and statuses are the tax engine's, and each amount is
        in its jurisdiction's own currency
        {hasRates
          ? ", with its US dollar equivalent at the study's exchange rates, rounded to the cent. A province's sales are part of its country's: its equivalent is shown, but each country is counted once in the totals."
          : '. The study gives no exchange rates, so nothing here is in US dollars.'}{' '}
        Unattributed revenue, which the engine could not place, is on each entity's separate analysis.
      </p>

      {data.entities.length === 0 ? (
        <article>
          <p>No entity has activity outside the US, and none is marked Potentially International.</p>
        </article>
      ) : (
        <section aria-labelledby="by-entity">
          <h2 id="by-entity">By Entity</h2>
          <PagedList
            items={data.entities}
            pageSize={ENTRY_PAGE}
            noun={ENTITIES}
            navLabel="International entity pages"
            search={entitySearch}
          >
            {(shown) =>
              shown.map(({ entity, jurisdictions, potentiallyInternational, salesAbroad: own }) => (
                <section key={entity.code} data-colour={entity.colour} className="entity-section" aria-labelledby={`abroad-${entity.code}`}>
                  <header className="split">
                    <h3 id={`abroad-${entity.code}`}>
                      <EntityCodeBadge entity={entity} /> {entity.name}
                    </h3>
                    <ButtonLink href={pathOf('separate', entity)} className="secondary outline" aria-label={`View Separate Analysis: ${entity.name}`}>
                      View Separate Analysis
                    </ButtonLink>
                  </header>
                  <p>
                    {potentiallyInternational ? (
                      <Badge variant="warning">Potentially International</Badge>
                    ) : (
                      <Badge variant="destructive">Not marked Potentially International</Badge>
                    )}
                    {own.usdCents !== null && jurisdictions.length > 0 && <> Sales abroad in USD: <strong>{usd(own.usdCents)}</strong></>}
                  </p>
                  {jurisdictions.length === 0 ? (
                    <p>Its nexus export shows no activity outside the US.</p>
                  ) : (
                    <ActivityAbroadTable
                      data={data}
                      caption={`${entity.name}: activity outside the US`}
                      rows={abroadRows(entity, jurisdictions)}
                      total={abroadTotal(own)}
                      currenciesWithoutRate={own.currenciesWithoutRate}
                      fileName={fileName}
                    />
                  )}
                </section>
              ))
            }
          </PagedList>
        </section>
      )}

      {hasTable(exchangeRatesTable, data) && (
        <section aria-labelledby="rates">
          <h2 id="rates">{exchangeRatesTable.caption}</h2>
          <p>US dollars per unit of each currency, as the study gives them, and the decimals each currency is shown with.</p>
          <ReportTable table={exchangeRatesTable} {...tableOf(exchangeRatesTable, data)} rowKey={(rate) => rate.currency} fileName={fileName} />
        </section>
      )}
    </Page>
  )
}
