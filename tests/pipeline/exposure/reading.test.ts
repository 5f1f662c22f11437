/**
 * Reading EXPOSURE.md's thresholds.csv: any subset of its optional columns, in any order after the
 * five of TRANSACTIONS.md, blank cells taking the defaults, several dated rows per state. (The Channel
 * column of transactions and daily files: tests/pipeline/transactions/read.test.ts.)
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, path, os } from 'zx'
import { openStudy } from '../../../pipeline/read/study.ts'
import { Problems, formatProblem } from '../../../pipeline/problems.ts'
import { isoDay, parseDay } from '../../../pipeline/transactions/dates.ts'
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
    'rules/limits.csv:1:7: DUPLICATE_COLUMN column "Interest Rate" appears twice; expected each column once',
    'rules/limits.csv:1:8: UNKNOWN_COLUMN unknown column "Late Fee"; expected only the columns State,Threshold Type,Sales Threshold,Transactions Threshold,Period Type, then any of Effective From, Counts Marketplace, Counts Exempt, Counts Resale, Counts Not Taxable, Collection Starts, Nexus Lasts, Interest Rate, Penalty Rate, VDA Look Back Months, Source, Verified On',
  ])
})

test.run()
