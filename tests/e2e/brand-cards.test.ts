/**
 * The home page's brand cards with many entities: a study of 30 entities (tests/bench/scaled-study.ts)
 * is compiled and built in a temporary copy of the viewer, then served: 24 cards first, 'Show more' adds
 * the rest, and the search box leaves the cards whose code or name matches. The sample's site
 * (web/dist) shows its search box filtering too.
 */
import { fs, path, os, $ } from 'zx'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { serve, type Running } from '../../web/serve.ts'
import { writeScaledStudy } from '../bench/scaled-study.ts'
import { repo, viewerCopy } from '../bench/viewer-copy.ts'
import { overview } from './expected.ts'
import { interactive, startBrowser, startSite, stopBrowser, stopSite } from './harness.ts'
import type { Overview } from '../../schemas/types.ts'

const test = suite('brand cards: search and paging')
const ENTITIES = 30
let work = ''
let scaled: Running | undefined
let scaledOverview: Overview
let sampleOrigin = ''

test.before(async () => {
  sampleOrigin = await startSite()
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-cards-'))
  const study = await writeScaledStudy(ENTITIES, path.join(work, 'study'), path.join(repo, 'raw'))
  const generated = path.join(work, 'generated')
  await $({ cwd: repo, quiet: true })`node --import tsx pipeline/cli.ts --raw ${study} --out ${generated}`
  scaledOverview = (await fs.readJson(path.join(generated, 'overview.json'))) as Overview
  await viewerCopy(generated, path.join(work, 'viewer'))
  await $({ cwd: path.join(work, 'viewer'), quiet: true })`npm run build`
  scaled = await serve(0, path.join(work, 'viewer', 'web', 'dist'))
})
test.after(async () => {
  await stopBrowser()
  await stopSite()
  await scaled?.close()
  if (work) await fs.remove(work)
})

async function withHome(origin: string, run: (page: Page) => Promise<void>) {
  const context = await (await startBrowser()).newContext({ viewport: { width: 1366, height: 800 } })
  const page = await context.newPage()
  try {
    await page.goto(`${origin}/`)
    // typing reaches the search box's state only once the page is interactive
    await interactive(page)
    await run(page)
  } finally {
    await context.close()
  }
}

const cardNames = (page: Page) => page.locator('.brand-card header strong').allTextContents()
const status = (page: Page) => page.locator('.brand-count').textContent()

test('typing a sample entity code in the search box leaves that entity card', async () => {
  const target = overview.entities.at(-1)!.entity
  await withHome(sampleOrigin, async (page) => {
    assert.equal((await cardNames(page)).length, overview.entities.length)
    await page.getByLabel('Find a brand by code or name').fill(target.code)
    await page.waitForFunction((n) => document.querySelectorAll('.brand-card').length <= n, overview.entities.length - 1)
    const names = await cardNames(page)
    assert.ok(names.includes(target.name), `${target.name} is among ${names.join(', ')}`)
    // Every card left has the code typed at the start of its code or of a word of its name.
    const typed = target.code.toLowerCase()
    const left = overview.entities.filter(({ entity }) => names.includes(entity.name))
    for (const { entity } of left) {
      assert.ok(entity.code.toLowerCase().startsWith(typed) || entity.name.toLowerCase().split(/\s+/).some((word) => word.startsWith(typed)), `${entity.name} matches ${target.code}`)
    }
    assert.is(await status(page), `Showing ${names.length} of ${overview.entities.length} brands`)
  })
})

test('thirty entities show 24 cards first, and Show more adds the other six', async () => {
  await withHome(scaled!.url, async (page) => {
    const all = scaledOverview.entities.map(({ entity }) => entity.name)
    assert.equal(await cardNames(page), all.slice(0, 24))
    assert.is(await status(page), `Showing 24 of ${ENTITIES} brands`)
    await page.getByRole('button', { name: /Show more brands/ }).click()
    await page.waitForFunction((n) => document.querySelectorAll('.brand-card').length === n, ENTITIES)
    assert.equal(await cardNames(page), all)
    assert.is(await status(page), `Showing ${ENTITIES} of ${ENTITIES} brands`)
    assert.is(await page.getByRole('button', { name: /Show more brands/ }).count(), 0)
  })
})

test('searching thirty entities by a code leaves the cards whose code or name holds it', async () => {
  const code = scaledOverview.entities[27]!.entity.code
  await withHome(scaled!.url, async (page) => {
    await page.getByLabel('Find a brand by code or name').fill(code)
    // Scaled names are "<sample name> <code>", so the code typed leaves exactly its own card.
    const expected = scaledOverview.entities.filter(({ entity }) => entity.code === code)
    await page.waitForFunction((n) => document.querySelectorAll('.brand-card').length === n, expected.length)
    assert.equal(await cardNames(page), expected.map(({ entity }) => entity.name))
    assert.is(await status(page), `Showing ${expected.length} of ${ENTITIES} brands`)
  })
})

test.run()
