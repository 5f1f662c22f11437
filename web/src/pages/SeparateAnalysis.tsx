/** One brand's separate-entity nexus analysis: its US exposures by group, and its activity abroad. */
import type { Exposure } from '../../../schemas/types.ts'
import { useEntity } from '../pageData.ts'
import { count, date, money, percent1, usdWhole } from '../format.ts'
import { separateVariant } from '../statuses.ts'
import { BrandBadge, StateBadge, StatusBadge } from '../components/Badges.tsx'
import { BackLink, Card, Cards, FindingsNotice, PageHeader } from '../components/Layout.tsx'
import { ThresholdProgress } from '../components/ThresholdProgress.tsx'

type Column = 'dateCrossed' | 'remaining'

function ExposureGroup({
  id,
  title,
  description,
  rows,
  extra,
}: {
  id: string
  title: string
  description: string
  rows: Exposure[]
  extra?: Column
}) {
  if (rows.length === 0) return null
  const showDate = extra === 'dateCrossed' && rows.some((row) => row.dateCrossedThreshold !== null)
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{description}</p>
      <div className="overflow-auto">
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">Total Sales</th>
              <th scope="col" className="num">Threshold</th>
              <th scope="col" className="num">% of Threshold</th>
              {showDate && <th scope="col">Date Crossed</th>}
              {extra === 'remaining' && <th scope="col" className="num">Remaining to Threshold</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.jurisdiction}>
                <th scope="row">
                  <StateBadge>{row.stateCode}</StateBadge> {row.stateName}
                </th>
                <td>
                  <StatusBadge status={row.overallStatus} variantOf={separateVariant} />
                </td>
                <td className="num">{usdWhole(row.totalSalesCents)}</td>
                <td className="num">{usdWhole(row.salesThresholdCents)}</td>
                <td className="num">{percent1(row.percentOfThreshold)}</td>
                {showDate && <td>{row.dateCrossedThreshold ?? ''}</td>}
                {extra === 'remaining' && <td className="num">{usdWhole(row.remainingToThresholdCents)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

export function SeparateAnalysis({ code }: { code: string }) {
  const report = useEntity(code)
  const { entity, exposures, study } = report
  const none =
    exposures.crossed.length + exposures.approaching.length + exposures.exposed.length + exposures.other.length === 0
  return (
    <main className="container" data-colour={entity.colour}>
      <BackLink href={study.recommendationsPath}>Back to Recommendations</BackLink>
      <PageHeader
        title={entity.name}
        badge={<BrandBadge colour={entity.colour}>Brand {entity.code}</BrandBadge>}
        subtitle="Separate Entity Nexus Analysis"
      />
      <FindingsNotice findings={report.findings} href={report.dataChecksPath} />

      <Cards label="Exposure counts">
        <Card title="Crossed Threshold" value={count(exposures.crossed.length)} caption="Registration required" />
        <Card title="Approaching" value={count(exposures.approaching.length)} caption="Monitor closely" />
        <Card title="Exposed" value={count(exposures.exposed.length)} caption="Below threshold" />
      </Cards>

      {!exposures.hasExport && (
        <p>
          <em>No nexus export was provided for this entity.</em>
        </p>
      )}
      {none ? (
        <article>
          <p>No nexus exposure detected for this entity.</p>
        </article>
      ) : (
        <>
          <ExposureGroup
            id="crossed"
            title="Crossed Threshold - Immediate Action Required"
            description="These states have crossed economic nexus thresholds and require registration."
            rows={exposures.crossed}
            extra="dateCrossed"
          />
          <ExposureGroup
            id="approaching"
            title="Approaching Threshold - Monitor Closely"
            description="These states are approaching economic nexus thresholds."
            rows={exposures.approaching}
            extra="remaining"
          />
          <ExposureGroup
            id="exposed"
            title="Exposed But Below Threshold"
            description="These states have sales activity but are below economic nexus thresholds."
            rows={exposures.exposed}
          />
          <ExposureGroup
            id="other"
            title="Status Not Determined"
            description="The nexus export left these states without a status, for example because sales were negative. Review them by hand."
            rows={exposures.other}
          />
        </>
      )}

      <ThresholdProgress exposures={exposures} />

      {report.international.length > 0 && (
        <section aria-labelledby="international">
          <h2 id="international">Activity Outside the US</h2>
          <p>Excluded from US nexus calculations. Amounts are in each jurisdiction's own currency.</p>
          <div className="overflow-auto">
            <table>
              <caption className="visually-hidden">Activity outside the US</caption>
              <thead>
                <tr>
                  <th scope="col">Jurisdiction</th>
                  <th scope="col">Currency</th>
                  <th scope="col" className="num">Total Sales</th>
                  <th scope="col" className="num">Transactions</th>
                  <th scope="col">Status</th>
                  <th scope="col">Date Crossed</th>
                </tr>
              </thead>
              <tbody>
                {report.international.map((row) => (
                  <tr key={row.jurisdiction}>
                    <th scope="row">{row.jurisdiction}</th>
                    <td>{row.currency}</td>
                    <td className="num">{money(row.totalSalesMinor, row.currency)}</td>
                    <td className="num">{count(row.transactionsCount)}</td>
                    <td>
                      <StatusBadge status={row.overallStatus} variantOf={separateVariant} />
                    </td>
                    <td>{date(row.dateCrossedThreshold)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </main>
  )
}
