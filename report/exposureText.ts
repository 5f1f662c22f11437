/**
 * What the reports say in words of an exposure, apart from how a page draws it: a state's nexus periods
 * and collection starts as text, and what the adviser's list says of a state beside the computed action.
 * The exposure tables (tables/) write them; the pages show them too.
 */
import type { NexusPeriod, RecommendationEntry } from '../schemas/generated/types.ts'

/** A state's nexus periods in one line: '2021-03-15 to 2023-12-31; 2024-06-10 to 2026-12-31', '-' for none. */
export function periodsText(periods: readonly NexusPeriod[]): string {
  return periods.length === 0 ? '-' : periods.map((period) => `${period.start} to ${period.end}`).join('; ')
}

/** Each period's collection start with its rule: '2021-04-14 (Days After 30); 2024-07-10 (Days After 30)', '-' for none. */
export function collectionText(periods: readonly NexusPeriod[]): string {
  return periods.length === 0 ? '-' : periods.map((period) => `${period.collectionStart} (${period.collectionStarts})`).join('; ')
}

/** A state the adviser's recommendations do not list for the entity. */
export const NOT_LISTED = 'Not listed'

/**
 * What the adviser's recommendations say of each state for each entity: the recommendation of every
 * entry that lists it ('Register and file prospectively'), or NOT_LISTED. Indexed once, so a study of a
 * thousand entities looks each row up rather than searching every entry.
 */
export function adviserSays(entries: readonly RecommendationEntry[]): (entity: string, state: string) => string {
  const said = new Map<string, string[]>()
  for (const entry of entries) {
    for (const state of entry.states) {
      const key = `${entry.entity.code} ${state}`
      const list = said.get(key) ?? said.set(key, []).get(key)!
      if (!list.includes(entry.recommendation)) list.push(entry.recommendation)
    }
  }
  return (entity, state) => said.get(`${entity} ${state}`)?.join('; ') ?? NOT_LISTED
}
