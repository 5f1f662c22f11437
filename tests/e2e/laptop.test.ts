/**
 * The report tables fit a laptop (issue 28v): at 1366 px, on every entity report (/brand-x), separate
 * analysis (/brand-x-separate) and the consolidated report of the sample, the exposure example and the
 * law example, no table's scroll region (.overflow-auto) is wider inside than it shows, as the columns in
 * sight stand (before Every column), so no column starts off-screen with nothing to say so; and SPEC.md's
 * columns of those tables (its brand report table and both consolidated tables) are in sight; and every
 * header that is a glossary term (report/glossary.ts: its term or another way of writing it) links its
 * entry, as the liability's columns do since they were added.
 */
import * as assert from 'uvu/assert'
import { GLOSSARY, glossaryAnchor } from '../../report/glossary.ts'
import { drawn, interactive, routesOf, withPage } from './harness.ts'
import { sampleDistDir, sitesSuite, type Site } from './sites.ts'

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

const { test, sites } = sitesSuite<Site>(`report tables at ${WIDTH} px`, { name: 'sample', dist: sampleDistDir }, { studies: STUDIES })

/** Each glossary entry's anchor by the words a header may say it in, in lower case. */
const TERMS = new Map(GLOSSARY.flatMap((entry) => [entry.term, ...(entry.also ?? [])].map((words) => [words.toLowerCase(), glossaryAnchor(entry.id)] as const)))

type Found = { scrollers: number; offenders: string[]; headers: Record<string, string[]>; links: { header: string; href: string | null }[] }

for (const site of sites) {
  test(`${site.name}: no table of an entity report, separate analysis or the consolidated report scrolls sideways at ${WIDTH} px; SPEC's columns in sight, glossary terms linked`, async () => {
    const routes = routesOf(site.dist).filter((route) => PAGES.test(route))
    assert.ok(routes.some((route) => route.endsWith('-separate')) && routes.includes('/consolidated'), `${site.name}: ${routes.join(' ')}`)
    let scrollers = 0
    let linked = 0
    const offenders: string[] = []
    const seen = new Set<string>()
    await withPage({ width: WIDTH }, async (page) => {
      for (const route of routes) {
        await page.goto(site.server!.url + route)
        await interactive(page)
        await drawn(page)
        const found: Found = await page.evaluate(() => {
          const out = { scrollers: 0, offenders: [] as string[], headers: {} as Record<string, string[]>, links: [] as Found['links'] }
          // no helper functions in here: tsx would wrap them in a __name() the page does not have
          const root = document.documentElement
          if (root.scrollWidth > root.clientWidth) out.offenders.push(`the page is ${root.scrollWidth} px wide`)
          for (const scroller of document.querySelectorAll('.overflow-auto')) {
            out.scrollers++
            const name = scroller.closest('[data-table]')?.getAttribute('data-table') ?? scroller.getAttribute('aria-label') ?? 'a region'
            if (scroller.scrollWidth > scroller.clientWidth) out.offenders.push(`${name} scrolls ${scroller.scrollWidth} px in ${scroller.clientWidth} px`)
            const id = scroller.closest('[data-table]')?.getAttribute('data-table')
            const shown = [...scroller.querySelectorAll('thead th')].filter((th) => !(th as HTMLElement).hidden)
            const texts = shown.map((th) => (th.textContent ?? '').replace(/[▲▼↕]/g, '').trim())
            if (id) out.headers[id] = texts
            shown.forEach((th, index) => out.links.push({ header: texts[index]!, href: th.querySelector('a.term-help')?.getAttribute('href') ?? null }))
          }
          return out
        })
        scrollers += found.scrollers
        for (const { header, href } of found.links) {
          const anchor = TERMS.get(header.toLowerCase())
          if (anchor && !href?.endsWith(`#${anchor}`)) offenders.push(`${route}: "${header}" links ${href ?? 'no glossary entry'}, not #${anchor}`)
          linked += anchor ? 1 : 0
        }
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
    assert.ok(linked >= routes.length, `${site.name}: ${linked} headers naming a glossary term on ${routes.length} pages`)
    assert.equal(offenders, [], `${site.name}: ${offenders.length} offenders`)
  })
}

test.run()
