/**
 * The exposure pages in a browser, on the exposure example built as a user builds it (studies.ts: once a
 * run, into a temporary folder): the study's and each entity's page show ANSWERS.md's figures (read from
 * the file, formatted by the viewer's own format.ts), the states in order of exposure, sortable and
 * downloadable; the chart by year and its text alternative; the months; home, the consolidated report,
 * the entity report and separate pages linking to them; the recommendations page's computed actions beside the
 * adviser's; every route axe-clean at 1366 and 390 px in light and dark, none scrolling sideways on a
 * phone, and the exposure pages fitting the paper in print.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { parse } from 'csv-parse/sync'
import type { EntityExposure, Overview, Recommendations, StudyExposure } from '../../schemas/generated/types.ts'
import * as format from '../../web/src/format.ts'
import { EXAMPLE, centsOf, figures, rowsOf, sections, studyLine, type AnswerRow } from '../pipeline/exposure/answers.ts'
import { HOLD_RESIZE_OBSERVERS, PAPERS, axeViolations, drawn, interactive, layoutOffenders, printLayout, routesOf, screenLayout, withPage } from './harness.ts'
import { paths } from './paths.ts'
import { studySuite } from './sites.ts'

const { test, study } = studySuite(EXAMPLE, 'the exposure pages')
const { read, open } = study

const ACTIONS = [['Voluntary Disclosure', 'voluntaryDisclosure'], ['File Back Returns', 'fileBackReturns'], ['Register', 'register'], ['Monitor', 'monitor']] as const

/** ANSWERS.md's figure as the pages show it: '12,652.29' → '$12,652.29'. */
const usd = (figure: string) => format.usd(centsOf(figure))
/** The text of a table region's rows, each row's cells in sight joined by ' | '. */
const rowsIn = (page: Page, region: string) =>
  page.getByRole('region', { name: `${region}, table` }).locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.children].filter((cell) => !(cell as HTMLElement).hidden).map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim()).join(' | ')),
  )
const totalIn = (page: Page, region: string) =>
  page.getByRole('region', { name: `${region}, table` }).locator('tfoot tr').innerText().then((text) => text.replace(/\s+/g, ' ').trim())
/** The state codes leading each row of a table region, in order. */
const statesIn = (page: Page, region: string) =>
  page.getByRole('region', { name: `${region}, table` }).locator('tbody th[scope="row"] a').evaluateAll((links) => links.map((link) => link.firstChild?.textContent?.trim() ?? ''))

/** What a state's row of the entity's table must show, from ANSWERS.md: action, periods, each collection start, the amounts, the VDA. */
function expectedRow(row: AnswerRow): RegExp[] {
  const text = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&'))
  const periods = row.periods === '-' ? [] : row.periods.split('; ')
  const starts = row.starts === '-' ? [] : row.starts.split('; ')
  return [
    text(row.action === '-' ? 'None' : row.action),
    ...periods.map(text),
    ...starts.map((start) => text(`collecting from ${start}`)),
    ...[row.tax, row.interest, row.penalties, row.exposure].map((figure) => text(usd(figure))),
    text(row.vdaExposure === '-' ? '| -' : `${usd(row.vdaExposure)} saving ${usd(row.saving)}`),
  ]
}

test("the study's page: ANSWERS.md's totals, each entity's, and how many states need each action", () =>
  open('/exposure', async (page) => {
    const study = figures(studyLine())
    const exposure = read<StudyExposure>('exposure.json')
    const cards = await page.getByRole('region', { name: 'Exposure', exact: true }).innerText()
    for (const key of ['exposure', 'tax', 'interest', 'penalties'] as const) assert.match(cards, usd(study[key]))
    const actions = await page.getByRole('region', { name: 'Actions' }).innerText()
    for (const [action, key] of ACTIONS) assert.match(actions, new RegExp(`${action}\\s+${exposure.actionCounts[key]}\\s`))
    assert.match(actions, `saving ${format.usd(exposure.totals.vdaSavingCents)} in all`)
    const entities = await rowsIn(page, 'Exposure by Entity')
    assert.equal(
      entities.map((row) => row.split(' | ').slice(0, 5).join(' | ')),
      sections().map(({ code, name, totals }) => {
        const figure = figures(totals)
        return [`${code} ${name}`, usd(figure.tax), usd(figure.interest), usd(figure.penalties), usd(figure.exposure)].join(' | ')
      }),
    )
    assert.match(await totalIn(page, 'Exposure by Entity'), `TOTAL ${usd(study.tax)} ${usd(study.interest)} ${usd(study.penalties)} ${usd(study.exposure)}`)
    assert.match(await totalIn(page, 'States by Exposure'), `TOTAL ${usd(study.tax)} ${usd(study.interest)} ${usd(study.penalties)} ${usd(study.exposure)}`)
  }))

for (const { code, name, totals } of sections()) {
  const rows = rowsOf(code)
  const shown = [rows[0]!, rows.at(-1)!]
  test(`${name}'s page: its totals, and ${shown.map((row) => row.state).join(' and ')} as ANSWERS.md has them, in the table and in their detail`, () => {
    return open(paths.entityExposure({ code }), async (page) => {
      const figure = figures(totals)
      const cards = await page.getByRole('region', { name: 'Exposure', exact: true }).innerText()
      for (const key of ['exposure', 'tax', 'interest', 'penalties'] as const) assert.match(cards, usd(figure[key]))
      const table = await rowsIn(page, 'States by Exposure')
      for (const row of shown) {
        const line = table.find((text) => text.startsWith(`${row.state} `))
        assert.ok(line, `${row.state} has a row`)
        for (const expected of expectedRow(row)) assert.match(line!, expected, `${row.state}: ${expected}`)
        const detail = await page.locator(`#state-${row.state}`).innerText()
        if (row.periods !== '-') assert.match(detail, row.periods)
        for (const start of row.starts === '-' ? [] : row.starts.split('; ')) assert.match(detail, start)
      }
      assert.match(await totalIn(page, 'States by Exposure'), `TOTAL ${usd(figure.tax)} ${usd(figure.interest)} ${usd(figure.penalties)} ${usd(figure.exposure)}`)
    })
  })

  test(`${name}'s states in order of exposure, as ANSWERS.md lists them`, () =>
    open(`/brand-${code.toLowerCase()}-exposure`, async (page) => {
      assert.equal(await statesIn(page, 'States by Exposure'), rows.map((row) => row.state))
    }))
}

test("the study's every (entity, state) in order of exposure, the largest first", () =>
  open('/exposure', async (page) => {
    const exposure = read<StudyExposure>('exposure.json')
    assert.equal(await statesIn(page, 'States by Exposure'), exposure.states.map((row) => row.state))
    const amounts = exposure.states.map((row) => row.exposureCents)
    assert.equal(amounts, [...amounts].sort((a, b) => b - a))
    // and ANSWERS.md's rows are all there, each entity's in its own order
    for (const { code } of sections()) {
      assert.equal(exposure.states.filter((row) => row.entity === code).map((row) => format.usd(row.exposureCents)), rowsOf(code).map((row) => usd(row.exposure)))
    }
  }))

test('sorting by tax puts the states in that order, a second click reverses it, and the TOTAL stays', () =>
  open('/brand-e-exposure', async (page) => {
    const rows = rowsOf('E')
    const byTax = [...rows].sort((a, b) => centsOf(a.tax) - centsOf(b.tax)).map((row) => row.state)
    const table = page.getByRole('region', { name: 'States by Exposure, table' })
    await table.getByRole('button', { name: /^Tax/ }).click()
    assert.equal(await statesIn(page, 'States by Exposure'), byTax)
    assert.is(await table.locator('th[aria-sort="ascending"]').innerText().then((text) => text.replace(/\W+$/, '')), 'Tax')
    await table.getByRole('button', { name: /^Tax/ }).click()
    const descending = [...rows].sort((a, b) => centsOf(b.tax) - centsOf(a.tax)).map((row) => row.state)
    assert.equal(await statesIn(page, 'States by Exposure'), descending)
    assert.match(await totalIn(page, 'States by Exposure'), usd(figures(sections()[0]!.totals).tax))
  }))

test('the states download as CSV: every state, its periods and collection starts, exact amounts, the VDA in two columns, the TOTAL', () =>
  open('/brand-r-exposure', async (page) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('section', { has: page.getByRole('heading', { name: 'States by Exposure' }) }).getByRole('button', { name: 'Download CSV' }).click(),
    ])
    const report = read<EntityExposure>('exposure/R.json')
    assert.is(download.suggestedFilename(), `${report.study.taxYear}-cedar-retail-exposure-states-by-exposure.csv`)
    const [header, ...lines] = parse(readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '')) as string[][]
    assert.equal(header, [
      'State', 'State Name', 'Action', 'Recommended', 'Nexus Periods', 'Collection Starts', 'Nexus on As Of', '% of Threshold on As Of',
      'Tax Rate', 'Interest Rate', 'Penalty Rate', 'VDA Look Back Months', 'VDA Covers From', 'Rule',
      'Tax', 'Interest', 'Penalties', 'Exposure', 'VDA Exposure', 'VDA Saving', ...report.totals.byYear.map((year) => `${year.year} Exposure`),
    ])
    const cells = (line: string[], ...names: string[]) => names.map((name) => line[header!.indexOf(name)]!)
    const total = lines.pop()!
    const plain = (figure: string) => (figure === '-' ? '' : figure.replace(/,/g, ''))
    assert.equal(
      lines.map((line) => cells(line, 'State', 'State Name', 'Action', 'Nexus Periods', 'Collection Starts', 'Tax', 'Interest', 'Penalties', 'Exposure', 'VDA Exposure', 'VDA Saving').map((cell) => cell.replace(/ \([^)]*\)/g, ''))),
      rowsOf('R').map((row) => {
        const state = report.states.find((found) => found.state === row.state)!
        return [row.state, state.stateName, plain(row.action), plain(row.periods), plain(row.starts), ...[row.tax, row.interest, row.penalties, row.exposure, row.vdaExposure, row.saving].map(plain)]
      }),
    )
    const figure = figures(sections().find((section) => section.code === 'R')!.totals)
    assert.equal(cells(total, 'State', 'Tax', 'Interest', 'Penalties', 'Exposure'), ['TOTAL', ...[figure.tax, figure.interest, figure.penalties, figure.exposure].map(plain)])
  }))

test('the chart by year: an SVG named in words for the year that cost most, its legend, and the year table as its text alternative', () =>
  open('/exposure', async (page) => {
    const { totals } = read<StudyExposure>('exposure.json')
    const figure = page.locator('figure.exposure-figure')
    const chart = figure.locator('[role="img"]')
    await chart.locator('svg').first().waitFor()
    const largest = totals.byYear.reduce((best, year) => (year.exposureCents > best.exposureCents ? year : best))
    const label = (await chart.getAttribute('aria-label'))!
    assert.match(label, `the most in ${largest.year}, ${format.usd(largest.exposureCents)}`)
    assert.match(label, `${totals.byYear[0]!.year} to ${totals.byYear.at(-1)!.year}`)
    const ticks = await chart.locator('svg text').allTextContents()
    for (const year of totals.byYear) assert.ok(ticks.includes(String(year.year)), `${year.year} on the x-axis`)
    assert.equal(await figure.locator('.chart-legend li').allInnerTexts(), ['Tax', 'Interest', 'Penalties'])
    assert.equal(
      await rowsIn(page, 'Exposure by Year'),
      totals.byYear.map((year) => [year.year, year.taxCents, year.interestCents, year.penaltiesCents, year.exposureCents].map((value, index) => (index === 0 ? String(value) : format.usd(value))).join(' | ')),
    )
    const study = figures(studyLine())
    assert.is(await totalIn(page, 'Exposure by Year'), `TOTAL ${usd(study.tax)} ${usd(study.interest)} ${usd(study.penalties)} ${usd(study.exposure)}`)
  }))

test("a state's months: those with taxable sales (a refund included) footing to its tax, interest and penalties, and every month behind a disclosure", () =>
  open('/brand-e-exposure', async (page) => {
    const report = read<EntityExposure>('exposure/E.json')
    const state = report.states.find((found) => found.months.some((month) => month.taxableSalesCents < 0))
    assert.ok(state, 'Cedar Edge Cases has a state with a month of refunds')
    const detail = page.locator(`#state-${state!.state}`)
    const withSales = state!.months.filter((month) => month.taxableSalesCents !== 0)
    const region = `${state!.stateName}, months with taxable sales`
    assert.equal(
      (await rowsIn(page, region)).map((row) => row.split(' | ').slice(0, 3).join(' | ')),
      withSales.map((month) => [month.month, format.usd(month.taxableSalesCents), format.usd(month.taxCents)].join(' | ')),
    )
    assert.match(await totalIn(page, region), `TOTAL ${format.usd(state!.taxCents)} ${format.usd(state!.interestCents)} ${format.usd(state!.penaltiesCents)}`)
    const every = detail.locator('summary', { hasText: 'Every month of collection days' })
    assert.is((await every.innerText()).trim(), `Every month of collection days (${format.monthCount(state!.months.length)})`)
    await every.click()
    // the months are drawn once the disclosure opens: wait for them (under load the read came first, and found none)
    await page.getByRole('region', { name: `${state!.stateName}, every month, table` }).locator('tbody tr').first().waitFor()
    assert.is((await rowsIn(page, `${state!.stateName}, every month`)).length, state!.months.length)
  }))

test('home shows the exposure and the states needing each action, and links to it; the consolidated, entity report and separate pages link to theirs', async () => {
  const overview = read<Overview>('overview.json')
  const exposure = overview.exposure!
  await open('/', async (page) => {
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Exposure', exact: true }) })
    const text = await card.innerText()
    assert.match(text, format.usd(exposure.totals.exposureCents))
    assert.match(text, `from ${exposure.firstYear} to ${exposure.asOf}`)
    for (const [action, key] of ACTIONS) assert.match(text, new RegExp(`${action}\\s+${exposure.actionCounts[key]}\\s`))
    assert.is(await card.getByRole('button', { name: 'View Exposure' }).getAttribute('href'), paths.exposure)
  })
  await open(paths.consolidated, async (page) => {
    assert.is(await page.getByRole('button', { name: 'View Exposure' }).getAttribute('href'), paths.exposure)
  })
  for (const { entity, exposureFile } of overview.entities) {
    // an entity without dated sales has no exposure page, and no link to one
    const exposurePath = exposureFile ? paths.entityExposure(entity) : null
    await open(paths.report(entity), async (page) => {
      assert.is(await page.getByRole('button', { name: 'View Exposure' }).getAttribute('href'), exposurePath)
    })
    await open(paths.separate(entity), async (page) => {
      assert.is(await page.getByRole('link', { name: 'the exposure, state by state' }).getAttribute('href'), exposurePath)
    })
  }
})

test("the recommendations page: each computed action beside the adviser's row, Listed or Not listed where the row names no Action, the disagreements highlighted", () =>
  open(paths.recommendations(read<Overview>('overview.json').study), async (page) => {
    const { conclusions, entries } = read<Recommendations>('recommendations.json')
    const all = conclusions.filter(({ computed }) => computed).flatMap(({ entity, states }) => states.map((state) => ({ entity, ...state })))
    const adviser = (code: string, state: string) =>
      entries.filter((entry) => entry.entity.code === code && entry.states.includes(state as never)).map((entry) => entry.recommendation).join('; ') || 'Not listed'
    // The example's rows name no Action: nothing is said to agree by default.
    assert.ok(all.length > 0 && all.every((row) => row.agreement === 'Listed' || row.agreement === 'Not listed'), 'the example lists some and not others')
    assert.ok(all.some((row) => row.agreement === 'Listed') && all.some((row) => row.agreement === 'Not listed'))
    const rows = await rowsIn(page, "Computed Actions beside the Adviser's")
    assert.equal(
      rows,
      all.map((row) => [row.entity.code, `${row.state} ${row.stateName}`, row.adviserAction ?? adviser(row.entity.code, row.state), row.computedAction ?? 'None', row.agreement].join(' | ')),
    )
    const highlighted = await page.getByRole('region', { name: "Computed Actions beside the Adviser's, table" }).locator('tbody tr[data-nexus]').count()
    assert.is(highlighted, all.filter((row) => row.agreement === 'Disagrees').length)
    assert.match(await page.locator('#computed-actions ~ p').first().innerText(), 'No Action named disagrees with the computation.')
  }))

test('every route of the example: no sideways scroll on a phone, and axe-core finds no violation at 1366 and 390 px, light and dark', async () => {
  const routes = routesOf(study.dist)
  assert.ok(routes.includes('/exposure'))
  const problems: string[] = []
  for (const options of [{ width: 1366 }, { width: 390 }, { width: 1366, dark: true }, { width: 390, dark: true }]) {
    await withPage(options, async (page) => {
      for (const route of routes) {
        await page.goto(study.origin + route)
        await interactive(page)
        const where = `${route} at ${options.width} px${options.dark ? ', dark' : ''}`
        if (options.width === 390 && !options.dark) {
          const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
          if (scrollWidth! > innerWidth!) problems.push(`${where}: ${scrollWidth} px wide`)
        }
        problems.push(...(await axeViolations(page)).map((violation) => `${where}: ${violation}`))
      }
    })
  }
  assert.equal(problems, [])
})

test('every route of the example in print fits the printable width of Letter and A4, and the exposure pages leave every month of collection days to the screen', async () => {
  const problems: string[] = []
  await withPage({}, async (page) => {
    // As Chromium prints: the page drawn on screen, its chart included, then laid out for each paper.
    await page.addInitScript(HOLD_RESIZE_OBSERVERS)
    for (const route of routesOf(study.dist)) {
      await screenLayout(page, { width: 1366, height: 800 })
      await page.goto(study.origin + route)
      await drawn(page)
      for (const paper of PAPERS) {
        await printLayout(page, paper.width)
        problems.push(...(await layoutOffenders(page)).map((offender) => `${route} on ${paper.name} (${paper.width} px): ${offender}`))
      }
      const every = page.locator('details', { hasText: 'Every month of collection days' })
      if ((await every.count()) > 0 && (await every.first().isVisible())) problems.push(`${route}: every month is printed`)
    }
  })
  assert.equal(problems, [])
})

test.run()
