/**
 * What the exposure pages say apart from how they look (web/src/exposure.ts, report/exposureText.ts,
 * common/actions.ts, components/ExposureParts.tsx): the actions' names, badges and counts, periods and
 * collection starts as text, the months audited first, the chart's ticks and the words describing it,
 * and what the adviser's list says of a state.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { ExposureMonth, ExposureYear, NexusPeriod, RecommendationEntry } from '../../schemas/generated/types.ts'
import { actionLabel, actionTallies } from '../../common/actions.ts'
import { actionVariant } from '../../web/src/components/ExposureParts.tsx'
import { chartTicks, monthsWithSales, yearsDescription } from '../../web/src/exposure.ts'
import { adviserSays, collectionText, periodsText } from '../../report/exposureText.ts'
import { yesNo } from '../../report/columns.ts'

const test = suite('exposure pages')

const year = (y: number, tax: number, interest: number, penalties: number): ExposureYear => ({
  year: y,
  taxCents: tax,
  interestCents: interest,
  penaltiesCents: penalties,
  exposureCents: tax + interest + penalties,
})

test('the actions in the order EXPOSURE.md tries them, with their counts; a state without one reads None', () => {
  assert.equal(actionTallies({ voluntaryDisclosure: 12, fileBackReturns: 6, register: 1, monitor: 0 }), [
    { action: 'Voluntary Disclosure', count: 12 },
    { action: 'File Back Returns', count: 6 },
    { action: 'Register', count: 1 },
    { action: 'Monitor', count: 0 },
  ])
  assert.is(actionLabel(null), 'None')
  assert.is(actionLabel('Register'), 'Register')
})

test('owing without relief is the loudest badge, then a disclosure, registering, watching, none', () => {
  assert.equal(
    (['File Back Returns', 'Voluntary Disclosure', 'Register', 'Monitor', null] as const).map(actionVariant),
    ['destructive', 'warning', 'default', 'secondary', 'outline'],
  )
})

test('a state with two nexus periods: each period, and each collection start with its rule, in one line', () => {
  // Cedar Edge Cases in TX (ANSWERS.md): a lapse after 2023 and a second crossing in 2024
  const periods: NexusPeriod[] = [
    { start: '2021-03-15', end: '2023-12-31', collectionStart: '2021-04-14', collectionStarts: 'Days After 30' },
    { start: '2024-06-10', end: '2026-12-31', collectionStart: '2024-07-10', collectionStarts: 'Days After 30' },
  ]
  assert.is(periodsText(periods), '2021-03-15 to 2023-12-31; 2024-06-10 to 2026-12-31')
  assert.is(collectionText(periods), '2021-04-14 (Days After 30); 2024-07-10 (Days After 30)')
  assert.is(periodsText([]), '-')
  assert.is(collectionText([]), '-')
})

test('the months audited first are those with taxable sales, a month of refunds included; a month without a sale is not', () => {
  const month = (name: string, taxable: number, tax: number): ExposureMonth => ({
    month: name, taxableSalesCents: taxable, taxCents: tax, dueDate: `${name}-20`, interestDays: 0, interestCents: 0, penaltyCents: 0, vdaCovered: null,
  })
  const months = [month('2024-01', 0, 0), month('2024-02', 12000000, 836160), month('2024-03', -4812482, 0), month('2024-04', 0, 0)]
  assert.equal(monthsWithSales(months).map((m) => m.month), ['2024-02', '2024-03'])
})

test('a month a voluntary disclosure covers reads yes, one it does not no, and a state that offers none an empty cell', () => {
  assert.equal([yesNo(true), yesNo(false), yesNo(null)], ['yes', 'no', null])
})

test('the chart\'s ticks go up in round steps of dollars past the largest year, about five of them', () => {
  const ticks = (largest: number) => chartTicks([year(2021, 0, 0, 0), year(2022, largest, 0, 0)]).map((cents) => cents / 100)
  assert.equal(ticks(2432073), [0, 5000, 10000, 15000, 20000, 25000])
  assert.equal(ticks(8189170), [0, 20000, 40000, 60000, 80000, 100000])
  assert.equal(ticks(28895636), [0, 100000, 200000, 300000])
  assert.equal(ticks(150), [0, 1, 2])
  assert.equal(ticks(0), [0, 1000])
})

test('the chart in words: the span, the year that cost most with its parts, and the years owing nothing', () => {
  const years = [year(2021, 0, 0, 0), year(2022, 1833865, 361217, 236991), year(2023, 910168, 109324, 124661)]
  assert.is(
    yearsDescription(years),
    'Tax, interest and penalties by year, 2021 to 2023, in stacked bars: the most in 2022, $24,320.73 (tax $18,338.65, interest $3,612.17, penalties $2,369.91); nothing owed in 2021. The table below gives every year.',
  )
  assert.is(yearsDescription([year(2024, 0, 0, 0)]), 'Tax, interest and penalties by year, 2024 to 2024: nothing owed in any year.')
})

test("the adviser's list beside a computed action: the recommendation of each entry listing the state, else Not listed", () => {
  const entry = (code: string, states: RecommendationEntry['states'], recommendation: string): RecommendationEntry => ({
    action: null,
    entity: { code, name: code, colour: 'teal' },
    note: '',
    potentiallyInternational: false,
    recommendation,
    states,
  })
  const says = adviserSays([entry('E', ['MS', 'NE'], 'Register and file prospectively'), entry('E', ['NE'], 'Back-file 2024'), entry('R', ['KY'], 'Register')])
  assert.is(says('E', 'MS'), 'Register and file prospectively')
  assert.is(says('E', 'NE'), 'Register and file prospectively; Back-file 2024')
  assert.is(says('E', 'KY'), 'Not listed')
  assert.is(says('R', 'KY'), 'Register')
})

test.run()
