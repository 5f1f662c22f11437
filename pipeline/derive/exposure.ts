/**
 * The exposure outputs of a study with exposure (EXPOSURE.md): generated/exposure/<CODE>.json, one
 * entity's states in order of exposure with the months that give each figure (its page, the workbook),
 * made as the entity is read; and, once every entity is in, generated/exposure.json (the study's
 * totals, each entity's, and every (entity, state) in order of exposure), with what overview.json and
 * recommendations.json carry of it. Only the study-level rows are kept of an entity.
 */
import { divideRounded } from '../money.ts'
import { isoDay } from '../transactions/dates.ts'
import { byStateCode, stateNames } from '../../schemas/us-states.ts'
import { addUp, type ExposureFigures, type ExposureSums } from '../exposure/entity.ts'
import { entityRef, studyRef } from './refs.ts'
import { defaultsJson, rowSource, usedRowsJson } from './rule-rows.ts'
import type { Study } from '../read/study.ts'
import type { EntityInput } from '../read/entity.ts'
import type { NexusPeriod as Period } from '../exposure/periods.ts'
import type { Action, DisclosureTerms, ReturnRow, StateExposure, YearAmounts } from '../exposure/state.ts'
import type { CollectionStarts } from '../transactions/thresholds.ts'
import type { ExposureScope } from '../transactions/scope.ts'
import type {
  ActionCounts, ComputedActions, DisclosureTerms as DisclosureTermsJson, EntityExposure, EntityRef, ExposureMonth, ExposureReturn, ExposureState,
  ExposureTotals, NexusPeriod, OverviewExposure,
  StudyExposure, StudyExposureEntity, StudyExposureState, UsStateCode,
} from '../../schemas/generated/types.ts'

/** The generated file of an entity's exposure. */
export function exposureFile(code: string): string {
  return `exposure/${code}.json`
}

/** Actions a listed state needs: a state the adviser lists should have one, an unlisted one none. */
const REGISTRATION_ACTIONS: ReadonlySet<Action | null> = new Set<Action | null>(['Register', 'Voluntary Disclosure', 'File Back Returns'])

/** Whether the adviser's list and the computed action agree on a state. */
export function agrees(recommended: boolean, action: Action | null): boolean {
  return recommended === REGISTRATION_ACTIONS.has(action)
}

/** generated/exposure/<CODE>.json. */
export function entityExposureReport(input: EntityInput, figures: ExposureFigures, study: Study): EntityExposure {
  const scope = study.scope.exposure!
  const recommended = new Set(study.recommendations.get(input.code)?.states ?? [])
  return {
    actionCounts: actionCounts(figures.actionCounts),
    asOf: isoDay(scope.asOf),
    entity: entityRef(input),
    firstYear: scope.firstYear,
    law: study.law !== null,
    salesFile: input.sales!.file,
    settlementDate: isoDay(scope.settlement),
    states: figures.states.map(({ state, exposure }) => stateJson(state, exposure, recommended.has(state), study)),
    study: studyRef(study),
    totals: totals(figures),
  }
}

function stateJson(state: UsStateCode, exposure: StateExposure, recommended: boolean, study: Study): ExposureState {
  const { ratioOnAsOf: ratio, ruleOnAsOf: rule, fallback, vda, settlement } = exposure
  const asOf = study.scope.exposure!.asOf
  return {
    action: exposure.action,
    byYear: exposure.years.map(yearJson),
    crossings: exposure.crossings.map(({ year, day }) => ({ date: day === null ? null : isoDay(day), year })),
    defaults: defaultsJson(exposure),
    disclosure: settlement.disclosure && disclosureJson(settlement.disclosure.terms, settlement.disclosure.coveredFrom),
    exposureCents: exposure.total.exposureCents,
    interestCents: exposure.total.interestCents,
    // EXPOSURE.md's months: a study with law has returns that are not months.
    months: study.law ? [] : exposure.returns.map((row) => monthJson(row, asOf)),
    nexusOnAsOf: exposure.nexusOnAsOf,
    nexusPeriods: exposure.periods.map((period) => periodJson(period, study, state)),
    penaltiesCents: exposure.total.penaltiesCents,
    percentOfThresholdOnAsOf: Number(divideRounded(ratio.num * 10_000n, ratio.den)) / 100,
    recommended,
    returns: exposure.returns.map(returnJson),
    rules: usedRowsJson(exposure.used),
    settlement: {
      assessedCents: settlement.assessed.exposureCents,
      delayCents: settlement.delayCents,
      disclosureCents: settlement.disclosure?.cents ?? null,
      interestCents: settlement.assessed.interestCents,
      penaltiesCents: settlement.assessed.penaltiesCents,
      savingCents: settlement.savingCents,
      taxCents: settlement.assessed.taxCents,
    },
    state,
    stateName: stateNames[state],
    taxCents: exposure.total.taxCents,
    terms: {
      interestRatePercent: fallback.interestRateThousandths / 1000,
      penaltyRatePercent: fallback.penaltyRateThousandths / 1000,
      ratePercent: exposure.rateOnAsOf === null ? null : exposure.rateOnAsOf / 1000,
      ruleSource: rule ? rowSource(rule) : null,
      vdaLookBackMonths: fallback.vdaLookBackMonths,
    },
    vda: vda && {
      coversFrom: isoDay(vda.coveredFrom).slice(0, 7),
      exposureCents: vda.exposureCents,
      lookBackMonths: vda.lookBackMonths,
      savingCents: vda.savingCents,
    },
  }
}

/** A return as its page and the workbook show it: to asOf, then to the settlement date. */
function returnJson(row: ReturnRow): ExposureReturn {
  return {
    assessable: row.atAsOf.assessable,
    covered: row.covered,
    dueDate: isoDay(row.due),
    frequency: row.frequency,
    interestCents: row.atAsOf.interestCents,
    monthsLate: row.atAsOf.monthsLate,
    penaltyCents: row.atAsOf.penaltyCents,
    periodEnd: isoDay(row.end),
    periodStart: isoDay(row.start),
    rule: row.rule && rowSource(row.rule),
    settlement: {
      assessable: row.atSettlement.assessable,
      interestCents: row.atSettlement.interestCents,
      monthsLate: row.atSettlement.monthsLate,
      penaltyCents: row.atSettlement.penaltyCents,
    },
    taxCents: row.taxCents,
    taxableSalesCents: row.taxableSalesCents,
    toFile: row.toFile,
  }
}

/** A return of EXPOSURE.md's calendar as the month it is (a study without law). */
function monthJson(row: ReturnRow, asOf: number): ExposureMonth {
  return {
    dueDate: isoDay(row.due),
    interestCents: row.atAsOf.interestCents,
    interestDays: Math.max(asOf - row.due, 0),
    month: isoDay(row.start).slice(0, 7),
    penaltyCents: row.atAsOf.penaltyCents,
    taxCents: row.taxCents,
    taxableSalesCents: row.taxableSalesCents,
    vdaCovered: row.covered,
  }
}

/** A disclosure's terms, as the plan and the entity's page show them. */
export function disclosureJson(terms: DisclosureTerms, coveredFrom: number): DisclosureTermsJson {
  return {
    coversFrom: isoDay(coveredFrom),
    interestWaivedPercent: terms.interestWaivedThousandths / 1000,
    lookBack: `${terms.lookBack.kind} ${terms.lookBack.n}`,
    penaltiesWaived: terms.penaltiesWaived,
    source: rowSource(terms.rule),
  }
}

function periodJson(period: Period, study: Study, state: UsStateCode): NexusPeriod {
  return {
    collectionStart: isoDay(period.collectionStart),
    collectionStarts: collectionStartsText(study.thresholds.get(state)!.on(period.start)!.collectionStarts),
    end: isoDay(period.end),
    start: isoDay(period.start),
  }
}

/** As thresholds.csv spells it. */
function collectionStartsText(starts: CollectionStarts): string {
  return 'n' in starts ? `${starts.kind} ${starts.n}` : starts.kind
}

function yearJson(year: YearAmounts) {
  return { exposureCents: year.exposureCents, interestCents: year.interestCents, penaltiesCents: year.penaltiesCents, taxCents: year.taxCents, year: year.year }
}

function totals(sums: ExposureSums): ExposureTotals {
  return {
    assessedCents: sums.assessedCents,
    byYear: sums.years.map(yearJson),
    exposureCents: sums.total.exposureCents,
    interestCents: sums.total.interestCents,
    penaltiesCents: sums.total.penaltiesCents,
    taxCents: sums.total.taxCents,
    vdaSavingCents: sums.vdaSavingCents,
  }
}

function actionCounts(counts: Record<Action, number>): ActionCounts {
  return {
    fileBackReturns: counts['File Back Returns'],
    monitor: counts.Monitor,
    register: counts.Register,
    voluntaryDisclosure: counts['Voluntary Disclosure'],
  }
}

/** The study's exposure, gathered one entity at a time. */
export class ExposureStudy {
  private readonly entities: StudyExposureEntity[] = []
  private readonly sums: ExposureSums[] = []
  private readonly notComputed: EntityRef[] = []
  /** Each row with its entity's place in the study, for the order of ties. */
  private readonly rows: { index: number; row: StudyExposureState }[] = []
  private readonly actions: ComputedActions[] = []

  constructor(private readonly study: Study, private readonly scope: ExposureScope) {}

  /**
   * An entity with dated sales: its exposure's sums, and its generated/exposure/<CODE>.json, whose
   * states give the study's rows and computed actions as its page shows them.
   */
  add(figures: ExposureSums, report: EntityExposure): void {
    const index = this.entities.length + this.notComputed.length
    const { entity } = report
    this.sums.push(figures)
    this.entities.push({ actionCounts: report.actionCounts, entity, file: exposureFile(entity.code), totals: report.totals })
    for (const state of report.states) {
      this.rows.push({
        index,
        row: {
          action: state.action,
          entity: entity.code,
          exposureCents: state.exposureCents,
          interestCents: state.interestCents,
          nexusPeriods: state.nexusPeriods,
          penaltiesCents: state.penaltiesCents,
          recommended: state.recommended,
          state: state.state,
          stateName: state.stateName,
          taxCents: state.taxCents,
          vdaExposureCents: state.vda?.exposureCents ?? null,
          vdaSavingCents: state.vda?.savingCents ?? null,
        },
      })
    }
    // The states the adviser lists or the computation gives an action, by state code.
    const listed = this.study.recommendations.get(entity.code)?.states ?? []
    const recommended = new Set(listed)
    const actionOf = new Map(report.states.map(({ state, action }) => [state, action]))
    const states = [...new Set([...listed, ...report.states.filter(({ action }) => action !== null).map(({ state }) => state)])].sort(byStateCode)
    this.actions.push({
      entity,
      states: states.map((state) => {
        const action = actionOf.get(state) ?? null
        return { action, agrees: agrees(recommended.has(state), action), recommended: recommended.has(state), state, stateName: stateNames[state] }
      }),
    })
  }

  /** An entity without dated sales: no exposure can be computed for it. */
  skip(input: EntityInput): void {
    this.notComputed.push(entityRef(input))
  }

  /** generated/exposure.json. */
  report(): StudyExposure {
    const sums = addUp(this.sums, this.scope)
    return {
      actionCounts: actionCounts(sums.actionCounts),
      asOf: isoDay(this.scope.asOf),
      entities: this.entities,
      firstYear: this.scope.firstYear,
      law: this.study.law !== null,
      notComputed: this.notComputed,
      settlementDate: isoDay(this.scope.settlement),
      states: this.rows
        .sort((a, b) => b.row.exposureCents - a.row.exposureCents || a.index - b.index || (a.row.state < b.row.state ? -1 : 1))
        .map(({ row }) => row),
      study: studyRef(this.study),
      totals: totals(sums),
    }
  }

  /** What the home page shows of it. */
  overview(): OverviewExposure {
    const sums = addUp(this.sums, this.scope)
    return {
      actionCounts: actionCounts(sums.actionCounts),
      asOf: isoDay(this.scope.asOf),
      firstYear: this.scope.firstYear,
      law: this.study.law !== null,
      settlementDate: isoDay(this.scope.settlement),
      totals: totals(sums),
    }
  }

  /** The computed actions beside the adviser's list, for recommendations.json. */
  computedActions(): ComputedActions[] {
    return this.actions
  }
}
