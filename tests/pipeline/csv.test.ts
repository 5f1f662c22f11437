/** The CSV reader: the dialect of STUDY-FORMAT.md and a located message for every way a file can break. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, path, os } from 'zx'
import { readCsv } from '../../pipeline/read/csv.ts'
import { Problems, formatProblem } from '../../pipeline/problems.ts'
import type { RevenueRow } from '../../schemas/types.ts'

async function read(text: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'csv-'))
  const absolute = path.join(dir, 'R.csv')
  await fs.writeFile(absolute, text)
  const problems = new Problems()
  const rows = await readCsv<RevenueRow>({ display: 'R.csv', absolute }, ['State', 'Revenue'], 'input/revenue.schema.json', problems)
  await fs.remove(dir)
  return { rows, problems: problems.list.map(formatProblem) }
}

test('a BOM, CRLF line ends and blank lines are accepted, and lines are counted as an editor shows them', async () => {
  const { rows, problems } = await read('\uFEFFState,Revenue\r\nAZ,1.50\r\n\r\nTX,-2\r\n')
  assert.equal(problems, [])
  assert.equal(rows, [{ line: 2, values: { State: 'AZ', Revenue: '1.50' } }, { line: 4, values: { State: 'TX', Revenue: '-2' } }])
})

test('a header-only file is an entity with no activity', async () => {
  const { rows, problems } = await read('State,Revenue\n')
  assert.equal(rows, [])
  assert.equal(problems, [])
})

test('an extra column and a missing column are named in the header', async () => {
  assert.equal((await read('State,Revenue,Notes\nAZ,1,x\n')).problems, ['R.csv:1:3: unknown column "Notes"; expected only the columns State,Revenue'])
  assert.equal((await read('State\nAZ\n')).problems, ['R.csv:1:2: missing column "Revenue"; expected the header State,Revenue'])
})

test('a row with too few fields is reported where the missing field would be', async () => {
  assert.equal((await read('State,Revenue\nAZ\nTX,1\n')).problems, ['R.csv:2:2: the row has 1 fields; expected 2 (State,Revenue)'])
})

test('every bad value of a file is reported, each at its own line and column', async () => {
  assert.equal((await read('State,Revenue\nXX,1\nAZ,$5\nTX,"1,000.00"\n')).problems, [
    'R.csv:2:1: State "XX" is not valid; expected a US state, DC or PR code in capitals, such as "AZ"',
    'R.csv:3:2: Revenue "$5" is not valid; expected a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, such as "1234.50"',
    'R.csv:4:2: Revenue "1,000.00" is not valid; expected a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, such as "1234.50"',
  ])
})

test('an unclosed quote is reported with the line csv-parse stopped at', async () => {
  const { rows, problems } = await read('State,Revenue\nAZ,"1\nTX,2\n')
  assert.is(rows, undefined)
  assert.is(problems.length, 1)
  assert.match(problems[0]!, /^R\.csv:\d+:\d+: not valid CSV \(CSV_QUOTE_NOT_CLOSED\)/)
})

test('an empty file says which header was expected', async () => {
  assert.equal((await read('')).problems, ['R.csv:1:1: the file is empty; expected the header State,Revenue'])
})

test('a header below blank lines is reported on the line it stands on', async () => {
  assert.equal((await read('\n\nState,Amount\nAZ,1\n')).problems, ['R.csv:3:2: column 2 is "Amount"; expected "Revenue"'])
})

test.run()
