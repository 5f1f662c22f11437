import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parse } from 'csv-parse/sync'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { TransactionsReader, type DailyFile } from '../../../pipeline/read/transactions.ts'
import { determine, type Determination } from '../../../pipeline/transactions/determine.ts'
import { thresholdRule, type ThresholdRule } from '../../../pipeline/transactions/thresholds.ts'
import { csvColumns } from '../../../schemas/generated/values.ts'
import type { ThresholdRow } from '../../../schemas/generated/types.ts'
import { rulesOf, seriesOf, taxYearScope } from './rules.ts'
import { liabilityCents, parseCents, parseThousandths } from '../../../pipeline/money.ts'

// The example study that ships with the project, and its known answers (TRANSACTIONS.md, the end).
const dir = path.resolve(import.meta.dirname, '../../../examples/transactions-study')
const manifest = JSON.parse(readFileSync(path.join(dir, 'study.json'), 'utf8')) as {
  taxYear: number
  thresholds: string
  rates: string
  entities: { code: string; transactions?: string; revenue?: string }[]
}
const csv = (file: string) => parse(readFileSync(path.join(dir, file)), { columns: true, bom: true }) as Record<string, string>[]
// The example's thresholds.csv has none of EXPOSURE.md's columns: each reads as blank.
const blanks = Object.fromEntries(csvColumns['input/thresholds.schema.json'].optional.map((column) => [column, '']))
const rules: ThresholdRule[] = csv(manifest.thresholds).map((row, index) => thresholdRule({ ...blanks, ...row } as unknown as Required<ThresholdRow>, { file: manifest.thresholds, line: index + 2, origin: 'study' }))
const scope = taxYearScope(manifest.taxYear)
const rates = new Map(csv(manifest.rates).map((row) => [row.State!, parseThousandths(row.Rate!)]))

const files = new Map<string, DailyFile>()
const computed = new Map<string, Map<string, Determination>>()

test.before(async () => {
  const reader = await TransactionsReader.open()
  try {
    for (const entity of manifest.entities) {
      const file = await reader.readTransactions({ display: entity.transactions!, absolute: path.join(dir, entity.transactions!) }, scope)
      files.set(entity.code, file)
      computed.set(entity.code, new Map(rules.map((rule) => [rule.state, determine(rulesOf(rule), seriesOf(file.days.get(rule.state) ?? [], scope), scope)])))
    }
  } finally {
    reader.close()
  }
})

const row = (code: string, state: string) => computed.get(code)!.get(state)!
const crossed = (code: string) => [...computed.get(code)!.values()].filter((r) => r.overallStatus === 'Crossed Threshold')

/** Revenue per state: the revenue file where the entity has one, else its net sales in the tax year. */
function revenue(code: string): Map<string, number> {
  const entity = manifest.entities.find((e) => e.code === code)!
  if (entity.revenue) return new Map(csv(entity.revenue).map((r) => [r.State!, parseCents(r.Revenue!)]))
  return new Map([...files.get(code)!.days.keys()].map((state) => [state, row(code, state).totalSalesCents]))
}

function figures(code: string): { revenue: number; taxable: number; liability: number } {
  let total = 0; let taxable = 0; let liability = 0
  for (const [state, cents] of revenue(code)) {
    total += cents
    if (row(code, state).overallStatus !== 'Crossed Threshold') continue
    taxable += cents
    liability += liabilityCents(cents, rates.get(state)!)
  }
  return { revenue: total, taxable, liability }
}

test('every file reads without problems, and every state it sells in has a rule', () => {
  for (const [code, file] of files) {
    assert.equal(file.problems, [], code)
    for (const state of file.days.keys()) assert.ok(computed.get(code)!.has(state), `${code} ${state}`)
  }
})

test('Harbor Home: NJ crosses on 2024-08-31 at 100.77 % of the sales threshold', () => {
  const nj = row('H', 'NJ')
  assert.is(nj.dateCrossedThreshold, '2024-08-31')
  assert.is(nj.thresholdType, 'Transactions Or Sales')
  assert.is(nj.salesPercentHundredths, 10077)
})

test('Harbor Home crosses in HI, MA, ME, MI, NV, UT, VT and WI from 1 January, and NJ later', () => {
  assert.equal(crossed('H').map((r) => `${r.state} ${r.dateCrossedThreshold}`), [
    'HI 2024-01-01', 'MA 2024-01-01', 'ME 2024-01-01', 'MI 2024-01-01', 'NJ 2024-08-31',
    'NV 2024-01-01', 'UT 2024-01-01', 'VT 2024-01-01', 'WI 2024-01-01',
  ])
})

test('Harbor Home stays Exposed in NY: 171 % of the transactions, 19.86 % of the sales threshold', () => {
  const ny = row('H', 'NY')
  assert.is(ny.overallStatus, 'Exposed')
  assert.is(ny.thresholdType, 'Transactions And Sales')
  assert.is(ny.transactionsPercentHundredths, 17100)
  assert.is(ny.salesPercentHundredths, 1986)
})

test('Harbor Home has 3 rows before the look-back, left out', () => {
  assert.is(files.get('H')!.outOfRange, 3)
})

test('Harbor Home: revenue 1,245,607.50, taxable 731,566.63, liability 46,255.39', () => {
  assert.equal(figures('H'), { revenue: 124_560_750, taxable: 73_156_663, liability: 4_625_539 })
})

test('Harbor Marine: OK crosses on 2024-10-24, VA on 2024-07-29 with the 200th transaction', () => {
  assert.is(row('M', 'OK').dateCrossedThreshold, '2024-10-24')
  assert.is(row('M', 'VA').dateCrossedThreshold, '2024-07-29')
  assert.is(row('M', 'VA').transactionsCount, 200)
})

test('Harbor Marine: MD and ND computed from 1 January, CA Exposed (where the export disagrees)', () => {
  assert.is(row('M', 'MD').dateCrossedThreshold, '2024-01-01')
  assert.is(row('M', 'ND').dateCrossedThreshold, '2024-01-01')
  assert.is(row('M', 'CA').overallStatus, 'Exposed')
})

test('Harbor Marine: liability 31,591.77', () => {
  assert.is(figures('M').liability, 3_159_177)
})

test('Harbor Wholesale: DC crosses on 2024-12-19', () => {
  assert.is(row('W', 'DC').dateCrossedThreshold, '2024-12-19')
})

test('Harbor Wholesale: its revenue file differs from its transactions by 125.00 in one state', () => {
  const file = revenue('W')
  const differences = [...file].filter(([state, cents]) => row('W', state).totalSalesCents !== cents)
    .map(([state, cents]) => [state, cents - row('W', state).totalSalesCents])
  assert.is(differences.length, 1)
  assert.is(Math.abs(differences[0]![1] as number), 12_500)
})

test('the study: revenue 2,340,062.57, taxable 1,306,712.79, liability 86,060.48', () => {
  const all = manifest.entities.map((e) => figures(e.code))
  const total = (key: 'revenue' | 'taxable' | 'liability') => all.reduce((sum, f) => sum + f[key], 0)
  assert.equal({ revenue: total('revenue'), taxable: total('taxable'), liability: total('liability') },
    { revenue: 234_006_257, taxable: 130_671_279, liability: 8_606_048 })
})

test.run()
