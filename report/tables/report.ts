/** An entity's report's table: its states, their status, revenue, rate, taxable revenue and liability. */
import type { EntityReport, EntityStateRow } from '../../schemas/generated/types.ts'
import type { Table } from '../columns.ts'

export const entityStates: Table<EntityReport, EntityStateRow> = {
  id: 'entity-states',
  caption: 'State-by-State Nexus Analysis',
  columns: [
    { key: 'state', header: 'State', kind: 'state', value: (row) => row.state, width: 8 },
    { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => row.stateName, detail: true, width: 22 },
    { key: 'status', header: 'Nexus Status', kind: 'text', value: (row) => row.status, width: 18 },
    // the page shows it beside a crossed state's status
    { key: 'dateCrossed', header: 'Date Crossed', kind: 'date', value: (row) => row.dateCrossedThreshold, detail: true, width: 13 },
    { key: 'revenue', header: 'Total Revenue', kind: 'money', value: (row) => row.revenueCents, width: 17 },
    { key: 'rate', header: 'Tax Rate', kind: 'rate', value: (row) => row.ratePercent, width: 10 },
    { key: 'taxable', header: 'Taxable Revenue', kind: 'money', value: (row) => row.taxableRevenueCents, width: 17 },
    { key: 'liability', header: 'Estimated Tax Liability', kind: 'money', value: (row) => row.liabilityCents, width: 17 },
  ],
  rows: (report) => report.states,
  total: ({ summary }) => ({ revenue: summary.totalRevenueCents, taxable: summary.taxableRevenueCents, liability: summary.liabilityCents }),
  sheet: { name: ({ entity }) => `${entity.code} states`, title: ({ entity }) => `${entity.name}: state-by-state nexus analysis` },
}
