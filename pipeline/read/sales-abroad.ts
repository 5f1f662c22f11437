/**
 * The limits on amounts abroad. Every USD equivalent of an amount abroad (the export's Total Sales ×
 * fx.csv's rate), summed over every entity without signs, stays within the study's revenue limit
 * (common/limits.ts), kept as a running total while the entities are read, so that each equivalent, each
 * entity's total and the study's are exact as numbers. (In its own minor units an amount is exact
 * anyway: at most 999999999999.99 of a currency with at most three, as every currency Intl knows has.)
 */
import { hundredthsToDecimal, usdCentsOf } from '../money.ts'
import { MAX_STUDY_REVENUE_CENTS } from '../../common/limits.ts'
import { nexusColumns } from './nexus-export.ts'
import { UNATTRIBUTED } from '../jurisdictions.ts'
import type { FxRate } from './fx.ts'
import type { Problems } from '../problems.ts'
import type { EntityInput } from './entity.ts'

const TOTAL_SALES_COLUMN = nexusColumns.indexOf('Total Sales') + 1

export class StudySalesAbroad {
  private total = 0n
  private crossing: { file: string; line: number; cents: number; currency: string } | undefined

  constructor(private readonly rates: ReadonlyMap<string, FxRate> | null, private readonly display: (file: string) => string) {}

  get exceeded(): boolean {
    return this.crossing !== undefined
  }

  /** Adds an entity's USD equivalents abroad, in the order of its rows. */
  add(entity: EntityInput): void {
    if (this.crossing || !this.rates || !entity.nexus) return
    for (const row of entity.nexus.rows) {
      const rate = row.state === null && row.jurisdiction !== UNATTRIBUTED ? this.rates.get(row.currency) : undefined
      if (rate === undefined) continue
      const usd = usdCentsOf(row.totalSalesCents, rate.usdPerUnitMillionths)
      this.total += usd < 0n ? -usd : usd
      if (this.total <= MAX_STUDY_REVENUE_CENTS) continue
      this.crossing = { file: this.display(entity.nexus.file), line: row.line, cents: row.totalSalesCents, currency: row.currency }
      return
    }
  }

  /** Reports the row that crossed the limit, once every entity is read, beside every other problem (as StudyRevenue does). */
  report(problems: Problems): void {
    if (!this.crossing) return
    const { file, line, cents, currency } = this.crossing
    problems.add(file, line, TOTAL_SALES_COLUMN, 'TOTAL_TOO_LARGE',
      `Total Sales ${hundredthsToDecimal(cents)} ${currency} takes the study's sales abroad in USD at the study's exchange rates, summed over every entity without signs, beyond ${hundredthsToDecimal(Number(MAX_STUDY_REVENUE_CENTS))} USD, the largest total a study may hold; expected amounts and rates whose USD equivalents add up to at most that`)
  }
}
