/**
 * The rates the study used (rates.json): a state's count of entities with nexus and its liability are the
 * consolidated report's, which the review says already (a state's status, its liability); their change
 * there is shown, so only a rate's own change is left among the other changes.
 */
import type { Part } from '../study-diff.ts'

const MIRRORED = { entitiesWithNexus: 'entitiesWithNexus', liabilityCents: 'liabilityCents' } as const

export const ratesPart: Part = {
  summary({ changes }) {
    for (const change of changes.in('rates.json')) {
      const [, state, key] = /^states\[([A-Z]{2})\]\.(\w+)$/.exec(change.path) ?? []
      const mirrored = MIRRORED[key as keyof typeof MIRRORED]
      if (!state || !mirrored) continue
      // the same figure before and after in the consolidated report (null there without nexus, 0 here)
      const same = changes.at('consolidated.json', `states[${state}].${mirrored}`).some((there) => (there.before ?? 0) === (change.before ?? 0) && (there.after ?? 0) === (change.after ?? 0))
      if (same) change.shown = true
    }
    return undefined
  },
}
