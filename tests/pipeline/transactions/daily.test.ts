/** The prefix sums over daily totals: any window's measures, per channel counted, exact at any size. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DailySeries } from '../../../pipeline/transactions/daily.ts'
import { parseDay } from '../../../pipeline/transactions/dates.ts'
import { total } from './rules.ts'

const first = parseDay('2024-01-01')
const last = parseDay('2024-12-31')
const window = (start: string, end: string) => ({ start: parseDay(start), end: parseDay(end) })

test('a window sums its days of the channels counted; days outside the series are ignored', () => {
  const series = new DailySeries([
    total('2023-12-31', 999_99), total('2024-01-01', 100), total('2024-01-02', 250, 'Marketplace'), total('2024-01-02', -50, 'Exempt', 0),
    total('2024-03-01', 1_000, 'Direct', 3), total('2025-01-01', 999_99),
  ], first, last)
  assert.equal(series.measure(window('2023-01-01', '2024-12-31')), { salesCents: 1_300n, transactions: 5 })
  assert.equal(series.measure(window('2024-01-02', '2024-01-02'), { countsMarketplace: false, countsExempt: true, countsResale: true, countsNotTaxable: true }), { salesCents: -50n, transactions: 0 })
  assert.equal(series.measure(window('2024-01-02', '2024-03-01'), { countsMarketplace: true, countsExempt: false, countsResale: false, countsNotTaxable: false }), { salesCents: 1_250n, transactions: 4 })
  assert.is(series.channelSales('Direct', window('2024-01-01', '2024-12-31')), 1_100n)
  assert.equal([series.hasRows(window('2024-01-03', '2024-02-29')), series.hasRows(window('2024-01-02', '2024-01-02'))], [false, true])
})

test("LAW.md's Resale and Not Taxable count toward a threshold only where the rule counts them", () => {
  const series = new DailySeries([total('2024-01-01', 100), total('2024-01-01', 20, 'Resale'), total('2024-01-01', 3, 'Not Taxable')], first, last)
  const counted = (countsResale: boolean, countsNotTaxable: boolean) =>
    series.measure(window('2024-01-01', '2024-01-01'), { countsMarketplace: true, countsExempt: true, countsResale, countsNotTaxable }).salesCents
  assert.equal([counted(true, true), counted(false, true), counted(true, false), counted(false, false)], [123n, 103n, 120n, 100n])
})

test('sums beyond what a double holds exactly stay exact (bigints), whatever the window', () => {
  // 9,000,000,000,000,000 cents on each of three days: 2.7e16, past 2^53; one cent on the fourth.
  const big = 9_000_000_000_000_000
  const series = new DailySeries([total('2024-02-01', big), total('2024-02-02', big), total('2024-02-03', big), total('2024-02-04', 1)], first, last)
  assert.is(series.measure(window('2024-01-01', '2024-12-31')).salesCents, 27_000_000_000_000_001n)
  assert.is(series.measure(window('2024-02-03', '2024-02-04')).salesCents, 9_000_000_000_000_001n)
  assert.is(series.channelSales('Direct', window('2024-02-02', '2024-12-31')), 18_000_000_000_000_001n)
})

test.run()
