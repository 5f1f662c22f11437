/**
 * Build step after the prerender: the whole study as one .xlsx workbook in the site (linked from the home
 * and consolidated pages), a sheet per table the registry declares (report/tables/), kind by kind in the
 * site's reading order (report/kinds.ts): summary, each entity's states, exposures and exposure tables,
 * consolidated entities and states, the study's exposure, recommendations, activity abroad, tax rates,
 * data checks. No column is listed here: each sheet has its table's declared columns, as its page and
 * its CSV do. Figures are numbers, not text, with number formats: money as dollars (cents ÷ 100) in
 * '"$"#,##0.00', an amount abroad in its currency with the currency's own decimals ('#,##0 "JPY"',
 * '#,##0.000 "KWD"'), a percentage or rate as its fraction under '0.000%', a date as a date, every money
 * TOTAL a SUM of its rows, so advisers can work with them. Read from generated/ only; exceljs runs here, never in the browser bundle.
 * One line of output: the file, its sheets, size and time.
 */
import { mkdir, readFile, rename, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ExcelJS from 'exceljs'
import type { Overview } from '../schemas/generated/types.ts'
import { distDir, generatedDir, shown } from './folders.ts'
import { places, type Place } from '../report/kinds.ts'
import { hasTable, kindIn, tableOf, totalValues, type Column as Declared, type StudyFiles, type Table as DeclaredTable } from '../report/columns.ts'
import { TABLES } from '../report/tables/index.ts'
import { studyFileName } from './src/downloads.ts'

/**
 * The number formats by kind. A percentage or rate is written as the fraction it is (12.5 % as 0.125)
 * under a percent format, so a formula can multiply by it; a date as a date (a month as its first day).
 */
export const FORMATS = {
  usd: '"$"#,##0.00',
  rate: '0.000%',
  percent1: '0.0%',
  percent2: '0.00%',
  count: '#,##0',
  date: 'yyyy-mm-dd',
  month: 'yyyy-mm',
} as const

/** 'minor': an amount in a currency of its row, formatted by the table's formatOf; 'date': YYYY-MM-DD or YYYY-MM. */
type Kind = Exclude<keyof typeof FORMATS, 'month'> | 'text' | 'minor'
type Value = string | number | null
/** sumIf: the rows its TOTAL adds up, where not all (the returns still assessable): a SUMIF over that column. */
type Column = { header: string; kind: Kind; width?: number; sumIf?: { header: string; equals: string } }
export type Table = {
  sheet: string
  title: string
  columns: Column[]
  rows: Value[][]
  /**
   * The TOTAL row: every money column's cell a SUM of the rows above (its cached result the rows' cents
   * added up, which must be the file's total where the file gives one); the other columns as given.
   */
  total?: Value[]
  /** A cell's format where its column's kind does not say (the summary's mixed value column, an amount abroad); index is the row's in rows. */
  formatOf?: (row: Value[], column: number, index: number) => string | undefined
}

/** The study as generated/ holds it: the overview and every file its pages read, by name (report/columns.ts). */
export type StudyData = StudyFiles

/** The file each page of the study reads (report/kinds.ts), by its name in generated/. */
function fileOf(place: Place): string | null {
  return place.entity ? place.entry.file(place.entity.entity) : place.entry.file
}

export async function readGenerated(dir = generatedDir()): Promise<StudyData> {
  const json = async (file: string): Promise<unknown> => {
    try {
      return JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`generated/${file} is missing`)
      throw error
    }
  }
  const overview = (await json('overview.json')) as Overview
  const files = new Map<string, unknown>()
  for (const place of places(overview, overview.entities)) {
    const file = fileOf(place)
    if (file !== null && !files.has(file)) files.set(file, await json(file))
  }
  return {
    overview,
    has: (name) => files.has(name),
    file: <T,>(name: string) => {
      if (!files.has(name)) throw new Error(`generated/${name} is not a file the study's pages read`)
      return files.get(name) as T
    },
  }
}

/** Cents as dollars: exact to the cent, since every cent amount below 2^53 ÷ 100 has a nearest double that rounds back. */
const dollars = (cents: number) => cents / 100

/** An amount abroad's number format: its currency's own decimals, its code after the number. */
export function minorFormat(currency: string, minorUnits: number): string {
  const number = minorUnits === 0 ? '#,##0' : `#,##0.${'0'.repeat(minorUnits)}`
  return /^[A-Z]{3}$/.test(currency) ? `${number} "${currency}"` : number
}

/** The sheet's kind of a declared column: its number format, or a format by row (formatOf). */
function sheetKind<Row>(column: Declared<Row>): Kind {
  if (column.kindOf) return 'text'
  switch (column.kind) {
    case 'money': return 'usd'
    case 'minor': return 'minor'
    case 'percent': return column.digits === 2 ? 'percent2' : 'percent1'
    case 'rate': return 'rate'
    case 'count': return 'count'
    case 'date': return 'date'
    default: return 'text'
  }
}

/** A declared value as the sheet holds it: money in dollars, an amount abroad in its currency's units, a decimal as a number. */
function sheetValue<Row>(column: Declared<Row>, value: Value, row: Row | undefined): Value {
  if (value === null || value === '') return null
  const { kind } = kindIn(column, row)
  if (kind === 'decimal') return Number(value)
  if (typeof value === 'string') return value
  if (kind === 'money') return dollars(value)
  if (kind === 'minor') return row && column.currency ? value / 10 ** column.currency(row).minorUnits : value
  return value
}

/** The number format of a cell whose column does not say it: an amount in its row's currency, a figure of its row's kind. */
function rowFormat<Row>(column: Declared<Row>, row: Row): string | undefined {
  const { kind, digits } = kindIn(column, row)
  if (kind === 'minor') return column.currency ? minorFormat(column.currency(row).currency, column.currency(row).minorUnits) : undefined
  if (kind === 'money') return FORMATS.usd
  if (kind === 'percent') return digits === 2 ? FORMATS.percent2 : FORMATS.percent1
  if (kind === 'rate') return FORMATS.rate
  if (kind === 'count') return FORMATS.count
  // a date, or a month: sheetCell writes either as the date it names
  if (kind === 'date') return FORMATS.date
  return undefined
}

/** A declared table's sheet (report/tables/): its columns, the values by kind, its TOTAL, as its page and CSV show them. */
export function sheetOf<Data, Row>(table: DeclaredTable<Data, Row>, data: Data): Table {
  const { columns, rows, total } = tableOf(table, data)
  return {
    sheet: table.sheet.name(data),
    title: table.sheet.title(data),
    columns: columns.map((column) => {
      const over = column.sumIf && columns.find((found) => found.key === column.sumIf!.key)
      if (column.sumIf && !over) throw new Error(`${table.id}: no column ${column.sumIf.key} for the ${column.header} TOTAL`)
      return { header: column.header, kind: sheetKind(column), width: column.width ?? 14, ...(over && { sumIf: { header: over.header, equals: column.sumIf!.equals } }) }
    }),
    rows: rows.map((row) => columns.map((column) => sheetValue(column, column.value(row), row))),
    ...(total ? { total: totalValues(columns, total).map((value, index) => (index === 0 ? value : sheetValue(columns[index]!, value, undefined))) } : {}),
    formatOf: (_values, column, index) => {
      const declared = columns[column]
      const row = rows[index]
      return declared && row !== undefined ? rowFormat(declared, row) : undefined
    },
  }
}

/**
 * Every table of the study, in the order of the sheets: each page's kind's tables (report/tables/) in the
 * site's reading order (report/kinds.ts), each of the file its page reads (or of the study's files, where
 * the table says), those the study has.
 */
export function studyTables(data: StudyData): Table[] {
  return places(data.overview, data.overview.entities).flatMap((place) => {
    const file = fileOf(place)
    return TABLES[place.entry.kind].flatMap((table) => {
      const own = table.sheetData ? table.sheetData(data) : file === null ? undefined : data.file(file)
      if (own === undefined) throw new Error(`the ${place.entry.kind} kind's table ${table.id} reads no file`)
      return hasTable(table, own) ? [sheetOf(table, own)] : []
    })
  })
}

/** Row 1 holds the table's title, row 2 its headers; data starts on row 3. */
export const HEADER_ROW = 2

/** An ISO date (YYYY-MM-DD) or month (YYYY-MM) as the date it names, at midnight UTC as exceljs writes a serial date. */
function isoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value)
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1))) : undefined
}

/** A percentage as its fraction, rounded as the decimal it is written as (153.9 → 1.539, not 1.5390000000000001). */
const fraction = (percent: number) => Number(`${percent}e-2`)

const PERCENT_FORMATS: ReadonlySet<string> = new Set([FORMATS.rate, FORMATS.percent1, FORMATS.percent2])

/** A cell's value and number format as the sheet holds them: a percentage as a fraction, a date as a date. */
export function sheetCell(value: Value, format: string | undefined): { value: number | string | Date | null; numFmt?: string } {
  if (typeof value === 'string' && (format === FORMATS.date || format === FORMATS.month)) {
    const date = isoDate(value)
    return date ? { value: date, numFmt: value.length === 7 ? FORMATS.month : FORMATS.date } : { value }
  }
  if (typeof value !== 'number' || format === undefined) return { value }
  return { value: PERCENT_FORMATS.has(format) ? fraction(value) : value, numFmt: format }
}

/** Dollars as integer cents: exact, since each figure was cents ÷ 100. */
const centsOf = (value: Value) => (typeof value === 'number' ? Math.round(value * 100) : 0)

/**
 * The TOTAL of a money column: a SUM (or SUMIF) of the rows above, its cached result their cents added
 * up; where the file gives the total, the two must agree, or the build stops.
 */
function totalFormula(table: Table, column: number, letter: (column: number) => string): { formula: string; result: number } {
  const first = HEADER_ROW + 1
  const last = HEADER_ROW + table.rows.length
  const range = (at: number) => `${letter(at)}${first}:${letter(at)}${last}`
  const { header, sumIf } = table.columns[column]!
  const where = sumIf ? table.columns.findIndex((found) => found.header === sumIf.header) : -1
  if (sumIf && where < 0) throw new Error(`${table.sheet}: no column ${sumIf.header} for the ${header} TOTAL`)
  const counted = table.rows.filter((row) => !sumIf || row[where] === sumIf.equals)
  const cents = counted.reduce((sum, row) => sum + centsOf(row[column] ?? null), 0)
  const given = table.total?.[column]
  if (typeof given === 'number' && centsOf(given) !== cents) {
    throw new Error(`${table.sheet}: the ${header} TOTAL ${given} is not the sum of its rows ${cents / 100}`)
  }
  const formula = sumIf ? `SUMIF(${range(where)},"${sumIf.equals}",${range(column)})` : `SUM(${range(column)})`
  return { formula, result: cents / 100 }
}

function addSheet(workbook: ExcelJS.Workbook, table: Table) {
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: HEADER_ROW }] })
  sheet.columns = table.columns.map((column) => ({ width: column.width ?? 14 }))
  sheet.getCell(1, 1).value = table.title
  sheet.getCell(1, 1).font = { bold: true, size: 13 }
  const header = sheet.getRow(HEADER_ROW)
  header.values = table.columns.map((column) => column.header)
  header.font = { bold: true }
  const formatOf = (values: Value[], column: number, index: number) => {
    const kind = table.columns[column]!.kind
    return kind === 'text' || kind === 'minor' ? table.formatOf?.(values, column, index) : FORMATS[kind]
  }
  table.rows.forEach((values, index) => {
    const row = sheet.getRow(HEADER_ROW + 1 + index)
    values.forEach((value, column) => {
      const cell = row.getCell(column + 1)
      const { value: written, numFmt } = sheetCell(value, formatOf(values, column, index))
      cell.value = written
      if (numFmt) cell.numFmt = numFmt
    })
  })
  if (table.total) {
    const row = sheet.getRow(HEADER_ROW + 1 + table.rows.length)
    const letter = (column: number) => sheet.getColumn(column + 1).letter
    table.total.forEach((value, column) => {
      const cell = row.getCell(column + 1)
      if (table.columns[column]!.kind === 'usd') {
        cell.value = table.rows.length === 0 ? 0 : totalFormula(table, column, letter)
        cell.numFmt = FORMATS.usd
        return
      }
      const { value: written, numFmt } = sheetCell(value, formatOf(table.total!, column, -1))
      cell.value = written
      if (numFmt) cell.numFmt = numFmt
    })
    row.font = { bold: true }
  }
  if (table.rows.length > 0) {
    sheet.autoFilter = { from: { row: HEADER_ROW, column: 1 }, to: { row: HEADER_ROW + table.rows.length, column: table.columns.length } }
  }
}

export async function writeWorkbook(data: StudyData, file: string, now = new Date()): Promise<number> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = data.overview.study.productName
  workbook.title = `${data.overview.study.productName} Economic Nexus Study, Tax Year ${data.overview.study.taxYear}`
  workbook.created = now
  const tables = studyTables(data)
  const names = new Set<string>()
  for (const table of tables) {
    if (table.sheet.length > 31) throw new Error(`sheet name "${table.sheet}" is longer than Excel's 31 characters`)
    if (names.has(table.sheet.toLowerCase())) throw new Error(`two sheets are named "${table.sheet}"`)
    names.add(table.sheet.toLowerCase())
    addSheet(workbook, table)
  }
  await mkdir(dirname(file), { recursive: true })
  // written whole and renamed into place: a failed run never leaves half a workbook
  await workbook.xlsx.writeFile(`${file}.tmp`)
  await rename(`${file}.tmp`, file)
  return tables.length
}

export const workbookFile = (overview: Overview, dist = distDir()) => join(dist, studyFileName(overview.study, 'xlsx'))

/** The study's workbook in the site (build step 3), and its line: the file, sheets, size and time. */
export async function buildWorkbook(): Promise<void> {
  const started = performance.now()
  const data = await readGenerated()
  const file = workbookFile(data.overview)
  const sheets = await writeWorkbook(data, file)
  const kb = ((await stat(file)).size / 1024).toFixed(1)
  console.log(`${shown(file)}  ${sheets} sheets  ${kb} kB  ${Math.round(performance.now() - started)} ms`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildWorkbook().catch((error: unknown) => {
    console.error('workbook failed:', error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
