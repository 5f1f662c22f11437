/**
 * The transactions file's amounts are written by DuckDB from a DECIMAL(38, 2) (amountDecimal, the cheaper
 * of the two over millions of lines) and the report's totals as text (amountText): both must give the
 * contract's form, a plain decimal with two places, for every size and sign of cents the import holds.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DuckDBInstance } from '@duckdb/node-api'
import { amountDecimal, amountText } from '../../import/sql.ts'

test('amountDecimal and amountText write the same plain decimal with two places', async () => {
  const instance = await DuckDBInstance.create(':memory:')
  const connection = await instance.connect()
  try {
    const cents = ['0', '1', '-1', '5', '-5', '10', '-10', '99', '-99', '100', '-100', '101', '-4301', '12345', '100000000000000000', '-999999999999999999999999999999']
    const rows = (await connection.runAndReadAll(`SELECT CAST(${amountDecimal('cents')} AS VARCHAR) AS decimal, ${amountText('cents')} AS text
      FROM (SELECT unnest([${cents.join(', ')}]::HUGEINT[]) AS cents)`)).getRowObjectsJson()
    assert.equal(rows.map((row) => row.decimal), rows.map((row) => row.text))
    assert.equal(rows.map((row) => row.text).slice(0, 13), ['0.00', '0.01', '-0.01', '0.05', '-0.05', '0.10', '-0.10', '0.99', '-0.99', '1.00', '-1.00', '1.01', '-43.01'])
    assert.equal(rows.at(-1)!.decimal, '-9999999999999999999999999999.99')
  } finally {
    connection.closeSync()
    instance.closeSync()
  }
})

test.run()
