/**
 * Where statuses come from and the day crossed, in the sample study (every entity reads its export):
 * the home cards and entity pages say so, a crossed state shows its date, and no running-measure
 * charts are offered, since no entity's statuses are computed.
 */
import * as assert from 'uvu/assert'
import { entity, overview } from './expected.ts'
import { type Watched, siteSuite, withWatchedPage } from './harness.ts'
import { statusSourceText } from '../../web/src/statusSource.ts'
import { paths } from './paths.ts'

let origin = ''
const test = siteSuite('where statuses come from', (url) => {
  origin = url
})

const withPage = (run: (watched: Watched) => Promise<void>) => withWatchedPage(origin, run)

test('each home card says where its entity\'s statuses come from', () =>
  withPage(async ({ page }) => {
    await page.goto(`${origin}/`)
    const texts = await page.locator('.entity-card .status-source').allInnerTexts()
    assert.equal(texts, overview.entities.map(({ statusSource }) => statusSourceText(statusSource)))
    assert.ok(texts.length > 0)
  }))

test('an entity report says its statuses come from the export and shows the day each crossed state crossed', () =>
  withPage(async ({ page }) => {
    const { entity: ref } = overview.entities[0]!
    const report = entity(ref.code)
    await page.goto(`${origin}${paths.report(ref)}`)
    assert.is((await page.locator('.status-source').innerText()).trim(), "Statuses from the tax engine's export")
    const crossed = report.states.filter((row) => row.status === 'Crossed Threshold' && row.dateCrossedThreshold)
    assert.ok(crossed.length > 0)
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${crossed[0]!.state}\\b`) }) })
    assert.match(await row.innerText(), new RegExp(`since ${crossed[0]!.dateCrossedThreshold}`))
  }))

test('the separate page of an entity read from its export offers no running-measure charts', () =>
  withPage(async ({ page }) => {
    const { entity: ref } = overview.entities[0]!
    await page.goto(`${origin}${paths.separate(ref)}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    assert.is(await page.locator('#running').count(), 0)
    assert.is((await page.locator('.status-source').innerText()).trim(), "Statuses from the tax engine's export")
  }))

test.run()
