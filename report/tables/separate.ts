/**
 * An entity's separate-entity analysis' table: every US exposure of its nexus export, crossed first,
 * then approaching, exposed and not determined. The page shows each group as a table of its own (the
 * group's rows), the sheet all of them.
 */
import type { EntityReport, Exposure } from '../../schemas/generated/types.ts'
import type { Kinded, Table } from '../columns.ts'

const isSales = (row: Exposure): boolean => row.measured.part === 'sales'
/** A measured figure's kind: money for the sales part, a count for the transactions part. */
const partKind = (row: Exposure): Kinded => ({ kind: isSales(row) ? 'money' : 'count' })

/** The groups in the order the page and the sheet list them. */
const GROUPS = ['crossed', 'approaching', 'exposed', 'other'] as const

export const exposuresTable: Table<EntityReport, Exposure> = {
  id: 'exposures',
  caption: 'US Exposures',
  columns: [
    { key: 'state', header: 'State', kind: 'state', value: (row) => row.stateCode, width: 8 },
    { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => row.stateName, detail: true, width: 22 },
    { key: 'status', header: 'Status', kind: 'text', value: (row) => row.overallStatus, width: 18 },
    // What the status was decided on, all on one window (docs/figures-since-nexus.md): the part, its
    // percentage, the window, what it held and what remains on that part of the threshold.
    { key: 'part', header: 'Measured', kind: 'text', value: (row) => row.measured.part, width: 13 },
    { key: 'windowStart', header: 'Window From', kind: 'date', value: (row) => row.measured.windowStart, width: 13 },
    { key: 'windowEnd', header: 'Window To', kind: 'date', value: (row) => row.measured.windowEnd, width: 13 },
    { key: 'measuredAmount', header: 'Measured in Window', kind: 'money', kindOf: partKind, value: (row) => (isSales(row) ? row.measured.salesCents : row.measured.transactions), width: 17 },
    { key: 'partThreshold', header: 'Threshold', kind: 'money', kindOf: partKind, value: (row) => (isSales(row) ? row.salesThresholdCents : row.transactionsThreshold), width: 17 },
    { key: 'measuredPercent', header: '% of Threshold', kind: 'percent', value: (row) => row.measured.percent, width: 12 },
    { key: 'measuredRemaining', header: 'Remaining in Window', kind: 'money', kindOf: partKind, value: (row) => (isSales(row) ? row.measured.remainingSalesCents : row.measured.remainingTransactions), width: 17 },
    { key: 'dateCrossed', header: 'Date Crossed', kind: 'date', value: (row) => row.dateCrossedThreshold, width: 13 },
    // SPEC.md's figures: the sales part, on the tax year's total sales (its percentage is the export's, on its window)
    { key: 'sales', header: 'Total Sales', kind: 'money', value: (row) => row.totalSalesCents, detail: true, width: 17 },
    { key: 'salesPercent', header: '% of Sales Threshold', kind: 'percent', value: (row) => row.percentOfThreshold, detail: true, width: 12 },
    { key: 'remaining', header: 'Remaining to Threshold', kind: 'money', value: (row) => row.remainingToThresholdCents, detail: true, width: 17 },
    { key: 'salesThreshold', header: 'Sales Threshold', kind: 'money', value: (row) => row.salesThresholdCents, detail: true, width: 17 },
    { key: 'windowSales', header: 'Sales in Window', kind: 'money', value: (row) => row.measured.salesCents, detail: true, width: 17 },
    { key: 'thresholdType', header: 'Threshold Type', kind: 'text', value: (row) => row.nexusThresholdType, detail: true, width: 24 },
    { key: 'transactions', header: 'Transactions', kind: 'count', value: (row) => row.transactionsCount, detail: true },
    { key: 'transactionThreshold', header: 'Transaction Threshold', kind: 'count', value: (row) => row.transactionsThreshold, detail: true },
    { key: 'transactionPercent', header: '% of Transaction Threshold', kind: 'percent', value: (row) => row.percentOfTransactionsThreshold, detail: true, width: 12 },
  ],
  rows: ({ exposures }) => GROUPS.flatMap((group) => exposures[group]),
  sheet: { name: ({ entity }) => `${entity.code} exposures`, title: ({ entity }) => `${entity.name}: separate-entity nexus analysis (US exposures)` },
}
