import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { determine as determineOn, runningMeasure as runningOn } from '../../../pipeline/transactions/determine.ts'
import { ruleOf, rulesOf, seriesOf, taxYearScope, total } from './rules.ts'
import type { StateRules } from '../../../pipeline/transactions/thresholds.ts'
import type { PeriodType, ThresholdType } from '../../../schemas/generated/types.ts'
import type { DailyTotal } from '../../../pipeline/transactions/daily.ts'
import type { StudyScope } from '../../../pipeline/transactions/scope.ts'

function rule(type: ThresholdType, period: PeriodType, sales: number | null, transactions: number | null): StateRules {
  return rulesOf(ruleOf({ type, salesThresholdCents: sales, transactionsThreshold: transactions, period }))
}

/** A day's Direct total: dollars as integer cents. */
function day(date: string, salesCents: number, transactions = salesCents > 0 ? 1 : 0): DailyTotal {
  return total(date, salesCents, 'Direct', transactions)
}

const determine = (rules: StateRules, totals: DailyTotal[], scope: StudyScope) => determineOn(rules, seriesOf(totals, scope), scope)
const runningMeasure = (rules: StateRules, totals: DailyTotal[], scope: StudyScope) => runningOn(rules, seriesOf(totals, scope), scope)

const SALES_100K = 10_000_000

function percentOn(points: ReturnType<typeof runningMeasure>, date: string): number | undefined {
  return points.find((point) => point.date === date)?.percent
}

test('a day landing exactly on the sales threshold crosses it (≥)', () => {
  const totals = [day('2023-06-01', 6_000_000), day('2024-03-15', 4_000_000)]
  const row = determine(rule('Sales', 'Previous 12 Months', SALES_100K, null), totals, taxYearScope(2024))
  assert.is(row.dateCrossedThreshold, '2024-03-15')
  assert.is(row.overallStatus, 'Crossed Threshold')
  assert.is(row.salesAmountCents, SALES_100K)
  assert.is(row.salesPercentHundredths, 10000)
  assert.is(row.windowStart, '2023-03-16')
  assert.is(row.windowEnd, '2024-03-15')
  assert.is(row.salesStatus, 'Crossed Threshold')
  assert.is(row.transactionsStatus, '')
})

test('one cent short never crosses, though its percentage rounds to 100.00: Approaching on the first day of its peak', () => {
  const totals = [day('2023-06-01', 6_000_000), day('2024-03-15', 3_999_999)]
  const row = determine(rule('Sales', 'Previous 12 Months', SALES_100K, null), totals, taxYearScope(2024))
  assert.is(row.dateCrossedThreshold, null)
  assert.is(row.overallStatus, 'Approaching')
  assert.is(row.evaluationDate, '2024-03-15')
  assert.is(row.salesAmountCents, 9_999_999)
  assert.is(row.salesPercentHundredths, 10000)
  assert.is(row.salesStatus, 'Approaching')
  // The June 2023 sale leaves the window on 1 June 2024.
  const running = runningMeasure(rule('Sales', 'Previous 12 Months', SALES_100K, null), totals, taxYearScope(2024))
  assert.is(percentOn(running, '2024-05-31'), 100)
  assert.is(percentOn(running, '2024-06-01'), 40)
  assert.is(running.length, 366)
})

test('Previous 12 Months on 29 February 2024 counts from 1 March 2023, not 28 February', () => {
  const crossing = [day('2023-03-01', 6_000_000), day('2024-02-29', 4_000_000)]
  assert.is(determine(rule('Sales', 'Previous 12 Months', SALES_100K, null), crossing, taxYearScope(2024)).dateCrossedThreshold, '2024-02-29')
  const missing = [day('2023-02-28', 6_000_000), day('2024-02-29', 4_000_000)]
  const row = determine(rule('Sales', 'Previous 12 Months', SALES_100K, null), missing, taxYearScope(2024))
  assert.is(row.dateCrossedThreshold, null)
  assert.is(row.overallStatus, 'Exposed')
  // 60 % through 27 February (window from 28 February 2023), 40 % from the leap day on.
  assert.is(row.evaluationDate, '2024-01-01')
  assert.is(row.salesPercentHundredths, 6000)
  const running = runningMeasure(rule('Sales', 'Previous 12 Months', SALES_100K, null), missing, taxYearScope(2024))
  assert.is(percentOn(running, '2024-02-27'), 60)
  assert.is(percentOn(running, '2024-02-28'), 0)
  assert.is(percentOn(running, '2024-02-29'), 40)
})

test('Previous 12 Months on 28 February 2025 still holds the leap day of the look-back', () => {
  const totals = [day('2024-02-29', 6_000_000), day('2025-02-28', 4_000_000)]
  const row = determine(rule('Sales', 'Previous 12 Months', SALES_100K, null), totals, taxYearScope(2025))
  assert.is(row.dateCrossedThreshold, '2025-02-28')
  assert.is(row.windowStart, '2024-02-29')
  const running = runningMeasure(rule('Sales', 'Previous 12 Months', SALES_100K, null), totals, taxYearScope(2025))
  assert.is(running.length, 365)
  assert.is(percentOn(running, '2025-03-01'), 40)
})

test('Previous Four Calendar Quarters: a sale on 31 March counts from 1 April, and one a year earlier drops out then', () => {
  const late = determine(rule('Sales', 'Previous Four Calendar Quarters', SALES_100K, null), [day('2024-03-31', SALES_100K)], taxYearScope(2024))
  assert.is(late.dateCrossedThreshold, '2024-04-01')
  assert.is(late.windowStart, '2023-04-01')
  assert.is(late.windowEnd, '2024-03-31')
  const early = [day('2023-03-31', SALES_100K)]
  assert.is(determine(rule('Sales', 'Previous Four Calendar Quarters', SALES_100K, null), early, taxYearScope(2024)).dateCrossedThreshold, '2024-01-01')
  const running = runningMeasure(rule('Sales', 'Previous Four Calendar Quarters', SALES_100K, null), early, taxYearScope(2024))
  assert.is(percentOn(running, '2024-03-31'), 100)
  assert.is(percentOn(running, '2024-04-01'), 0)
})

test('New York quarters: sales from December to February count together from 1 March', () => {
  const ny = rule('Transactions And Sales', 'Previous Four New York Sales Tax Quarters', 50_000_000, 100)
  const totals = [day('2023-12-15', 30_000_000, 60), day('2024-02-20', 20_000_000, 40)]
  const row = determine(ny, totals, taxYearScope(2024))
  assert.is(row.dateCrossedThreshold, '2024-03-01')
  assert.is(row.windowStart, '2023-03-01')
  assert.is(row.windowEnd, '2024-02-29')
  assert.is(row.transactionsCount, 100)
  assert.is(row.salesAmountCents, 50_000_000)
  // In February the quarter holding both days is not yet complete: nothing counts.
  assert.is(percentOn(runningMeasure(ny, totals, taxYearScope(2024)), '2024-02-29'), 0)
})

test('Twelve Month Ending Sept: a sale on 30 September counts from 1 October', () => {
  const sept = rule('Sales', 'Twelve Month Ending Sept', SALES_100K, null)
  const row = determine(sept, [day('2024-09-30', SALES_100K)], taxYearScope(2024))
  assert.is(row.dateCrossedThreshold, '2024-10-01')
  assert.is(row.windowStart, '2023-10-01')
  assert.is(row.windowEnd, '2024-09-30')
})

test('a refund after the crossing leaves the date crossed; Total Sales is net', () => {
  const current = rule('Sales', 'Previous Or Current Calendar Year', SALES_100K, null)
  const totals = [day('2024-05-01', SALES_100K), day('2024-06-01', -3_000_000)]
  const row = determine(current, totals, taxYearScope(2024))
  assert.is(row.dateCrossedThreshold, '2024-05-01')
  assert.is(row.overallStatus, 'Crossed Threshold')
  assert.is(row.salesAmountCents, SALES_100K)
  assert.is(row.windowStart, '2024-01-01')
  assert.is(row.windowEnd, '2024-05-01')
  assert.is(row.totalSalesCents, 7_000_000)
  assert.is(percentOn(runningMeasure(current, totals, taxYearScope(2024)), '2024-06-01'), 70)
})

test('totals outside the look-back and the tax year are left out of every window and of Total Sales', () => {
  const totals = [day('2022-12-31', SALES_100K), day('2024-06-01', 1_000), day('2025-01-01', SALES_100K)]
  const row = determine(rule('Sales', 'Previous Or Current Calendar Year', SALES_100K, null), totals, taxYearScope(2024))
  assert.is(row.overallStatus, 'Exposed')
  assert.is(row.totalSalesCents, 1_000)
})

test('Transactions Or Sales passes on either part; Transactions And Sales needs both', () => {
  const totals = [day('2023-07-01', 5_000_000, 250)]
  const or = determine(rule('Transactions Or Sales', 'Previous Calendar Year', SALES_100K, 200), totals, taxYearScope(2024))
  assert.is(or.dateCrossedThreshold, '2024-01-01')
  assert.is(or.overallStatus, 'Crossed Threshold')
  assert.is(or.transactionsPercentHundredths, 12500)
  assert.is(or.salesPercentHundredths, 5000)
  const and = determine(rule('Transactions And Sales', 'Previous Calendar Year', SALES_100K, 200), totals, taxYearScope(2024))
  assert.is(and.dateCrossedThreshold, null)
  assert.is(and.overallStatus, 'Exposed')
  assert.is(and.transactionsStatus, 'Crossed Threshold')
  assert.is(and.salesStatus, 'Exposed')
  assert.is(and.evaluationDate, '2024-01-01')
})

test('Transactions And Sales is Approaching when its smaller part reaches 80 %', () => {
  const and = determine(rule('Transactions And Sales', 'Previous Calendar Year', SALES_100K, 200), [day('2023-07-01', 8_000_000, 250)], taxYearScope(2024))
  assert.is(and.overallStatus, 'Approaching')
  assert.is(and.salesStatus, 'Approaching')
})

test('Previous Or Current Calendar Year shows the window that passed', () => {
  const totals = [day('2023-03-01', 2_000_000), day('2024-04-10', SALES_100K)]
  const row = determine(rule('Sales', 'Previous Or Current Calendar Year', SALES_100K, null), totals, taxYearScope(2024))
  assert.is(row.dateCrossedThreshold, '2024-04-10')
  assert.is(row.windowStart, '2024-01-01')
  assert.is(row.salesAmountCents, SALES_100K)
  const lastYear = determine(rule('Sales', 'Previous Or Current Calendar Year', SALES_100K, null), [day('2023-03-01', 12_000_000)], taxYearScope(2024))
  assert.is(lastYear.dateCrossedThreshold, '2024-01-01')
  assert.is(lastYear.windowStart, '2023-01-01')
  assert.is(lastYear.windowEnd, '2023-12-31')
})

test('a Transactions rule counts transactions, not sales', () => {
  const totals = [day('2024-02-01', 100, 150), day('2024-03-01', 100, 50)]
  const row = determine(rule('Transactions', 'Previous Or Current Calendar Year', null, 200), totals, taxYearScope(2024))
  assert.is(row.dateCrossedThreshold, '2024-03-01')
  assert.is(row.transactionsCount, 200)
  assert.is(row.salesThresholdCents, 0)
  assert.is(row.salesStatus, '')
  assert.is(row.salesPercentHundredths, 0)
})

test('No Sales Tax states say so whatever the sales', () => {
  const row = determine(rule('No Sales Tax', 'Previous Calendar Year', null, null), [day('2023-05-01', 99_000_000, 900)], taxYearScope(2024))
  assert.is(row.overallStatus, 'No Sales Tax')
  assert.is(row.salesStatus, 'No Sales Tax')
  assert.is(row.transactionsStatus, 'No Sales Tax')
  assert.is(row.dateCrossedThreshold, null)
  assert.is(row.ruleSetName, 'no_sales_tax')
  assert.is(row.nexusThresholdType, '')
  assert.equal(runningMeasure(rule('No Sales Tax', 'Previous Calendar Year', null, null), [], taxYearScope(2024)), [])
})

test('a state with no rows is Not Exposed, evaluated on 31 December', () => {
  const row = determine(rule('Transactions Or Sales', 'Previous Or Current Calendar Year', SALES_100K, 200), [], taxYearScope(2024))
  assert.is(row.overallStatus, 'Not Exposed')
  assert.is(row.evaluationDate, '2024-12-31')
  assert.is(row.salesStatus, 'Not Exposed')
  assert.is(row.transactionsStatus, 'Not Exposed')
  assert.is(row.salesPercentHundredths, 0)
  assert.is(row.totalSalesCents, 0)
  assert.is(row.hasRows, false)
  assert.is(row.jurisdiction, 'USA.S-NJ')
  assert.is(row.ruleSetName, 'USA.S-NJ-2024')
})

test('a state whose rows net to nothing is still Exposed', () => {
  const row = determine(rule('Sales', 'Previous Or Current Calendar Year', SALES_100K, null), [day('2024-02-01', 0, 0)], taxYearScope(2024))
  assert.is(row.overallStatus, 'Exposed')
  assert.is(row.hasRows, true)
})

test.run()
