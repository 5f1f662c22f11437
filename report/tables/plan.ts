/**
 * The action plan's tables (LAW.md, What the reader sees), read from plan.json: the steps in the order to
 * take them, with their date to act, returns to file, disclosure's terms and figures; and per state the
 * assumptions, every rule row the figures used and the defaults that stood in for missing rows. The
 * page shows the assumptions state by state, each state's rows a part of the one table its sheet holds.
 */
import type { EntityRef, Plan, PlanDefault, PlanRuleRow, PlanStep, RuleOrigin } from '../../schemas/generated/types.ts'
import type { Table } from '../columns.ts'

/** A step with its entity (plan.json names it by code, and lists each entity once). */
export type StepRow = { step: PlanStep; entity: EntityRef }

/** What the date to act is, in words. */
export const ACT_BY_REASONS: Record<NonNullable<PlanStep['actByReason']>, string> = {
  'settlement date': 'the settlement date',
  'collection start': 'register before collecting starts',
  'as of': 'collecting is already due',
}

/** A period in words, as the pages write a nexus period: "2021-06-01 to 2021-06-30". */
export const periodText = (start: string, end: string) => `${start} to ${end}`

/** A disclosure's look-back in words: "48 months, to 2021-06-01", "3 calendar years, to 2022-01-01" (Months 48, Calendar Years 3). */
export function lookBackText({ lookBack, coversFrom }: NonNullable<PlanStep['disclosure']>): string {
  const [, kind, n] = /^(Months|Calendar Years) (\d+)$/.exec(lookBack) ?? []
  const span = kind === undefined ? lookBack : `${n} ${kind === 'Months' ? 'month' : 'calendar year'}${n === '1' ? '' : 's'}`
  return `${span}, to ${coversFrom}`
}

/** What a disclosure waives, in words: "penalties waived, 50% of interest waived", "penalties not waived, 0% of interest waived". */
export function waivedText({ penaltiesWaived, interestWaivedPercent }: NonNullable<PlanStep['disclosure']>): string {
  return `penalties ${penaltiesWaived ? 'waived' : 'not waived'}, ${interestWaivedPercent}% of interest waived`
}

/** The steps with their entities, in the plan's order. */
export function stepRows(plan: Plan): StepRow[] {
  const entities = new Map(plan.entities.map((entity) => [entity.code, entity]))
  return plan.steps.map((step) => ({ step, entity: entities.get(step.entity)! }))
}

export const planSteps: Table<Plan, StepRow> = {
  id: 'plan-steps',
  caption: 'Steps in the Order to Take Them',
  columns: [
    { key: 'order', header: 'Step', kind: 'count', value: ({ step }) => step.order, width: 6 },
    { key: 'entity', header: 'Entity', kind: 'text', value: ({ entity }) => entity.name, width: 20 },
    { key: 'code', header: 'Code', kind: 'code', value: ({ entity }) => entity.code, detail: true, width: 8 },
    { key: 'state', header: 'State', kind: 'state', value: ({ step }) => step.state, width: 8 },
    { key: 'stateName', header: 'State Name', kind: 'text', value: ({ step }) => step.stateName, detail: true, width: 18 },
    { key: 'action', header: 'Action', glossary: 'actions', kind: 'text', value: ({ step }) => step.action, width: 20 },
    { key: 'actBy', header: 'Act By', kind: 'date', value: ({ step }) => step.actBy, width: 12 },
    { key: 'actByReason', header: 'Act By Because', kind: 'text', value: ({ step }) => (step.actByReason === null ? null : ACT_BY_REASONS[step.actByReason]), detail: true, width: 26 },
    { key: 'returns', header: 'Returns to File', kind: 'count', value: ({ step }) => step.returnsToFile?.count ?? null, width: 10 },
    { key: 'firstPeriod', header: 'First Period', kind: 'text', value: ({ step: { returnsToFile: r } }) => (r ? periodText(r.firstPeriodStart, r.firstPeriodEnd) : null), detail: true, width: 24 },
    { key: 'firstDue', header: 'First Due', kind: 'date', value: ({ step }) => step.returnsToFile?.firstDue ?? null, detail: true, width: 12 },
    { key: 'lastPeriod', header: 'Last Period', kind: 'text', value: ({ step: { returnsToFile: r } }) => (r ? periodText(r.lastPeriodStart, r.lastPeriodEnd) : null), detail: true, width: 24 },
    { key: 'lastDue', header: 'Last Due', kind: 'date', value: ({ step }) => step.returnsToFile?.lastDue ?? null, detail: true, width: 12 },
    { key: 'lookBack', header: 'Look-Back', glossary: 'lookBack', kind: 'text', value: ({ step }) => (step.disclosure ? lookBackText(step.disclosure) : null), detail: true, width: 28 },
    { key: 'waived', header: 'Waived', kind: 'text', value: ({ step }) => (step.disclosure ? waivedText(step.disclosure) : null), detail: true, width: 28 },
    { key: 'terms', header: 'Disclosure Terms From', kind: 'source', value: ({ step }) => step.disclosure?.source ?? null, detail: true, width: 22 },
    { key: 'exposure', header: 'Exposure', kind: 'money', value: ({ step }) => step.exposureCents, detail: true, width: 16 },
    { key: 'assessed', header: 'Assessed', kind: 'money', value: ({ step }) => step.assessedCents, width: 16 },
    { key: 'disclosure', header: 'Disclosure', kind: 'money', value: ({ step }) => step.disclosureCents, width: 16 },
    { key: 'saving', header: 'Saving', kind: 'money', value: ({ step }) => step.savingCents, width: 16 },
    { key: 'delay', header: "A Month's Delay", kind: 'money', value: ({ step }) => step.delayCents, width: 16 },
  ],
  rows: stepRows,
  total: ({ totals }) => ({
    returns: totals.returnsToFile,
    exposure: totals.exposureCents,
    assessed: totals.assessedCents,
    disclosure: totals.disclosureCents,
    saving: totals.savingCents,
    delay: totals.delayCents,
  }),
  sheet: {
    name: () => 'Plan',
    title: (plan) =>
      `Action plan: each state's step in the order to take them, priced to the settlement date ${plan.settlementDate}; a month's delay priced to ${plan.nextMonth} (TOTAL: over the steps that have each figure)`,
  },
}

/** Where a rule row is, in a word: the study's own files or the rules library (study.json's "rules"). */
export const ORIGINS: Record<RuleOrigin, string> = { study: 'study', library: 'rules library' }

/** A rule row used, or a default that stood in, with its state. */
export type RuleRow = { state: string; stateName: string; row: PlanRuleRow }
export type DefaultRow = { state: string; stateName: string; row: PlanDefault }

export const ruleRows = (plan: Plan): RuleRow[] => plan.assumptions.flatMap(({ state, stateName, rows }) => rows.map((row) => ({ state, stateName, row })))
export const defaultRows = (plan: Plan): DefaultRow[] => plan.assumptions.flatMap(({ state, stateName, defaults }) => defaults.map((row) => ({ state, stateName, row })))

export const planRules: Table<Plan, RuleRow> = {
  id: 'plan-rules',
  caption: 'Rule Rows Used',
  columns: [
    { key: 'state', header: 'State', kind: 'state', value: (row) => row.state, detail: true, width: 8 },
    { key: 'table', header: 'Table', kind: 'text', value: ({ row }) => row.table, width: 12 },
    { key: 'effectiveFrom', header: 'Effective From', kind: 'date', value: ({ row }) => row.effectiveFrom, width: 13 },
    { key: 'terms', header: 'Terms', kind: 'text', value: ({ row }) => row.terms, wide: true, unsorted: true, width: 60 },
    { key: 'citation', header: 'Source', kind: 'text', value: ({ row }) => row.citation, wide: true, width: 36 },
    { key: 'verifiedOn', header: 'Verified On', kind: 'date', value: ({ row }) => row.verifiedOn, width: 12 },
    // behind "Every column" on the page, so the Origin fits a laptop beside the Source
    { key: 'row', header: 'Row', kind: 'source', value: ({ row }) => row.source, detail: true, width: 22 },
    { key: 'origin', header: 'Origin', kind: 'text', value: ({ row }) => ORIGINS[row.origin], width: 14 },
  ],
  rows: ruleRows,
  sheet: {
    name: () => 'Plan rules',
    title: (plan) =>
      `The plan's assumptions: every rule row its figures used, by state, table and Effective From (as of ${plan.asOf}, settlement ${plan.settlementDate}); Origin: the study's own row or the rules library's`,
  },
}

export const planDefaults: Table<Plan, DefaultRow> = {
  id: 'plan-defaults',
  caption: 'Defaults That Stood In',
  columns: [
    { key: 'state', header: 'State', kind: 'state', value: (row) => row.state, detail: true, width: 8 },
    { key: 'table', header: 'Table', kind: 'text', value: ({ row }) => row.table, width: 12 },
    { key: 'terms', header: 'Default', kind: 'text', value: ({ row }) => row.terms, wide: true, unsorted: true, width: 80 },
    { key: 'row', header: 'From', kind: 'source', value: ({ row }) => row.source, width: 22 },
    { key: 'origin', header: 'Origin', kind: 'text', value: ({ row }) => (row.origin === null ? null : ORIGINS[row.origin]), width: 14 },
  ],
  rows: defaultRows,
  sheet: {
    name: () => 'Plan defaults',
    title: () => "The plan's assumptions: the defaults that stood in for a table without rows for a state (From: the thresholds rule whose terms stood in; Origin: the study's or the rules library's)",
  },
}
