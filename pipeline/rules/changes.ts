/**
 * `npm run rules -- changes --from DATE --to DATE`: every dated row of the library whose Effective From
 * falls in the span (both ends included), by date, then state, then table, each with what it changed
 * against the state's previous row of that table and its source. Rows without a date (the No Sales Tax
 * rows) are no change in any span. Plain text, stable: golden tests compare it.
 */
import { TABLES, COLUMNS, rowsOf, type Library, type LibraryRow } from './library.ts'
import { HEADINGS, describe } from './show.ts'

/** The columns that say what a row is about rather than what it rules. */
const NOT_RULES = new Set(['State', 'Effective From', 'Source', 'Verified On'])

interface Change {
  date: string
  state: string
  tableIndex: number
  row: LibraryRow
  previous: LibraryRow | undefined
}

export function changes(library: Library, from: string | undefined, to: string | undefined): string {
  const found: Change[] = []
  for (const [tableIndex, table] of TABLES.entries()) {
    const states = [...new Set(library.tables[table].map((row) => row.values.State ?? ''))]
    for (const state of states) {
      const rows = rowsOf(library, table, state)
      rows.forEach((row, index) => {
        const date = row.values['Effective From'] ?? ''
        if (date === '' || (from !== undefined && date < from) || (to !== undefined && date > to)) return
        found.push({ date, state, tableIndex, row, previous: index > 0 ? rows[index - 1] : undefined })
      })
    }
  }
  found.sort((a, b) => compare(a.date, b.date) || compare(a.state, b.state) || a.tableIndex - b.tableIndex)
  const span = `${from === undefined ? 'the first row' : from} to ${to === undefined ? 'the last row' : to}`
  const lines = [`Changes in ${library.dir} from ${span}: ${found.length} (facts of law as cited; not legal advice)`]
  for (const change of found) {
    lines.push('', `${change.date}  ${change.state}  ${HEADINGS[change.row.table]}: ${what(change)}`)
    lines.push(`  source: ${change.row.values.Source || 'none'}`, `  verified on: ${change.row.values['Verified On'] || 'none'}`)
  }
  return `${lines.join('\n')}\n`
}

/** What a row changed against the state's previous row of its table; for the first row, what it rules. */
function what({ row, previous }: Change): string {
  if (!previous) return `first row: ${describe(row).join('; ')}`
  const differences = COLUMNS[row.table]
    .filter((column) => !NOT_RULES.has(column) && (row.values[column] ?? '') !== (previous.values[column] ?? ''))
    .map((column) => `${column} ${shown(previous.values[column])} -> ${shown(row.values[column])}`)
  return differences.length > 0 ? differences.join('; ') : 'renewed, no value changed'
}

function shown(value: string | undefined): string {
  return value ? value : 'blank'
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
