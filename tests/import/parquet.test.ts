/**
 * A warehouse table exported as Parquet imports through a mapping (issue 31): a folder of key=value
 * partitions written by DuckDB here, at test time, and the numbered files BigQuery writes. Typed
 * columns (TIMESTAMP, DECIMAL) reach the mapping as DuckDB writes them as text; the partition keys are
 * columns like any other.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DuckDBInstance } from '@duckdb/node-api'
import { fs, path } from 'zx'
import { removeFolders, runImportCli, temporaryFolder } from './run-import.ts'

test.after(removeFolders)

const mapping = (files: 'partitioned' | 'numbered') => ({
  name: 'Warehouse orders table',
  kind: 'warehouse',
  source: 'a table of our own, written by the test',
  unconfirmed: [],
  input: { format: 'parquet', files },
  filters: [{ column: 'year', in: ['2024'] }],
  order: { key: 'order_id', repeats: 'duplicate' },
  date: { column: 'sold_at', format: 'YYYY-MM-DD HH:MM[:SS]', zone: 'UTC' },
  state: { from: [{ state: 'ship_state', country: 'ship_country' }] },
  amount: { from: 'firstRow', terms: [{ column: 'amount' }, { column: 'shipping', component: 'shipping' }] },
  refunds: { from: 'column', column: 'refunded' },
  channels: [{ when: { column: 'channel_model', in: ['marketplace'] }, channel: 'Marketplace' }],
})

const rows = `SELECT * FROM (VALUES
  ('A-1', TIMESTAMP '2024-01-15 23:30:00', 'NY', 'US', 100.25::DECIMAL(18,2), 5.00::DECIMAL(18,2), 0.00::DECIMAL(18,2), 'direct', 2024, 1),
  ('A-2', TIMESTAMP '2024-02-01 08:00:00', 'California', 'US', 40.00, 0.00, 10.50, 'marketplace', 2024, 2),
  ('A-3', TIMESTAMP '2024-02-02 09:00:00', 'ON', 'CA', 70.00, 0.00, 0.00, 'direct', 2024, 2),
  ('A-4', TIMESTAMP '2023-12-31 09:00:00', 'TX', 'US', 70.00, 0.00, 0.00, 'direct', 2023, 12)
) t(order_id, sold_at, ship_state, ship_country, amount, shipping, refunded, channel_model, year, month)`

async function write(sql: string): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:')
  const connection = await instance.connect()
  try {
    await connection.run(sql)
  } finally {
    connection.closeSync()
    instance.closeSync()
  }
}

const expected = [
  'Date,State,Amount,Channel',
  '2024-01-15,NY,100.25,Direct', //      A-1 (shipping left out)
  '2024-02-01,CA,40.00,Marketplace', //  A-2, California by name
  '2024-02-01,CA,-10.50,Marketplace', // its refund, without a total: the whole refunded amount
  '', //                                 A-3 Ontario: not the US; A-4: year=2023, filtered out
].join('\n')

test('a folder of key=value partitions written by DuckDB', async () => {
  const dir = await temporaryFolder()
  const table = path.join(dir, 'orders table [export]')
  await write(`COPY (${rows}) TO '${table.replace(/'/g, "''")}' (FORMAT parquet, PARTITION_BY (year, month))`)
  assert.ok(await fs.pathExists(path.join(table, 'year=2024', 'month=2')))
  await fs.writeJson(path.join(dir, 'mapping.json'), mapping('partitioned'))
  const ran = await runImportCli(['--mapping', path.join(dir, 'mapping.json'), table])
  assert.is(ran.code, 0, ran.stderr)
  assert.is(ran.written, expected)
  assert.match(ran.stdout, /Orders: 3 read, 2 written, 1 dropped \(cancelled 0, status 0, not the US 1, no state 0\)/)
})

test('numbered files as BigQuery writes them, read in order, named by any one of them', async () => {
  const dir = await temporaryFolder()
  await write(`COPY (SELECT * FROM (${rows}) WHERE month <= 1 ORDER BY order_id) TO '${path.join(dir, 'orders-000000000000.parquet')}' (FORMAT parquet);
    COPY (SELECT * FROM (${rows}) WHERE month BETWEEN 2 AND 11 ORDER BY order_id) TO '${path.join(dir, 'orders-000000000001.parquet')}' (FORMAT parquet)`)
  await fs.writeJson(path.join(dir, 'mapping.json'), mapping('numbered'))
  const ran = await runImportCli(['--mapping', path.join(dir, 'mapping.json'), path.join(dir, 'orders-000000000001.parquet')])
  assert.is(ran.code, 0, ran.stderr)
  assert.is(ran.written, expected)
})

test('a bad value in a Parquet file is located at its file, row and column', async () => {
  const dir = await temporaryFolder()
  await write(`COPY (SELECT * REPLACE (CASE WHEN order_id = 'A-2' THEN 'soon' ELSE CAST(sold_at AS VARCHAR) END AS sold_at) FROM (${rows}) ORDER BY order_id)
    TO '${path.join(dir, 'orders-000000000000.parquet')}' (FORMAT parquet)`)
  await fs.writeJson(path.join(dir, 'mapping.json'), mapping('numbered'))
  const ran = await runImportCli(['--mapping', path.join(dir, 'mapping.json'), path.join(dir, 'orders-000000000000.parquet')])
  assert.is(ran.code, 1)
  assert.match(ran.stderr, /orders-000000000000\.parquet:2:2: NOT_A_DATE sold_at "soon" is not a date/)
  assert.is(ran.written, undefined)
})

test.run()
