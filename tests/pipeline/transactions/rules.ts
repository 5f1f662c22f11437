/** Test helper: rules with EXPOSURE.md's defaults for whatever a test does not name, and a tax year's scope. */
import { StateRules, type ThresholdRule } from '../../../pipeline/transactions/thresholds.ts'
import { studyScope, type StudyScope } from '../../../pipeline/transactions/scope.ts'

type Named = Pick<ThresholdRule, 'type' | 'period'> & Partial<ThresholdRule>

/** A rule as a row of thresholds.csv with blank optional cells gives it (state NJ, line 7 unless named). */
export function ruleOf(fields: Named): ThresholdRule {
  return {
    state: 'NJ',
    salesThresholdCents: null,
    transactionsThreshold: null,
    line: 7,
    effectiveFrom: null,
    countsMarketplace: true,
    countsExempt: true,
    collectionStarts: { kind: 'Crossing Day' },
    interestRateThousandths: 0,
    penaltyRateThousandths: 0,
    vdaLookBackMonths: null,
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
