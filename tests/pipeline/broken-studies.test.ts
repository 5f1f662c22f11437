/**
 * Broken fixture studies, one folder each under tests/fixtures/broken-*: every problem is reported, in
 * one run, as path:line:column with what was expected, exactly as in the folder's expected.txt.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync, readFileSync } from 'node:fs'
import { problemsOf } from './compile.ts'

const fixtures = readdirSync('tests/fixtures').filter((name) => name.startsWith('broken-')).sort()

const expectations: Record<string, RegExp> = {
  'broken-missing-file': /study\.json:9:\d+: "revenue\/Quill\.csv" does not exist/,
  'broken-wrong-header': /revenue\/X1\.csv:1:2: column 2 is "Amount"; expected "Revenue"/,
  'broken-non-numeric': /nexus\/X1\.csv:6:11: Total Sales "12,5x" is not valid; expected a number/,
  'broken-unknown-status': /default-statuses\.csv:3:2: Status "Exposed Maybe" is not valid; expected one of Crossed Threshold/,
  'broken-duplicate-state': /revenue\/Q\.csv:5:1: State "TX" appears again; expected each state once \(first at line 3\)/,
  'broken-unknown-entity': /recommendations\.csv:5:1: Entity "Z9" is not in study\.json; expected one of X1, Q/,
  'broken-unknown-key': /study\.json:3:3: unknown key "owner"; expected only taxYear/,
  // Issue 8: hostile and oversized input, each a located message instead of a crash or a silent change.
  'broken-symlink-outside': /study\.json:4:12: "rates\.csv" leads outside the study folder through a symbolic link/,
  'broken-folder-not-file': /study\.json:9:73: "revenue\/Q\.csv" is a folder, not a file/,
  'broken-amount-2-53-cents': /revenue\/X1\.csv:2:2: Revenue "90071992547409\.92" is beyond the largest amount a study may hold, 999999999999\.99 USD/,
  'broken-amount-not-exact-in-doubles': /nexus\/X1\.csv:6:11: Total Sales "9007199254740993" is beyond the largest amount/,
  'broken-amount-twice-90-trillion': /revenue\/Q\.csv:3:2: Revenue "90000000000000\.00" is beyond the largest amount/,
  'broken-count-401-digits': /nexus\/X1\.csv:3:6: Transactions Count "1000000000000000000000000000000000000000…" \(401 characters\) is beyond the largest count/,
  'broken-study-revenue-total': /revenue\/Q\.csv:40:2: Revenue 999999999999\.99 takes the study's revenue/,
  'broken-long-line': /recommendations\.csv:2:10001: the line is 10024 characters long; expected at most 10000/,
  'broken-long-bad-value': /default-statuses\.csv:3:2: Status "Exposed Exposed Exposed Exposed Exposed …" \(4000 characters\)/,
  'broken-invalid-utf8-note': /recommendations\.csv:4:4: the byte 0xE8 is not valid UTF-8/,
  'broken-nul-in-recommendation': /recommendations\.csv:2:15: a NUL character \(U\+0000\) is not allowed/,
  'broken-nul-in-entity-name': /study\.json:8:29: entities\[0\]\.name holds a NUL character/,
  'broken-unterminated-quote': /recommendations\.csv:3:3: a quoted field opens here and is never closed/,
  // Issue 22: a key given twice is not silently the last; __proto__ is a key like any other, so it
  // neither lends an entity its name nor redirects a path; names cannot reorder the text around them.
  'broken-manifest-duplicate-key': /study\.json:7:3: key "taxYear" appears again in the manifest \(first at line 2\)/,
  'broken-manifest-proto': /study\.json:7:3: unknown key "__proto__"[^]*study\.json:10:5: missing key "name"[^]*study\.json:10:20: unknown key "__proto__"/,
  // Issue 22 (and 20, item 4): dated sales held as revenue files are: one date form, the limits at the
  // row and over the study, a carriage return alone or a byte that is not UTF-8 one problem at its line.
  'broken-transactions-loose-dates': /Q1\.csv:3:1: Date "2025-1-5" is not a date[^]*Q1\.csv:11:1: Date "epoch" is not a date/,
  'broken-transactions-limits': /Z9\.csv:2:4: Transactions "9007199254740993" is beyond the largest count[^]*Q1\.csv:3:3: Amount "9999999999999\.99" is beyond the largest amount/,
  'broken-transactions-look-back-total': /Q1\.csv:8:3: Amount 999999999999\.99 takes the study's dated sales/,
  'broken-transactions-carriage-return': /Q1\.csv:6:2: the line ends with CR, unlike the header[^]*Q1\.csv:15:3: the value holds bytes that are not UTF-8/,
  // The fuzzer's mutant 8616 (seed 1): a Sales Threshold past 2^53 cents threw 'amount too large to be exact'.
  'broken-thresholds-beyond-limit': /thresholds\.csv:4:3: Sales Threshold "99999999999999\.99" is beyond the largest amount a study may hold/,
  // Issue 18: fx.csv's rows, and USD equivalents beyond what stays exact.
  'broken-fx-rows': /fx\.csv:4:1: Currency "ABC" is not an ISO 4217 currency code[^]*fx\.csv:6:2: USD Per Unit "0" is not valid; expected a positive decimal[^]*fx\.csv:11:1: Currency "JPY" appears again/,
  'broken-fx-usd-beyond-limit': /nexus\/J1\.csv:5:11: Total Sales 15000000\.00 KRW takes the study's sales abroad in USD/,
  'broken-manifest-name-characters': /study\.json:3:24: product\.name "Acme \\u202eTax" is not valid[^]*study\.json:8:29: entities\[0\]\.name "Xylo\\tLtd"/,
  // Issue 17: exposure's inputs (EXPOSURE.md, Errors).
  'broken-exposure-rules-same-date': /limits\.csv:5:7: State "SD" has a second row with Effective From 2022-03-01 \(first at line 4\)/,
  'broken-exposure-rules-not-a-date': /limits\.csv:5:7: Effective From "2022-02-30" is not a day of the calendar/,
  'broken-exposure-collection-starts': /limits\.csv:3:6: Collection Starts "When Crossed" is not valid.*\n.*limits\.csv:4:6: Collection Starts "Days After 366" is not valid; expected Days After N with N a whole number from 1 to 365/,
  'broken-exposure-yes-no': /limits\.csv:2:11: Counts Exempt "no" is not valid; expected Yes or No/,
  'broken-exposure-rates': /limits\.csv:2:8: Interest Rate "-5" is not valid.*\n.*limits\.csv:2:10: Penalty Rate "ten" is not valid/,
  'broken-exposure-channel': /sales\/K7\.csv:3:4: Channel "Online" is not valid; expected Direct, Marketplace or Exempt/,
  'broken-exposure-daily-repeated': /daily\/M\.csv:9:1: the row repeats the date, state and channel of line 3/,
  'broken-exposure-years': /study\.json:8:30: exposure\.firstYear 2023 is after the tax year 2022/,
  'broken-exposure-ten-years': /study\.json:8:44: exposure\.asOf 2023-01-02 is more than ten years after 1 January of firstYear/,
  'broken-exposure-as-of-not-a-date': /study\.json:8:44: exposure\.asOf "2023-02-29" is not a day of the calendar/,
  'broken-exposure-no-thresholds': /study\.json:7:3: exposure is given, but the study names no thresholds/,
}

test('every kind of broken input the issues name has a fixture, and there are at least 40', () => {
  for (const name of Object.keys(expectations)) assert.ok(fixtures.includes(name), name)
  assert.ok(fixtures.length >= 40, `${fixtures.length} fixtures`)
})

test('no message quotes more than a short excerpt of a value', async () => {
  for (const name of fixtures) {
    for (const line of await problemsOf(`tests/fixtures/${name}`)) assert.ok(line.length < 700, `${name}: ${line.length} characters`)
  }
})

for (const name of fixtures) {
  test(`${name} reports exactly the problems in its expected.txt`, async () => {
    const expected = readFileSync(`tests/fixtures/${name}/expected.txt`, 'utf8').trimEnd().split('\n')
    const got = await problemsOf(`tests/fixtures/${name}`)
    assert.equal(got, expected)
    const pattern = expectations[name]
    if (pattern) assert.match(got.join('\n'), pattern)
  })
}

test('problems in five files of one study are all reported in one run, with lines counted past multi-line fields', async () => {
  const got = await problemsOf('tests/fixtures/broken-many-problems')
  const files = new Set(got.map((line) => line.split(':')[0]!.split('/').slice(3).join('/')))
  assert.equal([...files].sort(), ['nexus/X1.csv', 'rates.csv', 'recommendations.csv', 'revenue/X1.csv'])
  // Lines 3-4 and 5-6 of recommendations.csv are quoted multi-line notes; X1,ZZ sits on line 7.
  assert.ok(got.some((line) => line.includes('recommendations.csv:7:2: States lists "ZZ"')))
  // rates.csv has a BOM and CRLF line ends; FL is on line 3.
  assert.ok(got.some((line) => line.includes('rates.csv:3:2: Rate "six"')))
  assert.ok(got.length >= 7)
})

test.run()
