/**
 * The pipeline's data-check findings, which a reviewer must see before the study reaches a client. A
 * study of a thousand entities can hold tens of thousands: the table shows a page of them at a time,
 * found by entity code or name (as on the home page), by state or words of the message, and by
 * severity; the counts above it are of every finding.
 */
import { useMemo } from 'react'
import { Link } from 'wouter'
import type { Findings } from '../../../schemas/generated/types.ts'
import { WHOLE_STUDY, type FindingRow } from '../../../report/findingRows.ts'
import { tableOf } from '../../../report/columns.ts'
import { findingsTable } from '../../../report/tables/data-checks.ts'
import { count } from '../format.ts'
import { Badge, EntityCodeBadge } from '../components/Badges.tsx'
import { Card, Cards, Page, PageHeader } from '../components/Layout.tsx'
import { ReportTable } from '../components/ReportTable.tsx'
import { pathOf } from '../../../report/routes.ts'

const render = {
  severity: { cell: ({ finding }: FindingRow) => <Badge variant={finding.severity === 'warning' ? 'warning' : 'secondary'}>{finding.severity}</Badge> },
  entity: {
    cell: ({ entity }: FindingRow) =>
      entity ? (
        <>
          <EntityCodeBadge entity={entity} /> <Link href={pathOf('report', entity)}>{entity.name}</Link>
        </>
      ) : (
        WHOLE_STUDY
      ),
  },
  source: { cell: ({ finding }: FindingRow) => <code>{finding.source}</code> },
}

export function DataChecks({ data: file }: { data: Findings }) {
  const { counts, study } = file
  const table = useMemo(() => tableOf(findingsTable, file), [file])
  const { rows } = table
  return (
    <Page back={{ href: '/', label: 'Back to All Reports' }}>
      <PageHeader title="Data checks" subtitle={`Findings to review before the tax year ${study.taxYear} study reaches a client`} />

      <Cards label="Finding counts">
        <Card title="Findings" value={count(counts.total)} />
        <Card title="Warnings" value={count(counts.warning)} caption="The report may be wrong or incomplete" />
        <Card title="Notices" value={count(counts.notice)} caption="Worth a reviewer's look" />
      </Cards>

      {rows.length === 0 ? (
        <article>
          <p>The pipeline found nothing to review.</p>
        </article>
      ) : (
        <section aria-labelledby="all-findings">
          <h2 id="all-findings">All findings</h2>
          <ReportTable
            table={findingsTable}
            {...table}
            render={render}
            rowHeader="entity"
            rowKey={({ finding }) => `${finding.entity} ${finding.code} ${finding.state} ${finding.source} ${finding.message}`}
            fileName={[study.taxYear]}
            filter={{
              entity: ({ entity }) => entity ?? { code: '', name: WHOLE_STUDY },
              text: ({ finding }) => `${finding.state} ${finding.message} ${finding.source}`,
              label: 'Filter by state or text',
              status: { label: 'Severity', of: ({ finding }) => finding.severity },
            }}
            noun={{ one: 'finding', other: 'findings' }}
            striped
          />
        </section>
      )}
    </Page>
  )
}
