/**
 * The registration recommendations in tables: the adviser's entries (the workbook's sheet; the page
 * shows them as cards) and, in a study with exposure, each computed action beside what the adviser's
 * list says of the state.
 */
import type { ComputedAction, EntityRef, RecommendationEntry, Recommendations } from '../../schemas/generated/types.ts'
import type { Table } from '../columns.ts'
import { adviserSays } from '../exposureText.ts'

export const recommendationsTable: Table<Recommendations, RecommendationEntry> = {
  id: 'recommendations',
  caption: 'Recommendations',
  columns: [
    { key: 'code', header: 'Code', kind: 'code', value: (row) => row.entity.code, width: 8 },
    { key: 'entity', header: 'Entity', kind: 'text', value: (row) => row.entity.name, width: 20 },
    { key: 'recommendation', header: 'Recommendation', kind: 'text', value: (row) => row.recommendation, width: 32 },
    { key: 'note', header: 'Note', kind: 'text', value: (row) => (row.note === '' ? null : row.note), width: 40 },
    { key: 'states', header: 'States', kind: 'text', value: (row) => (row.potentiallyInternational ? 'Potentially International' : row.states.join(' ')), width: 30 },
    { key: 'registrations', header: 'Registrations', kind: 'count', value: (row) => row.states.length },
  ],
  rows: ({ entries }) => entries,
  total: ({ totalRegistrations }) => ({ registrations: totalRegistrations }),
  sheet: {
    name: () => 'Recommendations',
    title: ({ totalRegistrations, uniqueStates }) => `Registration recommendations: ${totalRegistrations} registrations in ${uniqueStates} states`,
  },
}

/** A state's computed action for an entity, beside what the adviser's list says of it. */
export type ActionRow = ComputedAction & { entity: EntityRef; adviser: string }

export const AGREES = 'Agrees'
export const DISAGREES = 'Disagrees'

export const computedActionsTable: Table<Recommendations, ActionRow> = {
  id: 'computed-actions',
  caption: "Computed Actions beside the Adviser's",
  columns: [
    { key: 'code', header: 'Code', kind: 'code', value: (row) => row.entity.code, width: 8 },
    { key: 'entity', header: 'Entity', kind: 'text', value: (row) => row.entity.name, detail: true, width: 20 },
    { key: 'state', header: 'State', kind: 'state', value: (row) => row.state, width: 8 },
    { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => row.stateName, detail: true, width: 18 },
    { key: 'adviser', header: 'Adviser', kind: 'text', value: (row) => row.adviser, width: 32 },
    // no action is an empty cell; the page says None
    { key: 'action', header: 'Computed Action', kind: 'text', value: (row) => row.action, width: 20 },
    { key: 'agreement', header: 'Agreement', kind: 'text', value: (row) => (row.agrees ? AGREES : DISAGREES), width: 12 },
  ],
  rows: ({ entries, computedActions = [] }) => {
    const says = adviserSays(entries)
    return computedActions.flatMap(({ entity, states }) => states.map((state) => ({ ...state, entity, adviser: says(entity.code, state.state) })))
  },
  when: ({ computedActions }) => (computedActions ?? []).length > 0,
  sheet: {
    name: () => 'Computed actions',
    title: () => "Computed actions beside the adviser's list: each state the list names or the exposure gives an action to, for each entity with dated sales",
  },
}
