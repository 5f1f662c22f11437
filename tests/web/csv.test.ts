import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { centsDecimal, csvFileName, minorDecimal, neutralise, toCsv } from '../../web/src/csv.ts'
import { filterRows, nextSort, sortRows, tableCsv, type Column } from '../../web/src/table.ts'
import { consolidated } from '../e2e/expected.ts'

const test = suite('the CSV download')

test('amounts leave as plain exact decimals from their integer cents', () => {
  assert.is(centsDecimal(5281200), '52812.00')
  assert.is(centsDecimal(10535297), '105352.97')
  assert.is(centsDecimal(5), '0.05')
  assert.is(centsDecimal(-5), '-0.05')
  assert.is(centsDecimal(0), '0.00')
  assert.is(centsDecimal(Number.MAX_SAFE_INTEGER), '90071992547409.91')
  assert.throws(() => centsDecimal(1.5))
})

test('text beginning with = + - @, a tab or a carriage return is prefixed with a single quote', () => {
  for (const text of ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx']) assert.is(neutralise(text), `'${text}`)
  assert.is(neutralise('Client A'), 'Client A')
  assert.is(neutralise('a=b'), 'a=b')
  const csv = toCsv(['Name', 'Amount'], [['=HYPERLINK("http://x")', { cents: -150 }]])
  assert.is(csv, `Name,Amount\r\n"'=HYPERLINK(""http://x"")",-1.50\r\n`, 'amounts are numbers, never neutralised')
})

test('fields with commas, quotes or line breaks are quoted as RFC 4180 says, lines end in CRLF', () => {
  const csv = toCsv(['A', 'B'], [['x, y', 'say "hi"'], ['two\nlines', null]])
  assert.is(csv, 'A,B\r\n"x, y","say ""hi"""\r\n"two\nlines",\r\n')
})

test('the file name is made of the study year and the page', () => {
  assert.is(csvFileName([2024, 'Client A', 'State-by-State Nexus Analysis']), '2024-client-a-state-by-state-nexus-analysis.csv')
})

type Row = (typeof consolidated.states)[number]
const columns: Column<Row>[] = [
  { header: 'State', cell: (row) => row.state, sort: (row) => row.state, csv: (row) => row.state },
  { header: 'Combined Revenue', cell: () => null, sort: (row) => row.combinedRevenueCents, csv: (row) => ({ cents: row.combinedRevenueCents }) },
]

test('sorting uses the cents, not the formatted text, and keeps empty values last', () => {
  const sorted = sortRows(consolidated.states, (row) => row.combinedRevenueCents, 'descending')
  const cents = sorted.map((row) => row.combinedRevenueCents)
  assert.equal(cents, [...cents].sort((a, b) => b - a))
  const byLiability = sortRows(consolidated.states, (row) => row.liabilityCents, 'ascending')
  const firstNull = byLiability.findIndex((row) => row.liabilityCents === null)
  assert.ok(byLiability.slice(firstNull).every((row) => row.liabilityCents === null))
  assert.equal(nextSort(null, 1), { column: 1, direction: 'ascending' })
  assert.equal(nextSort({ column: 1, direction: 'ascending' }, 1), { column: 1, direction: 'descending' })
})

test('the filter keeps the rows that hold every word and the chosen status', () => {
  const nexus = filterRows(consolidated.states, '', (row) => row.state, 'Nexus', (row) => (row.hasNexus ? 'Nexus' : 'No nexus'))
  assert.is(nexus.length, consolidated.totals.statesWithNexus)
  const [first] = consolidated.states
  assert.equal(filterRows(consolidated.states, first!.stateName.toUpperCase(), (row) => row.stateName, ''), [first])
})

test('the table CSV holds the rows given, every column', () => {
  const rows = consolidated.states.slice(0, 2)
  const lines = tableCsv(columns, rows).split('\r\n')
  assert.is(lines[0], 'State,Combined Revenue')
  assert.is(lines[1], `${rows[0]!.state},${centsDecimal(rows[0]!.combinedRevenueCents)}`)
  assert.is(lines.length, 4)
})

test('an amount abroad leaves as a plain decimal with its currency\'s own places, exactly', () => {
  assert.is(minorDecimal(2287651, 0), '2287651')
  assert.is(minorDecimal(1050000, 3), '1050.000')
  assert.is(minorDecimal(-5, 3), '-0.005')
  assert.is(minorDecimal(9007199254740991, 3), '9007199254740.991')
})

test.run()
