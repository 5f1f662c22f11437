/**
 * recommendations.csv: one row per entity of the manifest, its states (space-separated codes) or the
 * marker Potentially International, checked against the manifest's codes and the US state codes.
 */
import { isUsStateCode } from '../../schemas/us-states.ts'
import { listed, type Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import type { Located } from './csv.ts'
import type { RecommendationRow, StudyManifest, UsStateCode } from '../../schemas/generated/types.ts'

const POTENTIALLY_INTERNATIONAL = 'Potentially International'

export interface RecommendationInput {
  line: number
  entity: string
  potentiallyInternational: boolean
  states: UsStateCode[]
  recommendation: string
  note: string
}

export function checkRecommendations(file: string, rows: Located<RecommendationRow>[], manifest: StudyManifest, problems: Problems): RecommendationInput[] {
  const codes = new Set(manifest.entities.map((entity) => entity.code))
  const seen = new Map<string, number>()
  const out: RecommendationInput[] = []
  for (const { line, values } of rows) {
    let ok = true
    if (!codes.has(values.Entity)) {
      problems.add(file, line, 1, 'UNKNOWN_ENTITY', `Entity ${quote(values.Entity)} is not in study.json; expected one of ${listed([...codes])}`)
      ok = false
    } else if (seen.has(values.Entity)) {
      problems.add(file, line, 1, 'DUPLICATE_ROW', `Entity ${quote(values.Entity)} has a second row; expected one row per entity (first at line ${seen.get(values.Entity)})`)
      ok = false
    }
    seen.set(values.Entity, seen.get(values.Entity) ?? line)
    const potentiallyInternational = values.States === POTENTIALLY_INTERNATIONAL
    const states = potentiallyInternational ? [] : values.States.split(' ')
    const unknown = states.filter((state) => !isUsStateCode(state))
    if (unknown.length > 0) {
      problems.add(file, line, 2, 'UNKNOWN_STATE', `States lists ${listed(unknown.map((s) => quote(s)))}, not a US state, DC or PR code; expected codes such as "AZ", or "${POTENTIALLY_INTERNATIONAL}"`)
      ok = false
    }
    const repeated = states.filter((state, index) => states.indexOf(state) !== index)
    if (repeated.length > 0) {
      problems.add(file, line, 2, 'DUPLICATE_STATE', `States lists ${listed([...new Set(repeated)])} more than once; expected each state once`)
      ok = false
    }
    if (ok) {
      out.push({
        line,
        entity: values.Entity,
        potentiallyInternational,
        states: states as UsStateCode[],
        recommendation: values.Recommendation,
        note: values.Note,
      })
    }
  }
  return out
}
