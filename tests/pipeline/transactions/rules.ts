/**
 * Test helper: rules with EXPOSURE.md's defaults for whatever a test does not name, a tax year's scope,
 * and daily totals written with their dates.
 */
import { StateRules, type ThresholdRule } from '../../../pipeline/transactions/thresholds.ts'
import { studyScope, type StudyScope } from '../../../pipeline/transactions/scope.ts'
import { DailySeries, type Channel, type DailyTotal } from '../../../pipeline/transactions/daily.ts'
import { parseDay } from '../../../pipeline/transactions/dates.ts'

type Named = Pick<ThresholdRule, 'type' | 'period'> & Partial<ThresholdRule>

/** A rule as a row of thresholds.csv with blank optional cells gives it (state NJ, line 7 unless named). */
export function ruleOf(fields: Named): ThresholdRule {
  return {
    state: 'NJ',
    salesThresholdCents: null,
    transactionsThreshold: null,
    file: 'thresholds.csv',
    line: 7,
    origin: 'study',
    effectiveFrom: null,
    countsMarketplace: true,
    countsExempt: true,
    countsResale: fields.countsExempt ?? true,
    countsNotTaxable: fields.countsExempt ?? true,
    collectionStarts: { kind: 'Crossing Day' },
    nexusLasts: { kind: 'Next Year End' },
    interestRateThousandths: 0,
    penaltyRateThousandths: 0,
    vdaLookBackMonths: null,
    gives: { interest: false, penalties: false, disclosure: false },
    source: '',
    verifiedOn: '',
    ...fields,
  }
}

export function rulesOf(...rules: ThresholdRule[]): StateRules {
  return new StateRules(rules)
}

/** A study without exposure: the look-back year and the tax year. */
export function taxYearScope(taxYear: number): StudyScope {
  return studyScope({ taxYear })
}

/** A day's total: dollars as integer cents; one transaction for a sale, none for a refund, unless given. */
export function total(date: string, salesCents: number, channel: Channel = 'Direct', transactions = salesCents > 0 ? 1 : 0): DailyTotal {
  return { day: parseDay(date), channel, salesCents, transactions }
}

/** Totals as the derivation holds them: prefix sums over the scope's days. */
export function seriesOf(totals: readonly DailyTotal[], scope: Pick<StudyScope, 'first' | 'last'>): DailySeries {
  return new DailySeries(totals, scope.first, scope.last)
}
