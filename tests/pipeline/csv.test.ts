/** The CSV reader: the dialect of STUDY-FORMAT.md and a located message for every way a file can break. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readCsv } from '../../pipeline/read/csv.ts'
import { Problems, formatProblem } from '../../pipeline/problems.ts'
import { whereAndCode } from './compile.ts'
import { MAX_LINE_CHARACTERS, MAX_LINES, MAX_PROBLEMS_PER_FILE } from '../../common/limits.ts'
import type { RevenueRow } from '../../schemas/generated/types.ts'

async function read(text: string | Uint8Array) {
  const problems = new Problems()
  const bytes = typeof text === 'string' ? Buffer.from(text) : text
  const rows = readCsv<RevenueRow>({ display: 'R.csv', bytes }, ['State', 'Revenue'], 'input/revenue.schema.json', problems)
  // Where and what: each code's wording is pinned in problem-codes.test.ts, a message's content where a test is about it.
  return { rows, problems: problems.list.map(whereAndCode), messages: problems.list.map(formatProblem) }
}

test('a BOM, CRLF line ends and blank lines are accepted, and lines are counted as an editor shows them', async () => {
  const { rows, problems } = await read('\uFEFFState,Revenue\r\nAZ,1.50\r\n\r\nTX,-2\r\n')
  assert.equal(problems, [])
  assert.equal(rows, [{ line: 2, values: { State: 'AZ', Revenue: '1.50' } }, { line: 4, values: { State: 'TX', Revenue: '-2' } }])
})

test('a quote closed before a bare CR is one problem on one line, the CR shown escaped', async () => {
  // The fuzzer's mutant 2719 (seed 1): csv-parse's own message quotes the CR it found after the quote.
  const { messages } = await read('State,Revenue\nAZ,"1.50"\rTX,2\n')
  assert.is(messages.length, 1)
  assert.match(messages[0]!, /^R\.csv:2:\d+: NOT_CSV not valid CSV \(CSV_INVALID_CLOSING_QUOTE\)/)
  assert.not.match(messages[0]!, /[\r\n]/)
  assert.match(messages[0]!, /\\r/)
})

test('a carriage return alone inside a row is one problem at the row\'s line, and the rows after it keep the lines an editor shows', async () => {
  // An editor ends a line at a CR alone: AZ's row starts on line 3, and TX's stands on line 5.
  const { problems } = await read('State,Revenue\nAL,1.00\nA\rZ,2.00\nTX,3.00x\n')
  assert.equal(problems, ['R.csv:3:1: UNKNOWN_STATE', 'R.csv:5:2: BAD_AMOUNT'])
})

test('a header-only file is an entity with no activity', async () => {
  const { rows, problems } = await read('State,Revenue\n')
  assert.equal(rows, [])
  assert.equal(problems, [])
})

test('an extra column and a missing column are named in the header', async () => {
  assert.equal((await read('State,Revenue,Notes\nAZ,1,x\n')).problems, ['R.csv:1:3: UNKNOWN_COLUMN'])
  assert.equal((await read('State\nAZ\n')).problems, ['R.csv:1:2: MISSING_COLUMN'])
})

test('a row with too few fields is reported where the missing field would be', async () => {
  assert.equal((await read('State,Revenue\nAZ\nTX,1\n')).problems, ['R.csv:2:2: WRONG_FIELD_COUNT'])
})

test('every bad value of a file is reported, each at its own line and column', async () => {
  assert.equal((await read('State,Revenue\nXX,1\nAZ,$5\nTX,"1,000.00"\n')).problems, [
    'R.csv:2:1: UNKNOWN_STATE',
    'R.csv:3:2: BAD_AMOUNT',
    'R.csv:4:2: BAD_AMOUNT',
  ])
})

test('an unclosed quote is reported on the line and in the field where it opened, not where the file ends', async () => {
  const { rows, problems } = await read('State,Revenue\nAZ,1\nTX,"2\nNY,3\n\nCA,4\n')
  assert.is(rows, undefined)
  assert.equal(problems, ['R.csv:3:2: BAD_QUOTING'])
})

test('closed quotes and doubled quotes before an unclosed one do not move where it is reported', async () => {
  const { problems } = await read('State,Revenue\n"AZ","1"\n"T""X",2\nNY,"3\n')
  assert.equal(problems, ['R.csv:4:2: BAD_QUOTING'])
})

test('a byte that is not UTF-8 is reported at its line and column, and nothing of the file is read', async () => {
  const bytes = Buffer.concat([Buffer.from('State,Revenue\nAZ,1\nT'), Buffer.from([0xff]), Buffer.from('X,2\n')])
  const { rows, problems } = await read(bytes)
  assert.is(rows, undefined)
  assert.equal(problems, ['R.csv:3:2: NOT_UTF8'])
})

test('a real U+FFFD before an invalid byte does not shift where the invalid byte is reported', async () => {
  const bytes = Buffer.concat([Buffer.from('State,Revenue\n\uFFFD\uFFFD,1\nTX,2'), Buffer.from([0xc3, 0x28])])
  assert.equal((await read(bytes)).messages, ['R.csv:3:5: NOT_UTF8 the byte 0xC3 is not valid UTF-8; expected the file saved as UTF-8'])
})

test('a NUL character is refused with its line and column', async () => {
  assert.equal((await read('State,Revenue\nAZ,1\0\n')).problems, ['R.csv:2:5: NUL_CHARACTER'])
})

test('a byte-order mark after the start of the file is refused where it stands', async () => {
  assert.equal((await read('\uFEFFState,Revenue\nAZ,1\n\uFEFFState,Revenue\n')).problems, [
    'R.csv:3:1: STRAY_BOM',
  ])
})

test('a line beyond the line limit is refused without parsing it', async () => {
  const { rows, problems } = await read(`State,Revenue\nAZ,1\nTX,${'9'.repeat(MAX_LINE_CHARACTERS)}\n`)
  assert.is(rows, undefined)
  assert.equal(problems, [`R.csv:3:${MAX_LINE_CHARACTERS + 1}: LINE_TOO_LONG`])
})

test('a quoted field spanning many short lines is held to the same limit as a record', async () => {
  const field = Array.from({ length: 2000 }, () => 'abcdefghi').join('\n')
  const { problems } = await read(`State,Revenue\nAZ,"${field}"\n`)
  assert.is(problems.length, 1)
  assert.match(problems[0]!, /^R\.csv:\d+:\d+: LINE_TOO_LONG$/)
})

test('a long bad value is quoted as its first 40 characters, an ellipsis and its length', async () => {
  const value = 'x'.repeat(5000)
  assert.equal((await read(`State,Revenue\nAZ,${value}\n`)).messages, [
    `R.csv:2:2: BAD_AMOUNT Revenue "${'x'.repeat(40)}…" (5000 characters) is not valid; expected a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, such as "1234.50"`,
  ])
})

test('an empty file says which header was expected', async () => {
  assert.equal((await read('')).problems, ['R.csv:1:1: EMPTY_FILE'])
})

test('a header name holding a line break is quoted escaped, so the message stays on one line', async () => {
  assert.equal((await read('State,"Reve\nnue"\nAZ,1\n')).messages, ['R.csv:1:2: WRONG_COLUMN column 2 is "Reve\\nnue"; expected "Revenue"'])
})

test('a header below blank lines is reported on the line it stands on', async () => {
  assert.equal((await read('\n\nState,Amount\nAZ,1\n')).problems, ['R.csv:3:2: WRONG_COLUMN'])
})

test('a file of more lines than the limit is refused at the first line beyond it, before it is parsed', async () => {
  const { rows, problems } = await read(`State,Revenue\n${'AZ,1\n'.repeat(MAX_LINES + 4)}`)
  assert.is(rows, undefined)
  assert.equal(problems, [`R.csv:${MAX_LINES + 1}:1: TOO_MANY_LINES`])
})

test('a file with more problems than are listed ends its list with one line counting the rest', async () => {
  const { problems } = await read(`State,Revenue\n${'AZ,x\n'.repeat(MAX_PROBLEMS_PER_FILE + 25)}`)
  assert.is(problems.length, MAX_PROBLEMS_PER_FILE + 1)
  assert.is(problems[0], 'R.csv:2:2: BAD_AMOUNT')
  assert.is(problems.at(-1), `R.csv:${MAX_PROBLEMS_PER_FILE + 2}:2: MORE_PROBLEMS`)
})

test.run()
