/** The consolidated report over all entities. */
import { Link } from 'wouter'
import { ButtonLink } from '../components/ButtonLink.tsx'
import { useConsolidated } from '../pageData.ts'
import { brandCount, consolidatedRate, count, liability, percent1, percent2, usd } from '../format.ts'
import { Badge, EntityCodeBadge } from '../components/Badges.tsx'
import { BackLink, Card, Cards, PageHeader } from '../components/Layout.tsx'
import { TopStates } from '../components/TopStates.tsx'
import { ConsolidatedNexusMap } from '../components/TileMap.tsx'
import { StudyDownload } from '../components/StudyDownload.tsx'

export function Consolidated() {
  const report = useConsolidated()
  const { totals, study } = report
  return (
    <main className="container">
      <BackLink href="/">Back to All Reports</BackLink>
      <PageHeader title="Consolidated Economic Nexus Study" subtitle={`All Entities, Tax Year ${study.taxYear}`} />

      <Cards label="Totals">
        <Card
          title="Total Revenue (All Brands)"
          value={usd(totals.totalRevenueCents)}
          caption={`Across ${count(report.entityCount)} entities`}
        />
        <Card
          title="Taxable Revenue"
          value={usd(totals.taxableRevenueCents)}
          caption={`${percent1(totals.taxableSharePercent)} of total`}
        />
        <Card
          title="Total Tax Liability"
          value={usd(totals.liabilityCents)}
          caption={`Effective rate ${percent2(totals.effectiveRatePercent)}`}
        />
        <Card
          title="States with Nexus"
          value={count(totals.statesWithNexus)}
          caption={`of ${count(totals.statesWithActivity)} with activity`}
        />
      </Cards>

      <article className="cta">
        <h2>Ready for Next Steps?</h2>
        <p>See which entities should register in which states.</p>
        <ButtonLink href={study.recommendationsPath}>
          View Recommendations
        </ButtonLink>
        <StudyDownload study={study} />
      </article>

      <section>
        <ConsolidatedNexusMap report={report} />
      </section>

      <section>
        <div className="overflow-auto">
          <table className="striped">
            <caption>
              <h2>Entity Summary</h2>
            </caption>
            <thead>
              <tr>
                <th scope="col">Entity</th>
                <th scope="col" className="num">Total Revenue</th>
                <th scope="col" className="num">Taxable Revenue</th>
                <th scope="col" className="num">Tax Liability</th>
                <th scope="col" className="num">States with Nexus</th>
                <th scope="col" className="num">Total States</th>
                <th scope="col"><span className="visually-hidden">Report</span></th>
              </tr>
            </thead>
            <tbody>
              {report.entities.map((row) => (
                <tr key={row.entity.code}>
                  <th scope="row">
                    <EntityCodeBadge entity={row.entity} /> {row.entity.name}
                  </th>
                  <td className="num">{usd(row.totalRevenueCents)}</td>
                  <td className="num">{usd(row.taxableRevenueCents)}</td>
                  <td className="num">{usd(row.liabilityCents)}</td>
                  <td className="num">{count(row.statesWithNexus)}</td>
                  <td className="num">{count(row.totalStates)}</td>
                  <td>
                    <Link href={row.entity.reportPath} aria-label={`View Details: ${row.entity.name}`}>
                      View Details
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">TOTAL</th>
                <td className="num">{usd(totals.totalRevenueCents)}</td>
                <td className="num">{usd(totals.taxableRevenueCents)}</td>
                <td className="num">{usd(totals.liabilityCents)}</td>
                <td className="num">{count(totals.statesWithNexus)}</td>
                <td className="num">{count(totals.statesWithActivity)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section className="cards" aria-label="Top states">
        <TopStates
          title="Top States by Revenue"
          format={usd}
          empty="No state has revenue."
          items={report.topRevenue.map((row) => ({
            label: row.state,
            name: row.stateName,
            cents: row.combinedRevenueCents,
            note: row.hasNexus ? <Badge variant="destructive">Nexus</Badge> : undefined,
          }))}
        />
        <TopStates
          title="Top Tax Liability States"
          format={usd}
          empty="No state has nexus."
          items={report.topLiability.map((row) => ({
            label: row.state,
            name: row.stateName,
            cents: row.liabilityCents ?? 0,
            note: <Badge variant="secondary">{brandCount(row.brandsWithNexus)}</Badge>,
          }))}
        />
      </section>

      <section>
        <div className="overflow-auto">
          <table>
            <caption>
              <h2>State-by-State Consolidation</h2>
              <small>Rows with nexus are highlighted.</small>
            </caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col" className="num">Combined Revenue</th>
                <th scope="col">Brands with Nexus</th>
                <th scope="col" className="num">Tax Rate</th>
                <th scope="col" className="num">Estimated Tax Liability</th>
              </tr>
            </thead>
            <tbody>
              {report.states.map((row) => (
                <tr key={row.state} data-nexus={row.hasNexus || undefined}>
                  <th scope="row">
                    <abbr title={row.stateName}>{row.state}</abbr>
                  </th>
                  <td className="num">{usd(row.combinedRevenueCents)}</td>
                  <td>
                    <Badge variant={row.hasNexus ? 'destructive' : 'secondary'}>{brandCount(row.brandsWithNexus)}</Badge>
                  </td>
                  <td className="num">{consolidatedRate(row.ratePercent)}</td>
                  <td className="num">{liability(row.hasNexus ? row.liabilityCents : null)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="consolidated-notes">
        <article>
          <h2 id="consolidated-notes">Notes</h2>
          <ul>
            <li>This report consolidates all {count(report.entityCount)} entities of the study.</li>
            <li>Revenue is combined per state across the entities.</li>
            <li>
              Liability uses the Tax Foundation's {study.taxYear} combined state and average local sales tax rates.
            </li>
            <li>Several brands may have independent nexus obligations in the same state.</li>
            <li>Each entity must register and collect separately.</li>
            <li>International and Canadian transactions are excluded from US nexus calculations.</li>
            <li>The brand reports hold the detail for each entity.</li>
          </ul>
        </article>
      </section>
    </main>
  )
}
