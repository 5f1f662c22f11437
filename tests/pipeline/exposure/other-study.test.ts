/**
 * A study with exposure no one has shown the code (tests/fixtures/exposure-other): tax year 2022,
 * firstYear 2020, asOf 2023-06-15, other states and codes, thresholds.csv in a subfolder carrying all
 * the optional columns but Counts Marketplace, in another order, a transactions file with a Channel
 * column, a daily file with one, and an entity with a revenue file alone. Worked by hand from its files (cents; rates: ID 6 %, OK 4.5 %, SD 4 %, VT 6 %):
 *
 * K7 ID (Sales 1,000.00, Previous Or Current, Months After 2, exempt not counted; 5 % interest, 10 %
 *   penalty, VDA 24 months): 600.00 Direct + 450.00 marketplace on 2020-04-01 = 1,050.00 crosses (the
 *   500.00 exempt does not count); 2020 (1,250.00) crosses again on 2021-01-01; 2022 and 2023 do not.
 *   Nexus 2020-04-01 to 2022-12-31, collecting from 2020-06-01.
 *   July 2020: 200.00 → 12.00, due 2020-08-20, 1,029 days: 1200 × 5 % × 1029 / 365 = 169.15 → 1.69; penalty 1.20.
 *   September 2021: -50.00 → no tax. May 2022: 300.00 → 18.00, 360 days: 88.77 → 0.89; penalty 1.80.
 *   Tax 30.00, interest 2.58, penalties 3.00, exposure 35.58. The VDA covers from 2021-06: May 2022 only,
 *   18.89; saving 16.69: Voluntary Disclosure.
 * K7 SD (Sales 2,000.00, Previous 12 Months, Days After 10; from 2022-03-01 Sales 500.00, Crossing Day,
 *   3.65 % interest, 5 % penalty, VDA 12 months): 800.00 on 2021-11-20 is below 2,000.00; with the
 *   100.00 marketplace sale it crosses the new rule on the day it applies, 2022-03-01; 2022's 1,100.00
 *   crosses again on 2023-01-01: nexus 2022-03-01 to 2024-12-31, collecting from 2022-03-01 (the new
 *   rule's Crossing Day). August 2022: 1,000.00 → 40.00, 268 days at 0.01 % a day: 1.07, penalty 2.00;
 *   February 2023: 250.00 → 10.00, 87 days: 0.09, penalty 0.50. Tax 50.00, interest 1.16, penalties 2.50,
 *   exposure 53.66; the VDA covers from 2022-06, both months: 51.16, saving 2.50 (the penalties).
 * K7 VT (4 transactions or 1,500.00, Previous Four Calendar Quarters; no VDA): four sales in the first
 *   quarter of 2023 (one exempt, counted) cross on 2023-04-01. May: 500.00 → 30.00, due 2023-06-20,
 *   after asOf: no interest or penalty. Nexus on asOf: Register. One row of 2018 and one of 2023-06-16
 *   are outside the range read (2019-01-01 to 2023-06-15): a notice.
 * K7 WY: No Sales Tax: no action, not listed.
 * M OK (3 transactions, Previous Calendar Year, Next Year; 8 %, 20 %, no VDA): 2020 holds 2 Direct and
 *   1 marketplace transaction → crosses 2021-01-01; 2021's 3 exempt ones → 2022-01-01; nexus 2021-01-01
 *   to 2023-12-31, collecting from 2022-01-01. February 2022: 400.00 (a blank channel: Direct) → 18.00,
 *   452 days: 1.78, penalty 3.60; April 2023: 200.00 → 9.00, 26 days: 0.05, penalty 1.80. Tax 27.00,
 *   interest 1.83, penalties 5.40, exposure 34.23: File Back Returns.
 * M ID: 900.00 Direct (the 500.00 exempt not counted) in 2022: 90 % of the threshold on asOf: Monitor.
 * P: a revenue file alone: not computed.
 * K7: tax 110.00, interest 3.74, penalties 5.50, exposure 119.24, VDA saving 19.19 (ID 16.69 + SD 2.50).
 * Study: tax 137.00, interest 5.57, penalties 10.90, exposure 153.47; by year 2020: 14.89, 2021: 0,
 *   2022: 87.14 (ID 21.69 + SD 42.07 + OK 23.38), 2023: 51.44 (SD 10.59 + VT 30.00 + OK 10.85).
 * Adviser: K7 lists ID VT WY (WY needs nothing: a warning; SD needs a VDA and is not listed: a warning); M lists OK.
 * The tax year 2022: K7 SD crosses on 2022-03-01 under the rule then in force; its revenue is every
 *   channel's, 1,100.00 → 44.00. M OK crosses 2022-01-01 (400.00 → 18.00); M ID Approaching (90 %).
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compile, dollars, type CompiledStudy } from '../compile.ts'

const test = suite<{ study: CompiledStudy }>('an unseen study with exposure')
test.before(async (context) => {
  context.study = await compile('tests/fixtures/exposure-other')
})

const line = (state: { state: string; taxCents: number; interestCents: number; penaltiesCents: number; exposureCents: number; action: string | null }) =>
  `${state.state} ${dollars(state.taxCents)} ${dollars(state.interestCents)} ${dollars(state.penaltiesCents)} ${dollars(state.exposureCents)} ${state.action}`

test('K7: ID, SD and VT in order of exposure, each figure as worked by hand', ({ study }) => {
  const report = study.exposure('K7')
  assert.equal(report.states.map(line), [
    'SD 50.00 1.16 2.50 53.66 Voluntary Disclosure',
    'ID 30.00 2.58 3.00 35.58 Voluntary Disclosure',
    'VT 30.00 0.00 0.00 30.00 Register',
  ])
  const [sd, id, vt] = report.states
  assert.equal(id!.nexusPeriods, [{ collectionStart: '2020-06-01', collectionStarts: 'Months After 2', end: '2022-12-31', start: '2020-04-01' }])
  assert.equal(id!.crossings.map((crossing) => crossing.date), ['2020-04-01', '2021-01-01', null, null])
  assert.equal(id!.vda, { coversFrom: '2021-06', exposureCents: 1889, lookBackMonths: 24, savingCents: 1669 })
  assert.equal(id!.months.filter((month) => month.taxableSalesCents !== 0).map((month) =>
    `${month.month} ${month.taxableSalesCents} ${month.taxCents} ${month.dueDate} ${month.interestDays} ${month.interestCents} ${month.penaltyCents} ${month.vdaCovered}`), [
    '2020-07 20000 1200 2020-08-20 1029 169 120 false',
    '2021-09 -5000 0 2021-10-20 603 0 0 true',
    '2022-05 30000 1800 2022-06-20 360 89 180 true',
  ])
  assert.is(id!.months.length, 31, 'June 2020 to December 2022')
  assert.equal(sd!.nexusPeriods, [{ collectionStart: '2022-03-01', collectionStarts: 'Crossing Day', end: '2024-12-31', start: '2022-03-01' }])
  assert.equal(sd!.terms, { interestRatePercent: 3.65, penaltyRatePercent: 5, ratePercent: 4, ruleSource: 'rules/limits.csv:5', vdaLookBackMonths: 12 })
  assert.equal(sd!.vda, { coversFrom: '2022-06', exposureCents: 5116, lookBackMonths: 12, savingCents: 250 })
  assert.equal([vt!.nexusPeriods[0]!.start, vt!.vda, vt!.nexusOnAsOf, vt!.percentOfThresholdOnAsOf], ['2023-04-01', null, true, 100])
  assert.equal(report.totals, {
    byYear: [
      { exposureCents: 1489, interestCents: 169, penaltiesCents: 120, taxCents: 1200, year: 2020 },
      { exposureCents: 0, interestCents: 0, penaltiesCents: 0, taxCents: 0, year: 2021 },
      { exposureCents: 6376, interestCents: 196, penaltiesCents: 380, taxCents: 5800, year: 2022 },
      { exposureCents: 4059, interestCents: 9, penaltiesCents: 50, taxCents: 4000, year: 2023 },
    ],
    exposureCents: 11924, interestCents: 374, penaltiesCents: 550, taxCents: 11000, vdaSavingCents: 1919,
    // No settlementDate: assessed at asOf is the exposure (LAW.md).
    assessedCents: 11924,
  })
  assert.equal(report.actionCounts, { fileBackReturns: 0, monitor: 0, register: 1, voluntaryDisclosure: 2 })
})

test('M: OK from a daily file with channels, ID only watched', ({ study }) => {
  const report = study.exposure('M')
  assert.equal(report.states.map(line), ['OK 27.00 1.83 5.40 34.23 File Back Returns', 'ID 0.00 0.00 0.00 0.00 Monitor'])
  const [ok, id] = report.states
  assert.equal(ok!.nexusPeriods.map((period) => `${period.start} ${period.end} ${period.collectionStart}`), ['2021-01-01 2023-12-31 2022-01-01'])
  assert.is(ok!.months.length, 18, 'January 2022 to June 2023')
  assert.is(id!.percentOfThresholdOnAsOf, 90)
  assert.is(report.salesFile, 'daily/M.csv')
})

test('the study: totals, years, actions, rows in order of exposure, and P not computed', ({ study }) => {
  const exposure = study.studyExposure()
  assert.equal([exposure.firstYear, exposure.asOf], [2020, '2023-06-15'])
  assert.equal([exposure.totals.taxCents, exposure.totals.interestCents, exposure.totals.penaltiesCents, exposure.totals.exposureCents, exposure.totals.vdaSavingCents], [13700, 557, 1090, 15347, 1919])
  assert.equal(exposure.totals.byYear.map((year) => `${year.year} ${year.exposureCents}`), ['2020 1489', '2021 0', '2022 8714', '2023 5144'])
  assert.equal(exposure.actionCounts, { fileBackReturns: 1, monitor: 1, register: 1, voluntaryDisclosure: 2 })
  assert.equal(exposure.states.map((row) => `${row.entity} ${row.state} ${row.exposureCents} ${row.recommended}`), ['K7 SD 5366 false', 'K7 ID 3558 true', 'M OK 3423 true', 'K7 VT 3000 true', 'M ID 0 false'])
  assert.equal(exposure.entities.map((entry) => `${entry.entity.code} ${entry.file} ${entry.totals.exposureCents}`), [
    'K7 exposure/K7.json 11924',
    'M exposure/M.json 3423',
  ])
  assert.equal(exposure.notComputed.map((entity) => entity.code), ['P'])
  // Every table foots: the entities' totals add up to the study's, year by year.
  for (const [index, year] of exposure.totals.byYear.entries()) {
    assert.is(exposure.entities.reduce((total, entry) => total + entry.totals.byYear[index]!.exposureCents, 0), year.exposureCents)
  }
})

test('home, the entity reports and the recommendations carry the exposure; the disagreements are warnings', ({ study }) => {
  assert.equal(study.overview.exposure?.actionCounts, { fileBackReturns: 1, monitor: 1, register: 1, voluntaryDisclosure: 2 })
  assert.equal(study.overview.entities.map((entry) => entry.exposureFile), ['exposure/K7.json', 'exposure/M.json', null])
  assert.equal(['K7', 'M', 'P'].map((code) => study.entity(code).exposureFile), ['exposure/K7.json', 'exposure/M.json', null])
  assert.equal(study.recommendations.computedActions?.map((entry) => `${entry.entity.code}: ${entry.states.map((s) => `${s.state} ${s.action} ${s.recommended ? 'listed' : 'unlisted'} ${s.agrees ? 'agrees' : 'differs'}`).join('; ')}`), [
    'K7: ID Voluntary Disclosure listed agrees; SD Voluntary Disclosure unlisted differs; VT Register listed agrees; WY null listed differs',
    'M: ID Monitor unlisted agrees; OK File Back Returns listed agrees',
  ])
  const exposureFindings = study.findings.findings.filter((finding) => ['ACTION_NOT_RECOMMENDED', 'RECOMMENDED_WITHOUT_ACTION', 'EXPOSURE_WITHOUT_RATE'].includes(finding.code))
  assert.equal(exposureFindings.map((finding) => `${finding.entity} ${finding.severity} ${finding.code} ${finding.state} ${finding.source}`), [
    'K7 warning RECOMMENDED_WITHOUT_ACTION WY recommendations.csv:2',
    'K7 warning ACTION_NOT_RECOMMENDED SD sales/K7.csv',
  ])
  const outside = study.findings.findings.find((finding) => finding.code === 'ROWS_OUTSIDE_RANGE')!
  assert.match(outside.message, /^2 rows are dated outside 2019-01-01 to 2023-06-15 /)
})

test('the tax year 2022 reads the same rules: SD crossed on 2022-03-01 under the rule then in force, on every channel\'s revenue', ({ study }) => {
  const k7 = study.entity('K7')
  assert.equal(k7.states.map((row) => `${row.state} ${row.status} ${row.dateCrossedThreshold} ${dollars(row.revenueCents)} ${row.liabilityCents === null ? '-' : dollars(row.liabilityCents)}`), [
    'ID Exposed null 300.00 -',
    'SD Crossed Threshold 2022-03-01 1100.00 44.00',
    'WY No Sales Tax null 5000.00 -',
  ])
  const sd = k7.exposures.crossed.find((row) => row.stateCode === 'SD')!
  assert.equal([sd.salesThresholdCents, sd.salesAmountCents], [50_000, 90_000], 'the 500.00 rule, on 800.00 + 100.00 marketplace')
  const m = study.entity('M')
  assert.equal(m.states.map((row) => `${row.state} ${row.status} ${row.dateCrossedThreshold}`), ['ID Approaching null', 'OK Crossed Threshold 2022-01-01'])
  assert.is(dollars(m.summary.liabilityCents), '18.00')
})

test.run()
