import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdtempSync, rmSync, writeFileSync, createWriteStream } from 'node:fs'
import { once } from 'node:events'
import os from 'node:os'
import path from 'node:path'
import { TransactionsReader, type DailyFile } from '../../../pipeline/read/transactions.ts'
import { formatProblem } from '../../../pipeline/problems.ts'
import { taxYearScope } from './rules.ts'
import { isoDay, parseDay } from '../../../pipeline/transactions/dates.ts'
import { studyScope } from '../../../pipeline/transactions/scope.ts'

const range = taxYearScope(2024)

const dir = mkdtempSync(path.join(os.tmpdir(), 'transactions-read-'))
let reader: TransactionsReader

test.before(async () => {
  reader = await TransactionsReader.open()
})
test.after(() => {
  reader.close()
  rmSync(dir, { recursive: true, force: true })
})

async function read(name: string, text: string, kind: 'transactions' | 'daily' = 'transactions'): Promise<DailyFile> {
  const absolute = path.join(dir, name)
  writeFileSync(absolute, text)
  const source = { display: `transactions/${name}`, absolute }
  return kind === 'transactions' ? reader.readTransactions(source, range) : reader.readDaily(source, range)
}

const messages = (file: DailyFile) => file.problems.map(formatProblem)

test('sums each state and day: net sales in cents, transactions the rows above zero', async () => {
  const file = await read('sums.csv', [
    'Date,State,Amount',
    '2024-01-01,NY,10.00',
    '2024-01-01,NY,-2.50',
    '2024-01-01,"NY",0',
    '2024-01-01,NY,0.1',
    '2023-01-01,NJ,7',
    '2024-12-31,NJ,99999999.99',
    '2023-06-30,NY,5.05',
    '',
  ].join('\n'))
  assert.equal(file.problems, [])
  assert.equal([...file.days.keys()], ['NJ', 'NY'])
  assert.equal(file.days.get('NY'), [
    { day: parseDay('2023-06-30'), channel: 'Direct', salesCents: 505, transactions: 1 },
    { day: parseDay('2024-01-01'), channel: 'Direct', salesCents: 760, transactions: 2 },
  ])
  assert.equal(file.days.get('NJ'), [
    { day: parseDay('2023-01-01'), channel: 'Direct', salesCents: 700, transactions: 1 },
    { day: parseDay('2024-12-31'), channel: 'Direct', salesCents: 9_999_999_999, transactions: 1 },
  ])
  assert.is(file.outOfRange, 0)
})

test('rows before the look-back and after the tax year are counted and left out', async () => {
  const file = await read('range.csv', 'Date,State,Amount\n2022-12-31,NY,1.00\n2023-01-01,NY,2.00\n2024-12-31,NY,3.00\n2025-01-01,NY,4.00\n2019-05-05,TX,-1\n')
  assert.equal(file.problems, [])
  assert.is(file.outOfRange, 3)
  assert.equal(file.days.get('NY')?.map((d) => d.salesCents), [200, 300])
  assert.is(file.days.has('TX'), false)
})

test('a BOM, CRLF line endings, quoted fields and blank lines are read as CSV', async () => {
  const file = await read('crlf.csv', '\ufeffDate,State,Amount\r\n"2024-02-29","PR","1234.50"\r\n\r\n2024-02-29,PR,-0.50\r\n')
  assert.equal(file.problems, [])
  assert.equal(file.days.get('PR'), [{ day: parseDay('2024-02-29'), channel: 'Direct', salesCents: 123_400, transactions: 1 }])
})

test('every bad row is reported at its line and column, all in one run, and no totals come back', async () => {
  const file = await read('bad.csv', [
    'Date,State,Amount',
    '2024-01-01,NY,10.00',
    '2024-13-01,NY,5.00',
    '2024-01-02,NJ,12.345',
    '',
    '2024-01-03,XX,1.50',
    '2024-01-05,NY',
    '2024-01-06,NY,1.00,extra',
    ',NY,1.00',
    '2024-01-08,,1.00',
    '2024-01-10,NY,1e3',
    '2024-01-11,NY,1,000.00',
    '2024-01-12,NY,$4.00',
    '',
  ].join('\n'))
  const amount = 'expected a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, negative for a refund, such as "1234.50" or "-12.50"'
  assert.equal(messages(file), [
    'transactions/bad.csv:3:1: Date "2024-13-01" is not a date; expected a date as YYYY-MM-DD, such as "2024-03-31"',
    `transactions/bad.csv:4:3: Amount "12.345" is not valid; ${amount}`,
    'transactions/bad.csv:6:2: State "XX" is not a US state, DC or PR code; expected a US state, DC or PR code in capitals, such as "AZ"',
    'transactions/bad.csv:7:3: the row has 2 fields; expected 3 (Date,State,Amount)',
    'transactions/bad.csv:8:4: the row has 4 fields; expected 3 (Date,State,Amount)',
    'transactions/bad.csv:9:1: Date is empty; expected a date as YYYY-MM-DD, such as "2024-03-31"',
    'transactions/bad.csv:10:2: State is empty; expected a US state, DC or PR code in capitals, such as "AZ"',
    `transactions/bad.csv:11:3: Amount "1e3" is not valid; ${amount}`,
    'transactions/bad.csv:12:4: the row has 4 fields; expected 3 (Date,State,Amount)',
    `transactions/bad.csv:13:3: Amount "$4.00" is not valid; ${amount}`,
  ])
  assert.is(file.days.size, 0)
})

test('a three-decimal amount is refused, not rounded by DECIMAL(18,2)', async () => {
  const file = await read('three.csv', 'Date,State,Amount\n2024-01-01,NY,0.005\n')
  assert.equal(messages(file).map((m) => m.split(';')[0]), ['transactions/three.csv:2:3: Amount "0.005" is not valid'])
})

test('an unclosed quote is reported on the line where the row starts', async () => {
  const file = await read('quote.csv', 'Date,State,Amount\n2024-01-01,NY,1.00\n2024-01-11,NY,"4.5\n2024-01-12,NY,1.00\n')
  assert.equal(messages(file), ['transactions/quote.csv:3:3: a quoted value is not closed, or has text after its closing quote; expected RFC 4180 quoting ("a ""quoted"" value")'])
})

test('a line ending unlike the header\'s is located, though it stops DuckDB\'s reader', async () => {
  const file = await read('mixed.csv', 'Date,State,Amount\n2024-01-01,NY,10.00\n2024-01-02,NY,10.00\r\n2024-01-03,NY,10.00\n')
  assert.equal(messages(file), ['transactions/mixed.csv:3:1: the line ends with CRLF, unlike the header; expected one kind of line ending throughout the file'])
})

test('bytes that are not UTF-8 are reported at their line and column, though they stop DuckDB\'s reader', async () => {
  const absolute = path.join(dir, 'latin1.csv')
  writeFileSync(absolute, Buffer.concat([Buffer.from('Date,State,Amount\n2024-01-01,NY,1.00\n2024-01-02,N'), Buffer.from([0xd1]), Buffer.from(',1.00\n')]))
  const file = await reader.readTransactions({ display: 'transactions/latin1.csv', absolute }, range)
  assert.equal(messages(file), ['transactions/latin1.csv:3:2: the value holds bytes that are not UTF-8; expected a UTF-8 text file'])
})

test('a wrong header is reported on line 1 and the rows are not read', async () => {
  const file = await read('header.csv', 'Date,State,Amt,Note\n2024-01-01,NY,10.00\n')
  assert.equal(messages(file), [
    'transactions/header.csv:1:3: column 3 is "Amt"; expected "Amount"',
    'transactions/header.csv:1:4: unknown column "Note"; expected only the columns Date,State,Amount (or Date,State,Amount,Channel)',
  ])
  assert.equal(messages(await read('empty.csv', '')), ['transactions/empty.csv:1:1: the file is empty or its first line is blank; expected the header Date,State,Amount'])
})

test('an amount quoted across two lines still stops the run, though no line can be named for it', async () => {
  const file = await read('spanning.csv', 'Date,State,Amount\n2024-01-01,NY,"1.00\n"\n2024-01-02,NY,2.00\n')
  assert.equal(messages(file), ['transactions/spanning.csv:1:1: 1 row has a value that cannot be read and whose line cannot be told (a quoted value spanning lines?); expected rows of Date,State,Amount'])
  assert.is(file.days.size, 0)
})

test('a header-only file is an entity with no sales', async () => {
  const file = await read('header-only.csv', 'Date,State,Amount')
  assert.equal(file.problems, [])
  assert.is(file.days.size, 0)
  assert.is(file.outOfRange, 0)
})

test('a path with quotes, commas and spaces is bound as a parameter, not spliced into the SQL', async () => {
  const file = await read(`it's, "odd" $file.csv`, 'Date,State,Amount\n2024-01-01,NY,1.00\n')
  assert.equal(file.problems, [])
  assert.is(file.days.get('NY')?.[0]?.salesCents, 100)
})

test('a missing file is a problem, not a crash', async () => {
  const file = await reader.readTransactions({ display: 'transactions/none.csv', absolute: path.join(dir, 'none.csv') }, range)
  assert.equal(messages(file), ['transactions/none.csv:1:1: cannot read the file (ENOENT); expected a CSV file with the columns Date,State,Amount'])
})

test('a file read after a bad one is not charged with its rejects', async () => {
  await read('bad-first.csv', 'Date,State,Amount\n2024-02-30,NY,1.00\n')
  const file = await read('good-after.csv', 'Date,State,Amount\n2024-01-30,NY,1.00\n')
  assert.equal(file.problems, [])
  assert.is(file.days.get('NY')?.length, 1)
})

test('a pre-summed daily file is read the same way, with its own checks', async () => {
  const good = await read('daily.csv', 'Date,State,Sales,Transactions\n2024-01-01,NY,10.00,3\n2024-01-02,NY,-4,0\n2022-01-01,NY,1,1\n', 'daily')
  assert.equal(good.problems, [])
  assert.is(good.outOfRange, 1)
  assert.equal(good.days.get('NY'), [
    { day: parseDay('2024-01-01'), channel: 'Direct', salesCents: 1000, transactions: 3 },
    { day: parseDay('2024-01-02'), channel: 'Direct', salesCents: -400, transactions: 0 },
  ])
  const bad = await read('daily-bad.csv', 'Date,State,Sales,Transactions\n2024-01-02,NY,1.234,3\n2024-01-03,NY,5,-1\n2024-01-04,NY,5,\n2024-01-05,NY,5,1.5\n', 'daily')
  assert.equal(messages(bad).map((m) => m.split(';')[0]), [
    'transactions/daily-bad.csv:2:3: Sales "1.234" is not valid',
    'transactions/daily-bad.csv:3:4: Transactions "-1" is not valid',
    'transactions/daily-bad.csv:4:4: Transactions is empty',
    'transactions/daily-bad.csv:5:4: Transactions "1.5" is not valid',
  ])
})

test('bad rows deep in a file of a million rows are reported at exactly their lines', async () => {
  const absolute = path.join(dir, 'million.csv')
  const out = createWriteStream(absolute)
  const states = ['CA', 'NY', 'TX', 'WA', 'PR']
  const bad = new Map([[765_432, '2024-05-05,NY,12.345'], [876_543, '2024-13-01,CA,1.00'], [912_345, '2024-06-06,ZZ,1.00']])
  let chunk = 'Date,State,Amount\n'
  for (let line = 2; line <= 1_000_001; line++) {
    const month = String((line % 12) + 1).padStart(2, '0')
    const date = String((line % 28) + 1).padStart(2, '0')
    chunk += (bad.get(line) ?? `${2023 + (line % 2)}-${month}-${date},${states[line % 5]},${line % 1000}.${String(line % 100).padStart(2, '0')}`) + '\n'
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain')
      chunk = ''
    }
  }
  out.end(chunk)
  await once(out, 'finish')
  const file = await reader.readTransactions({ display: 'transactions/million.csv', absolute }, range)
  assert.equal(file.problems.map((p) => `${p.line}:${p.column}`), ['765432:3', '876543:1', '912345:2'])
})

test('a Channel column: each state, day and channel summed on its own, a blank cell Direct', async () => {
  const file = await read('channels.csv', [
    'Date,State,Amount,Channel',
    '2024-01-01,NY,10.00,',
    '2024-01-01,NY,5.00,Direct',
    '2024-01-01,NY,7.00,Marketplace',
    '2024-01-01,NY,-1.00,Marketplace',
    '2024-01-01,NY,3.00,"Exempt"',
    '2024-01-02,NY,2.00,Exempt',
    '',
  ].join('\n'), 'transactions')
  assert.equal(file.problems, [])
  assert.equal(file.days.get('NY'), [
    { day: parseDay('2024-01-01'), channel: 'Direct', salesCents: 1500, transactions: 2 },
    { day: parseDay('2024-01-01'), channel: 'Marketplace', salesCents: 600, transactions: 1 },
    { day: parseDay('2024-01-01'), channel: 'Exempt', salesCents: 300, transactions: 1 },
    { day: parseDay('2024-01-02'), channel: 'Exempt', salesCents: 200, transactions: 1 },
  ])
})

test('a daily file with Channel as its third column, and an unknown channel located in either kind of file', async () => {
  const good = await read('daily-channels.csv', 'Date,State,Channel,Sales,Transactions\n2024-01-01,NY,Marketplace,7.00,2\n2024-01-01,NY,,5.00,1\n', 'daily')
  assert.equal(good.problems, [])
  assert.equal(good.days.get('NY'), [
    { day: parseDay('2024-01-01'), channel: 'Direct', salesCents: 500, transactions: 1 },
    { day: parseDay('2024-01-01'), channel: 'Marketplace', salesCents: 700, transactions: 2 },
  ])
  const bad = await read('daily-online.csv', 'Date,State,Channel,Sales,Transactions\n2024-01-01,NY,Online,7.00,2\n', 'daily')
  assert.equal(bad.problems.map(formatProblem), ['transactions/daily-online.csv:2:3: Channel "Online" is not valid; expected Direct, Marketplace or Exempt, or blank for Direct'])
  const lower = await read('lower.csv', 'Date,State,Amount,Channel\n2024-01-01,NY,1.00,direct\n', 'transactions')
  assert.equal(lower.problems.map(formatProblem), ['transactions/lower.csv:2:4: Channel "direct" is not valid; expected Direct, Marketplace or Exempt, or blank for Direct'])
})

test('a daily file gives each (date, state, channel) once: a repeat is located at its line, a file without Channel included', async () => {
  const plain = await read('daily-twice.csv', 'Date,State,Sales,Transactions\n2024-01-01,NY,1.00,1\n2024-01-02,NY,1.00,1\n2024-01-01,NY,2.00,1\n', 'daily')
  assert.equal(plain.problems.map(formatProblem), ['transactions/daily-twice.csv:4:1: the row repeats the date and state of line 2; expected each (date, state) once in a daily file'])
  assert.is(plain.days.size, 0)
  // A blank channel is Direct; the same date in another spelling DuckDB reads as the same day.
  const channels = await read('daily-channel-twice.csv', 'Date,State,Channel,Sales,Transactions\n2024-01-01,NY,,1.00,1\n2024-01-01,NY,Exempt,1.00,1\n2024-1-1,NY,Direct,2.00,1\n', 'daily')
  assert.equal(channels.problems.map(formatProblem), ['transactions/daily-channel-twice.csv:4:1: the row repeats the date, state and channel of line 2; expected each (date, state, channel) once in a daily file'])
})

test('a transactions file may repeat a (date, state, channel): each row is a sale', async () => {
  const file = await read('repeats.csv', 'Date,State,Amount,Channel\n2024-01-01,NY,1.00,Direct\n2024-01-01,NY,1.00,Direct\n', 'transactions')
  assert.equal(file.problems, [])
  assert.equal(file.days.get('NY'), [{ day: parseDay('2024-01-01'), channel: 'Direct', salesCents: 200, transactions: 2 }])
})

test('the range read is the scope\'s: with exposure, 1 January of firstYear - 1 through asOf', async () => {
  const absolute = path.join(dir, 'range.csv')
  writeFileSync(absolute, 'Date,State,Amount\n2019-12-31,NY,1.00\n2020-01-01,NY,2.00\n2025-03-31,NY,3.00\n2025-04-01,NY,4.00\n')
  const file = await reader.readTransactions({ display: 'range.csv', absolute }, studyScope({ taxYear: 2024, exposure: { firstYear: 2021, asOf: '2025-03-31' } }))
  assert.equal(file.days.get('NY')?.map((entry) => isoDay(entry.day)), ['2020-01-01', '2025-03-31'])
  assert.is(file.outOfRange, 2)
})

test.run()
