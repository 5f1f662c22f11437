/** The consolidated report's tables: each entity's totals, and each state's over every entity. */
import type { Consolidated, ConsolidatedEntityRow, ConsolidatedStateRow } from '../../schemas/generated/types.ts'
import type { Column, Table } from '../columns.ts'

const entityColumns: Column<ConsolidatedEntityRow>[] = [
  { key: 'entity', header: 'Entity', kind: 'text', value: (row) => row.entity.name, width: 20 },
  { key: 'code', header: 'Code', kind: 'code', value: (row) => row.entity.code, detail: true, width: 8 },
  { key: 'revenue', header: 'Total Revenue', kind: 'money', value: (row) => row.totalRevenueCents, width: 17 },
  { key: 'taxable', header: 'Taxable Revenue', kind: 'money', value: (row) => row.taxableRevenueCents, width: 17 },
  { key: 'liability', header: 'Tax Liability', kind: 'money', value: (row) => row.liabilityCents, width: 17 },
  { key: 'nexus', header: 'States with Nexus', kind: 'count', value: (row) => row.statesWithNexus },
  { key: 'states', header: 'Total States', kind: 'count', value: (row) => row.totalStates },
]

export const consolidatedEntities: Table<Consolidated, ConsolidatedEntityRow> = {
  id: 'consolidated-entities',
  caption: 'Entity Summary',
  columns: entityColumns,
  rows: (data) => data.entities,
  // The states are counted once each: distinct states, not the sum of the rows.
  total: ({ totals }) => ({
    revenue: totals.totalRevenueCents,
    taxable: totals.taxableRevenueCents,
    liability: totals.liabilityCents,
    nexus: totals.statesWithNexus,
    states: totals.statesWithActivity,
  }),
  sheet: { name: () => 'Consolidated entities', title: () => 'Consolidated report: entity summary' },
}

const stateColumns: Column<ConsolidatedStateRow>[] = [
  { key: 'state', header: 'State', kind: 'state', value: (row) => row.state, width: 8 },
  { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => row.stateName, detail: true, width: 22 },
  { key: 'revenue', header: 'Combined Revenue', kind: 'money', value: (row) => row.combinedRevenueCents, width: 17 },
  { key: 'nexus', header: 'Brands with Nexus', kind: 'count', value: (row) => row.entitiesWithNexus },
  { key: 'codes', header: 'Brands (codes)', kind: 'text', value: (row) => row.nexusEntities.join(' '), detail: true, width: 20 },
  { key: 'rate', header: 'Tax Rate', kind: 'rate', value: (row) => row.ratePercent, width: 10 },
  // Only where an entity has nexus.
  { key: 'liability', header: 'Estimated Tax Liability', kind: 'money', value: (row) => (row.hasNexus ? row.liabilityCents : null), width: 17 },
]

export const consolidatedStates: Table<Consolidated, ConsolidatedStateRow> = {
  id: 'consolidated-states',
  caption: 'State-by-State Consolidation',
  columns: stateColumns,
  rows: (data) => data.states,
  total: ({ totals }) => ({ revenue: totals.totalRevenueCents, liability: totals.liabilityCents }),
  sheet: { name: () => 'Consolidated states', title: () => 'Consolidated report: state by state (TOTAL counts distinct states)' },
}
