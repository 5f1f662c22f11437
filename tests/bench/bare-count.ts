/**
 * The import bench's yardstick (issue 31): DuckDB's bare read of a file, `SELECT count(*) FROM
 * read_csv(FILE, all_varchar = true)`, as its own process with DuckDB's default threads, as npm run
 * import runs. `node --import tsx tests/bench/bare-count.ts FILE`
 */
import { DuckDBInstance } from '@duckdb/node-api'

const file = process.argv[2]
if (file === undefined) throw new Error('usage: bare-count.ts FILE')
const instance = await DuckDBInstance.create(':memory:')
const connection = await instance.connect()
const reader = await connection.runAndReadAll(`SELECT count(*) AS n FROM read_csv('${file.replace(/'/g, "''")}', all_varchar = true)`)
console.log(`${reader.getRowObjectsJson()[0]!.n} rows`)
connection.closeSync()
instance.closeSync()
