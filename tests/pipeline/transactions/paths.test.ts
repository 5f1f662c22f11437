/**
 * DuckDB expands * ? and [ in the paths it is given (its glob syntax), so a study folder or a file
 * named with them must still be read as exactly that one file: `Study [2024]/transactions/A.csv` is not
 * `Study 2/transactions/A.csv`, and `transactions/*.csv` is the file of that name, not every file of
 * the folder. Each name below has a sibling its glob would match, holding other figures.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DuckDBInstance } from '@duckdb/node-api'
import { globEscaped } from '../../../pipeline/read/transactions.ts'
import { sharedReader } from './reader.ts'
import { compile } from '../compile.ts'
import { taxYearScope } from './rules.ts'

const { dir, reader } = sharedReader(test, 'transactions-paths-')

/** A transactions file whose one sale in NY is `dollars`. */
function sale(file: string, dollars: string): string {
  const absolute = path.join(dir, file)
  mkdirSync(path.dirname(absolute), { recursive: true })
  writeFileSync(absolute, `Date,State,Amount\n2024-03-01,NY,${dollars}\n`)
  return absolute
}

const nySales = async (absolute: string): Promise<number[]> => {
  const file = await reader().readTransactions({ display: path.basename(absolute), absolute }, taxYearScope(2024))
  assert.equal(file.problems, [])
  return file.days.get('NY')!.map((total) => total.salesCents)
}

// Each pair: the name read, and a sibling its glob would match.
const pairs: [string, string][] = [
  ['brackets/a[1].csv', 'brackets/a1.csv'],
  ['star/b*.csv', 'star/bX.csv'],
  ['question/c?.csv', 'question/cY.csv'],
  ['braces/d{x,y}.csv', 'braces/dx.csv'],
  ['backslash/e\\[1].csv', 'backslash/e\\1.csv'],
  ['Study [2024]/transactions/A.csv', 'Study 2/transactions/A.csv'],
  ['g*/transactions/A.csv', 'gX/transactions/A.csv'],
  ['h?/transactions/A.csv', 'hY/transactions/A.csv'],
]

test('a file named with glob characters, or in a folder named with them, is read alone', async () => {
  for (const [named, sibling] of pairs) {
    const absolute = sale(named, '1.00')
    sale(sibling, '1000.00')
    assert.equal(await nySales(absolute), [100], named)
  }
})

test('escaped for DuckDB, each such path matches exactly its own file (where a file cannot be given by descriptor)', async () => {
  const instance = await DuckDBInstance.create(':memory:')
  const connection = await instance.connect()
  try {
    for (const [named] of pairs) {
      const absolute = path.join(dir, named)
      const escaped = globEscaped(absolute)
      // No escape makes DuckDB match a backslash beside a glob character literally: such a path is refused.
      if (named.includes('\\')) {
        assert.is(escaped, undefined, named)
        continue
      }
      const reader = await connection.runAndReadAll('SELECT file FROM glob($pattern)', { pattern: escaped! })
      assert.equal(reader.getRowObjectsJS().map((row) => row.file), [absolute], named)
    }
  } finally {
    connection.closeSync()
    instance.closeSync()
  }
})

test('a study folder named "Study [2024]" compiles as itself, not as its sibling "Study 2"', async () => {
  const plain = path.join(dir, 'plain')
  const bracketed = path.join(dir, 'studies', 'Study [2024]')
  const sibling = path.join(dir, 'studies', 'Study 2')
  cpSync('tests/fixtures/transactions-other', plain, { recursive: true })
  cpSync(plain, bracketed, { recursive: true })
  cpSync(plain, sibling, { recursive: true })
  // The sibling's sales are ten times as large: read by mistake, every figure would differ.
  for (const file of ['transactions/Q1.csv', 'daily/Z9.csv']) {
    const text = readFileSync(path.join(sibling, file), 'utf8')
    writeFileSync(path.join(sibling, file), text.replace(/(\d+)\.(\d\d)/g, '$10.$2'))
  }
  const expected = await compile(plain)
  const got = await compile(bracketed)
  assert.equal([...got.files.keys()], [...expected.files.keys()])
  for (const [file, text] of expected.files) assert.is(got.files.get(file), text, file)
})

test('a manifest naming "transactions/*.csv" reads the file of that name, not every file of the folder', async () => {
  const study = path.join(dir, 'star-study')
  cpSync('tests/fixtures/transactions-other', study, { recursive: true })
  const manifest = path.join(study, 'study.json')
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"transactions/Q1.csv"', '"transactions/*.csv"'))
  cpSync(path.join(study, 'transactions/Q1.csv'), path.join(study, 'transactions/*.csv'))
  // Another entity's file beside it, which a glob would add in.
  writeFileSync(path.join(study, 'transactions/Q2.csv'), 'Date,State,Amount\n2025-03-01,TX,5000.00\n')
  const expected = await compile('tests/fixtures/transactions-other')
  const got = await compile(study)
  const q1 = (study: typeof got) => study.entity('Q1').summary
  assert.equal(q1(got), q1(expected))
})

test.run()
