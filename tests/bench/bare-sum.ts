/**
 * The exposure bench's yardstick: DuckDB's bare per-(state, day, channel) sum of transactions files,
 * nothing checked, nothing located, nothing left out, as fast as DuckDB reads them. Run as its own
 * process by exposure.ts, bundled into plain JavaScript as the pipeline is, so its time and memory are
 * its own. `node bare-sum.mjs FILE...`
 */
import { DuckDBInstance } from '@duckdb/node-api'

const files = process.argv.slice(2)
if (files.length === 0) throw new Error('usage: bare-sum.mjs FILE...')
const instance = await DuckDBInstance.create(':memory:')
const connection = await instance.connect()
let rows = 0
for (const file of files) {
  // One file at a time, as the pipeline reads one entity at a time.
  const reader = await connection.runAndReadAll(
    `SELECT "Date", "State", coalesce("Channel", 'Direct') AS channel, sum("Amount"), count(*) FILTER (WHERE "Amount" > 0)
     FROM read_csv($file, header = true, auto_detect = false, delim = ',', quote = '"',
       columns = {'Date': 'DATE', 'State': 'VARCHAR', 'Amount': 'DECIMAL(18,2)', 'Channel': 'VARCHAR'})
     GROUP BY ALL`,
    { file },
  )
  rows += reader.currentRowCount
}
connection.closeSync()
instance.closeSync()
console.log(`${rows} (state, day, channel) totals`)
