/**
 * Studies with dated sales compiled end to end (compileStudy), asserted through the generated output:
 * the shared example against the known answers of TRANSACTIONS.md, and a study no one has shown the
 * code (tests/fixtures/transactions-other: tax year 2025, other codes, a daily file, thresholds.csv in
 * a subfolder) whose figures were worked by hand:
 *   Q1 TX (Sales 1000.00, Previous 12 Months): 600.00 on 2024-03-10 + 300.00 + 150.00 on 2025-03-09 =
 *      1050.00 in 2024-03-10 … 2025-03-09 → crossed 2025-03-09; revenue 450.00 × 6.25 % = 28.125 → 28.13.
 *   Q1 SD (3 transactions, Previous Four Calendar Quarters): 2024 holds 2; from 2025-04-01 the window
 *      2024-04-01 … 2025-03-31 holds 3 (the -5.00 refund is no transaction) → crossed 2025-04-01;
 *      from 2025-07-01 (2024-07-01 … 2025-06-30) the 2025-05-02 sale makes 4 = 133.33 %;
 *      revenue 5.00 - 5.00 + 7.00 = 7.00 × 4.5 % = 0.315 → 0.32.
 *   Q1 FL (Or, 2000.00 or 5, Previous Calendar Year): 2500.00 in 2024 → crossed 2025-01-01; 100.00 × 6 % = 6.00.
 *   Q1 GA (And, 100.00 and 2, Previous Or Current): 80.00 + 30.00 by 2025-03-02 → crossed; 110.00 × 4 % = 4.40.
 *   Q1 NM (Sales 1000.00): 850.00 = 85 % → Approaching; OR No Sales Tax; 2023-12-31 and 2026-01-02 left out.
 *   Q1: revenue 450 + 7 + 999.99 + 100 + 110 + 850 = 2516.99; taxable 667.00; liability 38.85.
 *   Z9 (daily file, revenue file): TX 400.00 + 700.00 on 2025-08-15 → crossed; 1100.00 × 6.25 % = 68.75;
 *      its revenue file gives NM 12.34 where it has no sales: a warning.
 *   The study: revenue 3629.33, taxable 1767.00, liability 107.60.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compile, dollars, type CompiledStudy } from '../compile.ts'
import type { RunningMeasures } from '../../../schemas/generated/types.ts'
import { findingRows } from '../../../report/findingRows.ts'

const running = (study: CompiledStudy, code: string): RunningMeasures => JSON.parse(study.files.get(`running/${code}.json`)!)
const crossedDates = (study: CompiledStudy, code: string) =>
  Object.fromEntries(study.entity(code).exposures.crossed.map((row) => [row.stateCode, row.dateCrossedThreshold]))
const findingsOf = (study: CompiledStudy) =>
  findingRows(study.findings).map(({ entity, finding }) => `${entity?.code} ${finding.severity} ${finding.code} ${finding.state} ${finding.source}`)

const example = suite<{ study: CompiledStudy }>('the transactions example compiled')
example.before(async (context) => {
  context.study = await compile('examples/transactions-study')
})

example('Harbor Home, from transactions alone, has revenue 1,245,607.50, taxable 731,566.63 and liability 46,255.39', ({ study }) => {
  const { summary, statusSource } = study.entity('H')
  assert.is(dollars(summary.totalRevenueCents), '1245607.50')
  assert.is(dollars(summary.taxableRevenueCents), '731566.63')
  assert.is(dollars(summary.liabilityCents), '46255.39')
  assert.equal(statusSource, { kind: 'computed', disagreements: 0, runningPath: 'running/H.json' })
})

example('Harbor Home crosses NJ on 2024-08-31 at 100.77 % of sales, eight states from 1 January, and NY stays Exposed', ({ study }) => {
  const dates = crossedDates(study, 'H')
  assert.is(dates.NJ, '2024-08-31')
  for (const state of ['HI', 'MA', 'ME', 'MI', 'NV', 'UT', 'VT', 'WI']) assert.is(dates[state], '2024-01-01', state)
  const report = study.entity('H')
  assert.is(report.exposures.crossed.find((row) => row.stateCode === 'NJ')!.salesPercentage, 100.77)
  const ny = report.exposures.exposed.find((row) => row.stateCode === 'NY')!
  assert.is(ny.overallStatus, 'Exposed')
  assert.is(ny.transactionsPercentage, 171)
  assert.is(ny.salesPercentage, 19.86)
  assert.is(report.states.find((row) => row.state === 'NY')!.status, 'Exposed')
})

example('Harbor Marine owes 31,591.77; OK crosses on 2024-10-24 and VA on 2024-07-29', ({ study }) => {
  assert.is(dollars(study.entity('M').summary.liabilityCents), '31591.77')
  const dates = crossedDates(study, 'M')
  assert.is(dates.OK, '2024-10-24')
  assert.is(dates.VA, '2024-07-29')
  assert.equal(study.entity('M').statusSource, { kind: 'computed and export', disagreements: 2, runningPath: 'running/M.json' })
})

example('the export disagrees on MD and CA (two warnings) and dates ND differently (a notice)', ({ study }) => {
  const compared = findingRows(study.findings).filter(({ finding }) => finding.code.startsWith('EXPORT_'))
  assert.equal(compared.map(({ entity, finding }) => `${entity?.code} ${finding.severity} ${finding.state}`), [
    'M warning CA', 'M warning MD', 'M notice ND',
  ])
  const md = compared.find(({ finding }) => finding.state === 'MD')!.finding
  assert.match(md.message, /^The export says Exposed in MD; the transactions cross the .* threshold on 2024-01-01\.$/)
  assert.match(md.source, /^nexus\/M\.csv:\d+$/)
  const nd = compared.find(({ finding }) => finding.state === 'ND')!.finding
  assert.match(nd.message, /2024-12-31.*2024-01-01/)
})

example('Harbor Wholesale crosses DC on 2024-12-19 and its revenue file differs from its transactions by 125.00 in one state', ({ study }) => {
  assert.is(crossedDates(study, 'W').DC, '2024-12-19')
  const differences = study.findings.findings.filter((finding) => finding.code === 'REVENUE_DIFFERS_FROM_TRANSACTIONS')
  assert.is(differences.length, 1)
  assert.is(differences[0]!.severity, 'warning')
  assert.match(differences[0]!.message, /a difference of \$125\.00\)/)
  assert.match(differences[0]!.source, /^revenue\/W\.csv:\d+$/)
})

example('the study totals revenue 2,340,062.57, taxable 1,306,712.79 and liability 86,060.48', ({ study }) => {
  const { totals } = study.consolidated
  assert.is(dollars(totals.totalRevenueCents), '2340062.57')
  assert.is(dollars(totals.taxableRevenueCents), '1306712.79')
  assert.is(dollars(totals.liabilityCents), '86060.48')
})

example('each transactions file says once that its 3 rows outside the range were left out', ({ study }) => {
  const notices = findingRows(study.findings).filter(({ finding }) => finding.code === 'ROWS_OUTSIDE_RANGE')
  assert.equal(notices.map(({ entity, finding }) => `${entity?.code} ${finding.severity} ${finding.source}`), [
    'H notice transactions/H.csv', 'M notice transactions/M.csv', 'W notice transactions/W.csv',
  ])
  for (const { finding } of notices) assert.match(finding.message, /^3 rows are dated outside 2023-01-01 to 2024-12-31/)
})

example('the running measure of NJ first passes on the day it crosses, at its percentage of the sales threshold', ({ study }) => {
  const nj = running(study, 'H').states.find((row) => row.state === 'NJ')!
  const first = nj.points.find((point) => point.passes)!
  assert.is(first.date, '2024-08-31')
  assert.is(first.percent, 100.77)
  assert.ok(nj.points.filter((point) => point.date < '2024-08-31').every((point) => !point.passes && point.percent < 100))
  assert.is(nj.points[0]!.date, '2024-01-01')
  assert.is(nj.points.at(-1)!.date, '2024-12-31')
  // Only crossed and approaching states are charted.
  assert.equal(running(study, 'H').states.map((row) => row.state), ['HI', 'MA', 'ME', 'MI', 'NJ', 'NV', 'UT', 'VT', 'WI'])
})

example.run()

const other = suite<{ study: CompiledStudy }>('an unseen study with dated sales')
other.before(async (context) => {
  context.study = await compile('tests/fixtures/transactions-other')
})

other('Q1 crosses TX, SD, FL and GA on the hand-worked days, NM approaches and OR has no sales tax', ({ study }) => {
  assert.equal(crossedDates(study, 'Q1'), { FL: '2025-01-01', GA: '2025-03-02', SD: '2025-04-01', TX: '2025-03-09' })
  const report = study.entity('Q1')
  assert.equal(report.exposures.approaching.map((row) => row.stateCode), ['NM'])
  assert.equal(report.states.map((row) => `${row.state} ${row.status} ${dollars(row.revenueCents)}`), [
    'FL Crossed Threshold 100.00', 'GA Crossed Threshold 110.00', 'NM Approaching 850.00',
    'OR No Sales Tax 999.99', 'SD Crossed Threshold 7.00', 'TX Crossed Threshold 450.00',
  ])
  assert.equal(report.states.map((row) => row.liabilityCents), [600, 440, null, null, 32, 2813])
})

other('Q1 has revenue 2,516.99, taxable 667.00 and liability 38.85; Z9 liability 68.75 on revenue 1,112.34', ({ study }) => {
  const q1 = study.entity('Q1').summary
  assert.equal([q1.totalRevenueCents, q1.taxableRevenueCents, q1.liabilityCents].map(dollars), ['2516.99', '667.00', '38.85'])
  const z9 = study.entity('Z9').summary
  assert.equal([z9.totalRevenueCents, z9.taxableRevenueCents, z9.liabilityCents].map(dollars), ['1112.34', '1100.00', '68.75'])
  assert.equal(crossedDates(study, 'Z9'), { TX: '2025-08-15' })
  const { totals } = study.consolidated
  assert.equal([totals.totalRevenueCents, totals.taxableRevenueCents, totals.liabilityCents].map(dollars), ['3629.33', '1767.00', '107.60'])
})

other('its findings are the export disagreeing on GA (Exposed at its own 100 %), dating TX later, two rows left out and NM revenue without sales', ({ study }) => {
  assert.equal(findingsOf(study), [
    'Q1 warning STATUS_CONTRADICTS_PERCENTAGE GA nexus/Q1.csv:3',
    'Q1 notice SALES_CROSSED_OVERALL_NOT GA nexus/Q1.csv:3',
    'Q1 warning EXPORT_STATUS_DIFFERS GA nexus/Q1.csv:3',
    'Q1 notice EXPORT_DATE_DIFFERS TX nexus/Q1.csv:7',
    'Q1 notice ROWS_OUTSIDE_RANGE  transactions/Q1.csv',
    'Z9 warning REVENUE_DIFFERS_FROM_TRANSACTIONS NM revenue/Z9.csv:2',
  ])
  const messages = study.findings.findings.map((finding) => finding.message)
  assert.ok(messages.includes('The export says Exposed in GA; the transactions cross the sales and transactions thresholds on 2025-03-02.'))
  // Transactions And Sales is decided on the smaller part: 2 of 2 transactions (sales 110 of 100), so Exposed contradicts the row.
  assert.ok(messages.includes('The export marks GA Exposed, but the percentage its status is decided on (the transactions part, the smaller) is 100.0%, 2 transactions from 2025-01-01 to 2025-12-31: Crossed Threshold by its own figures.'))
  assert.ok(messages.includes("The export dates TX's crossing 2025-12-31; the transactions cross the sales threshold on 2025-03-09."))
  assert.ok(messages.includes('2 rows are dated outside 2024-01-01 to 2025-12-31 (the look-back and the tax year) in transactions/Q1.csv, and were left out.'))
  assert.ok(messages.some((message) => message.includes('a difference of $12.34)')))
})

other('each entity says where its statuses come from', ({ study }) => {
  assert.equal(study.entity('Q1').statusSource, { kind: 'computed and export', disagreements: 1, runningPath: 'running/Q1.json' })
  assert.equal(study.entity('Z9').statusSource, { kind: 'computed', disagreements: 0, runningPath: 'running/Z9.json' })
})

other('the running measure of SD steps to 100 % on 2025-04-01, the first day of the quarter after the third transaction, and to 133.33 % once the 2025-05-02 sale is in the window', ({ study }) => {
  const sd = running(study, 'Q1').states.find((row) => row.state === 'SD')!
  assert.equal(sd.points.map((point) => `${point.date} ${point.percent} ${point.passes}`), [
    '2025-01-01 66.67 false', '2025-04-01 100 true', '2025-07-01 133.33 true', '2025-12-31 133.33 true',
  ])
})

other.run()
