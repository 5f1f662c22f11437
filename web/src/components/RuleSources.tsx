/**
 * Where a state's figures come from (issue 30): for each table of rules its figures rest on, whether the
 * rows are the rules library's or the study's own, or a default stood in; and behind a disclosure every
 * row, with its citation and the day it was verified, and every default. exposure/<CODE>.json holds the
 * rows (`rules`, `defaults`); this only lays them out.
 */
import type { PlanDefault, PlanRuleRow, RuleOrigin } from '../../../schemas/generated/types.ts'
import { Day } from './ExposureParts.tsx'

type Table = PlanRuleRow['table']

/** The tables in the order the pages name them, as the plan lists its rows. */
const TABLES: readonly Table[] = ['thresholds', 'rates', 'returns', 'interest', 'penalties', 'disclosure', 'marketplace']

/** A file as its path:line names it, without the line. */
const fileOf = (source: string) => source.replace(/:\d+$/, '')

/** Where a row is, in words: "the rules library (rules/us/interest.csv:12)", "the study's law/interest.csv:4". */
export function originText(origin: RuleOrigin, source: string): string {
  return origin === 'library' ? `the rules library (${source})` : `the study's ${source}`
}

/** What one table of a state's figures rests on, in words: its rows' files by origin, and a default where one stood in. */
function tableSource(table: Table, rows: readonly PlanRuleRow[], defaults: readonly PlanDefault[]): string | null {
  const files = new Map<string, RuleOrigin>()
  for (const row of rows) if (row.table === table) files.set(fileOf(row.source), row.origin)
  const parts = [...files].sort(([, a], [, b]) => b.localeCompare(a)).map(([file, origin]) => (origin === 'library' ? `the rules library (${file})` : `the study's ${file}`))
  if (defaults.some((row) => row.table === table)) parts.push(files.size === 0 ? 'a default' : 'a default where no row is in force')
  return parts.length === 0 ? null : `${table[0]!.toUpperCase()}${table.slice(1)}: ${parts.join(' and ')}`
}

/**
 * The files the figures of a page rest on, in words, the study's own first: "rates.csv and the rules
 * library (rules/us: disclosure.csv, interest.csv, …)", or "thresholds.csv and rates.csv" for a study
 * without it.
 */
export function rulesFilesText(rows: readonly PlanRuleRow[]): string {
  const own = new Set<string>()
  const library = new Map<string, Set<string>>()
  for (const row of rows) {
    const file = fileOf(row.source)
    if (row.origin === 'study') own.add(file)
    else {
      const slash = file.lastIndexOf('/')
      const folder = file.slice(0, slash)
      if (!library.has(folder)) library.set(folder, new Set())
      library.get(folder)!.add(file.slice(slash + 1))
    }
  }
  const parts = [...[...own].sort(), ...[...library].map(([folder, files]) => `the rules library (${folder}: ${[...files].sort().join(', ')})`)]
  if (parts.length === 0) return 'no rule row'
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/**
 * A state's facts naming, table by table, what its figures rest on, with every row and default behind a
 * disclosure: files and lines, for the reviewer (data-working: the client's PDF leaves them out; the
 * action plan's assumptions give the client each rule row's terms, source and verification).
 */
export function RuleSources({ state, rows, defaults }: { state: string; rows: readonly PlanRuleRow[]; defaults: readonly PlanDefault[] }) {
  const tables = TABLES.map((table) => tableSource(table, rows, defaults)).filter((text): text is string => text !== null)
  return (
    <>
      <dt data-working="">The figures rest on</dt>
      <dd data-working="">
        {tables.length === 0 ? (
          'No rule row'
        ) : (
          <ul className="rule-sources">
            {tables.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        {rows.length + defaults.length > 0 && (
          <details className="rule-rows">
            <summary>
              Every rule row ({rows.length}){defaults.length > 0 ? ` and default (${defaults.length})` : ''}, with its source
            </summary>
            <ul aria-label={`${state}: every rule row and default behind the figures`}>
              {rows.map((row) => (
                <li key={row.source}>
                  <strong>{row.table}</strong>
                  {row.effectiveFrom === null ? ' from the first day' : <> from <Day date={row.effectiveFrom} /></>}, {originText(row.origin, row.source)}: {row.terms}.{' '}
                  <small>
                    Source: {row.citation === '' ? 'none given' : row.citation}; verified {row.verifiedOn === '' ? 'never' : <Day date={row.verifiedOn} />}.
                  </small>
                </li>
              ))}
              {defaults.map((row) => (
                <li key={`default ${row.table}`}>
                  <strong>{row.table}</strong>, a default: {row.terms}
                  {row.source !== null && row.origin !== null && <small> (from {originText(row.origin, row.source)})</small>}.
                </li>
              ))}
            </ul>
          </details>
        )}
      </dd>
    </>
  )
}
