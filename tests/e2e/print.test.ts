import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as assert from 'uvu/assert'
import { consolidated, entity, findings, internationalTexts, measuredTexts, overview, ratesTexts, recommendations, routes, squash } from './expected.ts'
import { PAPERS, type Watched, layoutOffenders, siteSuite, withWatchedPage } from './harness.ts'
import * as format from '../../web/src/format.ts'
import { generatedOn, pageLabel, printStudy, runningHeader, sections, type PrintResult } from '../../web/pdf.ts'
import { WHOLE_STUDY, findingRows } from '../../report/findingRows.ts'
import { paths } from './paths.ts'
import { GLOSSARY } from '../../report/glossary.ts'
import { GLOSSARY_SECTION } from '../../web/pdf-glossary.ts'

let origin = ''
const test = siteSuite('print and the PDF', (url) => {
  origin = url
})

const withPage = (run: (watched: Watched) => Promise<void>) => withWatchedPage(origin, run)

for (const route of routes()) {
  test(`${route.path} in print fits the printable width of Letter and A4 portrait: no element is wider, nothing is clipped`, async () => {
    await withPage(async ({ page }) => {
      await page.emulateMedia({ media: 'print' })
      for (const paper of PAPERS) {
        await page.setViewportSize({ width: paper.width, height: 1000 })
        await page.goto(origin + route.path, { waitUntil: 'networkidle' })
        const offenders = await layoutOffenders(page)
        assert.equal(offenders, [], `${route.path} on ${paper.name} (${paper.width} px)`)
      }
    })
  })
}

test('in print the navigation, back link and download are left out, and the call to action prints as text with its target', async () => {
  await withPage(async ({ page }) => {
    await page.emulateMedia({ media: 'print' })
    await page.goto(origin + paths.consolidated, { waitUntil: 'networkidle' })
    assert.not.ok(await page.getByRole('navigation', { name: 'Back' }).isVisible())
    assert.not.ok(await page.getByRole('link', { name: 'Download the study (.xlsx)' }).isVisible())
    const cta = page.locator('.cta a[role="button"]')
    assert.ok(await cta.isVisible())
    const after = await cta.evaluate((element) => getComputedStyle(element, '::after').content)
    assert.ok(after.includes(paths.recommendations(overview.study)), after)
  })
})

test("the browser's own print opens the data checks and writes the running header, date and page numbers; afterwards the page is as it was", async () => {
  const withFindings = overview.entities.find(({ entity: ref }) => entity(ref.code).findings.length > 0)
  assert.ok(withFindings, 'the sample has an entity with findings')
  await withPage(async ({ page }) => {
    await page.goto(origin + paths.report(withFindings!.entity), { waitUntil: 'networkidle' })
    const details = page.locator('.notice details')
    assert.is(await details.evaluate((element) => (element as HTMLDetailsElement).open), false)
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
    assert.is(await details.evaluate((element) => (element as HTMLDetailsElement).open), true)
    const title = await page.title()
    const styles = await page.locator('head style').allTextContents()
    const boxes = styles.find((text) => text.includes('@top-left'))
    assert.ok(boxes, 'no @page margin boxes written')
    assert.ok(boxes!.includes(JSON.stringify(title)), boxes)
    assert.ok(boxes!.includes('counter(page)') && boxes!.includes('counter(pages)'), boxes)
    assert.match(boxes!, /"Printed [A-Z][a-z]+ \d{1,2}, \d{4}"/)
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    assert.is(await details.evaluate((element) => (element as HTMLDetailsElement).open), false)
    assert.is((await page.locator('head style').allTextContents()).filter((text) => text.includes('@top-left')).length, 0)
  })
})

// ---- the PDF, read back with pdftotext ----

const now = new Date(Date.UTC(2031, 2, 14, 9, 30))
let result: PrintResult
let pages: string[] = []
let outDir = ''

/** What each section of the PDF must hold: every figure of the page it prints. */
function figuresOf(path: string): string[] {
  // the glossary's page: each term, and each form of a rule it explains
  if (path === GLOSSARY_SECTION.path) return GLOSSARY.flatMap((entry) => [entry.term, ...(entry.forms ?? []).map(({ form }) => form)])
  if (path === '/') {
    return [
      format.count(overview.entityCount),
      format.count(overview.jurisdictionsWithActivity),
      ...overview.entities.flatMap(({ entity: ref, statesWithActivity }) => [ref.name, `Activity: ${format.count(statesWithActivity)}`]),
    ]
  }
  if (path === paths.consolidated) {
    const { totals } = consolidated
    return [
      format.usd(totals.totalRevenueCents),
      format.usd(totals.taxableRevenueCents),
      format.usd(totals.liabilityCents),
      `${format.percent1(totals.taxableSharePercent)} of total`,
      `Effective rate ${format.percent2(totals.effectiveRatePercent)}`,
      ...consolidated.entities.flatMap((row) => [format.usd(row.totalRevenueCents), format.usd(row.taxableRevenueCents), format.usd(row.liabilityCents)]),
      ...consolidated.states.flatMap((row) => [
        format.usd(row.combinedRevenueCents),
        format.consolidatedRate(row.ratePercent),
        ...(row.hasNexus && row.liabilityCents !== null ? [format.usd(row.liabilityCents)] : []),
      ]),
    ]
  }
  if (path === paths.recommendations(overview.study)) {
    return [
      `Recommend registration and filing in ${format.count(recommendations.uniqueStates)} US states (${format.count(recommendations.totalRegistrations)} registrations)`,
      ...recommendations.entries.flatMap((entry) => [entry.entity.name, entry.recommendation, ...entry.states]),
    ]
  }
  if (path === paths.international) return internationalTexts()
  if (path === paths.rates) return ratesTexts()
  if (path === paths.dataChecks) {
    return [format.count(findings.counts.total), ...findingRows(findings).flatMap(({ entity: ref, finding }) => [ref?.name ?? WHOLE_STUDY, finding.source])]
  }
  for (const { entity: ref } of overview.entities) {
    const report = entity(ref.code)
    if (path === paths.report(ref)) {
      const { summary } = report
      return [
        format.usd(summary.totalRevenueCents),
        format.usd(summary.taxableRevenueCents),
        format.usd(summary.liabilityCents),
        format.nOfM(summary.statesWithNexus, summary.statesWithActivity),
        format.percent1(summary.taxableSharePercent),
        format.percent2(summary.effectiveRatePercent),
        ...report.states.flatMap((row) => [
          format.usd(row.revenueCents),
          format.rate(row.ratePercent),
          format.usd(row.taxableRevenueCents),
          ...(row.liabilityCents === null ? [] : [format.liability(row.liabilityCents)]),
        ]),
      ]
    }
    if (path === paths.separate(ref)) {
      const { crossed, approaching, exposed, other } = report.exposures
      return [
        ...[...crossed, ...approaching, ...exposed, ...other].flatMap((row) => [row.stateName, ...measuredTexts(row)]),
        ...report.international.jurisdictions.map((row) => row.jurisdiction),
      ]
    }
  }
  throw new Error(`no figures known for ${path}`)
}

test("npm run pdf -- --working prints the whole study: the executive summary, the contents, then every section in the site's reading order", async () => {
  outDir = mkdtempSync(join(tmpdir(), 'nexus-pdf-'))
  result = await printStudy({ outDir, now, edition: 'working' })
  const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', result.file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  pages = text.split('\f').slice(0, result.pages).map(squash)
  assert.is(pages.length, result.pages)
  assert.equal(result.sections.map((section) => section.path), sections(overview, 'working').map((section) => section.path))
  // the site's order, written out: the summary, each entity's pages together, then the study's reports
  assert.equal(result.sections.map((section) => `${section.title} ${section.path}`), [
    'Summary /',
    ...overview.entities.flatMap(({ entity: ref }) => [
      `${ref.name} · Brand Report ${paths.report(ref)}`,
      `${ref.name} · Separate Entity Nexus Analysis ${paths.separate(ref)}`,
    ]),
    `Consolidated Report ${paths.consolidated}`,
    `Registration Recommendations ${paths.recommendations(overview.study)}`,
    ...(overview.entitiesWithActivityAbroad > 0 ? [`Activity Outside the US ${paths.international}`] : []),
    `Tax Rates ${paths.rates}`,
    `Data checks ${paths.dataChecks}`,
    `Glossary ${GLOSSARY_SECTION.path}`,
  ])
  // page 1 the executive summary, then the contents
  assert.is(result.summaryPages, 1)
  assert.is(result.sections[0]!.firstPage, 3)
  for (const [index, section] of result.sections.entries()) {
    assert.ok(section.pages > 0, section.title)
    const next = result.sections[index + 1]
    assert.is(next ? next.firstPage : result.pages + 1, section.firstPage + section.pages, `${section.title} ends where the next begins`)
  }
})

test('the contents page names the product and tax year, the date of the run, and the first page of each section', () => {
  const cover = pages[result.summaryPages]!
  assert.ok(cover.includes(overview.study.productName), cover)
  assert.ok(cover.includes(`Tax Year ${overview.study.taxYear}`), cover)
  assert.ok(cover.includes(`Generated ${generatedOn(now)}`), cover)
  for (const section of result.sections) assert.ok(cover.includes(`${section.title} ${section.firstPage}`), `${section.title} ${section.firstPage}`)
})

test('every page of every section carries the running header, its section and "Page n of N" counted through the whole document', () => {
  const header = runningHeader(overview)
  for (const section of result.sections) {
    for (let page = section.firstPage; page < section.firstPage + section.pages; page++) {
      const text = pages[page - 1]!
      assert.ok(text.includes(header), `page ${page} lacks the running header`)
      assert.ok(text.includes(section.title), `page ${page} lacks its section, ${section.title}`)
      assert.ok(text.includes(pageLabel(page, result.pages)), `page ${page} lacks "${pageLabel(page, result.pages)}"`)
      assert.ok(text.includes(`Generated ${generatedOn(now)}`), `page ${page} lacks the date`)
    }
  }
})

test("each section's pages hold every figure of the page they print: every state row's revenue and liability, every total", () => {
  for (const section of result.sections) {
    // A narrow column wraps a name over two lines in pdftotext's layout: compare with whitespace folded
    const text = pages.slice(section.firstPage - 1, section.firstPage - 1 + section.pages).join(' ').replace(/\s+/g, ' ')
    const missing = [...new Set(figuresOf(section.path))].filter((figure) => !text.includes(figure))
    assert.equal(missing, [], `missing from ${section.title} (pages ${section.firstPage}-${section.firstPage + section.pages - 1})`)
  }
  rmSync(outDir, { recursive: true, force: true })
})

test.run()
