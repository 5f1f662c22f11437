/**
 * LAW.md's tables (study.json's `law`: returns, interest, penalties, disclosure, marketplace) and
 * rates.csv's dated rows, each row checked against its schema (csv.ts), then what a schema cannot say:
 * Effective From and Verified On are days of the calendar, a returns row begins on a first of a month,
 * a state's rows carry distinct Effective From dates, a state's interest rows share one method, and a
 * Minimum is within the largest amount a study may hold. Every problem is located; a row with one is
 * left out.
 */
import { parseCents, parseThousandths } from '../money.ts'
import type { Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import { parseDay, ymd } from '../transactions/dates.ts'
import { calendarDay } from '../transactions/thresholds.ts'
import { withinLimits } from './amount-limits.ts'
import {
  Dated, DatedRates, lawTables, NO_LAW,
  type DatedRow, type DisclosureRule, type InterestRule, type Law, type LawRow, type LawTable, type MarketplaceRule, type PenaltyRule, type RateRule,
  type ReturnsRule, type StateLaw,
} from '../law/tables.ts'
import type { Located } from './csv.ts'
import type { CsvFile, NamedFiles } from './named-files.ts'
import type {
  LawDisclosureRow, LawInterestRow, LawMarketplaceRow, LawPenaltiesRow, LawReturnsRow, RateRow, RuleOrigin, StudyManifest, UsStateCode,
} from '../../schemas/generated/types.ts'

type Row = { State: string; 'Effective From': string; Source: string; 'Verified On': string }

/** A row of any of the tables, as checked so far: where it is and its cells. */
interface Checked<R> { line: number; values: R; effectiveFrom: number | null }

/**
 * The rows of a file whose Effective From (when `dated`, required: blank only where the schema lets it)
 * and Verified On are days of the calendar and whose (State, Effective From) is not an earlier row's;
 * each other row is a problem at its cell.
 */
function datedRows<R extends Row>(file: CsvFile<R>, rows: Located<R>[] | undefined, problems: Problems): Checked<R>[] {
  const out: Checked<R>[] = []
  const firstLines = new Map<string, number>()
  const column = (name: string) => file.columns.indexOf(name) + 1 || 1
  for (const { line, values } of rows ?? []) {
    const from = values['Effective From']
    let ok = true
    if (from !== '' && !calendarDay(from)) {
      problems.add(file.display, line, column('Effective From'), 'NOT_A_DATE', `Effective From ${quote(from)} is not a day of the calendar; expected a real date as YYYY-MM-DD, such as "2023-07-01"`)
      ok = false
    }
    const verified = values['Verified On']
    if (verified !== '' && !calendarDay(verified)) {
      problems.add(file.display, line, column('Verified On'), 'NOT_A_DATE', `Verified On ${quote(verified)} is not a day of the calendar; expected a real date as YYYY-MM-DD, such as "2025-01-10"`)
      ok = false
    }
    if (!ok) continue
    const key = `${values.State} ${from}`
    const earlier = firstLines.get(key)
    if (earlier !== undefined) {
      const dated = file.columns.includes('Effective From')
      problems.add(file.display, line, dated ? column('Effective From') : 1, 'DUPLICATE_STATE', !dated
        ? `State ${quote(values.State)} appears again; expected each state once (first at line ${earlier})`
        : `State ${quote(values.State)} has a second row with ${from === '' ? 'a blank Effective From' : `Effective From ${from}`} (first at line ${earlier}); expected a distinct Effective From on each of a state's rows`)
      continue
    }
    firstLines.set(key, line)
    out.push({ line, values, effectiveFrom: from === '' ? null : parseDay(from) })
  }
  return out
}

/** What every row carries besides its own columns. */
function base<T extends DatedRow['table']>(table: T, file: CsvFile<Row>, row: Checked<Row>, origin: RuleOrigin) {
  return {
    state: row.values.State as UsStateCode,
    effectiveFrom: row.effectiveFrom!,
    table,
    file: file.file,
    line: row.line,
    origin,
    source: row.values.Source,
    verifiedOn: row.values['Verified On'],
  }
}

const thousandths = (text: string) => (text === '' ? 0 : parseThousandths(text))

function returnsRules(file: CsvFile<Required<LawReturnsRow>>, problems: Problems, origin: RuleOrigin): ReturnsRule[] {
  const column = file.columns.indexOf('Effective From') + 1
  return datedRows(file, file.rows, problems).flatMap((row) => {
    const { values } = row
    if (ymd(row.effectiveFrom!).day !== 1) {
      problems.add(file.display, row.line, column, 'NOT_FIRST_OF_MONTH', `Effective From ${values['Effective From']} is not the first day of a month; expected a returns row to begin on a first of a month, such as "${values['Effective From'].slice(0, 8)}01"`)
      return []
    }
    return [{
      ...base('returns', file, row, origin),
      frequency: values.Frequency,
      dueDay: values['Due Day'] === 'Last' ? 'Last' : Number(values['Due Day']),
      quarterStartMonth: values['Quarter Start Month'] === '' ? 1 : Number(values['Quarter Start Month']),
      assessmentYears: values['Assessment Years'] === '' ? null : Number(values['Assessment Years']),
    }]
  })
}

function interestRules(file: CsvFile<Required<LawInterestRow>>, problems: Problems, origin: RuleOrigin): InterestRule[] {
  const rules = datedRows(file, file.rows, problems).map((row): InterestRule => ({
    ...base('interest', file, row, origin),
    rateThousandths: parseThousandths(row.values.Rate),
    method: row.values.Method,
    startsAfterDays: row.values['Starts After Days'] === '' ? 0 : Number(row.values['Starts After Days']),
  }))
  // A state's rows share one method: each row that differs from the state's first is a problem.
  const first = new Map<UsStateCode, InterestRule>()
  const column = file.columns.indexOf('Method') + 1
  return rules.filter((rule) => {
    const earlier = first.get(rule.state)
    if (!earlier) {
      first.set(rule.state, rule)
      return true
    }
    if (earlier.method === rule.method) return true
    problems.add(file.display, rule.line, column, 'METHODS_DIFFER', `Method ${quote(rule.method)} differs from ${rule.state}'s row at line ${earlier.line} (${earlier.method}); expected one method for all of a state's interest rows`)
    return false
  })
}

function penaltyRules(file: CsvFile<Required<LawPenaltiesRow>>, problems: Problems, origin: RuleOrigin): PenaltyRule[] {
  const rows = withinLimits(file.display, file.rows, file.columns, ['Minimum'], [], ' USD', problems)
  return datedRows(file, rows, problems).map((row) => ({
    ...base('penalties', file, row, origin),
    initialThousandths: thousandths(row.values['Initial Percent']),
    monthlyThousandths: thousandths(row.values['Monthly Percent']),
    capThousandths: row.values['Cap Percent'] === '' ? null : parseThousandths(row.values['Cap Percent']),
    minimumCents: parseCents(row.values.Minimum),
  }))
}

function disclosureRules(file: CsvFile<Required<LawDisclosureRow>>, problems: Problems, origin: RuleOrigin): DisclosureRule[] {
  return datedRows(file, file.rows, problems).map((row) => {
    const [, kind, n] = /^(Months|Calendar Years) ([0-9]+)$/.exec(row.values['Look Back'])!
    return {
      ...base('disclosure', file, row, origin),
      lookBack: { kind: kind as 'Months' | 'Calendar Years', n: Number(n) },
      penaltiesWaived: row.values['Penalties Waived'] !== 'No',
      interestWaivedThousandths: thousandths(row.values['Interest Waived Percent']),
    }
  })
}

function marketplaceRules(file: CsvFile<Required<LawMarketplaceRow>>, problems: Problems, origin: RuleOrigin): MarketplaceRule[] {
  return datedRows(file, file.rows, problems).map((row) => base('marketplace', file, row, origin))
}

/** The study's own tables: each named under study.json's `law`. */
const STUDY_LAW = { pointer: (table: LawTable) => `/law/${table}`, origin: 'study' } as const

/** The schema of each table. */
const schemas = {
  returns: 'input/law-returns.schema.json',
  interest: 'input/law-interest.schema.json',
  penalties: 'input/law-penalties.schema.json',
  disclosure: 'input/law-disclosure.schema.json',
  marketplace: 'input/law-marketplace.schema.json',
} as const satisfies Record<LawTable, string>

/**
 * The tables study.json's `law` names, read and checked; null for a study without `law`. Tables with
 * problems give what rows they can (the run stops at the problems anyway). The rules library's tables
 * are read here too: `from` then says where the manifest names them (`rules`) and that their rows are
 * the library's.
 */
export function readLaw(files: NamedFiles, law: StudyManifest['law'], problems: Problems, from: { pointer: (table: LawTable) => string; origin: RuleOrigin } = STUDY_LAW): Law | null {
  if (law === undefined) return null
  const { origin } = from
  const byTable: { [T in LawTable]?: LawRow[] } = {}
  for (const table of lawTables) {
    const named = law[table]
    if (named === undefined) continue
    const file = files.csv<never>(from.pointer(table), named, schemas[table])
    if (!file?.rows) continue
    byTable[table] = table === 'returns' ? returnsRules(file, problems, origin)
      : table === 'interest' ? interestRules(file, problems, origin)
        : table === 'penalties' ? penaltyRules(file, problems, origin)
          : table === 'disclosure' ? disclosureRules(file, problems, origin)
            : marketplaceRules(file, problems, origin)
  }
  const states = new Map<UsStateCode, StateLaw>()
  const rows: LawRow[] = []
  for (const table of lawTables) {
    const list = byTable[table] ?? []
    rows.push(...[...list].sort((a, b) => a.line - b.line))
    const byState = new Map<UsStateCode, LawRow[]>()
    for (const row of list) byState.set(row.state, [...(byState.get(row.state) ?? []), row])
    for (const [state, stateRows] of byState) {
      const entry = states.get(state) ?? { ...NO_LAW }
      ;(entry as Record<LawTable, Dated<DatedRow> | null>)[table] = new Dated(stateRows)
      states.set(state, entry)
    }
  }
  return { states, rows }
}

/**
 * rates.csv's rows by state: one per state, or with Effective From several with distinct dates (LAW.md);
 * a row with a problem is left out (and reported).
 */
export function readRates(file: CsvFile<Required<RateRow>> | undefined, problems: Problems): Map<string, DatedRates> {
  const byState = new Map<string, RateRule[]>()
  if (!file) return new Map()
  for (const row of datedRows(file, file.rows, problems)) {
    const rule: RateRule = {
      state: row.values.State as UsStateCode,
      effectiveFrom: row.effectiveFrom,
      table: 'rates',
      file: file.file,
      line: row.line,
      origin: 'study',
      source: row.values.Source,
      verifiedOn: row.values['Verified On'],
      rateThousandths: parseThousandths(row.values.Rate),
    }
    byState.set(rule.state, [...(byState.get(rule.state) ?? []), rule])
  }
  return new Map([...byState].map(([state, rules]) => [state, new DatedRates(rules)]))
}
