/**
 * `npm run rules -- show ST --on DATE`: a state's law in force on a day, one block per table of the
 * library, each with its source and verified date; "not held" where the library has no row for the state
 * in that table, "none in force" before its first row. Plain text, stable: golden tests compare it.
 */
import { stateNames } from '../../schemas/us-states.ts'
import type { UsStateCode } from '../../schemas/generated/types.ts'
import { TABLES, inForce, rowsOf, type Library, type LibraryRow, type Table } from './library.ts'

/** Each table's heading in `show` and `changes`. */
export const HEADINGS: Readonly<Record<Table, string>> = {
  thresholds: 'threshold',
  marketplace: 'marketplace facilitator law',
  returns: 'returns',
  interest: 'interest',
  penalties: 'penalties',
  disclosure: 'voluntary disclosure',
}

export function show(library: Library, state: UsStateCode, on: string): string {
  const lines = [`${stateNames[state]} (${state}) on ${on}, from ${library.dir} (facts of law as cited; not legal advice)`]
  for (const table of TABLES) {
    lines.push('', HEADINGS[table])
    const rows = rowsOf(library, table, state)
    const row = inForce(library, table, state, on)
    if (rows.length === 0) lines.push(`  not held: the library has no ${table} row for ${state}`)
    else if (!row) lines.push(`  none in force on ${on}: the library's ${table} rows for ${state} begin on ${rows[0]!.values['Effective From']}`)
    else lines.push(...describe(row).map((line) => `  ${line}`), ...cited(row).map((line) => `  ${line}`))
  }
  return `${lines.join('\n')}\n`
}

/** What a row says, in words: one or more lines. */
export function describe(row: LibraryRow): string[] {
  const v = row.values
  switch (row.table) {
    case 'thresholds':
      return threshold(v)
    case 'marketplace':
      return ['marketplace facilitators collect the tax on the sales they facilitate']
    case 'returns': {
      const quarters = v.Frequency === 'Quarterly' ? `; quarters start in month ${v['Quarter Start Month'] || '1'}` : ''
      const assessment = v['Assessment Years'] ? `; assessment reaches back ${v['Assessment Years']} years` : '; no assessment limit held'
      const due = v['Due Day'] === 'Last' ? 'the last day' : `day ${v['Due Day']}`
      return [`${v.Frequency} returns, due on ${due} of the month after the period${quarters}${assessment}`]
    }
    case 'interest': {
      const rate = v.Method === 'Simple' ? `${v.Rate}% a year, simple` : v.Method === 'Compound Daily' ? `${v.Rate}% a year, compounded daily` : `${v.Rate}% for each month or part of a month`
      const start = v['Starts After Days'] && v['Starts After Days'] !== '0' ? `, accruing only after the first ${v['Starts After Days']} days past the due date` : ', accruing from the due date'
      return [`${rate}${start}`]
    }
    case 'penalties': {
      const monthly = v['Monthly Percent'] && v['Monthly Percent'] !== '0' ? `, plus ${v['Monthly Percent']}% for each further month or part` : ''
      const cap = v['Cap Percent'] ? `, at most ${v['Cap Percent']}%` : ', no cap'
      const minimum = v.Minimum ? `; at least ${v.Minimum} USD a late return` : ''
      return [`${v['Initial Percent'] || '0'}% of the tax for the first month late${monthly}${cap}${minimum}`]
    }
    case 'disclosure': {
      const waived = v['Penalties Waived'] === 'No' ? 'penalties not waived' : 'penalties waived'
      return [`look-back ${v['Look Back']}; ${waived}; ${v['Interest Waived Percent'] || '0'}% of interest waived`]
    }
  }
}

function threshold(v: Readonly<Record<string, string>>): string[] {
  const type = v['Threshold Type']
  if (type === 'No Sales Tax') return ['No Sales Tax']
  const sales = `sales of ${v['Sales Threshold']} USD`
  const transactions = `${v['Transactions Threshold']} transactions`
  const test = type === 'Sales' ? sales : type === 'Transactions' ? transactions : type === 'Transactions Or Sales' ? `${sales} or ${transactions}` : `${sales} and ${transactions}`
  const blank = (value: string | undefined, fallback: string) => (value ? value : `blank (${fallback})`)
  return [
    `${test}, measured over the ${v['Period Type']}`,
    `counts marketplace: ${blank(v['Counts Marketplace'], 'Yes')}; exempt: ${blank(v['Counts Exempt'], 'Yes')}; resale: ${blank(v['Counts Resale'], 'as exempt')}; not taxable: ${blank(v['Counts Not Taxable'], 'as exempt')}`,
    `collection starts: ${blank(v['Collection Starts'], 'Crossing Day')}; nexus lasts: ${blank(v['Nexus Lasts'], 'Next Year End')}`,
  ]
}

function cited(row: LibraryRow): string[] {
  const from = row.values['Effective From']
  return [
    from ? `in force from ${from}` : 'in force from the first day read',
    `source: ${row.values.Source || 'none'}`,
    `verified on: ${row.values['Verified On'] || 'none'}`,
  ]
}
