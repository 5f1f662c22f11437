/**
 * What a nexus row's status is decided on (derive/measured.ts): the part, its percentage, the window and
 * what remains, on rows of the engine's export and computed ones alike; and the data check that judges
 * an export's status on that part, in a copy of tests/fixtures/other-study.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, os, path } from 'zx'
import { measured } from '../../pipeline/derive/measured.ts'
import { compile } from './compile.ts'
import type { NexusRecord } from '../../pipeline/read/nexus-export.ts'

/** A US row of an export: sales and transactions against their thresholds, over 2024. */
function row(values: Partial<NexusRecord>): NexusRecord {
  return {
    line: 2, jurisdiction: 'USA.S-NY', state: 'NY', ruleSetName: 'USA.S-NY-2019', dateCrossedThreshold: null,
    windowStart: '2024-01-01', windowEnd: '2024-12-31', transactionsCount: 0, transactionsThreshold: null,
    salesAmountCents: 0, salesThresholdCents: 10_000_000, totalSalesCents: 0, salesAfterNexusCents: 0, currency: 'USD',
    transactionsPercentHundredths: 0, salesPercentHundredths: 0, transactionsStatus: '', salesStatus: '', overallStatus: 'Exposed',
    nexusThresholdType: 'Sales', ...values,
  }
}

test('Transactions And Sales is decided on the smaller part: Crossed at 140 % of sales but 75 % of transactions contradicts itself', () => {
  const both = row({ nexusThresholdType: 'Transactions And Sales', salesAmountCents: 14_000_000, totalSalesCents: 14_000_000, transactionsCount: 150, transactionsThreshold: 200 })
  assert.equal(measured(both, 'Crossed Threshold'), {
    agreesWithStatus: false, part: 'transactions', percent: 75, remainingSalesCents: -4_000_000, remainingTransactions: 50,
    salesCents: 14_000_000, transactions: 150, windowEnd: '2024-12-31', windowStart: '2024-01-01',
  })
  assert.ok(measured(both, 'Exposed').agreesWithStatus)
})

test('Transactions Or Sales is decided on the larger part: crossed on 236 of 200 transactions at 64 % of sales', () => {
  const either = row({ nexusThresholdType: 'Transactions Or Sales', salesAmountCents: 6_411_890, totalSalesCents: 6_411_890, transactionsCount: 236, transactionsThreshold: 200 })
  const found = measured(either, 'Crossed Threshold')
  assert.equal([found.part, found.percent, found.remainingTransactions, found.agreesWithStatus], ['transactions', 118, -36, true])
  // A tie goes to sales.
  assert.is(measured(row({ nexusThresholdType: 'Transactions Or Sales', salesAmountCents: 5_000_000, transactionsCount: 100, transactionsThreshold: 200 }), 'Exposed').part, 'sales')
})

test('the engine caps Sales Amount at the threshold once crossed: the percentage is of Total Sales, and so is what is measured', () => {
  // SPEC.md: Sales Amount 100,000.00 = the threshold, Total Sales 412,350.18, Sales Percentage 412.35.
  const capped = row({ salesAmountCents: 10_000_000, totalSalesCents: 41_235_018, salesPercentHundredths: 41_235, overallStatus: 'Crossed Threshold' })
  assert.equal([measured(capped, 'Crossed Threshold').salesCents, measured(capped, 'Crossed Threshold').percent], [41_235_018, 412.4])
  // A computed row is never capped: its Sales Amount is the window's, whatever the year's total.
  const computed = row({ salesAmountCents: 15_387_309, totalSalesCents: 24_248_603, salesPercentHundredths: 15_387 })
  assert.equal([measured(computed, 'Crossed Threshold').salesCents, measured(computed, 'Crossed Threshold').percent], [15_387_309, 153.9])
})

test('a percentage never rounds onto a boundary it has not reached', () => {
  // 99,996.00 of 100,000.00 is 99.996 %: 99.9, not 100.0; 79,996.00 is 79.9, not 80.0; 100,000.00 is 100.
  const percent = (cents: number, status: 'Approaching' | 'Exposed' | 'Crossed Threshold') => measured(row({ salesAmountCents: cents }), status)
  assert.equal([percent(9_999_600, 'Approaching').percent, percent(9_999_600, 'Approaching').agreesWithStatus], [99.9, true])
  assert.equal([percent(7_999_600, 'Exposed').percent, percent(7_999_600, 'Exposed').agreesWithStatus], [79.9, true])
  assert.equal([percent(10_000_000, 'Crossed Threshold').percent, percent(10_000_000, 'Approaching').agreesWithStatus], [100, false])
  assert.equal([percent(8_004_900, 'Approaching').percent, percent(8_004_900, 'Exposed').agreesWithStatus], [80, false])
})

test('a part the rule lacks never decides, and a status left blank claims nothing', () => {
  const transactionsOnly = row({ nexusThresholdType: 'Transactions', salesThresholdCents: 0, transactionsCount: 150, transactionsThreshold: 200 })
  assert.equal([measured(transactionsOnly, 'Exposed').part, measured(transactionsOnly, 'Exposed').remainingSalesCents], ['transactions', null])
  assert.ok(measured(row({ salesAmountCents: -500 }), 'Not Determined').agreesWithStatus)
})

test('the data check judges an export\'s status on its deciding part: NY Crossed at 140 % of sales and 75 of 100 transactions', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-measured-'))
  try {
    await fs.copy('tests/fixtures/other-study', dir)
    const file = path.join(dir, 'nexus/X1.csv')
    const text = await fs.readFile(file, 'utf8')
    await fs.writeFile(file, text.replace(
      'USA.S-NY,USA.S-NY-2019,,2023-01-01,2023-12-31 23:59:59.999999999,70,100,250000.10,500000.00,0.00,250000.10,USD,70.00,50.00,Approaching,Exposed,Approaching',
      'USA.S-NY,USA.S-NY-2019,2023-12-31,2023-01-01,2023-12-31 23:59:59.999999999,75,100,700000.00,500000.00,0.00,700000.00,USD,75.00,140.00,Approaching,Crossed Threshold,Crossed Threshold'))
    const study = await compile(dir)
    const finding = study.findings.findings.find((found) => found.code === 'STATUS_CONTRADICTS_PERCENTAGE' && found.state === 'NY')
    assert.is(finding?.message, 'The export marks NY Crossed Threshold, but the percentage its status is decided on (the transactions part, the smaller) is 75.0%, 75 transactions from 2023-01-01 to 2023-12-31: Exposed by its own figures.')
    assert.is(finding?.source, 'nexus/X1.csv:5')
  } finally {
    await fs.remove(dir)
  }
})

test.run()
