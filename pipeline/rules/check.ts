/**
 * `npm run rules -- check [STUDY_DIR] [--today DATE]`: lints the rules library (rules/us), or a study's
 * own rule tables (its thresholds.csv and LAW.md's tables) against it. Everything is read by the
 * pipeline's own readers, as `npm run pipeline` reads it (read/rules.ts for the library, read/study.ts
 * for a study), so each error is one the pipeline would stop at, with its problem code. Then the rows
 * read are held to what the readers do not refuse (check-codes.ts): LAW.md's findings about rows (a row
 * without a Source, collection delayed twice), a state's rows out of date order, a Verified On more
 * than a year before --today, in the library a row without a Verified On, and in a study a row whose
 * terms differ from the library's row in force on its Effective From. Plain text, stable: golden tests
 * compare it.
 */
import { Problems, sortProblems } from '../problems.ts'
import { readLibrary, LIBRARY_FOLDERS, type RulesLibrary } from '../read/rules.ts'
import { openStudy } from '../read/study.ts'
import { collectionDelayedTwice } from '../derive/findings.ts'
import { rowSource, tableOf, termsOf } from '../derive/rule-rows.ts'
import { isoDay, parseDay, plusMonths } from '../transactions/dates.ts'
import type { Law, LawRow } from '../law/tables.ts'
import { checkCodes, type CheckCode, type Severity } from './check-codes.ts'
import type { NamedFiles } from '../read/named-files.ts'
import type { ProblemCode } from '../problem-codes.ts'
import type { StateRules, ThresholdRule } from '../transactions/thresholds.ts'
import type { UsStateCode } from '../../schemas/generated/types.ts'

/** One line of the report: where, how severe, the code (a problem code for an error the pipeline raises) and what. */
export interface CheckLine {
  severity: Severity
  /** As messages show a path. */
  file: string
  line: number
  column: number
  code: ProblemCode | CheckCode
  message: string
}

export interface Checked {
  /** What was checked, in words: 'rules/us', or 'examples/x's own tables against rules/us'. */
  target: string
  today: string
  /** Rows read without a problem, and the files they are in. */
  rows: number
  files: number
  lines: CheckLine[]
}

/** A row of thresholds.csv or of a law table, as the lint sees it. */
type Row = ThresholdRule | LawRow

const SEVERITIES: readonly Severity[] = ['error', 'warning', 'notice']

/** The library alone (under `root`, the repository unless a test says otherwise): its errors, then each row held to the library's promises. */
export function checkLibrary(today: string, library: RulesLibrary = 'us', root?: string): Checked {
  const problems = new Problems()
  const read = readLibrary(library, problems, null, true, root)
  const rows = [...allRules(read.thresholds), ...read.law!.rows]
  const lines = [...errorsOf(problems), ...lintRows(rows, read.files, 'library', today)]
  return { target: LIBRARY_FOLDERS[library], today, rows: rows.length, files: new Set(rows.map((row) => row.file)).size, lines }
}

/**
 * A study's own tables: the errors opening the study finds (every file but its entities', and the
 * library's where the study names it), its own rows held to LAW.md, and each compared with the
 * library's.
 */
export async function checkStudy(dir: string, today: string, library: RulesLibrary = 'us'): Promise<Checked> {
  const problems = new Problems()
  const opened = await openStudy(dir, problems)
  const target = `${dir}'s own tables against ${LIBRARY_FOLDERS[library]}`
  if (!opened) return { target, today, rows: 0, files: 0, lines: errorsOf(problems) }
  const { study, files } = opened
  const own: Row[] = [...allRules(study.thresholds), ...(study.law?.rows ?? [])].filter((row) => row.origin === 'study')
  // The library as the study would read it; its problems are the study's only where the study names it (and then already counted).
  const libraryProblems = new Problems()
  const theirs = readLibrary(library, libraryProblems, null, true)
  const names = study.manifest.rules === library
  const lines = [
    ...errorsOf(problems),
    ...(names ? [] : errorsOf(libraryProblems)),
    ...lintRows(own, files, 'study', today),
    ...differences(own, files, theirs, study.scope.first, names),
  ]
  return { target, today, rows: own.length, files: new Set(own.map((row) => row.file)).size, lines }
}

/** The report: a heading, the counts, then each severity's lines in file order. */
export function report(checked: Checked): string {
  const count = (severity: Severity) => checked.lines.filter((line) => line.severity === severity).length
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  const out = [
    `Rules check of ${checked.target}, today ${checked.today} (facts of law as cited; not legal advice)`,
    `${plural(checked.rows, 'row')} in ${plural(checked.files, 'file')}${checked.rows === 0 ? ' (no rule tables of its own)' : ''}: ${SEVERITIES.map((severity) => plural(count(severity), severity)).join(', ')}`,
  ]
  for (const severity of SEVERITIES) {
    const lines = checked.lines.filter((line) => line.severity === severity)
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code))
    if (lines.length === 0) continue
    out.push('', `${severity}s:`, ...lines.map((line) => `${line.file}:${line.line}:${line.column}: ${line.code} ${line.message}`))
  }
  return `${out.join('\n')}\n`
}

/** Whether a report has an error: the command then exits 1. */
export function hasErrors(checked: Checked): boolean {
  return checked.lines.some((line) => line.severity === 'error')
}

function allRules(thresholds: ReadonlyMap<UsStateCode, StateRules>): ThresholdRule[] {
  return [...thresholds.values()].flatMap((rules) => rules.list)
}

function errorsOf(problems: Problems): CheckLine[] {
  return sortProblems(problems.list).map((problem) => ({ severity: 'error', ...problem }))
}

/** What the lint says of each row: every code whose severity in this mode is not null. */
function lintRows(rows: readonly Row[], files: NamedFiles, mode: 'library' | 'study', today: string): CheckLine[] {
  const out: CheckLine[] = []
  const add = (code: CheckCode, row: Row, column: string, message: string) => {
    const severity = checkCodes[code][mode]
    if (severity === null) return
    const columns = files.columnsOf(row.file) ?? []
    out.push({ severity, file: files.display(row.file), line: row.line, column: columns.indexOf(column) + 1 || 1, code, message })
  }
  const longAgo = plusMonths(parseDay(today), -12)
  for (const row of rows) {
    const what = `${row.state}'s ${tableOf(row)} row${from(row)}`
    if (row.source === '') add('RULE_WITHOUT_SOURCE', row, 'Source', `${what} names no Source; expected the statute, regulation or department notice it rests on`)
    if (row.verifiedOn === '') add('NOT_VERIFIED', row, 'Verified On', `${what} has no Verified On; expected the date of its source as read`)
    else if (parseDay(row.verifiedOn) < longAgo) {
      add('VERIFIED_LONG_AGO', row, 'Verified On', `${what} was verified on ${row.verifiedOn}, more than a year before ${today}; check its source again`)
    }
    if (!('table' in row)) {
      const delayed = collectionDelayedTwice(row)
      if (delayed) add('COLLECTION_DELAYED_TWICE', row, 'Collection Starts', delayed.message)
    }
  }
  // A state's rows of a file in line order: each dated before the latest above it is out of order.
  const latest = new Map<string, Row>()
  for (const row of [...rows].sort((a, b) => a.line - b.line)) {
    const key = `${row.file} ${row.state}`
    const above = latest.get(key)
    if (above && (row.effectiveFrom ?? -Infinity) < (above.effectiveFrom ?? -Infinity)) {
      add('OUT_OF_DATE_ORDER', row, 'Effective From', `${row.state}'s row${from(row)} comes after its row from ${isoDay(above.effectiveFrom!)} at line ${above.line}; expected a state's rows in date order`)
    } else latest.set(key, row)
  }
  return out
}

/**
 * Each of the study's own rows against the library's row of its table and state in force on its
 * Effective From (a row without one: on the first day the study reads); nothing where the library holds
 * no row of the table for the state.
 */
function differences(own: readonly Row[], files: NamedFiles, library: { thresholds: ReadonlyMap<UsStateCode, StateRules>; law: Law | null }, firstDay: number, named: boolean): CheckLine[] {
  const out: CheckLine[] = []
  for (const row of own) {
    const table = tableOf(row)
    const theirs: { on(day: number): Row | undefined; list: readonly Row[] } | null | undefined = !('table' in row) ? library.thresholds.get(row.state)
      : row.table === 'rates' ? null : library.law?.states.get(row.state)?.[row.table]
    if (!theirs) continue
    const day = row.effectiveFrom ?? firstDay
    const inForce = theirs.on(day)
    const replaced = named ? `; the study's rows of this table stand for ${row.state} instead of the library's` : ''
    const message = !inForce
      ? `${row.state}'s ${table} row${from(row)} has no library row in force on ${isoDay(day)} to compare with: the library's begin on ${isoDay(theirs.list[0]!.effectiveFrom!)} (${rowSource(theirs.list[0]!)})${replaced}`
      : describe(inForce) === describe(row) ? null
        : `${row.state}'s ${table} row${from(row)} says "${describe(row)}"; the library's in force on ${isoDay(day)}, ${rowSource(inForce)}${from(inForce)}, says "${describe(inForce)}" (npm run rules -- show ${row.state} --on ${isoDay(day)})${replaced}`
    if (message !== null) out.push({ severity: checkCodes.DIFFERS_FROM_LIBRARY.study, file: files.display(row.file), line: row.line, column: 1, code: 'DIFFERS_FROM_LIBRARY', message })
  }
  return out
}

/** ' from 2020-01-01', or '' for a row in force from the first day read. */
function from(row: Row): string {
  return row.effectiveFrom === null ? '' : ` from ${isoDay(row.effectiveFrom)}`
}

/** A row's terms in words, with what a threshold counts (which termsOf leaves to the row). */
function describe(row: Row): string {
  if ('table' in row) return termsOf(row)
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
  return `${termsOf(row)}; counts marketplace ${yesNo(row.countsMarketplace)}, exempt ${yesNo(row.countsExempt)}, resale ${yesNo(row.countsResale)}, not taxable ${yesNo(row.countsNotTaxable)}`
}
