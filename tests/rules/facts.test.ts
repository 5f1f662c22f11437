/**
 * Facts of law the library holds, each verified against a public source named in the test's title, and
 * each test also holds the row's Source to that citation, so that a row changed without its source (or
 * the other way round) fails here. Dates are the days the rules took effect.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { inForce, readLibrary, type Table } from '../../pipeline/rules/library.ts'

const library = readLibrary()

/** The row of a state's table in force on a day, as its values; fails the test when there is none. */
function law(table: Table, state: string, day: string): Readonly<Record<string, string>> {
  const row = inForce(library, table, state, day)
  assert.ok(row, `no ${table} row for ${state} on ${day}`)
  return row.values
}

function cites(values: Readonly<Record<string, string>>, citation: string | RegExp): void {
  const source = values.Source ?? ''
  assert.ok(typeof citation === 'string' ? source.includes(citation) : citation.test(source), `Source does not cite ${citation}: ${source}`)
}

test("TX: $500,000 of Texas revenue over the preceding twelve calendar months, collection from the fourth month after (34 TAC 3.286; first collection 2019-10-01)", () => {
  const tx = law('thresholds', 'TX', '2023-06-01')
  assert.equal([tx['Threshold Type'], tx['Sales Threshold'], tx['Transactions Threshold'], tx['Period Type']], ['Sales', '500000.00', '', 'Preceding 12 Calendar Months'])
  assert.is(tx['Collection Starts'], 'Months After 3')
  assert.is(tx['Counts Exempt'], 'Yes')
  cites(tx, '34 TAC 3.286')
  assert.is(inForce(library, 'thresholds', 'TX', '2019-06-30'), undefined)
})

test('CA: $500,000 in the preceding or current calendar year from 2019-04-01, no transaction count (R&TC 6203 as amended by AB 147, Stats. 2019, ch. 5)', () => {
  const ca = law('thresholds', 'CA', '2019-04-01')
  assert.equal([ca['Threshold Type'], ca['Sales Threshold'], ca['Transactions Threshold'], ca['Period Type']], ['Sales', '500000.00', '', 'Previous Or Current Calendar Year'])
  cites(ca, 'AB 147')
  assert.is(inForce(library, 'thresholds', 'CA', '2019-03-31'), undefined)
})

test('NY: more than $500,000 and more than 100 sales over the four preceding NY sales tax quarters, from 2018-06-21 (Tax Law amended 2019-06-24, retroactive; TSB-M-19(4)S)', () => {
  const ny = law('thresholds', 'NY', '2018-06-21')
  assert.equal([ny['Threshold Type'], ny['Sales Threshold'], ny['Transactions Threshold'], ny['Period Type']], ['Transactions And Sales', '500000.00', '100', 'Previous Four New York Sales Tax Quarters'])
  cites(ny, 'TSB-M-19(4)S')
})

test('WA: $100,000 or 200 transactions from 2018-10-01; the 200 dropped on 2019-03-14 (SSB 5581, ch. 8, Laws of 2019); gross income from 2020-01-01', () => {
  const before = law('thresholds', 'WA', '2019-03-13')
  assert.equal([before['Threshold Type'], before['Transactions Threshold']], ['Transactions Or Sales', '200'])
  const after = law('thresholds', 'WA', '2019-03-14')
  assert.equal([after['Threshold Type'], after['Sales Threshold'], after['Transactions Threshold']], ['Sales', '100000.00', ''])
  assert.is(after['Collection Starts'], 'Month Start After Days 30')
  cites(after, 'SSB 5581')
  assert.is(law('thresholds', 'WA', '2020-01-01')['Counts Resale'], 'Yes')
})

test('SD: the 200-transaction test ends on 2023-07-01 (SB 30, 2023, amending SDCL 10-64-2)', () => {
  assert.is(law('thresholds', 'SD', '2023-06-30')['Transactions Threshold'], '200')
  const sd = law('thresholds', 'SD', '2023-07-01')
  assert.equal([sd['Threshold Type'], sd['Transactions Threshold']], ['Sales', ''])
  cites(sd, 'SB 30')
})

test('IL: the 200-transaction test ends on 2026-01-01, the quarterly 12-month test stays (Public Act 104-0006, HB 2755)', () => {
  assert.is(law('thresholds', 'IL', '2025-12-31')['Threshold Type'], 'Transactions Or Sales')
  const il = law('thresholds', 'IL', '2026-01-01')
  assert.equal([il['Threshold Type'], il['Sales Threshold'], il['Period Type']], ['Sales', '100000.00', 'Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed'])
  cites(il, 'Public Act 104-0006')
})

test("FL: $100,000 of taxable remote sales in the previous calendar year from 2021-07-01, none before (Fla. Stat. 212.0596, ch. 2021-2, Laws of Fla.)", () => {
  assert.is(inForce(library, 'thresholds', 'FL', '2021-06-30'), undefined)
  const fl = law('thresholds', 'FL', '2021-07-01')
  assert.equal([fl['Threshold Type'], fl['Sales Threshold'], fl['Period Type'], fl['Counts Not Taxable']], ['Sales', '100000.00', 'Previous Calendar Year', 'No'])
  cites(fl, '212.0596')
})

test('MO: the last state to adopt economic nexus, from 2023-01-01, $100,000 of taxable sales tested quarterly (SB 153 & SB 97, 2021)', () => {
  assert.is(inForce(library, 'thresholds', 'MO', '2022-12-31'), undefined)
  const mo = law('thresholds', 'MO', '2023-01-01')
  assert.equal([mo['Sales Threshold'], mo['Period Type'], mo['Collection Starts']], ['100000.00', 'Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed', 'Months After 3'])
  cites(mo, 'SB 153')
})

test('GA: $250,000 or 200 in 2019, lowered to $100,000 or 200 on 2020-01-01 (HB 61, 2018; HB 182, 2019)', () => {
  assert.equal([law('thresholds', 'GA', '2019-12-31')['Sales Threshold'], law('thresholds', 'GA', '2020-01-01')['Sales Threshold']], ['250000.00', '100000.00'])
  cites(law('thresholds', 'GA', '2020-01-01'), 'HB 182')
})

test('AZ: $200,000 for 2019, $150,000 for 2020, $100,000 from 2021 (HB 2757, 2019; A.R.S. 42-5043)', () => {
  assert.equal(['2019-10-01', '2020-01-01', '2021-01-01'].map((day) => law('thresholds', 'AZ', day)['Sales Threshold']), ['200000.00', '150000.00', '100000.00'])
  cites(law('thresholds', 'AZ', '2021-01-01'), 'HB 2757')
})

test('KS: $100,000 in the current or preceding calendar year from 2021-07-01 (SB 50, 2021, veto overridden 2021-05-03)', () => {
  assert.is(inForce(library, 'thresholds', 'KS', '2021-06-30'), undefined)
  const ks = law('thresholds', 'KS', '2021-07-01')
  assert.equal([ks['Threshold Type'], ks['Sales Threshold']], ['Sales', '100000.00'])
  cites(ks, 'SB 50')
})

test('AK: no state sales tax; local remote-seller rules (ARSSTC) are out of scope', () => {
  const ak = law('thresholds', 'AK', '2024-01-01')
  assert.is(ak['Threshold Type'], 'No Sales Tax')
  cites(ak, /ARSSTC/)
})

test('FL marketplace providers collect from 2021-07-01 (Fla. Stat. 212.05965)', () => {
  assert.is(law('marketplace', 'FL', '2021-07-01')['Effective From'], '2021-07-01')
  assert.is(inForce(library, 'marketplace', 'FL', '2021-06-30'), undefined)
  cites(law('marketplace', 'FL', '2021-07-01'), '212.05965')
})

test('TX interest on delinquent tax: 8.50 % simple for 2023 and 9.50 % for 2024, from 61 days after the due date (Tex. Tax Code 111.060; Comptroller)', () => {
  const tx2023 = law('interest', 'TX', '2023-06-01')
  assert.equal([tx2023.Rate, tx2023.Method, tx2023['Starts After Days']], ['8.5', 'Simple', '60'])
  assert.is(law('interest', 'TX', '2024-06-01').Rate, '9.5')
  cites(tx2023, '111.060')
})

test('PA interest: 3 % for 2021 and 2022, 7 % for 2023, 8 % for 2024 (61 Pa. Code 4.2(b))', () => {
  assert.equal(['2021-06-01', '2022-06-01', '2023-06-01', '2024-06-01'].map((day) => law('interest', 'PA', day).Rate), ['3', '3', '7', '8'])
  cites(law('interest', 'PA', '2023-06-01'), '61 Pa. Code 4.2')
})

test('NJ interest: prime plus 3 %, 6.25 % from 2020-04-01 and 10 % from 2023-01-01 (Division of Taxation TB-21(R))', () => {
  assert.equal([law('interest', 'NJ', '2020-04-01').Rate, law('interest', 'NJ', '2023-01-01').Rate], ['6.25', '10'])
  cites(law('interest', 'NJ', '2023-01-01'), 'TB-21(R)')
})

test('NY late filing or payment: 10 % for the first month, 1 % a further month, at most 30 %, at least $50 (N.Y. Tax Law 1145(a)(1)(i))', () => {
  const ny = law('penalties', 'NY', '2023-06-01')
  assert.equal([ny['Initial Percent'], ny['Monthly Percent'], ny['Cap Percent'], ny.Minimum], ['10', '1', '30', '50.00'])
  cites(ny, '1145(a)(1)(i)')
})

test('CA voluntary disclosure: assessment limited to the prior three years, penalties may be waived (R&TC 6487.05; Publication 178)', () => {
  const ca = law('disclosure', 'CA', '2023-06-01')
  assert.equal([ca['Look Back'], ca['Penalties Waived']], ['Months 36', 'Yes'])
  cites(ca, '6487.05')
})

test('TX returns: monthly, due the 20th of the next month; no limit on assessing a seller that filed no report (Comptroller sales tax FAQ; Tex. Tax Code 111.205(a)(2))', () => {
  const tx = law('returns', 'TX', '2023-06-01')
  assert.equal([tx.Frequency, tx['Due Day'], tx['Assessment Years']], ['Monthly', '20', ''])
  cites(tx, '111.205(a)(2)')
  assert.is(inForce(library, 'returns', 'TX', '2019-06-30'), undefined)
})

test('OH returns: monthly by the 23rd (R.C. 5739.12(A), 5741.12(A); Ohio Adm. Code 5703-9-13)', () => {
  const oh = law('returns', 'OH', '2023-06-01')
  assert.equal([oh.Frequency, oh['Due Day']], ['Monthly', '23'])
  cites(oh, '5703-9-13')
})

test('NJ returns: quarterly Form ST-50 due the 20th of the month after the calendar quarter (N.J.A.C. 18:24-11.2(a))', () => {
  const nj = law('returns', 'NJ', '2023-06-01')
  assert.equal([nj.Frequency, nj['Due Day'], nj['Quarter Start Month']], ['Quarterly', '20', '1'])
  cites(nj, '18:24-11.2')
})

test('NJ late return: 5 % a month or part to 25 %, plus 5 % for paying late, held as 10 % then 5 % a month to 30 % (N.J.S.A. 54:49-4(a))', () => {
  const nj = law('penalties', 'NJ', '2023-06-01')
  assert.equal([nj['Initial Percent'], nj['Monthly Percent'], nj['Cap Percent'], nj.Minimum], ['10', '5', '30', ''])
  cites(nj, '54:49-4')
})

test('FL interest: 7 % to 2022-12-31, 9 % for 2023-01-01 to 2023-06-30, 11 % for 2023-07-01 to 2023-12-31 (TIP 22ADM-03, 22ADM-08, 23ADM-01)', () => {
  assert.equal(['2022-12-31', '2023-01-01', '2023-07-01', '2024-01-01'].map((day) => law('interest', 'FL', day).Rate), ['7', '9', '11', '12'])
  cites(law('interest', 'FL', '2023-01-01'), '22ADM-08')
  cites(law('interest', 'FL', '2023-07-01'), '23ADM-01')
})

test('IL interest: the IRC 6621 underpayment rate, reset each 1 January and 1 July: 3 % from 2020-07-01, 7 % from 2023-01-01 (IDOR; IR-2022-206)', () => {
  assert.equal(['2020-06-30', '2020-07-01', '2022-12-31', '2023-01-01'].map((day) => law('interest', 'IL', day).Rate), ['5', '3', '5', '7'])
  assert.is(law('interest', 'IL', '2023-01-01').Method, 'Simple')
  cites(law('interest', 'IL', '2023-01-01'), 'IR-2022-206')
})

test('GA voluntary disclosure: a look-back of generally three years, penalties waived, interest due (Georgia DOR VDA program)', () => {
  const ga = law('disclosure', 'GA', '2023-06-01')
  assert.equal([ga['Look Back'], ga['Penalties Waived'], ga['Interest Waived Percent']], ['Months 36', 'Yes', '0'])
  cites(ga, 'Voluntary Disclosure Agreement')
})

test.run()
