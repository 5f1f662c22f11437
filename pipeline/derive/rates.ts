/**
 * generated/rates.json: the tax rates the study used (rates.csv), each state with how many entities have
 * nexus there and their liability, from the consolidated report's states: the assumptions in sight.
 */
import { byStateCode, stateNames } from '../../schemas/us-states.ts'
import { studyRef } from './refs.ts'
import type { Study } from '../read/study.ts'
import type { Consolidated, Rates, UsStateCode } from '../../schemas/generated/types.ts'

export function ratesReport(study: Study, consolidated: Consolidated): Rates {
  const states = new Map(consolidated.states.map((row) => [row.state, row]))
  return {
    ratesFile: study.ratesFile,
    states: [...study.rates]
      .map(([state, thousandths]) => [state as UsStateCode, thousandths] as const)
      .sort(([a], [b]) => byStateCode(a, b))
      .map(([state, thousandths]) => ({
        entitiesWithNexus: states.get(state)?.entitiesWithNexus ?? 0,
        liabilityCents: states.get(state)?.liabilityCents ?? 0,
        ratePercent: thousandths / 1000,
        state,
        stateName: stateNames[state],
      })),
    study: studyRef(study),
  }
}
