/**
 * The report tables fit a laptop (issue 28v): at 1366 px, on every entity report (/brand-x), separate
 * analysis (/brand-x-separate) and the consolidated report of the sample, the exposure example and the
 * law example, no table's scroll region (.overflow-auto) is wider inside than it shows, as the columns in
 * sight stand (before Every column), so no column starts off-screen with nothing to say so; and SPEC.md's
 * columns of those tables (its brand report table and both consolidated tables) are in sight.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { serve, type Running } from '../../web/serve.ts'
import { drawn, interactive, requireBuild, routesOf, stopBrowser, withPage } from './harness.ts'
import { sampleDistDir } from './sites.ts'
import { builtStudy } from './studies.ts'

const WIDTH = 1366
const STUDIES = ['examples/exposure-study', 'examples/exposure-study-law']
/** The pages whose tables grew with the liability since nexus: the entity reports, their separate analyses, the consolidated report. */
const PAGES = /^\/(brand-[^/]+|brand-[^/]+-separate|consolidated)$/

/** SPEC.md's columns of each table (its Brand report and Consolidated report sections), by the table's id. */
const SPEC_COLUMNS: Record<string, string[]> = {
  'entity-states': ['State', 'Nexus Status', 'Total Revenue', 'Tax Rate', 'Taxable Revenue', 'Estimated Tax Liability'],
  'consolidated-entities': ['Entity', 'Total Revenue', 'Taxable Revenue', 'Tax Liability', 'States with Nexus', 'Total States'],
  'consolidated-states': ['State', 'Combined Revenue', 'Brands with Nexus', 'Tax Rate', 'Estimated Tax Liability'],
}

type Site = { name: string; dist: string; server?: Running }
const sites: Site[] = [{ name: 'sample', dist: sampleDistDir }, ...STUDIES.map((name) => ({ name, dist: '' }))]

const test = suite(`report tables at ${WIDTH} px`)

test.before(async () => {
  requireBuild()
  for (const site of sites.slice(1)) site.dist = (await builtStudy(site.name)).dist
  for (const site of sites) site.server = await serve(0, site.dist)
})
test.after(async () => {
  await stopBrowser()
  for (const site of sites) await site.server?.close()
})

type Found = { scrollers: number; offenders: string[]; headers: Record<string, string[]> }

for (const site of sites) {
  test(`${site.name}: no table of an entity report, separate analysis or the consolidated report scrolls sideways at ${WIDTH} px; SPEC's columns in sight`, async () => {
    const routes = routesOf(site.dist).filter((route) => PAGES.test(route))
    assert.ok(routes.some((route) => route.endsWith('-separate')) && routes.includes('/consolidated'), `${site.name}: ${routes.join(' ')}`)
    let scrollers = 0
    const offenders: string[] = []
    const seen = new Set<string>()
    await withPage({ width: WIDTH }, async (page) => {
      for (const route of routes) {
        await page.goto(site.server!.url + route)
        await interactive(page)
        await drawn(page)
        const found: Found = await page.evaluate(() => {
          const out = { scrollers: 0, offenders: [] as string[], headers: {} as Record<string, string[]> }
          // no helper functions in here: tsx would wrap them in a __name() the page does not have
          const root = document.documentElement
          if (root.scrollWidth > root.clientWidth) out.offenders.push(`the page is ${root.scrollWidth} px wide`)
          for (const scroller of document.querySelectorAll('.overflow-auto')) {
            out.scrollers++
            const name = scroller.closest('[data-table]')?.getAttribute('data-table') ?? scroller.getAttribute('aria-label') ?? 'a region'
            if (scroller.scrollWidth > scroller.clientWidth) out.offenders.push(`${name} scrolls ${scroller.scrollWidth} px in ${scroller.clientWidth} px`)
            const id = scroller.closest('[data-table]')?.getAttribute('data-table')
            if (id) out.headers[id] = [...scroller.querySelectorAll('thead th')].filter((th) => !(th as HTMLElement).hidden).map((th) => (th.textContent ?? '').replace(/[▲▼↕]/g, '').trim())
          }
          return out
        })
        scrollers += found.scrollers
        offenders.push(...found.offenders.map((offender) => `${route}: ${offender}`))
        for (const [id, headers] of Object.entries(found.headers)) {
          const spec = SPEC_COLUMNS[id]
          if (!spec) continue
          seen.add(id)
          const missing = spec.filter((header) => !headers.includes(header))
          if (missing.length > 0) offenders.push(`${route}: ${id} keeps SPEC's ${missing.join(', ')} out of sight`)
        }
      }
    })
    assert.ok(scrollers >= routes.length, `${site.name}: ${scrollers} scroll regions measured on ${routes.length} pages`)
    assert.equal([...seen].sort(), Object.keys(SPEC_COLUMNS).sort(), `${site.name}: SPEC's tables found`)
    assert.equal(offenders, [], `${site.name}: ${offenders.length} offenders`)
  })
}

test.run()
