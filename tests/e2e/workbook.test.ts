/**
 * The built workbook read back with exceljs and checked against what it must say, not against a copy of
 * web/workbook.ts: each sheet is read by its header row into records (header → cell), each row is found
 * by its state or entity, and its figures are checked against the study in raw/ (each entity's revenue
 * file, the rates) and against generated/ (the derived figures), and every money column foots to its
 * TOTAL row, cent for cent.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import ExcelJS from 'exceljs'
import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { consolidated, entity, findings, overview, recommendations } from './expected.ts'
import { dist, startSite, stopBrowser, stopSite, watchedPage } from './harness.ts'
import { CHECK_TITLES, WHOLE_STUDY, findingRows } from '../../report/findingRows.ts'
import { parseCents, parseThousandths } from '../../pipeline/money.ts'
import type { StudyManifest } from '../../schemas/generated/types.ts'
import { paths } from './paths.ts'

const test = suite('the study workbook (.xlsx)')

const USD = '"$"#,##0.00'
const RATE = '0.000%'
const PERCENT1 = '0.0%'
/** A percentage as the fraction the sheet holds (153.9 → 1.539), under a percent format. */
const fraction = (percent: number) => Number(`${percent}e-2`)
const isoDate = (iso: string | null) => (iso === null ? null : new Date(`${iso}T00:00:00Z`))
const TITLE_ROW = 1
const HEADER_ROW = 2

// ---- the study as raw/ holds it ----

const raw = new URL('../../raw/', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('study.json', raw), 'utf8')) as StudyManifest
const csv = (file: string): Record<string, string>[] => parse(readFileSync(new URL(file, raw)), { columns: true, bom: true, skip_empty_lines: true })
/** Each entity's revenue by state in cents, from its revenue file. */
const revenueOf = new Map(manifest.entities.map((item) => [
  item.code,
  new Map(item.revenue === undefined ? [] : csv(item.revenue).map((row) => [row.State!, parseCents(row.Revenue!)])),
]))
/** Each state's rate in thousandths of a percent, from rates.csv. */
const rates = new Map(csv(manifest.rates).map((row) => [row.State!, parseThousandths(row.Rate!)]))

// ---- the workbook as built ----

const fileName = `${overview.study.slug}-${overview.study.taxYear}-nexus-study.xlsx`
const workbook = new ExcelJS.Workbook()
let origin = ''

test.before(async () => {
  await workbook.xlsx.readFile(new URL(fileName, dist).pathname)
  origin = await startSite()
})
test.after(async () => {
  await stopBrowser()
  await stopSite()
})

/** A cell's value (a formula's cached result; exceljs's reader drops a cached 0), its number's format, and its formula. */
type Cell = { value: unknown; format: string | undefined; formula?: string }
type Row = Map<string, Cell>
type Sheet = { title: string; headers: string[]; rows: Row[]; total: Row | undefined }

/** A sheet read by its header row: each data row a record header → cell (a number's format with it), the TOTAL row apart. */
function sheet(name: string): Sheet {
  const ws = workbook.getWorksheet(name)
  if (!ws) throw new Error(`no sheet "${name}" in ${workbook.worksheets.map((item) => item.name).join(', ')}`)
  const headers: string[] = []
  ws.getRow(HEADER_ROW).eachCell({ includeEmpty: false }, (cell, column) => { headers[column - 1] = String(cell.value) })
  const rows: Row[] = []
  let total: Row | undefined
  for (let number = HEADER_ROW + 1; number <= ws.rowCount; number++) {
    const row = ws.getRow(number)
    const record: Row = new Map(headers.map((header, index) => {
      const cell = row.getCell(index + 1)
      const raw = cell.value ?? null
      if (typeof raw === 'object' && raw !== null && 'formula' in raw) {
        const value = raw.result ?? 0
        return [header, { value, format: typeof value === 'number' ? cell.numFmt : undefined, formula: raw.formula }]
      }
      return [header, { value: raw, format: typeof raw === 'number' || raw instanceof Date ? cell.numFmt : undefined }]
    }))
    if (record.get(headers[0]!)!.value === 'TOTAL') total = record
    else if ([...record.values()].some((cell) => cell.value !== null)) rows.push(record)
  }
  return { title: String(ws.getCell(TITLE_ROW, 1).value), headers, rows, total }
}

function cell(record: Row, header: string): Cell {
  const found = record.get(header)
  if (!found) throw new Error(`no column "${header}" in ${[...record.keys()].join(', ')}`)
  return found
}
const value = (record: Row, header: string) => cell(record, header).value

/** A money cell as cents, checked to be a number in dollars' format (or empty, as null). */
function cents(record: Row, header: string): number | null {
  const { value: amount, format } = cell(record, header)
  if (amount === null) return null
  assert.type(amount, 'number', header)
  assert.is(format, USD, `${header}: dollars`)
  return Math.round((amount as number) * 100)
}

/** The sheet's rows by the value of a column (a state or entity code; the first unless said), each once. */
function byKey(table: Sheet, key = table.headers[0]!): Map<string, Row> {
  const keyed = new Map(table.rows.map((record) => [String(value(record, key)), record]))
  assert.is(keyed.size, table.rows.length, `one row per ${key}`)
  return keyed
}

/** Every money column of a sheet with a TOTAL row sums to its TOTAL, cent for cent. */
function foots(table: Sheet, name: string) {
  assert.ok(table.total, `${name} has a TOTAL row`)
  const money = table.headers.filter((header) => table.rows.some((record) => cell(record, header).format === USD))
  assert.ok(money.length > 0, `${name} has money columns`)
  for (const header of money) {
    const column = table.rows.reduce((sum, record) => sum + (cents(record, header) ?? 0), 0)
    assert.is(cents(table.total!, header), column, `${name}: ${header} foots`)
    assert.match(cell(table.total!, header).formula ?? '', /^SUM\(/, `${name}: ${header} TOTAL is a SUM`)
  }
}

const percent1 = (record: Row, header: string, expected: number | null) =>
  assert.equal(cell(record, header), expected === null ? { value: null, format: undefined } : { value: fraction(expected), format: PERCENT1 }, header)

test("the workbook has a sheet per table, in the site's reading order", () => {
  const expected = [
    'Summary',
    ...overview.entities.flatMap(({ entity: ref }) => [`${ref.code} states`, `${ref.code} exposures`]),
    'Consolidated entities',
    'Consolidated states',
    'Recommendations',
    ...(overview.entities.some(({ entity: ref }) => entity(ref.code).international.jurisdictions.length > 0) ? ['Activity abroad'] : []),
    'Tax rates',
    'Data checks',
  ]
  assert.equal(workbook.worksheets.map((ws) => ws.name), expected)
})

test('the summary holds the study totals as numbers: revenue as the raw revenue files sum it, in currency and percent formats', () => {
  const figures = new Map(sheet('Summary').rows.map((record) => [String(value(record, 'Figure')), record]))
  const figure = (name: string) => {
    const found = figures.get(name)
    if (!found) throw new Error(`no figure "${name}" in the summary`)
    return found
  }
  const rawTotal = [...revenueOf.values()].reduce((sum, states) => sum + [...states.values()].reduce((a, b) => a + b, 0), 0)
  assert.is(cents(figure('Total revenue'), 'Value'), rawTotal)
  assert.is(cents(figure('Total revenue'), 'Value'), consolidated.totals.totalRevenueCents)
  assert.is(cents(figure('Taxable revenue'), 'Value'), consolidated.totals.taxableRevenueCents)
  assert.is(cents(figure('Total tax liability (whole year, as if collected from 1 January)'), 'Value'), consolidated.totals.liabilityCents)
  assert.equal(cell(figure('Effective rate'), 'Value'), { value: fraction(consolidated.totals.effectiveRatePercent), format: '0.00%' })
  assert.equal(cell(figure('Taxable share of revenue'), 'Value'), { value: fraction(consolidated.totals.taxableSharePercent), format: PERCENT1 })
  assert.is(value(figure('Tax year'), 'Value'), manifest.taxYear)
  assert.is(value(figure('Entities'), 'Value'), manifest.entities.length)
  assert.is(value(figure('Data-check findings'), 'Value'), findings.counts.total)
  assert.equal(cell(figure('Entities with activity abroad'), 'Value'), { value: overview.entitiesWithActivityAbroad, format: '#,##0' })
})

test('consolidated entities: each entity\'s revenue as its raw file sums it, taxable revenue and liability as derived; the table foots', () => {
  const table = sheet('Consolidated entities')
  const rows = byKey(table, 'Code')
  assert.equal([...rows.keys()], consolidated.entities.map((row) => row.entity.code))
  for (const entry of consolidated.entities) {
    const record = rows.get(entry.entity.code)!
    assert.is(value(record, 'Entity'), entry.entity.name)
    assert.is(cents(record, 'Total Revenue'), [...revenueOf.get(entry.entity.code)!.values()].reduce((a, b) => a + b, 0), entry.entity.code)
    assert.is(cents(record, 'Taxable Revenue'), entry.taxableRevenueCents)
    assert.is(cents(record, 'Tax Liability'), entry.liabilityCents)
    assert.equal(cell(record, 'States with Nexus'), { value: entry.statesWithNexus, format: '#,##0' })
    assert.equal(cell(record, 'Total States'), { value: entry.totalStates, format: '#,##0' })
  }
  foots(table, 'Consolidated entities')
  assert.is(cents(table.total!, 'Tax Liability'), consolidated.totals.liabilityCents)
})

test('consolidated states: each state\'s combined revenue as the raw files sum it, its rate from rates.csv, liability only where there is nexus; the table foots', () => {
  const table = sheet('Consolidated states')
  const rows = byKey(table)
  assert.equal([...rows.keys()], consolidated.states.map((row) => row.state))
  for (const state of consolidated.states) {
    const record = rows.get(state.state)!
    const combined = [...revenueOf.values()].reduce((sum, states) => sum + (states.get(state.state) ?? 0), 0)
    assert.is(cents(record, 'Combined Revenue'), combined, state.state)
    assert.is(value(record, 'State Name'), state.stateName)
    assert.is(value(record, 'Brands with Nexus'), state.entitiesWithNexus)
    const rate = rates.get(state.state)
    assert.equal(cell(record, 'Tax Rate'), rate === undefined ? { value: null, format: undefined } : { value: fraction(rate / 1000), format: RATE }, state.state)
    assert.is(cents(record, 'Estimated Tax Liability'), state.hasNexus ? state.liabilityCents : null, state.state)
  }
  foots(table, 'Consolidated states')
})

for (const { entity: ref } of overview.entities) {
  test(`${ref.code} states: each state's revenue as its raw file gives it, its status, rate, taxable revenue and liability; the table foots`, () => {
    const report = entity(ref.code)
    const table = sheet(`${ref.code} states`)
    const rows = byKey(table)
    assert.equal([...rows.keys()], report.states.map((row) => row.state))
    const revenue = revenueOf.get(ref.code)!
    for (const state of report.states) {
      const record = rows.get(state.state)!
      assert.is(cents(record, 'Total Revenue'), revenue.get(state.state) ?? 0, state.state)
      assert.is(value(record, 'Nexus Status'), state.status, state.state)
      const rate = rates.get(state.state)
      assert.equal(cell(record, 'Tax Rate'), rate === undefined ? { value: null, format: undefined } : { value: fraction(rate / 1000), format: RATE }, state.state)
      assert.is(cents(record, 'Taxable Revenue'), state.taxableRevenueCents, state.state)
      assert.is(cents(record, 'Estimated Tax Liability'), state.liabilityCents, state.state)
    }
    foots(table, `${ref.code} states`)
    assert.is(cents(table.total!, 'Estimated Tax Liability'), report.summary.liabilityCents)
  })

  test(`${ref.code} exposures: every exposure once, by status, its sales, threshold, percentages and date`, () => {
    const { crossed, approaching, exposed, other } = entity(ref.code).exposures
    const table = sheet(`${ref.code} exposures`)
    const exposures = [...crossed, ...approaching, ...exposed, ...other]
    assert.equal(table.rows.map((record) => value(record, 'State')), exposures.map((row) => row.stateCode))
    assert.is(table.total, undefined)
    exposures.forEach((exposure, index) => {
      const record = table.rows[index]!
      assert.is(value(record, 'Status'), exposure.overallStatus)
      assert.is(cents(record, 'Total Sales'), exposure.totalSalesCents, exposure.stateCode)
      assert.is(cents(record, 'Sales Threshold'), exposure.salesThresholdCents, exposure.stateCode)
      assert.is(cents(record, 'Remaining to Threshold'), exposure.salesThresholdCents - exposure.totalSalesCents, exposure.stateCode)
      percent1(record, '% of Sales Threshold', exposure.percentOfThreshold)
      // the part the status was decided on, on its window
      const { measured } = exposure
      assert.is(value(record, 'Measured'), measured.part)
      assert.equal([value(record, 'Window From'), value(record, 'Window To')], [isoDate(measured.windowStart), isoDate(measured.windowEnd)])
      percent1(record, '% of Threshold', measured.percent)
      if (measured.part === 'sales') {
        assert.equal([cents(record, 'Measured in Window'), cents(record, 'Threshold')], [measured.salesCents, exposure.salesThresholdCents], exposure.stateCode)
      } else {
        assert.equal([value(record, 'Measured in Window'), value(record, 'Threshold')], [measured.transactions, exposure.transactionsThreshold], exposure.stateCode)
      }
      percent1(record, '% of Transaction Threshold', exposure.percentOfTransactionsThreshold)
      assert.equal(value(record, 'Date Crossed'), isoDate(exposure.dateCrossedThreshold))
      assert.is(value(record, 'Threshold Type'), exposure.nexusThresholdType)
      assert.is(value(record, 'Transactions'), exposure.transactionsCount)
      assert.is(value(record, 'Transaction Threshold'), exposure.transactionsThreshold)
    })
  })
}

test('activity abroad: each amount a number in its own currency\'s format, the yen without decimals', () => {
  const table = sheet('Activity abroad')
  const lines = overview.entities.flatMap(({ entity: ref }) => entity(ref.code).international.jurisdictions.map((line) => ({ ref, line })))
  assert.is(table.rows.length, lines.length)
  lines.forEach(({ ref, line }, index) => {
    const record = table.rows[index]!
    assert.equal([value(record, 'Code'), value(record, 'Jurisdiction'), value(record, 'Status'), value(record, 'Currency')], [ref.code, line.jurisdiction, line.overallStatus, line.currency])
    const { value: amount, format } = cell(record, 'Total Sales')
    assert.is(amount, line.totalSalesMinor / 10 ** line.minorUnits)
    assert.ok(format!.startsWith(line.minorUnits === 0 ? '#,##0' : `#,##0.${'0'.repeat(line.minorUnits)}`), `${line.currency}: ${format}`)
    if (/^[A-Z]{3}$/.test(line.currency)) assert.ok(format!.endsWith(`"${line.currency}"`), `${line.currency}: ${format}`)
  })
  const yen = lines.findIndex(({ line }) => line.currency === 'JPY')
  assert.ok(yen >= 0, 'the sample sells in yen')
  assert.is(cell(table.rows[yen]!, 'Total Sales').format, '#,##0 "JPY"')
})

test('recommendations and data checks list every entry and finding as generated/ holds them; registrations foot', () => {
  const recs = sheet('Recommendations')
  assert.is(recs.rows.length, recommendations.entries.length)
  recommendations.entries.forEach((entry, index) => {
    const record = recs.rows[index]!
    assert.equal([value(record, 'Code'), value(record, 'Recommendation'), value(record, 'Registrations')], [entry.entity.code, entry.recommendation, entry.states.length])
    assert.is(value(record, 'Note'), entry.note === '' ? null : entry.note)
    if (!entry.potentiallyInternational) assert.equal(String(value(record, 'States')).split(' '), entry.states)
  })
  const registrations = recs.rows.reduce((sum, record) => sum + (value(record, 'Registrations') as number), 0)
  assert.is(value(recs.total!, 'Registrations'), registrations)
  assert.is(registrations, recommendations.totalRegistrations)
  const checks = sheet('Data checks')
  const expected = findingRows(findings)
  assert.is(checks.rows.length, findings.counts.total)
  expected.forEach(({ entity: ref, finding }, index) => {
    const record = checks.rows[index]!
    assert.equal(
      ['Severity', 'Code', 'Entity', 'State', 'Finding', 'Check'].map((header) => value(record, header)),
      [finding.severity, ref?.code ?? null, ref?.name ?? WHOLE_STUDY, finding.state, finding.message, CHECK_TITLES[finding.code]],
    )
  })
})

test('home and consolidated link to the workbook, and the site serves it', async () => {
  const watched = await watchedPage(origin)
  try {
    for (const path of ['/', paths.consolidated]) {
      await watched.page.goto(origin + path)
      const link = watched.page.getByRole('link', { name: 'Download the study (.xlsx)' })
      assert.is(await link.getAttribute('href'), `/${fileName}`, path)
    }
    const response = await watched.page.request.get(`${origin}/${fileName}`)
    assert.is(response.status(), 200)
    const served = new ExcelJS.Workbook()
    await served.xlsx.load((await response.body()) as unknown as ArrayBuffer)
    assert.is(served.worksheets.length, workbook.worksheets.length)
  } finally {
    await watched.context.close()
  }
})

test.run()
