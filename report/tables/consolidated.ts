/** The consolidated report's tables: each entity's totals, and each state's over every entity. */
import type { Consolidated, ConsolidatedEntityRow, ConsolidatedStateRow } from '../../schemas/generated/types.ts'
import type { Column, Table } from '../columns.ts'
import { reconciliationText, sumOf, WHOLE_YEAR } from '../sinceNexus.ts'

/** Whether the study has exposure: consolidated.json then carries the exposure's tax of the tax year. */
export const consolidatedWithExposure = (data: Consolidated): boolean => data.totals.exposureTaxCents !== undefined

/** The exposure's tax of the tax year and why it differs from the liability since nexus, in a study with exposure. */
const exposureColumns = <Row extends { exposureTaxCents?: number | null; reconciliation?: Consolidated['totals']['reconciliation'] }>(taxYear: number): Column<Row>[] => [
  { key: 'exposureTax', header: `Exposure Tax ${taxYear}`, glossary: 'exposure', kind: 'money', value: (row) => row.exposureTaxCents ?? null, width: 17 },
  { key: 'reconciliation', header: 'Reconciliation', kind: 'text', value: (row) => reconciliationText(row.reconciliation), wide: true, unsorted: true, width: 44 },
]

const entityColumns: Column<ConsolidatedEntityRow>[] = [
  { key: 'entity', header: 'Entity', kind: 'text', value: (row) => row.entity.name, width: 20 },
  { key: 'code', header: 'Code', kind: 'code', value: (row) => row.entity.code, detail: true, width: 8 },
  { key: 'revenue', header: 'Total Revenue', kind: 'money', value: (row) => row.totalRevenueCents, width: 17 },
  { key: 'taxable', header: 'Taxable Revenue', kind: 'money', value: (row) => row.taxableRevenueCents, width: 17 },
  { key: 'liability', header: 'Tax Liability', glossary: 'liability', kind: 'money', value: (row) => row.liabilityCents, width: 17 },
  { key: 'sinceNexus', header: 'Liability Since Nexus', glossary: 'sinceNexus', kind: 'money', value: (row) => row.liabilitySinceNexusCents, width: 17 },
  { key: 'nexus', header: 'States with Nexus', kind: 'count', value: (row) => row.statesWithNexus },
  { key: 'states', header: 'Total States', kind: 'count', value: (row) => row.totalStates },
]

export const consolidatedEntities: Table<Consolidated, ConsolidatedEntityRow> = {
  id: 'consolidated-entities',
  caption: 'Entity Summary',
  columns: (data) => (consolidatedWithExposure(data) ? [...entityColumns, ...exposureColumns<ConsolidatedEntityRow>(data.study.taxYear)] : entityColumns),
  rows: (data) => data.entities,
  // The states are counted once each: distinct states, not the sum of the rows.
  total: ({ totals, entities }) => ({
    revenue: totals.totalRevenueCents,
    taxable: totals.taxableRevenueCents,
    liability: totals.liabilityCents,
    sinceNexus: totals.liabilitySinceNexusCents,
    ...(totals.exposureTaxCents === undefined ? {} : { exposureTax: sumOf(entities, (row) => row.exposureTaxCents) }),
    nexus: totals.statesWithNexus,
    states: totals.statesWithActivity,
  }),
  sheet: { name: () => 'Consolidated entities', title: () => `Consolidated report: entity summary (Tax Liability: ${WHOLE_YEAR})` },
}

const stateColumns: Column<ConsolidatedStateRow>[] = [
  { key: 'state', header: 'State', kind: 'state', value: (row) => row.state, width: 8 },
  { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => row.stateName, detail: true, width: 22 },
  { key: 'revenue', header: 'Combined Revenue', kind: 'money', value: (row) => row.combinedRevenueCents, width: 17 },
  { key: 'nexus', header: 'Brands with Nexus', kind: 'count', value: (row) => row.entitiesWithNexus },
  { key: 'codes', header: 'Brands (codes)', kind: 'text', value: (row) => row.nexusEntities.join(' '), detail: true, width: 20 },
  { key: 'rate', header: 'Tax Rate', kind: 'rate', value: (row) => row.ratePercent, width: 10 },
  // Only where an entity has nexus.
  { key: 'liability', header: 'Estimated Tax Liability', glossary: 'liability', kind: 'money', value: (row) => (row.hasNexus ? row.liabilityCents : null), width: 17 },
  { key: 'sinceNexus', header: 'Liability Since Nexus', glossary: 'sinceNexus', kind: 'money', value: (row) => row.liabilitySinceNexusCents, width: 17 },
]

export const consolidatedStates: Table<Consolidated, ConsolidatedStateRow> = {
  id: 'consolidated-states',
  caption: 'State-by-State Consolidation',
  columns: (data) => (consolidatedWithExposure(data) ? [...stateColumns, ...exposureColumns<ConsolidatedStateRow>(data.study.taxYear)] : stateColumns),
  rows: (data) => data.states,
  total: ({ totals, states }) => ({
    revenue: totals.totalRevenueCents,
    liability: totals.liabilityCents,
    sinceNexus: sumOf(states, (row) => row.liabilitySinceNexusCents),
    ...(totals.exposureTaxCents === undefined ? {} : { exposureTax: sumOf(states, (row) => row.exposureTaxCents) }),
  }),
  sheet: { name: () => 'Consolidated states', title: () => `Consolidated report: state by state (Estimated Tax Liability: ${WHOLE_YEAR}; TOTAL counts distinct states)` },
}
