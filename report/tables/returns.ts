/**
 * The returns of a law study (LAW.md, What the reader sees), one row per return: its period, due date,
 * taxable sales, tax, interest, months late and penalty to asOf, and at the settlement date its interest,
 * penalty and whether the disclosure covers it. The entity's exposure page shows each state's returns
 * as a part of this table, footing to the state's figures; the workbook holds every return of the study
 * on one sheet, in the order a disclosure schedule lists them: each (entity, state) in the plan's order
 * (disclosures first), then the states without a step, and within a state period by period.
 */
import type { EntityExposure, EntityRef, ExposureReturn, ExposureState, Plan, StudyExposure } from '../../schemas/generated/types.ts'
import { yesNo, type Column, type StudyFiles, type Table, type Totals } from '../columns.ts'
import { periodText } from './plan.ts'

/** A return with its entity and state. */
export type ReturnRow = { entity: EntityRef; state: Pick<ExposureState, 'state' | 'stateName'>; ret: ExposureReturn }

/** What the workbook's sheet reads: the plan's order, the study's totals and every entity's returns. */
export type ReturnsSchedule = { plan: Plan; study: StudyExposure; exposures: readonly EntityExposure[] }

/** A state's returns as rows. */
export const stateReturnRows = (entity: EntityRef, state: ExposureState): ReturnRow[] => state.returns.map((ret) => ({ entity, state, ret }))

/**
 * A state's TOTAL: its own figures, which its assessable returns foot to: tax, interest and penalties
 * to asOf, and interest and penalties at the settlement date of the returns assessable then.
 */
export function stateReturnsTotal(state: ExposureState): Totals {
  return {
    tax: state.taxCents,
    interest: state.interestCents,
    penalty: state.penaltiesCents,
    settlementInterest: state.settlement.interestCents,
    settlementPenalty: state.settlement.penaltiesCents,
  }
}

/** The sheet's data: plan.json, exposure.json and each entity's exposure file, in the study's order. */
export function returnsSchedule({ overview, file }: StudyFiles): ReturnsSchedule {
  const exposures = overview.entities.flatMap(({ exposureFile }) => (exposureFile ? [file<EntityExposure>(exposureFile)] : []))
  return { plan: file<Plan>('plan.json'), study: file<StudyExposure>('exposure.json'), exposures }
}

/** Every return of the study in the order a disclosure schedule lists them. */
export function scheduleRows({ plan, exposures }: ReturnsSchedule): ReturnRow[] {
  const files = new Map(exposures.map((file) => [file.entity.code, file]))
  const rows: ReturnRow[] = []
  const listed = new Set<string>()
  const add = (file: EntityExposure, state: ExposureState) => {
    listed.add(`${file.entity.code} ${state.state}`)
    rows.push(...stateReturnRows(file.entity, state))
  }
  for (const step of plan.steps) {
    const file = files.get(step.entity)
    const state = file?.states.find((found) => found.state === step.state)
    if (file && state) add(file, state)
  }
  for (const file of exposures) for (const state of file.states) if (!listed.has(`${file.entity.code} ${state.state}`)) add(file, state)
  return rows
}

/** The returns' columns, the same for every study: a page shows a state's part with them. */
export const returnColumns: readonly Column<ReturnRow>[] = [
    { key: 'period', header: 'Period', kind: 'text', value: ({ ret }) => periodText(ret.periodStart, ret.periodEnd), width: 24 },
    { key: 'entity', header: 'Entity', kind: 'text', value: ({ entity }) => entity.name, detail: true, width: 20 },
    { key: 'code', header: 'Code', kind: 'code', value: ({ entity }) => entity.code, detail: true, width: 8 },
    { key: 'state', header: 'State', kind: 'state', value: ({ state }) => state.state, detail: true, width: 8 },
    { key: 'frequency', header: 'Frequency', kind: 'text', value: ({ ret }) => ret.frequency, detail: true, width: 11 },
    // the returns row the period follows; a period without one follows EXPOSURE.md's calendar
    { key: 'rule', header: 'Calendar', kind: 'text', value: ({ ret }) => ret.rule ?? 'default: monthly, due the 20th', detail: true, width: 22 },
    { key: 'due', header: 'Due', kind: 'date', value: ({ ret }) => ret.dueDate, width: 12 },
    { key: 'taxable', header: 'Taxable Sales', kind: 'money', value: ({ ret }) => ret.taxableSalesCents, width: 16, sumIf: { key: 'assessable', equals: 'yes' } },
    { key: 'tax', header: 'Tax', kind: 'money', value: ({ ret }) => ret.taxCents, width: 14, sumIf: { key: 'assessable', equals: 'yes' } },
    { key: 'interest', header: 'Interest', kind: 'money', value: ({ ret }) => ret.interestCents, width: 14, sumIf: { key: 'assessable', equals: 'yes' } },
    { key: 'monthsLate', header: 'Months Late', kind: 'count', value: ({ ret }) => ret.monthsLate, width: 8 },
    { key: 'penalty', header: 'Penalty', kind: 'money', value: ({ ret }) => ret.penaltyCents, width: 14, sumIf: { key: 'assessable', equals: 'yes' } },
    { key: 'assessable', header: 'Assessable', kind: 'text', value: ({ ret }) => yesNo(ret.assessable), width: 8 },
    { key: 'settlementInterest', header: 'Interest at Settlement', kind: 'money', value: ({ ret }) => ret.settlement.interestCents, width: 14, sumIf: { key: 'settlementAssessable', equals: 'yes' } },
    { key: 'settlementMonthsLate', header: 'Months Late at Settlement', kind: 'count', value: ({ ret }) => ret.settlement.monthsLate, detail: true, width: 10 },
    { key: 'settlementPenalty', header: 'Penalty at Settlement', kind: 'money', value: ({ ret }) => ret.settlement.penaltyCents, width: 14, sumIf: { key: 'settlementAssessable', equals: 'yes' } },
    { key: 'settlementAssessable', header: 'Assessable at Settlement', kind: 'text', value: ({ ret }) => yesNo(ret.settlement.assessable), detail: true, width: 10 },
    { key: 'covered', header: 'Covered', kind: 'text', value: ({ ret }) => yesNo(ret.covered), width: 8 },
    // the covered returns of a disclosure, those assessable at the settlement date of back returns
    { key: 'toFile', header: 'To File', kind: 'text', value: ({ ret }) => yesNo(ret.toFile), detail: true, width: 8 },
]

export const returnsTable: Table<ReturnsSchedule, ReturnRow> = {
  id: 'returns',
  caption: 'Returns',
  columns: returnColumns,
  rows: scheduleRows,
  // The study's own totals: its states' figures, which the returns each state may still assess foot to.
  total: ({ study }) => ({ tax: study.totals.taxCents, interest: study.totals.interestCents, penalty: study.totals.penaltiesCents }),
  // the plan's kind reads plan.json; its returns read every entity's exposure beside it
  sheetData: returnsSchedule,
  sheet: {
    name: () => 'Returns',
    title: ({ study }) =>
      `Every return, in the order a disclosure schedule lists them (each state in the plan's order, period by period); to ${study.asOf}, and at the settlement date ${study.settlementDate}. TOTAL: the returns the states may still assess on ${study.asOf}`,
  },
}
