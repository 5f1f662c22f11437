/**
 * generated/recommendations.json: each recommendations.csv row in manifest order, the per-state
 * conclusions (conclusions.ts), the registrations counted from those conclusions, and the International
 * Considerations: the entities marked Potentially International or that crossed a threshold abroad, with
 * where each crossed (international-study.ts).
 */
import { byStateCode, stateNames } from '../../schemas/us-states.ts'
import { entityRef, studyRef } from './refs.ts'
import type { Study } from '../read/study.ts'
import type { ComputedActions, EntityConclusions, InternationalConsideration, Recommendations, UsStateCode } from '../../schemas/generated/types.ts'

/**
 * `conclusions`: each entity's that has any, in manifest order. `computedActions`: in a study with
 * exposure, each entity's computed actions beside the adviser's list.
 */
export function recommendations(study: Study, conclusions: EntityConclusions[], international: InternationalConsideration[], computedActions?: ComputedActions[]): Recommendations {
  const entries = study.manifest.entities.flatMap((entity) =>
    (study.recommendations.get(entity.code)?.rows ?? []).map((row) => ({ entity: entityRef(entity), row })))
  // The registrations are the conclusions that need one: where nothing computes an action and no row
  // names one, every listed (entity, state), as STUDY-FORMAT.md counts them.
  const registering = conclusions.map(({ entity, states }) => ({ entity, states: states.filter((state) => state.requiresRegistration) }))
  const entityCount = new Map<UsStateCode, number>()
  for (const { states } of registering) for (const { state } of states) entityCount.set(state, (entityCount.get(state) ?? 0) + 1)

  return {
    allStates: [...entityCount]
      .sort(([a], [b]) => byStateCode(a, b))
      .map(([state, count]) => ({ entityCount: count, state, stateName: stateNames[state] })),
    ...(computedActions ? { computedActions } : {}),
    conclusions,
    entitiesAffected: registering.filter(({ states }) => states.length > 0).length,
    entries: entries.map(({ entity, row }) => ({
      action: row.action,
      entity,
      note: row.note,
      potentiallyInternational: row.potentiallyInternational,
      recommendation: row.recommendation,
      states: [...row.states].sort(byStateCode),
    })),
    international,
    study: studyRef(study),
    totalRegistrations: registering.reduce((total, { states }) => total + states.length, 0),
    uniqueStates: entityCount.size,
  }
}
