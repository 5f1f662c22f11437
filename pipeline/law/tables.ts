/**
 * LAW.md's tables as dated rows, in the units the ledger uses: amounts in integer cents, percentages
 * in integer thousandths of a percent, days as day numbers (transactions/dates.ts). Each row keeps
 * where it came from (file and line), its Source and Verified On, so that the plan can show every row
 * a figure used. Pure: the readers (read/law.ts, read/rates.ts) build them.
 */
import type { InterestMethod, ReturnFrequency, RuleOrigin, UsStateCode } from '../../schemas/generated/types.ts'

/** The five tables of LAW.md, in the order study.json's `law` names them, and rates.csv and thresholds.csv. */
export const lawTables = ['returns', 'interest', 'penalties', 'disclosure', 'marketplace'] as const
export type LawTable = (typeof lawTables)[number]
export type RuleTable = LawTable | 'rates' | 'thresholds'

/** What every row of a dated table carries. */
export interface DatedRow {
  state: UsStateCode
  /** A day number; null for a rates.csv row without Effective From (in force on every day). */
  effectiveFrom: number | null
  table: LawTable | 'rates'
  /** Relative to the study folder, as the manifest names it; a rules library's row, the library's path (rules/us/interest.csv). */
  file: string
  line: number
  /** The study's own row, or the rules library's. */
  origin: RuleOrigin
  /** Blank where not given; shown, never computed on. */
  source: string
  verifiedOn: string
}

export interface ReturnsRule extends DatedRow {
  table: 'returns'
  effectiveFrom: number
  frequency: ReturnFrequency
  /** 1-31, or 'Last': the last day of the month. */
  dueDay: number | 'Last'
  /** 1, 2 or 3: quarters begin in that month and every third after it. */
  quarterStartMonth: number
  /** How many years back the state may assess a seller that never filed; null for no limit. */
  assessmentYears: number | null
}

export interface InterestRule extends DatedRow {
  table: 'interest'
  effectiveFrom: number
  /** A year (Simple, Compound Daily) or a month or part of one (Monthly), in thousandths of a percent. */
  rateThousandths: number
  method: InterestMethod
  startsAfterDays: number
}

export interface PenaltyRule extends DatedRow {
  table: 'penalties'
  effectiveFrom: number
  initialThousandths: number
  monthlyThousandths: number
  /** null: no cap. */
  capThousandths: number | null
  minimumCents: number
}

export type LookBack = { kind: 'Months'; n: number } | { kind: 'Calendar Years'; n: number }

export interface DisclosureRule extends DatedRow {
  table: 'disclosure'
  effectiveFrom: number
  lookBack: LookBack
  penaltiesWaived: boolean
  interestWaivedThousandths: number
}

export interface MarketplaceRule extends DatedRow {
  table: 'marketplace'
  effectiveFrom: number
}

export interface RateRule extends DatedRow {
  table: 'rates'
  rateThousandths: number
}

/**
 * One state's rows of one table, in order of Effective From (a blank one first): on day d the row in
 * force is the one with the latest Effective From on or before d; before the earliest, none.
 */
export class Dated<Row extends DatedRow> {
  readonly list: readonly Row[]

  constructor(rows: readonly Row[]) {
    this.list = [...rows].sort((a, b) => (a.effectiveFrom ?? -Infinity) - (b.effectiveFrom ?? -Infinity))
  }

  on(day: number): Row | undefined {
    for (let index = this.list.length - 1; index >= 0; index--) {
      const row = this.list[index]!
      if (row.effectiveFrom === null || row.effectiveFrom <= day) return row
    }
    return undefined
  }

  /** The first Effective From after `day`, where the row in force next changes; undefined when none does. */
  nextChange(day: number): number | undefined {
    for (const row of this.list) if (row.effectiveFrom !== null && row.effectiveFrom > day) return row.effectiveFrom
    return undefined
  }
}

/**
 * A state's rates (rates.csv): the row in force on a day, and before the state's earliest row, that
 * row (LAW.md, Inputs).
 */
export class DatedRates extends Dated<RateRule> {
  rateOn(day: number): RateRule {
    return this.on(day) ?? this.list[0]!
  }
}

/** A row of any dated table: what the plan lists. */
export type LawRow = RateRule | ReturnsRule | InterestRule | PenaltyRule | DisclosureRule | MarketplaceRule

/** One state's rows of LAW.md's tables; a table the study does not name, or that has no row for the state, is null. */
export interface StateLaw {
  returns: Dated<ReturnsRule> | null
  interest: Dated<InterestRule> | null
  penalties: Dated<PenaltyRule> | null
  disclosure: Dated<DisclosureRule> | null
  /** The earliest row is the day the state's marketplace law began. */
  marketplace: Dated<MarketplaceRule> | null
}

export const NO_LAW: StateLaw = { returns: null, interest: null, penalties: null, disclosure: null, marketplace: null }

/** The study's law: each state's tables, and every row read (for RULE_WITHOUT_SOURCE), in file order. */
export interface Law {
  states: ReadonlyMap<UsStateCode, StateLaw>
  rows: readonly LawRow[]
}
