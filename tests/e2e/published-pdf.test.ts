/**
 * The site links the client's PDF only where one was published beside it (issue 28, web/published.ts):
 * a study built with no PDF printed links none and holds none; its client edition printed (`npm run
 * pdf`, which writes the manifest beside the PDF) and the study built again, the home page links the
 * PDF, the link is there after hydration as before it, and the site serves the very bytes printed.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Overview } from '../../schemas/generated/types.ts'
import { printStudy } from '../../web/pdf.ts'
import { manifestOf } from '../../web/published.ts'
import { serve } from '../../web/serve.ts'
import { studyFileName } from '../../web/src/downloads.ts'
import { repo } from '../../web/folders.ts'
import { startBrowser, stopBrowser, watchedPage } from './harness.ts'

const test = suite('the PDF published beside the site')
const STUDY = 'examples/transactions-study'
const work = mkdtempSync(join(tmpdir(), 'nexus-published-pdf-'))
const pdfs = join(work, 'pdfs')
const generated = join(work, 'generated')
test.after(async () => {
  await stopBrowser()
  rmSync(work, { recursive: true, force: true })
})

/** `npm run build` of the study into `dist`, looking for its PDF in `pdfs`. */
const build = (dist: string) =>
  execFileSync('npm', ['run', '--silent', 'build', '--', '--study', STUDY, '--generated', generated, '--dist', dist, '--pdfs', pdfs], { cwd: repo, stdio: 'pipe' })

/** The home page's links to a PDF, prerendered and after hydration, with the console's errors. */
async function pdfLinks(dist: string): Promise<{ prerendered: string[]; hydrated: string[]; errors: string[] }> {
  const prerendered = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<a [^>]*href="([^"]+\.pdf)"[^>]*>([^<]*)</g)].map(([, href, text]) => `${text} ${href}`)
  const site = await serve(0, dist)
  try {
    await startBrowser()
    const { page, context, consoleErrors } = await watchedPage(site.url)
    await page.goto(site.url + '/', { waitUntil: 'networkidle' })
    await page.waitForSelector('html[data-interactive]')
    const hydrated = await page.$$eval('a[href$=".pdf"]', (links) => links.map((link) => `${link.textContent} ${link.getAttribute('href')}`))
    await context.close()
    return { prerendered, hydrated, errors: consoleErrors }
  } finally {
    await site.close()
  }
}

test('without a published PDF the site links none and holds none; printed and built again, it links the PDF and serves it', async () => {
  mkdirSync(pdfs)
  const before = join(work, 'before')
  build(before)
  const overview = JSON.parse(readFileSync(join(generated, 'overview.json'), 'utf8')) as Overview
  const name = studyFileName(overview.study, 'pdf')
  assert.not.ok(existsSync(join(before, name)), 'a PDF in a site none was published for')
  assert.equal(await pdfLinks(before), { prerendered: [], hydrated: [], errors: [] })

  // the client's edition (printed despite the study's findings, as --allow-findings does), and its manifest
  const printed = await printStudy({ dist: before, generated, outDir: pdfs, allowFindings: true })
  assert.is(printed.file, join(pdfs, name))
  assert.ok(existsSync(manifestOf(printed.file)), 'no manifest beside the PDF')
  // the working edition is never published: printed into the same folder, it changes nothing
  await printStudy({ dist: before, generated, outDir: pdfs, edition: 'working' })

  const after = join(work, 'after')
  build(after)
  const link = `Download the PDF /${name}`
  assert.equal(await pdfLinks(after), { prerendered: [link], hydrated: [link], errors: [] })
  assert.equal(readFileSync(join(after, name)), readFileSync(printed.file), 'the site holds the PDF printed')
  const site = await serve(0, after)
  try {
    const response = await fetch(`${site.url}/${name}`)
    assert.is(response.status, 200)
    assert.equal(Buffer.from(await response.arrayBuffer()), readFileSync(printed.file))
  } finally {
    await site.close()
  }
})

test.run()
