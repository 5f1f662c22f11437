import * as assert from 'uvu/assert'
import type { Page, Response } from 'playwright-core'
import { consolidated, entity, overview } from './expected.ts'
import { type Watched, siteSuite, withWatchedPage } from './harness.ts'
import { tiles } from '../../web/src/tiles.ts'
import * as format from '../../web/src/format.ts'
import { paths } from './paths.ts'

let origin = ''
const test = siteSuite('the US tile map and the threshold progress bars', (url) => {
  origin = url
})

const withPage = (run: (watched: Watched) => Promise<void>) => withWatchedPage(origin, run, { sameOrigin: true })

/** Each tile's state and class, as the page draws them. */
async function drawnTiles(page: Page, figure: string): Promise<Record<string, string>> {
  const pairs = await page
    .locator(`${figure} .tile-grid .tile`)
    .evaluateAll((elements) => elements.map((element) => [element.getAttribute('data-state')!, element.getAttribute('data-class')!]))
  assert.is(pairs.length, new Set(pairs.map(([state]) => state)).size, 'a tile drawn twice')
  return Object.fromEntries(pairs)
}

/** The legend's states per class, as full names. */
async function legend(page: Page, figure: string): Promise<Record<string, string>> {
  const items = await page.locator(`${figure} .tile-legend li`).evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('data-class')!, element.textContent ?? '']),
  )
  return Object.fromEntries(items)
}

const names = Object.fromEntries(tiles.map((tile) => [tile.state, tile.name]))

for (const { entity: ref } of overview.entities) {
  test(`${paths.report(ref)} colours every state, DC and PR by ${ref.name}'s status from generated/, with each state named in the legend`, async () => {
    const report = entity(ref.code)
    const expected = Object.fromEntries(tiles.map((tile) => [tile.state, 'no-activity']))
    for (const row of report.states) expected[row.state] = row.status
    await withPage(async ({ page }) => {
      await page.goto(origin + paths.report(ref))
      const figure = page.getByRole('figure', { name: 'Nexus Status Map' })
      await figure.waitFor()
      assert.equal(await drawnTiles(page, '.tile-map'), expected)
      const image = page.getByRole('img', { name: /^Nexus Status Map\./ })
      const label = await image.getAttribute('aria-label')
      const crossed = report.states.filter((row) => row.status === 'Crossed Threshold').length
      if (crossed > 0) assert.ok(label!.includes(`Crossed Threshold: ${crossed} ${crossed === 1 ? 'state' : 'states'}`), label!)
      const groups = await legend(page, '.tile-map')
      for (const [state, tileClass] of Object.entries(expected)) {
        assert.ok(groups[tileClass]?.includes(names[state]!), `${names[state]} is not listed under ${tileClass}`)
      }
      // colour is not the only cue: each tile repeats its class as text
      const marks = await page.locator('.tile-grid .tile .tile-mark').allInnerTexts()
      assert.is(marks.length, tiles.length)
      assert.ok(marks.every((mark) => mark.trim() !== ''))
    })
  })
}

test(`${paths.consolidated} colours every state by how many brands have nexus there, as generated/ says`, async () => {
  const expected = Object.fromEntries(tiles.map((tile) => [tile.state, 'no-activity']))
  for (const row of consolidated.states) expected[row.state] = `entities-${row.entitiesWithNexus}`
  await withPage(async ({ page }) => {
    await page.goto(origin + paths.consolidated)
    await page.getByRole('figure', { name: 'Nexus Map' }).waitFor()
    assert.equal(await drawnTiles(page, '.tile-map'), expected)
    const marks = await page.locator('.tile-grid .tile').evaluateAll((elements) =>
      Object.fromEntries(elements.map((element) => [element.getAttribute('data-state'), element.querySelector('.tile-mark')!.textContent])),
    )
    for (const row of consolidated.states) assert.is(marks[row.state], String(row.entitiesWithNexus), row.state)
    const groups = await legend(page, '.tile-map')
    for (const row of consolidated.states.filter((state) => state.entitiesWithNexus > 0)) {
      assert.ok(groups[`entities-${row.entitiesWithNexus}`]!.includes(row.stateName), row.state)
    }
  })
})

test('the map adds no tab stops and fits a 390 px phone without scrolling sideways', async () => {
  await withPage(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(origin + paths.report(overview.entities[0]!.entity))
    const figure = page.locator('.tile-map')
    await figure.waitFor()
    assert.is(await figure.locator('a, button, [tabindex]').count(), 0)
    const widths = await figure.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, right: element.getBoundingClientRect().right }))
    assert.ok(widths.scroll <= widths.client, `map content ${widths.scroll} px in ${widths.client} px`)
    assert.ok(widths.right <= 390, `map ends at ${widths.right} px`)
  })
})

test('the home page loads none of the map code', async () => {
  await withPage(async ({ page }) => {
    const scripts: Promise<string>[] = []
    const read = (response: Response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text())
    }
    page.on('response', read)
    await page.goto(origin + '/', { waitUntil: 'networkidle' })
    // every body read is awaited before the page closes: a script arriving later (under load) is not
    // read, rather than its read failing once the page has closed and ending the run
    page.off('response', read)
    const bodies = await Promise.all(scripts)
    assert.ok(bodies.length > 0)
    assert.not.ok(bodies.some((body) => body.includes('tile-grid')), 'a home page script holds the tile map')
  })
})

for (const { entity: ref } of overview.entities) {
  const report = entity(ref.code)
  const { crossed, approaching, exposed, other } = report.exposures
  const rows = [...crossed, ...approaching, ...exposed, ...other]
  if (rows.length === 0) continue
  test(`${paths.separate(ref)} draws a sales bar per exposed state, and a transactions bar where the rule has a transaction threshold`, async () => {
    await withPage(async ({ page }) => {
      await page.goto(origin + paths.separate(ref))
      await page.getByRole('heading', { name: 'Threshold Progress' }).waitFor()
      const meters = await page.locator('.threshold-progress').getByRole('meter').evaluateAll((elements) =>
        elements.map((element) => ({
          name: element.getAttribute('aria-label'),
          text: element.getAttribute('aria-valuetext'),
          now: Number(element.getAttribute('aria-valuenow')),
          max: Number(element.getAttribute('aria-valuemax')),
        })),
      )
      const expected = rows.flatMap((row) => [
        {
          name: `${row.stateName} sales`,
          // on the window the status was decided on, with what that window held (not the tax year's total sales)
          text: `${format.percent1(row.percentOfThreshold)} of the sales threshold: ${format.usd(row.measured.salesCents)} of ${format.usd(row.salesThresholdCents)}, ${format.windowText(row.measured.windowStart, row.measured.windowEnd)}`,
        },
        ...(row.transactionsThreshold === null
          ? []
          : [
              {
                name: `${row.stateName} transactions`,
                text: `${format.percent1(row.percentOfTransactionsThreshold!)} of the transaction threshold: ${format.count(row.measured.transactions)} of ${format.count(row.transactionsThreshold)} transactions, ${format.windowText(row.measured.windowStart, row.measured.windowEnd)}`,
              },
            ]),
      ])
      assert.equal(meters.map(({ name, text }) => ({ name, text })), expected)
      for (const meter of meters) assert.ok(meter.now >= 0 && meter.now <= meter.max, `${meter.name} ${meter.now}`)
      // the figures are written beside each bar, not only in its accessible value
      const visible = await page.locator('.threshold-progress').innerText()
      for (const { text } of expected) assert.ok(visible.includes(text), text)
      // The activity abroad has the same bars, each part of the rule in the jurisdiction's own currency.
      const abroad = await page.locator('.abroad-table').getByRole('meter').evaluateAll((elements) =>
        elements.map((element) => ({ name: element.getAttribute('aria-label'), text: element.getAttribute('aria-valuetext') })),
      )
      const own = (minor: number, row: (typeof report.international.jurisdictions)[number]) => format.moneyIn(minor, row.currency, row.minorUnits)
      assert.equal(abroad, report.international.jurisdictions.flatMap((row) => [
        ...(row.salesThresholdMinor === null || row.percentOfThreshold === null ? [] : [{
          name: `${row.name} sales`,
          text: `${format.percent1(row.percentOfThreshold)} of the sales threshold: ${own(row.totalSalesMinor, row)} of ${own(row.salesThresholdMinor, row)}`,
        }]),
        ...(row.transactionsThreshold === null || row.percentOfTransactionsThreshold === null ? [] : [{
          name: `${row.name} transactions`,
          text: `${format.percent1(row.percentOfTransactionsThreshold)} of the transaction threshold: ${format.count(row.transactionsCount)} of ${format.count(row.transactionsThreshold)}`,
        }]),
      ]))
    })
  })
}

test.run()
