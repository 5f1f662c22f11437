/** One brand's report: cards, the state-by-state table and the Entity Summary. */
import { ButtonLink } from '../components/ButtonLink.tsx'
import { useEntity } from '../pageData.ts'
import { count, liability, nOfM, percent1, percent2, rate, stateList, usd } from '../format.ts'
import { reportVariant } from '../statuses.ts'
import { EntityCodeBadge, StatusBadge } from '../components/Badges.tsx'
import { BackLink, Card, Cards, FindingsNotice, PageHeader } from '../components/Layout.tsx'
import { BrandStatusMap } from '../components/TileMap.tsx'

export function BrandReport({ code }: { code: string }) {
  const report = useEntity(code)
  const { entity, summary, study } = report
  return (
    <main className="container" data-colour={entity.colour}>
      <BackLink href="/">Back to All Reports</BackLink>
      <PageHeader
        title={entity.name}
        badge={<EntityCodeBadge entity={entity} />}
        subtitle={`Economic Nexus Study, Tax Year ${study.taxYear}`}
      />
      <FindingsNotice findings={report.findings} href={report.dataChecksPath} />

      <Cards label="Summary">
        <Card title="Total Revenue" value={usd(summary.totalRevenueCents)} />
        <Card title="Taxable Revenue" value={usd(summary.taxableRevenueCents)} />
        <Card title="Estimated Tax Liability" value={usd(summary.liabilityCents)} />
        <Card title="States with Nexus" value={nOfM(summary.statesWithNexus, summary.statesWithActivity)} />
      </Cards>

      <section>
        <BrandStatusMap report={report} />
      </section>

      <section>
        <div className="overflow-auto">
          <table className="striped">
            <caption>
              <h2>State-by-State Nexus Analysis</h2>
            </caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Nexus Status</th>
                <th scope="col" className="num">Total Revenue</th>
                <th scope="col" className="num">Tax Rate</th>
                <th scope="col" className="num">Taxable Revenue</th>
                <th scope="col" className="num">Estimated Tax Liability</th>
              </tr>
            </thead>
            <tbody>
              {report.states.map((row) => (
                <tr key={row.state} data-nexus={row.taxable || undefined}>
                  <th scope="row">
                    <abbr title={row.stateName}>{row.state}</abbr>
                  </th>
                  <td>
                    <StatusBadge status={row.status} variantOf={reportVariant} />
                  </td>
                  <td className="num">{usd(row.revenueCents)}</td>
                  <td className="num">{rate(row.ratePercent)}</td>
                  <td className="num">{usd(row.taxableRevenueCents)}</td>
                  <td className="num">{liability(row.liabilityCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="entity-summary">
        <article>
          <h2 id="entity-summary">Entity Summary</h2>
          <dl className="facts">
            <dt>Entity</dt>
            <dd>
              {entity.name} (Brand {entity.code})
            </dd>
            <dt>Total Revenue</dt>
            <dd>{usd(summary.totalRevenueCents)}</dd>
            <dt>States with Activity</dt>
            <dd>{count(summary.statesWithActivity)}</dd>
            <dt>Nexus States</dt>
            <dd>{stateList(summary.nexusStates)}</dd>
            <dt>Taxable Share of Revenue</dt>
            <dd>{percent1(summary.taxableSharePercent)}</dd>
            <dt>Total Tax Liability</dt>
            <dd>{usd(summary.liabilityCents)}</dd>
            <dt>Effective Rate</dt>
            <dd>{percent2(summary.effectiveRatePercent)}</dd>
          </dl>
          <footer>
            <ButtonLink href={study.recommendationsPath}>
              View Registration Recommendations
            </ButtonLink>{' '}
            <ButtonLink href={entity.separatePath} className="secondary outline">
              View Separate Analysis
            </ButtonLink>
          </footer>
        </article>
      </section>

      <section aria-labelledby="notes">
        <article>
          <h2 id="notes">Analysis Notes</h2>
          <ul>
            <li>
              <strong>Crossed Threshold</strong>: economic nexus established; registration and collection required. Only
              these states are taxable and carry an estimated liability.
            </li>
            <li>
              <strong>Approaching</strong>: sales at 80% or more of the threshold; monitor closely.
            </li>
            <li>
              <strong>Exposed</strong>: sales activity in the state, but the threshold is not exceeded.
            </li>
            <li>
              <strong>Not Exposed</strong> and <strong>No Sales Tax</strong>: no registration needed.
            </li>
            <li>
              Estimated liability is revenue times the combined state and average local rate. This study is an estimate
              only and should be confirmed with a tax advisor.
            </li>
          </ul>
        </article>
      </section>
    </main>
  )
}
