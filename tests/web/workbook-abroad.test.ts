/**
 * The workbook's activity-abroad sheet for a study with exchange rates (tests/fixtures/international-
 * study): amounts in each currency's own number format, the USD equivalents in dollars, the TOTAL the
 * study's sales abroad. Compiled into a generated/ folder and read back as npm run workbook reads it.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { minorFormat, studyTables, type Table } from '../../web/workbook.ts'
import { generatedData } from './generated.ts'

let abroad: Table
let summary: Table

test.before(async () => {
  const tables = studyTables(await generatedData('tests/fixtures/international-study'))
  abroad = tables.find((table) => table.sheet === 'Activity abroad')!
  summary = tables.find((table) => table.sheet === 'Summary')!
})

test('a currency\'s number format has its own decimals and its code', () => {
  assert.is(minorFormat('JPY', 0), '#,##0 "JPY"')
  assert.is(minorFormat('EUR', 2), '#,##0.00 "EUR"')
  assert.is(minorFormat('KWD', 3), '#,##0.000 "KWD"')
  assert.is(minorFormat('UNKNOWN', 2), '#,##0.00')
})

test('each row abroad: its amount as a number in its currency\'s format, its USD equivalent in dollars', () => {
  const salesColumn = abroad.columns.findIndex((column) => column.header === 'Total Sales')
  const usdColumn = abroad.columns.findIndex((column) => column.header === 'USD Equivalent')
  const line = (jurisdiction: string) => {
    const index = abroad.rows.findIndex((row) => row[2] === jurisdiction)
    const row = abroad.rows[index]!
    return [row[salesColumn], abroad.formatOf!(row, salesColumn, index), row[usdColumn], row.at(-1)]
  }
  assert.equal(line('JPN'), [2287651, '#,##0 "JPY"', 15327.26, 'yes'])
  assert.equal(line('KWT'), [1050, '#,##0.000 "KWD"', 3416.81, 'yes'])
  assert.equal(line('CAN.P-ON'), [45210, '#,##0.00 "CAD"', 33057.55, 'no'])
  assert.equal(line('NOR'), [450000, '#,##0.00 "NOK"', null, 'yes'])
  assert.equal(line('Unattributed Revenue'), [99.99, '#,##0.00', null, 'no'])
  assert.equal(abroad.total?.at(-2), 86967.35)
  assert.ok(summary.rows.some((row) => row[0] === 'Sales abroad in USD' && row[1] === 86967.35))
})

test.run()
