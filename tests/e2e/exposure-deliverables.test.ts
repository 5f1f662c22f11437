/**
 * The exposure example's deliverables, built as a user builds them (studies.ts: once a run): the PDF
 * (npm run pdf) carries the study's exposure after the consolidated report and each entity's after its
 * separate analysis, their pages holding ANSWERS.md's figures (read back with pdftotext); the workbook the
 * build writes holds the exposure sheets, amounts as numbers in the dollar format.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import ExcelJS from 'exceljs'
import type { Overview } from '../../schemas/generated/types.ts'
import * as format from '../../web/src/format.ts'
import { printStudy, sections as pdfSections } from '../../web/pdf.ts'
import { FORMATS, HEADER_ROW, workbookFile } from '../../web/workbook.ts'
import { EXAMPLE, centsOf, figures, rowsOf, sections, studyLine } from '../pipeline/exposure/answers.ts'
import { stopBrowser } from './harness.ts'
import { builtStudy, type BuiltStudy } from './studies.ts'

const test = suite("the exposure example's PDF and workbook")

let built: BuiltStudy
let overview: Overview

test.before(async () => {
  built = await builtStudy(EXAMPLE)
  overview = JSON.parse(readFileSync(join(built.generated, 'overview.json'), 'utf8')) as Overview
})
test.after(stopBrowser)

const usd = (figure: string) => format.usd(centsOf(figure))

test("the PDF: the study's exposure after the consolidated report, each entity's after its separate analysis, with ANSWERS.md's figures", async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'nexus-exposure-pdf-'))
  try {
    const result = await printStudy({ dist: built.dist, generated: built.generated, outDir, edition: 'working' })
    const titles = result.sections.map((section) => section.title)
    assert.equal(titles, pdfSections(overview, 'working').map((section) => section.title))
    assert.is(titles[titles.indexOf('Consolidated Report') + 1], 'Exposure')
    for (const { entity } of overview.entities) {
      assert.is(titles[titles.indexOf(`${entity.name} · Separate Entity Nexus Analysis`) + 1], `${entity.name} · Exposure`)
    }
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', result.file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    const pages = text.split('\f')
    const pagesOf = (title: string) => {
      const section = result.sections.find((found) => found.title === title)!
      return pages.slice(section.firstPage - 1, section.firstPage - 1 + section.pages).join(' ').replace(/\s+/g, ' ')
    }
    const study = figures(studyLine())
    const exposure = pagesOf('Exposure')
    const missing = [study.tax, study.interest, study.penalties, study.exposure].map(usd).filter((figure) => !exposure.includes(figure))
    for (const { code, name, totals } of sections()) {
      const own = pagesOf(`${name} · Exposure`)
      for (const row of rowsOf(code)) {
        for (const figure of [row.tax, row.interest, row.penalties, row.exposure].map(usd)) {
          if (!own.includes(figure)) missing.push(`${name} ${row.state} ${figure}`)
          if (!exposure.includes(figure)) missing.push(`Exposure ${code} ${row.state} ${figure}`)
        }
      }
      for (const figure of Object.values(figures(totals)).map(usd)) if (!own.includes(figure)) missing.push(`${name} total ${figure}`)
    }
    assert.equal(missing, [])
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})

test('the workbook the build writes holds the exposure sheets, amounts as numbers in dollars', async () => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(workbookFile(overview, built.dist))
  const names = workbook.worksheets.map((sheet) => sheet.name)
  for (const name of ['Exposure by entity', 'Exposure by year', 'Exposure by state', ...sections().flatMap(({ code }) => [`${code} exposure by state`, `${code} exposure by month`])]) {
    assert.ok(names.includes(name), `${name} in ${names.join(', ')}`)
  }
  const sheet = workbook.getWorksheet('Exposure by entity')!
  const header = (sheet.getRow(HEADER_ROW).values as unknown[]).slice(1)
  const exposure = header.indexOf('Exposure') + 1
  sections().forEach(({ totals }, index) => {
    const cell = sheet.getRow(HEADER_ROW + 1 + index).getCell(exposure)
    assert.equal([cell.value, cell.numFmt], [centsOf(figures(totals).exposure) / 100, FORMATS.usd])
  })
  // the TOTAL is a SUM over the entities' rows whose cached result is the study's exposure
  const total = sheet.getRow(HEADER_ROW + 1 + sections().length)
  const sum = total.getCell(exposure).value as ExcelJS.CellFormulaValue
  assert.equal([total.getCell(1).value, sum.formula.startsWith('SUM('), sum.result ?? 0], ['TOTAL', true, centsOf(figures(studyLine()).exposure) / 100])
})

test.run()
