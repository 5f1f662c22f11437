/**
 * The law example (examples/exposure-study-law, a copy of ../shared/exposure-study-law with a README)
 * compiled end to end, against every figure of its ANSWERS.md, worked by an independent reference from LAW.md alone:
 * the heading's dates; each entity's exposure, tax, interest, penalties and assessed; per state its
 * nexus periods, collection starts, returns, tax, interest, penalties, exposure, assessed, disclosure,
 * saving, delay and action in the order of the tables; the study's line; the returns of E's NY and TX
 * with their disclosure terms, every column; and the findings LAW.md names. The tables are read from
 * the file itself, so no figure of it goes unchecked.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compile, type CompiledStudy } from '../compile.ts'
import { Answers, money } from './answers.ts'
import { disclosureLine, findingLines, returnRow, stateRow } from './rows.ts'
import type { Plan } from '../../../schemas/generated/types.ts'
import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import * as format from '../../../web/src/format.ts'

const folder = 'examples/exposure-study-law'
const answers = new Answers(`${folder}/ANSWERS.md`)

const test = suite<{ study: CompiledStudy }>('the law example against ANSWERS.md')
test.before(async (context) => {
  context.study = await compile(folder)
})

test('ANSWERS.md has the two entities, 12 states, two returns tables and six lines of findings', () => {
  assert.equal(answers.entities().map(({ code, rows }) => `${code} ${rows.length}`), ['E 8', 'D 4'])
  assert.equal(answers.returns().map(({ entity, state, rows }) => `${entity} ${state} ${rows.length}`), ['E NY 15', 'E TX 49'])
  assert.is(answers.findings().length, 6)
})

test('the heading: first year, tax year, as of and settlement as the study compiles them', ({ study }) => {
  const exposure = study.studyExposure()
  assert.is(`# Known answers: first year ${exposure.firstYear}, tax year ${exposure.study.taxYear}, as of ${exposure.asOf}, settlement ${exposure.settlementDate}`, answers.title)
})

for (const { code, heading, rows } of answers.entities()) {
  test(`${code}: ${heading}`, ({ study }) => {
    const { totals } = study.exposure(code)
    assert.is(`exposure ${money(totals.exposureCents)} (tax ${money(totals.taxCents)}, interest ${money(totals.interestCents)}, penalties ${money(totals.penaltiesCents)}); assessed ${money(totals.assessedCents)}`, heading)
  })
  test(`${code}: every state's periods, collection starts, returns, tax, interest, penalties, exposure, assessed, disclosure, saving, delay and action, in order`, ({ study }) => {
    assert.equal(study.exposure(code).states.map(stateRow), rows)
  })
}

test('the study: its exposure and assessed at settlement, as the Study line says', ({ study }) => {
  const { totals } = study.studyExposure()
  const line = `**Study**: exposure ${money(totals.exposureCents)} (tax ${money(totals.taxCents)}, interest ${money(totals.interestCents)}, penalties ${money(totals.penaltiesCents)}); assessed at settlement ${money(totals.assessedCents)}.`
  assert.is(line, answers.studyLine)
  assert.equal(study.overview.exposure?.totals, totals)
})

for (const { entity, state, disclosure, rows } of answers.returns()) {
  test(`returns of ${entity} in ${state}: every column, and the disclosure's terms`, ({ study }) => {
    const found = study.exposure(entity).states.find((candidate) => candidate.state === state)!
    assert.is(disclosureLine(found.disclosure), disclosure)
    assert.equal(found.returns.map(returnRow), rows)
  })
}

test("the findings LAW.md names, by code and entity, each with its states", ({ study }) => {
  assert.equal(findingLines(study.findings), answers.findings())
})

test('the assessable returns foot to the state figures, to asOf and to the settlement date', ({ study }) => {
  for (const code of ['E', 'D']) {
    for (const state of study.exposure(code).states) {
      const asOf = state.returns.filter((row) => row.assessable)
      assert.is(asOf.reduce((sum, row) => sum + row.taxCents + row.interestCents + row.penaltyCents, 0), state.exposureCents, `${code} ${state.state} to asOf`)
      const atS = state.returns.filter((row) => row.settlement.assessable)
      assert.is(atS.reduce((sum, row) => sum + row.taxCents + row.settlement.interestCents + row.settlement.penaltyCents, 0), state.settlement.assessedCents, `${code} ${state.state} at settlement`)
    }
  }
})

test('the plan: disclosures first, then back returns; each step its returns to file and a source for every row used', ({ study }) => {
  const plan = JSON.parse(study.files.get('plan.json')!) as Plan
  const rows = answers.entities().flatMap(({ code, rows: stateRows }) => stateRows.map((row) => ({ code, state: row[0]!, action: row[12]! })))
  assert.is(plan.steps.length, rows.length)
  const actions = plan.steps.map((step) => step.action)
  assert.equal(actions, [...actions].sort((a, b) => (a === b ? 0 : a === 'Voluntary Disclosure' ? -1 : 1)))
  for (const step of plan.steps) {
    const report = study.exposure(step.entity).states.find((state) => state.state === step.state)!
    assert.is(step.action, report.action)
    assert.is(step.actBy, plan.settlementDate)
    // E's TX: the disclosure's 48 months from 2021-06 cover June 2021 to March 2025, 46 monthly returns.
    const toFile = report.returns.filter((row) => row.toFile)
    assert.is(step.returnsToFile?.count, toFile.length)
    if (step.action === 'Voluntary Disclosure') assert.equal(toFile, report.returns.filter((row) => row.covered))
  }
  const tx = plan.steps.find((step) => step.entity === 'E' && step.state === 'TX')!
  assert.equal(tx.returnsToFile, {
    count: 46, firstDue: '2021-07-20', firstPeriodEnd: '2021-06-30', firstPeriodStart: '2021-06-01', lastDue: '2025-04-20', lastPeriodEnd: '2025-03-31', lastPeriodStart: '2025-03-01',
  })
  assert.equal(tx.disclosure, { coversFrom: '2021-06-01', interestWaivedPercent: 50, lookBack: 'Months 48', penaltiesWaived: true, source: 'law/disclosure.csv:5' })
  const txRows = plan.assumptions.find((entry) => entry.state === 'TX')!.rows
  // Three interest rows (2020, 2023, 2025), the penalty row, the returns row, the disclosure row, the rate and the threshold rule.
  assert.equal(txRows.map((row) => `${row.table} ${row.source}`), [
    'thresholds thresholds.csv:10', 'rates rates.csv:12', 'returns law/returns.csv:7',
    'interest law/interest.csv:7', 'interest law/interest.csv:8', 'interest law/interest.csv:9', 'penalties law/penalties.csv:5', 'disclosure law/disclosure.csv:5',
  ])
  assert.equal(txRows.find((row) => row.table === 'interest')!.terms, '4.25% a year, simple, from 60 days after the due date')
  // Colorado has no law rows: every default stood in, from its thresholds rule.
  assert.equal(plan.assumptions.find((entry) => entry.state === 'CO')!.defaults.map((entry) => `${entry.table} ${entry.source}`), [
    'returns null', 'interest thresholds.csv:3', 'penalties thresholds.csv:3', 'disclosure thresholds.csv:3', 'marketplace null',
  ])
})

test("the plan's rule rows say money as the pages do: each threshold rule's sales threshold and TX's penalty minimum, from the CSV", ({ study }) => {
  const plan = JSON.parse(study.files.get('plan.json')!) as Plan
  const dollars = (decimal: string) => format.usd(Math.round(Number(decimal) * 100))
  const cell = (file: string, line: number, column: string) => {
    const [header, ...records] = parse(readFileSync(`${folder}/${file}`, 'utf8')) as string[][]
    return records[line - 2]![header!.indexOf(column)]!
  }
  const rows = plan.assumptions.flatMap((entry) => entry.rows)
  const thresholds = rows.filter((row) => row.table === 'thresholds')
  assert.is(thresholds.length, plan.assumptions.length)
  for (const row of thresholds) {
    const sales = cell('thresholds.csv', Number(row.source.split(':')[1]), 'Sales Threshold')
    assert.ok(row.terms.includes(`sales ${dollars(sales)};`) || row.terms.includes(`sales ${dollars(sales)},`), `${row.source}: ${row.terms} says ${dollars(sales)}`)
    assert.not.match(row.terms, 'USD')
  }
  const penalty = rows.find((row) => row.source === 'law/penalties.csv:5')!
  assert.match(penalty.terms, `at least ${dollars(cell('law/penalties.csv', 5, 'Minimum'))} a late return`)
})

test("the plan's totals are its steps' figures summed; the study's overview and exposure files say it is a law study priced to its settlement date", ({ study }) => {
  const plan = JSON.parse(study.files.get('plan.json')!) as Plan
  const sum = (of: (step: Plan['steps'][number]) => number | null) => plan.steps.reduce((total, step) => total + (of(step) ?? 0), 0)
  assert.equal(plan.totals, {
    assessedCents: sum((step) => step.assessedCents),
    delayCents: sum((step) => step.delayCents),
    disclosureCents: sum((step) => step.disclosureCents),
    exposureCents: sum((step) => step.exposureCents),
    returnsToFile: sum((step) => step.returnsToFile?.count ?? null),
    savingCents: sum((step) => step.savingCents),
  })
  // every state of the example has an action, so the steps' assessed is the study's, ANSWERS.md's Study line
  assert.match(answers.studyLine, `assessed at settlement ${money(plan.totals.assessedCents)}.`)
  const exposure = study.studyExposure()
  assert.is(exposure.law, true)
  assert.ok(['E', 'D'].every((code) => study.exposure(code).law))
  assert.is(study.overview.exposure?.law, true)
  assert.is(study.overview.exposure?.settlementDate, answers.title.split('settlement ')[1])
})

test.run()
