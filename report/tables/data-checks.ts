/** The data checks' table: every finding beside its entity. */
import type { Findings } from '../../schemas/generated/types.ts'
import { CHECK_TITLES, WHOLE_STUDY, findingRows, type FindingRow } from '../findingRows.ts'
import type { Table } from '../columns.ts'

export const findingsTable: Table<Findings, FindingRow> = {
  id: 'findings',
  caption: 'All findings',
  columns: [
    { key: 'severity', header: 'Severity', kind: 'text', value: ({ finding }) => finding.severity, width: 10 },
    { key: 'entity', header: 'Entity', kind: 'text', value: ({ entity }) => entity?.name ?? WHOLE_STUDY, width: 16 },
    { key: 'code', header: 'Code', kind: 'code', value: ({ entity }) => entity?.code ?? null, detail: true, width: 8 },
    { key: 'state', header: 'State', kind: 'state', value: ({ finding }) => finding.state, width: 8 },
    { key: 'message', header: 'Finding', kind: 'text', value: ({ finding }) => finding.message, wide: true, unsorted: true, width: 80 },
    // the check in words: the code stays in findings.json and the review
    { key: 'check', header: 'Check', kind: 'text', value: ({ finding }) => CHECK_TITLES[finding.code], detail: true, width: 40 },
    { key: 'source', header: 'Source', kind: 'source', value: ({ finding }) => finding.source, width: 28 },
  ],
  rows: (file) => findingRows(file),
  sheet: { name: () => 'Data checks', title: () => 'Data checks: findings to review before the study reaches a client' },
}
