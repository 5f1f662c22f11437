/**
 * The study's revenue limit (common/limits.ts), kept as a running total while the entities are read one at a
 * time. Every total and liability is a sum of revenue amounts (a liability never exceeds its revenue),
 * so bounding the sum of every amount, signs ignored, keeps them all exact.
 */
import { hundredthsToDecimal } from '../money.ts'
import { MAX_STUDY_REVENUE_CENTS } from '../../common/limits.ts'
import type { Problems } from '../problems.ts'
import type { EntityInput } from './entity.ts'

export class StudyRevenue {
  private total = 0n
  /** The first revenue line that took the total beyond the limit. */
  private crossing: { file: string; line: number; column: number; cents: number } | undefined

  constructor(private readonly display: (file: string) => string) {}

  /** Whether the total so far is beyond the limit: from then on nothing may be derived. */
  get exceeded(): boolean {
    return this.crossing !== undefined
  }

  /** Adds an entity's revenue, in the order of its lines. */
  add(entity: EntityInput): void {
    if (this.crossing) return
    for (const { cents, line } of [...entity.revenue.values()].sort((a, b) => a.line - b.line)) {
      this.total += BigInt(cents < 0 ? -cents : cents)
      if (this.total <= MAX_STUDY_REVENUE_CENTS) continue
      const where = entity.revenueFile ?? entity.sales?.file ?? 'study.json'
      this.crossing = { file: this.display(where), line: entity.revenueFile ? line : 1, column: entity.revenueFile ? 2 : 1, cents }
      return
    }
  }

  /**
   * Reports the line that crossed the limit, once every entity is read, beside every other problem of
   * the run: an entity with a problem of its own is left out of the total, so a total beyond the limit
   * without it is beyond the limit with it too (once fixed, the line that crosses may come sooner).
   */
  report(problems: Problems): void {
    if (!this.crossing) return
    const { file, line, column, cents } = this.crossing
    problems.add(file, line, column, 'TOTAL_TOO_LARGE',
      `Revenue ${hundredthsToDecimal(cents)} takes the study's revenue, summed over every entity without signs, beyond ${hundredthsToDecimal(Number(MAX_STUDY_REVENUE_CENTS))} USD, the largest total a study may hold; expected amounts that add up to at most that`)
  }
}
