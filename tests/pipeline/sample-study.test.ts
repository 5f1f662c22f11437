/**
 * The sample study's figures, computed from raw/ as it ships, against the figures the study is known
 * to hold (issue 2's acceptance figures).
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compile, dollars, type CompiledStudy } from './compile.ts'
import { findingRows } from '../../report/findingRows.ts'

const test = suite<{ study: CompiledStudy }>('sample study')
test.before(async (context) => {
  context.study = await compile('raw')
})

const summaryOf = (study: CompiledStudy, code: string) => {
  const { summary } = study.entity(code)
  return {
    revenue: dollars(summary.totalRevenueCents),
    taxable: dollars(summary.taxableRevenueCents),
    liability: dollars(summary.liabilityCents),
    nexus: summary.nexusStates.join(' '),
    states: summary.statesWithActivity,
  }
}

test('Client A has 5 nexus states of 37, liability 105,352.97, taxable share 36.1 % and effective rate 8.00 %', ({ study }) => {
  assert.equal(summaryOf(study, 'A'), { revenue: '3648778.46', taxable: '1317206.10', liability: '105352.97', nexus: 'AZ MA OH RI TN', states: 37 })
  const { summary } = study.entity('A')
  assert.is(summary.taxableSharePercent, 36.1)
  assert.is(summary.effectiveRatePercent, 8)
  assert.is(summary.statesWithNexus, 5)
})

test('Clients E, S and T carry the known totals and nexus states', ({ study }) => {
  assert.equal(summaryOf(study, 'E'), { revenue: '335300.63', taxable: '168442.19', liability: '15799.88', nexus: 'WA', states: 7 })
  assert.equal(summaryOf(study, 'S'), { revenue: '2280418.59', taxable: '992780.55', liability: '77472.55', nexus: 'AZ MD PA UT WA', states: 31 })
  assert.equal(summaryOf(study, 'T'), { revenue: '2193296.04', taxable: '880967.53', liability: '67788.24', nexus: 'AZ MD PA UT WA', states: 50 })
})

test('Clients C, D and L have no nexus and no liability', ({ study }) => {
  for (const [code, states] of [['C', 8], ['D', 42], ['L', 12]] as const) {
    const { summary } = study.entity(code)
    assert.equal(summary.nexusStates, [], code)
    assert.is(summary.liabilityCents, 0, code)
    assert.is(summary.statesWithActivity, states, code)
  }
})

test('every entity report table foots: its lines add up to its summary', ({ study }) => {
  for (const { entity } of study.overview.entities) {
    const report = study.entity(entity.code)
    const add = (pick: (row: (typeof report.states)[number]) => number) => report.states.reduce((t, row) => t + pick(row), 0)
    assert.is(add((row) => row.revenueCents), report.summary.totalRevenueCents, entity.code)
    assert.is(add((row) => row.taxableRevenueCents), report.summary.taxableRevenueCents, entity.code)
    assert.is(add((row) => row.liabilityCents ?? 0), report.summary.liabilityCents, entity.code)
    for (const row of report.states) assert.is(row.liabilityCents === null, !row.taxable, `${entity.code} ${row.state}`)
  }
})

test('the consolidated report holds 10,065,046.97 revenue, 266,413.64 liability and 9 nexus states of 51', ({ study }) => {
  const { totals } = study.consolidated
  assert.is(dollars(totals.totalRevenueCents), '10065046.97')
  assert.is(dollars(totals.taxableRevenueCents), '3359396.37')
  assert.is(dollars(totals.liabilityCents), '266413.64')
  assert.is(totals.statesWithNexus, 9)
  assert.is(totals.statesWithActivity, 51)
  assert.is(study.consolidated.entityCount, 7)
})

test('the consolidated tables foot: TOTAL equals the entity rows and the state rows', ({ study }) => {
  const { totals, entities, states } = study.consolidated
  const add = <T,>(rows: T[], pick: (row: T) => number) => rows.reduce((t, row) => t + pick(row), 0)
  assert.is(add(entities, (row) => row.totalRevenueCents), totals.totalRevenueCents)
  assert.is(add(entities, (row) => row.taxableRevenueCents), totals.taxableRevenueCents)
  assert.is(add(entities, (row) => row.liabilityCents), totals.liabilityCents)
  assert.is(add(states, (row) => row.combinedRevenueCents), totals.totalRevenueCents)
  assert.is(add(states, (row) => row.liabilityCents ?? 0), totals.liabilityCents)
})

test('the top-5 lists are AZ, TX, WA, NY, CA by revenue and AZ, WA, TN, PA, MA by liability', ({ study }) => {
  assert.equal(study.consolidated.topRevenue.map((row) => row.state), ['AZ', 'TX', 'WA', 'NY', 'CA'])
  assert.equal(study.consolidated.topLiability.map((row) => row.state), ['AZ', 'WA', 'TN', 'PA', 'MA'])
  assert.ok(study.consolidated.topLiability.every((row) => row.hasNexus))
})

test('the recommendations count 14 registrations in 10 states for the 4 entities with a US state, C, D and L international', ({ study }) => {
  const { recommendations } = study
  assert.is(recommendations.totalRegistrations, 14)
  assert.is(recommendations.uniqueStates, 10)
  assert.is(recommendations.entitiesAffected, 4)
  assert.equal(recommendations.international.map(({ entity, potentiallyInternational, crossed }) => `${entity.code} ${potentiallyInternational} ${crossed.map((row) => row.jurisdiction).join(' ')}`), [
    'C true CAN CAN.P-ON DEU GBR',
    'D true FRA JPN MEX',
    'L true CAN.P-BC CAN.P-QC',
  ])
  assert.is(recommendations.study.slug, 'northwind')
  const shared = recommendations.allStates.filter((row) => row.entityCount > 1).map((row) => `${row.state}(${row.entityCount})`)
  assert.equal(shared, ['AZ(2)', 'MD(2)', 'OH(2)', 'WA(2)'])
})

test('C, D and L have activity abroad, each jurisdiction by its English name, in its own currency\'s minor units, and nothing in USD without fx.csv', ({ study }) => {
  const rows = (code: string) => study.entity(code).international.jurisdictions
    .map((row) => `${row.name} (${row.jurisdiction}) ${row.overallStatus} ${row.totalSalesMinor}/10^${row.minorUnits} ${row.currency} of ${row.salesThresholdMinor ?? '-'} ${row.percentOfThreshold ?? '-'}% ${row.percentOfTransactionsThreshold ?? '-'}%`)
  assert.equal(rows('C'), [
    'Canada (CAN) Crossed Threshold 4521000/10^2 CAD of 3000000 150.7% -%',
    'Ontario, Canada (CAN.P-ON) Crossed Threshold 4521000/10^2 CAD of 3000000 150.7% -%',
    'Germany (DEU) Crossed Threshold 441000/10^2 EUR of - -% 700%',
    'United Kingdom (GBR) Crossed Threshold 912040/10^2 GBP of - -% 1200%',
    'Australia (AUS) Exposed 2048000/10^2 AUD of 7500000 27.3% -%',
    'Unattributed Revenue (Unattributed Revenue) Not Determined 61500/10^2 UNKNOWN of - -% -%',
  ])
  // The yen has no minor unit: the export's 2287650.00 JPY is 2,287,650 yen.
  assert.ok(rows('D').includes('Japan (JPN) Crossed Threshold 2287650/10^0 JPY of - -% 1800%'))
  assert.equal(study.entity('L').international.jurisdictions.filter((row) => row.kind === 'subdivision').map((row) => row.name), ['British Columbia, Canada', 'Quebec, Canada'])
  assert.is(study.overview.entitiesWithActivityAbroad, 3)
  assert.equal(study.international.entities.map(({ entity }) => entity.code), ['C', 'D', 'L'])
  assert.is(study.international.hasRates, false)
  assert.equal(study.international.salesAbroad, { currenciesWithoutRate: [], usdCents: null })
  assert.equal(study.international.statusCounts, { approaching: 1, crossed: 9, exposed: 6, other: 0 })
  for (const code of ['C', 'D', 'L']) assert.ok(study.entity(code).international.jurisdictions.every((row) => row.usdCents === null), code)
  // C, D and L are marked Potentially International, and the other entities have no activity abroad.
  assert.not.ok(study.findings.findings.some((finding) => ['CROSSED_ABROAD_NOT_MARKED', 'MARKED_WITHOUT_ACTIVITY_ABROAD', 'CURRENCY_WITHOUT_RATE'].includes(finding.code)))
})

test('the home overview counts 7 entities and 51 states with activity, with each entity\'s count', ({ study }) => {
  assert.is(study.overview.entityCount, 7)
  assert.is(study.overview.jurisdictionsWithActivity, 51)
  assert.equal(
    study.overview.entities.map(({ entity, statesWithActivity }) => `${entity.code} ${statesWithActivity}`),
    ['A 37', 'C 8', 'D 42', 'E 7', 'L 12', 'S 31', 'T 50'],
  )
})

test('Client S\'s separate analysis lists AZ, MD, PA, UT, WA crossed at the end of 2024, then approaching, then exposed', ({ study }) => {
  const { exposures } = study.entity('S')
  assert.equal(exposures.crossed.map((row) => `${row.stateCode} ${row.dateCrossedThreshold}`),
    ['AZ 2024-12-31', 'MD 2024-12-31', 'PA 2024-12-31', 'UT 2024-12-31', 'WA 2024-12-31'])
  assert.equal(exposures.approaching.map((row) => row.stateCode), ['KY', 'OH'])
  const kentucky = exposures.approaching[0]!
  assert.is(kentucky.percentOfThreshold, 83.6)
  assert.is(kentucky.remainingToThresholdCents, 10000000 - 8358000)
  assert.ok(exposures.exposed.every((row) => row.overallStatus === 'Exposed' && row.dateCrossedThreshold === null))
  assert.ok(exposures.exposed.some((row) => row.stateCode === 'CT'), 'CT stays Exposed although its sales crossed')
})

test('Client S\'s exposures carry the transaction threshold where the rule has one (CT 150 of 200, 75 %) and none where it is sales only', ({ study }) => {
  const { exposures } = study.entity('S')
  const all = [...exposures.crossed, ...exposures.approaching, ...exposures.exposed]
  const connecticut = all.find((row) => row.stateCode === 'CT')!
  assert.equal(
    [connecticut.nexusThresholdType, connecticut.transactionsCount, connecticut.transactionsThreshold, connecticut.transactionsPercentage, connecticut.percentOfTransactionsThreshold],
    ['Transactions And Sales', 150, 200, 75, 75],
  )
  const arizona = exposures.crossed.find((row) => row.stateCode === 'AZ')!
  assert.equal([arizona.nexusThresholdType, arizona.transactionsCount, arizona.transactionsThreshold, arizona.percentOfTransactionsThreshold], ['Sales', 483, null, null])
  const maryland = exposures.crossed.find((row) => row.stateCode === 'MD')!
  assert.equal([maryland.transactionsThreshold, maryland.percentOfTransactionsThreshold], [200, 188.5])
})

test('the findings flag S\'s recommendations against its crossings, L\'s negative VT sales and sales-only crossings', ({ study }) => {
  const of = (code: string, finding: string) => study.findings.findings
    .filter((f) => f.entity === code && f.code === finding).map((f) => f.state)
  assert.equal(of('S', 'RECOMMENDED_NOT_CROSSED'), ['OH', 'TX'])
  assert.equal(of('S', 'CROSSED_NOT_RECOMMENDED'), ['AZ', 'PA', 'UT', 'WA'])
  assert.equal(of('L', 'NEGATIVE_SALES'), ['VT'])
  assert.equal(of('A', 'SALES_CROSSED_OVERALL_NOT'), ['NY'])
  assert.equal(of('S', 'SALES_CROSSED_OVERALL_NOT'), ['CT'])
  const vermont = study.entity('L').exposures.other.find((row) => row.stateCode === 'VT')
  assert.is(vermont?.overallStatus, 'Not Determined')
  assert.ok(vermont!.totalSalesCents < 0)
  assert.is(study.findings.counts.total, study.findings.findings.length)
})

test('findings.json lists each entity with a finding once, in the study\'s order, and each finding names one of them', ({ study }) => {
  const codes = study.overview.entities.map(({ entity }) => entity.code)
  const withFindings = codes.filter((code) => study.entity(code).findings.length > 0)
  assert.ok(withFindings.length > 1 && withFindings.length < codes.length, 'some entities have findings, some not')
  assert.equal(study.findings.entities, study.overview.entities.map(({ entity }) => entity).filter(({ code }) => withFindings.includes(code)))
  assert.equal(findingRows(study.findings).map(({ entity, finding }) => [entity?.code ?? '', finding.entity]), study.findings.findings.map(({ entity }) => [entity, entity]))
})

test('each entity report carries exactly its own findings', ({ study }) => {
  for (const { entity } of study.overview.entities) {
    const own = study.findings.findings.filter((finding) => finding.entity === entity.code)
    assert.equal(study.entity(entity.code).findings, own, entity.code)
  }
})

test.run()
