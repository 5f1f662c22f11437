/**
 * The registration recommendations in tables: the adviser's entries (the workbook's sheet; the page
 * shows them as cards) with the registrations the study concludes that no row lists, and, in a study
 * with exposure, each computed action beside what the adviser's row says of the state. Both read
 * recommendations.json's conclusions, the per-state conclusion every page reads.
 */
import type { Conclusion, EntityRef, Recommendations } from '../../schemas/generated/types.ts'
import type { Table } from '../columns.ts'
import { adviserSays } from '../exposureText.ts'

/** A row of the Recommendations sheet: an adviser's entry, or an entity's registrations that no entry lists. */
export type RecommendationRow = { entity: EntityRef; recommendation: string; note: string; states: string; registrations: number }

/** The recommendation of the row an entity's unlisted registrations stand in. */
export const NOT_LISTED_ROW = 'Not listed: the computed action'

/**
 * One row per entry, its registrations the states it lists whose conclusion requires registration (a
 * state it lists as Monitor or None counts none); then, per entity, the states whose conclusion requires
 * registration that no entry lists (a computed action), so that the column foots to totalRegistrations.
 */
function recommendationRows({ entries, conclusions }: Recommendations): RecommendationRow[] {
  const registering = new Set(
    conclusions.flatMap(({ entity, states }) => states.filter((state) => state.requiresRegistration).map((state) => `${entity.code} ${state.state}`)),
  )
  const unlisted = conclusions.flatMap(({ entity, states }) => {
    const codes = states.filter((state) => state.requiresRegistration && !state.listed).map((state) => state.state)
    return codes.length === 0 ? [] : [{ entity, recommendation: NOT_LISTED_ROW, note: '', states: codes.join(' '), registrations: codes.length }]
  })
  return [
    ...entries.map((entry) => ({
      entity: entry.entity,
      recommendation: entry.recommendation,
      note: entry.note,
      states: entry.potentiallyInternational ? 'Potentially International' : entry.states.join(' '),
      registrations: entry.states.filter((state) => registering.has(`${entry.entity.code} ${state}`)).length,
    })),
    ...unlisted,
  ]
}

export const recommendationsTable: Table<Recommendations, RecommendationRow> = {
  id: 'recommendations',
  caption: 'Recommendations',
  columns: [
    { key: 'code', header: 'Code', kind: 'code', value: (row) => row.entity.code, width: 8 },
    { key: 'entity', header: 'Entity', kind: 'text', value: (row) => row.entity.name, width: 20 },
    { key: 'recommendation', header: 'Recommendation', kind: 'text', value: (row) => row.recommendation, width: 32 },
    { key: 'note', header: 'Note', kind: 'text', value: (row) => (row.note === '' ? null : row.note), width: 40 },
    { key: 'states', header: 'States', kind: 'text', value: (row) => row.states, width: 30 },
    { key: 'registrations', header: 'Registrations', kind: 'count', value: (row) => row.registrations },
  ],
  rows: recommendationRows,
  total: ({ totalRegistrations }) => ({ registrations: totalRegistrations }),
  sheet: {
    name: () => 'Recommendations',
    title: ({ totalRegistrations, uniqueStates }) => `Registration recommendations: ${totalRegistrations} registrations in ${uniqueStates} states`,
  },
}

/** A state's conclusion for an entity whose actions the study computes, beside what the adviser's row says of it. */
export type ActionRow = Conclusion & { entity: EntityRef; adviser: string }

/** The agreement of a named Action the computation differs from: highlighted, and a data-check warning. */
export const DISAGREES = 'Disagrees'

/** The entities whose actions the study computes (a study with exposure, an entity with dated sales). */
const computed = ({ conclusions }: Recommendations) => conclusions.filter((entity) => entity.computed)

export const computedActionsTable: Table<Recommendations, ActionRow> = {
  id: 'computed-actions',
  caption: "Computed Actions beside the Adviser's",
  columns: [
    { key: 'code', header: 'Code', kind: 'code', value: (row) => row.entity.code, width: 8 },
    { key: 'entity', header: 'Entity', kind: 'text', value: (row) => row.entity.name, detail: true, width: 20 },
    { key: 'state', header: 'State', kind: 'state', value: (row) => row.state, width: 8 },
    { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => row.stateName, detail: true, width: 18 },
    // the row's Action where it names one, else its recommendations, else Not listed
    { key: 'adviser', header: 'Adviser', kind: 'text', value: (row) => row.adviser, width: 32 },
    // no action is an empty cell; the page says None
    { key: 'action', header: 'Computed Action', glossary: 'actions', kind: 'text', value: (row) => row.computedAction, width: 20 },
    // Agrees or Disagrees where the row names an Action, else Listed or Not listed: never Agrees by default
    { key: 'agreement', header: 'Agreement', kind: 'text', value: (row) => row.agreement, width: 12 },
  ],
  rows: (data) => {
    const says = adviserSays(data.entries)
    return computed(data).flatMap(({ entity, states }) =>
      states.map((state) => ({ ...state, entity, adviser: state.adviserAction ?? says(entity.code, state.state) })),
    )
  },
  when: (data) => computed(data).length > 0,
  sheet: {
    name: () => 'Computed actions',
    title: () =>
      "Computed actions beside the adviser's rows: each state a row mentions or the exposure gives an action or an amount to, for each entity with dated sales",
  },
}
