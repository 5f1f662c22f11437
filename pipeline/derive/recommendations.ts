/**
 * generated/recommendations.json: each entity's recommendation in manifest order, the registrations
 * counted from the list itself, and the International Considerations: the entities marked Potentially
 * International or that crossed a threshold abroad, with where each crossed (international-study.ts).
 */
import { byStateCode, stateNames } from '../../schemas/us-states.ts'
import { entityRef, studyRef } from './refs.ts'
import type { Study } from '../read/study.ts'
import type { ComputedActions, InternationalConsideration, Recommendations, UsStateCode } from '../../schemas/generated/types.ts'

/** `computedActions`: in a study with exposure, each entity's computed actions beside the adviser's list. */
export function recommendations(study: Study, international: InternationalConsideration[], computedActions?: ComputedActions[]): Recommendations {
  const entries = study.manifest.entities.flatMap((entity) => {
    const row = study.recommendations.get(entity.code)
    return row ? [{ entity: entityRef(entity), row }] : []
  })
  const entityCount = new Map<UsStateCode, number>()
  for (const { row } of entries) for (const state of row.states) entityCount.set(state, (entityCount.get(state) ?? 0) + 1)

  return {
    allStates: [...entityCount]
      .sort(([a], [b]) => byStateCode(a, b))
      .map(([state, count]) => ({ entityCount: count, state, stateName: stateNames[state] })),
    ...(computedActions ? { computedActions } : {}),
    // an entity marked Potentially International alone has no US registration to act on
    entitiesAffected: entries.filter(({ row }) => row.states.length > 0).length,
    entries: entries.map(({ entity, row }) => ({
      entity,
      note: row.note,
      potentiallyInternational: row.potentiallyInternational,
      recommendation: row.recommendation,
      states: [...row.states].sort(byStateCode),
    })),
    international,
    study: studyRef(study),
    totalRegistrations: entries.reduce((total, { row }) => total + row.states.length, 0),
    uniqueStates: entityCount.size,
  }
}
