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
import { hundredthsToDecimal, scaledToDecimal } from '../money.ts'
import { isoDay, plusMonths } from '../transactions/dates.ts'
import { disclosureJson, rowSource } from './exposure.ts'
import { entityRef, studyRef } from './refs.ts'
import type { ExposureFigures } from '../exposure/entity.ts'
import type { Action, DefaultKind, StateExposure } from '../exposure/state.ts'
import type { UsedRow } from '../law/ledger.ts'
import type { RuleTable } from '../law/tables.ts'
import type { ThresholdRule } from '../transactions/thresholds.ts'
import type { ExposureScope } from '../transactions/scope.ts'
import type { EntityInput } from '../read/entity.ts'
import type { Study } from '../read/study.ts'
import type { EntityRef, Plan, PlanDefault, PlanRuleRow, PlanStep, PlanTotals, UsStateCode } from '../../schemas/generated/types.ts'

const ACTION_ORDER: readonly Action[] = ['Voluntary Disclosure', 'File Back Returns', 'Register', 'Monitor']
const TABLE_ORDER: readonly RuleTable[] = ['thresholds', 'rates', 'returns', 'interest', 'penalties', 'disclosure', 'marketplace']
const DEFAULT_ORDER: readonly DefaultKind[] = ['returns', 'interest', 'penalties', 'disclosure', 'marketplace', 'rates']

interface Sorted { step: Omit<PlanStep, 'order'>; index: number; actBy: number | null }

/** A state's assumptions, gathered over the entities: rows by their path:line, defaults by table. */
interface StateAssumptions { rows: Map<string, { row: UsedRow; json: PlanRuleRow }>; defaults: Map<DefaultKind, PlanDefault> }

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
        rows: [...found.rows.values()]
          .sort((a, b) => TABLE_ORDER.indexOf(tableOf(a.row)) - TABLE_ORDER.indexOf(tableOf(b.row)) || (a.row.effectiveFrom ?? -Infinity) - (b.row.effectiveFrom ?? -Infinity) || a.row.line - b.row.line)
          .map(({ json }) => json),
        state,
        stateName: stateNames[state],
      })),
      entities: this.entities,
      firstYear: scope.firstYear,
      law: study.law !== null,
      nextMonth: isoDay(plusMonths(scope.settlement, 1)),
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
      disclosure: settlement.disclosure && disclosureJson(settlement.disclosure.terms, settlement.disclosure.coveredFrom, this.study.thresholdsFile),
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
    const thresholdsFile = this.study.thresholdsFile
    for (const row of exposure.used) {
      const source = rowSource(row, thresholdsFile)
      if (found.rows.has(source)) continue
      found.rows.set(source, {
        row,
        json: {
          citation: row.source,
          effectiveFrom: row.effectiveFrom === null ? null : isoDay(row.effectiveFrom),
          source,
          table: tableOf(row),
          terms: termsOf(row),
          verifiedOn: row.verifiedOn,
        },
      })
    }
    for (const table of exposure.defaults) {
      if (!found.defaults.has(table)) found.defaults.set(table, defaultOf(table, exposure, thresholdsFile))
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

function tableOf(row: UsedRow): RuleTable {
  return 'table' in row ? row.table : 'thresholds'
}

/** Thousandths of a percent as a percentage in words: 8194 → '8.194 %', 10000 → '10 %'. */
function percent(thousandths: number): string {
  return `${scaledToDecimal(thousandths, 3).replace(/\.?0+$/, '')} %`
}

/** Thousands grouped with commas, as the pages write figures: 1234567 → '1,234,567'. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}

/** Cents as money in words, as the pages write it: 10000000 → '$100,000.00', -5000 → '-$50.00'. */
export function dollars(cents: number): string {
  const [whole, fraction] = hundredthsToDecimal(Math.abs(cents)).split('.')
  return `${cents < 0 ? '-' : ''}$${grouped(whole!)}.${fraction}`
}

/** What a rule row says, in words. */
export function termsOf(row: UsedRow): string {
  if (!('table' in row)) return thresholdTerms(row)
  switch (row.table) {
    case 'rates': return `rate ${percent(row.rateThousandths)}`
    case 'returns': {
      const frequency = row.frequency === 'Quarterly' ? `quarterly, quarters from month ${row.quarterStartMonth}` : row.frequency.toLowerCase()
      const due = row.dueDay === 'Last' ? 'the last day of the next month' : `day ${row.dueDay} of the next month`
      const limit = row.assessmentYears === null ? 'no assessment limit' : `assessed back ${row.assessmentYears} year${row.assessmentYears === 1 ? '' : 's'}`
      return `${frequency}, due ${due}; ${limit}`
    }
    case 'interest': {
      const rate = row.method === 'Monthly' ? `${percent(row.rateThousandths)} a month or part of one` : `${percent(row.rateThousandths)} a year, ${row.method === 'Simple' ? 'simple' : 'compounded daily'}`
      return `${rate}, from ${row.startsAfterDays === 0 ? 'the due date' : `${row.startsAfterDays} days after the due date`}`
    }
    case 'penalties': {
      const parts = [`${percent(row.initialThousandths)} of the tax for the first month late`]
      if (row.monthlyThousandths > 0) parts.push(`${percent(row.monthlyThousandths)} for each further month or part`)
      if (row.capThousandths !== null) parts.push(`at most ${percent(row.capThousandths)}`)
      if (row.minimumCents > 0) parts.push(`at least ${dollars(row.minimumCents)} a late return`)
      return parts.join(', ')
    }
    case 'disclosure':
      return `${row.lookBack.kind} ${row.lookBack.n}; penalties ${row.penaltiesWaived ? 'waived' : 'not waived'}; ${percent(row.interestWaivedThousandths)} of interest waived`
    case 'marketplace':
      return `marketplace facilitator law from ${isoDay(row.effectiveFrom)}: marketplace sales are the seller's only before it`
  }
}

function thresholdTerms(rule: ThresholdRule): string {
  const parts: string[] = [rule.type]
  if (rule.salesThresholdCents !== null) parts.push(`sales ${dollars(rule.salesThresholdCents)}`)
  if (rule.transactionsThreshold !== null) parts.push(`${grouped(String(rule.transactionsThreshold))} transactions`)
  const starts = rule.collectionStarts
  return `${parts.join(', ')}; ${rule.period}; collection starts ${'n' in starts ? `${starts.kind} ${starts.n}` : starts.kind}; nexus lasts ${'n' in rule.nexusLasts ? `Months ${rule.nexusLasts.n}` : rule.nexusLasts.kind}`
}

/** A default that stood in, in words, with the thresholds.csv rule it comes from where it comes from one. */
function defaultOf(table: DefaultKind, exposure: StateExposure, thresholdsFile: string | null): PlanDefault {
  const { fallback } = exposure
  const rule = fallback.rule ? rowSource(fallback.rule, thresholdsFile) : null
  switch (table) {
    case 'returns':
      return { source: null, table, terms: 'periods without a returns row in force: monthly, due the 20th of the next month (EXPOSURE.md\'s calendar); without a returns row in force on the end date, no assessment limit' }
    case 'interest':
      return { source: rule, table, terms: `no interest rows: ${percent(fallback.interestRateThousandths)} a year, simple, from the due date (the Interest Rate of the thresholds rule in force on asOf)` }
    case 'penalties':
      return { source: rule, table, terms: `no penalty rows: ${percent(fallback.penaltyRateThousandths)} of a late return's tax, once (the Penalty Rate of the thresholds rule in force on asOf)` }
    case 'disclosure':
      return fallback.vdaLookBackMonths === null
        ? { source: rule, table, terms: 'no disclosure rows and no VDA Look Back Months: no disclosure offered' }
        : { source: rule, table, terms: `no disclosure rows: Months ${fallback.vdaLookBackMonths} (the VDA Look Back Months of the thresholds rule in force on asOf), penalties waived, no interest waived` }
    case 'marketplace':
      return { source: null, table, terms: 'no marketplace row: marketplace sales are never the seller\'s' }
    case 'rates':
      return { source: null, table, terms: 'no rate in rates.csv: the tax counts 0' }
  }
}
