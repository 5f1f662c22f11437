/**
 * The study's revenue limit as a running total over the entities, read one at a time
 * (pipeline/read/study-revenue.ts): the line that takes the total past the limit is found in whichever
 * entity it lies, and reported once every entity is read, beside every other problem of the run.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { StudyRevenue } from '../../pipeline/read/study-revenue.ts'
import { Problems, formatProblem } from '../../pipeline/problems.ts'
import { MAX_STUDY_REVENUE_CENTS } from '../../common/limits.ts'
import type { EntityInput } from '../../pipeline/read/entity.ts'
import type { UsStateCode } from '../../schemas/generated/types.ts'

const LIMIT = Number(MAX_STUDY_REVENUE_CENTS)

/** An entity with a revenue file whose lines are given as [state, cents, line]. */
function entity(code: string, lines: [UsStateCode, number, number][]): EntityInput {
  return {
    code,
    name: code,
    colour: 'green',
    revenueFile: `revenue/${code}.csv`,
    revenue: new Map(lines.map(([state, cents, line]) => [state, { cents, line }])),
    nexus: null,
    sales: null,
  }
}

test('a study within the limit, negative amounts counted without signs, is not beyond it', () => {
  const revenue = new StudyRevenue((file) => `raw/${file}`)
  revenue.add(entity('A', [['AZ', LIMIT / 2, 2]]))
  revenue.add(entity('B', [['TX', -LIMIT / 2, 2]]))
  assert.is(revenue.exceeded, false)
  const problems = new Problems()
  revenue.report(problems)
  assert.is(problems.count, 0)
})

test('the line of a later entity that crosses the limit is the one reported, in the order of its lines', () => {
  const revenue = new StudyRevenue((file) => `raw/${file}`)
  revenue.add(entity('A', [['AZ', LIMIT - 100, 2]]))
  assert.is(revenue.exceeded, false)
  // Map order is not line order: the lines are added in the order of the file.
  revenue.add(entity('B', [['WA', 500, 4], ['TX', -60, 2], ['OH', 30, 3]]))
  assert.is(revenue.exceeded, true)
  const problems = new Problems()
  revenue.report(problems)
  assert.equal(problems.list.map(formatProblem), [
    'raw/revenue/B.csv:4:2: TOTAL_TOO_LARGE Revenue 5.00 takes the study\'s revenue, summed over every entity without signs, beyond 90000000000000.00 USD, the largest total a study may hold; expected amounts that add up to at most that',
  ])
})

test('once beyond the limit, later entities change nothing, and another problem in the study is reported beside it', () => {
  const revenue = new StudyRevenue((file) => `raw/${file}`)
  revenue.add(entity('A', [['AZ', LIMIT, 2], ['TX', 1, 3]]))
  revenue.add(entity('B', [['WA', LIMIT, 2]]))
  assert.is(revenue.exceeded, true)
  const problems = new Problems()
  problems.add('raw/rates.csv', 3, 2, 'BAD_RATE', 'Rate "x" is not valid; expected a number')
  revenue.report(problems)
  assert.equal(problems.list.map(formatProblem), [
    'raw/rates.csv:3:2: BAD_RATE Rate "x" is not valid; expected a number',
    'raw/revenue/A.csv:3:2: TOTAL_TOO_LARGE Revenue 0.01 takes the study\'s revenue, summed over every entity without signs, beyond 90000000000000.00 USD, the largest total a study may hold; expected amounts that add up to at most that',
  ])
})

test.run()
