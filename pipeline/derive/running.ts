/**
 * generated/running/<CODE>.json: for an entity whose statuses are computed, each crossed or
 * approaching state's running measure against its threshold over the tax year, for the separate-entity
 * page's charts. Only the days where the measure or the test changes are kept (with the first and last
 * day): the file stays small, and a chart stepping from point to point shows the crossing day exactly.
 */
import { runningMeasure } from '../transactions/determine.ts'
import { stateNames } from '../../schemas/us-states.ts'
import { entityRef, studyRef } from './refs.ts'
import type { EntityFigures } from './entity-figures.ts'
import type { Study } from '../read/study.ts'
import type { RunningMeasures, RunningPoint, RunningState } from '../../schemas/generated/types.ts'

export function runningPath(code: string): string {
  return `running/${code}.json`
}

/** The running measures of a computed entity; null for an entity without dated sales. */
export function runningMeasures(figures: EntityFigures, study: Study): RunningMeasures | null {
  const { determinations, input, series } = figures
  if (!determinations || !series) return null
  const states: RunningState[] = []
  for (const [state, determination] of determinations) {
    const status = determination.overallStatus
    if (status !== 'Crossed Threshold' && status !== 'Approaching') continue
    if (determination.thresholdType === 'No Sales Tax') continue
    const rules = study.thresholds.get(state)!
    states.push({
      dateCrossedThreshold: determination.dateCrossedThreshold,
      overallStatus: status,
      periodType: determination.periodType,
      points: changes(runningMeasure(rules, series.get(state)!, study.scope)),
      state,
      stateName: stateNames[state],
      thresholdType: determination.thresholdType,
    })
  }
  return { entity: entityRef(input), states, study: studyRef(study) }
}

/** The first day, each day that differs from the one before, and the last day. */
export function changes(points: readonly RunningPoint[]): RunningPoint[] {
  return points.filter((point, index) => {
    const previous = points[index - 1]
    return !previous || index === points.length - 1
      || previous.percent !== point.percent || previous.passes !== point.passes
  })
}
