/**
 * A file of a million rows read by the transactions reader (DuckDB): bad rows deep in it are reported at
 * exactly their lines. In the slow tier (npm test starts it first, beside the rest): writing and reading a
 * million rows takes a while.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import path from 'node:path'
import { sharedReader } from './reader.ts'
import { writeRows } from './write-rows.ts'
import { taxYearScope } from './rules.ts'

const range = taxYearScope(2024)

const { dir, reader } = sharedReader(test, 'transactions-million-')

test('bad rows deep in a file of a million rows are reported at exactly their lines', async () => {
  const absolute = path.join(dir, 'million.csv')
  const states = ['CA', 'NY', 'TX', 'WA', 'PR']
  const bad = new Map([[765_432, '2024-05-05,NY,12.345'], [876_543, '2024-13-01,CA,1.00'], [912_345, '2024-06-06,ZZ,1.00']])
  // Row 0 is on line 2, after the header.
  await writeRows(absolute, 'Date,State,Amount', 1_000_000, (row) => {
    const line = row + 2
    const month = String((line % 12) + 1).padStart(2, '0')
    const date = String((line % 28) + 1).padStart(2, '0')
    return bad.get(line) ?? `${2023 + (line % 2)}-${month}-${date},${states[line % 5]},${line % 1000}.${String(line % 100).padStart(2, '0')}`
  })
  const file = await reader().readTransactions({ display: 'transactions/million.csv', absolute }, range)
  assert.equal(file.problems.map((p) => `${p.line}:${p.column}`), ['765432:3', '876543:1', '912345:2'])
})

test.run()
