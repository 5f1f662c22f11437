import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { windowsFor } from '../../../pipeline/transactions/windows.ts'
import type { PeriodType } from '../../../schemas/generated/types.ts'
import { isoDay, lookBackStart, oneYearEarlier, parseDay } from '../../../pipeline/transactions/dates.ts'

/** The windows for a day of a study's tax year, as [start, end] dates. */
function windows(period: PeriodType, date: string, taxYear: number): [string, string][] {
  return windowsFor(period, parseDay(date), lookBackStart(taxYear)).map((w) => [isoDay(w.start), isoDay(w.end)])
}

test('one year earlier than 29 February is 28 February; other days keep their date', () => {
  assert.is(isoDay(oneYearEarlier(parseDay('2024-02-29'))), '2023-02-28')
  assert.is(isoDay(oneYearEarlier(parseDay('2025-02-28'))), '2024-02-28')
  assert.is(isoDay(oneYearEarlier(parseDay('2024-03-01'))), '2023-03-01')
})

test('Previous Calendar Year is the whole year before the day', () => {
  assert.equal(windows('Previous Calendar Year', '2024-06-15', 2024), [['2023-01-01', '2023-12-31']])
  assert.equal(windows('Previous Calendar Year', '2024-01-01', 2024), [['2023-01-01', '2023-12-31']])
})

test('Previous Or Current Calendar Year has two windows: last year, and this year through the day', () => {
  assert.equal(windows('Previous Or Current Calendar Year', '2024-03-10', 2024), [['2023-01-01', '2023-12-31'], ['2024-01-01', '2024-03-10']])
  assert.equal(windows('Previous Or Current Calendar Year', '2024-01-01', 2024), [['2023-01-01', '2023-12-31'], ['2024-01-01', '2024-01-01']])
})

test('Previous 12 Months on the leap day starts the day after 28 February of the year before', () => {
  assert.equal(windows('Previous 12 Months', '2024-02-29', 2024), [['2023-03-01', '2024-02-29']])
  assert.equal(windows('Previous 12 Months', '2024-02-28', 2024), [['2023-03-01', '2024-02-28']])
  assert.equal(windows('Previous 12 Months', '2024-03-01', 2024), [['2023-03-02', '2024-03-01']])
  assert.equal(windows('Previous 12 Months', '2024-01-01', 2024), [['2023-01-02', '2024-01-01']])
})

test('Previous 12 Months on 28 February 2025 reaches back to the leap day in the look-back', () => {
  assert.equal(windows('Previous 12 Months', '2025-02-28', 2025), [['2024-02-29', '2025-02-28']])
  assert.equal(windows('Previous 12 Months', '2025-03-01', 2025), [['2024-03-02', '2025-03-01']])
})

test('Previous Four Calendar Quarters changes between 31 March and 1 April', () => {
  assert.equal(windows('Previous Four Calendar Quarters', '2024-03-31', 2024), [['2023-01-01', '2023-12-31']])
  assert.equal(windows('Previous Four Calendar Quarters', '2024-04-01', 2024), [['2023-04-01', '2024-03-31']])
  assert.equal(windows('Previous Four Calendar Quarters', '2024-12-31', 2024), [['2023-10-01', '2024-09-30']])
})

test('Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed ends on the last quarter end', () => {
  const period = 'Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed'
  assert.equal(windows(period, '2024-03-31', 2024), [['2023-01-01', '2023-12-31']])
  assert.equal(windows(period, '2024-04-01', 2024), [['2023-04-01', '2024-03-31']])
  assert.equal(windows(period, '2024-07-01', 2024), [['2023-07-01', '2024-06-30']])
})

test('Twelve Month Ending Sept ends on the last 30 September before the day: 30 September still uses last year', () => {
  assert.equal(windows('Twelve Month Ending Sept', '2024-09-30', 2024), [['2023-01-01', '2023-09-30']])
  assert.equal(windows('Twelve Month Ending Sept', '2024-10-01', 2024), [['2023-10-01', '2024-09-30']])
  assert.equal(windows('Twelve Month Ending Sept', '2025-10-01', 2025), [['2024-10-01', '2025-09-30']])
})

test('a window that reaches back before the look-back is clipped to 1 January of the year before', () => {
  assert.equal(windows('Twelve Month Ending Sept', '2024-01-05', 2024), [['2023-01-01', '2023-09-30']])
  assert.equal(windows('Twelve Month Ending Sept', '2025-06-30', 2025), [['2024-01-01', '2024-09-30']])
})

test('New York quarters run December to February across the new year', () => {
  const period = 'Previous Four New York Sales Tax Quarters'
  // 1 December 2024 opens the December–February quarter: the four before are Dec 2023 … Nov 2024.
  assert.equal(windows(period, '2024-12-01', 2024), [['2023-12-01', '2024-11-30']])
  assert.equal(windows(period, '2024-11-30', 2024), [['2023-09-01', '2024-08-31']])
  // 29 February 2024 is still in the quarter that began in December 2023.
  assert.equal(windows(period, '2024-02-29', 2024), [['2023-01-01', '2023-11-30']])
  assert.equal(windows(period, '2024-03-01', 2024), [['2023-03-01', '2024-02-29']])
  assert.equal(windows(period, '2025-01-15', 2025), [['2024-01-01', '2024-11-30']])
  assert.equal(windows(period, '2025-02-28', 2025), [['2024-01-01', '2024-11-30']])
})

test.run()
