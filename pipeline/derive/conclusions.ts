/**
 * The per-state conclusion every page reads (issue 28, recommendations checked, not assumed): for each
 * state an entity's adviser mentions or the study finds (crossed in the tax year, nexus from an earlier
 * year, a computed action or exposure), what the adviser's row says, what the study computes, the one
 * action that follows, and whether the two agree. Agrees or Disagrees only where both name an action;
 * a row without an Action is Listed, never Agrees. The lists of states to register derive from these.
 */
import { byStateCode, stateNames } from '../../schemas/us-states.ts'
import { isoDay } from '../transactions/dates.ts'
import { entityRef } from './refs.ts'
import { CROSSED, type EntityFigures } from './entity-figures.ts'
import type { Study } from '../read/study.ts'
import type { AdviserAction, CollectionStartAhead, Conclusion, EntityConclusions, ExposureAction, UsStateCode } from '../../schemas/generated/types.ts'

/** The actions that need a registration: the state counts among the states to register in. */
export const REGISTERING: ReadonlySet<ExposureAction> = new Set<ExposureAction>(['Register', 'Voluntary Disclosure', 'File Back Returns'])

/** Whether an adviser's Action names the computed one (None is no action). */
export function sameAction(adviser: AdviserAction, computed: ExposureAction): boolean {
  return adviser === 'None' ? computed === null : adviser === computed
}

/** The entity's conclusions; null where it has none (nothing listed, nothing found). */
export function entityConclusions(figures: EntityFigures, study: Study): EntityConclusions | null {
  const { input, rows, exposure, statusOf } = figures
  const recommendation = study.recommendations.get(input.code)
  const computed = exposure !== null
  const stateExposure = new Map(exposure?.states.map(({ state, exposure: found }) => [state, found]) ?? [])
  const rowOf = new Map(rows.map((row) => [row.state, row]))
  const found = new Set<UsStateCode>(recommendation?.states ?? [])
  for (const state of figures.exportRows.keys()) if (statusOf(state) === CROSSED) found.add(state)
  for (const row of rows) if (row.taxable || row.nexusSince !== null) found.add(row.state)
  for (const [state, figures] of stateExposure) if (figures.action !== null || figures.total.exposureCents !== 0) found.add(state)
  if (found.size === 0) return null

  const states = [...found].sort(byStateCode).map((state): Conclusion => {
    const listedIn = recommendation?.rowOf.get(state)
    const adviserAction = listedIn?.action ?? null
    const computedAction = stateExposure.get(state)?.action ?? null
    const action: ExposureAction = computed ? computedAction
      : adviserAction !== null ? (adviserAction === 'None' ? null : adviserAction)
      : listedIn ? 'Register' : null
    return {
      action,
      adviserAction,
      agreement: computed && adviserAction !== null ? (sameAction(adviserAction, computedAction) ? 'Agrees' : 'Disagrees') : listedIn ? 'Listed' : 'Not listed',
      computedAction,
      exposureCents: computed ? stateExposure.get(state)?.total.exposureCents ?? 0 : null,
      liabilitySinceNexusCents: rowOf.get(state)?.liabilitySinceNexusCents ?? null,
      listed: listedIn !== undefined,
      nexusSince: figures.nexusSince(state),
      requiresRegistration: REGISTERING.has(action),
      source: listedIn ? `${study.recommendationsFile}:${listedIn.line}` : null,
      state,
      stateName: stateNames[state],
      status: statusOf(state),
    }
  })
  return { computed, entity: entityRef(input), states }
}

/**
 * The entity's collection starts still ahead of the study's date: in a study with exposure, a nexus
 * period holding asOf whose collecting begins after it; without exposure, a crossing whose collecting
 * begins after 31 December of the tax year.
 */
export function collectionStartsAhead(figures: EntityFigures, study: Study): CollectionStartAhead[] {
  const entity = entityRef(figures.input)
  const ahead = (state: UsStateCode, day: string): CollectionStartAhead => ({ collectionStart: day, entity, state, stateName: stateNames[state] })
  if (figures.exposure) {
    const { asOf } = study.scope.exposure!
    return figures.exposure.states.flatMap(({ state, exposure }) => exposure.periods
      .filter((period) => period.start <= asOf && asOf <= period.end && period.collectionStart > asOf)
      .map((period) => ahead(state, isoDay(period.collectionStart))))
  }
  if (study.scope.exposure) return []
  const yearEnd = `${study.manifest.taxYear}-12-31`
  return figures.rows.filter((row) => row.sinceNexusFrom !== null && row.sinceNexusFrom > yearEnd).map((row) => ahead(row.state, row.sinceNexusFrom!))
}
