/**
 * The lists that grow with the number of entities (the home page's entity cards, the recommendations,
 * the data checks), searched and paged. The sample's site (web/dist) fits each on one page, so its
 * searches are checked there; a study of 30 entities (tests/bench/scaled-study.ts) is compiled and
 * built into a temporary folder (`npm run build -- --study --generated --dist`), then served, for the
 * pages, the page buttons, the focus after a page change, printing every item and axe on the paged
 * pages. Every expectation is read from the generated JSON of the study served.
 */
import { execFileSync } from 'node:child_process'
import { fs, path, os, $ } from 'zx'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { serve, type Running } from '../../web/serve.ts'
import { writeScaledStudy } from '../bench/scaled-study.ts'
import { repo } from '../../web/folders.ts'
import { findings, overview, recommendations } from './expected.ts'
import { axeViolations, interactive, startBrowser, startSite, stopBrowser, stopSite } from './harness.ts'
import type { Findings, Overview, Recommendations } from '../../schemas/generated/types.ts'
import { WHOLE_STUDY, findingRows, type FindingRow } from '../../report/findingRows.ts'
import { paths } from './paths.ts'

const test = suite('long lists: search and paging')
const ENTITIES = 30
let work = ''
let scaled: Running | undefined
let sampleOrigin = ''
const big = {} as { overview: Overview; recommendations: Recommendations; findings: Findings }

test.before(async () => {
  sampleOrigin = await startSite()
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-lists-'))
  const study = await writeScaledStudy(ENTITIES, path.join(work, 'study'), path.join(repo, 'raw'))
  const [generated, dist] = [path.join(work, 'generated'), path.join(work, 'dist')]
  await $({ cwd: repo, quiet: true })`npm run --silent build -- --study ${study} --generated ${generated} --dist ${dist}`
  for (const name of ['overview', 'recommendations', 'findings'] as const) big[name] = await fs.readJson(path.join(generated, `${name}.json`))
  scaled = await serve(0, dist)
})
test.after(async () => {
  await stopBrowser()
  await stopSite()
  await scaled?.close()
  if (work) await fs.remove(work)
})

async function withPage(url: string, run: (page: Page) => Promise<void>, options: { width?: number; dark?: boolean } = {}) {
  const context = await (await startBrowser()).newContext({
    viewport: { width: options.width ?? 1366, height: 800 },
    colorScheme: options.dark ? 'dark' : 'light',
    bypassCSP: true, // for axe, injected inline
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  try {
    await page.goto(url)
    await interactive(page)
    await run(page)
    assert.equal(errors, [], 'console errors')
  } finally {
    await context.close()
  }
}

/** The search rule written out again: the query starts the code or a word of the name, case ignored. */
function startsCodeOrName(entity: { code: string; name: string }, query: string): boolean {
  const typed = query.toLowerCase()
  return entity.code.toLowerCase().startsWith(typed) || entity.name.toLowerCase().split(/\s+/).some((word) => word.startsWith(typed))
}

/** A sample code that leaves its own entity alone. */
function loneCode(entities: { code: string; name: string }[]): { code: string; name: string } {
  const lone = entities.find((entity) => entities.filter((other) => startsCodeOrName(other, entity.code)).length === 1)
  if (!lone) throw new Error('no entity code of the sample matches its entity alone')
  return lone
}

const plural = (n: number, one: string, other: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : other}`
const cardNames = (page: Page) => page.locator('.entity-card header strong').allTextContents()
const listStatus = (page: Page) => page.locator('.list-count').first().textContent()
const tableStatus = (page: Page) => page.locator('.table-count').textContent()
const cardValue = (page: Page, title: string) =>
  page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) }).locator('.card-value').textContent()
const until = (page: Page, selector: string, n: number) =>
  page.waitForFunction(([s, count]) => document.querySelectorAll(s as string).length === count, [selector, n] as const)
/** The cells a reader sees: the columns kept for "Every column" (the entity's code, the check) are hidden. */
const findingCells = (page: Page) =>
  page.getByRole('region', { name: 'All findings' }).locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.children].filter((cell) => !(cell as HTMLElement).hidden).map((cell) => cell.textContent?.trim() ?? '').join(' | ')),
  )
const findingRow = ({ entity, finding }: FindingRow) =>
  [finding.severity, entity ? `${entity.code} ${entity.name}` : WHOLE_STUDY, finding.state, finding.message, finding.source].join(' | ')

// ---- the sample: one page each, searched ----

test('typing a sample entity code in the home search box leaves that entity card', async () => {
  const target = overview.entities.at(-1)!.entity
  await withPage(sampleOrigin + '/', async (page) => {
    assert.equal((await cardNames(page)).length, overview.entities.length)
    await page.getByLabel('Find a brand by code or name').fill(target.code)
    await page.waitForFunction((n) => document.querySelectorAll('.entity-card').length <= n, overview.entities.length - 1)
    const names = await cardNames(page)
    assert.ok(names.includes(target.name), `${target.name} is among ${names.join(', ')}`)
    const expected = overview.entities.filter(({ entity }) => startsCodeOrName(entity, target.code))
    assert.equal(names, expected.map(({ entity }) => entity.name))
    assert.is(await listStatus(page), `Showing ${plural(names.length, 'brand', 'brands')} matching “${target.code}” (${overview.entities.length} in all)`)
  })
})

test('searching a sample code on the recommendations leaves exactly that entity and its states, with no page buttons', async () => {
  const target = loneCode(recommendations.entries.map((entry) => entry.entity))
  const entry = recommendations.entries.find((candidate) => candidate.entity.code === target.code)!
  await withPage(sampleOrigin + paths.recommendations(overview.study), async (page) => {
    assert.is(await listStatus(page), `Showing ${recommendations.entries.length} of ${recommendations.entries.length} entities`)
    assert.is(await page.getByRole('navigation', { name: 'Recommendation pages' }).count(), 0)
    await page.getByLabel('Find an entity by code or name').fill(target.code.toLowerCase())
    await until(page, 'article.entity-card', 1)
    assert.equal(await cardNames(page), [entry.entity.name])
    assert.equal(await page.locator('article.entity-card .badges .badge').allTextContents(), entry.states)
    assert.is(await listStatus(page), `Showing 1 entity matching “${target.code.toLowerCase()}” (${recommendations.entries.length} in all)`)
  })
})

test('choosing a state on the sample recommendations leaves the entities to register there; Potentially International the others', async () => {
  const shared = [...recommendations.allStates].sort((a, b) => b.entityCount - a.entityCount)[0]!
  const registering = recommendations.entries.filter((entry) => entry.states.some((state) => state === shared.state))
  assert.is(registering.length, shared.entityCount)
  await withPage(sampleOrigin + paths.recommendations(overview.study), async (page) => {
    const choice = page.getByLabel('State to register in')
    await choice.selectOption(shared.state)
    await until(page, 'article.entity-card', registering.length)
    assert.equal(await cardNames(page), registering.map((entry) => entry.entity.name))
    assert.is(await listStatus(page), `Showing ${plural(registering.length, 'entity', 'entities')} registering in ${shared.stateName} (${recommendations.entries.length} in all)`)
    await choice.selectOption({ label: 'Potentially International' })
    const marked = recommendations.entries.filter((entry) => entry.potentiallyInternational)
    await until(page, 'article.entity-card', marked.length)
    assert.equal(await cardNames(page), marked.map((entry) => entry.entity.name))
    // The summary cards count every entity whatever the list shows.
    assert.is(await cardValue(page, 'Entities Affected'), recommendations.entitiesAffected.toLocaleString('en-US'))
  })
})

test('searching a sample code on the data checks leaves exactly that entity’s findings, then only its warnings', async () => {
  const withFindings = findings.entities
  const target = loneCode(withFindings)
  const its = findingRows(findings).filter(({ entity }) => entity?.code === target.code)
  const warnings = its.filter(({ finding }) => finding.severity === 'warning')
  await withPage(sampleOrigin + paths.dataChecks, async (page) => {
    await page.getByLabel('Find an entity by code or name').fill(target.code)
    await until(page, 'tbody tr', its.length)
    assert.equal(await findingCells(page), its.map(findingRow))
    assert.is(await tableStatus(page), `Showing ${plural(its.length, 'finding', 'findings')} for entity “${target.code}” (${findings.findings.length} in all)`)
    await page.getByLabel('Severity').selectOption('warning')
    await until(page, 'tbody tr', Math.max(1, warnings.length))
    if (warnings.length > 0) assert.equal(await findingCells(page), warnings.map(findingRow))
    assert.is(await page.getByRole('navigation', { name: 'All findings, pages' }).count(), 0)
  })
})

// ---- thirty entities: pages ----

test('thirty entities show 24 cards first, Next the other six with focus on the count, Previous the first 24 again', async () => {
  await withPage(scaled!.url + '/', async (page) => {
    const all = big.overview.entities.map(({ entity }) => entity.name)
    assert.equal(await cardNames(page), all.slice(0, 24))
    assert.is(await listStatus(page), `Showing 1–24 of ${ENTITIES} brands`)
    const pager = page.getByRole('navigation', { name: 'Brand pages' })
    assert.is(await pager.getByText('Page 1 of 2').count(), 1)
    assert.ok(await pager.getByRole('button', { name: 'Previous' }).isDisabled())
    await pager.getByRole('button', { name: 'Next' }).click()
    await until(page, '.entity-card', ENTITIES - 24)
    assert.equal(await cardNames(page), all.slice(24))
    assert.is(await listStatus(page), `Showing 25–${ENTITIES} of ${ENTITIES} brands`)
    assert.is(await page.evaluate(() => document.activeElement?.className), 'list-count')
    assert.ok(await pager.getByRole('button', { name: 'Next' }).isDisabled())
    await pager.getByRole('button', { name: 'Previous' }).click()
    await until(page, '.entity-card', 24)
    assert.equal(await cardNames(page), all.slice(0, 24))
  })
})

test('searching thirty entities by a code leaves the card whose code or name holds it', async () => {
  const code = big.overview.entities[27]!.entity.code
  await withPage(scaled!.url + '/', async (page) => {
    await page.getByLabel('Find a brand by code or name').fill(code)
    // Scaled names are "<sample name> <code>", so the code typed leaves exactly its own card.
    const expected = big.overview.entities.filter(({ entity }) => entity?.code === code)
    await until(page, '.entity-card', expected.length)
    assert.equal(await cardNames(page), expected.map(({ entity }) => entity.name))
    assert.is(await listStatus(page), `Showing 1 brand matching “${code}” (${ENTITIES} in all)`)
    assert.is(await page.getByRole('navigation', { name: 'Brand pages' }).count(), 0)
  })
})

test('thirty recommendations come 24 a page; a keyboard user pages on with Enter and lands on the count above the next six', async () => {
  const names = big.recommendations.entries.map((entry) => entry.entity.name)
  await withPage(scaled!.url + paths.recommendations(big.overview.study), async (page) => {
    assert.equal(await cardNames(page), names.slice(0, 24))
    assert.is(await listStatus(page), `Showing 1–24 of ${ENTITIES} entities`)
    await page.getByRole('navigation', { name: 'Recommendation pages' }).getByRole('button', { name: 'Next' }).focus()
    await page.keyboard.press('Enter')
    await until(page, 'article.entity-card', ENTITIES - 24)
    assert.equal(await cardNames(page), names.slice(24))
    assert.is(await page.evaluate(() => document.activeElement?.textContent), `Showing 25–${ENTITIES} of ${ENTITIES} entities`)
    await page.keyboard.press('Tab')
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), `View Separate Analysis: ${names[24]}`)
    // The summary figures stay those of every entity.
    assert.is(await cardValue(page, 'Total Registrations'), big.recommendations.totalRegistrations.toLocaleString('en-US'))
    assert.is(await cardValue(page, 'Entities Affected'), big.recommendations.entitiesAffected.toLocaleString('en-US'))
  })
})

test('a search and a state together narrow thirty recommendations to the entities that match both', async () => {
  const sampleName = recommendations.entries.find((entry) => !entry.potentiallyInternational)!.entity.name
  const state = big.recommendations.allStates[0]!
  const expected = big.recommendations.entries.filter(
    (entry) => entry.entity.name.startsWith(`${sampleName} `) && entry.states.some((code) => code === state.state),
  )
  assert.ok(expected.length > 0)
  await withPage(scaled!.url + paths.recommendations(big.overview.study), async (page) => {
    await page.getByLabel('Find an entity by code or name').fill(sampleName)
    await page.getByLabel('State to register in').selectOption(state.state)
    await until(page, 'article.entity-card', expected.length)
    assert.equal(await cardNames(page), expected.map((entry) => entry.entity.name))
    assert.is(
      await listStatus(page),
      `Showing ${plural(expected.length, 'entity', 'entities')} matching “${sampleName}”, registering in ${state.stateName} (${ENTITIES} in all)`,
    )
  })
})

test('the data checks of thirty entities come 100 a page in generated order; an entity code leaves exactly its findings', async () => {
  const all = findingRows(big.findings)
  assert.ok(all.length > 100, `${all.length} findings`)
  const code = big.overview.entities[13]!.entity.code
  const its = all.filter(({ entity }) => entity?.code === code)
  await withPage(scaled!.url + paths.dataChecks, async (page) => {
    assert.equal(await findingCells(page), all.slice(0, 100).map(findingRow))
    assert.is(await tableStatus(page), `Showing 1–100 of ${all.length.toLocaleString('en-US')} findings`)
    const pager = page.getByRole('navigation', { name: 'All findings, pages' })
    assert.is(await pager.getByText(`Page 1 of ${Math.ceil(all.length / 100)}`).count(), 1)
    await pager.getByRole('button', { name: 'Next' }).click()
    await page.waitForFunction(() => document.querySelector('.table-count')?.textContent?.startsWith('Showing 101–'))
    assert.equal(await findingCells(page), all.slice(100, 200).map(findingRow))
    await page.getByLabel('Find an entity by code or name').fill(code)
    await until(page, 'tbody tr', its.length)
    assert.equal(await findingCells(page), its.map(findingRow))
    assert.is(await tableStatus(page), `Showing ${plural(its.length, 'finding', 'findings')} for entity “${code}” (${all.length.toLocaleString('en-US')} in all)`)
    // The counts above the table are of every finding.
    assert.is(await cardValue(page, 'Findings'), all.length.toLocaleString('en-US'))
  })
})

/**
 * Fires beforeprint until the page shows `selector` `n` times: the lists listen from the end of
 * hydration, which the container key on the root does not wait for.
 */
async function printing(page: Page, selector: string, n: number) {
  await page.waitForFunction(([s, count]) => {
    window.dispatchEvent(new Event('afterprint'))
    window.dispatchEvent(new Event('beforeprint'))
    return document.querySelectorAll(s as string).length === count
  }, [selector, n] as const)
}

test('printing a paged list shows every item, and the page shows 24 again afterwards', async () => {
  const names = big.recommendations.entries.map((entry) => entry.entity.name)
  await withPage(scaled!.url + paths.recommendations(big.overview.study), async (page) => {
    await printing(page, 'article.entity-card', names.length)
    assert.equal(await cardNames(page), names)
    assert.is(await page.locator('.data-table tbody tr').count(), 0)
    assert.is(await page.getByRole('navigation', { name: 'Recommendation pages' }).count(), 0)
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    assert.equal(await cardNames(page), names.slice(0, 24))
    // Chromium's own print (what `npm run pdf` uses) fires beforeprint too: the PDF holds every entity.
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: await page.pdf({ format: 'Letter' }), encoding: 'utf8' })
    const missing = names.filter((name) => !text.replace(/\s+/g, ' ').includes(name))
    assert.equal(missing, [])
  })
  await withPage(scaled!.url + paths.dataChecks, async (page) => {
    await printing(page, 'tbody tr', big.findings.findings.length)
    assert.equal(await findingCells(page), findingRows(big.findings).map(findingRow))
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    assert.is(await page.locator('tbody tr').count(), 100)
  })
})

for (const setting of [{ width: 1366 }, { width: 390 }, { width: 1366, dark: true }]) {
  test(`axe-core finds no violation on the second page of each paged list at ${setting.width} px${setting.dark ? ', dark' : ''}`, async () => {
    const violations: string[] = []
    for (const [route, nav] of [
      ['/', 'Brand pages'],
      [paths.recommendations(big.overview.study), 'Recommendation pages'],
      [paths.dataChecks, 'All findings, pages'],
    ] as const) {
      await withPage(scaled!.url + route, async (page) => {
        await page.getByRole('navigation', { name: nav }).getByRole('button', { name: 'Next' }).click()
        await page.waitForFunction((name) => document.querySelector(`nav[aria-label="${name}"]`)?.textContent?.includes('Page 2 of'), nav)
        violations.push(...(await axeViolations(page)).map((violation) => `${route}: ${violation}`))
        const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
        assert.ok(scrollWidth! <= innerWidth!, `${route} scrolls sideways: ${scrollWidth} > ${innerWidth}`)
      }, setting)
    }
    assert.equal(violations, [])
  })
}

test.run()
