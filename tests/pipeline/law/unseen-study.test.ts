/**
 * The unseen law study (tests/fixtures/law-unseen), whose ANSWERS.md was worked by hand (work.py, from
 * LAW.md alone) and committed before the pipeline compiled it: every figure of it against the compiled
 * study, read from the file as the law example's test reads its own.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compile, type CompiledStudy } from '../compile.ts'
import { Answers, money } from './answers.ts'
import { disclosureLine, findingLines, returnRow, stateRow } from './rows.ts'
import type { Plan } from '../../../schemas/generated/types.ts'

const folder = 'tests/fixtures/law-unseen'
const answers = new Answers(`${folder}/ANSWERS.md`)

const test = suite<{ study: CompiledStudy }>('the unseen law study against its hand-worked ANSWERS.md')
test.before(async (context) => {
  context.study = await compile(folder)
})

test('the answers hold one entity of three states, two returns tables and three lines of findings', () => {
  assert.equal(answers.entities().map(({ code, rows }) => `${code} ${rows.length}`), ['U 3'])
  assert.equal(answers.returns().map(({ state, rows }) => `${state} ${rows.length}`), ['OH 6', 'KS 13'])
  assert.is(answers.findings().length, 3)
})

test('the heading, the entity, every state row and the study line', ({ study }) => {
  const exposure = study.studyExposure()
  assert.is(`# Known answers: first year ${exposure.firstYear}, tax year ${exposure.study.taxYear}, as of ${exposure.asOf}, settlement ${exposure.settlementDate}`, answers.title)
  const [entity] = answers.entities()
  const { totals, states } = study.exposure(entity!.code)
  assert.is(`exposure ${money(totals.exposureCents)} (tax ${money(totals.taxCents)}, interest ${money(totals.interestCents)}, penalties ${money(totals.penaltiesCents)}); assessed ${money(totals.assessedCents)}`, entity!.heading)
  assert.equal(states.map(stateRow), entity!.rows)
  assert.is(`**Study**: exposure ${money(exposure.totals.exposureCents)} (tax ${money(exposure.totals.taxCents)}, interest ${money(exposure.totals.interestCents)}, penalties ${money(exposure.totals.penaltiesCents)}); assessed at settlement ${money(exposure.totals.assessedCents)}.`, answers.studyLine)
})

for (const { entity, state, disclosure, rows } of answers.returns()) {
  test(`returns of ${entity} in ${state}, every column, and the disclosure's terms`, ({ study }) => {
    const found = study.exposure(entity).states.find((candidate) => candidate.state === state)!
    assert.is(disclosureLine(found.disclosure), disclosure)
    assert.equal(found.returns.map(returnRow), rows)
  })
}

test("LAW.md's findings", ({ study }) => {
  assert.equal(findingLines(study.findings), answers.findings())
})

test('the plan: two disclosures, then the registration, due now (its collection start has passed)', ({ study }) => {
  const plan = JSON.parse(study.files.get('plan.json')!) as Plan
  assert.equal(plan.steps.map((step) => `${step.order} ${step.state} ${step.action} ${step.actBy} ${step.actByReason} ${step.returnsToFile?.count ?? 0}`), [
    // OH: the disclosure covers the four returns assessable at the settlement date; KS: September 2023 to April 2024.
    '1 OH Voluntary Disclosure 2024-09-15 settlement date 4',
    '2 KS Voluntary Disclosure 2024-09-15 settlement date 8',
    '3 NE Register 2024-06-30 as of 3',
  ])
  assert.equal(plan.assumptions.find((entry) => entry.state === 'NE')!.defaults.map((entry) => entry.terms), [
    'periods without a returns row in force: monthly, due the 20th of the next month (EXPOSURE.md\'s calendar); without a returns row in force on the end date, no assessment limit',
    'no interest rows: 6% a year, simple, from the due date (the Interest Rate of the thresholds rule in force on asOf)',
    'no penalty rows: 5% of a late return\'s tax, once (the Penalty Rate of the thresholds rule in force on asOf)',
    'no disclosure rows: Months 36 (the VDA Look Back Months of the thresholds rule in force on asOf), penalties waived, no interest waived',
    'no marketplace row: marketplace sales are never the seller\'s',
  ])
})

test.run()
