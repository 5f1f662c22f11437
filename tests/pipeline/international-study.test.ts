/**
 * A study with activity abroad in other currencies and an fx.csv (tests/fixtures/international-study),
 * its figures worked out by hand from its CSV files (USD equivalents = Total Sales × USD Per Unit,
 * rounded half away from zero to the cent, of the export's exact amount):
 *   J1: JPN 2287650.50 JPY × 0.0067 = 15327.258335 → 15327.26 (shown 2,287,651 yen, a notice);
 *       KOR 15000000 KRW × 0.000741 = 11115.00; ISL 1700000 ISK × 0.00723 = 12291.00;
 *       BHR 1012.50 BHD × 2.6596 = 2692.845 → 2692.85 (half up); KWT 1050 KWD × 3.2541 = 3416.805 → 3416.81;
 *       total 44842.92; its Unattributed Revenue (UNKNOWN) has no equivalent and is not abroad.
 *   N:  CAN.P-BC 12400 CAD × 0.7312 = 9066.88 (no CAN row: the province counts itself);
 *       DEU 1010.00 EUR × 1.0835 = 1094.335 → 1094.34; FRA -1010.00 EUR → -1094.34 (away from zero);
 *       NOR 450000 NOK has no rate; total 9066.88. Crossed abroad but recommended WA only: a warning.
 *   C2: CAN 45210 CAD × 0.7312 = 33057.552 → 33057.55; CAN.P-ON is part of CAN, not added again;
 *       NOR 1000 NOK has no rate; total 33057.55.
 *   M:  marked Potentially International with no activity abroad: a notice.
 *   Study: 44842.92 + 9066.88 + 33057.55 = 86967.35; NOK, sold by N and C2, is one warning.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compile, dollars, problemsOf, type CompiledStudy } from './compile.ts'

const test = suite<{ study: CompiledStudy }>('international study')
test.before(async (context) => {
  context.study = await compile('tests/fixtures/international-study')
})

const line = (row: { jurisdiction: string; totalSalesMinor: number; minorUnits: number; currency: string; usdCents: number | null; inTotal: boolean }) =>
  `${row.jurisdiction} ${row.totalSalesMinor}/10^${row.minorUnits} ${row.currency} = ${row.usdCents === null ? '-' : dollars(row.usdCents)} USD${row.inTotal ? '' : ' (not in total)'}`

test('J1\'s amounts are in their currencies\' own minor units (yen, won and krónur none; dinars three), each with its USD equivalent', ({ study }) => {
  const { jurisdictions, salesAbroad } = study.entity('J1').international
  assert.equal(jurisdictions.map(line), [
    'JPN 2287651/10^0 JPY = 15327.26 USD',
    'KOR 15000000/10^0 KRW = 11115.00 USD',
    'ISL 1700000/10^0 ISK = 12291.00 USD',
    'BHR 1012500/10^3 BHD = 2692.85 USD',
    'KWT 1050000/10^3 KWD = 3416.81 USD',
    'Unattributed Revenue 9999/10^2 UNKNOWN = - USD (not in total)',
  ])
  assert.equal(salesAbroad, { currenciesWithoutRate: [], usdCents: 4484292 })
})

test('jurisdictions are named in English, crossed first, with their thresholds in their own currency', ({ study }) => {
  const rows = study.entity('J1').international.jurisdictions
  assert.equal(rows.map((row) => `${row.name}: ${row.overallStatus}`), [
    'Japan: Crossed Threshold', 'South Korea: Crossed Threshold', 'Iceland: Approaching', 'Bahrain: Exposed', 'Kuwait: No Sales Tax', 'Unattributed Revenue: Not Determined',
  ])
  const iceland = rows.find((row) => row.jurisdiction === 'ISL')!
  assert.equal([iceland.salesThresholdMinor, iceland.percentOfThreshold, iceland.percentOfTransactionsThreshold], [2000000, 85, null])
  const japan = rows.find((row) => row.jurisdiction === 'JPN')!
  assert.equal([japan.salesThresholdMinor, japan.percentOfThreshold, japan.transactionsThreshold, japan.percentOfTransactionsThreshold, japan.dateCrossedThreshold], [null, null, 1, 1800, '2025-12-31'])
  assert.is(rows.find((row) => row.jurisdiction === 'BHR')!.salesThresholdMinor, 37500000)
  // A jurisdiction with no sales or transactions (NZL) is no activity.
  assert.not.ok(rows.some((row) => row.jurisdiction === 'NZL'))
})

test('half cents round away from zero, up for a sale and down for a refund; a currency without a rate has no equivalent', ({ study }) => {
  const { jurisdictions, salesAbroad } = study.entity('N').international
  assert.equal(jurisdictions.map(line), [
    'CAN.P-BC 1240000/10^2 CAD = 9066.88 USD',
    'DEU 101000/10^2 EUR = 1094.34 USD',
    'NOR 45000000/10^2 NOK = - USD',
    'FRA -101000/10^2 EUR = -1094.34 USD',
  ])
  assert.is(jurisdictions[0]!.name, 'British Columbia, Canada')
  assert.equal(salesAbroad, { currenciesWithoutRate: ['NOK'], usdCents: 906688 })
})

test('a province is part of its country\'s sales: C2\'s Ontario is not added to Canada again', ({ study }) => {
  const { jurisdictions, salesAbroad } = study.entity('C2').international
  assert.equal(jurisdictions.map(line), [
    'CAN 4521000/10^2 CAD = 33057.55 USD',
    'CAN.P-ON 4521000/10^2 CAD = 33057.55 USD (not in total)',
    'NOR 100000/10^2 NOK = - USD',
  ])
  assert.is(jurisdictions[1]!.name, 'Ontario, Canada')
  assert.equal(salesAbroad, { currenciesWithoutRate: ['NOK'], usdCents: 3305755 })
})

test('the study\'s sales abroad in USD are the sum of its entities\', and its rates are listed with their minor units', ({ study }) => {
  const { international } = study
  assert.is(dollars(international.salesAbroad.usdCents!), '86967.35')
  assert.is(international.salesAbroad.usdCents, international.entities.reduce((total, entity) => total + (entity.salesAbroad.usdCents ?? 0), 0))
  assert.equal(international.salesAbroad.currenciesWithoutRate, [{ currency: 'NOK', entities: ['N', 'C2'] }])
  assert.equal(international.entities.map(({ entity, potentiallyInternational }) => `${entity.code} ${potentiallyInternational}`), ['J1 true', 'N false', 'C2 true', 'M true'])
  // Unattributed revenue is on the entity's page, not the study's.
  assert.not.ok(international.entities.some(({ jurisdictions }) => jurisdictions.some((row) => row.kind === 'unattributed')))
  assert.equal(international.rates.map((rate) => `${rate.currency} ${rate.usdPerUnit} ${rate.minorUnits}`), [
    'BHD 2.659600 3', 'CAD 0.731200 2', 'EUR 1.083500 2', 'ISK 0.007230 0', 'JPY 0.006700 0', 'KRW 0.000741 0', 'KWD 3.254100 3',
  ])
  assert.equal(international.statusCounts, { approaching: 1, crossed: 7, exposed: 2, other: 2 })
  assert.is(study.overview.entitiesWithActivityAbroad, 3)
})

test('the International Considerations list each entity marked or crossed abroad, with where it crossed', ({ study }) => {
  assert.equal(study.recommendations.international.map(({ entity, potentiallyInternational, crossed }) =>
    `${entity.code} ${potentiallyInternational}: ${crossed.map((row) => row.name).join('; ')}`), [
    'J1 true: Japan; South Korea',
    'N false: British Columbia, Canada; Germany; Norway',
    'C2 true: Canada; Ontario, Canada',
    'M true: ',
  ])
})

test('its findings: NOK without a rate names both entities; N crossed abroad unmarked; M marked with nothing abroad; half a yen', ({ study }) => {
  const abroad = study.findings.findings.filter((finding) => finding.state === '')
  assert.equal(abroad.map((finding) => `${finding.severity} ${finding.code} ${finding.entity || 'study'} ${finding.source}`), [
    'notice AMOUNT_FINER_THAN_CURRENCY J1 nexus/J1.csv:4',
    'warning CROSSED_ABROAD_NOT_MARKED N recommendations.csv:3',
    'notice MARKED_WITHOUT_ACTIVITY_ABROAD M recommendations.csv:5',
    'warning CURRENCY_WITHOUT_RATE study fx.csv',
  ])
  const [yen, unmarked, marked, rate] = abroad
  assert.match(yen!.message, 'Total Sales 2287650.50 JPY in Japan (JPN), but JPY has no minor unit')
  assert.match(unmarked!.message, 'Nordlys AS crossed a threshold outside the US, in British Columbia, Canada (CAN.P-BC); Germany (DEU); Norway (NOR), but recommendations.csv does not mark it Potentially International.')
  assert.match(marked!.message, 'marks Maple Inc Potentially International, but its nexus export shows no sales or transactions outside the US')
  assert.is(rate!.message, 'fx.csv has no rate for NOK, the currency of sales abroad of Nordlys AS (N) and Cedar Ltd (C2); those amounts show no USD equivalent, and the totals in USD leave them out.')
  // The study's finding is counted, and listed after every entity's, naming no entity.
  assert.is(study.findings.findings.at(-1), rate)
  assert.is(study.overview.findingCounts.total, study.findings.findings.length)
  assert.not.ok(study.findings.entities.some((entity) => entity.code === ''))
  assert.equal(study.entity('N').findings.map((finding) => finding.code), ['CROSSED_ABROAD_NOT_MARKED'])
})

test('a rate of six places just beyond the largest is told the largest, not "at most six places", and the largest is taken', async () => {
  // fx.csv: CHF 999999999.999999 on line 3, KRW 1000000000.000000 on line 4
  assert.equal(await problemsOf('tests/fixtures/broken-fx-rate-too-large'), [
    'tests/fixtures/broken-fx-rate-too-large/fx.csv:4:2: BAD_RATE USD Per Unit "1000000000.000000" is not valid; expected a positive decimal from 0.000001 to 999999999.999999 (at most nine digits before the point and six after), without thousands separators, such as "1.083500"',
  ])
})

test.run()
