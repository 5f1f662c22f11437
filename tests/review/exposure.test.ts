/**
 * npm run diff on two compiled versions of the exposure example (examples/exposure-study, compiled before
 * and after an edit of a copy of its transactions): the summary says the study's exposure before → after
 * with the difference and the states needing each action, and the entity's section its totals and each
 * state whose action or amounts moved. The figures before are ANSWERS.md's; the changes are worked by
 * hand below from EXPOSURE.md's rules and the rules in the example's thresholds.csv.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { block, compiled, replace, reviewOf, summaryOf } from './studies.ts'
import { EXAMPLE, centsOf, figures, rowsOf, sections, studyLine, type AnswerRow } from '../pipeline/exposure/answers.ts'
import { moneyChange, signed } from '../../review/markdown.ts'

const base = await compiled(undefined, EXAMPLE)

/** A figure of ANSWERS.md moved by a difference in cents: "$12,652.29 → $12,660.67 (+8.38)". */
const movedBy = (figure: string, cents: number) => moneyChange(centsOf(figure), centsOf(figure) + cents)

/**
 * The states needing each action, counted from ANSWERS.md's rows, as the review writes them; one state
 * moved from an action to another shows both counts: "Voluntary Disclosure 12 → 13, …, Monitor 1 → 0".
 */
function actions(rows: AnswerRow[], moved?: { from: string; to: string }): string {
  return ['Voluntary Disclosure', 'File Back Returns', 'Register', 'Monitor'].map((action) => {
    const before = rows.filter((row) => row.action === action).length
    const after = before + (action === moved?.to ? 1 : 0) - (action === moved?.from ? 1 : 0)
    return `${action} ${before === after ? before : `${before} → ${after}`}`
  }).join(', ')
}
const allRows = () => sections().flatMap(({ code }) => rowsOf(code))

// Cedar Edge Cases' only AZ sale of 2022-09 (on a collection day: nexus and collecting from 2022-07-01)
// raised from 150,000.00 to 150,100.00. AZ's rate is 8.379 %, its interest 6.5 % a year and its penalty
// 10 %; the month is due 2022-10-20, 893 days before 2025-03-31, and its VDA (36 months, from 2022-03)
// covers it. Tax 150,000.00 × 8.379 % = 12,568.50 → 150,100.00 × 8.379 % = 12,576.879 → 12,576.88 (+8.38);
// interest 12,568.50 × 6.5 % × 893 / 365 = 1,998.7355 → 1,998.74, and 12,576.88 × … = 2,000.0681 →
// 2,000.07 (+1.33); penalty 1,256.85 → 1,257.688 → 1,257.69 (+0.84). Exposure +10.55; the VDA takes the
// tax and interest (+9.71) and saves the penalties (+0.84). No action changes.
// Compiled once for the two tests that read its review.
const azRaised = await compiled(replace('transactions/E.csv', '2022-09-09,AZ,150000.00,', '2022-09-09,AZ,150100.00,'), EXAMPLE)
const [TAX, INTEREST, PENALTY] = [838, 133, 84]
const EXPOSURE = TAX + INTEREST + PENALTY

test('a sale raised: the exposure before → after in the summary with the difference, and the states needing each action, unchanged', async () => {
  const summary = summaryOf(await reviewOf(base, azRaised))
  const study = figures(studyLine())
  assert.match(summary, `Exposure ${movedBy(study.exposure, EXPOSURE)}; actions: ${actions(allRows())}.`)
  assert.match(summary, 'No state changed status.')
})

test("the entity's section: its totals and the one state whose amounts moved, each before → after, the VDA exposure too", async () => {
  const review = await reviewOf(base, azRaised)
  const edge = sections().find((section) => section.code === 'E')!
  const totals = figures(edge.totals)
  const az = rowsOf('E').find((row) => row.state === 'AZ')!
  // The saving of the advised VDAs (those of the states whose action is Voluntary Disclosure, AZ's among
  // them) grows by AZ's penalty.
  const saving = rowsOf('E').filter((row) => row.action === 'Voluntary Disclosure').reduce((sum, row) => sum + centsOf(row.saving), 0)
  assert.equal(block(review, 'Exposure:'), [
    `Exposure: ${movedBy(totals.exposure, EXPOSURE)}; tax ${movedBy(totals.tax, TAX)}; interest ${movedBy(totals.interest, INTEREST)}; ` +
      `penalties ${movedBy(totals.penalties, PENALTY)}; VDA saving ${moneyChange(saving, saving + PENALTY)}; ` +
      `actions: ${actions(rowsOf('E'))}.`,
  ])
  const arrow = (figure: string, cents: number) => movedBy(figure, cents).replace(/ \(.*\)$/, '')
  assert.equal(block(review, '| State | Action'), [
    '| State | Action | Tax | Interest | Penalties | Exposure | Difference | VDA exposure |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| AZ | Voluntary Disclosure | ${arrow(az.tax, TAX)} | ${arrow(az.interest, INTEREST)} | ${arrow(az.penalties, PENALTY)} | ${arrow(az.exposure, EXPOSURE)} | ${signed(EXPOSURE)} | ${arrow(az.vdaExposure, TAX + INTEREST)} |`,
  ])
  assert.is(review.match(/^Exposure:/gm)?.length, 1, 'only Cedar Edge Cases changed')
  // What the table shows is not listed again among the other changes; the month it comes from is.
  assert.not.match(review, '`states[AZ].exposureCents`')
  assert.not.match(review, '`states[-]`')
  assert.match(review, '`states[AZ].months[2022-09].taxableSalesCents`: $150,000.00 → $150,100.00 (+100.00)')
})

// CO counts direct sales only (Counts Marketplace No): 100,000.00 in the previous or current calendar
// year, collecting from the crossing day. Its twelve direct sales of 2024, 7,083.33 on the 14th of each
// month, make 85 %: Monitor. One marketplace sale of 12,500.00 on 2024-05-12 made a direct sale of
// 30,000.00 lifts the running total to 100,833.30 on 2024-10-14, the crossing; 2025 crosses on 1 January
// on 2024's sales, so the period runs to 2026-12-31. Tax at 7.807 %: 7,083.33 → 552.9956 → 553.00 for each
// of October, November and December, 1,659.00. Interest at 6 % from the 20th of the next month to
// 2025-03-31 (131, 101 and 70 days): 11.91 + 9.18 + 6.36 = 27.45; penalties 5 %, 27.65 each, 82.95.
// Exposure 1,769.40; the VDA (36 months, from 2022-03) covers all three, 1,686.45, saving the penalties:
// Voluntary Disclosure, one state more to disclose and one fewer to watch.
const CO_MOVED = { from: 'Monitor', to: 'Voluntary Disclosure' }
const CO_SALE = replace('transactions/E.csv', '2024-05-12,CO,12500.00,Marketplace', '2024-05-12,CO,30000.00,Direct')

test('a state that crosses: Monitor → Voluntary Disclosure with its amounts and nexus period in the section, the counts of actions in the summary', async () => {
  const after = await compiled(CO_SALE, EXAMPLE)
  const review = await reviewOf(base, after)
  const study = figures(studyLine())
  assert.match(summaryOf(review), `Exposure ${movedBy(study.exposure, 176940)}; actions: ${actions(allRows(), CO_MOVED)}.`)
  assert.match(block(review, 'Exposure:')[0]!, `actions: ${actions(rowsOf('E'), CO_MOVED)}.`)
  assert.equal(block(review, '| State | Action').slice(2), [
    '| CO | Monitor → Voluntary Disclosure | $0.00 → $1,659.00 | $0.00 → $27.45 | $0.00 → $82.95 | $0.00 → $1,769.40 | +1,769.40 | $0.00 → $1,686.45 |',
  ])
  assert.equal(block(review, '- CO: nexus periods'), ['- CO: nexus periods none → 2024-10-14 to 2026-12-31 (collecting from 2024-10-14).'])
  // The computed action beside the adviser's moved as the table says; only whether they agree is left.
  assert.not.match(review, '`computedActions[E].states[CO].action`')
  assert.match(review, '`computedActions[E].states[CO].agrees`: `true` → `false`')
})

test('a study without exposure says nothing of it', async () => {
  const other = await compiled()
  const review = await reviewOf(other, await compiled(replace('revenue/X1.csv', 'CA,600000.07', 'CA,600100.07')))
  assert.not.match(review, 'Exposure')
})

test.run()
