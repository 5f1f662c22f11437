import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import ExcelJS from 'exceljs'
import { consolidated, entity, findings, overview, recommendations } from './expected.ts'
import { dist, startSite, stopBrowser, stopSite, watchedPage } from './harness.ts'
import { WHOLE_STUDY, findingRows } from '../../web/src/findingRows.ts'

const test = suite('the study workbook (.xlsx)')

const USD = '"$"#,##0.00'
const RATE = '0.000"%"'
const PERCENT1 = '0.0"%"'
const FIRST_DATA_ROW = 3 // a title row, then the headers

const slug = overview.study.recommendationsPath.slice(1).replace(/-recommendations$/, '')
const fileName = `${slug}-${overview.study.taxYear}-nexus-study.xlsx`
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

function sheet(name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name)
  if (!found) throw new Error(`no sheet "${name}" in ${workbook.worksheets.map((ws) => ws.name).join(', ')}`)
  return found
}

/** A data row's cells as [value, numFmt] pairs; empty cells read as null. */
function row(ws: ExcelJS.Worksheet, index: number, columns: number): Array<[unknown, string | undefined]> {
  const r = ws.getRow(FIRST_DATA_ROW + index)
  return Array.from({ length: columns }, (_, column) => {
    const cell = r.getCell(column + 1)
    return [cell.value ?? null, cell.value === null || typeof cell.value !== 'number' ? undefined : cell.numFmt]
  })
}

const money = (cents: number): [number, string] => [cents / 100, USD]
const nullable = (cents: number | null): [unknown, string | undefined] => (cents === null ? [null, undefined] : money(cents))

test('the workbook has a sheet per table, in the order of the study', () => {
  const expected = [
    'Summary',
    'Consolidated entities',
    'Consolidated states',
    ...overview.entities.flatMap(({ entity: ref }) => [`${ref.code} states`, `${ref.code} exposures`]),
    ...(overview.entities.some(({ entity: ref }) => entity(ref.code).international.jurisdictions.length > 0) ? ['Activity abroad'] : []),
    'Recommendations',
    'Data checks',
  ]
  assert.equal(workbook.worksheets.map((ws) => ws.name), expected)
})

test('the summary holds the study totals as numbers in currency and percent formats', () => {
  const ws = sheet('Summary')
  const values = new Map<string, [unknown, string | undefined]>()
  ws.eachRow((r, number) => {
    if (number >= FIRST_DATA_ROW) values.set(String(r.getCell(1).value), [r.getCell(2).value, typeof r.getCell(2).value === 'number' ? r.getCell(2).numFmt : undefined])
  })
  const { totals } = consolidated
  assert.equal(values.get('Total revenue'), money(totals.totalRevenueCents))
  assert.equal(values.get('Taxable revenue'), money(totals.taxableRevenueCents))
  assert.equal(values.get('Total tax liability'), money(totals.liabilityCents))
  assert.equal(values.get('Effective rate'), [totals.effectiveRatePercent, '0.00"%"'])
  assert.equal(values.get('Taxable share of revenue'), [totals.taxableSharePercent, PERCENT1])
  assert.equal(values.get('Tax year')?.[0], overview.study.taxYear)
  assert.equal(values.get('Entities')?.[0], overview.entityCount)
  assert.equal(values.get('Data-check findings')?.[0], findings.counts.total)
  assert.equal(values.get('Entities with activity abroad'), [overview.entitiesWithActivityAbroad, '#,##0'])
})

test('activity abroad: each amount a number in its own currency\'s format, the yen without decimals', () => {
  const ws = sheet('Activity abroad')
  const rows = overview.entities.flatMap(({ entity: ref }) => entity(ref.code).international.jurisdictions.map((line) => ({ ref, line })))
  rows.forEach(({ ref, line }, index) => {
    const cells = row(ws, index, 8)
    assert.equal(cells.slice(0, 6).map(([value]) => value), [ref.code, ref.name, line.jurisdiction, line.name, line.overallStatus, line.currency])
    assert.equal(cells[6], [line.totalSalesMinor / 10 ** line.minorUnits, line.currency === 'UNKNOWN' ? '#,##0.00' : line.minorUnits === 0 ? `#,##0 "${line.currency}"` : `#,##0.00 "${line.currency}"`])
  })
  const yen = rows.findIndex(({ line }) => line.currency === 'JPY')
  assert.ok(yen >= 0, 'the sample sells in yen')
  assert.is(row(ws, yen, 7)[6]![1], '#,##0 "JPY"')
})

test('consolidated entities: each entity row and the TOTAL row in dollars, cent for cent', () => {
  const ws = sheet('Consolidated entities')
  consolidated.entities.forEach((entry, index) => {
    assert.equal(row(ws, index, 7), [
      [entry.entity.code, undefined],
      [entry.entity.name, undefined],
      money(entry.totalRevenueCents),
      money(entry.taxableRevenueCents),
      money(entry.liabilityCents),
      [entry.statesWithNexus, '#,##0'],
      [entry.totalStates, '#,##0'],
    ], entry.entity.code)
  })
  const total = row(ws, consolidated.entities.length, 5)
  assert.equal(total, [
    ['TOTAL', undefined],
    [null, undefined],
    money(consolidated.totals.totalRevenueCents),
    money(consolidated.totals.taxableRevenueCents),
    money(consolidated.totals.liabilityCents),
  ])
})

test('consolidated states: revenue, brands with nexus, the rate as a number in 0.000"%", liability only where there is nexus', () => {
  const ws = sheet('Consolidated states')
  consolidated.states.forEach((state, index) => {
    assert.equal(row(ws, index, 6), [
      [state.state, undefined],
      [state.stateName, undefined],
      money(state.combinedRevenueCents),
      [state.brandsWithNexus, '#,##0'],
      state.ratePercent === null ? [null, undefined] : [state.ratePercent, RATE],
      nullable(state.hasNexus ? state.liabilityCents : null),
    ], state.state)
  })
})

for (const { entity: ref } of overview.entities) {
  test(`${ref.code} states: every state row's revenue, rate, taxable revenue and liability, then the TOTAL row`, () => {
    const report = entity(ref.code)
    const ws = sheet(`${ref.code} states`)
    report.states.forEach((state, index) => {
      assert.equal(row(ws, index, 7), [
        [state.state, undefined],
        [state.stateName, undefined],
        [state.status, undefined],
        money(state.revenueCents),
        state.ratePercent === null ? [null, undefined] : [state.ratePercent, RATE],
        money(state.taxableRevenueCents),
        nullable(state.liabilityCents),
      ], state.state)
    })
    const total = row(ws, report.states.length, 7)
    assert.equal(total[0], ['TOTAL', undefined])
    assert.equal(total[3], money(report.summary.totalRevenueCents))
    assert.equal(total[5], money(report.summary.taxableRevenueCents))
    assert.equal(total[6], money(report.summary.liabilityCents))
  })

  test(`${ref.code} exposures: sales, threshold and percent of threshold, with the transaction figures where the rule has them`, () => {
    const { crossed, approaching, exposed, other } = entity(ref.code).exposures
    const ws = sheet(`${ref.code} exposures`)
    const rows = [...crossed, ...approaching, ...exposed, ...other]
    rows.forEach((exposure, index) => {
      assert.equal(row(ws, index, 12), [
        [exposure.stateCode, undefined],
        [exposure.stateName, undefined],
        [exposure.overallStatus, undefined],
        money(exposure.totalSalesCents),
        money(exposure.salesThresholdCents),
        [exposure.percentOfThreshold, PERCENT1],
        money(exposure.remainingToThresholdCents),
        [exposure.dateCrossedThreshold, undefined],
        [exposure.nexusThresholdType, undefined],
        [exposure.transactionsCount, '#,##0'],
        exposure.transactionsThreshold === null ? [null, undefined] : [exposure.transactionsThreshold, '#,##0'],
        exposure.percentOfTransactionsThreshold === null ? [null, undefined] : [exposure.percentOfTransactionsThreshold, PERCENT1],
      ], exposure.stateCode)
    })
    assert.is(ws.getRow(FIRST_DATA_ROW + rows.length).getCell(1).value ?? null, null, 'nothing after the last exposure')
  })
}

test('recommendations and data checks list every entry and finding as generated/ holds them', () => {
  const recs = sheet('Recommendations')
  recommendations.entries.forEach((entry, index) => {
    const cells = row(recs, index, 6).map(([value]) => value)
    assert.equal(cells, [
      entry.entity.code,
      entry.entity.name,
      entry.recommendation,
      entry.note === '' ? null : entry.note,
      entry.potentiallyInternational ? 'Potentially International' : entry.states.join(' '),
      entry.states.length,
    ])
  })
  assert.equal(row(recs, recommendations.entries.length, 6)[5]![0], recommendations.totalRegistrations)
  const checks = sheet('Data checks')
  findingRows(findings).forEach(({ entity: ref, finding }, index) => {
    assert.equal(row(checks, index, 7).map(([value]) => value), [finding.severity, ref?.code ?? null, ref?.name ?? WHOLE_STUDY, finding.state, finding.message, finding.source, finding.code])
  })
})

test('home and consolidated link to the workbook, and the site serves it', async () => {
  const watched = await watchedPage(origin)
  try {
    for (const path of ['/', overview.consolidatedPath]) {
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
