/**
 * generated/plan.json (LAW.md, What the reader sees): the plan for a study with exposure, gathered one
 * entity at a time. Per (entity, state) with an action, a step: the action in the order to take them
 * (disclosures first, then back returns, registrations, monitoring), the date by which to act, the
 * returns to file, the disclosure's terms and what a month's wait costs. Per state of a step, the
 * assumptions: every rule row its figures used, with its source and verified date, and the defaults
 * that stood in for missing rows. Everything the page shows is here, in words or figures: the viewer
 * computes nothing.
 */
import { byStateCode, stateNames } from '../../schemas/us-states.ts'
import { isoDay, plusMonths } from '../transactions/dates.ts'
import { disclosureJson } from './exposure.ts'
import { DEFAULT_ORDER, defaultOf, rowSource, usedRowsJson } from './rule-rows.ts'
import { entityRef, studyRef } from './refs.ts'
import type { ExposureFigures } from '../exposure/entity.ts'
import type { Action, DefaultKind, StateExposure } from '../exposure/state.ts'
import type { UsedRow } from '../law/ledger.ts'
import type { ExposureScope } from '../transactions/scope.ts'
import type { EntityInput } from '../read/entity.ts'
import type { Study } from '../read/study.ts'
import type { EntityRef, Plan, PlanDefault, PlanStep, PlanTotals, UsStateCode } from '../../schemas/generated/types.ts'

const ACTION_ORDER: readonly Action[] = ['Voluntary Disclosure', 'File Back Returns', 'Register', 'Monitor']

interface Sorted { step: Omit<PlanStep, 'order'>; index: number; actBy: number | null }

/** A state's assumptions, gathered over the entities: rows by their path:line, defaults by table. */
interface StateAssumptions { rows: Map<string, UsedRow>; defaults: Map<DefaultKind, PlanDefault> }

export class PlanStudy {
  private readonly steps: Sorted[] = []
  private readonly entities: EntityRef[] = []
  private readonly assumptions = new Map<UsStateCode, StateAssumptions>()
  private index = 0

  constructor(private readonly study: Study, private readonly scope: ExposureScope) {}

  /** An entity's exposure: a step per state with an action, and the rows and defaults those states rest on. */
  add(input: EntityInput, figures: ExposureFigures): void {
    const index = this.index++
    let stepped = false
    for (const { state, exposure } of figures.states) {
      if (exposure.action === null) continue
      stepped = true
      const actBy = this.actBy(exposure)
      this.steps.push({ index, actBy: actBy.day, step: this.step(input.code, state, exposure, actBy) })
      this.assume(state, exposure)
    }
    if (stepped) this.entities.push(entityRef(input))
  }

  report(): Plan {
    const { scope, study } = this
    const steps = this.steps.sort((a, b) =>
      ACTION_ORDER.indexOf(a.step.action) - ACTION_ORDER.indexOf(b.step.action)
      || (a.actBy ?? Infinity) - (b.actBy ?? Infinity)
      || b.step.exposureCents - a.step.exposureCents
      || a.index - b.index
      || byStateCode(a.step.state, b.step.state))
    return {
      asOf: isoDay(scope.asOf),
      assumptions: [...this.assumptions].sort(([a], [b]) => byStateCode(a, b)).map(([state, found]) => ({
        defaults: DEFAULT_ORDER.flatMap((table) => found.defaults.get(table) ?? []),
        rows: usedRowsJson(found.rows.values()),
        state,
        stateName: stateNames[state],
      })),
      entities: this.entities,
      firstYear: scope.firstYear,
      law: study.law !== null,
      nextMonth: isoDay(plusMonths(scope.settlement, 1)),
      rules: study.manifest.rules ?? null,
      settlementDate: isoDay(scope.settlement),
      steps: steps.map(({ step }, order) => ({ ...orderFirst(step, order + 1) })),
      study: studyRef(study),
      totals: totalsOf(steps.map(({ step }) => step)),
    }
  }

  /**
   * The date by which to act: the settlement date for a disclosure or back returns (their figures are
   * priced to it; each month later costs the delay); for a registration, a collection start still
   * ahead on asOf (register before it), else asOf (collecting is already due); none for Monitor.
   */
  private actBy(exposure: StateExposure): { day: number | null; reason: PlanStep['actByReason'] } {
    const { asOf, settlement } = this.scope
    switch (exposure.action) {
      case 'Voluntary Disclosure':
      case 'File Back Returns':
        return { day: settlement, reason: 'settlement date' }
      case 'Register': {
        const period = exposure.periods.find((found) => found.start <= asOf && asOf <= found.end)
        return period && period.collectionStart > asOf ? { day: period.collectionStart, reason: 'collection start' } : { day: asOf, reason: 'as of' }
      }
      default:
        return { day: null, reason: null }
    }
  }

  private step(entity: string, state: UsStateCode, exposure: StateExposure, actBy: { day: number | null; reason: PlanStep['actByReason'] }): Omit<PlanStep, 'order'> {
    const { settlement } = exposure
    const toFile = exposure.returns.filter((row) => row.toFile)
    const first = toFile[0]
    const last = toFile[toFile.length - 1]
    return {
      action: exposure.action!,
      actBy: actBy.day === null ? null : isoDay(actBy.day),
      actByReason: actBy.reason,
      assessedCents: settlement.assessed.exposureCents,
      delayCents: settlement.delayCents,
      disclosure: settlement.disclosure && disclosureJson(settlement.disclosure.terms, settlement.disclosure.coveredFrom),
      disclosureCents: settlement.disclosure?.cents ?? null,
      entity,
      exposureCents: exposure.total.exposureCents,
      returnsToFile: first && last ? {
        count: toFile.length,
        firstDue: isoDay(first.due),
        firstPeriodEnd: isoDay(first.end),
        firstPeriodStart: isoDay(first.start),
        lastDue: isoDay(last.due),
        lastPeriodEnd: isoDay(last.end),
        lastPeriodStart: isoDay(last.start),
      } : null,
      savingCents: settlement.savingCents,
      state,
      stateName: stateNames[state],
    }
  }

  private assume(state: UsStateCode, exposure: StateExposure): void {
    let found = this.assumptions.get(state)
    if (!found) this.assumptions.set(state, found = { rows: new Map(), defaults: new Map() })
    for (const row of exposure.used) {
      const source = rowSource(row)
      if (!found.rows.has(source)) found.rows.set(source, row)
    }
    for (const table of exposure.defaults) {
      if (!found.defaults.has(table)) found.defaults.set(table, defaultOf(table, exposure))
    }
  }
}

/** The steps' figures summed, each over the steps that have it: the plan table's TOTAL row. */
function totalsOf(steps: readonly Omit<PlanStep, 'order'>[]): PlanTotals {
  const sum = (of: (step: Omit<PlanStep, 'order'>) => number | null) => steps.reduce((total, step) => total + (of(step) ?? 0), 0)
  return {
    assessedCents: sum((step) => step.assessedCents),
    delayCents: sum((step) => step.delayCents),
    disclosureCents: sum((step) => step.disclosureCents),
    exposureCents: sum((step) => step.exposureCents),
    returnsToFile: sum((step) => step.returnsToFile?.count ?? null),
    savingCents: sum((step) => step.savingCents),
  }
}

/** The step's keys with order among them, as serialise writes them (sorted). */
function orderFirst(step: Omit<PlanStep, 'order'>, order: number): PlanStep {
  const { action, actBy, actByReason, assessedCents, delayCents, disclosure, disclosureCents, entity, exposureCents, returnsToFile, savingCents, state, stateName } = step
  return { action, actBy, actByReason, assessedCents, delayCents, disclosure, disclosureCents, entity, exposureCents, order, returnsToFile, savingCents, state, stateName }
}
