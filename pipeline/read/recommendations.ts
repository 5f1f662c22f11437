/**
 * recommendations.csv: each entity's row, its states (space-separated codes) or the marker Potentially
 * International, checked against the manifest's codes and the US state codes. With the optional Action
 * column an entity may have one row per Action (a blank Action counting as one), so that an adviser can
 * advise a disclosure in some states and a registration in others; a state is listed once per entity.
 */
import { isUsStateCode } from '../../schemas/us-states.ts'
import { listed, type Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import type { Located } from './csv.ts'
import type { AdviserAction, RecommendationRow, StudyManifest, UsStateCode } from '../../schemas/generated/types.ts'

const POTENTIALLY_INTERNATIONAL = 'Potentially International'

/** One row of the file. */
export interface RecommendationRowInput {
  line: number
  potentiallyInternational: boolean
  states: UsStateCode[]
  recommendation: string
  note: string
  /** The row's Action; null where the file has no Action column or the cell is blank. */
  action: AdviserAction | null
}

/** An entity's rows together. */
export interface RecommendationInput {
  entity: string
  /** The line to point at for the entity as a whole: its Potentially International row where it has one, else its first. */
  line: number
  potentiallyInternational: boolean
  /** Every state its rows list, in file order. */
  states: UsStateCode[]
  /** Its rows, in file order. */
  rows: RecommendationRowInput[]
  /** The row that lists each state. */
  rowOf: ReadonlyMap<UsStateCode, RecommendationRowInput>
}

/** `columns`: the file's header, to locate its Action column. */
export function checkRecommendations(file: string, rows: Located<Required<RecommendationRow>>[], columns: readonly string[], manifest: StudyManifest, problems: Problems): RecommendationInput[] {
  const codes = new Set(manifest.entities.map((entity) => entity.code))
  /** Each entity's rows so far, by their Action ('' for none), with their lines. */
  const seen = new Map<string, Map<string, number>>()
  const byEntity = new Map<string, RecommendationInput>()
  for (const { line, values } of rows) {
    let ok = true
    const action = values.Action ?? ''
    const entityRows = seen.get(values.Entity) ?? new Map<string, number>()
    if (!codes.has(values.Entity)) {
      problems.add(file, line, 1, 'UNKNOWN_ENTITY', `Entity ${quote(values.Entity)} is not in study.json; expected one of ${listed([...codes])}`)
      ok = false
    } else if (entityRows.has(action)) {
      problems.add(file, line, 1, 'DUPLICATE_ROW', action === ''
        ? `Entity ${quote(values.Entity)} has a second row; expected one row per entity (first at line ${entityRows.get(action)})`
        : `Entity ${quote(values.Entity)} has a second row with Action ${quote(action)}; expected one row per entity and Action (first at line ${entityRows.get(action)})`)
      ok = false
    }
    // An unknown entity's row, or a second of one entity and Action, is not held against the entity's other rows.
    const refused = !ok
    if (!entityRows.has(action)) entityRows.set(action, line)
    seen.set(values.Entity, entityRows)
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
    const earlier = byEntity.get(values.Entity)
    const again = !refused ? states.filter((state) => earlier?.rowOf.has(state as UsStateCode)) : []
    if (again.length > 0) {
      problems.add(file, line, 2, 'DUPLICATE_STATE', `States lists ${listed(again)}, which line ${earlier!.rowOf.get(again[0] as UsStateCode)!.line} lists for entity ${quote(values.Entity)} already; expected each state in one row of an entity`)
      ok = false
    }
    if (potentiallyInternational && action !== '') {
      problems.add(file, line, columns.indexOf('Action') + 1, 'NOT_BLANK',
        `Action ${quote(action)} is given for a row marked ${POTENTIALLY_INTERNATIONAL}, which lists no US state to act in; expected a blank Action`)
      ok = false
    }
    if (!ok) continue
    const row: RecommendationRowInput = {
      line,
      potentiallyInternational,
      states: states as UsStateCode[],
      recommendation: values.Recommendation,
      note: values.Note,
      action: action === '' ? null : action,
    }
    const entity: RecommendationInput = earlier ?? { entity: values.Entity, line, potentiallyInternational: false, states: [], rows: [], rowOf: new Map() }
    entity.rows.push(row)
    entity.states.push(...row.states)
    for (const state of row.states) (entity.rowOf as Map<UsStateCode, RecommendationRowInput>).set(state, row)
    if (potentiallyInternational && !entity.potentiallyInternational) {
      entity.potentiallyInternational = true
      entity.line = line
    }
    byEntity.set(values.Entity, entity)
  }
  return [...byEntity.values()]
}

