/**
 * The workbook as an accountant computes with it, written by web/workbook.ts and read back with exceljs,
 * for the sample (generated/), the exposure example and the law example (each compiled into a folder as
 * npm run pipeline writes generated/): percentages are fractions under a percent format, dates are dates,
 * money is numbers under the currency format, every money column of a TOTAL row is a SUM (or SUMIF)
 * formula over exactly the rows above whose cached result is their cents added up and the generated
 * file's own total, headers are frozen and filtered, and no finding is named by its raw code.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fs, os, path } from 'zx'
import { compileStudy } from '../pipeline/compile.ts'
import { formatProblem } from '../../pipeline/problems.ts'
import { readGenerated, writeWorkbook } from '../../web/workbook.ts'
import type { Consolidated, EntityExposure, EntityReport, Findings, Overview, StudyExposure } from '../../schemas/generated/types.ts'

const USD = '"$"#,##0.00'
const HEADER_ROW = 2

type Cell = ExcelJS.Cell
type Read = { workbook: ExcelJS.Workbook; json: <T>(file: string) => Promise<T> }

/** The study's generated/ folder (the sample's own, or an example compiled into a temporary one) and its workbook read back. */
async function built(study: string | null): Promise<Read> {
  let dir = 'generated'
  if (study !== null) {
    const { problems, files } = await compileStudy(study)
    if (problems.length > 0) throw new Error(`${study} does not compile:\n${problems.map(formatProblem).join('\n')}`)
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-cells-'))
    for (const { file, text } of files) await fs.outputFile(path.join(dir, file), text)
  }
  const out = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-cells-xlsx-'))
  const file = path.join(out, 'study.xlsx')
  await writeWorkbook(await readGenerated(dir), file)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const files = new Map<string, unknown>()
  for (const name of await fs.readdir(dir, { recursive: true }) as string[]) if (name.endsWith('.json')) files.set(name, JSON.parse(await readFile(join(dir, name), 'utf8')))
  await fs.remove(out)
  if (study !== null) await fs.remove(dir)
  return { workbook, json: async <T>(name: string) => files.get(name) as T }
}

/** A sheet's header cells by name, its data rows and its TOTAL row (the row whose first cell says TOTAL). */
function table(workbook: ExcelJS.Workbook, name: string) {
  const ws = workbook.getWorksheet(name)
  if (!ws) throw new Error(`no sheet ${name} in ${workbook.worksheets.map((found) => found.name).join(', ')}`)
  const headers = new Map<string, number>()
  ws.getRow(HEADER_ROW).eachCell((cell, column) => headers.set(String(cell.value), column))
  const rows: ExcelJS.Row[] = []
  let total: ExcelJS.Row | undefined
  for (let number = HEADER_ROW + 1; number <= ws.rowCount; number++) {
    const row = ws.getRow(number)
    if (row.getCell(1).value === 'TOTAL') total = row
    else rows.push(row)
  }
  const at = (header: string) => {
    const column = headers.get(header)
    if (column === undefined) throw new Error(`${name} has no column ${header}: ${[...headers.keys()].join(', ')}`)
    return column
  }
  return { ws, headers, rows, total, at, cell: (row: ExcelJS.Row, header: string) => row.getCell(at(header)) }
}

const isFormula = (value: unknown): value is ExcelJS.CellFormulaValue => typeof value === 'object' && value !== null && 'formula' in value
const cents = (value: unknown) => Math.round(Number(value) * 100)

/** A money TOTAL: a SUM over exactly the data rows (or a SUMIF naming a column of them), in dollars' format; its cached result in cents. */
function totalOf(sheet: ReturnType<typeof table>, header: string): number {
  const cell = sheet.cell(sheet.total!, header)
  assert.ok(isFormula(cell.value), `${sheet.ws.name} ${header}: the TOTAL is a formula, not ${JSON.stringify(cell.value)}`)
  // exceljs's reader drops a cached 0 (the file holds <v>0</v>): an absent result reads as 0
  const { formula, result = 0 } = cell.value as ExcelJS.CellFormulaValue
  const letter = sheet.ws.getColumn(sheet.at(header)).letter
  const first = HEADER_ROW + 1
  const last = HEADER_ROW + sheet.rows.length
  const range = `${letter}${first}:${letter}${last}`
  assert.ok(formula === `SUM(${range})` || new RegExp(`^SUMIF\\([A-Z]+${first}:[A-Z]+${last},"yes",${range}\\)$`).test(formula), `${sheet.ws.name} ${header}: ${formula}`)
  assert.is(cell.numFmt, USD)
  // the cached result is what the formula computes: the rows' cents (those its SUMIF counts) added up
  const condition = /^SUMIF\(([A-Z]+)/.exec(formula)?.[1]
  const counted = sheet.rows.filter((row) => condition === undefined || row.getCell(condition).value === 'yes')
  const sum = counted.reduce((acc, row) => acc + cents(row.getCell(letter).value ?? 0), 0)
  assert.is(cents(result), sum, `${sheet.ws.name} ${header}: cached result`)
  assert.is(Number(result), sum / 100, `${sheet.ws.name} ${header}: the cached result is the exact figure`)
  return sum
}

/** Every sheet: header rows frozen, an autofilter on the headers over the data rows; every money column of a TOTAL row a formula. */
function everySheet(workbook: ExcelJS.Workbook, codes: readonly string[]) {
  let formulas = 0
  for (const ws of workbook.worksheets) {
    const sheet = table(workbook, ws.name)
    assert.equal(ws.views[0], { ...ws.views[0], state: 'frozen', ySplit: HEADER_ROW }, `${ws.name}: frozen headers`)
    if (sheet.rows.length > 0) {
      const filter = ws.autoFilter as { from: { row: number; column: number }; to: { row: number; column: number } } | string
      const ref = typeof filter === 'string' ? filter : `${ws.getColumn(filter.from.column).letter}${filter.from.row}:${ws.getColumn(filter.to.column).letter}${filter.to.row}`
      assert.is(ref, `A${HEADER_ROW}:${ws.getColumn(sheet.headers.size).letter}${HEADER_ROW + sheet.rows.length}`, `${ws.name}: filter`)
    }
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        const where = `${ws.name}!${cell.address}`
        // a date is a date: no cell holds an ISO date or month as text
        if (typeof cell.value === 'string') assert.not.match(cell.value, /^\d{4}-\d{2}(-\d{2})?$/, `${where}: a date as text`)
        if (cell.value instanceof Date) assert.ok(cell.numFmt === 'yyyy-mm-dd' || cell.numFmt === 'yyyy-mm', `${where}: date format ${cell.numFmt}`)
        // a percentage is a fraction under a percent format, never a number under a literal "%"
        assert.not.ok(cell.numFmt?.includes('"%"'), `${where}: literal percent sign`)
        // a finding in words: no cell is a check's raw code
        if (typeof cell.value === 'string') assert.not.ok(codes.includes(cell.value), `${where}: raw code ${cell.value}`)
      }),
    )
    if (!sheet.total) continue
    const money = [...sheet.headers.keys()].filter((header) => sheet.rows.some((row) => sheet.cell(row, header).numFmt === USD))
    for (const header of money) {
      totalOf(sheet, header)
      formulas++
    }
  }
  return formulas
}

const date = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`)
const fraction = (percent: number) => Number(`${percent}e-2`)

const sample = suite('the sample workbook read back')
let read: Read

sample.before(async () => {
  read = await built(null)
})

sample('every sheet frozen and filtered, its money totals SUM formulas with exact cached results, no date as text, no raw check code', async () => {
  const findings = await read.json<Findings>('findings.json')
  assert.ok(findings.findings.length > 0, 'the sample has findings')
  assert.ok(everySheet(read.workbook, findings.findings.map((finding) => finding.code)) > 0)
  // each finding's check in words beside its message
  const checks = table(read.workbook, 'Data checks')
  assert.equal(checks.rows.map((row) => checks.cell(row, 'Finding').value), findings.findings.map((finding) => finding.message))
  for (const row of checks.rows) assert.match(String(checks.cell(row, 'Check').value), /^[A-Z][a-z]/)
})

sample("each entity's states: rates as fractions, dates crossed as dates, totals the report's", async () => {
  const overview = await read.json<Overview>('overview.json')
  for (const { entity } of overview.entities) {
    const report = await read.json<EntityReport>(`entities/${entity.code}.json`)
    const sheet = table(read.workbook, `${entity.code} states`)
    assert.is(sheet.rows.length, report.states.length)
    report.states.forEach((state, index) => {
      const row = sheet.rows[index]!
      const rate = sheet.cell(row, 'Tax Rate')
      assert.equal([rate.value, rate.numFmt], state.ratePercent === null ? [null, rate.numFmt] : [fraction(state.ratePercent), '0.000%'], `${entity.code} ${state.state} rate`)
      const crossed = sheet.cell(row, 'Date Crossed')
      assert.equal(crossed.value, state.dateCrossedThreshold === null ? null : date(state.dateCrossedThreshold), `${entity.code} ${state.state} date crossed`)
      const liability = sheet.cell(row, 'Estimated Tax Liability').value
      assert.is(liability === null ? null : cents(liability), state.liabilityCents, `${entity.code} ${state.state} liability`)
    })
    assert.is(totalOf(sheet, 'Total Revenue'), report.summary.totalRevenueCents)
    assert.is(totalOf(sheet, 'Taxable Revenue'), report.summary.taxableRevenueCents)
    assert.is(totalOf(sheet, 'Estimated Tax Liability'), report.summary.liabilityCents)
  }
})

sample("the summary: shares and rates as fractions under percent formats, money in dollars", async () => {
  const { totals } = await read.json<Consolidated>('consolidated.json')
  const sheet = table(read.workbook, 'Summary')
  const figure = (name: string) => sheet.cell(sheet.rows.find((row) => row.getCell(1).value === name)!, 'Value')
  assert.equal([figure('Effective rate').value, figure('Effective rate').numFmt], [fraction(totals.effectiveRatePercent), '0.00%'])
  assert.equal([figure('Taxable share of revenue').value, figure('Taxable share of revenue').numFmt], [fraction(totals.taxableSharePercent), '0.0%'])
  const liability = figure('Total tax liability (whole year, as if collected from 1 January)')
  assert.equal([cents(liability.value), liability.numFmt], [totals.liabilityCents, USD])
  const sinceNexus = figure('Liability since nexus')
  assert.equal([cents(sinceNexus.value), sinceNexus.numFmt], [totals.liabilitySinceNexusCents, USD])
})

sample('consolidated: each TOTAL the file\'s', async () => {
  const { totals } = await read.json<Consolidated>('consolidated.json')
  const entities = table(read.workbook, 'Consolidated entities')
  assert.is(totalOf(entities, 'Tax Liability'), totals.liabilityCents)
  assert.is(totalOf(entities, 'Total Revenue'), totals.totalRevenueCents)
  assert.is(totalOf(table(read.workbook, 'Consolidated states'), 'Estimated Tax Liability'), totals.liabilityCents)
})

sample.run()

const exposure = suite('the exposure example\'s workbook read back')
let example: Read

exposure.before(async () => {
  example = await built('examples/exposure-study')
})

exposure('every sheet frozen and filtered, its money totals SUM formulas with exact cached results, no date as text', async () => {
  const findings = await example.json<Findings>('findings.json')
  assert.ok(everySheet(example.workbook, findings.findings.map((finding) => finding.code)) > 0)
})

exposure("by state: every money column totalled, VDA exposure and saving too, to the states' figures", async () => {
  const study = await example.json<StudyExposure>('exposure.json')
  const sheet = table(example.workbook, 'Exposure by state')
  const sum = (of: (row: StudyExposure['states'][number]) => number | null) => study.states.reduce((acc, row) => acc + (of(row) ?? 0), 0)
  assert.is(totalOf(sheet, 'Exposure'), study.totals.exposureCents)
  assert.is(totalOf(sheet, 'Tax'), study.totals.taxCents)
  assert.is(totalOf(sheet, 'VDA Exposure'), sum((row) => row.vdaExposureCents))
  assert.is(totalOf(sheet, 'VDA Saving'), sum((row) => row.vdaSavingCents))
  assert.is(totalOf(sheet, 'VDA Saving'), study.totals.vdaSavingCents)
})

exposure("each entity's months: the month and its due date as dates, taxable sales totalled", async () => {
  const overview = await example.json<Overview>('overview.json')
  for (const { entity, exposureFile } of overview.entities) {
    if (!exposureFile) continue
    const file = await example.json<EntityExposure>(`exposure/${entity.code}.json`)
    const sheet = table(example.workbook, `${entity.code} exposure by month`)
    const months = file.states.flatMap((state) => state.months)
    assert.is(sheet.rows.length, months.length)
    months.forEach((month, index) => {
      const row = sheet.rows[index]!
      assert.equal([sheet.cell(row, 'Month').value, sheet.cell(row, 'Month').numFmt], [date(month.month), 'yyyy-mm'])
      assert.equal([sheet.cell(row, 'Due Date').value, sheet.cell(row, 'Due Date').numFmt], [date(month.dueDate), 'yyyy-mm-dd'])
    })
    assert.is(totalOf(sheet, 'Taxable Sales'), months.reduce((acc, month) => acc + month.taxableSalesCents, 0))
    assert.is(totalOf(sheet, 'Tax'), file.totals.taxCents)
    const states = table(example.workbook, `${entity.code} exposure by state`)
    file.states.forEach((state, index) => {
      const rate = states.cell(states.rows[index]!, 'Tax Rate')
      const { ratePercent } = state.terms
      assert.equal(rate.value, ratePercent === null ? null : fraction(ratePercent), `${entity.code} ${state.state}`)
      if (ratePercent !== null) assert.is(rate.numFmt, '0.000%')
    })
    assert.is(totalOf(states, 'VDA Exposure'), file.states.reduce((acc, state) => acc + (state.vda?.exposureCents ?? 0), 0))
  }
})

exposure.run()

const law = suite("the law example's workbook read back")
let lawBook: Read

law.before(async () => {
  lawBook = await built('examples/exposure-study-law')
})

law('every sheet frozen and filtered, its money totals formulas with exact cached results, no date as text', async () => {
  const findings = await lawBook.json<Findings>('findings.json')
  assert.ok(everySheet(lawBook.workbook, findings.findings.map((finding) => finding.code)) > 0)
})

law("the Returns sheet: tax, interest and penalty a SUMIF over the assessable returns, the study's totals", async () => {
  const study = await lawBook.json<StudyExposure>('exposure.json')
  const sheet = table(lawBook.workbook, 'Returns')
  const tax = sheet.cell(sheet.total!, 'Tax').value as ExcelJS.CellFormulaValue
  assert.match(tax.formula, /^SUMIF\(/)
  assert.is(totalOf(sheet, 'Tax'), study.totals.taxCents)
  assert.is(totalOf(sheet, 'Interest'), study.totals.interestCents)
  assert.is(totalOf(sheet, 'Penalty'), study.totals.penaltiesCents)
  for (const row of sheet.rows) assert.ok(sheet.cell(row, 'Due').value instanceof Date)
})

law.run()
