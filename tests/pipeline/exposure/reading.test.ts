/**
 * Reading EXPOSURE.md's inputs: thresholds.csv with any subset of its optional columns, in any order
 * after the five of TRANSACTIONS.md, blank cells taking the defaults, several dated rows per state;
 * the Channel column of transactions and daily files summed per state, day and channel; and a study
 * without any of it read exactly as before.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, path, os } from 'zx'
import { openStudy } from '../../../pipeline/read/study.ts'
import { Problems, formatProblem } from '../../../pipeline/problems.ts'
import { TransactionsReader, type DailyFile } from '../../../pipeline/read/transactions.ts'
import { isoDay, parseDay } from '../../../pipeline/transactions/dates.ts'
import { studyScope } from '../../../pipeline/transactions/scope.ts'
import { taxYearScope } from '../transactions/rules.ts'
import type { StateRules } from '../../../pipeline/transactions/thresholds.ts'

/** tests/fixtures/exposure-other with its thresholds file replaced by `text`: its rules by state, or its problems. */
async function rulesOf(text: string): Promise<{ rules: Map<string, StateRules>; problems: string[] }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'exposure-reading-'))
  try {
    await fs.copy('tests/fixtures/exposure-other', dir)
    await fs.writeFile(path.join(dir, 'rules/limits.csv'), text)
    const problems = new Problems()
    const opened = await openStudy(dir, problems)
    return { rules: opened!.study.thresholds, problems: problems.list.map(formatProblem).map((line) => line.replace(`${dir}/`, '')) }
  } finally {
    await fs.remove(dir)
  }
}

const FIVE = 'State,Threshold Type,Sales Threshold,Transactions Threshold,Period Type'

test('thresholds.csv without the optional columns: one rule per state, every default', async () => {
  const { rules, problems } = await rulesOf(`${FIVE}\nID,Sales,1000.00,,Previous Or Current Calendar Year\nOK,Transactions,,3,Previous Calendar Year\nSD,Sales,500.00,,Previous 12 Months\nVT,Transactions,,4,Previous Four Calendar Quarters\nWY,No Sales Tax,,,Previous Calendar Year\n`)
  assert.equal(problems, [])
  const { list } = rules.get('ID')!
  assert.is(list.length, 1)
  const { line, effectiveFrom, countsMarketplace, countsExempt, collectionStarts, interestRateThousandths, penaltyRateThousandths, vdaLookBackMonths } = list[0]!
  assert.equal({ line, effectiveFrom, countsMarketplace, countsExempt, collectionStarts, interestRateThousandths, penaltyRateThousandths, vdaLookBackMonths }, {
    line: 2, effectiveFrom: null, countsMarketplace: true, countsExempt: true, collectionStarts: { kind: 'Crossing Day' },
    interestRateThousandths: 0, penaltyRateThousandths: 0, vdaLookBackMonths: null,
  })
})

test('any subset of the optional columns, in any order; dated rows of a state in force from their dates', async () => {
  const { rules, problems } = await rulesOf([
    `${FIVE},VDA Look Back Months,Effective From,Counts Marketplace,Penalty Rate`,
    'ID,Sales,1000.00,,Previous Or Current Calendar Year,48,,No,2.5',
    'OK,Transactions,,3,Previous Calendar Year,,,,',
    'SD,Sales,500.00,,Previous 12 Months,,2023-07-01,,',
    'SD,Sales,2000.00,,Previous 12 Months,12,2021-01-01,Yes,',
    'VT,Transactions,,4,Previous Four Calendar Quarters,,,,',
    'WY,No Sales Tax,,,Previous Calendar Year,,,,',
    '',
  ].join('\n'))
  assert.equal(problems, [])
  const id = rules.get('ID')!.first
  assert.equal([id.vdaLookBackMonths, id.countsMarketplace, id.countsExempt, id.penaltyRateThousandths, id.interestRateThousandths], [48, false, true, 2_500, 0])
  const sd = rules.get('SD')!
  // In order of Effective From, whatever the file's order.
  assert.equal(sd.list.map((rule) => `${rule.line} ${isoDay(rule.effectiveFrom!)}`), ['5 2021-01-01', '4 2023-07-01'])
  const on = (date: string) => sd.on(parseDay(date))?.line ?? null
  assert.equal([on('2020-12-31'), on('2021-01-01'), on('2023-06-30'), on('2023-07-01'), on('2030-01-01')], [null, 5, 5, 4, 4])
})

test('a header naming an optional column twice or an unknown one is a located problem', async () => {
  const { problems } = await rulesOf(`${FIVE},Interest Rate,Interest Rate,Late Fee\n`)
  assert.equal(problems, [
    'rules/limits.csv:1:7: column "Interest Rate" appears twice; expected each column once',
    'rules/limits.csv:1:8: unknown column "Late Fee"; expected only the columns State,Threshold Type,Sales Threshold,Transactions Threshold,Period Type, then any of Effective From, Counts Marketplace, Counts Exempt, Collection Starts, Interest Rate, Penalty Rate, VDA Look Back Months',
  ])
})

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'exposure-channels-'))
let reader: TransactionsReader
test.before(async () => {
  reader = await TransactionsReader.open()
})
test.after(async () => {
  reader.close()
  await fs.remove(dir)
})

async function read(name: string, text: string, kind: 'transactions' | 'daily'): Promise<DailyFile> {
  const absolute = path.join(dir, name)
  await fs.writeFile(absolute, text)
  const source = { display: name, absolute }
  return kind === 'transactions' ? reader.readTransactions(source, taxYearScope(2024)) : reader.readDaily(source, taxYearScope(2024))
}

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
  assert.equal(bad.problems.map(formatProblem), ['daily-online.csv:2:3: Channel "Online" is not valid; expected Direct, Marketplace or Exempt, or blank for Direct'])
  const lower = await read('lower.csv', 'Date,State,Amount,Channel\n2024-01-01,NY,1.00,direct\n', 'transactions')
  assert.equal(lower.problems.map(formatProblem), ['lower.csv:2:4: Channel "direct" is not valid; expected Direct, Marketplace or Exempt, or blank for Direct'])
})

test('a daily file gives each (date, state, channel) once: a repeat is located at its line, a file without Channel included', async () => {
  const plain = await read('daily-twice.csv', 'Date,State,Sales,Transactions\n2024-01-01,NY,1.00,1\n2024-01-02,NY,1.00,1\n2024-01-01,NY,2.00,1\n', 'daily')
  assert.equal(plain.problems.map(formatProblem), ['daily-twice.csv:4:1: the row repeats the date and state of line 2; expected each (date, state) once in a daily file'])
  assert.is(plain.days.size, 0)
  // A blank channel is Direct; the same date in another spelling DuckDB reads as the same day.
  const channels = await read('daily-channel-twice.csv', 'Date,State,Channel,Sales,Transactions\n2024-01-01,NY,,1.00,1\n2024-01-01,NY,Exempt,1.00,1\n2024-1-1,NY,Direct,2.00,1\n', 'daily')
  assert.equal(channels.problems.map(formatProblem), ['daily-channel-twice.csv:4:1: the row repeats the date, state and channel of line 2; expected each (date, state, channel) once in a daily file'])
})

test('a transactions file may repeat a (date, state, channel): each row is a sale', async () => {
  const file = await read('repeats.csv', 'Date,State,Amount,Channel\n2024-01-01,NY,1.00,Direct\n2024-01-01,NY,1.00,Direct\n', 'transactions')
  assert.equal(file.problems, [])
  assert.equal(file.days.get('NY'), [{ day: parseDay('2024-01-01'), channel: 'Direct', salesCents: 200, transactions: 2 }])
})

test('the range read is the scope\'s: with exposure, 1 January of firstYear - 1 through asOf', async () => {
  const absolute = path.join(dir, 'range.csv')
  await fs.writeFile(absolute, 'Date,State,Amount\n2019-12-31,NY,1.00\n2020-01-01,NY,2.00\n2025-03-31,NY,3.00\n2025-04-01,NY,4.00\n')
  const file = await reader.readTransactions({ display: 'range.csv', absolute }, studyScope({ taxYear: 2024, exposure: { firstYear: 2021, asOf: '2025-03-31' } }))
  assert.equal(file.days.get('NY')?.map((entry) => isoDay(entry.day)), ['2020-01-01', '2025-03-31'])
  assert.is(file.outOfRange, 2)
})

test.run()
