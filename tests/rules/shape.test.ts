/**
 * The rules library's shape (rules/us/): every state, DC and PR in thresholds.csv; AK, DE, MT, NH and
 * OR as No Sales Tax and no other state; every row of every table cited (a Source, a Verified On that
 * is a real day no later than today); a state's rows of a table in date order, never two on one day;
 * and each value valid for its column as TRANSACTIONS.md, EXPOSURE.md and LAW.md define it (the study's
 * readers will read the library unchanged).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { stateNames } from '../../schemas/us-states.ts'
import { TABLES, isDay, readLibrary, type LibraryRow, type Table } from '../../pipeline/rules/library.ts'

const library = readLibrary()
const today = new Date().toISOString().slice(0, 10)
const NO_SALES_TAX = ['AK', 'DE', 'MT', 'NH', 'OR']

const PERIOD_TYPES = [
  'Previous Calendar Year', 'Previous Or Current Calendar Year', 'Previous 12 Months', 'Previous Four Calendar Quarters',
  'Twelve Month Ending Sept', 'Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed',
  'Previous Four New York Sales Tax Quarters', 'Preceding 12 Calendar Months',
]
const THRESHOLD_TYPES = ['Sales', 'Transactions', 'Transactions Or Sales', 'Transactions And Sales', 'No Sales Tax']

/** A whole number written plainly, within [low, high]. */
function whole(text: string | undefined, low: number, high: number): boolean {
  return text !== undefined && /^(0|[1-9]\d*)$/.test(text) && Number(text) >= low && Number(text) <= high
}

/** A percent of up to three decimals within [0, 100]. */
function percent(text: string | undefined): boolean {
  return text !== undefined && /^\d{1,3}(\.\d{1,3})?$/.test(text) && Number(text) <= 100
}

function suffixed(text: string, prefix: string, low: number, high: number): boolean {
  return text.startsWith(prefix) && whole(text.slice(prefix.length), low, high)
}

/** What is wrong with a row's values for its table, as messages naming the column; none when it is valid. */
function problems(row: LibraryRow): string[] {
  const v = row.values
  const wrong: string[] = []
  const check = (ok: boolean, column: string) => { if (!ok) wrong.push(`${column} ${JSON.stringify(v[column])}`) }
  check(Object.hasOwn(stateNames, v.State ?? ''), 'State')
  check(Boolean(v.Source?.trim()), 'Source')
  check(isDay(v['Verified On'] ?? '') && (v['Verified On'] ?? '') <= today, 'Verified On')
  const from = v['Effective From'] ?? ''
  switch (row.table) {
    case 'thresholds': {
      const type = v['Threshold Type'] ?? ''
      check(THRESHOLD_TYPES.includes(type), 'Threshold Type')
      const sales = ['Sales', 'Transactions Or Sales', 'Transactions And Sales'].includes(type)
      const transactions = ['Transactions', 'Transactions Or Sales', 'Transactions And Sales'].includes(type)
      check(sales ? /^(?!0+(\.0+)?$)\d+\.\d{2}$/.test(v['Sales Threshold'] ?? '') : v['Sales Threshold'] === '', 'Sales Threshold')
      check(transactions ? whole(v['Transactions Threshold'], 1, 999_999_999) : v['Transactions Threshold'] === '', 'Transactions Threshold')
      check(PERIOD_TYPES.includes(v['Period Type'] ?? ''), 'Period Type')
      // The library dates every rule; only a No Sales Tax row applies from the first day read.
      check(type === 'No Sales Tax' ? from === '' : isDay(from), 'Effective From')
      for (const column of ['Counts Marketplace', 'Counts Exempt', 'Counts Resale', 'Counts Not Taxable']) check(['', 'Yes', 'No'].includes(v[column] ?? ''), column)
      const starts = v['Collection Starts'] ?? ''
      check(['', 'Crossing Day', 'Next Year'].includes(starts) || suffixed(starts, 'Days After ', 1, 365) || suffixed(starts, 'Months After ', 1, 12) || suffixed(starts, 'Month Start After Days ', 1, 365), 'Collection Starts')
      const lasts = v['Nexus Lasts'] ?? ''
      check(['', 'Next Year End', 'Year End', 'While Test Passes'].includes(lasts) || suffixed(lasts, 'Months ', 1, 60), 'Nexus Lasts')
      // LAW.md's COLLECTION_DELAYED_TWICE: a calendar-year measure with collection the next year.
      check(!(v['Period Type'] === 'Previous Calendar Year' && starts === 'Next Year'), 'Collection Starts')
      for (const column of ['Interest Rate', 'Penalty Rate', 'VDA Look Back Months']) check(v[column] === '', column)
      break
    }
    case 'marketplace':
      check(isDay(from), 'Effective From')
      break
    case 'returns':
      check(isDay(from) && from.endsWith('-01'), 'Effective From')
      check(['Monthly', 'Quarterly', 'Annual'].includes(v.Frequency ?? ''), 'Frequency')
      check(v['Due Day'] === 'Last' || whole(v['Due Day'], 1, 31), 'Due Day')
      check(v['Quarter Start Month'] === '' || whole(v['Quarter Start Month'], 1, 3), 'Quarter Start Month')
      check(v['Assessment Years'] === '' || whole(v['Assessment Years'], 1, 20), 'Assessment Years')
      break
    case 'interest':
      check(isDay(from), 'Effective From')
      check(percent(v.Rate), 'Rate')
      check(['Simple', 'Compound Daily', 'Monthly'].includes(v.Method ?? ''), 'Method')
      check(v['Starts After Days'] === '' || whole(v['Starts After Days'], 0, 365), 'Starts After Days')
      break
    case 'penalties':
      check(isDay(from), 'Effective From')
      for (const column of ['Initial Percent', 'Monthly Percent', 'Cap Percent']) check(v[column] === '' || percent(v[column]), column)
      check(v.Minimum === '' || /^\d+(\.\d{1,2})?$/.test(v.Minimum ?? ''), 'Minimum')
      break
    case 'disclosure': {
      check(isDay(from), 'Effective From')
      const back = v['Look Back'] ?? ''
      check(suffixed(back, 'Months ', 1, 120) || suffixed(back, 'Calendar Years ', 1, 10), 'Look Back')
      check(['', 'Yes', 'No'].includes(v['Penalties Waived'] ?? ''), 'Penalties Waived')
      check(v['Interest Waived Percent'] === '' || percent(v['Interest Waived Percent']), 'Interest Waived Percent')
      break
    }
  }
  return wrong
}

function statesOf(table: Table): Set<string> {
  return new Set(library.tables[table].map((row) => row.values.State ?? ''))
}

test('thresholds.csv holds every US state, DC and PR, and nothing else', () => {
  assert.equal([...statesOf('thresholds')].sort(), Object.keys(stateNames).sort())
  assert.is(Object.keys(stateNames).length, 52)
})

test('AK, DE, MT, NH and OR are No Sales Tax (one row each, no threshold), and no other state is', () => {
  const noTax = library.tables.thresholds.filter((row) => row.values['Threshold Type'] === 'No Sales Tax')
  assert.equal(noTax.map((row) => row.values.State).sort(), NO_SALES_TAX)
  for (const state of NO_SALES_TAX) assert.is(library.tables.thresholds.filter((row) => row.values.State === state).length, 1, state)
  assert.match(noTax.find((row) => row.values.State === 'AK')!.values.Source ?? '', /ARSSTC.*out of scope/)
})

test('marketplace.csv holds every state with a sales tax, DC and PR, and no No Sales Tax state', () => {
  const taxing = Object.keys(stateNames).filter((state) => !NO_SALES_TAX.includes(state)).sort()
  assert.equal([...statesOf('marketplace')].sort(), taxing)
})

test('the law tables hold at least some of the ten states with the largest sales tax collections', () => {
  const ten = ['CA', 'TX', 'FL', 'NY', 'WA', 'IL', 'PA', 'OH', 'NJ', 'GA']
  for (const table of ['returns', 'interest', 'penalties', 'disclosure'] as const) {
    const held = statesOf(table)
    assert.ok(ten.filter((state) => held.has(state)).length >= 5, `${table} holds ${[...held].join(' ')}`)
    for (const state of held) assert.ok(Object.hasOwn(stateNames, state), `${table}: ${state}`)
  }
})

for (const table of TABLES) {
  test(`${table}.csv: every row is cited and each value is valid for its column`, () => {
    assert.ok(library.tables[table].length > 0)
    const wrong = library.tables[table].flatMap((row) => problems(row).map((message) => `line ${row.line}: ${message}`))
    assert.equal(wrong, [])
  })

  test(`${table}.csv: a state's rows are in date order, never two on one day`, () => {
    const last = new Map<string, { from: string; line: number }>()
    const wrong: string[] = []
    for (const row of library.tables[table]) {
      const state = row.values.State ?? ''
      const from = row.values['Effective From'] ?? ''
      const before = last.get(state)
      if (before && !(before.from < from)) wrong.push(`${state} line ${row.line} (${from}) after line ${before.line} (${before.from})`)
      last.set(state, { from, line: row.line })
    }
    assert.equal(wrong, [])
  })
}

test('interest.csv: each state keeps one Method (LAW.md: rows that differ are an error)', () => {
  const methods = new Map<string, Set<string>>()
  for (const row of library.tables.interest) {
    const state = row.values.State ?? ''
    methods.set(state, (methods.get(state) ?? new Set()).add(row.values.Method ?? ''))
  }
  assert.equal([...methods].filter(([, set]) => set.size > 1).map(([state]) => state), [])
})

test("thresholds.csv: a state's rows lie together, states in code order (the file reads as the show lists it)", () => {
  const order = library.tables.thresholds.map((row) => row.values.State ?? '')
  const runs = order.filter((state, index) => index === 0 || state !== order[index - 1])
  assert.equal(runs, [...new Set(order)].sort())
})

test.run()
