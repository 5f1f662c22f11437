/**
 * LAW.md's rules one by one, each figure worked by hand in the comment beside it: return periods and due
 * dates of each frequency, a frequency change mid-year, each interest method across a rate change and
 * 29 February, Starts After Days, a penalty reaching its cap and a minimum that binds, months late, an
 * assessment limit, a marketplace law and a rate change inside a period; then, through stateExposure,
 * each Nexus Lasts, each look-back kind, a waived interest share, penalties not waived, and a settlement
 * date whose month later drops a return out of the look-back.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { dueDate, periodOf, returnPeriods } from '../../../pipeline/law/calendar.ts'
import { assessable, interest, monthsLateOf, penalty, priced, taxed, type StateTerms } from '../../../pipeline/law/ledger.ts'
import { Dated, DatedRates, NO_LAW, type DisclosureRule, type InterestRule, type MarketplaceRule, type PenaltyRule, type RateRule, type ReturnsRule, type StateLaw } from '../../../pipeline/law/tables.ts'
import { stateExposure } from '../../../pipeline/exposure/state.ts'
import { isoDay, parseDay, plusMonths } from '../../../pipeline/transactions/dates.ts'
import { studyScope } from '../../../pipeline/transactions/scope.ts'
import { windowsFor } from '../../../pipeline/transactions/windows.ts'
import { collectionStart } from '../../../pipeline/exposure/periods.ts'
import { ruleOf, rulesOf, seriesOf, total } from '../transactions/rules.ts'
import type { InterestMethod, ReturnFrequency } from '../../../schemas/generated/types.ts'
import type { DailyTotal } from '../../../pipeline/transactions/daily.ts'

const day = parseDay
const iso = isoDay
const at = (table: string, from: string, line = 2) => ({ state: 'NJ' as const, effectiveFrom: day(from), file: `law/${table}.csv`, line, origin: 'study' as const, source: '', verifiedOn: '' })

const returnsRow = (from: string, frequency: ReturnFrequency, dueDay: number | 'Last', quarterStartMonth = 1, assessmentYears: number | null = null): ReturnsRule =>
  ({ ...at('returns', from), table: 'returns', frequency, dueDay, quarterStartMonth, assessmentYears })
const interestRow = (from: string, percent: number, method: InterestMethod, startsAfterDays = 0): InterestRule =>
  ({ ...at('interest', from), table: 'interest', rateThousandths: percent * 1000, method, startsAfterDays })
const penaltyRow = (from: string, initial: number, monthly: number, cap: number | null, minimumCents = 0): PenaltyRule =>
  ({ ...at('penalties', from), table: 'penalties', initialThousandths: initial * 1000, monthlyThousandths: monthly * 1000, capThousandths: cap === null ? null : cap * 1000, minimumCents })
const disclosureRow = (from: string, kind: 'Months' | 'Calendar Years', n: number, penaltiesWaived: boolean, waivedPercent: number): DisclosureRule =>
  ({ ...at('disclosure', from), table: 'disclosure', lookBack: { kind, n }, penaltiesWaived, interestWaivedThousandths: waivedPercent * 1000 })
const rateRow = (from: string | null, percent: number): RateRule =>
  ({ ...at('rates', from ?? '2020-01-01'), effectiveFrom: from === null ? null : day(from), table: 'rates', rateThousandths: Math.round(percent * 1000) })

function termsOf(law: Partial<StateLaw>, rates: RateRule[] = [rateRow(null, 10)]): StateTerms {
  return { law: { ...NO_LAW, ...law }, rates: new DatedRates(rates), fallback: { interestRateThousandths: 0, penaltyRateThousandths: 0, vdaLookBackMonths: null, rule: undefined }, used: new Set() }
}
const period = (d: string, rows: ReturnsRule[] | null) => {
  const found = periodOf(day(d), rows && new Dated(rows))
  return `${iso(found.start)} to ${iso(found.end)}, due ${iso(found.due)}, ${found.frequency}`
}

test('each frequency and due day: months, quarters from each start month, years; a due day past the month\'s end is its last day', () => {
  assert.is(period('2024-02-10', null), '2024-02-01 to 2024-02-29, due 2024-03-20, Monthly', 'no row: EXPOSURE.md\'s calendar')
  assert.is(period('2023-01-10', [returnsRow('2020-01-01', 'Monthly', 30)]), '2023-01-01 to 2023-01-31, due 2023-02-28, Monthly', 'day 30 of February 2023 is its 28th')
  assert.is(period('2024-05-10', [returnsRow('2020-01-01', 'Quarterly', 'Last', 1)]), '2024-04-01 to 2024-06-30, due 2024-07-31, Quarterly')
  assert.is(period('2024-01-15', [returnsRow('2020-01-01', 'Quarterly', 31, 2)]), '2023-11-01 to 2024-01-31, due 2024-02-29, Quarterly', 'Nov-Jan; 31 February 2024 is the 29th')
  assert.is(period('2024-12-15', [returnsRow('2020-01-01', 'Quarterly', 31, 3)]), '2024-12-01 to 2025-02-28, due 2025-03-31, Quarterly', 'Dec-Feb')
  assert.is(period('2024-06-01', [returnsRow('2020-01-01', 'Annual', 20)]), '2024-01-01 to 2024-12-31, due 2025-01-20, Annual')
  assert.is(iso(dueDate(day('2024-03-31'), returnsRow('2020-01-01', 'Monthly', 'Last'))), '2024-04-30')
})

test('a frequency change mid-year: the quarter under way ends the day before the monthly row, which then gives months', () => {
  const rows = new Dated([returnsRow('2020-01-01', 'Quarterly', 'Last', 1), returnsRow('2024-05-01', 'Monthly', 20)])
  const periods = returnPeriods([{ start: day('2024-02-10'), end: day('2024-06-30') }], rows)
  assert.equal(periods.map((found) => `${iso(found.start)} to ${iso(found.end)} due ${iso(found.due)}`), [
    '2024-01-01 to 2024-03-31 due 2024-04-30',
    '2024-04-01 to 2024-04-30 due 2024-05-31',
    '2024-05-01 to 2024-05-31 due 2024-06-20',
    '2024-06-01 to 2024-06-30 due 2024-07-20',
  ])
  assert.equal(periods[0]!.collection.map((window) => `${iso(window.start)} to ${iso(window.end)}`), ['2024-02-10 to 2024-03-31'])
})

test('each interest method across a rate change and 29 February', () => {
  // 1,000.00 due 2024-02-20, to 2024-03-10: 21-29 February (9 days, 29 February among them) at 12 %,
  // 1-10 March (10 days) at 18 % from 2024-03-01.
  const rows = (method: InterestMethod) => termsOf({ interest: new Dated([interestRow('2020-01-01', 12, method), interestRow('2024-03-01', 18, method)]) })
  // Simple: 100000 × (9 × 12 + 10 × 18) ÷ 100 ÷ 365 = 28,800,000 ÷ 36,500 = 789.04 → 789 cents.
  assert.is(interest(100_000, day('2024-02-20'), day('2024-03-10'), rows('Simple')), 789)
  // Compound Daily: 100000 × ((1 + 12/36500)^9 × (1 + 18/36500)^10 − 1) = 791.9907 → 792 (Python's decimal, 60 digits).
  assert.is(interest(100_000, day('2024-02-20'), day('2024-03-10'), rows('Compound Daily')), 792)
  // Monthly: months from 21 February; to 10 March one month, at the rate of its first day, 12 %: 12,000;
  // to 10 April two, the second from 21 March at 18 %: 30,000.
  assert.is(interest(100_000, day('2024-02-20'), day('2024-03-10'), rows('Monthly')), 12_000)
  assert.is(interest(100_000, day('2024-02-20'), day('2024-04-10'), rows('Monthly')), 30_000)
  // Monthly from 31 January at 1 %: month 1 to 28 February, month 2 from 29 February (31 January plus a
  // month) to 30 March, month 3 from 31 March. To 30 March: 2 months, 2,000; to 31 March: 3, 3,000.
  const onePercent = termsOf({ interest: new Dated([interestRow('2020-01-01', 1, 'Monthly')]) })
  assert.is(interest(100_000, day('2024-01-30'), day('2024-03-30'), onePercent), 2_000)
  assert.is(interest(100_000, day('2024-01-30'), day('2024-03-31'), onePercent), 3_000)
  assert.is(iso(plusMonths(day('2024-01-31'), 1)), '2024-02-29')
})

test('Starts After Days: interest from the day after due + N, N of the row in force on the due date', () => {
  // 365.00 due 2024-01-20 at 10 %, N 30: the first day is 2024-02-20; to 2024-03-01, 11 days:
  // 36500 × 10 ÷ 100 × 11 ÷ 365 = 110 cents; to 2024-02-19 none.
  const terms = termsOf({ interest: new Dated([interestRow('2020-01-01', 10, 'Simple', 30), interestRow('2024-02-01', 10, 'Simple', 0)]) })
  assert.is(interest(36_500, day('2024-01-20'), day('2024-03-01'), terms), 110)
  assert.is(interest(36_500, day('2024-01-20'), day('2024-02-19'), terms), 0)
  // Due 2024-02-20, under the second row (N 0): 10 days to 2024-03-01, 100 cents.
  assert.is(interest(36_500, day('2024-02-20'), day('2024-03-01'), terms), 100)
})

test('months late, a penalty reaching its cap, a minimum that binds, none without tax or a row in force on the due date', () => {
  assert.is(monthsLateOf(day('2021-04-20'), day('2025-03-31')), 48, '2021-04-20 plus 48 months is 2025-04-20, the first on or after')
  assert.is(monthsLateOf(day('2024-01-31'), day('2024-02-29')), 1)
  assert.is(monthsLateOf(day('2024-01-31'), day('2024-03-01')), 2)
  const capped = termsOf({ penalties: new Dated([penaltyRow('2020-01-01', 10, 1, 30)]) })
  // 1,000.00: 10 % the first month; 15 months late 10 + 14 = 24 %; 25 months late 34 %, capped at 30 %.
  assert.equal([1, 15, 25].map((months) => penalty(100_000, day('2022-01-20'), months, capped)), [10_000, 24_000, 30_000])
  // 196.63 at 5 % is 9.83, below the 50.00 minimum; no tax, no penalty; before the first row, none.
  const minimum = termsOf({ penalties: new Dated([penaltyRow('2021-01-01', 5, 5, 10, 5_000)]) })
  assert.equal([penalty(19_663, day('2021-08-20'), 1, minimum), penalty(0, day('2021-08-20'), 3, minimum), penalty(19_663, day('2020-12-20'), 1, minimum)], [5_000, 0, 0])
})

test('an assessment limit: due on or after the end date minus Assessment Years; none without a row on the end date', () => {
  const rows = new Dated([returnsRow('2020-01-01', 'Monthly', 20, 1, 3)])
  assert.equal([assessable(day('2022-03-30'), day('2025-03-31'), rows), assessable(day('2022-03-31'), day('2025-03-31'), rows)], [false, true])
  const oneYear = new Dated([returnsRow('2020-01-01', 'Monthly', 20, 1, 1)])
  assert.equal([assessable(day('2027-02-27'), day('2028-02-29'), oneYear), assessable(day('2027-02-28'), day('2028-02-29'), oneYear)], [false, true], '29 February minus a year is 28 February')
  assert.is(assessable(day('2001-01-20'), day('2025-03-31'), null), true)
})

test('a marketplace law and a rate change inside a quarter: each day at its own rate and law, rounded once', () => {
  const scope = studyScope({ taxYear: 2024, exposure: { firstYear: 2024, asOf: '2024-12-31' } })
  const series = seriesOf([
    total('2024-04-10', 100_000), total('2024-05-14', 200_000, 'Marketplace'), total('2024-05-15', 400_000, 'Marketplace'),
    total('2024-06-01', 33_333), total('2024-06-02', 900_000, 'Exempt'), total('2024-06-03', 800_000, 'Resale'), total('2024-06-04', 700_000, 'Not Taxable'),
  ], scope)
  const law = { returns: new Dated([returnsRow('2020-01-01', 'Quarterly', 'Last', 1)]), marketplace: new Dated<MarketplaceRule>([{ ...at('marketplace', '2024-05-15'), table: 'marketplace' }]) }
  const terms = termsOf(law, [rateRow(null, 10), rateRow('2024-06-01', 20)])
  const [quarter] = returnPeriods([{ start: day('2024-04-01'), end: day('2024-06-30') }], law.returns)
  // Taxable: 1,000.00 direct + 2,000.00 marketplace before the law (not the 4,000.00 from its first day)
  // + 333.33 direct; exempt, resale and not taxable never. Tax: 3,000.00 × 10 % + 333.33 × 20 % =
  // 300.00 + 66.666 = 366.666 → 366.67.
  const ret = taxed(quarter!, series, terms)
  assert.equal([ret.taxableSalesCents, ret.taxCents], [333_333, 36_667])
  assert.equal([...terms.used].map((row) => 'table' in row ? `${row.table} ${row.effectiveFrom === null ? '-' : iso(row.effectiveFrom)}` : '?').sort(),
    ['marketplace 2024-05-15', 'rates -', 'rates 2024-06-01', 'returns 2020-01-01'])
  // Priced to 2024-08-31 by EXPOSURE.md's defaults (no interest or penalty rows, rates 0): due 2024-07-31, one month late.
  assert.equal(priced(ret, day('2024-08-31'), terms), { interestCents: 0, monthsLate: 1, penaltyCents: 0, assessable: true })
})

test('the new period type and collection start: the twelve whole months before d\'s month; the first month start on or after c + N', () => {
  assert.equal(windowsFor('Preceding 12 Calendar Months', day('2024-03-15'), day('2020-01-01')).map((window) => `${iso(window.start)} to ${iso(window.end)}`), ['2023-03-01 to 2024-02-29'])
  assert.is(iso(collectionStart({ kind: 'Month Start After Days', n: 30 }, day('2021-09-10'))), '2021-11-01')
  assert.is(iso(collectionStart({ kind: 'Month Start After Days', n: 21 }, day('2021-09-10'))), '2021-10-01', 'c + 21 is 1 October itself')
})

const sales100k = { type: 'Sales' as const, period: 'Previous 12 Months' as const, salesThresholdCents: 10_000_000 }

function exposureOf(rules: Parameters<typeof ruleOf>[0][], totals: DailyTotal[], dates: { firstYear: number; asOf: string; settlementDate?: string }, law: Partial<StateLaw> = {}) {
  const scope = studyScope({ taxYear: dates.firstYear, exposure: dates })
  return stateExposure(rulesOf(...rules.map(ruleOf)), seriesOf(totals, scope), new DatedRates([rateRow(null, 10)]), scope.first, scope.exposure!, { ...NO_LAW, ...law })
}
const periodsOf = (x: ReturnType<typeof exposureOf>) => x.periods.map((found) => `${iso(found.start)} to ${iso(found.end)} from ${iso(found.collectionStart)}`)

test('each Nexus Lasts: through the next year\'s end, the year\'s end, N months, or the days the test passes', () => {
  // 100,000.00 on 2022-03-10 crosses a Previous 12 Months threshold of 100,000.00 that day; the window
  // holds it through 2023-03-09. 100,000.00 more on 2023-09-20 passes again from then to 2024-09-19.
  const sales = [total('2022-03-10', 10_000_000), total('2023-09-20', 10_000_000)]
  const dates = { firstYear: 2022, asOf: '2024-12-31' }
  assert.equal(periodsOf(exposureOf([{ ...sales100k, nexusLasts: { kind: 'Next Year End' } }], sales, dates)), ['2022-03-10 to 2025-12-31 from 2022-03-10'],
    '2022\'s crossing to 2023-12-31, 2023\'s (1 January) to 2024-12-31, 2024\'s (1 January) to 2025-12-31: one run')
  assert.equal(periodsOf(exposureOf([{ ...sales100k, nexusLasts: { kind: 'Year End' } }], sales, dates)), ['2022-03-10 to 2024-12-31 from 2022-03-10'])
  // Months 6: a crossing in March holds through the last day of August (the month 5 months after).
  assert.equal(periodsOf(exposureOf([{ ...sales100k, nexusLasts: { kind: 'Months', n: 6 } }], [total('2022-03-10', 10_000_000)], { firstYear: 2022, asOf: '2022-12-31' })),
    ['2022-03-10 to 2022-08-31 from 2022-03-10'])
  // While Test Passes: only the passing days; the second run begins on 2023-09-20, no crossing day (2023's was 1 January).
  const passing = exposureOf([{ ...sales100k, nexusLasts: { kind: 'While Test Passes' } }], sales, dates)
  assert.equal(periodsOf(passing), ['2022-03-10 to 2023-03-09 from 2022-03-10', '2023-09-20 to 2024-09-19 from 2023-09-20'])
  assert.equal(passing.crossings.map(({ day: found }) => found === null ? '-' : iso(found)), ['2022-03-10', '2023-01-01', '2024-01-01'])
})

test('each look-back kind, a waived share of interest, penalties not waived, and a month\'s wait that drops a return out', () => {
  // 1,000.00 a month from July 2024 (one sale on the 1st, crossing a 1,000.00 threshold), 10 % tax:
  // 100.00 a month, due the 20th of the next; 12 % simple interest, 10 % penalty once; asOf 2025-03-31,
  // settlement 2025-06-30: the returns July 2024 to March 2025.
  const sales = ['07', '08', '09', '10', '11', '12'].map((month) => total(`2024-${month}-01`, 100_000))
    .concat(['01', '02', '03'].map((month) => total(`2025-${month}-01`, 100_000)))
  const rule = { type: 'Sales' as const, period: 'Previous 12 Months' as const, salesThresholdCents: 100_000, interestRateThousandths: 12_000, penaltyRateThousandths: 10_000 }
  const dates = { firstYear: 2024, asOf: '2025-03-31', settlementDate: '2025-06-30' }
  const months = exposureOf([rule], sales, dates, { disclosure: new Dated([disclosureRow('2020-01-01', 'Months', 11, false, 25)]) })
  assert.is(months.returns.length, 9)
  // Months 11 at 2025-06-30: from the first of the month 11 months before June 2025, 2024-07-01: all nine.
  assert.is(iso(months.settlement.disclosure!.coveredFrom), '2024-07-01')
  // A month later (2025-07-30) from 2024-08-01: July 2024 drops out.
  assert.is(iso(months.settlement.nextDisclosure!.coveredFrom), '2024-08-01')
  const july = months.returns[0]!
  // July's return: due 2024-08-20; interest to 2025-06-30, 314 days: 10000 × 12 % × 314 ÷ 365 = 1032.33 → 1032;
  // penalty 1,000 (10 %, not waived). Covered: 10000 + (1032 × 75 % = 774) + 1000 = 11,774.
  assert.equal([july.atSettlement.interestCents, july.atSettlement.penaltyCents, july.covered], [1_032, 1_000, true])
  const coveredAtS = months.returns.map((row) => row.taxCents + Math.round(row.atSettlement.interestCents * 0.75) + row.atSettlement.penaltyCents)
  assert.is(months.settlement.disclosure!.cents, coveredAtS.reduce((a, b) => a + b, 0))
  const next = months.returns.slice(1).map((row) => row.taxCents + Math.round(row.atNextMonth.interestCents * 0.75) + row.atNextMonth.penaltyCents)
  assert.is(months.settlement.delayCents, next.reduce((a, b) => a + b, 0) - months.settlement.disclosure!.cents)
  assert.ok(months.settlement.delayCents! < 0, 'dropping July saves more than a month of interest costs')
  assert.is(months.action, 'Voluntary Disclosure')
  // Calendar Years 1 at 2025-06-30: from 2024-01-01; a month later still, so the delay is a month's interest alone.
  const years = exposureOf([rule], sales, dates, { disclosure: new Dated([disclosureRow('2020-01-01', 'Calendar Years', 1, true, 0)]) })
  assert.equal([iso(years.settlement.disclosure!.coveredFrom), iso(years.settlement.nextDisclosure!.coveredFrom)], ['2024-01-01', '2024-01-01'])
  const interestAtS = years.returns.reduce((sum, row) => sum + row.atSettlement.interestCents, 0)
  const interestNext = years.returns.reduce((sum, row) => sum + row.atNextMonth.interestCents, 0)
  assert.is(years.settlement.delayCents, interestNext - interestAtS)
  // Penalties waived: the disclosure is the tax and interest; the saving exactly the penalties.
  assert.is(years.settlement.savingCents, years.settlement.assessed.penaltiesCents)
})

test('a settlement date whose month later passes the assessment limit: the oldest return is no longer assessed', () => {
  // One return of 100.00 due 2022-07-20 (June 2022's), Assessment Years 3: at 2025-06-30 it is due after
  // 2022-06-30, assessable; at 2025-07-30 (a month later) before 2022-07-30, not. File back returns:
  // the delay is minus its whole assessed figure plus the other returns' growth (there are none).
  const rule = { type: 'Sales' as const, period: 'Previous 12 Months' as const, salesThresholdCents: 100_000, interestRateThousandths: 10_000, nexusLasts: { kind: 'Months' as const, n: 1 } }
  const x = exposureOf([rule], [total('2022-06-01', 100_000)], { firstYear: 2022, asOf: '2025-03-31', settlementDate: '2025-06-30' },
    { returns: new Dated([returnsRow('2020-01-01', 'Monthly', 20, 1, 3)]) })
  // (2023's crossing, on 1 January while the window still holds the sale, adds January 2023's return: no tax.)
  assert.equal(x.returns.map((row) => [iso(row.due), row.taxCents, row.atAsOf.assessable, row.atSettlement.assessable, row.atNextMonth.assessable]),
    [['2022-07-20', 10_000, true, true, false], ['2023-02-20', 0, true, true, true]])
  assert.is(x.action, 'File Back Returns')
  assert.is(x.settlement.delayCents, -x.settlement.assessed.exposureCents)
})

test.run()
