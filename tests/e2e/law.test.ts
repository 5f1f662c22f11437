/**
 * The law example's pages in a browser (examples/exposure-study-law, built as a user builds it: once a
 * run, studies.ts), against its ANSWERS.md, read from the file (tests/pipeline/law/answers.ts), never
 * typed in: each entity's figures and assessed on its exposure page; every state's returns, tax,
 * interest, penalties, exposure, assessed, disclosure, saving, delay and action in its detail; the
 * returns of E's NY and TX, every column, with the disclosure's terms, footing to the state's figures;
 * the study's line on the exposure page and home; the action plan's steps (disclosures first), its
 * TOTAL, its rules in words with their sources; LAW.md's findings on the data checks page; the PDF's
 * plan right after the summary, and the workbook's Returns sheet in disclosure-schedule order. The
 * plan and an entity's exposure page axe-clean at 1366 and 390 px in light and dark, and fitting the
 * paper in print.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as assert from 'uvu/assert'
import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import type { EntityExposure, Findings, Overview, Plan } from '../../schemas/generated/types.ts'
import * as format from '../../web/src/format.ts'
import { printStudy } from '../../web/pdf.ts'
import { HEADER_ROW, workbookFile } from '../../web/workbook.ts'
import { Answers, STATE_COLUMNS } from '../pipeline/law/answers.ts'
import { findingLines } from '../pipeline/law/rows.ts'
import { CHECK_TITLES } from '../../report/findingRows.ts'
import { HOLD_RESIZE_OBSERVERS, PAPERS, axeViolations, drawn, interactive, layoutOffenders, printLayout, screenLayout, withPage } from './harness.ts'
import { paths } from './paths.ts'
import { studySuite } from './sites.ts'

const EXAMPLE = 'examples/exposure-study-law'
const answers = new Answers(`${EXAMPLE}/ANSWERS.md`)
const { test, study: built } = studySuite(EXAMPLE, 'the law example against ANSWERS.md, in the browser')
const { read, open } = built

/** ANSWERS.md's figure as the pages show it: '12,652.29' → '$12,652.29', '-4,878.76' → '-$4,878.76'. */
const usd = (figure: string) => format.usd(Math.round(Number(figure.replace(/,/g, '')) * 100))
const squashed = (text: string) => text.replace(/\s+/g, ' ').trim()
/** A state row of ANSWERS.md by column name. */
const column = (row: string[], name: (typeof STATE_COLUMNS)[number]) => row[STATE_COLUMNS.indexOf(name)]!
/** "exposure 663,655.51 (tax 534,363.29, interest 70,051.11, penalties 59,241.11); assessed 655,731.47" → its figures by name. */
const figuresIn = (line: string) => Object.fromEntries([...line.matchAll(/(exposure|tax|interest|penalties|assessed(?: at settlement)?) (-?[\d,]+\.\d\d)/g)].map((match) => [match[1]!.split(' ')[0]!, match[2]!]))
/** The text of a table region's rows, each row's cells (hidden ones included) trimmed. */
const cellsIn = (page: Page, region: string) =>
  page.getByRole('region', { name: `${region}, table` }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())))
const visibleIn = (page: Page, region: string) =>
  page.getByRole('region', { name: `${region}, table` }).locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.children].filter((cell) => !(cell as HTMLElement).hidden).map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
  )
const totalIn = (page: Page, region: string) =>
  page.getByRole('region', { name: `${region}, table` }).locator('tfoot tr').evaluate((row) => [...row.children].filter((cell) => !(cell as HTMLElement).hidden).map((cell) => (cell as HTMLElement).innerText.trim()))

test('ANSWERS.md holds what these tests read: two entities, 12 states, two returns tables, six lines of findings', () => {
  assert.equal(answers.entities().map(({ code, rows }) => `${code} ${rows.length}`), ['E 8', 'D 4'])
  assert.equal(answers.returns().map(({ entity, state }) => `${entity} ${state}`), ['E NY', 'E TX'])
  assert.is(answers.findings().length, 6)
})

for (const { code, name, heading, rows } of answers.entities()) {
  test(`${name}'s exposure page: its figures and assessed, and every state's returns, figures at the settlement date, delay and action`, () =>
    open(paths.entityExposure({ code }), async (page) => {
      const own = figuresIn(heading)
      const settlement = answers.title.split('settlement ')[1]!
      const cards = squashed(await page.getByRole('region', { name: 'Exposure', exact: true }).innerText())
      for (const key of ['exposure', 'tax', 'interest', 'penalties'] as const) assert.match(cards, usd(own[key]!))
      assert.match(cards, `Assessed on ${settlement} ${usd(own.assessed!)}`)
      for (const row of rows) {
        const state = column(row, 'state')
        const detail = squashed(await page.locator(`#state-${state}`).innerText())
        const where = `${code} ${state}`
        assert.match(detail, column(row, 'action'), where)
        for (const period of column(row, 'periods').split('; ')) assert.match(detail, period, where)
        for (const start of column(row, 'starts').split('; ')) assert.match(detail, start, where)
        assert.match(detail, new RegExp(`Returns ${column(row, 'returns')} \\(`), where)
        const disclosure = column(row, 'disclosure')
        const atSettlement = `On ${settlement} Assessed ${usd(column(row, 'assessed'))}${disclosure === '-' ? ' Disclosure' : `; disclosure ${usd(disclosure)}, saving ${usd(column(row, 'saving'))}`}`
        assert.match(detail, atSettlement, where)
        assert.match(detail, `Each month's delay ${usd(column(row, 'delay'))}:`, where)
        // the returns' TOTAL foots to the state's tax, interest and penalties
        const total = await totalIn(page, `${await stateName(page, state)} returns`)
        for (const figure of ['tax', 'interest', 'penalties'] as const) assert.ok(total.includes(usd(column(row, figure))), `${where} TOTAL ${total.join(' | ')} holds ${figure}`)
        // and the states' table the exposure
        const table = (await visibleIn(page, 'States by Exposure')).find((cells) => cells[0]!.startsWith(`${state} `))!
        assert.ok(table.includes(usd(column(row, 'exposure'))), `${where} exposure in the states' table`)
      }
    }))
}

/** A state's name as its detail heads it: "New York (NY)" → "New York". */
const stateName = (page: Page, state: string) => page.locator(`#state-${state}-name`).innerText().then((text) => text.replace(/ \([A-Z]{2}\)$/, ''))

for (const { entity, state, disclosure, rows } of answers.returns()) {
  test(`returns of ${entity} in ${state}: every column as ANSWERS.md has it, and the disclosure's terms`, () =>
    open(paths.entityExposure({ code: entity }), async (page) => {
      const region = `${await stateName(page, state)} returns`
      const shown = await visibleIn(page, region)
      const yes = (value: string) => (value === '-' ? '' : value)
      assert.equal(
        shown,
        rows.map(([period, due, taxable, tax, interest, late, penalty, assessable, sInterest, sPenalty, covered]) => [
          period!, due!, usd(taxable!), usd(tax!), usd(interest!), late!, usd(penalty!), assessable!, usd(sInterest!), usd(sPenalty!), yes(covered!),
        ]),
      )
      // 'Disclosure: Calendar Years 3, penalties waived, 0 % of interest waived.'
      const [, kind, n, waived, percent] = /^Disclosure: (Months|Calendar Years) (\d+), penalties (waived|not waived), (\d+(?:\.\d+)?) % of interest waived\.$/.exec(disclosure)!
      const detail = squashed(await page.locator(`#state-${state}`).innerText())
      const span = `${n} ${kind === 'Months' ? 'month' : 'calendar year'}${n === '1' ? '' : 's'}`
      assert.match(detail, `Looks back ${span}, to `)
      assert.match(detail, `; penalties ${waived}, ${percent}% of interest waived`)
    }))
}

test("the study's exposure page and home: the Study line's figures, assessed on the settlement date; home links the plan", async () => {
  const study = figuresIn(answers.studyLine)
  const settlement = answers.title.split('settlement ')[1]!
  await open(paths.exposure, async (page) => {
    const cards = squashed(await page.getByRole('region', { name: 'Exposure', exact: true }).innerText())
    for (const key of ['exposure', 'tax', 'interest', 'penalties'] as const) assert.match(cards, usd(study[key]!))
    assert.match(cards, `Assessed on ${settlement} ${usd(study.assessed!)}`)
  })
  await open('/', async (page) => {
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Action Plan', exact: true }) })
    const text = squashed(await card.innerText())
    assert.match(text, `${usd(study.assessed!)} What the states could assess on ${settlement}`)
    const rows = answers.entities().flatMap((entry) => entry.rows)
    for (const action of ['Voluntary Disclosure', 'File Back Returns']) {
      const states = rows.filter((row) => column(row, 'action') === action).length
      assert.match(text, `${action}: ${states} states`)
    }
    assert.is(await card.getByRole('button', { name: 'View Action Plan' }).getAttribute('href'), paths.plan)
  })
})

test("the plan: every state of ANSWERS.md a step, disclosures first, with its action, assessed, disclosure, saving and delay; the TOTAL the Study line's assessed", () =>
  open(paths.plan, async (page) => {
    const cells = await cellsIn(page, 'Steps in the Order to Take Them')
    // Step, Entity, Code, State, State Name, Action, Act By, Because, Returns to File, First Period, First Due, Last Period, Last Due, Look-Back, Waived, Terms From, Exposure, Assessed, Disclosure, Saving, Delay
    const steps = cells.map((row) => ({ code: row[2]!, state: row[3]!.slice(0, 2), action: row[5]!, actBy: row[6]!, figures: [row[16], row[17], row[18], row[19], row[20]] }))
    const expected = answers.entities().flatMap(({ code, rows }) =>
      rows.map((row) => ({ code, state: column(row, 'state'), action: column(row, 'action'), figures: ['exposure', 'assessed', 'disclosure', 'saving', 'delay'].map((key) => (column(row, key as never) === '-' ? '-' : usd(column(row, key as never)))) })),
    )
    assert.is(steps.length, expected.length)
    for (const want of expected) {
      const step = steps.find((found) => found.code === want.code && found.state === want.state)
      assert.ok(step, `a step for ${want.code} ${want.state}`)
      assert.is(step!.action, want.action)
      assert.equal(step!.figures, want.figures, `${want.code} ${want.state}`)
      assert.is(step!.actBy, answers.title.split('settlement ')[1])
    }
    const actions = steps.map((step) => step.action)
    assert.equal(actions, [...actions].sort((a, b) => Number(a !== 'Voluntary Disclosure') - Number(b !== 'Voluntary Disclosure')), 'disclosures first')
    const total = await totalIn(page, 'Steps in the Order to Take Them')
    assert.ok(total.includes(usd(figuresIn(answers.studyLine).assessed!)), `TOTAL ${total.join(' | ')}`)
    // E's TX in words: its returns to file and the disclosure's terms, as plan.json has them
    const plan = read<Plan>('plan.json')
    const tx = plan.steps.find((step) => step.entity === 'E' && step.state === 'TX')!
    const article = squashed(await page.locator(`#step-${tx.order}`).innerText())
    const r = tx.returnsToFile!
    assert.match(article, `${r.count} returns: the first for ${r.firstPeriodStart} to ${r.firstPeriodEnd}, due ${r.firstDue}; the last for ${r.lastPeriodStart} to ${r.lastPeriodEnd}, due ${r.lastDue}`)
    assert.match(article, `Each month's delay ${usd(column(answers.entities()[0]!.rows.find((row) => column(row, 'state') === 'TX')!, 'delay'))}`)
  }))

test("the plan's assumptions: each state's rule rows with source, verified date and terms (money as the pages say it), and the defaults", () =>
  open(paths.plan, async (page) => {
    const plan = read<Plan>('plan.json')
    for (const entry of plan.assumptions) {
      const rules = await cellsIn(page, `${entry.stateName}: rule rows used`)
      // State, Table, Effective From, Terms, Source, Verified On, Row, Origin (the law example's own rows: it names no rules library)
      assert.equal(rules.map((row) => [row[1], row[2], row[3], row[4], row[5], row[6], row[7]]), entry.rows.map((row) => [row.table, row.effectiveFrom ?? '', row.terms, row.citation, row.verifiedOn, row.source, 'study']), entry.state)
      if (entry.defaults.length > 0) {
        const defaults = await cellsIn(page, `${entry.stateName}: defaults that stood in`)
        assert.equal(defaults.map((row) => [row[1], row[2], row[3], row[4]]), entry.defaults.map((row) => [row.table, row.terms, row.source ?? '', row.source === null ? '' : 'study']), entry.state)
      }
    }
    const text = await page.locator('#assumptions').locator('..').innerText()
    assert.not.match(text, 'USD')
    assert.match(text, 'sales $100,000.00')
  }))

test("LAW.md's findings on the data checks page, as ANSWERS.md lists them", () =>
  open(paths.dataChecks, async (page) => {
    // Severity, Entity, Code, State, Finding, Check, Source
    const rows = await cellsIn(page, 'All findings')
    // the Check column names each finding in words: back to its code by report/'s titles
    const codeOf = new Map(Object.entries(CHECK_TITLES).map(([code, title]) => [title, code]))
    const findings = rows.map((row) => ({ entity: row[2]!, state: row[3]!, code: codeOf.get(row[5]!) ?? row[5]! }))
    assert.equal(findingLines({ findings } as unknown as Findings), answers.findings())
  }))

test('the plan and the entity pages: axe finds no violation at 1366 and 390 px, light and dark, nothing scrolls sideways, and print fits Letter and A4', async () => {
  const routes = [paths.plan, '/', ...read<Overview>('overview.json').entities.map(({ entity }) => paths.entityExposure(entity))]
  const problems: string[] = []
  for (const options of [{ width: 1366 }, { width: 390 }, { width: 1366, dark: true }, { width: 390, dark: true }]) {
    await withPage(options, async (page) => {
      for (const route of routes) {
        await page.goto(built.origin + route)
        await interactive(page)
        const where = `${route} at ${options.width} px${options.dark ? ', dark' : ''}`
        const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
        if (scrollWidth! > innerWidth!) problems.push(`${where}: ${scrollWidth} px wide`)
        problems.push(...(await axeViolations(page)).map((violation) => `${where}: ${violation}`))
      }
    })
  }
  await withPage({}, async (page) => {
    // As Chromium prints: the page drawn on screen, its charts included, then laid out for each paper.
    await page.addInitScript(HOLD_RESIZE_OBSERVERS)
    for (const route of routes) {
      await screenLayout(page, { width: 1366, height: 800 })
      await page.goto(built.origin + route)
      await drawn(page)
      for (const paper of PAPERS) {
        await printLayout(page, paper.width)
        problems.push(...(await layoutOffenders(page)).map((offender) => `${route} on ${paper.name} (${paper.width} px): ${offender}`))
      }
    }
  })
  assert.equal(problems, [])
})

test("the PDF carries the plan right after the summary, its steps' figures on its pages", async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'nexus-law-pdf-'))
  try {
    const result = await printStudy({ dist: built.dist, generated: built.generated, outDir, edition: 'working' })
    const titles = result.sections.map((section) => section.title)
    assert.equal(titles.slice(0, 2), ['Summary', 'Action Plan'])
    const section = result.sections[1]!
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', result.file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    const pages = squashed(text.split('\f').slice(section.firstPage - 1, section.firstPage - 1 + section.pages).join(' '))
    const missing = answers.entities().flatMap(({ code, rows }) =>
      rows.flatMap((row) => ['assessed', 'disclosure', 'saving', 'delay'].filter((key) => column(row, key as never) !== '-').map((key) => usd(column(row, key as never))).filter((figure) => !pages.includes(figure)).map((figure) => `${code} ${column(row, 'state')} ${figure}`)),
    )
    assert.equal(missing, [])
    assert.match(pages, 'Assumptions')
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})

test("the workbook's Returns sheet: every return once, each (entity, state) in the plan's order, period by period, figures as the JSON has them", async () => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(workbookFile(read<Overview>('overview.json'), built.dist))
  const sheet = workbook.getWorksheet('Returns')!
  const header = (sheet.getRow(HEADER_ROW).values as unknown[]).slice(1) as string[]
  const at = (name: string) => header.indexOf(name) + 1
  const rows: ExcelJS.Row[] = []
  sheet.eachRow((row, number) => number > HEADER_ROW && row.getCell(1).value !== 'TOTAL' && rows.push(row))
  const plan = read<Plan>('plan.json')
  const files = new Map(read<Overview>('overview.json').entities.map(({ entity }) => [entity.code, read<EntityExposure>(`exposure/${entity.code}.json`)]))
  const expected = plan.steps.flatMap((step) => files.get(step.entity)!.states.find((state) => state.state === step.state)!.returns.map((ret) => ({ step, ret })))
  assert.is(rows.length, expected.length, 'every return of a step (every state of the example has one)')
  expected.forEach(({ step, ret }, index) => {
    const row = rows[index]!
    const where = `row ${index + 1}`
    assert.is(row.getCell(at('Code')).value, step.entity, where)
    assert.is(row.getCell(at('State')).value, step.state, where)
    assert.is(row.getCell(at('Period')).value, `${ret.periodStart} to ${ret.periodEnd}`, where)
    assert.is(Math.round((row.getCell(at('Tax')).value as number) * 100), ret.taxCents, where)
    assert.is(Math.round((row.getCell(at('Penalty at Settlement')).value as number) * 100), ret.settlement.penaltyCents, where)
    assert.is(row.getCell(at('Tax')).numFmt, '"$"#,##0.00', where)
  })
  const study = figuresIn(answers.studyLine)
  let total: ExcelJS.Row | undefined
  sheet.eachRow((row) => row.getCell(1).value === 'TOTAL' && (total = row))
  // a SUM over the returns whose cached result is the study's tax
  const sum = total!.getCell(at('Tax')).value as ExcelJS.CellFormulaValue
  assert.ok(/^SUM/.test(sum.formula), sum.formula)
  assert.is(Math.round(((sum.result as number | undefined) ?? 0) * 100), Math.round(Number(study.tax!.replace(/,/g, '')) * 100))
})

test.run()
