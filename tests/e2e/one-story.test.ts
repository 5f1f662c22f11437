/**
 * One story across the media (issue 28 item 1): for the sample and the exposure example, every state
 * figure that the rendered pages, the client PDF's text and the workbook print more than once (the
 * liability, the liability since nexus, the exposure tax of the tax year) is one value, and where the
 * exposure tax differs from the liability since nexus, the reconciliation line printed beside them adds
 * up to the difference in that very medium.
 *
 * Read, each independently of the code that prints it:
 * - the pages: the built site served, each entity's report table, its exposure page's years of each
 *   state and the consolidated report's states table, cell by cell by its column's label;
 * - the client PDF (`npm run pdf`'s printStudy), read back with pdftotext -layout: the same tables' rows
 *   in the pages of their section, each row's money in the order of the columns in sight;
 * - the workbook (exceljs): each entity's states sheet, its state exposure by year sheet, and the
 *   consolidated states sheet, by header.
 * Every expected value comes from the study's generated JSON, by field name; none is typed in.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import ExcelJS from 'exceljs'
import type { Consolidated, EntityExposure, EntityReport, Overview } from '../../schemas/generated/types.ts'
import { printStudy } from '../../web/pdf.ts'
import { serve, type Running } from '../../web/serve.ts'
import { distDir, generatedDir } from '../../web/folders.ts'
import { requireBuild, stopBrowser, withPage } from './harness.ts'
import { builtStudy } from './studies.ts'
import { paths } from './paths.ts'

const test = suite('one story: every state figure alike on the pages, in the client PDF and in the workbook')

type Study = { name: string; dist: string; generated: string }
const studies: Study[] = []
const work = mkdtempSync(join(tmpdir(), 'nexus-one-story-'))

test.before(async () => {
  requireBuild()
  studies.push({ name: 'the sample', dist: distDir(), generated: generatedDir() })
  const exposure = await builtStudy('examples/exposure-study')
  studies.push({ name: 'the exposure example', dist: exposure.dist, generated: exposure.generated })
})
test.after(async () => {
  await stopBrowser()
  rmSync(work, { recursive: true, force: true })
})

// ---- the figures, read back from printed text ----

/** Printed money back to cents: '$1,474.92' → 147492, '−$6,301.80' → -630180; '-' or nothing → null. */
function cents(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed === '-') return null
  const match = /^([−+-])?\$([\d,]+)\.(\d{2})$/.exec(trimmed)
  if (!match) throw new Error(`not money: ${JSON.stringify(text)}`)
  const size = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3])
  return match[1] === '−' || match[1] === '-' ? -size : size
}

/** A reconciliation line's parts in cents, as printed: '−$6,301.80 channels not taxed, +$0.01 rounding per return' → [-630180, 1]. */
const partsOf = (text: string): number[] => (text.match(/[−+]\$[\d,]+\.\d{2}/g) ?? []).map((part) => cents(part)!)

const MONEY = /[−+]?\$[\d,]+\.\d{2}|(?<=\s)-(?=\s|$)/g

// ---- what each medium says of a state ----

/** A state's three figures and its reconciliation, as one medium prints them (undefined: not printed there). */
type Said = { liability?: number | null; since?: number | null; exposureTax?: number | null; parts?: number[] }
type Reading = { medium: string; table: string; entity: string; state: string; said: Said }

/** The figures of a state as generated JSON has them. */
type Truth = { liability: number | null; since: number | null; exposureTax: number | null | undefined; parts: number[] }

const read = <T>(study: Study, file: string) => JSON.parse(readFileSync(join(study.generated, file), 'utf8')) as T

/** Every reading against the JSON, and the reconciliation in each reading against the figures it sits beside. */
function disagreements(readings: Reading[], truth: (reading: Reading) => Truth | undefined): string[] {
  const out: string[] = []
  for (const reading of readings) {
    const where = `${reading.medium} ${reading.table} ${reading.entity} ${reading.state}`
    const expected = truth(reading)
    if (!expected) {
      out.push(`${where}: a row generated/ does not have`)
      continue
    }
    const { said } = reading
    for (const figure of ['liability', 'since', 'exposureTax'] as const) {
      if (said[figure] !== undefined && said[figure] !== (expected[figure] ?? null)) out.push(`${where}: ${figure} ${said[figure]}, generated/ ${expected[figure]}`)
    }
    if (said.parts !== undefined) {
      if (said.parts.join() !== expected.parts.join()) out.push(`${where}: reconciliation ${said.parts.join(' ')}, generated/ ${expected.parts.join(' ')}`)
      // the line beside the two figures closes the gap between them, in this medium's own figures
      if (said.exposureTax !== undefined && said.exposureTax !== null && said.since !== undefined) {
        const gap = said.exposureTax - (said.since ?? 0)
        const added = said.parts.reduce((sum, part) => sum + part, 0)
        if (gap !== added) out.push(`${where}: exposure tax − liability since nexus is ${gap}, its reconciliation adds to ${added}`)
      }
    }
  }
  return out
}

// ---- the pages ----

/**
 * Each row of a table on a page (every one of that id), as it stands in sight: its cells' text by their
 * column's label, a cell's figure apart from the small line the page draws under it (`.under`: since when,
 * a reconciliation), which is read as the label followed by ' under'; '(hidden)' lists the labels of the
 * cells out of sight (every column's), which are read too (an exposure page's state part hides its State).
 */
async function pageRows(origin: string, path: string, table: string): Promise<Record<string, string>[]> {
  let rows: Record<string, string>[] = []
  await withPage({}, async (page) => {
    await page.goto(origin + path)
    rows = await page.locator(`[data-table="${table}"] tbody tr`).evaluateAll((trs) =>
      trs.map((tr) =>
        Object.fromEntries(
          [...tr.querySelectorAll('th, td')]
            .flatMap((cell) => {
              const label = cell.getAttribute('data-label') ?? ''
              const under = [...cell.querySelectorAll('.under')]
              const figure = cell.cloneNode(true) as Element
              for (const line of figure.querySelectorAll('.under')) line.remove()
              return [[label, (figure.textContent ?? '').trim()], ...(under.length > 0 ? [[`${label} under`, under.map((line) => (line.textContent ?? '').trim()).join(' ')]] : [])]
            })
            .concat([['(hidden)', [...tr.querySelectorAll('th, td')].filter((cell) => (cell as HTMLElement).hidden).map((cell) => cell.getAttribute('data-label') ?? '').join('|')]]),
        ),
      ),
    )
  })
  assert.ok(rows.length > 0, `${path}: no row of ${table}`)
  return rows
}

// ---- the workbook ----

async function workbookOf(dist: string): Promise<ExcelJS.Workbook> {
  const file = readdirSync(dist).find((name) => name.endsWith('.xlsx'))
  assert.ok(file, `a workbook in ${dist}`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(join(dist, file!))
  return workbook
}

/** A sheet's rows by header (row 2), the TOTAL row left out; a cell its number (money in dollars), text or null. */
function sheetRows(workbook: ExcelJS.Workbook, name: string): Record<string, unknown>[] {
  const sheet = workbook.getWorksheet(name)
  assert.ok(sheet, `a sheet ${name}`)
  const headers: string[] = []
  sheet!.getRow(2).eachCell((cell, column) => (headers[column - 1] = String(cell.value)))
  const rows: Record<string, unknown>[] = []
  sheet!.eachRow((row, index) => {
    if (index <= 2 || row.getCell(1).value === 'TOTAL') return
    rows.push(Object.fromEntries(headers.map((header, column) => [header, row.getCell(column + 1).value ?? null])))
  })
  return rows
}

/** A money cell of the workbook (dollars, a number) in cents; nothing → null. */
const sheetCents = (value: unknown): number | null => (value === null || value === '' ? null : Math.round(Number(value) * 100))

// ---- the PDF ----

type Pdf = { sections: { path: string; firstPage: number; pages: number }[]; pages: string[] }

async function printedPdf(study: Study): Promise<Pdf> {
  const result = await printStudy({ dist: study.dist, generated: study.generated, outDir: join(work, study.name), edition: 'client', allowFindings: true })
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', result.file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { sections: result.sections, pages: text.split('\f') }
}

/**
 * The rows of a table in a section of the PDF, as -layout lays them out: after the line naming the
 * table, each row from the line starting with its state's code (and holding money) to the next row or
 * the TOTAL; its money in reading order, which is the order of the columns in sight (a cell that wraps
 * continues on the lines below, after the row's first line).
 */
function pdfRows(pdf: Pdf, path: string, caption: string, codes: ReadonlySet<string>): Map<string, string[]> {
  const section = pdf.sections.find((one) => one.path === path)
  assert.ok(section, `the client PDF prints ${path}`)
  const lines = pdf.pages.slice(section!.firstPage - 1, section!.firstPage - 1 + section!.pages).join('\n').split('\n')
  const from = lines.findIndex((line) => line.includes(caption))
  assert.ok(from >= 0, `${path} in the PDF: no "${caption}"`)
  const rows = new Map<string, string[]>()
  let current: string[] | undefined
  for (const line of lines.slice(from + 1)) {
    if (/^\s*TOTAL\b/.test(line)) break
    const code = /^\s{0,3}([A-Z]{2})\b/.exec(line)?.[1]
    if (code && codes.has(code) && line.includes('$') && !rows.has(code)) rows.set(code, (current = []))
    if (current) current.push(...(line.match(MONEY) ?? []))
  }
  return rows
}

// ---- the test ----

test('each state figure the pages, the client PDF and the workbook print is one value, or differs by its reconciliation line', async () => {
  for (const study of studies) {
    const overview = read<Overview>(study, 'overview.json')
    const { taxYear } = overview.study
    const withExposure = overview.exposure !== null && overview.exposure !== undefined
    const reports = overview.entities.map(({ entity }) => read<EntityReport>(study, `entities/${entity.code}.json`))
    const consolidated = read<Consolidated>(study, 'consolidated.json')
    const exposureTax = `Exposure Tax ${taxYear}`
    const site: Running = await serve(0, study.dist)
    const origin = site.url.replace(/\/$/, '')
    const readings: Reading[] = []
    try {
      const [workbook, pdf] = await Promise.all([workbookOf(study.dist), printedPdf(study)])

      for (const report of reports) {
        const entity = report.entity.code
        const states = new Set(report.states.map((row) => row.state))
        // the entity's report page
        for (const row of await pageRows(origin, paths.report(report.entity), 'entity-states')) {
          readings.push({ medium: 'page', table: 'entity-states', entity, state: row.State!.slice(0, 2), said: fromPage(row, exposureTax, withExposure) })
        }
        // its sheet
        for (const row of sheetRows(workbook, `${entity} states`)) {
          readings.push({
            medium: 'workbook',
            table: `${entity} states`,
            entity,
            state: String(row.State),
            said: {
              liability: sheetCents(row['Estimated Tax Liability']),
              since: sheetCents(row['Liability Since Nexus']),
              ...(withExposure ? { exposureTax: sheetCents(row[exposureTax]), parts: partsOf(String(row.Reconciliation ?? '')) } : {}),
            },
          })
        }
        // the client PDF: revenue, taxable revenue, then the liability, since nexus, exposure tax and the reconciliation's parts
        const printedRows = pdfRows(pdf, paths.report(report.entity), 'State-by-State Nexus Analysis', states)
        assert.equal([...printedRows.keys()].sort(), [...states].sort(), `${study.name}: the PDF's rows of ${entity}`)
        for (const [state, money] of printedRows) {
          const [, , liability, since, tax, ...parts] = money
          readings.push({
            medium: 'PDF',
            table: paths.report(report.entity),
            entity,
            state,
            said: { liability: cents(liability!), since: cents(since!), ...(withExposure ? { exposureTax: cents(tax!), parts: parts.map((part) => cents(part)!) } : {}) },
          })
        }
        // the exposure page's tax of the tax year, state by state, on the page and in its sheet
        const own = overview.entities.find((one) => one.entity.code === entity)!.exposureFile
        if (own) {
          const exposure = read<EntityExposure>(study, own)
          const inYear = (year: unknown) => String(year) === String(taxYear)
          for (const row of (await pageRows(origin, paths.entityExposure(report.entity), 'state-exposure-years')).filter((row) => inYear(row.Year))) {
            readings.push({ medium: 'page', table: 'state-exposure-years', entity, state: row.State!.slice(0, 2), said: { exposureTax: cents(row.Tax!) } })
          }
          for (const row of sheetRows(workbook, `${entity} state exposure by year`).filter((row) => inYear(row.Year))) {
            readings.push({ medium: 'workbook', table: `${entity} state exposure by year`, entity, state: String(row.State), said: { exposureTax: sheetCents(row.Tax) } })
          }
          assert.ok(exposure.states.length === 0 || readings.some((reading) => reading.table === 'state-exposure-years' && reading.entity === entity), `${entity}: the exposure page's years`)
        }
      }

      // the consolidated report's states
      const codes = new Set(consolidated.states.map((row) => row.state))
      for (const row of await pageRows(origin, paths.consolidated, 'consolidated-states')) {
        readings.push({ medium: 'page', table: 'consolidated-states', entity: '*', state: row.State!.slice(0, 2), said: fromPage(row, exposureTax, withExposure) })
      }
      for (const row of sheetRows(workbook, 'Consolidated states')) {
        readings.push({
          medium: 'workbook',
          table: 'Consolidated states',
          entity: '*',
          state: String(row.State),
          said: {
            liability: sheetCents(row['Estimated Tax Liability']),
            since: sheetCents(row['Liability Since Nexus']),
            ...(withExposure ? { exposureTax: sheetCents(row[exposureTax]), parts: partsOf(String(row.Reconciliation ?? '')) } : {}),
          },
        })
      }
      const printedStates = pdfRows(pdf, paths.consolidated, 'State-by-State Consolidation', codes)
      assert.equal([...printedStates.keys()].sort(), [...codes].sort(), `${study.name}: the PDF's consolidated states`)
      for (const [state, money] of printedStates) {
        const [, liability, since, tax, ...parts] = money
        readings.push({
          medium: 'PDF',
          table: paths.consolidated,
          entity: '*',
          state,
          said: { liability: cents(liability!), since: cents(since!), ...(withExposure ? { exposureTax: cents(tax!), parts: parts.map((part) => cents(part)!) } : {}) },
        })
      }
    } finally {
      await site.close()
    }

    const truth = (reading: Reading): Truth | undefined => {
      if (reading.entity === '*') {
        const row = consolidated.states.find((one) => one.state === reading.state)
        if (!row) return undefined
        return { liability: row.hasNexus ? row.liabilityCents : null, since: row.liabilitySinceNexusCents, exposureTax: row.exposureTaxCents, parts: row.reconciliation?.parts.map((part) => part.cents) ?? [] }
      }
      const row = reports.find((report) => report.entity.code === reading.entity)?.states.find((one) => one.state === reading.state)
      // a state with exposure but no revenue in the tax year has no report row: its tax is the exposure's alone
      if (!row) return reading.table === 'state-exposure-years' || reading.table.endsWith('by year') ? { liability: null, since: null, exposureTax: reading.said.exposureTax, parts: [] } : undefined
      return { liability: row.liabilityCents, since: row.liabilitySinceNexusCents, exposureTax: row.exposureTaxCents, parts: row.reconciliation?.parts.map((part) => part.cents) ?? [] }
    }
    assert.equal(disagreements(readings, truth), [], study.name)

    // every state of every entity's report and of the consolidated report read in all three media
    for (const medium of ['page', 'workbook', 'PDF']) {
      const rows = readings.filter((reading) => reading.medium === medium && !reading.table.includes('by year') && reading.table !== 'state-exposure-years')
      assert.is(rows.length, reports.reduce((sum, report) => sum + report.states.length, 0) + consolidated.states.length, `${study.name}: the ${medium}'s state rows`)
    }
    // the study shows a figure of each kind somewhere, so the test holds something
    assert.ok(readings.some((reading) => (reading.said.since ?? 0) !== 0), `${study.name}: a liability since nexus`)
    if (withExposure) {
      assert.ok(readings.some((reading) => (reading.said.parts?.length ?? 0) > 0), `${study.name}: a reconciliation`)
      assert.ok(readings.some((reading) => reading.table === 'state-exposure-years'), `${study.name}: the exposure pages' years`)
    }
  }
})

/** A row of a report table as the page has it in sight: the reconciliation is the line under the exposure tax. */
function fromPage(text: Record<string, string>, exposureTax: string, withExposure: boolean): Said {
  if (withExposure) assert.ok(text['(hidden)']!.split('|').includes('Reconciliation'), 'the reconciliation stands under the exposure tax, its column among every column')
  return {
    liability: cents(text['Estimated Tax Liability'] ?? ''),
    since: cents(text['Liability Since Nexus'] ?? ''),
    ...(withExposure ? { exposureTax: cents(text[exposureTax] ?? ''), parts: partsOf(text[`${exposureTax} under`] ?? '') } : {}),
  }
}

test.run()
