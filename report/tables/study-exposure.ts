/**
 * The study's exposure (EXPOSURE.md) in tables: each entity's amounts and the states needing each action,
 * the amounts year by year, and every entity's states in order of exposure.
 */
import type { ActionCounts, EntityRef, ExposureAction, ExposureYear, StudyExposure, StudyExposureEntity, StudyExposureState } from '../../schemas/generated/types.ts'
import { exposureActions } from '../../schemas/generated/values.ts'
import type { Column, Table } from '../columns.ts'
import { amountColumns, amountTotals, stateColumns, vdaColumns, yearColumns } from './exposure.ts'

/** Each action's count in ActionCounts. */
const COUNTED = {
  'Voluntary Disclosure': 'voluntaryDisclosure',
  'File Back Returns': 'fileBackReturns',
  Register: 'register',
  Monitor: 'monitor',
} as const satisfies Record<NonNullable<ExposureAction>, keyof ActionCounts>

/** The actions in the order EXPOSURE.md tries them (the schema's), each a count column. */
const ACTION_COUNTS = exposureActions.filter((action) => action !== null).map((action) => ({ header: action, key: COUNTED[action] }))

const span = ({ firstYear, asOf }: StudyExposure) => `from ${firstYear} to ${asOf}`

export const exposureEntitiesTable: Table<StudyExposure, StudyExposureEntity> = {
  id: 'exposure-entities',
  caption: 'Exposure by Entity',
  columns: [
    { key: 'code', header: 'Code', kind: 'code', value: (row) => row.entity.code, detail: true, width: 8 },
    { key: 'entity', header: 'Entity', kind: 'text', value: (row) => row.entity.name, width: 20 },
    ...amountColumns((row: StudyExposureEntity) => row.totals),
    { key: 'vdaSaving', header: 'VDA Saving', glossary: 'voluntaryDisclosure', kind: 'money', value: (row) => row.totals.vdaSavingCents, width: 17 },
    // each entity's actions are its page's, and the states below by action
    ...ACTION_COUNTS.map(({ header, key }): Column<StudyExposureEntity> => ({ key, header, glossary: 'actions', kind: 'count', value: (row) => row.actionCounts[key], detail: true, width: 12 })),
  ],
  rows: ({ entities }) => entities,
  total: ({ totals, actionCounts }) => ({
    ...amountTotals(totals),
    vdaSaving: totals.vdaSavingCents,
    ...Object.fromEntries(ACTION_COUNTS.map(({ key }) => [key, actionCounts[key]])),
  }),
  sheet: {
    name: () => 'Exposure by entity',
    title: (data) => `Exposure ${span(data)}: tax not collected, interest and penalties by entity, and the states needing each action`,
  },
}

export const exposureYearsTable: Table<StudyExposure, ExposureYear> = {
  id: 'exposure-years',
  caption: 'Exposure by Year',
  columns: yearColumns((row: ExposureYear) => row),
  rows: ({ totals }) => totals.byYear,
  total: ({ totals }) => amountTotals(totals),
  sheet: { name: () => 'Exposure by year', title: (data) => `Exposure ${span(data)} by year (a month counts in its own year)` },
}

/** A state of an entity, beside the entity. */
export type EntityState = { entity: EntityRef; state: StudyExposureState }

/** Every entity's states, each beside its entity (exposure.json names the entity by code). */
export function entityStates({ entities, states }: StudyExposure): EntityState[] {
  const refs = new Map(entities.map(({ entity }) => [entity.code, entity]))
  return states.map((state) => {
    const entity = refs.get(state.entity)
    if (!entity) throw new Error(`exposure.json: a state names entity ${state.entity}, which its entities do not list`)
    return { entity, state }
  })
}

export const exposureStatesTable: Table<StudyExposure, EntityState> = {
  id: 'exposure-states',
  caption: 'States by Exposure',
  columns: [
    { key: 'code', header: 'Code', kind: 'code', value: ({ entity }) => entity.code, detail: true, width: 8 },
    { key: 'entity', header: 'Entity', kind: 'text', value: ({ entity }) => entity.name, detail: true, width: 20 },
    ...stateColumns(({ state }: EntityState) => state),
    ...amountColumns(({ state }: EntityState) => state),
    ...vdaColumns(({ state }: EntityState) => ({ exposureCents: state.vdaExposureCents, savingCents: state.vdaSavingCents })),
  ],
  rows: entityStates,
  total: ({ totals }) => amountTotals(totals),
  sheet: { name: () => 'Exposure by state', title: (data) => `Exposure ${span(data)}: every entity's states, the largest first` },
}
