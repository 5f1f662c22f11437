/**
 * The workbook's exposure sheets for the exposure example (examples/exposure-study, compiled as npm run
 * workbook reads it from generated/): the study's exposure by entity, year and state, and each entity's by
 * state and by month, after its own two sheets; ANSWERS.md's figures in them as numbers in dollars; and
 * every sheet footing, each column with a TOTAL summing to it to the cent.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { EXAMPLE, centsOf, figures, rowsOf, sections, studyLine } from '../pipeline/exposure/answers.ts'
import { studyTables, type StudyData, type Table } from '../../web/workbook.ts'
import { generatedData } from './generated.ts'
import type { EntityExposure, StudyExposure } from '../../schemas/generated/types.ts'

let tables: Table[] = []
let data: StudyData

test.before(async () => {
  data = await generatedData(EXAMPLE)
  tables = studyTables(data)
})

const sheet = (name: string) => {
  const found = tables.find((table) => table.sheet === name)
  if (!found) throw new Error(`no sheet ${name} in ${tables.map((table) => table.sheet).join(', ')}`)
  return found
}
/** A column's values by its header. */
const column = (table: Table, header: string) => {
  const index = table.columns.findIndex((found) => found.header === header)
  assert.ok(index >= 0, `${table.sheet} has no column ${header}`)
  return { values: table.rows.map((row) => row[index]), total: table.total?.[index] }
}
const cents = (dollars: unknown) => Math.round(Number(dollars) * 100)

test("in the site's order: the plan's after the summary, each entity's exposure sheets after its own two, the study's after the consolidated ones", () => {
  const codes = sections().map((section) => section.code)
  assert.equal(tables.map((table) => table.sheet).slice(1), [
    'Plan',
    'Plan rules',
    'Plan defaults',
    'Returns',
    ...codes.flatMap((code) => [`${code} states`, `${code} exposures`, `${code} exposure by year`, `${code} exposure by state`, `${code} state exposure by year`, `${code} exposure by month`]),
    'Consolidated entities',
    'Consolidated states',
    'Exposure by entity',
    'Exposure by year',
    'Exposure by state',
    'Recommendations',
    'Computed actions',
    'Tax rates',
    'Data checks',
  ])
})

test('every exposure sheet foots: each column with a TOTAL sums to it, to the cent', () => {
  for (const table of tables.filter((found) => /xposure by/.test(found.sheet))) {
    assert.ok(table.total, `${table.sheet} has a TOTAL row`)
    table.columns.forEach(({ header, kind }, index) => {
      const total = table.total![index]
      if (typeof total !== 'number') return
      const sum = table.rows.reduce((acc, row) => acc + (kind === 'usd' ? cents(row[index]) : Number(row[index] ?? 0)), 0)
      assert.is(sum, kind === 'usd' ? cents(total) : total, `${table.sheet}: ${header}`)
    })
  }
})

test("the study's and each entity's totals are ANSWERS.md's, in dollars", () => {
  const byEntity = sheet('Exposure by entity')
  const study = figures(studyLine())
  for (const [header, key] of [['Tax', 'tax'], ['Interest', 'interest'], ['Penalties', 'penalties'], ['Exposure', 'exposure']] as const) {
    const { values, total } = column(byEntity, header)
    assert.equal(values.map(cents), sections().map((section) => centsOf(figures(section.totals)[key])), header)
    assert.is(cents(total), centsOf(study[key]), `TOTAL ${header}`)
  }
  const summary = new Map(sheet('Summary').rows.map(([figure, value]) => [figure, value]))
  assert.is(cents(summary.get('Exposure (tax, interest, penalties)')), centsOf(study.exposure))
  assert.is(summary.get('Exposure to'), data.file<StudyExposure>('exposure.json').asOf)
})

for (const { code } of sections()) {
  test(`${code} exposure by state: each state's periods, amounts, VDA and action as ANSWERS.md has them, in its order`, () => {
    const table = sheet(`${code} exposure by state`)
    const cell = (header: string) => column(table, header).values
    const money = (header: string) => cell(header).map((value) => (value === null ? '-' : (value as number).toLocaleString('en-US', { minimumFractionDigits: 2 })))
    const shown = table.rows.map((_, index) => [
      cell('State')[index],
      cell('Nexus Periods')[index] ?? '-',
      money('Tax')[index],
      money('Interest')[index],
      money('Penalties')[index],
      money('Exposure')[index],
      money('VDA Exposure')[index],
      money('VDA Saving')[index],
      cell('Action')[index] ?? '-',
    ])
    assert.equal(shown, rowsOf(code).map((row) => [row.state, row.periods, row.tax, row.interest, row.penalties, row.exposure, row.vdaExposure, row.saving, row.action]))
  })

  test(`${code} exposure by month: every month of every state, footing to the entity's tax, interest and penalties`, () => {
    const table = sheet(`${code} exposure by month`)
    const report = data.file<EntityExposure>(`exposure/${code}.json`)
    assert.is(table.rows.length, report.states.reduce((sum, state) => sum + state.months.length, 0))
    assert.is(cents(column(table, 'Tax').total), centsOf(figures(sections().find((section) => section.code === code)!.totals).tax))
  })
}

test.run()
