/**
 * The streamed locating of a transactions or daily file's problems (pipeline/read/sales-lines.ts): the
 * same problems wherever the file's chunks happen to split it (inside a quote, between a CR and its LF,
 * inside a UTF-8 character, inside the byte-order mark), and memory that stays a chunk and a row.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { locateRows, type RowLayout } from '../../../pipeline/read/sales-lines.ts'
import { parseDay } from '../../../pipeline/transactions/dates.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'sales-lines-'))
test.after(() => rmSync(dir, { recursive: true, force: true }))

const transactions: RowLayout = { columns: ['Date', 'State', 'Amount'], decimal: 'Amount', amount: 3, count: 0, channel: 0, once: false }
const daily: RowLayout = { columns: ['Date', 'State', 'Channel', 'Sales', 'Transactions'], decimal: 'Sales', amount: 4, count: 5, channel: 3, once: true }
const range = { first: parseDay('2023-01-01'), last: parseDay('2024-12-31') }
const unlimited = { cents: Number.POSITIVE_INFINITY, transactions: Number.POSITIVE_INFINITY }

/** Each problem as `line:column: CODE message`: the whole of it, so that a value split across chunks shows. */
async function located(bytes: Buffer, layout: RowLayout, chunkBytes?: number, budget = unlimited): Promise<string[]> {
  const file = path.join(dir, 'file.csv')
  writeFileSync(file, bytes)
  const handle = await open(file)
  const found: string[] = []
  try {
    await locateRows(handle, layout, range, budget, (line, column, code, message) => found.push(`${line}:${column}: ${code} ${message}`), chunkBytes)
  } finally {
    await handle.close()
  }
  return found
}

/** Where and what, `line:column: CODE`: each code's wording is pinned in problem-codes.test.ts. */
async function codes(...args: Parameters<typeof located>): Promise<string[]> {
  return (await located(...args)).map((line) => line.split(' ', 2).join(' '))
}

const files: [string, RowLayout, Buffer][] = [
  ['transactions, quotes and line endings', transactions, Buffer.from([
    '\ufeffDate,State,Amount',
    '2024-01-01,NY,"1.00"',
    '"2024-01-02","N""Y",2.00',
    '2024-01-03,NY,"3.\n00"',
    '2024-01-04,NY,"4.00"  ',
    '2024-01-05,NY,"5.00"x',
    '2024-01-06,NY,6.00\r',
    '2024-01-07,NY,7.0\r0',
    '2024-01-08,NY,8.00,,',
    '2024-01-09,NY,9.00,,x',
    '',
    '2024-01-10,NY',
    '2024-01-11,ny,1e3',
    '2024-1-12,NY,12.00',
    'NY,2024-01-13,13.00',
    '2024-01-14,NY,"14.00',
    '2024-01-15,NY,15.00',
  ].join('\n'))],
  ['transactions, CRLF, multi-byte characters and bytes that are not UTF-8', transactions, Buffer.concat([
    Buffer.from('Date,State,Amount\r\n2024-02-01,NY,1.00\r\n2024-02-02,ÑY,2.00\r\n2024-02-03,NY,3'),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('.00\r\n2024-02-04,NY,€4\r\n2024-02-05,NY,5.00\n2024-02-06,NY,6.00\r\n'),
  ])],
  ['daily, channels and repeats', daily, Buffer.from([
    'Date,State,Channel,Sales,Transactions',
    '2024-03-01,NY,,1.00,1',
    '2024-03-01,NY,Direct,1.00,1',
    '2024-03-01,NY,Marketplace,1.00,1',
    '2024-03-01,NY,Online,1.00,1',
    '2024-03-02,TX,Exempt,-1.00,-1',
    '2024-03-03,TX,Exempt,1.00,',
    '2024-03-04,TX,Exempt,9999999999999.00,1000000000000',
    '2022-03-01,NY,,1.00,1',
    '2022-03-01,NY,,1.00,1',
    '',
  ].join('\r\n'))],
]

test('each file is located the same wherever its chunks split it', async () => {
  for (const [name, layout, bytes] of files) {
    const whole = await located(bytes, layout)
    assert.ok(whole.length > 0, name)
    for (const size of [1, 2, 3, 4, 5, 7, 11, 64]) assert.equal(await located(bytes, layout, size), whole, `${name}, chunks of ${size}`)
  }
})

test('what each row of the first file is located as: the line a row starts on, a CR alone counted as a line', async () => {
  assert.equal(await codes(files[0]![2], transactions), [
    '3:2: UNKNOWN_STATE',
    '4:3: BAD_AMOUNT',
    '7:3: BAD_QUOTING',
    '8:1: MIXED_LINE_ENDINGS',
    '9:3: MIXED_LINE_ENDINGS',
    '12:4: WRONG_FIELD_COUNT',
    '14:3: WRONG_FIELD_COUNT',
    '15:2: UNKNOWN_STATE',
    '15:3: BAD_AMOUNT',
    '16:1: NOT_A_DATE',
    '17:1: NOT_A_DATE',
    '17:2: UNKNOWN_STATE',
    '18:3: BAD_QUOTING',
  ])
})

test('rows of the other files: bytes that are not UTF-8 at their field, a daily file\'s repeats in the days read only', async () => {
  assert.equal(await codes(files[1]![2], transactions), [
    '3:2: UNKNOWN_STATE',
    '4:3: NOT_UTF8',
    '5:3: BAD_AMOUNT',
    '6:1: MIXED_LINE_ENDINGS',
  ])
  assert.equal(await codes(files[2]![2], daily), [
    '3:1: DUPLICATE_ROW',
    '5:3: NOT_ONE_OF',
    '6:5: BAD_COUNT',
    '7:5: BLANK_VALUE',
    '8:4: AMOUNT_TOO_LARGE',
    '8:5: COUNT_TOO_LARGE',
  ])
})

test('a row longer than a MiB is one problem, and the rows after it are read', async () => {
  const bytes = Buffer.from(`Date,State,Amount\n2024-01-01,NY,"${'1'.repeat(3 * 1024 * 1024)}\n2024-01-02,NY,x\n`)
  assert.equal(await codes(bytes, transactions, 64 * 1024), ['2:1: LINE_TOO_LONG'])
  const closed = Buffer.from(`Date,State,Amount\n2024-01-01,NY,${'1'.repeat(3 * 1024 * 1024)}\n2024-01-02,NY,x\n`)
  assert.equal(await codes(closed, transactions, 64 * 1024), ['2:1: LINE_TOO_LONG', '3:3: BAD_AMOUNT'])
})

test('the row that takes the study\'s dated sales (each day\'s net without signs) beyond what is left of them is located', async () => {
  const bytes = Buffer.from('Date,State,Amount\n2024-01-01,NY,5.00\n2022-01-01,NY,-9.00\n2024-01-02,NY,-3.00\n2024-01-03,NY,1.00\n')
  assert.equal(await codes(bytes, transactions, undefined, { cents: 799, transactions: 10 }), ['4:3: TOTAL_TOO_LARGE'])
  assert.equal(await codes(bytes, transactions, undefined, { cents: 900, transactions: 1 }), [])
  // A refund on the day of its sale nets it out: 5.00 - 5.00 + 7.00 is 7.00 of the study's sales, not 17.00.
  const netted = Buffer.from('Date,State,Amount\n2024-01-01,NY,5.00\n2024-01-01,NY,-5.00\n2024-01-02,NY,7.00\n2024-01-02,TX,1.00\n')
  assert.equal(await codes(netted, transactions, undefined, { cents: 750, transactions: 0 }), ['5:3: TOTAL_TOO_LARGE'])
})

test.run()
