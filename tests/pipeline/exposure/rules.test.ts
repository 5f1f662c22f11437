/**
 * Each rule of EXPOSURE.md on small hand-worked cases, through the pure functions of pipeline/exposure/
 * (and the tax year's determination where the rule reaches it). Amounts are cents; every expected
 * figure is worked in the comment beside it. Rates: 10 % unless a case names another.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { stateExposure, type StateExposure } from '../../../pipeline/exposure/state.ts'
import { collectionStart } from '../../../pipeline/exposure/periods.ts'
import { determine } from '../../../pipeline/transactions/determine.ts'
import { isoDay, parseDay } from '../../../pipeline/transactions/dates.ts'
import { studyScope, type StudyScope } from '../../../pipeline/transactions/scope.ts'
import { ruleOf, rulesOf, seriesOf, taxYearScope, total } from '../transactions/rules.ts'
import type { DailyTotal } from '../../../pipeline/transactions/daily.ts'
import type { CollectionStarts, ThresholdRule } from '../../../pipeline/transactions/thresholds.ts'
import { DatedRates } from '../../../pipeline/law/tables.ts'

const TEN_PERCENT = 10_000

const sale = total

function exposureOf(rules: ThresholdRule[], totals: DailyTotal[], at: { firstYear: number; asOf: string; rate?: number | null }): StateExposure {
  const rate = at.rate === undefined ? TEN_PERCENT : at.rate
  const scope = studyScope({ taxYear: at.firstYear, exposure: { firstYear: at.firstYear, asOf: at.asOf } })
  return stateExposure(rulesOf(...rules), seriesOf(totals, scope), ratesOf(rate), scope.first, scope.exposure!)
}

/** rates.csv's one row for the state, or none. */
export function ratesOf(rateThousandths: number | null): DatedRates | null {
  return rateThousandths === null ? null
    : new DatedRates([{ state: 'NJ', effectiveFrom: null, table: 'rates', file: 'rates.csv', line: 2, origin: 'study', source: '', verifiedOn: '', rateThousandths }])
}

/** The tax year's determination in a study with exposure, from the same totals. */
function determined(rules: ThresholdRule[], totals: DailyTotal[], scope: StudyScope) {
  return determine(rulesOf(...rules), seriesOf(totals, scope), scope)
}

const crossed = (x: StateExposure) => x.crossings.map(({ year, day }) => `${year} ${day === null ? '-' : isoDay(day)}`)
const periods = (x: StateExposure) => x.periods.map((p) => `${isoDay(p.start)} to ${isoDay(p.end)}, collecting from ${isoDay(p.collectionStart)}`)
/** Month, taxable sales, tax, due date, interest, penalty, VDA cover (- where none). */
const months = (x: StateExposure) => x.returns.map((m) =>
  `${isoDay(m.start).slice(0, 7)} ${m.taxableSalesCents} ${m.taxCents} ${isoDay(m.due)} ${m.atAsOf.interestCents} ${m.atAsOf.penaltyCents} ${m.covered === null ? '-' : m.covered}`)
const taxed = (x: StateExposure) => months(x).filter((line) => line.split(' ')[2] !== '0')

const sales100k = { type: 'Sales', salesThresholdCents: 10_000_000, period: 'Previous Or Current Calendar Year' } as const

test('a rule that changes mid-year: the lower threshold in force from 1 July is crossed on 1 July, in the exposure and in the tax year alike', () => {
  const rules = [
    ruleOf({ ...sales100k, line: 2 }),
    // From 2023-07-01: 50,000.00, and 6 % interest, 5 % penalty (the rule in force on asOf sets them).
    ruleOf({ ...sales100k, salesThresholdCents: 5_000_000, effectiveFrom: parseDay('2023-07-01'), interestRateThousandths: 6_000, penaltyRateThousandths: 5_000, line: 3 }),
  ]
  // 60,000.00 on 1 March: below 100,000.00 until 30 June, above 50,000.00 from 1 July.
  const totals = [sale('2023-03-01', 6_000_000), sale('2023-08-10', 100_000)]
  const x = exposureOf(rules, totals, { firstYear: 2023, asOf: '2023-12-31' })
  assert.equal(crossed(x), ['2023 2023-07-01'])
  assert.equal(periods(x), ['2023-07-01 to 2024-12-31, collecting from 2023-07-01'])
  // August: 1,000.00 × 10 % = 100.00, due 20 September; 102 days to 31 December (10 + 31 + 30 + 31):
  // 10000 × 6 % × 102 / 365 = 167.67 → 168; penalty 10000 × 5 % = 500. The March sale is before collecting.
  assert.equal(taxed(x), ['2023-08 100000 10000 2023-09-20 168 500 -'])
  assert.equal(x.returns.length, 6, 'July to December, each holding collection days')
  assert.is(x.action, 'File Back Returns')
  const row = determined(rules, totals, studyScope({ taxYear: 2023, exposure: { firstYear: 2023, asOf: '2023-12-31' } }))
  assert.is(row.dateCrossedThreshold, '2023-07-01')
  assert.is(row.salesThresholdCents, 5_000_000, 'the row shows the rule in force on the day crossed')
  assert.is(row.line, 3)
})

test('a rule that starts late: no test passes before its Effective From, though the window already holds enough', () => {
  const rules = [ruleOf({ type: 'Sales', salesThresholdCents: 10_000_000, period: 'Previous Calendar Year', effectiveFrom: parseDay('2022-07-01') })]
  const totals = [sale('2021-04-04', 15_000_000)]
  const x = exposureOf(rules, totals, { firstYear: 2021, asOf: '2022-12-31' })
  // 2021 has no rule at all; 2022's window (2021) holds 150,000.00 from the first day the rule applies.
  assert.equal(crossed(x), ['2021 -', '2022 2022-07-01'])
  assert.equal(periods(x), ['2022-07-01 to 2023-12-31, collecting from 2022-07-01'])
  assert.equal(taxed(x), [])
  assert.is(x.action, 'Register', 'nexus on asOf, nothing due')
  assert.is(Number(x.ratioOnAsOf.num * 100n / x.ratioOnAsOf.den), 150)
  // The tax year 2022 crosses on 1 July; in 2021 no rule is in force: Exposed (it has a row), nothing measured.
  assert.is(determined(rules, totals, taxYearScope(2022)).dateCrossedThreshold, '2022-07-01')
  const before = determined(rules, totals, taxYearScope(2021))
  assert.equal([before.overallStatus, before.salesAmountCents, before.salesPercentHundredths, before.evaluationDate], ['Exposed', 0, 0, '2021-01-01'])
})

test('each channel counted or not toward the thresholds; the tax is on Direct sales alone', () => {
  // 60,000.00 Direct on 1 February, 50,000.00 through a marketplace on 1 March, 50,000.00 exempt on 1 April.
  const totals = [
    sale('2023-02-01', 6_000_000), sale('2023-03-01', 5_000_000, 'Marketplace'), sale('2023-04-01', 5_000_000, 'Exempt'),
    sale('2023-05-10', 100_000), sale('2023-05-11', 200_000, 'Marketplace'), sale('2023-05-12', 400_000, 'Exempt'),
  ]
  const at = { firstYear: 2023, asOf: '2023-06-30' }
  const with_ = (countsMarketplace: boolean, countsExempt: boolean) => exposureOf([ruleOf({ ...sales100k, countsMarketplace, countsExempt })], totals, at)
  assert.equal(crossed(with_(true, true)), ['2023 2023-03-01'], '60,000 + 50,000 marketplace')
  assert.equal(crossed(with_(true, false)), ['2023 2023-03-01'])
  assert.equal(crossed(with_(false, true)), ['2023 2023-04-01'], '60,000 + 50,000 exempt')
  assert.equal(crossed(with_(false, false)), ['2023 -'], '61,000.00 Direct alone')
  // Collecting from 1 March: May's Direct 1,000.00 is taxed (100.00), not the 2,000.00 marketplace or 4,000.00 exempt sales.
  assert.equal(taxed(with_(true, true)), ['2023-05 100000 10000 2023-06-20 0 0 -'])
  // Transactions count the same way: three rows are needed; the exempt one counts only where the rule says so.
  const transactions = (countsExempt: boolean) =>
    exposureOf([ruleOf({ type: 'Transactions', transactionsThreshold: 3, period: 'Previous Or Current Calendar Year', countsExempt })], totals, at)
  assert.equal(crossed(transactions(true)), ['2023 2023-04-01'])
  assert.equal(crossed(transactions(false)), ['2023 2023-05-10'])
})

test('each Collection Starts kind, from a crossing on 15 March and on 20 December', () => {
  const from = (starts: CollectionStarts, date: string) => isoDay(collectionStart(starts, parseDay(date)))
  assert.is(from({ kind: 'Crossing Day' }, '2023-03-15'), '2023-03-15')
  assert.is(from({ kind: 'Days After', n: 30 }, '2023-03-15'), '2023-04-14')
  assert.is(from({ kind: 'Days After', n: 365 }, '2023-03-15'), '2024-03-14', '2024 is a leap year')
  assert.is(from({ kind: 'Months After', n: 1 }, '2023-03-15'), '2023-04-01')
  assert.is(from({ kind: 'Months After', n: 12 }, '2023-03-15'), '2024-03-01')
  assert.is(from({ kind: 'Months After', n: 1 }, '2023-12-20'), '2024-01-01')
  assert.is(from({ kind: 'Next Year' }, '2023-03-15'), '2024-01-01')
  assert.is(from({ kind: 'Next Year' }, '2023-12-20'), '2024-01-01')
  // Through the exposure: 100,000.00 crosses on 15 March; 500.00 on 13 April and 700.00 on 14 April.
  const totals = [sale('2023-03-15', 10_000_000), sale('2023-04-13', 50_000), sale('2023-04-14', 70_000)]
  const at = { firstYear: 2023, asOf: '2023-05-31' }
  const kind = (collectionStarts: CollectionStarts) => exposureOf([ruleOf({ ...sales100k, collectionStarts })], totals, at)
  // Crossing Day: the crossing day's own sale is taxed: 10,000.00, then April's 1,200.00 → 120.00.
  assert.equal(taxed(kind({ kind: 'Crossing Day' })), ['2023-03 10000000 1000000 2023-04-20 0 0 -', '2023-04 120000 12000 2023-05-20 0 0 -'])
  // Days After 30: from 14 April, so 700.00 → 70.00.
  assert.equal(taxed(kind({ kind: 'Days After', n: 30 })), ['2023-04 70000 7000 2023-05-20 0 0 -'])
  assert.equal(taxed(kind({ kind: 'Months After', n: 1 })), ['2023-04 120000 12000 2023-05-20 0 0 -'])
  const nextYear = kind({ kind: 'Next Year' })
  assert.equal([periods(nextYear), nextYear.returns.length], [['2023-03-15 to 2024-12-31, collecting from 2024-01-01'], 0], 'nothing to collect by 31 May')
})

test('a lapse and a second period: nexus sticks through the next year, lapses, and a new crossing starts a second period', () => {
  // Previous 12 Months: 100,000.00 on 2021-03-15 crosses then and, still in the window, on 2022-01-01
  // (nexus through 2023); 2023 has no crossing; 100,000.00 on 2024-06-10 crosses again.
  const rule = ruleOf({ type: 'Sales', salesThresholdCents: 10_000_000, period: 'Previous 12 Months', collectionStarts: { kind: 'Days After', n: 30 } })
  const totals = [sale('2021-03-15', 10_000_000), sale('2023-06-01', 200_000), sale('2024-01-15', 100_000), sale('2024-06-10', 10_000_000)]
  const x = exposureOf([rule], totals, { firstYear: 2021, asOf: '2024-12-31' })
  assert.equal(crossed(x), ['2021 2021-03-15', '2022 2022-01-01', '2023 -', '2024 2024-06-10'])
  assert.equal(periods(x), [
    '2021-03-15 to 2023-12-31, collecting from 2021-04-14',
    '2024-06-10 to 2025-12-31, collecting from 2024-07-10',
  ])
  // Taxed: June 2023's 2,000.00 → 200.00. Not the lapse's 1,000.00 (January 2024), nor the crossing sale of 10 June.
  assert.equal(taxed(x), ['2023-06 200000 20000 2023-07-20 0 0 -'])
  assert.ok(!months(x).some((line) => line.startsWith('2024-01')), 'no month in the lapse')
  assert.is(x.nexusOnAsOf, true)
  // Spans that touch make one period: a crossing on 2024-01-01 right after nexus through 2023-12-31.
  const touching = exposureOf([rule], [sale('2022-06-01', 10_000_000), sale('2023-12-31', 10_000_000)], { firstYear: 2022, asOf: '2024-12-31' })
  assert.equal(crossed(touching), ['2022 2022-06-01', '2023 2023-01-01', '2024 2024-01-01'])
  assert.equal(periods(touching), ['2022-06-01 to 2025-12-31, collecting from 2022-07-01'])
})

test('a negative month is listed with its negative taxable sales and no tax, interest or penalty', () => {
  const rule = ruleOf({ ...sales100k, interestRateThousandths: 12_000, penaltyRateThousandths: 10_000 })
  // 200.00 and a 500.00 refund in May: -300.00 → tax 0; June: 1,000.00 → 100.00, due 20 July.
  const totals = [sale('2023-01-10', 10_000_000), sale('2023-05-03', 20_000), sale('2023-05-20', -50_000), sale('2023-06-02', 100_000)]
  const x = exposureOf([rule], totals, { firstYear: 2023, asOf: '2023-07-30' })
  // June's interest: 10000 × 12 % × 10 / 365 = 32.88 → 33; penalty 10 % = 1000.
  assert.equal(months(x).filter((line) => /^2023-0[56]/.test(line)), ['2023-05 -30000 0 2023-06-20 0 0 -', '2023-06 100000 10000 2023-07-20 33 1000 -'])
  // January (the crossing sale): tax 1,000,000, due 20 February, 160 days to 30 July (8 + 31 + 30 + 31 + 30 + 30):
  // 1000000 × 12 % × 160 / 365 = 52602.74 → 52603; penalty 100000. The totals add the months' rounded figures.
  assert.equal([x.total.taxCents, x.total.interestCents, x.total.penaltiesCents, x.total.exposureCents], [1_010_000, 52_603 + 33, 101_000, 1_010_000 + 52_636 + 101_000])
})

test('a month not yet due on asOf bears no interest or penalty, nor one due on asOf itself; with nothing else due, the action is Register', () => {
  const rule = ruleOf({ ...sales100k, interestRateThousandths: 12_000, penaltyRateThousandths: 10_000, vdaLookBackMonths: 36 })
  const totals = [sale('2024-12-01', 10_000_000, 'Marketplace'), sale('2025-01-10', 100_000), sale('2025-02-10', 100_000), sale('2025-03-10', 100_000)]
  const x = exposureOf([rule], totals, { firstYear: 2024, asOf: '2025-03-20' })
  // January: due 20 February, 28 days to 20 March: 10000 × 12 % × 28 / 365 = 92.05 → 92; penalty 1000.
  // February: due 20 March, the study's date: nothing yet. March: due 20 April.
  assert.equal(months(x).slice(-3), [
    '2025-01 100000 10000 2025-02-20 92 1000 true',
    '2025-02 100000 10000 2025-03-20 0 0 true',
    '2025-03 100000 10000 2025-04-20 0 0 true',
  ])
  assert.is(x.action, 'Voluntary Disclosure', 'January is due, and its penalty is saved')
  const notDue = exposureOf([rule], totals.filter((entry) => entry.day !== parseDay('2025-01-10')), { firstYear: 2024, asOf: '2025-03-20' })
  assert.equal([notDue.total.interestCents, notDue.total.penaltiesCents, notDue.total.taxCents], [0, 0, 20_000])
  assert.is(notDue.action, 'Register')
})

test('interest across 29 February counts the day: 29 days in 2024 against 28 in 2023', () => {
  const rule = ruleOf({ type: 'Sales', salesThresholdCents: 500_000, period: 'Previous Or Current Calendar Year', interestRateThousandths: 10_000 })
  // 10,000.00 on 5 January crosses 5,000.00: January's tax 1,000.00, due 20 February, asOf 20 March.
  const leap = exposureOf([rule], [sale('2024-01-05', 1_000_000)], { firstYear: 2024, asOf: '2024-03-20' })
  const common = exposureOf([rule], [sale('2023-01-05', 1_000_000)], { firstYear: 2023, asOf: '2023-03-20' })
  // 100000 × 10 % × 29 / 365 = 794.52 → 795; × 28 / 365 = 767.12 → 767.
  assert.equal(taxed(leap), ['2024-01 1000000 100000 2024-02-20 795 0 -'])
  assert.equal(taxed(common), ['2023-01 1000000 100000 2023-02-20 767 0 -'])
})

test('voluntary disclosure: one that saves only the penalties, one that saves nothing, a state that offers none, one that leaves old months out', () => {
  // 10,000.00 on 2024-01-05 (tax 1,000.00) and 5,000.00 on 2024-06-10 (tax 500.00); no interest; asOf 2025-03-31.
  const totals = [sale('2024-01-05', 1_000_000), sale('2024-06-10', 500_000)]
  const at = { firstYear: 2024, asOf: '2025-03-31' }
  const base = { type: 'Sales', salesThresholdCents: 500_000, period: 'Previous Or Current Calendar Year' } as const
  const settle = (penaltyRateThousandths: number, vdaLookBackMonths: number | null) => {
    const x = exposureOf([ruleOf({ ...base, penaltyRateThousandths, vdaLookBackMonths })], totals, at)
    return { exposure: x.total.exposureCents, vda: x.vda && [isoDay(x.vda.coveredFrom), x.vda.exposureCents, x.vda.savingCents], action: x.action }
  }
  // Penalties 10 %: 100.00 + 50.00. A 36-month look-back covers from March 2022: everything but the penalties.
  assert.equal(settle(10_000, 36), { exposure: 165_000, vda: ['2022-03-01', 150_000, 15_000], action: 'Voluntary Disclosure' })
  assert.equal(settle(0, 36), { exposure: 150_000, vda: ['2022-03-01', 150_000, 0], action: 'File Back Returns' })
  assert.equal(settle(10_000, null), { exposure: 165_000, vda: null, action: 'File Back Returns' })
  // 12 months: from March 2024; January 2024 (1,000.00 and its 100.00 penalty) is not assessed: VDA 500.00, saving 1,150.00.
  assert.equal(settle(10_000, 12), { exposure: 165_000, vda: ['2024-03-01', 50_000, 115_000], action: 'Voluntary Disclosure' })
})

test('the action: none where the state has no sales tax on asOf; Monitor from 80 % of the threshold on asOf; else none', () => {
  const noTaxFrom2025 = [ruleOf(sales100k), ruleOf({ type: 'No Sales Tax', period: 'Previous Calendar Year', effectiveFrom: parseDay('2025-01-01') })]
  const owed = exposureOf(noTaxFrom2025, [sale('2024-02-01', 10_000_000), sale('2024-03-01', 100_000)], { firstYear: 2024, asOf: '2025-03-31' })
  assert.ok(owed.total.taxCents > 0)
  assert.is(owed.action, null)
  // 80,000.00 in the current year on asOf: 80 % → Monitor; 79,999.99 → none.
  assert.is(exposureOf([ruleOf(sales100k)], [sale('2025-02-01', 8_000_000)], { firstYear: 2024, asOf: '2025-03-31' }).action, 'Monitor')
  assert.is(exposureOf([ruleOf(sales100k)], [sale('2025-02-01', 7_999_999)], { firstYear: 2024, asOf: '2025-03-31' }).action, null)
})

test('a state without a rate: its months are listed with their taxable sales and no tax', () => {
  const x = exposureOf([ruleOf(sales100k)], [sale('2024-02-01', 10_000_000)], { firstYear: 2024, asOf: '2024-12-31', rate: null })
  assert.equal(taxed(x), [])
  assert.is(x.returns[0]!.taxableSalesCents, 10_000_000)
  assert.is(x.action, 'Register')
})

test('every year from firstYear through asOf\'s is listed, a month counting in its own year', () => {
  const x = exposureOf([ruleOf(sales100k)], [sale('2023-11-30', 10_000_000), sale('2024-01-02', 100_000)], { firstYear: 2022, asOf: '2024-03-31' })
  assert.equal(x.years.map(({ year, taxCents }) => `${year} ${taxCents}`), ['2022 0', '2023 1000000', '2024 10000'])
})

test.run()
