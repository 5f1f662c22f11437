import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { SalesTotals, type DailyFile } from '../../../pipeline/read/transactions.ts'
import { sharedReader } from './reader.ts'
import { whereAndCode } from '../compile.ts'
import { taxYearScope } from './rules.ts'
import { isoDay, parseDay } from '../../../pipeline/transactions/dates.ts'
import { MAX_PROBLEMS_PER_FILE, MAX_SALES_ROW_BYTES } from '../../../common/limits.ts'
import { decodeText } from '../../../common/text.ts'
import { studyScope } from '../../../pipeline/transactions/scope.ts'

const range = taxYearScope(2024)

const { dir, reader } = sharedReader(test, 'transactions-read-')

async function read(name: string, text: string | Buffer, kind: 'transactions' | 'daily' = 'transactions', totals?: SalesTotals): Promise<DailyFile> {
  const absolute = path.join(dir, name)
  writeFileSync(absolute, text)
  const source = { display: `transactions/${name}`, absolute }
  return kind === 'transactions' ? reader().readTransactions(source, range, totals) : reader().readDaily(source, range, totals)
}

// Where and what: each code's wording is pinned in problem-codes.test.ts.
const messages = (file: DailyFile) => file.problems.map(whereAndCode)

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
  assert.equal(messages(file), [
    'transactions/bad.csv:3:1: NOT_A_DATE',
    'transactions/bad.csv:4:3: BAD_AMOUNT',
    'transactions/bad.csv:6:2: UNKNOWN_STATE',
    'transactions/bad.csv:7:3: WRONG_FIELD_COUNT',
    'transactions/bad.csv:8:4: WRONG_FIELD_COUNT',
    'transactions/bad.csv:9:1: BLANK_VALUE',
    'transactions/bad.csv:10:2: BLANK_VALUE',
    'transactions/bad.csv:11:3: BAD_AMOUNT',
    'transactions/bad.csv:12:4: WRONG_FIELD_COUNT',
    'transactions/bad.csv:13:3: BAD_AMOUNT',
  ])
  assert.is(file.days.size, 0)
})

test('a three-decimal amount is refused, not rounded by DECIMAL(18,2)', async () => {
  const file = await read('three.csv', 'Date,State,Amount\n2024-01-01,NY,0.005\n')
  assert.equal(messages(file), ['transactions/three.csv:2:3: BAD_AMOUNT'])
})

test('an unclosed quote is reported on the line where the row starts', async () => {
  const file = await read('quote.csv', 'Date,State,Amount\n2024-01-01,NY,1.00\n2024-01-11,NY,"4.5\n2024-01-12,NY,1.00\n')
  assert.equal(messages(file), ['transactions/quote.csv:3:3: BAD_QUOTING'])
})

test('a line ending unlike the header\'s is located, though it stops DuckDB\'s reader', async () => {
  const file = await read('mixed.csv', 'Date,State,Amount\n2024-01-01,NY,10.00\n2024-01-02,NY,10.00\r\n2024-01-03,NY,10.00\n')
  assert.equal(messages(file), ['transactions/mixed.csv:3:1: MIXED_LINE_ENDINGS'])
})

test('bytes that are not UTF-8 are reported at their line and column, though they stop DuckDB\'s reader', async () => {
  const absolute = path.join(dir, 'latin1.csv')
  writeFileSync(absolute, Buffer.concat([Buffer.from('Date,State,Amount\n2024-01-01,NY,1.00\n2024-01-02,N'), Buffer.from([0xd1]), Buffer.from(',1.00\n')]))
  const file = await reader().readTransactions({ display: 'transactions/latin1.csv', absolute }, range)
  assert.equal(messages(file), ['transactions/latin1.csv:3:2: NOT_UTF8'])
})

test('a wrong header is reported on line 1 and the rows are not read', async () => {
  const file = await read('header.csv', 'Date,State,Amt,Note\n2024-01-01,NY,10.00\n')
  assert.equal(messages(file), [
    'transactions/header.csv:1:3: WRONG_COLUMN',
    'transactions/header.csv:1:4: UNKNOWN_COLUMN',
  ])
  assert.equal(messages(await read('empty.csv', '')), ['transactions/empty.csv:1:1: EMPTY_FILE'])
})

test('an amount quoted across two lines is located on the line where its row starts, and the lines after it counted right', async () => {
  const file = await read('spanning.csv', 'Date,State,Amount\n2024-01-01,NY,"1.00\n"\n2024-01-02,NY,2.00\n2024-01-03,NY,x\n')
  assert.equal(messages(file), ['transactions/spanning.csv:2:3: BAD_AMOUNT', 'transactions/spanning.csv:5:3: BAD_AMOUNT'])
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
  const file = await reader().readTransactions({ display: 'transactions/none.csv', absolute: path.join(dir, 'none.csv') }, range)
  assert.equal(messages(file), ['transactions/none.csv:1:1: CANNOT_READ'])
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
  assert.equal(messages(bad), [
    'transactions/daily-bad.csv:2:3: BAD_AMOUNT',
    'transactions/daily-bad.csv:3:4: BAD_COUNT',
    'transactions/daily-bad.csv:4:4: BLANK_VALUE',
    'transactions/daily-bad.csv:5:4: BAD_COUNT',
  ])
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
  assert.equal(bad.problems.map(whereAndCode), ['transactions/daily-online.csv:2:3: NOT_ONE_OF'])
  const lower = await read('lower.csv', 'Date,State,Amount,Channel\n2024-01-01,NY,1.00,direct\n', 'transactions')
  assert.equal(lower.problems.map(whereAndCode), ['transactions/lower.csv:2:4: NOT_ONE_OF'])
})

test("LAW.md's channels Resale and Not Taxable: summed on their own in both kinds of file, a daily file's repeat of one located", async () => {
  const file = await read('law-channels.csv', 'Date,State,Amount,Channel\n2024-01-01,NY,4.00,Resale\n2024-01-01,NY,6.00,Not Taxable\n2024-01-01,NY,1.00,Resale\n', 'transactions')
  assert.equal(file.days.get('NY'), [
    { day: parseDay('2024-01-01'), channel: 'Resale', salesCents: 500, transactions: 2 },
    { day: parseDay('2024-01-01'), channel: 'Not Taxable', salesCents: 600, transactions: 1 },
  ])
  const daily = await read('law-daily.csv', 'Date,State,Channel,Sales,Transactions\n2024-01-01,NY,Not Taxable,7.00,2\n2024-01-01,NY,Resale,5.00,1\n', 'daily')
  assert.equal(daily.days.get('NY')!.map((total) => `${total.channel} ${total.salesCents}`), ['Resale 500', 'Not Taxable 700'])
  const twice = await read('law-daily-twice.csv', 'Date,State,Channel,Sales,Transactions\n2024-01-01,NY,Resale,1.00,1\n2024-01-01,NY,Resale,2.00,1\n', 'daily')
  assert.equal(twice.problems.map(whereAndCode), ['transactions/law-daily-twice.csv:3:1: DUPLICATE_ROW'])
})

test('a daily file gives each (date, state, channel) once: a repeat is located at its line, a file without Channel included', async () => {
  const plain = await read('daily-twice.csv', 'Date,State,Sales,Transactions\n2024-01-01,NY,1.00,1\n2024-01-02,NY,1.00,1\n2024-01-01,NY,2.00,1\n', 'daily')
  assert.equal(plain.problems.map(whereAndCode), ['transactions/daily-twice.csv:4:1: DUPLICATE_ROW'])
  assert.is(plain.days.size, 0)
  // A blank channel is Direct.
  const channels = await read('daily-channel-twice.csv', 'Date,State,Channel,Sales,Transactions\n2024-01-01,NY,,1.00,1\n2024-01-01,NY,Exempt,1.00,1\n2024-01-01,NY,Direct,2.00,1\n', 'daily')
  assert.equal(channels.problems.map(whereAndCode), ['transactions/daily-channel-twice.csv:4:1: DUPLICATE_ROW'])
  // Both layouts, any number of repeats, each at its own line with the first.
  const many = await read('daily-many.csv', 'Date,State,Sales,Transactions\n2024-01-01,NY,1.00,1\n2024-01-01,NY,1.00,1\n2024-01-02,NY,1.00,1\n2024-01-01,NY,1.00,1\n', 'daily')
  assert.equal(many.problems.map((p) => `${p.line}:${p.column} ${p.message.split(';')[0]}`), ['3:1 the row repeats the date and state of line 2', '5:1 the row repeats the date and state of line 2'])
})

test('a transactions file may repeat a (date, state, channel): each row is a sale', async () => {
  const file = await read('repeats.csv', 'Date,State,Amount,Channel\n2024-01-01,NY,1.00,Direct\n2024-01-01,NY,1.00,Direct\n', 'transactions')
  assert.equal(file.problems, [])
  assert.equal(file.days.get('NY'), [{ day: parseDay('2024-01-01'), channel: 'Direct', salesCents: 200, transactions: 2 }])
})

test('the range read is the scope\'s: with exposure, 1 January of firstYear - 1 through asOf', async () => {
  const absolute = path.join(dir, 'range.csv')
  writeFileSync(absolute, 'Date,State,Amount\n2019-12-31,NY,1.00\n2020-01-01,NY,2.00\n2025-03-31,NY,3.00\n2025-04-01,NY,4.00\n')
  const file = await reader().readTransactions({ display: 'range.csv', absolute }, studyScope({ taxYear: 2024, exposure: { firstYear: 2021, asOf: '2025-03-31' } }))
  assert.equal(file.days.get('NY')?.map((entry) => isoDay(entry.day)), ['2020-01-01', '2025-03-31'])
  assert.is(file.outOfRange, 2)
})

// Issue 20, item 4, and issue 22, item 5: only YYYY-MM-DD passes, in either kind of file and either layout.
const looseDates = ['2024-1-5', '2024/01/05', '2024-01-05 garbage', '2024-01-05 BC', '2024-01-05 12:34:56', ' 2024-01-05', '02024-01-05', 'infinity', 'epoch', '2024-01-05T00:00:00', '20240105', '-2024-01-05']

test('a date not written YYYY-MM-DD is located at its row in every layout, neither summed as another day nor left out as out of range', async () => {
  const layouts = [
    { kind: 'transactions', header: 'Date,State,Amount', row: (date: string) => `${date},NY,2.00` },
    { kind: 'transactions', header: 'Date,State,Amount,Channel', row: (date: string) => `${date},NY,2.00,Marketplace` },
    { kind: 'daily', header: 'Date,State,Sales,Transactions', row: (date: string) => `${date},NY,2.00,1` },
    { kind: 'daily', header: 'Date,State,Channel,Sales,Transactions', row: (date: string) => `${date},NY,,2.00,1` },
  ] as const
  for (const { kind, header, row } of layouts) {
    for (const date of looseDates) {
      const file = await read('loose.csv', `${header}\n${row('2024-01-04')}\n${row(date)}\n`, kind)
      assert.equal(messages(file), ['transactions/loose.csv:3:1: NOT_A_DATE'], `${header}: ${date}`)
      assert.is(file.days.size, 0)
      assert.is(file.outOfRange, 0)
    }
  }
})

test('a quoted date is the date it quotes; a day of no calendar and a blank date are located', async () => {
  const file = await read('dates.csv', 'Date,State,Amount\n"2024-01-05",NY,1.00\n')
  assert.equal(file.problems, [])
  assert.equal(file.days.get('NY')?.map((total) => isoDay(total.day)), ['2024-01-05'])
  const bad = await read('days.csv', 'Date,State,Amount\n2023-02-29,NY,1.00\n2024-02-29,NY,1.00\n0000-00-00,NY,1.00\n"",NY,1.00\n')
  assert.equal(messages(bad), [
    'transactions/days.csv:2:1: NOT_A_DATE',
    'transactions/days.csv:4:1: NOT_A_DATE',
    'transactions/days.csv:5:1: BLANK_VALUE',
  ])
})

// Issue 22, item 6: the limits of revenue files (common/limits.ts), at the row, in both kinds of file.
test('an amount or a count beyond the largest a study may hold is located at its row, never rounded or an INT128 error', async () => {
  const amounts = await read('big-amounts.csv', [
    'Date,State,Amount',
    '2024-01-01,NY,999999999999.99',
    '2024-01-01,NY,-999999999999.99',
    '2024-01-02,NY,9999999999999.99',
    '2024-01-03,NY,-1000000000000',
    `2024-01-04,NY,${'9'.repeat(60)}`,
    '2024-01-05,NY,0000000000000000000001.50',
    '',
  ].join('\n'))
  assert.equal(messages(amounts), [
    'transactions/big-amounts.csv:4:3: AMOUNT_TOO_LARGE',
    'transactions/big-amounts.csv:5:3: AMOUNT_TOO_LARGE',
    'transactions/big-amounts.csv:6:3: AMOUNT_TOO_LARGE',
  ])
  const daily = await read('big-daily.csv', [
    'Date,State,Sales,Transactions',
    '2024-01-01,NY,1.00,999999999999',
    '2024-01-02,NY,1.00,9007199254740993',
    `2024-01-03,NY,${'1'.repeat(45)}.00,1`,
    `2024-01-04,NY,1.00,${'1'.repeat(45)}`,
    '',
  ].join('\n'), 'daily')
  assert.equal(messages(daily), [
    'transactions/big-daily.csv:3:4: COUNT_TOO_LARGE',
    'transactions/big-daily.csv:4:3: AMOUNT_TOO_LARGE',
    'transactions/big-daily.csv:5:4: COUNT_TOO_LARGE',
  ])
})

test('amounts each within the limit but together beyond the study\'s dated sales are located at the row that crosses, not thrown', async () => {
  // 9,100 rows of the largest amount in the look-back (a daily total far beyond 2^53 cents), and 100 on one day.
  const rows = (count: number, date: string) => Array.from({ length: count }, () => `${date},NY,999999999999.99`)
  const lookBack = await read('look-back.csv', ['Date,State,Amount', ...rows(9100, '2023-05-05'), ''].join('\n'))
  assert.equal(messages(lookBack), ['transactions/look-back.csv:8:3: TOTAL_TOO_LARGE'])
  assert.is(lookBack.days.size, 0)
  // Refunds count as much as sales; a daily file's Sales the same way; rows outside the range not at all.
  const daily = await read('look-back-daily.csv', ['Date,State,Sales,Transactions', '2020-01-01,NY,999999999999.99,1',
    ...Array.from({ length: 6 }, (_, index) => `2023-05-0${index + 1},NY,-999999999999.99,1`), '2024-01-01,NY,0.06,1', '2024-01-02,NY,0.01,1', ''].join('\n'), 'daily')
  assert.equal(messages(daily), ['transactions/look-back-daily.csv:10:3: TOTAL_TOO_LARGE'])
})

test('the study\'s dated sales are summed over every file read in a run: the file that crosses is located, the ones before are not', async () => {
  const totals = new SalesTotals()
  const half = ['Date,State,Amount', ...Array.from({ length: 4 }, () => '2024-02-02,TX,-999999999999.99'), ''].join('\n')
  const first = await read('first-half.csv', half, 'transactions', totals)
  assert.equal(first.problems, [])
  const second = await read('second-half.csv', half, 'transactions', totals)
  assert.equal(messages(second), ['transactions/second-half.csv:4:3: TOTAL_TOO_LARGE'])
  // A run's later files are not charged again.
  assert.equal((await read('third.csv', half, 'transactions', totals)).problems, [])
})

test('a daily file\'s Transactions are held to the study\'s total too', async () => {
  const file = await read('counts.csv', ['Date,State,Sales,Transactions', ...Array.from({ length: 9001 }, (_, index) => `${isoDay(parseDay('2023-01-01') + index % 700)},${['NY', 'TX', 'CA', 'WA', 'OR', 'NV', 'ID', 'UT', 'AZ', 'NM', 'CO', 'WY', 'MT', 'ND', 'SD'][Math.floor(index / 700)]},0,999999999999`), ''].join('\n'), 'daily')
  assert.equal(messages(file), ['transactions/counts.csv:9002:4: TOTAL_TOO_LARGE'])
})

// Issue 22, item 10: a carriage return alone, and bytes that are not UTF-8, are each one problem at their line.
test('a carriage return alone inside a row is one problem, at its line, and the lines after it are counted as an editor shows them', async () => {
  const state = await read('cr-state.csv', 'Date,State,Amount\n2024-01-04,NY,1.00\n2024-01-05,N\rY,2.00\n2024-01-06,NY,3.00\n')
  assert.equal(messages(state), ['transactions/cr-state.csv:3:2: MIXED_LINE_ENDINGS'])
  const amount = await read('cr-amount.csv', 'Date,State,Amount\n2024-01-04,NY,1.00\n2024-01-05,NY,2.\r00\n2024-01-06,NY,3.00\n2024-01-07,NY,x\n')
  assert.equal(messages(amount), ['transactions/cr-amount.csv:3:3: MIXED_LINE_ENDINGS', 'transactions/cr-amount.csv:6:3: BAD_AMOUNT'])
  const between = await read('cr-between.csv', 'Date,State,Amount\r\n2024-01-04,NY,1.00\r\n2024-01-05,NY,2.00\r2024-01-06,NY,3.00\r\n2024-01-07,NY,x\r\n')
  assert.equal(messages(between), ['transactions/cr-between.csv:3:3: MIXED_LINE_ENDINGS', 'transactions/cr-between.csv:5:3: BAD_AMOUNT'])
  const daily = await read('cr-daily.csv', 'Date,State,Channel,Sales,Transactions\n2024-01-04,NY,Dir\rect,1.00,1\n', 'daily')
  assert.equal(messages(daily), ['transactions/cr-daily.csv:2:3: MIXED_LINE_ENDINGS'])
  // A file whose every line ends with CR alone is read as such.
  const old = await read('cr-only.csv', 'Date,State,Amount\r2024-01-04,NY,1.00\r2024-01-05,NY,2.00\r')
  assert.equal(old.problems, [])
  assert.equal(old.days.get('NY')?.map((total) => total.salesCents), [100, 200])
})

test('a byte that is not UTF-8 in an amount is one problem, at its line and column', async () => {
  const absolute = path.join(dir, 'latin1-amount.csv')
  writeFileSync(absolute, Buffer.concat([Buffer.from('Date,State,Amount\n2024-01-04,NY,1.00\n2024-01-05,NY,2.'), Buffer.from([0xe9]), Buffer.from('00\n2024-01-06,NY,3.00\n')]))
  const file = await reader().readTransactions({ display: 'transactions/latin1-amount.csv', absolute }, range)
  assert.equal(messages(file), ['transactions/latin1-amount.csv:3:3: NOT_UTF8'])
})

test('a header of 5,000,000 columns, beyond the row limit, is one LINE_TOO_LONG at 1:1, as a row beyond it is', async () => {
  // 10 MB of header: cut at 64 KiB, it was 32,760 columns' UNKNOWN_COLUMN, counted as if they were all
  const columns = ['Date', 'State', 'Amount', ...Array.from({ length: 4_999_997 }, () => 'X')].join(',')
  const file = await read('wide.csv', `${columns}\n2024-01-01,NY,1.00\n`)
  assert.equal(messages(file), ['transactions/wide.csv:1:1: LINE_TOO_LONG'])
  assert.is(file.unlisted, 0)
  const daily = await read('wide-daily.csv', `Date,State,Sales,Transactions,${'y'.repeat(MAX_SALES_ROW_BYTES)}`, 'daily')
  assert.equal(messages(daily), ['transactions/wide-daily.csv:1:1: LINE_TOO_LONG'])
})

test('a header within the row limit is read whole, however long: each extra column counted, the first ones listed', async () => {
  // 100,000 columns, 200 KB: more than the 64 KiB the header was read from
  const extra = 100_000 - 3
  const file = await read('wider.csv', `Date,State,Amount${',X'.repeat(extra)}\n2024-01-01,NY,1.00\n`)
  assert.is(file.problems.length + file.unlisted, extra)
  assert.is(file.problems.length, MAX_PROBLEMS_PER_FILE + 1)
  assert.equal(messages(file).slice(0, 2), ['transactions/wider.csv:1:4: UNKNOWN_COLUMN', 'transactions/wider.csv:1:5: UNKNOWN_COLUMN'])
  // exactly at the limit (a BOM not counted) it is a header; a byte more, a line too long
  const at = `Date,State,Amount,${'y'.repeat(MAX_SALES_ROW_BYTES - 'Date,State,Amount,'.length)}`
  assert.equal(messages(await read('at-limit.csv', `\ufeff${at}\r\n2024-01-01,NY,1.00\r\n`)), ['transactions/at-limit.csv:1:4: UNKNOWN_COLUMN'])
  assert.equal(messages(await read('past-limit.csv', `${at}y\n2024-01-01,NY,1.00\n`)), ['transactions/past-limit.csv:1:1: LINE_TOO_LONG'])
})

test('a file saved as UTF-16 is NOT_UTF8 at its first byte, as every other file, not a WRONG_COLUMN of mojibake', async () => {
  const text = '\ufeffDate,State,Amount\r\n2024-01-01,NY,1.00\r\n'
  const bytes = Buffer.from(text, 'utf16le')
  const file = await read('utf16.csv', bytes)
  assert.equal(messages(file), ['transactions/utf16.csv:1:1: NOT_UTF8'])
  // the words a revenue file's reader gives the same bytes
  assert.equal(file.problems[0]!.message, (decodeText(bytes) as { message: string }).message)
  const big = Buffer.from(text, 'utf16le').swap16()
  assert.equal(messages(await read('utf16be.csv', big, 'daily')), ['transactions/utf16be.csv:1:1: NOT_UTF8'])
  // without a BOM, its first NUL, as in every other file
  assert.equal(messages(await read('utf16-no-bom.csv', Buffer.from(text.slice(1), 'utf16le'))), ['transactions/utf16-no-bom.csv:1:2: NUL_CHARACTER'])
})

test.run()
