/**
 * The workbook's plan and returns sheets for the law example (examples/exposure-study-law, compiled as
 * npm run workbook reads it from generated/), against its ANSWERS.md, read from the file: after the
 * summary, the plan (a row per step with ANSWERS.md's figures, its TOTAL the sums of its rows and the
 * study's assessed), its rule rows and defaults, and the Returns sheet: every return of the study once,
 * in the order a disclosure schedule lists them (each state in the plan's order, period by period), the
 * assessable ones footing to the study's tax, interest and penalties, E's NY and TX every column as
 * ANSWERS.md has them.
 */
import { readFile } from 'node:fs/promises'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Answers, STATE_COLUMNS } from '../pipeline/law/answers.ts'
import { studyTables, type StudyData, type Table } from '../../web/workbook.ts'
import { generatedData } from './generated.ts'
import type { EntityExposure, Plan } from '../../schemas/generated/types.ts'

const EXAMPLE = 'examples/exposure-study-law'
const answers = new Answers(`${EXAMPLE}/ANSWERS.md`)
let tables: Table[] = []
let data: StudyData

test.before(async () => {
  data = await generatedData(EXAMPLE)
  tables = studyTables(data)
})

const sheet = (name: string) => tables.find((table) => table.sheet === name)!
const column = (table: Table, header: string) => {
  const index = table.columns.findIndex((found) => found.header === header)
  assert.ok(index >= 0, `${table.sheet} has no column ${header}`)
  return { values: table.rows.map((row) => row[index]), total: table.total?.[index] }
}
const cents = (dollars: unknown) => Math.round(Number(dollars) * 100)
const centsOf = (figure: string) => Math.round(Number(figure.replace(/,/g, '')) * 100)
/** Dollars as ANSWERS.md writes them: 12,652.29; '-' for none. */
const written = (dollars: unknown) => (dollars === null ? '-' : (dollars as number).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))
const study = Object.fromEntries([...answers.studyLine.matchAll(/(exposure|tax|interest|penalties|assessed at settlement) ([\d,]+\.\d\d)/g)].map((match) => [match[1]!, match[2]!]))

test("the summary names the settlement date study.json gives; no sheet of months, since the returns stand in for them", async () => {
  const { exposure } = JSON.parse(await readFile(`${EXAMPLE}/study.json`, 'utf8')) as { exposure: { asOf: string; settlementDate: string } }
  const summary = new Map(sheet('Summary').rows.map(([figure, value]) => [figure, value]))
  assert.equal([summary.get('Exposure to'), summary.get('Settlement date')], [exposure.asOf, exposure.settlementDate])
  assert.equal(tables.filter((table) => / exposure by month$/.test(table.sheet)).map((table) => table.sheet), [])
  assert.ok(tables.some((table) => / exposure by year$/.test(table.sheet)), 'the entities have their other exposure sheets')
})

test('the plan, its rules and defaults, and the returns follow the summary', () => {
  assert.equal(tables.map((table) => table.sheet).slice(0, 5), ['Summary', 'Plan', 'Plan rules', 'Plan defaults', 'Returns'])
})

test("the plan: a row per state of ANSWERS.md with its action and figures; its TOTAL the sums of its rows, the assessed the study's", () => {
  const plan = sheet('Plan')
  const of = (header: string) => column(plan, header).values
  const rows = plan.rows.map((_, index) => [of('Code')[index], of('State')[index], of('Action')[index], ...['Exposure', 'Assessed', 'Disclosure', 'Saving', "A Month's Delay"].map((header) => written(of(header)[index]))].join(' '))
  const expected = answers.entities().flatMap(({ code, rows: states }) =>
    states.map((row) => [code, ...['state', 'action', 'exposure', 'assessed', 'disclosure', 'saving', 'delay'].map((name) => row[STATE_COLUMNS.indexOf(name as never)])].join(' ')),
  )
  assert.equal([...rows].sort(), [...expected].sort())
  for (const header of ['Returns to File', 'Exposure', 'Assessed', 'Disclosure', 'Saving', "A Month's Delay"]) {
    const { values, total } = column(plan, header)
    const money = header !== 'Returns to File'
    assert.is(values.reduce<number>((sum, value) => sum + (value === null ? 0 : money ? cents(value) : Number(value)), 0), money ? cents(total) : total, header)
  }
  assert.is(cents(column(plan, 'Assessed').total), centsOf(study['assessed at settlement']!))
  assert.is(cents(column(plan, 'Exposure').total), centsOf(study.exposure!))
})

test("the rule rows and defaults: each state's, as plan.json lists them", () => {
  const plan = data.file<Plan>('plan.json')
  assert.equal(column(sheet('Plan rules'), 'Row').values, plan.assumptions.flatMap((entry) => entry.rows.map((row) => row.source)))
  assert.equal(column(sheet('Plan rules'), 'State').values, plan.assumptions.flatMap((entry) => entry.rows.map(() => entry.state)))
  assert.equal(column(sheet('Plan defaults'), 'Table').values, plan.assumptions.flatMap((entry) => entry.defaults.map((row) => row.table)))
})

test("the Returns sheet: every return once, in the plan's order and period by period; the assessable ones foot to the Study line", () => {
  const returns = sheet('Returns')
  const plan = data.file<Plan>('plan.json')
  const count = data.overview.entities.flatMap(({ exposureFile }) => (exposureFile ? [data.file<EntityExposure>(exposureFile)] : [])).reduce((sum, file) => sum + file.states.reduce((acc, state) => acc + state.returns.length, 0), 0)
  assert.is(returns.rows.length, count)
  const codes = column(returns, 'Code').values
  const states = column(returns, 'State').values
  const order = [...new Set(codes.map((code, index) => `${code} ${states[index]}`))]
  assert.equal(order, plan.steps.map((step) => `${step.entity} ${step.state}`))
  const periods = column(returns, 'Period').values as string[]
  periods.forEach((period, index) => {
    if (index > 0 && codes[index] === codes[index - 1] && states[index] === states[index - 1]) assert.ok(period > periods[index - 1]!, `${period} after ${periods[index - 1]}`)
  })
  const assessable = column(returns, 'Assessable').values
  for (const [header, key] of [['Tax', 'tax'], ['Interest', 'interest'], ['Penalty', 'penalties']] as const) {
    const { values, total } = column(returns, header)
    assert.is(values.reduce<number>((sum, value, index) => sum + (assessable[index] === 'yes' ? cents(value) : 0), 0), cents(total), `${header} foots over the assessable returns`)
    assert.is(cents(total), centsOf(study[key]!), `${header} TOTAL is the Study line's`)
  }
  assert.ok(assessable.includes('no'), 'the example has a return past its assessment limit, counted in no TOTAL')
})

for (const { entity, state, rows } of answers.returns()) {
  test(`the Returns sheet holds ${entity}'s ${state} returns, every column as ANSWERS.md has them`, () => {
    const returns = sheet('Returns')
    const at = (header: string) => returns.columns.findIndex((found) => found.header === header)
    const mine = returns.rows.filter((row) => row[at('Code')] === entity && row[at('State')] === state)
    const yes = (value: unknown) => (value === null ? '-' : String(value))
    assert.equal(
      mine.map((row) => [
        row[at('Period')], row[at('Due')], written(row[at('Taxable Sales')]), written(row[at('Tax')]), written(row[at('Interest')]), String(row[at('Months Late')]),
        written(row[at('Penalty')]), row[at('Assessable')], written(row[at('Interest at Settlement')]), written(row[at('Penalty at Settlement')]), yes(row[at('Covered')]),
      ]),
      rows,
    )
  })
}

test.run()
