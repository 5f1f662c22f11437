/**
 * One state's rule from thresholds.csv (State,Threshold Type,Sales Threshold,Transactions Threshold,
 * Period Type), in the units the rules use: the sales threshold in integer cents, the transactions
 * threshold a whole number, each null where the type has no such part. The row's shape (blank exactly
 * where the type has no part, positive thresholds, the seven period names) is checked by
 * schemas/input/thresholds.schema.json before a row gets here.
 */
import { parseCents } from '../money.ts'
import type { PeriodType } from './windows.ts'
import type { UsStateCode } from '../../schemas/types.ts'

export const thresholdTypes = ['Sales', 'Transactions', 'Transactions Or Sales', 'Transactions And Sales', 'No Sales Tax'] as const
export type ThresholdType = (typeof thresholdTypes)[number]

export const thresholdColumns = ['State', 'Threshold Type', 'Sales Threshold', 'Transactions Threshold', 'Period Type'] as const

/** One row of thresholds.csv as read (every cell a string). */
export interface ThresholdRow {
  State: string
  'Threshold Type': ThresholdType
  'Sales Threshold': string
  'Transactions Threshold': string
  'Period Type': PeriodType
}

export interface ThresholdRule {
  state: UsStateCode
  type: ThresholdType
  /** Null where the type has no sales part. */
  salesThresholdCents: number | null
  /** Null where the type has no transactions part. */
  transactionsThreshold: number | null
  period: PeriodType
  /** The row's line in thresholds.csv, so findings can point at the rule. */
  line: number
}

export function hasSalesPart(type: ThresholdType): boolean {
  return type === 'Sales' || type === 'Transactions Or Sales' || type === 'Transactions And Sales'
}

export function hasTransactionsPart(type: ThresholdType): boolean {
  return type === 'Transactions' || type === 'Transactions Or Sales' || type === 'Transactions And Sales'
}

/** A schema-checked row as a rule. */
export function thresholdRule(row: ThresholdRow, line: number): ThresholdRule {
  const type = row['Threshold Type']
  return {
    state: row.State as UsStateCode,
    type,
    salesThresholdCents: hasSalesPart(type) ? parseCents(row['Sales Threshold']) : null,
    transactionsThreshold: hasTransactionsPart(type) ? Number(row['Transactions Threshold']) : null,
    period: row['Period Type'],
    line,
  }
}
