/**
 * An entity's separate-entity analysis' table: every US exposure of its nexus export, crossed first,
 * then approaching, exposed and not determined. The page shows each group as a table of its own (the
 * group's rows), the sheet all of them.
 */
import type { EntityReport, Exposure } from '../../schemas/generated/types.ts'
import type { Table } from '../columns.ts'

/** The groups in the order the page and the sheet list them. */
const GROUPS = ['crossed', 'approaching', 'exposed', 'other'] as const

export const exposuresTable: Table<EntityReport, Exposure> = {
  id: 'exposures',
  caption: 'US Exposures',
  columns: [
    { key: 'state', header: 'State', kind: 'state', value: (row) => row.stateCode, width: 8 },
    { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => row.stateName, detail: true, width: 22 },
    { key: 'status', header: 'Status', kind: 'text', value: (row) => row.overallStatus, width: 18 },
    { key: 'sales', header: 'Total Sales', kind: 'money', whole: true, value: (row) => row.totalSalesCents, width: 17 },
    { key: 'threshold', header: 'Threshold', kind: 'money', whole: true, value: (row) => row.salesThresholdCents, width: 17 },
    { key: 'percent', header: '% of Threshold', kind: 'percent', value: (row) => row.percentOfThreshold, width: 12 },
    { key: 'remaining', header: 'Remaining to Threshold', kind: 'money', whole: true, value: (row) => row.remainingToThresholdCents, width: 17 },
    { key: 'dateCrossed', header: 'Date Crossed', kind: 'date', value: (row) => row.dateCrossedThreshold, width: 13 },
    { key: 'thresholdType', header: 'Threshold Type', kind: 'text', value: (row) => row.nexusThresholdType, detail: true, width: 24 },
    { key: 'transactions', header: 'Transactions', kind: 'count', value: (row) => row.transactionsCount, detail: true },
    { key: 'transactionThreshold', header: 'Transaction Threshold', kind: 'count', value: (row) => row.transactionsThreshold, detail: true },
    { key: 'transactionPercent', header: '% of Transaction Threshold', kind: 'percent', value: (row) => row.percentOfTransactionsThreshold, detail: true, width: 12 },
  ],
  rows: ({ exposures }) => GROUPS.flatMap((group) => exposures[group]),
  sheet: { name: ({ entity }) => `${entity.code} exposures`, title: ({ entity }) => `${entity.name}: separate-entity nexus analysis (US exposures)` },
}
