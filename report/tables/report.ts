/**
 * An entity's report's table: its states, their status, revenue, rate, taxable revenue and SPEC.md's
 * liability (the whole year, as if collected from 1 January), with the liability since nexus beside it
 * and since when it counts; in a study with exposure, the exposure's tax of the tax year and why it
 * differs (docs/figures-since-nexus.md).
 */
import type { EntityReport, EntityStateRow } from '../../schemas/generated/types.ts'
import type { Column, Table } from '../columns.ts'
import { reconciliationText, sinceNexusText, sumOf, WHOLE_YEAR } from '../sinceNexus.ts'

/** Whether the study has exposure: its reports carry the exposure's tax (null for an entity without dated sales). */
export const withExposure = (report: EntityReport): boolean => report.summary.exposureTaxCents !== undefined

const columns: Column<EntityStateRow>[] = [
  { key: 'state', header: 'State', kind: 'state', value: (row) => row.state, width: 8 },
  { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => row.stateName, detail: true, width: 22 },
  { key: 'status', header: 'Nexus Status', kind: 'text', value: (row) => row.status, width: 18 },
  // the page shows it beside a crossed state's status
  { key: 'dateCrossed', header: 'Date Crossed', kind: 'date', value: (row) => row.dateCrossedThreshold, detail: true, width: 13 },
  { key: 'revenue', header: 'Total Revenue', kind: 'money', value: (row) => row.revenueCents, width: 17 },
  { key: 'rate', header: 'Tax Rate', kind: 'rate', value: (row) => row.ratePercent, width: 10 },
  { key: 'taxable', header: 'Taxable Revenue', kind: 'money', value: (row) => row.taxableRevenueCents, width: 17 },
  { key: 'liability', header: 'Estimated Tax Liability', glossary: 'liability', kind: 'money', value: (row) => row.liabilityCents, width: 17 },
  { key: 'sinceNexus', header: 'Liability Since Nexus', glossary: 'sinceNexus', kind: 'money', value: (row) => row.liabilitySinceNexusCents, width: 17 },
  { key: 'since', header: 'Since', glossary: 'sinceNexus', kind: 'text', value: sinceNexusText, width: 30 },
  { key: 'salesSinceNexus', header: 'Sales Since Nexus', glossary: 'salesAfterNexus', kind: 'money', value: (row) => row.salesSinceNexusCents, detail: true, width: 17 },
]

const exposureColumns = (taxYear: number): Column<EntityStateRow>[] => [
  { key: 'exposureTax', header: `Exposure Tax ${taxYear}`, glossary: 'exposure', kind: 'money', value: (row) => row.exposureTaxCents ?? null, width: 17 },
  { key: 'reconciliation', header: 'Reconciliation', kind: 'text', value: (row) => reconciliationText(row.reconciliation), wide: true, unsorted: true, width: 44 },
]

export const entityStates: Table<EntityReport, EntityStateRow> = {
  id: 'entity-states',
  caption: 'State-by-State Nexus Analysis',
  columns: (report) => (withExposure(report) ? [...columns, ...exposureColumns(report.study.taxYear)] : columns),
  rows: (report) => report.states,
  total: ({ summary, states }) => ({
    revenue: summary.totalRevenueCents,
    taxable: summary.taxableRevenueCents,
    liability: summary.liabilityCents,
    sinceNexus: summary.liabilitySinceNexusCents,
    salesSinceNexus: sumOf(states, (row) => row.salesSinceNexusCents),
    // the rows' own: the entity's exposure tax (its summary's) also counts states without revenue in the tax year
    ...(summary.exposureTaxCents === undefined ? {} : { exposureTax: sumOf(states, (row) => row.exposureTaxCents) }),
  }),
  sheet: {
    name: ({ entity }) => `${entity.code} states`,
    title: ({ entity }) => `${entity.name}: state-by-state nexus analysis (Estimated Tax Liability: ${WHOLE_YEAR})`,
  },
}
