/**
 * Every chart's text lies inside its drawing, on every route of every site the tests have: the sample
 * (web/dist) and each example study (studies.ts, built once per run), at laptop width (1366 px), phone
 * width (390 px) and in print. A chart is any <svg> holding <text> (recharts' surfaces and any other),
 * found by what it is rather than by component, so a new page's chart is checked once it lands. Each
 * text's box must lie inside its SVG's box, and inside what the page shows of it: the box of its figure
 * (the nearest <figure> or role="img" around it), cut by every ancestor that clips its overflow. A route
 * that draws no chart at laptop width is not opened again at the others.
 *
 * Print is checked as Chromium prints (the PDF, Ctrl+P): the page is drawn at 1366 px, then laid out
 * again for paper, A4's printable width (the narrower paper), with print media and no script run, so a
 * chart keeps the size it was drawn at; resize observers are held for that, as printing holds them.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import type { Overview, RunningMeasures } from '../../schemas/generated/types.ts'
import { MARGIN } from '../../web/pdf.ts'
import { HOLD_RESIZE_OBSERVERS, drawn, printLayout, routesOf, screenLayout, startBrowser } from './harness.ts'
import { sampleDistDir, sitesSuite, type Site as BuiltSite } from './sites.ts'
import { paths } from './paths.ts'

type Mode = { name: string; width: number; height: number; printedAt?: number }

// A4 is 210 mm wide, less the PDF's side margins (print.css's @page has the same), at 96 px to the inch.
const A4_PRINTABLE = Math.floor(((210 - parseFloat(MARGIN.left) - parseFloat(MARGIN.right)) / 25.4) * 96)

const modes: Mode[] = [
  { name: 'at 1366 px', width: 1366, height: 900 },
  { name: 'at 390 px', width: 390, height: 844 },
  { name: 'in print', width: 1366, height: 900, printedAt: A4_PRINTABLE },
]

type Site = BuiltSite & { chartRoutes?: Set<string> }

const { test, sites } = sitesSuite<Site>("every chart's text inside its drawing", { name: 'the sample (web/dist)', dist: sampleDistDir })

/**
 * The charts each route must draw at least, where the data says: a computed entity's separate page, one
 * per running state; in a study with exposure, its page and each entity's, the chart by year.
 */
async function expectedCharts(site: Site): Promise<Map<string, number>> {
  const expected = new Map<string, number>()
  if (!site.generated) return expected
  const read = async <T,>(file: string) => JSON.parse(await readFile(join(site.generated!, file), 'utf8')) as T
  const overview = await read<Overview>('overview.json')
  for (const { entity, statusSource } of overview.entities) {
    if (statusSource.runningPath) expected.set(paths.separate(entity), (await read<RunningMeasures>(statusSource.runningPath)).states.length)
  }
  if (overview.exposure) expected.set(paths.exposure, 1)
  for (const { entity, exposureFile } of overview.entities) if (exposureFile) expected.set(paths.entityExposure(entity), 1)
  return expected
}

type Box = { left: number; top: number; right: number; bottom: number }
type Chart = { name: string; box: Box; visible: Box; clippers: string[]; texts: { words: string; box: Box }[] }
type Measured = { charts: number; problems: string[] }

/**
 * Every chart drawn on the page (an <svg> holding <text>, outside any other <svg>, with a size), its box,
 * what the page shows of it (its figure's box, cut by the padding box of every ancestor that clips
 * overflow; the body's and the root's overflow is the viewport's, which scrolls instead) and each
 * visible text's box.
 */
function charts(page: Page): Promise<Chart[]> {
  // no helper functions in here: tsx would wrap them in a __name() the page does not have
  return page.evaluate(() =>
    [...document.querySelectorAll('svg')]
      .filter((svg) => svg.querySelector('text') && !svg.parentElement?.closest('svg'))
      .map((svg) => ({ svg, box: svg.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ svg, box }) => {
        const figure = svg.closest('figure, [role="img"]')?.getBoundingClientRect() ?? box
        const visible = { left: figure.left, top: figure.top, right: figure.right, bottom: figure.bottom }
        const clippers = [svg.closest('figure, [role="img"]') ? 'its figure' : 'its SVG']
        for (let element = svg.parentElement; element && element !== document.body; element = element.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(element)
          if (overflowX === 'visible' && overflowY === 'visible') continue
          const outer = element.getBoundingClientRect()
          const left = outer.left + element.clientLeft
          const top = outer.top + element.clientTop
          if (overflowX !== 'visible') {
            visible.left = Math.max(visible.left, left)
            visible.right = Math.min(visible.right, left + element.clientWidth)
          }
          if (overflowY !== 'visible') {
            visible.top = Math.max(visible.top, top)
            visible.bottom = Math.min(visible.bottom, top + element.clientHeight)
          }
          clippers.push([element.tagName.toLowerCase(), ...element.classList].join('.'))
        }
        const texts = [...svg.querySelectorAll('text')]
          .filter((text) => text.textContent?.trim() && getComputedStyle(text).visibility === 'visible')
          .map((text) => ({ words: text.textContent!.trim(), box: text.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 || box.height > 0)
          .map(({ words, box }) => ({ words, box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom } }))
        const named = svg.closest('[aria-label]')?.getAttribute('aria-label') ?? svg.closest('figure')?.textContent ?? 'an unnamed chart'
        return { name: named.slice(0, 80), box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom }, visible, clippers, texts }
      }),
  )
}

const SLACK = 0.5 // px: fractional layout
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - SLACK && inner.right <= outer.right + SLACK && inner.top >= outer.top - SLACK && inner.bottom <= outer.bottom + SLACK
const shown = ({ left, top, right, bottom }: Box) => `[${[left, top, right, bottom].map((n) => n.toFixed(1)).join(', ')}]`

/** The page's charts counted, and a line for each text outside its SVG, its figure or what clips them. */
async function measureCharts(page: Page): Promise<Measured> {
  const drawn = await charts(page)
  const problems = drawn.flatMap((chart) =>
    chart.texts.flatMap(({ words, box }) => {
      if (!inside(box, chart.box)) return [`"${words}" ${shown(box)} outside its SVG ${shown(chart.box)} in "${chart.name}"`]
      if (!inside(box, chart.visible)) return [`"${words}" ${shown(box)} outside ${chart.clippers.join(' cut by ')} ${shown(chart.visible)} in "${chart.name}"`]
      return []
    }),
  )
  // one label a figure: the running charts' 100 % line was labelled beside the axis's own 100% tick,
  // and the label collided with the crossing day's line
  for (const chart of drawn) {
    const labels = chart.texts.filter(({ words }) => words.replace(/\s/g, '') === '100%')
    if (labels.length > 1) problems.push(`"100%" written ${labels.length} times in "${chart.name}"`)
  }
  return { charts: drawn.length, problems }
}

async function measureRoutes(site: Site, mode: Mode, routes: string[]): Promise<Map<string, Measured>> {
  const context = await (await startBrowser()).newContext({ viewport: { width: mode.width, height: mode.height } })
  const measured = new Map<string, Measured>()
  try {
    const page = await context.newPage()
    if (mode.printedAt) await page.addInitScript(HOLD_RESIZE_OBSERVERS)
    for (const route of routes) {
      assert.is((await page.goto(site.server!.url + route))?.status(), 200, route)
      await drawn(page)
      if (mode.printedAt) await printLayout(page, mode.printedAt)
      measured.set(route, await measureCharts(page))
      if (mode.printedAt) await screenLayout(page, mode)
    }
  } finally {
    await context.close()
  }
  return measured
}

for (const site of sites) {
  for (const mode of modes) {
    test(`${site.name} ${mode.name}: every chart's text lies inside its drawing`, async () => {
      // The first size finds the routes that draw a chart; the others open only those, and those the data says must.
      const expected = await expectedCharts(site)
      const routes = site.chartRoutes ? [...new Set([...site.chartRoutes, ...expected.keys()])] : routesOf(site.dist)
      const measured = await measureRoutes(site, mode, routes)
      site.chartRoutes ??= new Set(routes.filter((route) => measured.get(route)!.charts > 0))
      for (const [route, least] of expected) {
        const charts = measured.get(route)?.charts ?? 0
        assert.ok(charts >= least, `${route} draws ${charts} charts ${mode.name}, not the ${least} its data holds`)
      }
      const problems = [...measured].flatMap(([route, { problems }]) => problems.map((problem) => `${route}: ${problem}`))
      assert.equal(problems, [], `texts outside their charts ${mode.name}`)
    })
  }
}

test.run()
