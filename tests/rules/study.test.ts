/**
 * A study that names the rules library (examples/rules-study: transactions with exposure, and no
 * thresholds or law tables of its own) compiled as a run compiles it. Its plan and exposure name each
 * rule's source: every row they list is either the library's row at that path and line, with that row's
 * own Source and Verified On (read here from the CSV, not by the pipeline), or the study's rates.csv.
 * Texas is worked by hand from the library's rows. PRICED_ON_DEFAULTS names exactly the tables the
 * library holds no row of for the state. Then the study's own rows override the library's, each for its
 * state and table alone: a thresholds row for TX, an interest row for TX, and NY's Interest Rate in
 * thresholds.csv; every other state's figures stay those of the library alone.
 *
 * The figures worked by hand rest on rules/us as of this test's writing: TX's threshold (34 TAC 3.286),
 * its returns row, its interest rows for 2022 to 2024 and its penalty row; NY's threshold, returns and
 * penalty rows.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, os, path } from 'zx'
import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { compile, compileStudy, whereAndCode, type CompiledStudy } from '../pipeline/compile.ts'
import type { EntityExposure, ExposureState, Findings, Plan, PlanRuleRow } from '../../schemas/generated/types.ts'

const STUDY = 'examples/rules-study'
const TABLES = ['thresholds', 'marketplace', 'returns', 'interest', 'penalties', 'disclosure'] as const

/** The library's rows as its files hold them, by 'rules/us/<table>.csv:<line>' (the header is line 1; no row spans lines). */
const libraryRows = new Map<string, Record<string, string>>()
/** Which states each library table has any row for. */
const held = new Map<string, Set<string>>()
for (const table of TABLES) {
  const rows = parse(readFileSync(`rules/us/${table}.csv`), { columns: true, bom: true }) as Record<string, string>[]
  rows.forEach((row, index) => libraryRows.set(`rules/us/${table}.csv:${index + 2}`, row))
  held.set(table, new Set(rows.map((row) => row.State!)))
}

const temporary: string[] = []
test.after(async () => {
  for (const dir of temporary) await fs.remove(dir)
})

/** A copy of the rules study with `change` made to it. */
async function copy(change: (dir: string) => Promise<unknown>): Promise<string> {
  const dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-rules-study-')), 'study')
  temporary.push(path.dirname(dir))
  await fs.copy(STUDY, dir)
  await change(dir)
  return dir
}

const editManifest = async (dir: string, edit: (data: Record<string, unknown>) => void) => {
  const data = await fs.readJson(path.join(dir, 'study.json')) as Record<string, unknown>
  edit(data)
  await fs.writeJson(path.join(dir, 'study.json'), data, { spaces: 2 })
}

const plan = (study: CompiledStudy) => JSON.parse(study.files.get('plan.json')!) as Plan
const stateOf = (exposure: EntityExposure, state: string): ExposureState => {
  const found = exposure.states.find((row) => row.state === state)
  assert.ok(found, `no ${state} in ${exposure.entity.code}'s exposure`)
  return found
}

// Both compiled at once: each reads its sales with DuckDB, which a busy machine makes slow.
const base = compile(STUDY)
const overridden = copy(async (dir) => {
  await fs.outputFile(path.join(dir, 'thresholds.csv'), [
    'State,Threshold Type,Sales Threshold,Transactions Threshold,Period Type,Effective From,Collection Starts,Interest Rate,Source,Verified On',
    'TX,Sales,500000.00,,Preceding 12 Calendar Months,2019-07-01,Crossing Day,,The adviser\'s reading: collect from the crossing day (a test\'s override),2026-01-15',
    'NY,Transactions And Sales,500000.00,100,Previous Four New York Sales Tax Quarters,2018-06-21,,5,The adviser\'s interest rate (a test\'s override),2026-01-15',
  ].join('\n') + '\n')
  await fs.outputFile(path.join(dir, 'law/interest.csv'), 'State,Effective From,Rate,Method,Starts After Days,Source,Verified On\nTX,2018-01-01,12,Simple,,The adviser\'s rate (a test\'s override),2026-01-15\n')
  await editManifest(dir, (data) => {
    data.thresholds = 'thresholds.csv'
    data.law = { interest: 'law/interest.csv' }
  })
}).then(compile)

/** A row the study lists is the library's row at its source, with that row's citation, or the study's rates.csv. */
function isItsSource(row: PlanRuleRow, state: string): void {
  if (row.origin === 'study') {
    assert.is(row.table, 'rates')
    assert.match(row.source, /^rates\.csv:\d+$/)
    return
  }
  const [, table] = /^rules\/us\/(\w+)\.csv:\d+$/.exec(row.source) ?? []
  const cells = libraryRows.get(row.source)
  assert.ok(cells, `${row.source} is no row of the library`)
  assert.is(row.table, table)
  assert.is(cells.State, state)
  assert.is(row.citation, cells.Source)
  assert.is(row.verifiedOn, cells['Verified On'])
  assert.is(row.effectiveFrom, cells['Effective From'] || null)
}

test('the study compiles against the library, and its plan names each rule\'s source: the library\'s row with its citation and verified date, or the study\'s rates', async () => {
  const study = await base
  const { assumptions, rules, law } = plan(study)
  assert.is(rules, 'us')
  assert.is(law, true)
  assert.ok(assumptions.length >= 9, `${assumptions.length} states`)
  const tables = new Set<string>()
  for (const { state, rows } of assumptions) {
    for (const row of rows) {
      isItsSource(row, state)
      tables.add(`${row.origin} ${row.table}`)
    }
  }
  assert.equal([...tables].sort(), ['library disclosure', 'library interest', 'library penalties', 'library returns', 'library thresholds', 'study rates'])
})

test('each entity\'s exposure lists, state by state, the rows its figures used with their origin, and every rule a figure names is among them', async () => {
  const study = await base
  for (const code of ['R', 'D']) {
    for (const state of study.exposure(code).states) {
      for (const row of state.rules) isItsSource(row, state.state)
      const sources = new Set(state.rules.map((row) => row.source))
      const named = [state.terms.ruleSource, state.disclosure?.source, ...state.returns.map((row) => row.rule)].filter((source) => source != null)
      for (const source of named) assert.ok(sources.has(source), `${code} ${state.state}: ${source} is not among its rules`)
      // The threshold in force on the study's date is the library's.
      assert.match(state.terms.ruleSource ?? '', /^rules\/us\/thresholds\.csv:\d+$/)
    }
  }
})

test('Texas, worked by hand from the library\'s rows: Ridge crosses on 2022-01-01 and collects from 2022-04-01, 33 monthly returns of 3,125.00', async () => {
  const tx = stateOf((await base).exposure('R'), 'TX')
  // 50,000.00 a month from March 2021: the preceding twelve calendar months first hold 500,000.00 on 2022-01-01
  // (34 TAC 3.286: Sales 500000.00, Preceding 12 Calendar Months, Months After 3).
  assert.equal(tx.crossings.map((row) => row.date), [null, '2022-01-01', '2023-01-01', '2024-01-01'])
  assert.equal(tx.nexusPeriods.map((row) => [row.start, row.collectionStart]), [['2022-01-01', '2022-04-01']])
  // The library's TX returns row: monthly, due the 20th. 6.25 % of 50,000.00 = 3,125.00 a month, April 2022 to December 2024.
  assert.is(tx.returns.length, 33)
  const returnsRow = tx.rules.find((row) => row.table === 'returns')
  assert.equal([returnsRow?.origin, returnsRow?.effectiveFrom, returnsRow?.terms], ['library', '2019-07-01', 'monthly, due day 20 of the next month; no assessment limit'])
  assert.ok(tx.returns.every((row) => row.rule === returnsRow!.source && row.taxCents === 312_500 && row.dueDate.endsWith('-20')))
  assert.is(tx.taxCents, 10_312_500)
  // Interest, simple, from the 61st day after the due date, 4.25 % in 2022, 8.5 % in 2023, 9.5 % in 2024: the April 2022
  // return, due 2022-05-20, accrues 165 days of 2022, 365 of 2023 and 366 of 2024: 3,125.00 × (4.25 × 165 + 8.5 × 365
  // + 9.5 × 366) ÷ 100 ÷ 365 = 623.35; the 33 returns' interest, each rounded, sums to 10,464.68.
  assert.is(tx.returns[0]!.interestCents, 62_335)
  assert.is(tx.interestCents, 1_046_468)
  // 5 % for the first month late and 5 % more after, at most 10 %: 31 returns at 312.50, November 2024's (one month late) 156.25.
  assert.is(tx.penaltiesCents, 984_375)
  // Months 48, penalties and all interest waived: the disclosure is the tax alone.
  assert.equal([tx.action, tx.settlement.disclosureCents, tx.disclosure?.lookBack, tx.disclosure?.interestWaivedPercent], ['Voluntary Disclosure', 10_312_500, 'Months 48', 100])
  const used = new Set(tx.rules.map((row) => `${row.table} ${row.effectiveFrom}`))
  for (const row of ['thresholds 2019-07-01', 'returns 2019-07-01', 'interest 2022-01-01', 'interest 2023-01-01', 'interest 2024-01-01', 'penalties 2018-01-01', 'disclosure 2018-01-01']) {
    assert.ok(used.has(row), `TX's rules lack ${row}`)
  }
  assert.equal(tx.defaults, [])
})

/** The (entity, state, tables) PRICED_ON_DEFAULTS names, from its message. */
function pricedOnDefaults(findings: Findings): string[] {
  return findings.findings.filter((finding) => finding.code === 'PRICED_ON_DEFAULTS')
    .map((finding) => `${finding.entity} ${finding.state}: ${/has \w\w rows in (.+?), so/.exec(finding.message)![1]}`).sort()
}

test('PRICED_ON_DEFAULTS: each state with returns whose returns, interest, penalties or disclosure the library holds no row of, naming exactly those', async () => {
  const study = await base
  const expected: string[] = []
  for (const code of ['R', 'D']) {
    for (const state of study.exposure(code).states) {
      if (state.returns.length === 0) continue
      const missing = ['returns', 'interest', 'penalties', 'disclosure'].filter((table) => !held.get(table)!.has(state.state))
      if (missing.length > 0) expected.push(`${code} ${state.state}: ${missing.length < 2 ? missing[0] : `${missing.slice(0, -1).join(', ')} or ${missing.at(-1)}`}`)
    }
  }
  assert.equal(pricedOnDefaults(study.findings), expected.sort())
  const co = study.findings.findings.find((finding) => finding.code === 'PRICED_ON_DEFAULTS' && finding.state === 'CO')!
  assert.equal([co.severity, co.entity, co.source], ['warning', 'R', 'study.json'])
  assert.is(co.message, 'R\'s exposure in CO rests on defaults: neither the study nor the rules library (rules/us) has CO rows in returns, interest, penalties or disclosure, so its figures take the defaults: monthly returns due the 20th; interest at 0% a year, simple; a penalty of 0% of a late return\'s tax; no voluntary disclosure. Add CO\'s rows to the study\'s own law tables to price them by its law.')
  // A state the library holds no returns row for is not also a DEFAULT_RETURN_CALENDAR notice.
  assert.equal(study.findings.findings.filter((finding) => finding.code === 'DEFAULT_RETURN_CALENDAR'), [])
})

test('the study\'s own TX threshold row replaces the library\'s for TX alone: collecting from the crossing day, 36 returns', async () => {
  const study = await overridden
  const tx = stateOf(study.exposure('R'), 'TX')
  assert.equal(tx.nexusPeriods.map((row) => [row.start, row.collectionStart]), [['2022-01-01', '2022-01-01']])
  assert.is(tx.returns.length, 36)
  assert.is(tx.taxCents, 36 * 312_500)
  assert.is(tx.terms.ruleSource, 'thresholds.csv:2')
  const thresholds = tx.rules.filter((row) => row.table === 'thresholds')
  assert.equal(thresholds.map((row) => [row.origin, row.source, row.verifiedOn]), [['study', 'thresholds.csv:2', '2026-01-15']])
  // Dune's TX, 42,000.00 a month from 2023, crosses on 2024-01-01 and now collects from it: 12 returns of 2,625.00.
  const dune = stateOf(study.exposure('D'), 'TX')
  assert.equal([dune.nexusPeriods[0]!.collectionStart, dune.returns.length, dune.taxCents], ['2024-01-01', 12, 3_150_000])
})

test('the study\'s own TX interest row replaces the library\'s TX interest rows alone; the library\'s TX penalties stay', async () => {
  const tx = stateOf((await overridden).exposure('R'), 'TX')
  // 12 % a year, simple, from the due date: each month's 3,125.00 from the 20th of the next month to 2024-12-31, rounded per return.
  assert.is(tx.interestCents, 1_902_325)
  const interest = tx.rules.filter((row) => row.table === 'interest')
  assert.equal(interest.map((row) => [row.origin, row.source]), [['study', 'law/interest.csv:2']])
  const penalties = tx.rules.filter((row) => row.table === 'penalties')
  assert.equal(penalties.map((row) => row.origin), ['library'])
  // 35 returns due before 2024-12-31: 34 at 10 %, November 2024's at 5 %.
  assert.is(tx.penaltiesCents, 34 * 31_250 + 15_625)
})

test('NY\'s Interest Rate in the study\'s thresholds.csv replaces the library\'s NY interest rows: 5 % simple from the due date', async () => {
  const [before, after] = [stateOf((await base).exposure('R'), 'NY'), stateOf((await overridden).exposure('R'), 'NY')]
  assert.ok(before.rules.some((row) => row.table === 'interest' && row.origin === 'library'))
  assert.equal(after.rules.filter((row) => row.table === 'interest'), [])
  assert.equal(after.defaults.map((row) => [row.table, row.origin, row.source]), [['interest', 'study', 'thresholds.csv:3']])
  // 13 quarterly returns (December-February quarters, due the 20th): 12 of 7,200.00 and December 2024's 2,400.00; the first,
  // due 2022-03-20, accrues 1,017 days to 2024-12-31: 7,200.00 × 5 % × 1,017 ÷ 365 = 1,003.07.
  assert.equal([after.returns.length, after.taxCents, after.returns[0]!.dueDate, after.returns[0]!.interestCents], [13, 8_880_000, '2022-03-20', 100_307])
  assert.is(after.interestCents, 608_253)
  // Its returns and penalties are still the library's.
  assert.is(after.penaltiesCents, before.penaltiesCents)
  assert.equal(after.returns.map((row) => row.rule), before.returns.map((row) => row.rule))
  // NY's interest is the study's own: not priced on defaults.
  assert.not.ok(pricedOnDefaults((await overridden).findings).some((line) => line.startsWith('R NY')))
})

test('every state the study\'s own rows do not touch keeps the library\'s figures exactly', async () => {
  const [one, two] = [await base, await overridden]
  for (const code of ['R', 'D']) {
    const after = new Map(two.exposure(code).states.map((state) => [state.state, state]))
    for (const state of one.exposure(code).states) {
      if (state.state === 'TX' || state.state === 'NY') continue
      assert.equal(after.get(state.state), state, `${code} ${state.state}`)
    }
  }
})

test('"rules" takes only a library there is ("us"); without it or thresholds, a study with dated sales and exposure is refused', async () => {
  const wrong = await compileStudy(await copy((dir) => editManifest(dir, (data) => { data.rules = 'uk' })))
  assert.equal(wrong.problems.map(whereAndCode).map((line) => line.replace(/^.*?study\.json/, 'study.json')), ['study.json:10:12: NOT_ONE_OF'])
  const none = await compileStudy(await copy((dir) => editManifest(dir, (data) => { delete data.rules })))
  assert.equal(none.problems.map((problem) => problem.code), ['NO_THRESHOLDS', 'NO_THRESHOLDS', 'NO_THRESHOLDS'])
})

test.run()
