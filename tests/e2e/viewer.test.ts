/**
 * The viewer's tables, keyboard path and layout in a browser: sorting, filtering and the CSV download
 * checked against generated/, the tab order from the top, no sideways scroll on phones, and axe-core
 * with no violation on every route at laptop and phone width and in dark mode.
 */
import { readFileSync } from 'node:fs'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { centsDecimal, minorDecimal } from '../../web/src/csv.ts'
import { consolidated, entity, findings, overview, routes } from './expected.ts'
import { axeViolations, drawn, interactive, siteSuite, withPage } from './harness.ts'
import { paths } from './paths.ts'

let origin = ''
const test = siteSuite('tables, keyboard and layout', (url) => {
  origin = url
})

const stateTable = (page: Page, name: string) => page.getByRole('region', { name }).locator('table')
const firstCells = (page: Page, name: string) =>
  stateTable(page, name).locator('tbody tr > th:first-child').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent?.trim() ?? ''))

test('the activity abroad downloads as plain numbers in each currency\'s own places, the currency in a column of its own', async () => {
  const abroad = overview.entities.map(({ entity: ref }) => entity(ref.code)).find((report) => report.international.jurisdictions.some((row) => row.minorUnits !== 2))
  assert.ok(abroad, 'an entity of the sample sells abroad in a currency without two decimals')
  await withPage({}, async (page) => {
    await page.goto(origin + paths.separate(abroad.entity))
    // drawn, not only interactive: the running measures load after hydration, above this table, and move it under the click
    await drawn(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('section', { has: page.getByRole('heading', { name: 'Activity Outside the US' }) }).getByRole('button', { name: 'Download CSV' }).click(),
    ])
    const text = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '')
    const optional = (value: number | null, write: (value: number) => string) => (value === null ? '' : write(value))
    // a name with a comma is quoted
    const quoted = (name: string) => (name.includes(',') ? `"${name}"` : name)
    const rows = abroad.international.jurisdictions.map((row) =>
      [
        abroad.entity.code,
        quoted(abroad.entity.name),
        row.jurisdiction,
        quoted(row.name),
        row.overallStatus,
        row.currency,
        minorDecimal(row.totalSalesMinor, row.minorUnits),
        optional(row.salesThresholdMinor, (minor) => minorDecimal(minor, row.minorUnits)),
        optional(row.percentOfThreshold, (percent) => percent.toFixed(1)),
        String(row.transactionsCount),
        optional(row.transactionsThreshold, String),
        optional(row.percentOfTransactionsThreshold, (percent) => percent.toFixed(1)),
        row.dateCrossedThreshold ?? '',
      ].join(','),
    )
    const header = 'Code,Entity,Jurisdiction,Name,Status,Currency,Total Sales,Threshold,% of Threshold,Transactions,Transaction Threshold,% of Transaction Threshold,Date Crossed'
    assert.is(text, [header, ...rows].map((line) => `${line}\r\n`).join(''))
  })
})

test('clicking Combined Revenue sorts the consolidated states by their cents, and aria-sort says which way', async () => {
  await withPage({}, async (page) => {
    await page.goto(origin + paths.consolidated)
    await interactive(page)
    const name = 'State-by-State Consolidation'
    const header = stateTable(page, name).locator('thead th', { hasText: 'Combined Revenue' })
    assert.is(await header.getAttribute('aria-sort'), null)
    await header.getByRole('button').click()
    assert.is(await header.getAttribute('aria-sort'), 'ascending')
    const ascending = [...consolidated.states].sort((a, b) => a.combinedRevenueCents - b.combinedRevenueCents).map((row) => row.state)
    assert.equal(await firstCells(page, name), ascending)
    await header.getByRole('button').click()
    assert.is(await header.getAttribute('aria-sort'), 'descending')
    assert.equal(await firstCells(page, name), [...ascending].reverse())
  })
})

test('the status filter and the filter box leave only the matching rows of an entity report', async () => {
  const [first] = overview.entities
  const report = entity(first!.entity.code)
  await withPage({}, async (page) => {
    await page.goto(origin + paths.report(report.entity))
    await interactive(page)
    const name = 'State-by-State Nexus Analysis'
    await page.getByRole('combobox', { name: 'Nexus Status' }).selectOption('Crossed Threshold')
    const crossed = report.states.filter((row) => row.status === 'Crossed Threshold').map((row) => row.state)
    assert.equal(await firstCells(page, name), crossed)
    assert.ok(await page.getByText(`Showing ${crossed.length} ${crossed.length === 1 ? 'row' : 'rows'} with nexus status Crossed Threshold (${report.states.length} in all)`).isVisible())
    await page.getByRole('combobox', { name: 'Nexus Status' }).selectOption('')
    const target = report.states.at(-1)!
    await page.getByLabel('Filter rows').fill(target.stateName)
    const matching = report.states.filter((row) => row.stateName.toLowerCase().includes(target.stateName.toLowerCase()))
    assert.equal(await firstCells(page, name), matching.map((row) => row.state))
  })
})

test('Download CSV saves the filtered, sorted rows with amounts as plain decimals from generated/', async () => {
  const [first] = overview.entities
  const report = entity(first!.entity.code)
  await withPage({}, async (page) => {
    await page.goto(origin + paths.report(report.entity))
    await interactive(page)
    await page.getByRole('combobox', { name: 'Nexus Status' }).selectOption('Crossed Threshold')
    const table = page.getByRole('region', { name: 'State-by-State Nexus Analysis' })
    await table.locator('thead th', { hasText: 'Total Revenue' }).getByRole('button').click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    assert.is(download.suggestedFilename(), `${report.study.taxYear}-${report.entity.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-state-by-state-nexus-analysis.csv`)
    const text = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '')
    const rows = report.states
      .filter((row) => row.status === 'Crossed Threshold')
      .sort((a, b) => a.revenueCents - b.revenueCents)
      .map((row) =>
        [
          row.state,
          row.stateName,
          row.status,
          row.dateCrossedThreshold ?? '',
          centsDecimal(row.revenueCents),
          row.ratePercent === null ? '' : row.ratePercent.toFixed(3),
          centsDecimal(row.taxableRevenueCents),
          row.liabilityCents === null ? '' : centsDecimal(row.liabilityCents),
          row.liabilitySinceNexusCents === null ? '' : centsDecimal(row.liabilitySinceNexusCents),
          // since when it counts, in the words of docs/figures-since-nexus.md
          row.sinceNexusBasis === null ? '' : row.nexusSince !== null ? `nexus since ${row.nexusSince}` : row.sinceNexusFrom !== null ? `from ${row.sinceNexusFrom}` : "on the export's Sales After Nexus",
          row.salesSinceNexusCents === null ? '' : centsDecimal(row.salesSinceNexusCents),
        ].join(','),
      )
    // filtered, so no TOTAL row: it sums every row; every column, those out of sight too (Since, Sales Since Nexus)
    const header = 'State,State Name,Nexus Status,Date Crossed,Total Revenue,Tax Rate,Taxable Revenue,Estimated Tax Liability,Liability Since Nexus,Since,Sales Since Nexus'
    assert.is(text, [header, ...rows].map((line) => `${line}\r\n`).join(''))
    assert.not.match(text, /\$/)
  })
})

test('a keyboard user meets the skip link first, and it leads past the navigation into main', async () => {
  await withPage({}, async (page) => {
    await page.goto(origin + paths.dataChecks)
    await interactive(page)
    await page.keyboard.press('Tab')
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('main')), 'the next stop is inside main')
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return `${style.outlineStyle} ${style.outlineWidth}`
    })
    assert.is(ring, 'solid 3px', 'the focused element shows the focus ring')
  })
})

test('on an entity report the keyboard reaches the table tools and the Entity Summary actions without passing a badge', async () => {
  const [first] = overview.entities
  await withPage({}, async (page) => {
    await page.goto(origin + paths.report(first!.entity))
    await interactive(page)
    const stops: string[] = []
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab')
      const stop = await page.evaluate(() => {
        const element = document.activeElement
        if (element?.classList.contains('badge') || element?.querySelector(':scope > .badge')) return 'BADGE'
        if (element?.getAttribute('role') === 'region') return `region: ${element.getAttribute('aria-label')}`
        return element?.textContent?.trim() ?? ''
      })
      stops.push(stop)
      if (stop === 'View Registration Recommendations') break
    }
    assert.is(stops[0], 'Skip to main content')
    assert.not.ok(stops.includes('BADGE'), 'no badge is a tab stop')
    assert.ok(stops.includes('Download CSV'))
    assert.ok(stops.includes('region: State-by-State Nexus Analysis, table'), 'the scroll container is a tab stop')
    assert.is(stops.at(-1), 'View Registration Recommendations')
    assert.ok(stops.length <= 20, `${stops.length} tab stops`)
  })
})

test('after a client-side navigation focus is on the new page h1', async () => {
  await withPage({}, async (page) => {
    await page.goto(origin + '/')
    await interactive(page)
    await page.getByRole('button', { name: 'View Consolidated Report' }).click()
    await page.waitForURL(origin + paths.consolidated)
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Consolidated Economic Nexus Study')
  })
})

for (const width of [320, 390]) {
  test(`no route scrolls sideways at ${width} px`, async () => {
    await withPage({ width }, async (page) => {
      const wide: string[] = []
      for (const route of routes()) {
        await page.goto(origin + route.path)
        await interactive(page)
        const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
        if (scrollWidth! > innerWidth!) wide.push(`${route.path}: ${scrollWidth} > ${innerWidth}`)
      }
      assert.equal(wide, [])
    })
  })
}

for (const setting of [{ width: 1366 }, { width: 390 }, { width: 1366, dark: true }]) {
  const label = `${setting.width} px${setting.dark ? ', dark' : ''}`
  test(`axe-core finds no violation on any route at ${label}`, async () => {
    await withPage(setting, async (page) => {
      if (setting.dark) {
        await page.goto(origin + '/')
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
        assert.is.not(background, 'rgb(255, 255, 255)', 'the page follows the dark system theme')
      }
      const violations: string[] = []
      for (const route of routes()) {
        await page.goto(origin + route.path)
        await interactive(page)
        const found = await axeViolations(page)
        violations.push(...found.map((violation) => `${route.path}: ${violation}`))
      }
      assert.equal(violations, [])
    })
  })
}

test('the data checks filter by severity to the warnings only', async () => {
  await withPage({}, async (page) => {
    await page.goto(origin + paths.dataChecks)
    await interactive(page)
    await page.getByLabel('Severity').selectOption('warning')
    const shown = await page.getByRole('region', { name: 'All findings' }).locator('tbody tr').count()
    assert.is(shown, findings.counts.warning)
  })
})

test.run()
