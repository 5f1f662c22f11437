import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as format from '../../web/src/format.ts'

const test = suite('format')

test('money in cents is shown as US dollars with two decimals', () => {
  assert.is(format.usd(10535297), '$105,352.97')
  assert.is(format.usd(26641364), '$266,413.64')
  assert.is(format.usd(0), '$0.00')
  assert.is(format.usd(5), '$0.05')
  assert.is(format.usd(-125000), '-$1,250.00')
})

test('a threshold window reads from its first to its last day, or says it is not given', () => {
  assert.is(format.windowText('2023-01-01', '2023-12-31'), '2023-01-01 to 2023-12-31')
  assert.is(format.windowText(null, null), 'window not given')
  assert.is(format.windowText(null, '2024-12-31'), '… to 2024-12-31')
})

test('a liability that does not apply is shown as a dash', () => {
  assert.is(format.liability(null), '-')
  assert.is(format.liability(0), '$0.00')
  assert.is(format.liability(1942889), '$19,428.89')
})

test('a tax rate has three decimals and a percent sign, or N/A without a rate', () => {
  assert.is(format.rate(8.379), '8.379%')
  assert.is(format.rate(6), '6.000%')
  assert.is(format.rate(6.35), '6.350%')
  assert.is(format.rate(0), '0.000%')
  assert.is(format.rate(null), 'N/A')
})

test('the consolidated page also shows N/A for a zero rate', () => {
  assert.is(format.consolidatedRate(0), 'N/A')
  assert.is(format.consolidatedRate(null), 'N/A')
  assert.is(format.consolidatedRate(9.38), '9.380%')
})

test('percentages keep the precision the pipeline rounded them to', () => {
  assert.is(format.percent1(83.6), '83.6%')
  assert.is(format.percent1(100), '100.0%')
  assert.is(format.percent1(-12.5), '-12.5%')
  assert.is(format.percent2(7.8), '7.80%')
  assert.is(format.percent2(8.01), '8.01%')
})

test('counts read as n of m, and an empty state list reads None', () => {
  assert.is(format.nOfM(5, 37), '5 of 37')
  assert.is(format.count(1234), '1,234')
  assert.is(format.stateList([]), 'None')
  assert.is(format.stateList(['AZ', 'MD']), 'AZ, MD')
})

test('brands with nexus read as None, 1 brand or n brands', () => {
  assert.is(format.nexusEntityCount(0), 'None')
  assert.is(format.nexusEntityCount(1), '1 brand')
  assert.is(format.nexusEntityCount(2), '2 brands')
})

test('a state shared by more than one entity carries the count in parentheses', () => {
  assert.is(format.sharedState('AZ', 2), 'AZ (2)')
  assert.is(format.sharedState('MA', 1), 'MA')
})

const plain = (text: string) => text.replace(/\s/g, ' ')

test('foreign amounts are shown in their own currency with its code and exactly its own decimals', () => {
  assert.is(plain(format.moneyIn(123456, 'EUR', 2)), 'EUR 1,234.56')
  assert.is(plain(format.moneyIn(50000000, 'CAD', 2)), 'CAD 500,000.00')
  assert.is(plain(format.moneyIn(2287651, 'JPY', 0)), 'JPY 2,287,651')
  assert.is(plain(format.moneyIn(1700000, 'ISK', 0)), 'ISK 1,700,000')
  assert.is(plain(format.moneyIn(15000000, 'KRW', 0)), 'KRW 15,000,000')
  assert.is(plain(format.moneyIn(1050000, 'KWD', 3)), 'KWD 1,050.000')
  assert.is(plain(format.moneyIn(1012500, 'BHD', 3)), 'BHD 1,012.500')
  assert.is(plain(format.moneyIn(-101000, 'EUR', 2)), '-EUR 1,010.00')
  // formatted from the exact decimal: a double would not hold the last fils
  assert.is(plain(format.moneyIn(9007199254740991, 'BHD', 3)), 'BHD 9,007,199,254,740.991')
})

test('unattributed revenue shows the UNKNOWN code and is never passed to Intl as a currency', () => {
  assert.is(format.moneyIn(437790, 'UNKNOWN', 2), '4,377.90 UNKNOWN')
})

test('a chart axis shows dollars in short; a number of months reads as words', () => {
  assert.is(format.usdCompact(8189170), '$81.9K')
  assert.is(format.usdCompact(2000000), '$20K')
  assert.is(format.usdCompact(100000000), '$1M')
  assert.is(format.usdCompact(0), '$0')
  assert.is(format.monthCount(1), '1 month')
  assert.is(format.monthCount(36), '36 months')
})

test.run()
