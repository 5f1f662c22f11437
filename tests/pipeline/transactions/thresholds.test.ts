import { test } from 'uvu'
import * as assert from 'uvu/assert'
import Ajv2020 from 'ajv/dist/2020.js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { thresholdRule } from '../../../pipeline/transactions/thresholds.ts'
import { windowsFor } from '../../../pipeline/transactions/windows.ts'
import { csvColumns, periodTypes } from '../../../schemas/generated/values.ts'
import type { ThresholdRow } from '../../../schemas/generated/types.ts'

// Compiled here, strict as common/schemas.ts compiles every schema, until the manifest reads thresholds.csv.
const schemas = path.resolve(import.meta.dirname, '../../../schemas')
const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true })
ajv.addSchema(JSON.parse(readFileSync(path.join(schemas, 'common.schema.json'), 'utf8')))
const schema = JSON.parse(readFileSync(path.join(schemas, 'input/thresholds.schema.json'), 'utf8'))
const validate = ajv.compile(schema)

function row(type: string, sales: string, transactions: string, period = 'Previous Calendar Year', state = 'NJ') {
  return { State: state, 'Threshold Type': type, 'Sales Threshold': sales, 'Transactions Threshold': transactions, 'Period Type': period }
}

/** The columns whose cells the schema refuses (the object-level if/then errors left aside). */
function refused(value: object): string[] {
  if (validate(value)) return []
  return [...new Set((validate.errors ?? []).filter((e) => e.instancePath !== '').map((e) => decodeURIComponent(e.instancePath.slice(1))))]
}

test('every period type the schema allows measures at least one window, none of them empty', () => {
  assert.equal(schema.properties['Period Type'].enum, [...periodTypes])
  for (const period of periodTypes) {
    const windows = windowsFor(period, 19_900, 19_000)
    assert.ok(windows.length > 0, period)
    for (const window of windows) assert.ok(window.start <= window.end, period)
  }
})

test('each threshold type takes exactly its parts; No Sales Tax takes none', () => {
  assert.equal(refused(row('Sales', '100000.00', '')), [])
  assert.equal(refused(row('Transactions', '', '200')), [])
  assert.equal(refused(row('Transactions Or Sales', '100000', '200')), [])
  assert.equal(refused(row('Transactions And Sales', '500000.00', '100', 'Previous Four New York Sales Tax Quarters', 'NY')), [])
  assert.equal(refused(row('No Sales Tax', '', '')), [])
})

test('a part the type has must be filled, and a part it lacks must be blank', () => {
  assert.equal(refused(row('Sales', '', '')), ['Sales Threshold'])
  assert.equal(refused(row('Sales', '100000.00', '200')), ['Transactions Threshold'])
  assert.equal(refused(row('Transactions Or Sales', '100000.00', '')), ['Transactions Threshold'])
  assert.equal(refused(row('No Sales Tax', '100000.00', '')), ['Sales Threshold'])
})

test('thresholds are positive: a plain decimal with two places at most, a whole number', () => {
  assert.equal(refused(row('Sales', '0.00', '')), ['Sales Threshold'])
  assert.equal(refused(row('Sales', '100000.005', '')), ['Sales Threshold'])
  assert.equal(refused(row('Sales', '$100,000', '')), ['Sales Threshold'])
  assert.equal(refused(row('Transactions', '', '0')), ['Transactions Threshold'])
  assert.equal(refused(row('Transactions', '', '200.5')), ['Transactions Threshold'])
  assert.equal(refused(row('Sales', '0.01', '')), [])
})

test('an unknown state, type or period is refused', () => {
  assert.equal(refused(row('Sales', '1', '', 'Previous Calendar Year', 'XX')), ['State'])
  assert.equal(refused(row('Sales Or Transactions', '1', '')), ['Threshold Type'])
  assert.equal(refused(row('Sales', '1', '', 'Previous Year')), ['Period Type'])
})

/** A row as the reader gives it: EXPOSURE.md's columns blank where the file lacks them. */
const blanks = Object.fromEntries(csvColumns['input/thresholds.schema.json'].optional.map((column) => [column, '']))

test('a row becomes a rule in cents, with null for the parts its type lacks, and every optional cell blank takes its default', () => {
  const or = thresholdRule({ ...blanks, ...row('Transactions Or Sales', '100000.50', '200') } as Required<ThresholdRow>, { file: 'thresholds.csv', line: 5, origin: 'study' })
  assert.equal(or, {
    state: 'NJ', type: 'Transactions Or Sales', salesThresholdCents: 10_000_050, transactionsThreshold: 200, period: 'Previous Calendar Year', file: 'thresholds.csv', line: 5, origin: 'study',
    effectiveFrom: null, countsMarketplace: true, countsExempt: true, countsResale: true, countsNotTaxable: true, collectionStarts: { kind: 'Crossing Day' },
    nexusLasts: { kind: 'Next Year End' }, interestRateThousandths: 0, penaltyRateThousandths: 0, vdaLookBackMonths: null,
    gives: { interest: false, penalties: false, disclosure: false }, source: '', verifiedOn: '',
  })
  const none = thresholdRule({ ...blanks, ...row('No Sales Tax', '', '') } as Required<ThresholdRow>, { file: 'thresholds.csv', line: 9, origin: 'study' })
  assert.is(none.salesThresholdCents, null)
  assert.is(none.transactionsThreshold, null)
})

test.run()
