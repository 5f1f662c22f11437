/**
 * What the tables say in words of a state's three figures (docs/figures-since-nexus.md): since when its
 * liability since nexus counts, and why the exposure's tax of the tax year differs from it. The columns
 * of the entity report, the consolidated report and the summary write them; the pages show them too.
 */
import type { EntityStateRow, Reconciliation } from '../schemas/generated/types.ts'
import { signedUsd } from '../common/format.ts'

/** What SPEC.md's Estimated Tax Liability is, in the words every page, the PDF and the sheets use. */
export const WHOLE_YEAR = 'whole year, as if collected from 1 January'

/**
 * Since when a state's liability since nexus counts: 'nexus since 2023-01-01' (nexus that continues from
 * an earlier year), 'from 2024-07-10' (the collection start), "on the export's Sales After Nexus" (the
 * export dates no start); null where the state has none.
 */
export function sinceNexusText(row: Pick<EntityStateRow, 'nexusSince' | 'sinceNexusFrom' | 'sinceNexusBasis'>): string | null {
  if (row.sinceNexusBasis === null) return null
  if (row.nexusSince !== null) return `nexus since ${row.nexusSince}`
  if (row.sinceNexusFrom !== null) return `from ${row.sinceNexusFrom}`
  return "on the export's Sales After Nexus"
}

/** A reconciliation in one line, each part signed by its reason: '−$412.00 channels not taxed, +$0.01 rounding per return'; null where none. */
export function reconciliationText(reconciliation: Reconciliation | null | undefined): string | null {
  if (!reconciliation) return null
  return reconciliation.parts.map((part) => `${signedUsd(part.cents)} ${part.reason}`).join(', ')
}

/** A money column's TOTAL as its rows add up (null rows count nothing), where the file gives no total that foots. */
export function sumOf<Row>(rows: readonly Row[], value: (row: Row) => number | null | undefined): number {
  return rows.reduce((sum, row) => sum + (value(row) ?? 0), 0)
}
