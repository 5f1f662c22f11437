/**
 * `npm run pdf [-- STUDY_DIR] [--working] [--allow-findings] [--publish]`: the study as one PDF, printed by Chromium from the
 * built site: generated/'s, built into web/dist, or the study named, compiled and built into a folder
 * of its own as `npm run build -- --study` does, so generated/ and web/dist are left as they were. The
 * PDF goes to web/dist-pdf/, named after the study. It serves the site with the project's own server,
 * visits each route in the site's reading order (summary, each entity's report, separate analysis and
 * exposure, consolidated, the exposure when the study has it, recommendations, activity abroad when there
 * is any, data checks: report/kinds.ts), prints each with the site's print CSS and a running header naming the study and the
 * section, then the glossary (pdf-glossary.ts), prints the executive summary (page 1, web/pdf-summary.ts) and a contents page (product, tax
 * year, the run's date, each section's first page), and merges them with pdf-lib, numbering the pages
 * through the whole document. Each route is printed as a visitor would print it, after hydration, so the
 * PDF and the browser's own print are the same layout. One line of output: the file, pages, size, time.
 *
 * Two editions. The client's (the default, `<slug>-<year>-nexus-study.pdf`) prints only the kinds marked
 * clientPdf and marks each page `data-edition="client"`, which print.css reads to leave out what is for
 * the reviewer: data-check notices, links' targets, buttons (anything marked `data-working`). It is
 * refused while a warning finding stands, naming each, unless `allowFindings` (the findings are then
 * returned for the terminal, never printed in the PDF). The working edition (`--working`,
 * `…-working.pdf`) prints every page as the site shows it, data checks included.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib'
import type { Finding, Findings, Overview } from '../schemas/generated/types.ts'
import { escapeHtml, summaryHtml } from './pdf-summary.ts'
import { GLOSSARY_SECTION, glossaryHtml } from './pdf-glossary.ts'
import { distDir, generatedDir, pdfDir, shown } from './folders.ts'
import { writeManifest } from './published.ts'
import { serve } from './serve.ts'
import { studyFileName } from './src/downloads.ts'
import { placePath, places, printed, sectionOf } from '../report/kinds.ts'

const web = dirname(fileURLToPath(import.meta.url))

export type PaperFormat = 'Letter' | 'A4'
export type Section = { title: string; path: string }
export type PrintedSection = Section & { firstPage: number; pages: number }
export type Edition = 'client' | 'working'
export type PrintOptions = {
  dist?: string
  generated?: string
  outDir?: string
  now?: Date
  format?: PaperFormat
  /** 'client' unless said */
  edition?: Edition
  /** print the client's edition though warning findings stand (they are returned, not printed) */
  allowFindings?: boolean
}
export type PrintResult = {
  file: string
  pages: number
  sections: PrintedSection[]
  bytes: number
  edition: Edition
  /** the pages before the first section: the executive summary's, then the contents' */
  summaryPages: number
  /** the warning findings the client's edition was printed despite (allowFindings); empty otherwise */
  findings: Finding[]
}

/** The client's edition refused: the warning findings that stand, each named. */
export class FindingsStand extends Error {
  constructor(readonly findings: Finding[]) {
    super(
      `the client edition is refused while ${findings.length === 1 ? 'a warning finding stands' : `${findings.length} warning findings stand`} (review them, or print with --allow-findings; --working prints the working edition):\n${findings.map(findingLine).join('\n')}`,
    )
  }
}

/** A finding as the terminal shows it: where it comes from, its entity and state, its code and words. */
export const findingLine = (finding: Finding) =>
  `  ${finding.source}: ${finding.severity} ${finding.code}${finding.entity ? ` (entity ${finding.entity}${finding.state ? `, ${finding.state}` : ''})` : ''}: ${finding.message}`

/** The warning findings of a generated folder: what stands in the way of the client's edition. */
export async function warningFindings(generated: string): Promise<Finding[]> {
  const findings = JSON.parse(await readFile(join(generated, 'findings.json'), 'utf8')) as Findings
  return findings.findings.filter((finding) => finding.severity === 'warning')
}

export const MARGIN = { top: '18mm', bottom: '16mm', left: '12mm', right: '12mm' }
const MM = 72 / 25.4

/**
 * The study's sections in the site's reading order (the registry's, report/kinds.ts), named for the
 * running header and the contents: every page the study has but one with nothing to say (activity abroad
 * in a study without any). The working edition prints the data checks too, for the reviewer; the
 * client's leaves out every kind not marked clientPdf. Both end with the glossary (pdf-glossary.ts),
 * printed from its own page rather than the site's (the home page holds it on the site).
 */
export function sections(overview: Overview, edition: Edition = 'client'): Section[] {
  return [
    ...places(overview, overview.entities)
      .filter((place) => printed(place, overview) && (edition === 'working' || place.entry.clientPdf))
      .map((place) => ({ title: sectionOf(place, overview), path: placePath(place, overview.study) })),
    GLOSSARY_SECTION,
  ]
}

export const pdfName = (overview: Overview, edition: Edition = 'client') =>
  edition === 'client' ? studyFileName(overview.study, 'pdf') : studyFileName(overview.study, 'pdf').replace(/\.pdf$/, '-working.pdf')

export const generatedOn = (now: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(now)

/** The running header and page number wording, shared with the tests that read the PDF back. */
export const runningHeader = (overview: Overview) =>
  `${overview.study.productName} · Economic Nexus Study · Tax Year ${overview.study.taxYear}`
export const pageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`

const templateStyle = `font-family: system-ui, 'DejaVu Sans', sans-serif; font-size: 8pt; color: #4b5563; width: 100%; margin: 0 12mm; display: flex; justify-content: space-between; gap: 8mm;`

function headerTemplate(overview: Overview, section: Section): string {
  return `<div style="${templateStyle}"><span>${escapeHtml(runningHeader(overview))}</span><span>${escapeHtml(section.title)}</span></div>`
}

function footerTemplate(now: Date): string {
  // the page number is drawn after merging (pdf-lib), so it counts through the whole document
  return `<div style="${templateStyle}"><span>Generated ${escapeHtml(generatedOn(now))}. An estimate only: confirm with a tax advisor.</span></div>`
}

function coverHtml(overview: Overview, now: Date, contents: PrintedSection[]): string {
  const { study } = overview
  const rows = contents
    .map((section) => `<tr><td>${escapeHtml(section.title)}</td><td class="page">${section.firstPage}</td></tr>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(study.productName)} Economic Nexus Study</title>
<style>
  @page { margin: 24mm 20mm; }
  body { font-family: system-ui, 'DejaVu Sans', sans-serif; color: #111827; margin: 0; }
  .product { font-size: 16pt; font-weight: 600; letter-spacing: 0.04em; color: #1e3a8a; margin: 0 0 6mm; }
  h1 { font-size: 28pt; margin: 0 0 4mm; }
  .year { font-size: 18pt; margin: 0 0 12mm; }
  .generated { font-size: 11pt; color: #374151; margin: 0 0 14mm; }
  h2 { font-size: 13pt; margin: 0 0 3mm; }
  table { border-collapse: collapse; width: 100%; font-size: 10.5pt; }
  td { padding: 1mm 0; border-bottom: 1px solid #e5e7eb; }
  td.page { text-align: right; font-variant-numeric: tabular-nums; }
  .note { margin-top: 12mm; font-size: 9pt; color: #4b5563; }
</style></head><body>
<p class="product">${escapeHtml(study.productName)}</p>
<h1>Economic Nexus Study</h1>
<p class="year">Tax Year ${study.taxYear}</p>
<p class="generated">Generated ${escapeHtml(generatedOn(now))}</p>
<h2>Contents</h2>
<table><tbody>${rows}</tbody></table>
<p class="note">This study is an estimate only and should be confirmed with a tax advisor. Amounts are in US dollars.</p>
</body></html>`
}

/**
 * Whether the page is drawn as a reader sees it; run in the page. React has committed it (main.tsx marks
 * <html data-interactive>), nothing still loading says aria-busy (a lazy part, data, a part rendered only
 * in the browser), and every chart box laid out (.chart) holds its drawing: an SVG with a size and its
 * text. It must stay self-contained, with no helper inside: the page has none of this module.
 */
export function pageDrawn(): boolean {
  if (!document.documentElement.hasAttribute('data-interactive') || document.querySelector('[aria-busy="true"]')) return false
  for (const box of document.querySelectorAll('.chart')) {
    if (box.getClientRects().length === 0) continue // not laid out (hidden): nothing will be drawn there
    const svg = box.querySelector('svg')
    const size = svg?.getBoundingClientRect()
    if (!svg || !size || size.width === 0 || size.height === 0 || !svg.querySelector('text')) return false
  }
  return true
}

/** How long a page may take to draw before that is taken as a failure: far longer than any takes, on a loaded machine too. */
const DRAWING_LIMIT_MS = 120_000

/** Resolves once the page is drawn (pageDrawn) and its fonts are in: what it prints is then what it shows. */
export async function drawn(page: Page): Promise<void> {
  await page.waitForFunction(pageDrawn, undefined, { timeout: DRAWING_LIMIT_MS })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/**
 * Refuses the client's edition while a warning finding stands (unless allowed): before Chromium starts,
 * so a refusal is quick. Returns the findings it was allowed past.
 */
export async function clientEditionFindings(generated: string, edition: Edition, allowFindings: boolean): Promise<Finding[]> {
  if (edition === 'working') return []
  const warnings = await warningFindings(generated)
  if (warnings.length > 0 && !allowFindings) throw new FindingsStand(warnings)
  return warnings
}

export async function printStudy(options: PrintOptions = {}): Promise<PrintResult> {
  const dist = options.dist ?? distDir()
  const outDir = options.outDir ?? pdfDir()
  const now = options.now ?? new Date()
  const format = options.format ?? 'Letter'
  const edition = options.edition ?? 'client'
  const generated = options.generated ?? generatedDir()
  const findings = await clientEditionFindings(generated, edition, options.allowFindings ?? false)
  if (!existsSync(join(dist, '404.html'))) throw new Error(`${shown(dist)} is not built: run \`npm run build\` first`)
  const overview = JSON.parse(await readFile(join(generated, 'overview.json'), 'utf8')) as Overview

  const site = await serve(0, dist)
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    const parts: Uint8Array[] = []
    const printed: PrintedSection[] = []
    // the executive summary first, then the contents: how many pages each takes decides where the sections begin
    await page.setContent(summaryHtml(overview))
    const summary = await page.pdf({ format, printBackground: true })
    const summaryPages = (await PDFDocument.load(summary)).getPageCount()
    let nextPage = summaryPages + 2 // the contents follow on one page, or the sections shift below
    for (const section of sections(overview, edition)) {
      if (section === GLOSSARY_SECTION) await page.setContent(glossaryHtml())
      else {
        const response = await page.goto(site.url + section.path, { waitUntil: 'networkidle' })
        if (response?.status() !== 200) throw new Error(`${section.path} answered ${response?.status()}`)
        await drawn(page)
        await page.evaluate((name) => {
          document.documentElement.setAttribute('data-pdf', '')
          document.documentElement.setAttribute('data-edition', name)
        }, edition)
      }
      const pdf = await page.pdf({
        format,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: headerTemplate(overview, section),
        footerTemplate: footerTemplate(now),
        margin: MARGIN,
      })
      const pages = (await PDFDocument.load(pdf)).getPageCount()
      parts.push(pdf)
      printed.push({ ...section, firstPage: nextPage, pages })
      nextPage += pages
    }

    await page.setContent(coverHtml(overview, now, printed))
    const cover = await page.pdf({ format, printBackground: true })
    const coverPages = (await PDFDocument.load(cover)).getPageCount()
    if (coverPages !== 1) {
      // a long contents list: shift every section's first page by the cover's extra pages, print it again
      for (const section of printed) section.firstPage += coverPages - 1
      await page.setContent(coverHtml(overview, now, printed))
    }
    const coverFinal = coverPages === 1 ? cover : await page.pdf({ format, printBackground: true })

    const merged = await merge([summary, coverFinal, ...parts], overview, now)
    const file = join(outDir, pdfName(overview, edition))
    await mkdir(outDir, { recursive: true })
    // written whole and renamed into place, so a failed run never leaves half a PDF
    await writeFile(`${file}.tmp`, merged.bytes)
    await rename(`${file}.tmp`, file)
    // the client's edition says which study it was printed from: the build publishes it beside that study's site (published.ts)
    if (edition === 'client') await writeManifest(file, generated)
    return { file, pages: merged.pages, sections: printed, bytes: merged.bytes.length, edition, summaryPages, findings }
  } finally {
    await browser.close()
    await site.close()
  }
}

async function merge(parts: Uint8Array[], overview: Overview, now: Date): Promise<{ bytes: Uint8Array; pages: number }> {
  const document = await PDFDocument.create()
  for (const part of parts) {
    const source = await PDFDocument.load(part)
    for (const copied of await document.copyPages(source, source.getPageIndices())) document.addPage(copied)
  }
  const font = await document.embedFont(StandardFonts.Helvetica)
  const pages = document.getPages()
  pages.forEach((page, index) => {
    // links point at the local server that printed them: useless to a client, so they are removed
    page.node.delete(PDFName.of('Annots'))
    if (index === 0) return // the executive summary opens the document unnumbered
    const label = pageLabel(index + 1, pages.length)
    const size = 8
    const { width } = page.getSize()
    page.drawText(label, {
      x: width - 12 * MM - font.widthOfTextAtSize(label, size),
      y: 7 * MM,
      size,
      font,
      color: rgb(0.29, 0.33, 0.39),
    })
  })
  const { study } = overview
  document.setTitle(`${study.productName} Economic Nexus Study, Tax Year ${study.taxYear}`)
  document.setSubject('Sales tax economic nexus study')
  document.setCreator('nexus-study web/pdf.ts')
  document.setCreationDate(now)
  document.setModificationDate(now)
  return { bytes: await document.save(), pages: pages.length }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The build (and Vite with it) is loaded only here: the tests print a site already built.
  const { buildSite, command, compile, options, siteFolders, UsageError } = await import('./build.ts')
  command('pdf', async () => {
    const { values, positionals } = options({
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'Letter' },
        working: { type: 'boolean', default: false },
        'allow-findings': { type: 'boolean', default: false },
        publish: { type: 'boolean', default: false },
      },
    })
    const { format, working, publish } = values
    const edition: Edition = working ? 'working' : 'client'
    const allowFindings = values['allow-findings']
    if (format !== 'Letter' && format !== 'A4') throw new UsageError(`--format ${format}: expected Letter or A4`)
    if (positionals.length > 1) throw new UsageError(`one study folder at most, not ${positionals.length}`)
    if (publish && working) throw new UsageError('--publish publishes the client edition only: not with --working')
    const site = siteFolders({ study: positionals[0] })
    if (site.study !== undefined) await compile(site)
    // refused before the build, so the adviser hears of the findings at once
    await clientEditionFindings(site.generated, edition, allowFindings)
    await buildSite(site)
    const started = performance.now()
    const { file, pages, bytes, findings } = await printStudy({ dist: site.dist, generated: site.generated, format, edition, allowFindings })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (findings.length > 0) {
      console.error(`The client edition was printed with ${findings.length === 1 ? 'a warning finding' : `${findings.length} warning findings`} standing (--allow-findings); the PDF does not show them:`)
      for (const finding of findings) console.error(findingLine(finding))
    }
    console.log(`${relative(process.cwd(), file)}  ${pages} pages  ${(bytes / 1024).toFixed(0)} kB  ${seconds} s`)
    if (publish) {
      // built again: the build finds the PDF just printed from this study and links it (published.ts)
      await buildSite(site)
      console.log(`Published beside the site in ${shown(site.dist)}`)
    }
  })
}
