/**
 * The rules study's pages in a browser (examples/rules-study: no thresholds or law tables of its own,
 * study.json names "rules": "us"; built as a user builds it, studies.ts), against its generated JSON and
 * the library's own CSV (read here with csv-parse, not the pipeline): the plan's assumptions give every
 * rule row's Origin, "rules library" where the row is the library's, with its citation and verified date
 * as the library's file has them; each entity's exposure page names, state by state, what its figures
 * rest on (the library's files, the study's rates.csv, a default) and every row with its source, and its
 * "Computed from" line names the library's files. Both pages axe-clean at 1366 and 390 px, light and
 * dark, and fitting Letter and A4 in print.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import type { EntityExposure, Overview, Plan } from '../../schemas/generated/types.ts'
import { PAPERS, axeViolations, interactive, layoutOffenders, withPage } from './harness.ts'
import { paths } from './paths.ts'
import { studySuite } from './sites.ts'

const EXAMPLE = 'examples/rules-study'
const { test, study } = studySuite(EXAMPLE, 'the rules study: every figure names its rule, the library\'s or the study\'s')
const { read, open } = study
const squashed = (text: string) => text.replace(/\s+/g, ' ').trim()
const cellsIn = (page: Page, region: string) =>
  page.getByRole('region', { name: `${region}, table` }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())))

/** The library's row at path:line, as its CSV has it (line 1 is the header). */
function libraryRow(source: string): Record<string, string> {
  const [file, line] = [source.replace(/:\d+$/, ''), Number(source.split(':').at(-1))]
  const rows = parse(readFileSync(file, 'utf8'), { columns: true, bom: true }) as Record<string, string>[]
  return rows[line - 2]!
}

test("the plan's assumptions: each row's Origin, and a library row's Source and Verified On as the library's file has them", () =>
  open(paths.plan, async (page) => {
    const plan = read<Plan>('plan.json')
    assert.is(plan.rules, 'us')
    let library = 0
    for (const entry of plan.assumptions) {
      // State, Table, Effective From, Terms, Source, Verified On, Row, Origin
      const rules = await cellsIn(page, `${entry.stateName}: rule rows used`)
      assert.equal(rules.map((row) => [row[6], row[7]]), entry.rows.map((row) => [row.source, row.origin === 'library' ? 'rules library' : 'study']), entry.state)
      for (const [at, row] of entry.rows.entries()) {
        if (row.origin !== 'library') continue
        library++
        const csv = libraryRow(row.source)
        assert.equal([rules[at]![4], rules[at]![5]], [csv.Source, csv['Verified On']], `${entry.state} ${row.source}`)
      }
    }
    assert.ok(library > 0, 'the plan rests on library rows')
    assert.match(squashed(await page.locator('#assumptions').locator('..').innerText()), 'The study names the rules library (rules/us)')
  }))

test("each entity's exposure page: what every state's figures rest on, and every row with its source and verified date", async () => {
  for (const { entity } of read<Overview>('overview.json').entities) {
    const exposure = read<EntityExposure>(`exposure/${entity.code}.json`)
    await open(paths.entityExposure(entity), async (page) => {
      const line = squashed(await page.locator('.status-source').innerText())
      assert.match(line, /under the rules of rates\.csv and the rules library \(rules\/us: [a-z, .]*thresholds\.csv/, entity.code)
      for (const state of exposure.states) {
        const detail = page.locator(`#state-${state.state}`)
        const where = `${entity.code} ${state.state}`
        const restsOn = squashed(await detail.locator('.rule-sources').innerText())
        // the study holds rates.csv and nothing else: every other table's rows are the library's, in rules/us/<table>.csv
        for (const table of new Set(state.rules.map((row) => row.table))) {
          const named = `${table[0]!.toUpperCase()}${table.slice(1)}:`
          assert.match(restsOn, table === 'rates' ? `${named} the study's rates.csv` : `${named} the rules library (rules/us/${table}.csv)`, `${where} ${table}`)
        }
        assert.ok(state.rules.some((row) => row.table === 'thresholds'), `${where}: a thresholds row`)
        for (const table of state.defaults.map((row) => row.table)) assert.match(restsOn, new RegExp(`${table[0]!.toUpperCase()}${table.slice(1)}: [^\\n]*a default`), `${where} ${table}`)
        await detail.locator('.rule-rows summary').click()
        const items = await detail.locator('.rule-rows li').evaluateAll((lis) => lis.map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim()))
        assert.is(items.length, state.rules.length + state.defaults.length, where)
        state.rules.forEach((row, at) => {
          const item = items[at]!
          assert.ok(item.includes(row.source) && item.includes(row.terms), `${where}: ${item}`)
          if (row.origin === 'library') {
            const csv = libraryRow(row.source)
            assert.ok(item.includes(`the rules library (${row.source})`) && item.includes(`Source: ${csv.Source}; verified ${csv['Verified On']}.`), `${where}: ${item}`)
          } else assert.ok(item.includes(`the study's ${row.source}`), `${where}: ${item}`)
        })
      }
    })
  }
})

test('the plan and the entity pages: axe finds no violation at 1366 and 390 px, light and dark, nothing scrolls sideways, and print fits Letter and A4', async () => {
  const routes = [paths.plan, ...read<Overview>('overview.json').entities.map(({ entity }) => paths.entityExposure(entity))]
  const problems: string[] = []
  for (const options of [{ width: 1366 }, { width: 390 }, { width: 1366, dark: true }, { width: 390, dark: true }]) {
    await withPage(options, async (page) => {
      for (const route of routes) {
        await page.goto(study.origin + route)
        await interactive(page)
        // every state's rows open, as a reader opens them
        for (const summary of await page.locator('.rule-rows summary').all()) await summary.click()
        const where = `${route} at ${options.width} px${options.dark ? ', dark' : ''}`
        const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
        if (scrollWidth! > innerWidth!) problems.push(`${where}: ${scrollWidth} px wide`)
        problems.push(...(await axeViolations(page)).map((violation) => `${where}: ${violation}`))
      }
    })
  }
  await withPage({}, async (page) => {
    await page.emulateMedia({ media: 'print' })
    for (const route of routes) {
      for (const paper of PAPERS) {
        await page.setViewportSize({ width: paper.width, height: 1000 })
        await page.goto(study.origin + route, { waitUntil: 'networkidle' })
        problems.push(...(await layoutOffenders(page)).map((offender) => `${route} on ${paper.name} (${paper.width} px): ${offender}`))
      }
    }
  })
  assert.equal(problems, [])
})

test.run()
