/**
 * `npm run pdf [-- STUDY_DIR]`: the whole study as one client-ready PDF, printed by Chromium from the
 * built site: generated/'s, built into web/dist, or the study named, compiled and built into a folder
 * of its own as `npm run build -- --study` does, so generated/ and web/dist are left as they were. The
 * PDF goes to web/dist-pdf/, named after the study. It serves the site with the project's own server,
 * visits each route in the site's reading order (summary, each entity's report, separate analysis and
 * exposure, consolidated, the exposure when the study has it, recommendations, activity abroad when there
 * is any, data checks: report/kinds.ts), prints each with the site's print CSS and a running header naming the study and the
 * section, prints a cover (product, tax year, the run's date, contents with page numbers), and merges
 * them with pdf-lib, numbering the pages through the whole document. Each route is printed as a visitor
 * would print it, after hydration, so the PDF and the browser's own print are the same layout. One line
 * of output: the file, pages, size, time.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib'
import type { Overview } from '../schemas/generated/types.ts'
import { distDir, generatedDir, shown } from './folders.ts'
import { serve } from './serve.ts'
import { studyFileName } from './src/downloads.ts'
import { placePath, places, printed, sectionOf } from '../report/kinds.ts'

const web = dirname(fileURLToPath(import.meta.url))

export type PaperFormat = 'Letter' | 'A4'
export type Section = { title: string; path: string }
export type PrintedSection = Section & { firstPage: number; pages: number }
export type PrintOptions = { dist?: string; generated?: string; outDir?: string; now?: Date; format?: PaperFormat }
export type PrintResult = { file: string; pages: number; sections: PrintedSection[]; bytes: number }

export const MARGIN = { top: '18mm', bottom: '16mm', left: '12mm', right: '12mm' }
const MM = 72 / 25.4

/**
 * The study's sections in the site's reading order (the registry's, report/kinds.ts), named for the
 * running header and the contents: every page the study has but one with nothing to say (activity abroad
 * in a study without any). The data checks are printed too, for the reviewer; the client's edition, which
 * leaves out every kind not marked clientPdf, is not made yet.
 */
export function sections(overview: Overview): Section[] {
  return places(overview, overview.entities)
    .filter((place) => printed(place, overview))
    .map((place) => ({ title: sectionOf(place, overview), path: placePath(place, overview.study) }))
}

export const pdfName = (overview: Overview) => studyFileName(overview.study, 'pdf')

export const generatedOn = (now: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(now)

/** The running header and page number wording, shared with the tests that read the PDF back. */
export const runningHeader = (overview: Overview) =>
  `${overview.study.productName} · Economic Nexus Study · Tax Year ${overview.study.taxYear}`
export const pageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

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

export async function printStudy(options: PrintOptions = {}): Promise<PrintResult> {
  const dist = options.dist ?? distDir()
  const outDir = options.outDir ?? join(web, 'dist-pdf')
  const now = options.now ?? new Date()
  const format = options.format ?? 'Letter'
  if (!existsSync(join(dist, '404.html'))) throw new Error(`${shown(dist)} is not built: run \`npm run build\` first`)
  const overview = JSON.parse(await readFile(join(options.generated ?? generatedDir(), 'overview.json'), 'utf8')) as Overview

  const site = await serve(0, dist)
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    const parts: Uint8Array[] = []
    const printed: PrintedSection[] = []
    let nextPage = 2 // the cover is page 1
    for (const section of sections(overview)) {
      const response = await page.goto(site.url + section.path, { waitUntil: 'networkidle' })
      if (response?.status() !== 200) throw new Error(`${section.path} answered ${response?.status()}`)
      await drawn(page)
      await page.evaluate(() => document.documentElement.setAttribute('data-pdf', ''))
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

    const merged = await merge([coverFinal, ...parts], overview, now)
    const file = join(outDir, pdfName(overview))
    await mkdir(outDir, { recursive: true })
    // written whole and renamed into place, so a failed run never leaves half a PDF
    await writeFile(`${file}.tmp`, merged.bytes)
    await rename(`${file}.tmp`, file)
    return { file, pages: merged.pages, sections: printed, bytes: merged.bytes.length }
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
    if (index === 0) return
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
    const { values, positionals } = options({ allowPositionals: true, options: { format: { type: 'string', default: 'Letter' } } })
    const { format } = values
    if (format !== 'Letter' && format !== 'A4') throw new UsageError(`--format ${format}: expected Letter or A4`)
    if (positionals.length > 1) throw new UsageError(`one study folder at most, not ${positionals.length}`)
    const site = siteFolders({ study: positionals[0] })
    if (site.study !== undefined) await compile(site)
    await buildSite(site)
    const started = performance.now()
    const { file, pages, bytes } = await printStudy({ dist: site.dist, generated: site.generated, format })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`${relative(process.cwd(), file)}  ${pages} pages  ${(bytes / 1024).toFixed(0)} kB  ${seconds} s`)
  })
}
