/**
 * A state's rules from thresholds.csv, in the units the rules use: the sales threshold in integer
 * cents, the transactions threshold a whole number (each null where the type has no such part), rates
 * in thousandths of a percent. The five columns of TRANSACTIONS.md come first; EXPOSURE.md's optional
 * columns (Effective From, the channels counted, Collection Starts, the rates, the VDA look-back) may
 * follow in any order, a blank cell or an absent column taking the default. A row's shape (blank
 * exactly where the type has no part, positive thresholds, the seven period names, each optional cell's
 * form) is checked by schemas/input/thresholds.schema.json before a row gets here, and its type is the
 * schema's (schemas/generated/types.ts).
 */
import { parseCents, parseThousandths } from '../money.ts'
import { parseDay } from './dates.ts'
import type { PeriodType, RuleOrigin, ThresholdRow, ThresholdType, UsStateCode } from '../../schemas/generated/types.ts'

/** When collecting must begin after a crossing (EXPOSURE.md, Collection Starts). */
export type CollectionStarts =
  | { kind: 'Crossing Day' }
  | { kind: 'Days After'; n: number }
  | { kind: 'Months After'; n: number }
  | { kind: 'Next Year' }
  | { kind: 'Month Start After Days'; n: number }

/** How long a crossing holds nexus (LAW.md, Nexus Lasts); blank: Next Year End, EXPOSURE.md's sticky nexus. */
export type NexusLasts =
  | { kind: 'Next Year End' }
  | { kind: 'Year End' }
  | { kind: 'Months'; n: number }
  | { kind: 'While Test Passes' }

export interface ThresholdRule {
  state: UsStateCode
  type: ThresholdType
  /** Null where the type has no sales part. */
  salesThresholdCents: number | null
  /** Null where the type has no transactions part. */
  transactionsThreshold: number | null
  period: PeriodType
  /** The file the row is in: the study's thresholds.csv as the manifest names it, or the rules library's (rules/us/thresholds.csv). */
  file: string
  /** The row's line in its file, so findings can point at the rule. */
  line: number
  /** The study's own row, or the rules library's. */
  origin: RuleOrigin
  /** The first day (a day number) the rule applies; null: from the first day read. */
  effectiveFrom: number | null
  countsMarketplace: boolean
  countsExempt: boolean
  /** LAW.md: blank takes Counts Exempt. */
  countsResale: boolean
  countsNotTaxable: boolean
  collectionStarts: CollectionStarts
  nexusLasts: NexusLasts
  /** Annual simple interest, in thousandths of a percent. */
  interestRateThousandths: number
  /** Of a late month's tax, in thousandths of a percent. */
  penaltyRateThousandths: number
  /** The months a voluntary disclosure covers; null where the state offers none. */
  vdaLookBackMonths: number | null
  /**
   * The law tables whose terms the row gives itself, by a cell not blank: interest (Interest Rate),
   * penalties (Penalty Rate), disclosure (VDA Look Back Months). In a study naming a rules library,
   * a state's own value replaces the library's rows of that table.
   */
  gives: { interest: boolean; penalties: boolean; disclosure: boolean }
  /** LAW.md's Source and Verified On, blank where not given: shown, never computed on. */
  source: string
  verifiedOn: string
}

export function hasSalesPart(type: ThresholdType): boolean {
  return type === 'Sales' || type === 'Transactions Or Sales' || type === 'Transactions And Sales'
}

export function hasTransactionsPart(type: ThresholdType): boolean {
  return type === 'Transactions' || type === 'Transactions Or Sales' || type === 'Transactions And Sales'
}

/**
 * A schema-checked row as a rule (an optional column the file lacks reads as blank, csv.ts). Its Effective
 * From must be a calendar day (the schema checks only its form): the caller checks it with `calendarDay`
 * first.
 */
export function thresholdRule(row: Required<ThresholdRow>, at: { file: string; line: number; origin: RuleOrigin }): ThresholdRule {
  const type = row['Threshold Type']
  const vda = row['VDA Look Back Months']
  const countsExempt = row['Counts Exempt'] !== 'No'
  return {
    state: row.State,
    type,
    salesThresholdCents: hasSalesPart(type) ? parseCents(row['Sales Threshold']) : null,
    transactionsThreshold: hasTransactionsPart(type) ? Number(row['Transactions Threshold']) : null,
    period: row['Period Type'],
    file: at.file,
    line: at.line,
    origin: at.origin,
    effectiveFrom: row['Effective From'] === '' ? null : parseDay(row['Effective From']),
    countsMarketplace: row['Counts Marketplace'] !== 'No',
    countsExempt,
    countsResale: row['Counts Resale'] === '' ? countsExempt : row['Counts Resale'] === 'Yes',
    countsNotTaxable: row['Counts Not Taxable'] === '' ? countsExempt : row['Counts Not Taxable'] === 'Yes',
    collectionStarts: collectionStarts(row['Collection Starts']),
    nexusLasts: nexusLasts(row['Nexus Lasts']),
    interestRateThousandths: parseThousandths(row['Interest Rate']),
    penaltyRateThousandths: parseThousandths(row['Penalty Rate']),
    vdaLookBackMonths: vda === '' ? null : Number(vda),
    gives: { interest: row['Interest Rate'] !== '', penalties: row['Penalty Rate'] !== '', disclosure: vda !== '' },
    source: row.Source,
    verifiedOn: row['Verified On'],
  }
}

/** Whether a YYYY-MM-DD cell names a day of the calendar (2023-02-29 does not). */
export function calendarDay(text: string): boolean {
  try {
    parseDay(text)
    return true
  } catch {
    return false
  }
}

function collectionStarts(text: string): CollectionStarts {
  if (text === '' || text === 'Crossing Day') return { kind: 'Crossing Day' }
  if (text === 'Next Year') return { kind: 'Next Year' }
  const [, kind, n] = /^(Days After|Months After|Month Start After Days) ([0-9]+)$/.exec(text)!
  return { kind: kind as 'Days After' | 'Months After' | 'Month Start After Days', n: Number(n) }
}

function nexusLasts(text: string): NexusLasts {
  if (text === '' || text === 'Next Year End') return { kind: 'Next Year End' }
  if (text === 'Year End' || text === 'While Test Passes') return { kind: text }
  return { kind: 'Months', n: Number(/^Months ([0-9]+)$/.exec(text)![1]) }
}

/**
 * One state's rules in order of Effective From (a blank one first): on day d the rule in force is the
 * one with the latest Effective From on or before d; before the earliest, none.
 */
export class StateRules {
  readonly list: readonly ThresholdRule[]

  constructor(rules: readonly ThresholdRule[]) {
    if (rules.length === 0) throw new Error('a state has at least one rule')
    this.list = [...rules].sort((a, b) => (a.effectiveFrom ?? -Infinity) - (b.effectiveFrom ?? -Infinity))
  }

  /** The state's earliest rule: what a row shows for a day when none is in force yet. */
  get first(): ThresholdRule {
    return this.list[0]!
  }

  /** The rule in force on `day`; undefined before the earliest Effective From. */
  on(day: number): ThresholdRule | undefined {
    for (let index = this.list.length - 1; index >= 0; index--) {
      const rule = this.list[index]!
      if (rule.effectiveFrom === null || rule.effectiveFrom <= day) return rule
    }
    return undefined
  }
}
