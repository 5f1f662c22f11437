/**
 * web/published.ts: the build publishes the client's PDF only when its manifest says it was printed from
 * the very generated folder being built: a figure changed since, a manifest missing or naming another
 * file, a PDF missing, the working edition: none is published.
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fingerprint, manifestOf, publishedPdf, writeManifest } from '../../web/published.ts'
import { generatedDir } from '../../web/folders.ts'

const test = suite('web/published.ts')
const work = mkdtempSync(join(tmpdir(), 'nexus-published-'))
test.after(() => rmSync(work, { recursive: true, force: true }))

const NAME = 'acme-2024-nexus-study.pdf'

function setUp(label: string) {
  const generated = join(work, label, 'generated')
  const pdfs = join(work, label, 'pdfs')
  cpSync(generatedDir(), generated, { recursive: true })
  mkdirSync(pdfs)
  const pdf = join(pdfs, NAME)
  writeFileSync(pdf, '%PDF-1.7 printed')
  return { generated, pdfs, pdf }
}

test('a PDF printed from the folder being built is published', async () => {
  const { generated, pdfs, pdf } = setUp('same')
  await writeManifest(pdf, generated)
  assert.is(publishedPdf(generated, pdfs, NAME), pdf)
  assert.equal(JSON.parse(readFileSync(manifestOf(pdf), 'utf8')), { pdf: NAME, edition: 'client', generated: fingerprint(generated) })
})

test('a figure changed since the print: not published', async () => {
  const { generated, pdfs, pdf } = setUp('changed')
  await writeManifest(pdf, generated)
  appendFileSync(join(generated, 'overview.json'), ' ')
  assert.is(publishedPdf(generated, pdfs, NAME), null)
})

test('a file added to the generated folder since the print: not published', async () => {
  const { generated, pdfs, pdf } = setUp('added')
  await writeManifest(pdf, generated)
  writeFileSync(join(generated, 'entities', 'ZZ.json'), '{}')
  assert.is(publishedPdf(generated, pdfs, NAME), null)
})

test('no manifest, another name, a missing PDF, an unreadable manifest: not published', async () => {
  const { generated, pdfs, pdf } = setUp('missing')
  assert.is(publishedPdf(generated, pdfs, NAME), null, 'no manifest')
  await writeManifest(pdf, generated)
  assert.is(publishedPdf(generated, pdfs, 'other-2024-nexus-study.pdf'), null, 'another study')
  writeFileSync(manifestOf(pdf), '{not json')
  assert.is(publishedPdf(generated, pdfs, NAME), null, 'unreadable manifest')
  await writeManifest(pdf, generated)
  unlinkSync(pdf)
  assert.is(publishedPdf(generated, pdfs, NAME), null, 'the PDF gone')
})

test('a manifest of the working edition is not published', async () => {
  const { generated, pdfs, pdf } = setUp('working')
  writeFileSync(manifestOf(pdf), JSON.stringify({ pdf: NAME, edition: 'working', generated: fingerprint(generated) }))
  assert.is(publishedPdf(generated, pdfs, NAME), null)
})

test.run()
