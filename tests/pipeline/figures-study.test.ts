/**
 * A study of our own (tests/fixtures/figures-study) for issue 28's figures, each worked by hand in its
 * test: a state for every part of the reconciliation (channels not taxed, the day's rate, a quarter
 * across the year's end, rounding per return, a refund month, returns past their assessment limit),
 * nexus that sticks from 2023, a collection start still ahead of the study's date, an export that caps
 * its Sales Amount, an entity read from the default statuses, and recommendations.csv's Action column:
 * an entity with a row per Action, one that agrees, one that does not, one without an Action.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, os, path } from 'zx'
import { compile, compileStudy, dollars, whereAndCode, type CompiledStudy } from './compile.ts'
import type { EntityStateRow } from '../../schemas/generated/types.ts'

const DIR = 'tests/fixtures/figures-study'
const test = suite<{ study: CompiledStudy }>('a study of our own: the figures since nexus, their reconciliation, the Action column')
test.before(async (context) => {
  context.study = await compile(DIR)
})

const row = (study: CompiledStudy, entity: string, state: string): EntityStateRow => study.entity(entity).states.find((found) => found.state === state)!
const parts = (found: EntityStateRow) => (found.reconciliation?.parts ?? []).map((part) => `${part.reason} ${dollars(part.cents)}`)
const figures = (found: EntityStateRow) => [found.sinceNexusFrom, dollars(found.liabilitySinceNexusCents!), dollars(found.exposureTaxCents!)]

test('TX: collecting from 2024-07-01, at 6.25 % until 8.25 % from 1 September: the day\'s rate and a cent of rounding', ({ study }) => {
  const tx = row(study, 'F', 'TX')
  // Crossed 2024-06-01 (60,000 + 50,000 of the year), Days After 30. The year: 170,000.10 × 8.25 % = 14,025.01.
  assert.equal([tx.dateCrossedThreshold, dollars(tx.liabilityCents!)], ['2024-06-01', '14025.01'])
  // Since 2024-07-01: 20,000.05 + 10,000.05 + 30,000.00 = 60,000.10 × 8.25 % = 4,950.01.
  // At each day's rate: 1,250.003125 + 625.003125 + 2,475 = 4,350.00625, 4,350.01 rounded once: −600.00.
  // Three monthly returns, 1,250.00 + 625.00 + 2,475.00 = 4,350.00: −0.01.
  assert.equal(figures(tx), ['2024-07-01', '4950.01', '4350.00'])
  assert.equal(parts(tx), ["the day's rate -600.00", 'rounding per return -0.01'])
})

test('UT: Exposed in 2024, nexus since 2023-01-01 from 2022\'s sales; its marketplace sale is not taxed', ({ study }) => {
  const ut = row(study, 'F', 'UT')
  // 2024: 10,000 Direct and 5,000 Marketplace, every day collecting: 15,000 × 6.1 % = 915.00; the tax is on 10,000: 610.00.
  assert.equal([ut.status, ut.liabilityCents, ut.nexusSince], ['Exposed', null, '2023-01-01'])
  assert.equal(figures(ut), ['2024-01-01', '915.00', '610.00'])
  assert.equal(parts(ut), ['channels not taxed -305.00'])
})

test('WA: quarterly from March, so the December to February quarter counts in 2024 with January\'s sale', ({ study }) => {
  const wa = row(study, 'F', 'WA')
  // Since 2024-11-10: 120,000 + 10,000 = 130,000 × 6.5 % = 8,450.00; the quarters Sep-Nov 7,800.00 and Dec-Feb (4,000 more) 910.00.
  assert.equal(figures(wa), ['2024-11-10', '8450.00', '8710.00'])
  assert.equal(parts(wa), ["return periods across the year's end 260.00"])
})

test('CO: a one-year assessment limit leaves January\'s and February\'s returns out of the exposure', ({ study }) => {
  const co = row(study, 'F', 'CO')
  // 30,000 × 4 % = 1,200.00 from 2024-01-01; returns due 2024-02-20 and 2024-03-20 fall before 2025-03-31 less a year.
  assert.equal(figures(co), ['2024-01-01', '1200.00', '400.00'])
  assert.equal(parts(co), ['returns no longer assessable -800.00'])
})

test('NV: April\'s refund nets in the liability, but a return below zero owes nothing', ({ study }) => {
  const nv = row(study, 'F', 'NV')
  // (110,000 − 5,000) × 8 % = 8,400.00; February's return 8,800.00, April's −400.00 is 0.
  assert.equal(figures(nv), ['2024-02-01', '8400.00', '8800.00'])
  assert.equal(parts(nv), ['returns below zero 400.00'])
})

test('the entity adds its states: every reason once, and the consolidated totals the same', ({ study }) => {
  const { summary } = study.entity('F')
  // 4,950.01 + 915.00 + 8,450.00 + 1,200.00 + 8,400.00 = 23,915.01; 4,350.00 + 610.00 + 8,710.00 + 400.00 + 8,800.00 = 22,870.00.
  assert.equal([dollars(summary.liabilitySinceNexusCents), dollars(summary.exposureTaxCents!), dollars(summary.reconciliation!.differenceCents)], ['23915.01', '22870.00', '-1045.01'])
  assert.equal(summary.reconciliation!.parts.map((part) => `${part.reason} ${dollars(part.cents)}`), [
    'channels not taxed -305.00', "the day's rate -600.00", "return periods across the year's end 260.00",
    'rounding per return -0.01', 'returns below zero 400.00', 'returns no longer assessable -800.00',
  ])
  assert.equal(study.consolidated.totals.reconciliation, summary.reconciliation)
})

test('the export: Sales After Nexus at the rate, the capped Sales Amount measured on Total Sales, RI on its transactions', ({ study }) => {
  const report = study.entity('X')
  const az = report.states.find((found) => found.state === 'AZ')!
  // 250,000 × 5.6 % = 14,000.00; Sales After Nexus 150,000 × 5.6 % = 8,400.00, no exposure to set beside it.
  assert.equal([dollars(az.liabilityCents!), dollars(az.liabilitySinceNexusCents!), az.sinceNexusBasis, az.sinceNexusFrom, az.exposureTaxCents], ['14000.00', '8400.00', 'Sales After Nexus', null, null])
  const [azMeasured, riMeasured] = report.exposures.crossed.map((found) => found.measured)
  assert.equal([azMeasured!.part, dollars(azMeasured!.salesCents), azMeasured!.percent, dollars(azMeasured!.remainingSalesCents!)], ['sales', '250000.00', 250, '-150000.00'])
  assert.equal([riMeasured!.part, riMeasured!.percent, riMeasured!.remainingTransactions], ['transactions', 120, -40])
  const ny = report.exposures.exposed[0]!
  assert.equal([ny.stateCode, ny.measured.part, ny.measured.percent, ny.measured.agreesWithStatus], ['NY', 'transactions', 60, true])
})

test('default statuses: OH is taxable, but nothing says since when', ({ study }) => {
  const { summary } = study.entity('D')
  assert.equal([dollars(summary.liabilityCents), summary.liabilitySinceNexusCents, summary.statesWithoutSinceNexus], ['2900.00', 0, ['OH']])
  assert.is(study.overview.summary.statesWithoutSinceNexus, 1)
})

test('the conclusions: Agrees where the Action is the computed one, Disagrees for UT, Listed without an Action, Not listed for NV', ({ study }) => {
  const lines = study.recommendations.conclusions.flatMap(({ entity, states }) =>
    states.map((state) => `${entity.code} ${state.state} ${state.adviserAction ?? '-'} / ${state.computedAction ?? '-'} → ${state.action ?? '-'} ${state.agreement}`))
  assert.equal(lines, [
    'F CO File Back Returns / File Back Returns → File Back Returns Agrees',
    'F GA Register / Register → Register Agrees',
    'F NV - / File Back Returns → File Back Returns Not listed',
    'F TX Voluntary Disclosure / Voluntary Disclosure → Voluntary Disclosure Agrees',
    'F UT Monitor / File Back Returns → File Back Returns Disagrees',
    'F WA File Back Returns / File Back Returns → File Back Returns Agrees',
    'X AZ - / - → Register Listed',
    'X RI - / - → - Not listed',
    'D OH - / - → Register Listed',
  ])
  // F's six and X's AZ and D's OH need registering; RI, crossed on the export, is named but not counted.
  assert.equal([study.recommendations.totalRegistrations, study.recommendations.uniqueStates, study.recommendations.entitiesAffected], [8, 8, 3])
  assert.equal(study.recommendations.entries.map((entry) => `${entry.entity.code} ${entry.states.join(' ')} ${entry.action ?? '-'}`), [
    'F TX Voluntary Disclosure', 'F CO WA File Back Returns', 'F GA Register', 'F UT Monitor', 'X AZ -', 'D OH -',
  ])
})

test('its findings: UT\'s Action differs, NV carries exposure no row mentions, and the earlier warnings stand', ({ study }) => {
  const found = study.findings.findings.map((finding) => `${finding.entity} ${finding.code} ${finding.state} ${finding.source}`)
  assert.ok(found.includes('F ACTION_DIFFERS UT recommendations.csv:5'))
  assert.ok(found.includes('F EXPOSURE_NOT_LISTED NV transactions/F.csv'))
  assert.ok(found.includes('F ACTION_NOT_RECOMMENDED NV transactions/F.csv'))
  // A listed state with an Action is compared, not held to the registration actions: TX, WA, CO and GA raise nothing.
  assert.not.ok(found.some((line) => / RECOMMENDED_WITHOUT_ACTION /.test(line)))
  const messages = new Map(study.findings.findings.map((finding) => [`${finding.code} ${finding.state}`, finding.message]))
  assert.is(messages.get('ACTION_DIFFERS UT'), 'recommendations.csv gives UT the Action Monitor, but the exposure computed from transactions/F.csv gives it File Back Returns as of 2025-03-31.')
  assert.is(messages.get('EXPOSURE_NOT_LISTED NV'), 'NV carries $8,800.00 of exposure as of 2025-03-31 (tax $8,800.00, interest $0.00, penalties $0.00, computed from transactions/F.csv), but no row of recommendations.csv mentions it for F.')
})

test('the executive summary: as of the exposure, by Vale & Co, with GA\'s collecting still ahead and the rules illustrative', ({ study }) => {
  const { summary } = study.overview
  assert.equal([summary.group, summary.asOf, summary.asOfBasis, summary.preparedBy, summary.leadsWith], ['Harbour Group', '2025-03-31', 'exposure', 'Vale & Co, tax advisers', 'exposure'])
  assert.equal(summary.collectionStartsAhead.map((entry) => `${entry.entity.code} ${entry.state} ${entry.collectionStart}`), ['F GA 2025-04-01'])
  assert.equal([summary.rateSourceGiven, summary.rulesIllustrative, summary.disagreements], [true, true, 1])
  assert.equal(summary.actions.map((action) => `${action.action} ${action.count}`), ['Voluntary Disclosure 1', 'File Back Returns 4', 'Register 3', 'Monitor 0'])
})

/** Runs `check` on a copy of the study that `change` has altered, in a temporary folder removed after. */
async function onCopy(change: (dir: string) => Promise<unknown>, check: (dir: string) => Promise<void>): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-figures-'))
  try {
    await fs.copy(DIR, dir)
    await change(dir)
    await check(dir)
  } finally {
    await fs.remove(dir)
  }
}

test('without preparedBy, rateSource and rulesIllustrative the summary names no one, the rates given and no illustration', () =>
  onCopy(async (dir) => {
    const manifest = await fs.readJson(path.join(dir, 'study.json'))
    delete manifest.preparedBy
    delete manifest.rateSource
    delete manifest.rulesIllustrative
    await fs.writeJson(path.join(dir, 'study.json'), manifest)
  }, async (dir) => {
    const { summary } = (await compile(dir)).overview
    assert.equal([summary.preparedBy, summary.rateSource, summary.rateSourceGiven, summary.rulesIllustrative], [null, 'the rates given with the study', false, false])
  }))

test('an Action that is not one of the five is a located problem, and nothing is written', () =>
  onCopy(async (dir) => {
    const file = path.join(dir, 'recommendations.csv')
    await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace(',Monitor\n', ',Wait and see\n'))
  }, async (dir) => {
    const { problems, files } = await compileStudy(dir)
    assert.equal(problems.map(whereAndCode), [`${dir}/recommendations.csv:5:5: NOT_ONE_OF`])
    assert.is(files.length, 0)
  }))

test.run()
