/**
 * What a nexus row's status was decided on (issue 28, every percentage names its window): the part of
 * the threshold (sales or transactions: for Transactions Or Sales the larger ratio, the part that
 * crossed or came nearest; for Transactions And Sales the smaller, the part that crossed last or held
 * the state below), its ratio, the window it was measured on, what the window held, and what remains
 * to each threshold on that window. The same for the engine's rows and the computed ones, and the one
 * judgement of whether a status agrees with its own figures, which the data checks and the pages share.
 */
import { divideRounded } from '../money.ts'
import type { NexusRecord } from '../read/nexus-export.ts'
import type { JurisdictionStatus, Measured } from '../../schemas/generated/types.ts'

/** A part's measure against its threshold, exactly; den 0 where the rule has no such part. */
interface PartRatio { num: bigint; den: bigint }

/**
 * The sales a row's sales percentage is of: its Sales Amount, or where the engine caps the amount at the
 * threshold once crossed (SPEC.md: Sales Amount equal to the threshold, a percentage above 100 and more
 * Total Sales), the Total Sales its percentage is of.
 */
export function measuredSalesCents(row: NexusRecord): number {
  const capped = row.salesThresholdCents > 0 && row.salesAmountCents === row.salesThresholdCents
    && row.salesPercentHundredths > 100_00 && row.totalSalesCents > row.salesAmountCents
  return capped ? row.totalSalesCents : row.salesAmountCents
}

export function measured(row: NexusRecord, status: JurisdictionStatus): Measured {
  const salesCents = measuredSalesCents(row)
  const sales: PartRatio = { num: BigInt(salesCents), den: BigInt(Math.max(row.salesThresholdCents, 0)) }
  const transactions: PartRatio = { num: BigInt(row.transactionsCount), den: BigInt(row.transactionsThreshold ?? 0) }
  const part = decidingPart(row.nexusThresholdType, sales, transactions)
  const ratio = part === 'sales' ? sales : transactions
  return {
    agreesWithStatus: agrees(status, ratio),
    part,
    percent: percentShown(ratio),
    remainingSalesCents: row.salesThresholdCents > 0 ? row.salesThresholdCents - salesCents : null,
    remainingTransactions: row.transactionsThreshold === null ? null : row.transactionsThreshold - row.transactionsCount,
    salesCents,
    transactions: row.transactionsCount,
    windowEnd: row.windowEnd,
    windowStart: row.windowStart,
  }
}

/**
 * The ratio × 100 to one decimal, rounded half away from zero, but never onto a boundary it has not
 * reached: 99.96 % is 99.9 %, not 100.0 %, and 79.96 % is 79.9 %; 0 where the part has no threshold.
 */
function percentShown({ num, den }: PartRatio): number {
  if (den === 0n) return 0
  let tenths = divideRounded(num * 1000n, den)
  if (num < den && tenths >= 1000n) tenths = 999n
  else if (num * 5n < den * 4n && tenths >= 800n) tenths = 799n
  return Number(tenths) / 10
}

/** The part a status is decided on, by the rule's type; a part the rule lacks never decides. Ties go to sales. */
function decidingPart(type: NexusRecord['nexusThresholdType'], sales: PartRatio, transactions: PartRatio): Measured['part'] {
  const hasSales = sales.den > 0n
  const hasTransactions = transactions.den > 0n
  if (!hasTransactions) return 'sales'
  if (!hasSales) return 'transactions'
  const salesAhead = sales.num * transactions.den - transactions.num * sales.den
  switch (type) {
    case 'Sales': return 'sales'
    case 'Transactions': return 'transactions'
    case 'Transactions Or Sales': return salesAhead >= 0n ? 'sales' : 'transactions'
    case 'Transactions And Sales': return salesAhead <= 0n ? 'sales' : 'transactions'
    case '': return 'sales'
  }
}

/** Whether the ratio puts a state in its status's group: Crossed at 100 % or more, Approaching from 80 % to below 100 %, Exposed below 80 %. */
function agrees(status: JurisdictionStatus, { num, den }: PartRatio): boolean {
  const crossed = den > 0n && num >= den
  const approaching = den > 0n && num * 5n >= den * 4n
  switch (status) {
    case 'Crossed Threshold': return crossed
    case 'Approaching': return approaching && !crossed
    case 'Exposed': return !approaching
    default: return true
  }
}
