/** The pipeline's data-check findings, which a reviewer must see before the study reaches a client. */
import { Link } from 'wouter'
import { useFindings } from '../pageData.ts'
import { count } from '../format.ts'
import { Badge, EntityCodeBadge } from '../components/Badges.tsx'
import { BackLink, Card, Cards, PageHeader } from '../components/Layout.tsx'

export function DataChecks() {
  const { counts, findings, study } = useFindings()
  return (
    <main className="container">
      <BackLink href="/">Back to All Reports</BackLink>
      <PageHeader title="Data checks" subtitle={`Findings to review before the tax year ${study.taxYear} study reaches a client`} />

      <Cards label="Finding counts">
        <Card title="Findings" value={count(counts.total)} />
        <Card title="Warnings" value={count(counts.warning)} caption="The report may be wrong or incomplete" />
        <Card title="Notices" value={count(counts.notice)} caption="Worth a reviewer's look" />
      </Cards>

      {findings.length === 0 ? (
        <article>
          <p>The pipeline found nothing to review.</p>
        </article>
      ) : (
        <div className="overflow-auto">
          <table className="striped">
            <caption>
              <h2>All findings</h2>
            </caption>
            <thead>
              <tr>
                <th scope="col">Severity</th>
                <th scope="col">Entity</th>
                <th scope="col">State</th>
                <th scope="col">Finding</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {findings.map(({ entity, finding }, index) => (
                <tr key={index}>
                  <td>
                    <Badge variant={finding.severity === 'warning' ? 'warning' : 'secondary'}>{finding.severity}</Badge>
                  </td>
                  <th scope="row">
                    <EntityCodeBadge entity={entity} /> <Link href={entity.reportPath}>{entity.name}</Link>
                  </th>
                  <td>{finding.state}</td>
                  <td>{finding.message}</td>
                  <td>
                    <code>{finding.source}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}
