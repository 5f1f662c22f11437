import { mkdirSync, readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { consolidated, entity, entityByName, overview, routes, squash } from './expected.ts'
import { dist, interactive, screenshots, startSite, stopBrowser, stopSite, watchedPage, type Watched } from './harness.ts'
import { paths } from './paths.ts'
import { usd } from '../../web/src/format.ts'

const test = suite('the site in a browser')
let origin = ''

test.before(async () => {
  origin = await startSite()
  mkdirSync(screenshots, { recursive: true })
})
test.after(async () => {
  await stopBrowser()
  await stopSite()
})

async function withPage(run: (watched: Watched) => Promise<void>, options: { allowConsoleErrors?: boolean } = {}) {
  const watched = await watchedPage(origin)
  try {
    await run(watched)
    if (!options.allowConsoleErrors) assert.equal(watched.consoleErrors, [], 'console errors')
    assert.equal(watched.foreignRequests, [], 'requests outside the site')
  } finally {
    await watched.context.close()
  }
}


for (const route of routes()) {
  test(`${route.path} shows what the data says, with no console error, and is saved as a screenshot`, async () => {
    await withPage(async (watched) => {
      const { page } = watched
      const response = await page.goto(origin + route.path)
      assert.is(response?.status(), 200)
      await interactive(watched.page)
      assert.is(squash(await page.locator('h1').first().innerText()), route.heading)
      const text = squash(await page.locator('main').innerText())
      const missing = route.texts.filter((expected) => !text.includes(expected))
      assert.equal(missing, [], `texts missing from ${route.path}`)
      await page.screenshot({ path: new URL(`${route.name}.png`, screenshots).pathname, fullPage: true })
    })
  })
}

test('each top-5 card of the consolidated page draws its bars to the scale of its largest value, with no chart library', async () => {
  await withPage(async ({ page }) => {
    await page.goto(origin + paths.consolidated)
    const cards = [
      { title: 'Top States by Revenue', cents: consolidated.topRevenue.map((row) => row.combinedRevenueCents) },
      { title: 'Top Tax Liability States', cents: consolidated.topLiability.map((row) => row.liabilityCents ?? 0) },
    ]
    for (const { title, cents } of cards) {
      const card = page.locator('article.top-states', { has: page.getByRole('heading', { name: title }) })
      const widths = await card.locator('.top-bar').evaluateAll((bars) =>
        bars.map((bar) => (bar.firstElementChild as HTMLElement).getBoundingClientRect().width / bar.getBoundingClientRect().width),
      )
      const largest = Math.max(...cents)
      assert.is(widths.length, cents.length, title)
      assert.ok(cents.length > 1, `${title} has more than one state to compare`)
      widths.forEach((width, index) => assert.ok(Math.abs(width - cents[index]! / largest) < 0.01, `${title} bar ${index + 1}: ${width}`))
    }
    assert.is(await page.locator('.recharts-surface').count(), 0)
  })
})

test('the home page names the study, its product beside Economic Nexus Studies and the tax year, in its heading and its title', async () => {
  await withPage(async (watched) => {
    const { page } = watched
    const { productName, taxYear } = overview.study
    const [first] = overview.entities
    await page.goto(origin + '/')
    await interactive(watched.page)
    assert.is(squash(await page.locator('hgroup').innerText()), `${productName} Economic Nexus Studies Tax Year ${taxYear}`)
    assert.is(await page.title(), `${productName} · Economic Nexus Studies ${taxYear}`)
    // the title follows the page in the browser, and comes back with it
    await page.getByRole('button', { name: `View Full Report: ${first!.entity.name}` }).click()
    await page.waitForURL(origin + paths.report(first!.entity))
    await page.waitForFunction((title) => document.title === title, `${first!.entity.name} · Economic Nexus Studies ${taxYear}`)
    await page.goBack()
    await page.waitForFunction((title) => document.title === title, `${productName} · Economic Nexus Studies ${taxYear}`)
  })
})

test('a visitor clicks from home to an entity report, the recommendations and a separate analysis and back, without a reload', async () => {
  await withPage(async (watched) => {
    const { page } = watched
    const [first] = overview.entities
    const last = overview.entities.at(-1)!
    await page.goto(origin + '/')
    await interactive(watched.page)
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'))

    await page.getByRole('button', { name: `View Full Report: ${first!.entity.name}` }).click()
    await page.waitForURL(origin + paths.report(first!.entity))
    await page.getByRole('heading', { level: 1, name: first!.entity.name }).waitFor()

    await page.getByRole('button', { name: 'View Registration Recommendations' }).click()
    await page.waitForURL(origin + paths.recommendations(overview.study))
    await page.getByRole('heading', { level: 1, name: 'Registration Recommendations' }).waitFor()

    await page.getByRole('button', { name: `View Separate Analysis: ${last.entity.name}` }).click()
    await page.waitForURL(origin + paths.separate(last.entity))
    await page.getByText('Separate Entity Nexus Analysis', { exact: true }).waitFor()

    await page.goBack()
    await page.waitForURL(origin + paths.recommendations(overview.study))
    await page.getByRole('heading', { level: 1, name: 'Registration Recommendations' }).waitFor()

    await page.getByRole('button', { name: /Back to Report/ }).click()
    await page.waitForURL(origin + paths.consolidated)
    await page.getByRole('button', { name: /Back to All Reports/ }).click()
    await page.waitForURL(origin + '/')

    assert.is(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'still here')
  })
})

test('a bad path shows the not-found page and logs the path with console.error', async () => {
  const watched = await watchedPage(origin)
  try {
    const { page } = watched
    const response = await page.goto(origin + '/no-such-report')
    assert.is(response?.status(), 404)
    await page.getByText('Oops! Page not found').waitFor()
    await page.waitForFunction(() => true)
    await interactive(watched.page)
    await page.waitForTimeout(50)
    // the 404 response itself is reported by the browser; the page adds its own line naming the path
    const own = watched.consoleErrors.filter((line) => !line.startsWith('Failed to load resource'))
    assert.equal(own.length, 1, JSON.stringify(watched.consoleErrors))
    assert.match(own[0]!, '/no-such-report')
    await page.screenshot({ path: new URL('not-found.png', screenshots).pathname, fullPage: true })
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.getByRole('heading', { level: 1, name: `${overview.study.productName} Economic Nexus Studies` }).waitFor()
    assert.equal(watched.foreignRequests, [])
  } finally {
    await watched.context.close()
  }
})

test("a route whose data is corrupted shows 'Unexpected Application Error!' with the error's message", async () => {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<string, { file: string }>
  const [first] = overview.entities
  const key = Object.keys(manifest).find((name) => name.endsWith(`generated/entities/${first!.entity.code}.json`))
  assert.ok(key, 'the manifest names the entity data chunk')
  const watched = await watchedPage(origin)
  try {
    const { page } = watched
    // serve a version of the entity's data chunk that lacks its fields, so rendering the report throws
    await page.route(`**/${manifest[key!]!.file}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export default { corrupted: true }' }),
    )
    await page.goto(origin + '/')
    await interactive(watched.page)
    await page.getByRole('button', { name: `View Full Report: ${first!.entity.name}` }).click()
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor()
    const message = await page.getByRole('alert').locator('code').innerText()
    assert.match(message, /Cannot read properties of undefined/)
    assert.ok(watched.consoleErrors.some((line) => line.includes(message)), 'the error is also logged')
    await page.screenshot({ path: new URL('error-fallback.png', screenshots).pathname, fullPage: true })
  } finally {
    await watched.context.close()
  }
})

test("Client S's separate analysis lists AZ, MD, PA, UT and WA under Crossed Threshold with the date crossed", async () => {
  const s = entityByName('Client S')
  await withPage(async ({ page }) => {
    await page.goto(origin + paths.separate(s.entity))
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Crossed Threshold - Immediate Action Required' }) })
    const codes = await section.locator('tbody th .badge').allInnerTexts()
    assert.equal(codes, ['AZ', 'MD', 'PA', 'UT', 'WA'])
    assert.ok((await section.locator('thead').innerText()).includes('Date Crossed'))
    const column = (await section.locator('thead th').allInnerTexts()).findIndex((header) => header.includes('Date Crossed'))
    const dates = await section.locator(`tbody tr > :nth-child(${column + 1})`).allInnerTexts()
    assert.equal(dates, s.exposures.crossed.map((row) => row.dateCrossedThreshold ?? ''))
    assert.equal(new Set(dates), new Set([`${overview.study.taxYear}-12-31`]))
  })
})

test("Client C, an entity without nexus states, reads 'None' in its Entity Summary", async () => {
  const c = entityByName('Client C')
  await withPage(async ({ page }) => {
    await page.goto(origin + paths.report(c.entity))
    const summary = page.locator('article', { has: page.getByRole('heading', { name: 'Entity Summary' }) })
    assert.is(await summary.locator('dt:text("Nexus States") + dd').innerText(), 'None')
    assert.is(await page.locator('article', { hasText: 'States with Nexus' }).locator('.card-value').innerText(), `0 of ${c.summary.statesWithActivity}`)
  })
})

async function tabTo(page: Watched['page'], text: string) {
  let focused = ''
  for (let presses = 0; presses < 40 && focused !== text; presses++) {
    await page.keyboard.press('Tab')
    focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
  }
  assert.is(focused, text)
}

test('a keyboard user tabs to the consolidated report, opens it with Enter, then the recommendations with Space', async () => {
  await withPage(async (watched) => {
    const { page } = watched
    await page.goto(origin + '/')
    await interactive(watched.page)
    await tabTo(page, 'View Consolidated Report')
    await page.keyboard.press('Enter')
    await page.waitForURL(origin + paths.consolidated)
    await page.getByRole('heading', { level: 1, name: 'Consolidated Economic Nexus Study' }).waitFor()
    await tabTo(page, 'View Recommendations')
    await page.keyboard.press(' ')
    await page.waitForURL(origin + paths.recommendations(overview.study))
    assert.is(await page.evaluate(() => window.scrollY), 0, 'Space navigated instead of scrolling')
  })
})

test('in print the navigation buttons are hidden and the tables remain', async () => {
  const [first] = overview.entities
  await withPage(async ({ page }) => {
    await page.emulateMedia({ media: 'print' })
    await page.goto(origin + paths.report(first!.entity))
    assert.not.ok(await page.getByRole('navigation', { name: 'Back' }).isVisible())
    assert.ok(await page.getByRole('table').first().isVisible())
  })
})

test("an entity whose export shows no exposure reads 'No nexus exposure detected for this entity.'", async () => {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<string, { file: string }>
  const [first] = overview.entities
  const key = Object.keys(manifest).find((name) => name.endsWith(`generated/entities/${first!.entity.code}.json`))!
  // the sample has no such entity: serve this one's real report with its exposure lists emptied
  const report = entity(first!.entity.code)
  const quiet = { ...report, exposures: { ...report.exposures, crossed: [], approaching: [], exposed: [], other: [] } }
  await withPage(async (watched) => {
    const { page } = watched
    await page.route(`**/${manifest[key]!.file}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `export default ${JSON.stringify(quiet)}` }),
    )
    await page.goto(origin + '/')
    await interactive(watched.page)
    await page.getByRole('button', { name: `View Full Report: ${first!.entity.name}` }).click()
    await page.getByRole('button', { name: 'View Separate Analysis' }).click()
    await page.waitForURL(origin + paths.separate(first!.entity))
    await page.getByText('No nexus exposure detected for this entity.').waitFor()
    assert.is(await page.getByRole('heading', { name: 'Crossed Threshold - Immediate Action Required' }).count(), 0)
    assert.equal(await page.locator('.card-value').allInnerTexts(), ['0', '0', '0'])
  })
})

test('a deep link with a trailing slash hydrates the same page without errors', async () => {
  const last = overview.entities.at(-1)!
  await withPage(async (watched) => {
    const { page } = watched
    await page.goto(`${origin}${paths.separate(last.entity)}/`)
    await interactive(watched.page)
    assert.is(new URL(page.url()).pathname, paths.separate(last.entity))
    await page.getByText('Separate Entity Nexus Analysis', { exact: true }).waitFor()
    assert.is(await page.getByText('Oops! Page not found').count(), 0)
  })
})

test('the consolidated page highlights the 9 sample states with nexus and ends its entity table with the TOTAL row', async () => {
  await withPage(async ({ page }) => {
    await page.goto(origin + paths.consolidated)
    const stateTable = page.getByRole('table', { name: /State-by-State Consolidation/ })
    const highlighted = stateTable.locator('tbody tr[data-nexus]')
    assert.is(await highlighted.count(), consolidated.states.filter((row) => row.hasNexus).length)
    assert.is(await highlighted.count(), 9)
    const [plain, marked] = await Promise.all([
      stateTable.locator('tbody tr:not([data-nexus]) td').first().evaluate((cell) => getComputedStyle(cell).backgroundColor),
      highlighted.locator('td').first().evaluate((cell) => getComputedStyle(cell).backgroundColor),
    ])
    assert.is.not(marked, plain)
    const total = squash(await page.getByRole('table', { name: /Entity Summary/ }).locator('tfoot tr').innerText())
    // SPEC's totals, the liability since nexus (generated/'s) after the tax liability, then the distinct states
    const since = usd(consolidated.totals.liabilitySinceNexusCents).replace(/[$.]/g, '\\$&')
    assert.match(total, new RegExp(`^TOTAL \\$10,065,046\\.97 \\$3,359,396\\.37 \\$266,413\\.64 ${since} 9 ?\\* 51 ?\\*`))
    const note = squash(await page.locator('#distinct-states').innerText())
    assert.match(note, /TOTAL row counts distinct states: 9 states .* and 51 with any activity/, 'the page says the TOTAL counts distinct states')
  })
})

test.run()
