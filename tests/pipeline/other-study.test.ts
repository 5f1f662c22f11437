/**
 * A study with other entities, year, product and rates (tests/fixtures/other-study) compiles with no
 * change to code. Its figures were worked out by hand from its CSV files:
 *   X1: CA 600000.07 × 7.25 % = 43500.005075 → 43500.01; TX, NY not crossed; FL revenue 0 (no activity).
 *   Q (no export, default statuses): WA 100001.00 × 6.5 % = 6500.065 → 6500.07 (half away from zero).
 * rates.csv has a BOM and CRLF line ends; a recommendation Note holds a comma and a newline.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compile, dollars, type CompiledStudy } from './compile.ts'
import { findingRows } from '../../report/findingRows.ts'

const test = suite<{ study: CompiledStudy }>('other study')
test.before(async (context) => {
  context.study = await compile('tests/fixtures/other-study')
})

test('its year, product and entities come from its manifest, named by code: no route in generated/', ({ study }) => {
  assert.equal(study.overview.study, { taxYear: 2023, productName: 'Acme Tax', slug: 'acme-tax' })
  assert.equal(study.overview.entities.map(({ entity }) => entity), [
    { code: 'X1', colour: 'orange', name: 'Xylo Ltd' },
    { code: 'Q', colour: 'indigo', name: 'Quill & Co' },
  ])
  assert.is(study.overview.jurisdictionsWithActivity, 5)
})

test('X1 owes 43,500.01 on CA alone, its zero-revenue FL row is no activity', ({ study }) => {
  const { summary, states } = study.entity('X1')
  assert.equal(states.map((row) => `${row.state} ${row.status} ${row.ratePercent}`), ['CA Crossed Threshold 7.25', 'NY Approaching 4', 'TX Exposed 6.25'])
  assert.is(dollars(summary.totalRevenueCents), '850100.72')
  assert.is(dollars(summary.taxableRevenueCents), '600000.07')
  assert.is(dollars(summary.liabilityCents), '43500.01')
  assert.is(summary.taxableSharePercent, 70.6)
  assert.is(summary.effectiveRatePercent, 7.25)
})

test('Q, without an export, takes its statuses from the default table and rounds a half cent up', ({ study }) => {
  const { summary, states, exposures } = study.entity('Q')
  assert.equal(states.map((row) => `${row.state} ${row.status}`), ['OR No Sales Tax', 'TX Exposed', 'WA Crossed Threshold'])
  assert.is(dollars(summary.liabilityCents), '6500.07')
  assert.is(summary.taxableSharePercent, 99.9)
  assert.is(summary.effectiveRatePercent, 6.5)
  assert.is(exposures.hasExport, false)
  assert.equal([...exposures.crossed, ...exposures.approaching, ...exposures.exposed, ...exposures.other], [])
})

test('the consolidated report adds both entities and foots', ({ study }) => {
  const { totals, states, topRevenue, topLiability } = study.consolidated
  assert.is(dollars(totals.totalRevenueCents), '950162.22')
  assert.is(dollars(totals.liabilityCents), '50000.08')
  assert.is(totals.statesWithNexus, 2)
  assert.equal(topRevenue.map((row) => row.state), ['CA', 'NY', 'WA', 'TX', 'OR'])
  assert.equal(topLiability.map((row) => `${row.state} ${dollars(row.liabilityCents ?? 0)}`), ['CA 43500.01', 'WA 6500.07'])
  assert.is(dollars(states.find((row) => row.state === 'TX')!.combinedRevenueCents), '151.05')
})

test('X1\'s separate analysis has CA crossed, NY approaching, TX exposed, and its GBP and unattributed activity by name', ({ study }) => {
  const { exposures, international } = study.entity('X1')
  assert.equal(exposures.crossed.map((row) => [row.stateCode, row.percentOfThreshold, row.dateCrossedThreshold]), [['CA', 120, '2023-12-31']])
  assert.equal(exposures.approaching.map((row) => [row.stateCode, dollars(row.remainingToThresholdCents)]), [['NY', '249999.90']])
  assert.equal(exposures.exposed.map((row) => row.stateCode), ['TX'])
  assert.equal(international.jurisdictions.map((row) => `${row.name} (${row.jurisdiction}) ${row.currency} ${dollars(row.totalSalesMinor)} ${row.overallStatus}`), [
    'United Kingdom (GBR) GBP 1234.56 Crossed Threshold',
    'Unattributed Revenue (Unattributed Revenue) UNKNOWN 20.00 Not Determined',
  ])
  // Without fx.csv nothing abroad is shown in USD.
  assert.equal(international.salesAbroad, { currenciesWithoutRate: [], usdCents: null })
  assert.ok(international.jurisdictions.every((row) => row.usdCents === null))
})

test('a quoted Note keeps its comma and its newline', ({ study }) => {
  const quill = study.recommendations.entries.find((entry) => entry.entity.code === 'Q')!
  assert.is(quill.note, 'Register in WA, then TX\nafter review')
  assert.is(quill.recommendation, 'Register, then file')
  assert.is(study.recommendations.totalRegistrations, 3)
  assert.is(study.recommendations.uniqueStates, 3)
})

test('its findings: TX recommended for Q but Exposed by default, NY Approaching at 70 %, X1 crossed in the UK but not marked international', ({ study }) => {
  assert.equal(findingRows(study.findings).map(({ entity, finding }) => `${entity?.code} ${finding.code} ${finding.state}`), [
    'X1 STATUS_CONTRADICTS_PERCENTAGE NY',
    'X1 CROSSED_ABROAD_NOT_MARKED ',
    'Q RECOMMENDED_NOT_CROSSED TX',
  ])
  assert.is(study.findings.findings[0]!.source, 'nexus/X1.csv:5')
})

test.run()
