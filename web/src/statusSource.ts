/**
 * How the viewer words where an entity's statuses come from (TRANSACTIONS.md, The viewer), and a
 * status shown with the day its threshold was crossed.
 */
import type { JurisdictionStatus, StatusSource } from '../../schemas/generated/types.ts'

/** One sentence for the home card and the entity page; disagreements are linked to the data checks there. */
export function statusSourceText(source: StatusSource): string {
  switch (source.kind) {
    case 'computed':
      return 'Statuses computed from transactions'
    case 'export':
      return "Statuses from the tax engine's export"
    case 'default statuses':
      return 'Statuses from the default-status table (no export or transactions)'
    case 'computed and export':
      return source.disagreements === 0
        ? 'Statuses computed from transactions; the export agrees'
        : `Statuses computed from transactions; the export disagrees in ${source.disagreements} ${source.disagreements === 1 ? 'state' : 'states'}`
  }
}

/** Whether the sentence should lead to the data checks: the export disagrees somewhere. */
export function hasDisagreements(source: StatusSource): boolean {
  return source.kind === 'computed and export' && source.disagreements > 0
}

/** 'Crossed Threshold since 2024-08-31' where a date is known; otherwise the status alone. */
export function statusWithDate(status: JurisdictionStatus, dateCrossed: string | null): string {
  return status === 'Crossed Threshold' && dateCrossed ? `${status} since ${dateCrossed}` : status
}
