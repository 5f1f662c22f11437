/**
 * npm run diff on two compiled versions of the law example (examples/exposure-study-law, compiled before
 * and after an edit of a copy of it): a return that changed is a row of its state's table, before →
 * after; a step of the plan whose action, terms or figures changed is a line of its entity's section;
 * an assumption that changed (a rule row reworded or newly used, a default that no longer stands in) is
 * said in the summary. The figures before are ANSWERS.md's; the changes are worked by hand below from
 * LAW.md and the example's tables.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { block, compiled, edits, replace, reviewOf, summaryOf } from './studies.ts'
import { Answers, STATE_COLUMNS } from '../pipeline/law/answers.ts'
import { moneyChange } from '../../review/markdown.ts'

const EXAMPLE = 'examples/exposure-study-law'
const answers = new Answers(`${EXAMPLE}/ANSWERS.md`)
const base = await compiled(undefined, EXAMPLE)

const centsOf = (figure: string) => Math.round(Number(figure.replace(/,/g, '')) * 100)
const stateRow = (code: string, state: string) => answers.entities().find((entry) => entry.code === code)!.rows.find((row) => row[0] === state)!
const figure = (row: string[], name: (typeof STATE_COLUMNS)[number]) => row[STATE_COLUMNS.indexOf(name)]!
const movedBy = (value: string, cents: number) => moneyChange(centsOf(value), centsOf(value) + cents)

// Cedar Edge Cases' TX sale of 2021-07-21 raised from 253.00 to 353.00: July's taxable sales 2,399.65 →
// 2,499.65 at TX's 8.194 %: tax 196.6273 → 196.63, and 204.8213 → 204.82 (+8.19). The return is due
// 2021-08-20; interest starts 60 days after (the row in force on the due date), on 2021-10-20: 438 days
// at 4.25 % to 2022-12-31, 731 at 8.5 % through 2024, 90 at 8.75 % to asOf 2025-03-31, so interest is
// tax × 8,862.5 ÷ 36,500: 47.7434 → 47.74, and 49.7319 → 49.73 (+1.99); to the settlement date
// 2025-06-30, 91 days more at 8.75 %, tax × 9,658.75 ÷ 36,500: 52.03 → 54.2001 → 54.20. The penalty,
// 5 % and 5 % a month up to 10 % (20.48), is its minimum, 50.00, either way. Exposure +10.18.
const TAX = 819
const INTEREST = 199
const raised = await compiled(replace('transactions/E.csv', '2021-07-21,TX,253.00,', '2021-07-21,TX,353.00,'), EXAMPLE)

test("a sale raised: its return's row before → after in the state's table, and the plan's step with its figures", async () => {
  const review = await reviewOf(base, raised)
  assert.equal(block(review, 'Returns, TX'), ['Returns, TX: one return changed (tax +8.19) in `exposure/E.json`.'])
  const july = answers.returns().find((found) => found.entity === 'E' && found.state === 'TX')!.rows.find((row) => row[0] === '2021-07-01 to 2021-07-31')!
  const [period, due, , tax, interest, late, penalty, assessable, sInterest, sPenalty, covered] = july
  const arrow = (value: string, cents: number) => movedBy(value, cents).replace(/ \(.*\)$/, '')
  assert.equal(block(review, '| Period | Due').slice(2), [
    `| ${period} | ${due} | ${arrow(tax!, TAX)} | ${arrow(interest!, INTEREST)} | ${late} | $${penalty} | ${assessable} | ${arrow(sInterest!, 217)} | $${sPenalty} | yes | ${covered} | yes |`,
  ])
  const tx = stateRow('E', 'TX')
  assert.match(block(review, '- Plan, TX')[0]!, `- Plan, TX (step 1): exposure ${movedBy(figure(tx, 'exposure'), TAX + INTEREST)}; assessed `)
  assert.match(summaryOf(review), 'Plan: 12 steps (Voluntary Disclosure 10, File Back Returns 2); 1 step changed (E TX); what the states could assess on 2025-06-30 ')
  assert.match(summaryOf(review), 'Assumptions unchanged.')
  // what the sections say is not listed again among the other changes
  assert.not.match(review, '`states[TX].returns')
  assert.not.match(review, '`states[TX].settlement.assessedCents`')
  assert.not.match(review, '`steps[')
})

// New Jersey gains a disclosure row (Months 36, penalties waived): on the settlement date 2025-06-30 it
// covers the periods from 2022-06-01, every one of NJ's (its first is 2022-10), so the disclosure is what
// the state could assess less its penalties, which it waives: a saving, so Voluntary Disclosure. With
// the same date to act, NJ's exposure (8,906.49) ranks it before CO's (8,786.74): step 12 → 10, CO
// 10 → 11, PA 11 → 12. TX's 2025 interest row, 8.75 % → 9 %, rewords an assumption.
const disclosed = await compiled(
  edits(replace('law/disclosure.csv', 'WA,2020-01-01,Months 48,,,,', 'WA,2020-01-01,Months 48,,,,\nNJ,2020-01-01,Months 36,Yes,,,'), replace('law/interest.csv', 'TX,2025-01-01,8.75,', 'TX,2025-01-01,9,')),
  EXAMPLE,
)

test('a disclosure row added and an interest rate changed: the step that moved to a disclosure, the steps that only moved, and the assumptions in words', async () => {
  const review = await reviewOf(base, disclosed)
  const summary = summaryOf(review)
  const rows = answers.entities().flatMap((entry) => entry.rows)
  const count = (action: string) => rows.filter((row) => figure(row, 'action') === action).length
  assert.match(summary, `Plan: 12 steps (Voluntary Disclosure ${count('Voluntary Disclosure')} → ${count('Voluntary Disclosure') + 1}, File Back Returns ${count('File Back Returns')} → ${count('File Back Returns') - 1}); `)
  assert.match(summary, '2 steps only moved in the order (E CO 10 → 11 and D PA 11 → 12)')
  assert.match(summary, 'Assumptions changed: NJ: law/disclosure.csv:7 now used, disclosure from 2020-01-01: “Months 36; penalties waived; 0% of interest waived” (source “”, verified never); the default for disclosure no longer stands in.')
  assert.match(summary, 'TX: law/interest.csv:9 (interest from 2025-01-01): “8.75% a year, simple, from 60 days after the due date” → “9% a year, simple, from 60 days after the due date”.')
  const nj = stateRow('E', 'NJ')
  const saving = centsOf(figure(nj, 'penalties'))
  assert.equal(block(review, '- Plan, NJ'), [
    '- Plan, NJ (step 12 → 10): File Back Returns → Voluntary Disclosure; disclosure\'s terms none → Months 36 from 2022-06-01, penalties waived, 0% of interest waived (law/disclosure.csv:7); ' +
      `disclosure ${moneyChange(null, centsOf(figure(nj, 'assessed')) - saving)}; saving ${moneyChange(null, saving)}.`,
  ])
  assert.not.match(review, '`assumptions[')
})

test('the same study twice: no plan, no returns, nothing changed', async () => {
  const review = await reviewOf(base, await compiled(undefined, EXAMPLE))
  assert.match(review, /^No changes:/)
})

test.run()
