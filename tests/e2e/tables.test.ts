/**
 * Every table the registry declares, in its three media, held to each other and to generated/: on every
 * route of the sample and of each example study, each table the page marks as declared ([data-table]) is
 * read three ways, independently of the code that declares it: the page's DOM (its headers and cells, the
 * columns kept out of sight included), the CSV its Download CSV button saves, and the sheet of the built
 * workbook that holds the same headers and the same rows (read with exceljs). Headers must be the same
 * in the same order; each figure the same (the CSV's exact decimal, the sheet's number in its format, the
 * page's text showing that number to the places it shows); the TOTAL row alike; and every amount a figure
 * generated/ holds. A table the page shows in parts (a law study's returns and rule rows, state by state,
 * each in a [data-table-part]) is a run of its sheet's rows, each part with its own TOTAL: the state's.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as assert from 'uvu/assert'
import ExcelJS from 'exceljs'
import { parse } from 'csv-parse/sync'
import type { Page } from 'playwright-core'
import type { EntityExposure, Overview } from '../../schemas/generated/types.ts'
import { drawn, routesOf, startBrowser } from './harness.ts'
import { sampleDistDir, sitesSuite, type Site } from './sites.ts'
import { squash } from './expected.ts'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const { test, sites } = sitesSuite<Site>('every table alike on the page, in its CSV and in the workbook', { name: 'the sample', dist: sampleDistDir, generated: join(repo, 'generated') })

const USD = '"$"#,##0.00'
const HEADER_ROW = 2

/** formula: a TOTAL's SUM, whose result foots the rows where the file gives no total of the column. */
type SheetCell = { value: unknown; format: string | undefined; formula?: boolean }
type Sheet = { name: string; headers: string[]; rows: SheetCell[][]; total: SheetCell[] | undefined }

/** Every sheet of a built workbook: its headers (row 2), its rows, its TOTAL row apart. */
async function sheetsOf(dist: string): Promise<Sheet[]> {
  const file = readdirSync(dist).find((name) => name.endsWith('.xlsx'))
  assert.ok(file, `a workbook in ${dist}`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(join(dist, file!))
  return workbook.worksheets.map((ws) => {
    const headers: string[] = []
    ws.getRow(HEADER_ROW).eachCell({ includeEmpty: false }, (cell, column) => {
      headers[column - 1] = String(cell.value)
    })
    const rows: SheetCell[][] = []
    let total: SheetCell[] | undefined
    for (let number = HEADER_ROW + 1; number <= ws.rowCount; number++) {
      const row = ws.getRow(number)
      const cells = headers.map((_, index) => {
        const cell = row.getCell(index + 1)
        const raw = cell.value ?? null
        // a TOTAL's formula as its cached result (exceljs's reader drops a cached 0); a date as its ISO day or month
        const value = raw instanceof Date ? raw.toISOString().slice(0, cell.numFmt === 'yyyy-mm' ? 7 : 10) : raw !== null && typeof raw === 'object' && 'formula' in raw ? (raw.result ?? 0) : raw
        return { value, format: typeof value === 'number' ? cell.numFmt : undefined, ...(raw !== null && typeof raw === 'object' && 'formula' in raw ? { formula: true } : {}) }
      })
      if (cells[0]!.value === 'TOTAL') total = cells
      else if (cells.some((cell) => cell.value !== null)) rows.push(cells)
    }
    return { name: ws.name, headers, rows, total }
  })
}

/** Every number of a study's generated files: the figures a table may show. */
function figuresOf(generated: string): Set<number> {
  const numbers = new Set<number>()
  const walk = (value: unknown) => {
    if (typeof value === 'number') numbers.add(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const file of readdirSync(generated, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.json')) walk(JSON.parse(readFileSync(join(generated, file), 'utf8')))
  }
  return numbers
}

type DomTable = { id: string; caption: string; part: string | null; headers: string[]; rows: string[][]; total: string[] | undefined }

/** The declared tables of the page as the DOM holds them (a row's trailing link cell is no column). */
async function domTables(page: Page): Promise<DomTable[]> {
  // no helper functions in here: tsx would wrap them in a __name() the page does not have
  const read = await page.evaluate(() =>
    [...document.querySelectorAll('[data-table]')].map((wrapper) => ({
      id: wrapper.getAttribute('data-table')!,
      caption: wrapper.querySelector('table caption')?.textContent ?? '',
      part: wrapper.closest('[data-table-part]')?.getAttribute('data-table-part') ?? null,
      rows: [...wrapper.querySelectorAll('table tr')].map((row) => ({
        part: row.parentElement!.tagName.toLowerCase(),
        cells: [...row.children].filter((cell) => !cell.hasAttribute('data-action')).map((cell) => cell.textContent ?? ''),
      })),
    })),
  )
  const clean = (cells: string[]) => cells.map((text) => text.replace(/[▲▼↕]/g, '').trim())
  return read.map(({ id, caption, part, rows }) => ({
    id,
    caption,
    part,
    headers: clean(rows.find((row) => row.part === 'thead')!.cells),
    rows: rows.filter((row) => row.part === 'tbody').map((row) => clean(row.cells)),
    total: rows.some((row) => row.part === 'tfoot') ? clean(rows.find((row) => row.part === 'tfoot')!.cells) : undefined,
  }))
}

const DECIMAL = /^-?\d+(\.\d+)?$/

/** The numbers a page's text shows, thousands separators dropped, a sign before a currency kept: "-$1,234.50" → [-1234.5]. */
const numbersIn = (text: string) => (text.replace(/(\d),(?=\d)/g, '$1').replace(/[-\u2212]\s*(?:\$|[A-Z]{3}\s?)/g, '-').match(/-?\d+(\.\d+)?/g) ?? []).map((number) => ({ value: Number(number), places: number.split('.')[1]?.length ?? 0 }))

/** A CSV cell shown on the page: the same number to the places the page shows, or the same text. */
function pageShows(text: string, csv: string): boolean {
  if (csv === '') return true
  if (DECIMAL.test(csv)) {
    const value = Number(csv)
    // a zero may be said in words: a state without a rate, a state no entity has nexus in
    if (value === 0 && ['None', 'N/A', '-'].includes(squash(text).trim())) return true
    return numbersIn(text).some((shown) => Math.abs(shown.value - Number(value.toFixed(shown.places))) < 1e-9)
  }
  return squash(text).includes(squash(csv))
}

/** A CSV cell written in the sheet: money in dollars in its format, a percentage as its fraction, other numbers as they are, text and dates alike. */
function sheetHolds(cell: SheetCell, csv: string): boolean {
  if (csv === '') return cell.value === null
  if (typeof cell.value === 'number') {
    if (cell.format === USD) return Math.round(cell.value * 100) === Math.round(Number(csv) * 100)
    // a percentage or rate is the fraction under a percent format: the CSV's 153.9 is the sheet's 1.539
    if (cell.format?.endsWith('%')) return cell.value === Number(`${csv}e-2`)
    return cell.value === Number(csv)
  }
  return String(cell.value) === csv
}

async function downloadCsv(page: Page, id: string, index: number): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`[data-table="${id}"]`).nth(index).getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const text = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '')
  return parse(text, { relax_column_count: false }) as string[][]
}

for (const site of sites) {
  test(`${site.name}: every declared table's page, CSV and sheet agree, column for column, figure for figure`, async () => {
    const sheets = await sheetsOf(site.dist)
    const figures = figuresOf(site.generated!)
    const overview = JSON.parse(readFileSync(join(site.generated!, 'overview.json'), 'utf8')) as Overview
    const context = await (await startBrowser()).newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true })
    const seen: string[] = []
    const used = new Set<Sheet>()
    try {
      const page = await context.newPage()
      for (const route of routesOf(site.dist)) {
        await page.goto(site.server!.url + route)
        // drawn, not only interactive: what loads after hydration (the running measures) moves what is below it
        await drawn(page)
        const tables = await domTables(page)
        for (const [index, dom] of tables.entries()) {
          const where = `${route} "${dom.caption}"`
          const nth = tables.slice(0, index).filter((other) => other.id === dom.id).length
          const [headers, ...lines] = await downloadCsv(page, dom.id, nth)
          const csvTotal = lines.at(-1)?.[0] === 'TOTAL' ? lines.pop() : undefined
          assert.equal(dom.headers, headers, `${where}: the page's headers are the CSV's`)
          // the sheet with these headers and these rows, by their first column; a part's rows are a run of them
          const alike = sheets.filter((found) => JSON.stringify(found.headers) === JSON.stringify(headers))
          const holdsAt = (found: Sheet, from: number) => lines.every((line, at) => found.rows[from + at]?.every((cell, column) => sheetHolds(cell, line[column]!)))
          const starts = (found: Sheet) => (dom.part === null ? [0] : found.rows.map((_, from) => from))
          const sheet = alike.find((found) => (dom.part !== null || found.rows.length === lines.length) && starts(found).some((from) => holdsAt(found, from)))
          assert.ok(sheet, `${where}: a sheet of the workbook holds the table's every cell (sheets with its headers: ${alike.map((found) => found.name).join(', ') || 'none'})`)
          const from = starts(sheet!).find((at) => holdsAt(sheet!, at))!
          used.add(sheet!)
          assert.ok(dom.rows.length > 0 && dom.rows.length <= lines.length, `${where}: the page shows the CSV's rows`)
          dom.rows.forEach((cells, at) => {
            cells.forEach((text, column) => {
              const csv = lines[at]![column]!
              assert.ok(pageShows(text, csv), `${where} row ${at + 1}, ${headers![column]}: the page shows "${text}", the CSV "${csv}"`)
              assert.ok(sheetHolds(sheet!.rows[from + at]![column]!, csv), `${where} row ${at + 1}, ${headers![column]}: the sheet holds ${JSON.stringify(sheet!.rows[from + at]![column]!.value)}, the CSV "${csv}"`)
            })
          })
          assert.is(Boolean(dom.total), Boolean(csvTotal), `${where}: a TOTAL row on the page and in the CSV alike`)
          // a part's TOTAL is its state's, the sheet's the study's: each a figure generated/ holds
          if (dom.part === null) assert.is(Boolean(sheet!.total), Boolean(csvTotal), `${where}: a TOTAL row in the sheet and in the CSV alike`)
          if (dom.total && csvTotal) {
            csvTotal.forEach((csv, column) => {
              assert.ok(pageShows(dom.total![column]!, csv), `${where} TOTAL, ${headers![column]}: the page shows "${dom.total![column]}", the CSV "${csv}"`)
              if (dom.part === null) assert.ok(sheetHolds(sheet!.total![column]!, csv), `${where} TOTAL, ${headers![column]}: the sheet holds ${JSON.stringify(sheet!.total![column]!.value)}, the CSV "${csv}"`)
              else if (/^-?\d+\.\d\d$/.test(csv)) assert.ok(figures.has(Math.round(Number(csv) * 100)), `${where} TOTAL, ${headers![column]}: ${csv} is no figure of generated/`)
            })
          }
          // every amount is one generated/ holds, in its own unit: cents for dollars
          for (const [at, row] of [...sheet!.rows, ...(sheet!.total ? [sheet!.total] : [])].entries()) {
            row.forEach((cell, column) => {
              if (typeof cell.value !== 'number') return
              // the workbook totals every money column; where the file gives no total (the CSV's is empty) the SUM is the sheet's own
              if (cell.formula && (dom.part !== null || (csvTotal?.[column] ?? '') === '')) return
              // a percentage is the fraction of generated/'s percent (1.539 for 153.9)
              const figure = cell.format === USD ? Math.round(cell.value * 100) : cell.format?.endsWith('%') ? Number((cell.value * 100).toFixed(9)) : cell.value
              assert.ok(figures.has(figure), `${where} row ${at + 1}, ${headers![column]}: ${figure} is no figure of generated/`)
            })
          }
          seen.push(dom.id)
        }
      }
    } finally {
      await context.close()
    }
    // the tests' own list of what must be there, not the registry's
    for (const id of ['consolidated-entities', 'consolidated-states', 'entity-states', 'rates', 'findings']) assert.ok(seen.includes(id) || (id === 'findings' && overview.findingCounts.total === 0), `${site.name}: ${id} was read`)
    assert.is(seen.filter((id) => id === 'entity-states').length, overview.entities.length, 'one state table per entity')
    if (overview.exposure) {
      assert.ok(seen.includes('plan-steps') && seen.includes('plan-rules'), `${site.name}: the plan's steps and rule rows were read`)
      // a law study's returns, state by state: one part for each (entity, state) with a return
      const withReturns = overview.entities
        .filter(({ exposureFile }) => exposureFile)
        .flatMap(({ exposureFile }) => (JSON.parse(readFileSync(join(site.generated!, exposureFile!), 'utf8')) as EntityExposure).states)
        .filter((state) => state.returns.length > 0).length
      assert.is(seen.filter((id) => id === 'returns').length, overview.exposure.law ? withReturns : 0, `${site.name}: each state's returns in a law study`)
    }
    assert.ok(used.size > 0)
  })
}

test.run()
