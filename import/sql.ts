/**
 * A mapping compiled to DuckDB SQL (docs/import.md). Two steps:
 *
 * 1. `partsQuery`: one source (a CSV file, or a set of Parquet files) read once, streaming, into its
 *    runs and parts. A run is a stretch of consecutive rows with one order key; a part is what a run
 *    gives one line of the transactions file: its sales, or its refund rows of one date, per channel.
 *    The order's columns are read off the run's first row (arg_min by row number). Each row is numbered
 *    as the reader gives it (row_number() OVER (), a streaming window: file order), so that a problem
 *    can be located at its line afterwards (import/lines.ts).
 * 2. `orderQueries`: over every source's runs and parts (a table of thousands or millions of rows, not
 *    the files): the orders (the first run of each key), what drops them, the lines, the report's counts.
 *
 * No text of a mapping or of the command line reaches SQL but through `ident` (a quoted identifier) or
 * `lit` (a quoted literal); every value a mapping gives is one of the schema's closed vocabulary.
 */
import type { ImportMapping } from '../schemas/generated/types.ts'
import { stateNames } from '../schemas/us-states.ts'

export type Condition = NonNullable<ImportMapping['cancelled']>
type DateFormat = ImportMapping['date']['format']

/** A quoted SQL identifier: any name, quotes doubled. */
export function ident(name: string): string {
  if (name.includes('\0')) throw new Error('a name with a NUL character')
  return `"${name.replace(/"/g, '""')}"`
}

/** A quoted SQL string literal: any text, quotes doubled. */
export function lit(text: string): string {
  if (text.includes('\0')) throw new Error('a text with a NUL character')
  return `'${text.replace(/'/g, "''")}'`
}

/** What the command line adds to a mapping. */
export interface ImportOptions {
  includeShipping: boolean
  marketplaceSources: readonly string[]
  /** The IANA zone dates are taken in; undefined: the mapping's takeIn, else as written. */
  timeZone?: string | undefined
}

/** Every column a mapping reads, each once, in the order first named. */
export function columnsOf(mapping: ImportMapping): string[] {
  const names: string[] = []
  const add = (name: string | undefined) => {
    if (name !== undefined && !names.includes(name)) names.push(name)
  }
  const condition = (test: Condition | undefined) => add(test?.column)
  add(mapping.order.key)
  for (const name of mapping.order.fillDown ?? []) add(name)
  for (const name of mapping.order.collapse ?? []) add(name)
  for (const filter of mapping.filters ?? []) condition(filter)
  add(mapping.status?.column)
  condition(mapping.cancelled)
  add(mapping.date.column)
  add(mapping.date.time)
  add(mapping.date.zoneColumn)
  for (const place of mapping.state.from) {
    add(place.state)
    add(place.country)
  }
  for (const term of mapping.amount.terms) add(term.column)
  add(mapping.amount.rowComponent?.column)
  add(mapping.amount.total)
  const refunds = mapping.refunds
  if (refunds?.from === 'rows') {
    condition(refunds.when)
    add(refunds.key)
  } else if (refunds?.from === 'column') {
    add(refunds.column)
    add(refunds.date)
  } else if (refunds?.from === 'status') condition(refunds.when)
  add(mapping.currency?.column)
  for (const rule of mapping.channels ?? []) condition(rule.when)
  return names
}

/** The column a mapping's name is read as in the SQL: c0, c1... by its place in columnsOf. */
export type Aliases = (name: string) => string

export function aliasesOf(columns: readonly string[]): Aliases {
  return (name) => {
    const index = columns.indexOf(name)
    if (index === -1) throw new Error(`column ${name} is not read`)
    return `c${index}`
  }
}

/** A value with its surrounding spaces removed, '' for a blank (NULL) cell. */
const text = (column: string) => `trim(coalesce(${column}, ''))`

/** A condition on a row, as SQL over the aliases. */
export function conditionSql(test: Condition, alias: Aliases, options: ImportOptions): string {
  const value = text(alias(test.column))
  if (test.in) return `${value} IN (${test.in.map((item) => lit(item.trim())).join(', ')})`
  if (test.notIn) return `${value} NOT IN (${test.notIn.map((item) => lit(item.trim())).join(', ')})`
  if (test.blank !== undefined) return test.blank ? `${value} = ''` : `${value} <> ''`
  if (test.inMarketplaceSources) {
    return options.marketplaceSources.length === 0 ? 'false' : `${value} IN (${options.marketplaceSources.map((item) => lit(item.trim())).join(', ')})`
  }
  throw new Error('a condition without a test')
}

/** A text amount as written (plain or grouped) in cents, NULL when it cannot be read; a blank is 0. */
export function centsSql(value: string, written: 'plain' | 'grouped' = 'plain'): string {
  const v = text(value)
  // At most 13 digits before the point: the cents stay far inside BIGINT and DuckDB's DECIMAL(18,2).
  if (written === 'plain') {
    return `CASE WHEN ${v} = '' THEN 0 WHEN regexp_full_match(${v}, '-?[0-9]{1,13}(\\.[0-9]{1,2})?') THEN CAST(CAST(${v} AS DECIMAL(18, 2)) * 100 AS BIGINT) END`
  }
  // Grouped: a sign, a dollar sign and thousands separators as exports write them ($1,234.50, -$12.00, -1,052.64).
  const bare = `replace(replace(${v}, '$', ''), ',', '')`
  return `CASE WHEN ${v} = '' THEN 0 WHEN regexp_full_match(${v}, '-?\\$?-?[0-9]{1,3}(,?[0-9]{3}){0,4}(\\.[0-9]{1,2})?') AND NOT regexp_full_match(${v}, '-.*-.*')
    THEN CAST(CAST(${bare} AS DECIMAL(18, 2)) * 100 AS BIGINT) END`
}

/** The offsets of the US zone abbreviations exports write (Amazon's PST, PayPal's PDT...), in minutes. */
const zoneAbbreviations: Record<string, number> = {
  UTC: 0, GMT: 0, Z: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
  AKST: -540, AKDT: -480, HST: -600, HDT: -540,
}

function abbreviationMinutes(abbreviation: string): string {
  return `CASE ${abbreviation} ${Object.entries(zoneAbbreviations).map(([name, minutes]) => `WHEN ${lit(name)} THEN ${minutes}`).join(' ')} END`
}

/**
 * A date as written: `day` its calendar day as written (a DATE, NULL when it cannot be read) and
 * `instant` the moment it names (a TIMESTAMPTZ, NULL where the value says no time or zone).
 */
export function dateSql(value: string, format: DateFormat, zone: string | undefined, time?: string | undefined, zoneColumn?: string | undefined): { day: string; instant: string } {
  const v = text(value)
  const localAt = (local: string) => {
    if (zoneColumn !== undefined) return `(${local} - to_minutes(CAST(${abbreviationMinutes(`upper(${text(zoneColumn)})`)} AS BIGINT))) AT TIME ZONE 'UTC'`
    return zone === undefined ? 'CAST(NULL AS TIMESTAMPTZ)' : `timezone(${lit(zone)}, ${local})`
  }
  const withTime = (day: string, pattern: string) => {
    if (time === undefined) return { day, instant: 'CAST(NULL AS TIMESTAMPTZ)' }
    return { day, instant: `CASE WHEN ${day} IS NOT NULL THEN ${localAt(`try_strptime(${v} || ' ' || ${text(time)}, ${lit(`${pattern} %H:%M:%S`)})`)} END` }
  }
  switch (format) {
    case 'YYYY-MM-DD':
      return withTime(`CASE WHEN regexp_full_match(${v}, '[0-9]{4}-[0-9]{2}-[0-9]{2}') THEN try_cast(${v} AS DATE) END`, '%Y-%m-%d')
    case 'YYYY-MM-DD and anything after':
      return { day: `CASE WHEN regexp_matches(${v}, '^[0-9]{4}-[0-9]{2}-[0-9]{2}') THEN try_cast(left(${v}, 10) AS DATE) END`, instant: 'CAST(NULL AS TIMESTAMPTZ)' }
    case 'YYYY-MM-DD HH:MM:SS +HHMM': {
      const ok = `regexp_full_match(${v}, '[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2} [+-][0-9]{4}')`
      const instant = `try_strptime(${v}, '%Y-%m-%d %H:%M:%S %z')`
      return { day: `CASE WHEN ${ok} AND ${instant} IS NOT NULL THEN try_cast(left(${v}, 10) AS DATE) END`, instant: `CASE WHEN ${ok} THEN ${instant} END` }
    }
    case 'YYYY-MM-DD HH:MM[:SS]': {
      const ok = `regexp_full_match(${v}, '[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,6})?)?')`
      const local = `try_cast(replace(${v}, 'T', ' ') AS TIMESTAMP)`
      return { day: `CASE WHEN ${ok} AND ${local} IS NOT NULL THEN CAST(${local} AS DATE) END`, instant: `CASE WHEN ${ok} THEN ${localAt(local)} END` }
    }
    case 'ISO 8601 with offset': {
      const ok = `regexp_full_match(${v}, '[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}(:?[0-9]{2})?)')`
      const instant = `try_cast(${v} AS TIMESTAMPTZ)`
      return { day: `CASE WHEN ${ok} AND ${instant} IS NOT NULL THEN try_cast(left(${v}, 10) AS DATE) END`, instant: `CASE WHEN ${ok} THEN ${instant} END` }
    }
    case 'MM/DD/YYYY':
      return withTime(`CASE WHEN regexp_full_match(${v}, '[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}') THEN CAST(try_strptime(${v}, '%m/%d/%Y') AS DATE) END`, '%m/%d/%Y')
    case 'MM/DD/YY':
      return withTime(`CASE WHEN regexp_full_match(${v}, '[0-9]{1,2}/[0-9]{1,2}/[0-9]{2}') THEN CAST(try_strptime(${v}, '%m/%d/%y') AS DATE) END`, '%m/%d/%y')
    case 'Mon D, YYYY H:MM:SS AM ZONE': {
      const ok = `regexp_full_match(${v}, '[A-Z][a-z]{2} [0-9]{1,2}, [0-9]{4} [0-9]{1,2}:[0-9]{2}:[0-9]{2} [AP]M [A-Z]{1,4}')`
      const local = `try_strptime(regexp_extract(${v}, '^(.*) [A-Z]+$', 1), '%b %d, %Y %I:%M:%S %p')`
      const minutes = abbreviationMinutes(`regexp_extract(${v}, ' ([A-Z]+)$', 1)`)
      return {
        day: `CASE WHEN ${ok} AND ${minutes} IS NOT NULL THEN CAST(${local} AS DATE) END`,
        instant: `CASE WHEN ${ok} THEN (${local} - to_minutes(CAST(${minutes} AS BIGINT))) AT TIME ZONE 'UTC' END`,
      }
    }
    case 'Mon-DD-YY':
      return withTime(`CASE WHEN regexp_full_match(${v}, '[A-Z][a-z]{2}-[0-9]{1,2}-[0-9]{2}') THEN CAST(try_strptime(${v}, '%b-%d-%y') AS DATE) END`, '%b-%d-%y')
  }
}

/** The day a sale or refund is dated: in `zone` when the value names a moment, else as written. */
export function takenSql(day: string, instant: string, zone: string | undefined): string {
  if (zone === undefined) return day
  return `coalesce(CAST(timezone(${lit(zone)}, ${instant}) AS DATE), ${day})`
}

/** State codes, and each state's name in lower case. */
const codes = Object.keys(stateNames)

/** A state as written (a code or a name, any case) as its code; NULL when it is neither. */
export function stateCodeSql(value: string): string {
  const v = `upper(${text(value)})`
  const byName = Object.entries(stateNames).map(([code, name]) => `WHEN ${lit(name.toUpperCase())} THEN ${lit(code)}`).join(' ')
  return `CASE WHEN ${v} IN (${codes.map(lit).join(', ')}) THEN ${v} ELSE CASE ${v} ${byName} END END`
}

/** The row-level SQL of one source: its parts and runs (see the module's comment). */
export interface Reader {
  /** The reader's SQL (read_csv(...) or read_parquet(...)). */
  from: string
  /** Each column a mapping reads, as SQL over the reader (a quoted name, or its cast to text), in columnsOf's order. */
  columns: readonly string[]
  /** The reader's columns giving a row's file and its row there (Parquet); undefined for CSV, where rn is the place. */
  place?: { file: string; row: string } | undefined
  /** The reader's first column as SQL, where the mapping has a footer rule. */
  firstColumn?: string | undefined
}

/** Which components a sale counts: merchandise always, shipping and gift wrap as the mapping and options say. */
export function countedComponents(mapping: ImportMapping, options: ImportOptions): Set<string> {
  const components = new Set<string>(['merchandise', ...(mapping.amount.include ?? [])])
  if (options.includeShipping) components.add('shipping')
  return components
}

/** The terms of a sale's amount that count, in the mapping's order. */
export function countedTerms(mapping: ImportMapping, options: ImportOptions): ImportMapping['amount']['terms'][number][] {
  const components = countedComponents(mapping, options)
  return mapping.amount.terms.filter((term) => components.has(term.component ?? 'merchandise') !== (term.removes === true))
}

/**
 * Every row of a source, in file order, with what the mapping makes of it: whether it is kept, its order
 * key, run, whether it is a refund, its amount in cents (NULL where a term cannot be read) and channel.
 */
function rowsSql(mapping: ImportMapping, reader: Reader, options: ImportOptions): string {
  const names = columnsOf(mapping)
  const alias = aliasesOf(names)
  const written = mapping.amount.written ?? 'plain'
  const firstRowAmounts = mapping.amount.from === 'firstRow'
  // Columns read on every row from the order's first row, where a row's own value is read (everyRow).
  const fillDown = new Set(firstRowAmounts ? [] : mapping.order.fillDown ?? [])
  const rowValue = (name: string) => (fillDown.has(name) ? `f_${alias(name)}` : alias(name))

  const selected = names.map((_, index) => `${reader.columns[index]!} AS c${index}`)
  const extra = [
    ...(reader.place ? [`${reader.place.file} AS src_file`, `${reader.place.row} AS src_row`] : []),
    ...(reader.firstColumn !== undefined ? [`${reader.firstColumn} AS first_field`] : []),
  ]
  const keep: string[] = []
  if (mapping.input.footer && reader.firstColumn !== undefined) {
    keep.push(...mapping.input.footer.firstFieldStartsWith.map((prefix) => `NOT starts_with(coalesce(first_field, ''), ${lit(prefix)})`))
  }
  for (const filter of mapping.filters ?? []) keep.push(conditionSql(filter, alias, options))

  const refunds = mapping.refunds
  const refundRow = refunds?.from === 'rows' ? conditionSql(refunds.when, alias, options) : 'false'
  const key = refunds?.from === 'rows' && refunds.key !== undefined
    ? `CASE WHEN refund THEN nullif(${text(alias(refunds.key))}, '') ELSE nullif(${text(alias(mapping.order.key))}, '') END`
    : `nullif(${text(alias(mapping.order.key))}, '')`
  const filledKey = mapping.order.blankKeyContinues ? 'CASE WHEN keep THEN last_value(k0 IGNORE NULLS) OVER (ROWS UNBOUNDED PRECEDING) END' : 'k0'
  const fills = [...fillDown].map((name) =>
    `last_value(CASE WHEN starts THEN coalesce(${alias(name)}, '') END IGNORE NULLS) OVER (ROWS UNBOUNDED PRECEDING) AS f_${alias(name)}`)

  const terms = countedTerms(mapping, options)
  const termSql = terms.length === 0 ? '0' : terms.map((term) => `${term.sign === '-' ? '-' : ''}(${centsSql(rowValue(term.column), written)})`).join(' + ')
  const component = mapping.amount.rowComponent
  const components = countedComponents(mapping, options)
  const rowCounts = component
    ? `${text(rowValue(component.column))} IN (${Object.entries(component.values).filter(([, value]) => value !== undefined && components.has(value)).map(([name]) => lit(name)).join(', ') || "''"})`
    : 'true'
  const counts = `(${firstRowAmounts ? 'starts AND NOT refund' : 'NOT refund'}) AND ${rowCounts} AND NOT repeat`
  const refundSign = refunds?.from === 'rows' && refunds.sign === 'negate' ? '-' : ''
  const refundCounts = `refund AND ${rowCounts} AND NOT repeat`
  const cents = `CASE WHEN ${refundCounts} THEN ${refundSign}(${termSql}) WHEN ${counts} THEN ${termSql} ELSE 0 END`

  const rules = (mapping.channels ?? []).map((rule) => `WHEN ${conditionSql(rule.when, rowValue, options)} THEN ${lit(rule.channel)}`)
  const fallback = lit(mapping.defaultChannel ?? 'Direct')
  const channel = rules.length === 0 ? fallback : `CASE ${rules.join(' ')} ELSE ${fallback} END`
  const collapse = mapping.order.collapse
  const repeat = collapse
    ? `(NOT starts AND k IS NOT NULL AND ${collapse.map((name) => `${alias(name)} IS NOT DISTINCT FROM lag(${alias(name)}) OVER ()`).join(' AND ')})`
    : 'false'
  // A firstRow mapping without refund rows: each run is its first row, and no other row is read.
  const single = firstRowAmounts && refunds?.from !== 'rows'
  const ownDate = (name: string | undefined) => (refunds?.from === 'rows' && name !== undefined ? `CASE WHEN refund THEN ${text(alias(name))} END` : 'CAST(NULL AS VARCHAR)')

  // The key of the row above that has one: lag(k) alone where no row between an order's rows is left out.
  const gaps = (mapping.filters?.length ?? 0) > 0 || mapping.input.footer !== undefined || (refunds?.from === 'rows' && refunds.key !== undefined)
  return `src AS (SELECT row_number() OVER () AS rn, ${[...selected, ...extra].join(', ')} FROM ${reader.from}),
flagged AS (SELECT *, ${keep.length === 0 ? 'true' : keep.join(' AND ')} AS keep FROM src),
refunding AS (SELECT *, keep AND ${refundRow} AS refund FROM flagged),
keyed AS (SELECT *, CASE WHEN keep THEN ${key} END AS k0 FROM refunding),
filled AS (SELECT *, ${filledKey} AS k FROM keyed),
${gaps ? 'lastkey AS (SELECT *, last_value(k IGNORE NULLS) OVER (ROWS UNBOUNDED PRECEDING) AS lk FROM filled),\n' : ''}marked AS (SELECT *, k IS NOT NULL AND k IS DISTINCT FROM lag(${gaps ? 'lk' : 'k'}) OVER () AS starts FROM ${gaps ? 'lastkey' : 'filled'}),
numbered AS (SELECT *, ${single ? 'CASE WHEN starts THEN rn END' : 'CASE WHEN k IS NOT NULL THEN last_value(CASE WHEN starts THEN rn END IGNORE NULLS) OVER (ROWS UNBOUNDED PRECEDING) END'} AS run,
  ${repeat} AS repeat${fills.length > 0 ? `, ${fills.join(', ')}` : ''} FROM marked),
rowed AS (SELECT *, ${cents} AS cents, k IS NOT NULL AND ((${refundCounts}) OR ${counts}) AS checked, ${firstRowAmounts ? `CASE WHEN starts OR refund THEN ${channel} END` : channel} AS channel,
  ${ownDate(mapping.date.column)} AS rdate, ${ownDate(mapping.date.time)} AS rtime, ${ownDate(mapping.date.zoneColumn)} AS rzone FROM numbered)`
}

/** A check of every order's first row: the row fails when `bad`; `raw` is the value the message quotes. */
export interface Check {
  code: 'NOT_A_DATE' | 'BAD_AMOUNT' | 'WRONG_CURRENCY'
  column: string
  bad: string
  raw: string
}

/**
 * What an order's first row says, as SQL over its columns (`alias`: the row's own in a firstRow
 * mapping, c0...; the run's first row gathered, f0..., in an everyRow one): its date, state, whether it
 * was cancelled or has a status that does not count, its cumulative refund and total, and the checks.
 */
function orderLevel(mapping: ImportMapping, options: ImportOptions, alias: Aliases, isSale: string): { columns: string[]; checks: Check[] } {
  const written = mapping.amount.written ?? 'plain'
  const date = dateSql(alias(mapping.date.column), mapping.date.format, mapping.date.zone, mapping.date.time && alias(mapping.date.time), mapping.date.zoneColumn && alias(mapping.date.zoneColumn))
  const refunds = mapping.refunds
  const refundDate = refunds?.from === 'column' && refunds.date !== undefined ? dateSql(alias(refunds.date), mapping.date.format, mapping.date.zone) : undefined
  const checks: Check[] = []
  // A run that starts with a refund row has its own date checked with the refund rows.
  checks.push({ code: 'NOT_A_DATE', column: mapping.date.column, bad: `(${date.day}) IS NULL AND ${refunds?.from === 'rows' ? isSale : 'true'}`, raw: alias(mapping.date.column) })
  if (mapping.currency) {
    const value = text(alias(mapping.currency.column))
    checks.push({ code: 'WRONG_CURRENCY', column: mapping.currency.column, bad: `upper(${value}) <> 'USD'`, raw: alias(mapping.currency.column) })
  }
  const money = (column: string | undefined) => {
    if (column !== undefined) checks.push({ code: 'BAD_AMOUNT', column, bad: `${isSale} AND (${centsSql(alias(column), written)}) IS NULL`, raw: alias(column) })
  }
  if (mapping.amount.from === 'firstRow') for (const term of countedTerms(mapping, options)) money(term.column)
  if (refunds?.from === 'column') {
    money(refunds.column)
    if (!countedTerms(mapping, options).some((term) => term.column === mapping.amount.total)) money(mapping.amount.total)
    if (refundDate) checks.push({ code: 'NOT_A_DATE', column: refunds.date!, bad: `${isSale} AND ${text(alias(refunds.date!))} <> '' AND (${refundDate.day}) IS NULL`, raw: alias(refunds.date!) })
  }
  const cancelled = mapping.cancelled ? conditionSql(mapping.cancelled, alias, options) : 'false'
  const status = mapping.status ? `${text(alias(mapping.status.column))} NOT IN (${mapping.status.in.map((value) => lit(value.trim())).join(', ')})` : 'false'
  const columns = [
    `${date.day} AS day`, `${date.instant} AS instant`, `${stateSql(mapping, alias)} AS state`, `${cancelled} AS is_cancelled`, `${status} AS bad_status`,
    `${refunds?.from === 'column' ? centsSql(alias(refunds.column), written) : 'CAST(0 AS BIGINT)'} AS refunded_cents`,
    `${mapping.amount.total ? centsSql(alias(mapping.amount.total), written) : 'CAST(NULL AS BIGINT)'} AS total_cents`,
    `${refundDate ? refundDate.day : 'CAST(NULL AS DATE)'} AS refund_day`, `${refundDate ? refundDate.instant : 'CAST(NULL AS TIMESTAMPTZ)'} AS refund_instant`,
    `${refunds?.from === 'status' ? conditionSql(refunds.when, alias, options) : 'false'} AS status_refund`,
    // Each check's verdict, and the value it quotes only where it fails (NULL elsewhere: nothing held).
    ...checks.flatMap((check, index) => [`(${check.bad}) AS bad${index}`, `${check.raw} AS raw${index}`]),
  ]
  return { columns, checks }
}

/**
 * One source's parts, read once. In a firstRow mapping: each run's first row and each refund row, as
 * they are, with what the first row says worked out here (orderLevel), so that no row's text is kept;
 * a run's other rows are in no part. In an everyRow mapping: each run's sales, or its refund rows of one
 * date, per channel, summed; the part holding the run's first row (has_start) carries every column read
 * off it (f0, f1...: columnsOf's order) for the order stage.
 */
export function partsQuery(mapping: ImportMapping, reader: Reader, options: ImportOptions): string {
  const names = columnsOf(mapping)
  const place = reader.place ? ['src_file', 'src_row'] : ['CAST(NULL AS VARCHAR) AS src_file', 'CAST(NULL AS BIGINT) AS src_row']
  if (mapping.amount.from === 'firstRow') {
    const level = orderLevel(mapping, options, aliasesOf(names), 'NOT refund')
    // Each check's value is kept only where the check fails (NULL elsewhere: no row's text is held).
    const raws = level.checks.map((_, index) => `CASE WHEN bad${index} THEN raw${index} END AS raw${index}`)
    return `WITH ${rowsSql(mapping, reader, options)}
SELECT * REPLACE (${raws.length > 0 ? raws.join(', ') : 'run AS run'}) FROM (
SELECT run, refund, channel, rdate, rtime, rzone, starts AS has_start, k, rn AS first_rn,
  CAST(cents AS HUGEINT) AS cents, CASE WHEN checked AND cents IS NULL THEN 1 ELSE 0 END AS bad_amounts, CASE WHEN checked THEN 1 ELSE 0 END AS counted,
  ${[...place, ...level.columns].join(',\n  ')}
FROM rowed WHERE starts OR refund)`
  }
  const first = names.map((_, index) => `any_value(c${index}) FILTER (WHERE starts) AS f${index}`)
  const firstPlace = reader.place
    ? ['any_value(src_file) FILTER (WHERE starts) AS src_file', 'any_value(src_row) FILTER (WHERE starts) AS src_row']
    : place
  return `WITH ${rowsSql(mapping, reader, options)}
SELECT run, refund, channel, rdate, rtime, rzone, bool_or(starts) AS has_start, any_value(k) AS k, min(rn) AS first_rn,
  CAST(sum(cents) AS HUGEINT) AS cents, count(*) FILTER (WHERE checked AND cents IS NULL) AS bad_amounts, count(*) FILTER (WHERE checked) AS counted,
  ${[...first, ...firstPlace].join(',\n  ')}
FROM rowed WHERE run IS NOT NULL
GROUP BY run, refund, channel, rdate, rtime, rzone`
}

/** The checks of every order's first row (the runs table's bad0, raw0...). */
export function checks(mapping: ImportMapping, options: ImportOptions): Check[] {
  return orderLevel(mapping, options, aliasesOf(columnsOf(mapping)), 'has_sale').checks
}

/** A source's rows whose amount cannot be read (everyRow), the first `limit` of them: rn, place, and each counted term's value and whether it is unreadable. */
export function badAmountsQuery(mapping: ImportMapping, reader: Reader, options: ImportOptions, limit: number): string {
  const alias = aliasesOf(columnsOf(mapping))
  const written = mapping.amount.written ?? 'plain'
  const terms = countedTerms(mapping, options)
  const place = reader.place ? 'src_file, src_row' : 'CAST(NULL AS VARCHAR) AS src_file, CAST(NULL AS BIGINT) AS src_row'
  const values = terms.map((term, index) => `${alias(term.column)} AS v${index}, (${centsSql(alias(term.column), written)}) IS NULL AS bad${index}`)
  return `WITH ${rowsSql(mapping, reader, options)}
SELECT rn, ${place}, ${values.join(', ')}
FROM rowed WHERE checked AND cents IS NULL ORDER BY rn LIMIT ${Math.max(0, Math.floor(limit))}`
}

/** The zone dates are taken in: --time-zone, else the mapping's takeIn, else none (as written). */
export function zoneOf(mapping: ImportMapping, options: ImportOptions): string | undefined {
  return options.timeZone ?? mapping.date.takeIn
}

/** The state a first row gives: its code, or '!not the US' or '!no state' (see the schema's state). */
function stateSql(mapping: ImportMapping, alias: Aliases): string {
  const us = (mapping.state.us ?? ['US', 'United States']).map((value) => lit(value.trim().toUpperCase()))
  const branches = mapping.state.from.map((place) => {
    const state = text(alias(place.state))
    const country = place.country === undefined ? undefined : text(alias(place.country))
    const applies = country === undefined ? `${state} <> ''` : `NOT (${state} = '' AND ${country} = '')`
    const inUs = country === undefined ? 'true' : `upper(${country}) IN (${us.join(', ')})`
    return `WHEN ${applies} THEN CASE WHEN NOT (${inUs}) THEN '!not the US' ELSE coalesce(${stateCodeSql(alias(place.state))}, '!no state') END`
  })
  return `CASE ${branches.join(' ')} ELSE '!not the US' END`
}

/**
 * The order stage, over the table `parts` (every source's partsQuery, with its source number): the
 * table runs (each run's first-row verdicts, has_sale, and nth, its place among the runs of its key: 1
 * for the order's own), the view orders (each key's first run) and the table lines.
 */
export function orderQueries(mapping: ImportMapping, options: ImportOptions): string[] {
  const zone = zoneOf(mapping, options)
  const refunds = mapping.refunds
  const continues = mapping.order.repeats === 'continue'
  const ownDate = dateSql('p.rdate', mapping.date.format, mapping.date.zone, mapping.date.time && 'p.rtime', mapping.date.zoneColumn && 'p.rzone')
  const names = columnsOf(mapping)
  const checkCount = checks(mapping, options).length
  const verdicts = ['day', 'instant', 'state', 'is_cancelled', 'bad_status', 'refunded_cents', 'total_cents', 'refund_day', 'refund_instant', 'status_refund',
    ...Array.from({ length: checkCount }, (_, index) => [`bad${index}`, `raw${index}`]).flat()]
  const gathered = `SELECT source, run, bool_or(NOT refund) AS has_sale, CAST(sum(cents) FILTER (WHERE NOT refund) AS HUGEINT) AS sale_cents,
      arg_min(channel, first_rn) FILTER (WHERE NOT refund) AS sale_channel
    FROM parts WHERE run IS NOT NULL GROUP BY source, run`
  const sales = mapping.amount.from === 'firstRow'
    ? refunds?.from === 'rows'
      ? `SELECT r.source, r.run, r.k, r.first_rn, r.src_file, r.src_row, s.has_sale, s.sale_cents, s.sale_channel, ${verdicts.map((name) => `r.${name}`).join(', ')}
    FROM (SELECT * FROM parts WHERE has_start) r JOIN (${gathered}) s USING (source, run)`
      : `SELECT source, run, k, first_rn, src_file, src_row, NOT refund AS has_sale, CASE WHEN refund THEN 0 ELSE cents END AS sale_cents,
      CASE WHEN NOT refund THEN channel END AS sale_channel, ${verdicts.join(', ')} FROM parts WHERE has_start`
    : `SELECT r.source, r.run, r.k, r.first_rn, r.src_file, r.src_row, s.has_sale, s.sale_cents, s.sale_channel,
      ${orderLevel(mapping, options, (name) => `r.f${names.indexOf(name)}`, 's.has_sale').columns.join(',\n      ')}
    FROM (SELECT * FROM parts WHERE has_start) r JOIN (${gathered}) s USING (source, run)`
  const single = mapping.amount.from === 'firstRow' && refunds?.from !== 'rows'

  return [
    `CREATE OR REPLACE TEMP TABLE runs AS
WITH j AS (${sales}),
dups AS (SELECT k FROM j GROUP BY k HAVING count(*) > 1),
ranked AS (SELECT source, run, row_number() OVER (PARTITION BY k ORDER BY has_sale DESC, source, first_rn) AS nth FROM j SEMI JOIN dups USING (k))
SELECT j.* REPLACE (coalesce(has_sale, false) AS has_sale, coalesce(sale_cents, 0) AS sale_cents), coalesce(ranked.nth, 1) AS nth,
  CASE WHEN is_cancelled THEN 'cancelled' WHEN bad_status THEN 'status' WHEN state = '!not the US' THEN 'not the US' WHEN state = '!no state' THEN 'no state' END AS dropped
FROM j LEFT JOIN ranked USING (source, run)`,
    `CREATE OR REPLACE TEMP VIEW orders AS SELECT * FROM runs WHERE nth = 1`,
    `CREATE OR REPLACE TEMP TABLE lines AS
WITH kept AS (SELECT * FROM orders WHERE dropped IS NULL),
sales AS (${single && !continues
    // Each order is its first row: its sale is its own, no part to join.
    ? `SELECT source, first_rn AS pos, 0 AS kind, ${takenSql('day', 'instant', zone)} AS date, state, sale_channel AS channel, sale_cents AS cents
  FROM kept WHERE has_sale`
    : `SELECT r.source, r.first_rn AS pos, 0 AS kind, ${takenSql('r.day', 'r.instant', zone)} AS date, o.state, p.channel, p.cents
  FROM parts p JOIN runs r USING (source, run) JOIN kept o ON o.k = r.k
  WHERE p.run IS NOT NULL AND p.counted > 0 AND NOT p.refund AND ${continues ? 'true' : 'r.nth = 1'}`}),
refund_rows AS (
  SELECT p.source, p.first_rn AS pos, 1 AS kind, ${takenSql(ownDate.day, ownDate.instant, zone)} AS date, o.state, p.channel, p.cents
  FROM parts p JOIN runs r USING (source, run) JOIN kept o ON o.k = r.k
  WHERE p.run IS NOT NULL AND p.counted > 0 AND p.refund AND ${continues ? 'true' : 'r.nth = 1'}),
shares AS (
  SELECT source, first_rn AS pos, 2 AS kind,
    CASE WHEN refund_day IS NOT NULL THEN ${takenSql('refund_day', 'refund_instant', zone)} ELSE ${takenSql('day', 'instant', zone)} END AS date,
    state, coalesce(sale_channel, ${lit(mapping.defaultChannel ?? 'Direct')}) AS channel,
    CASE WHEN status_refund THEN -sale_cents
      WHEN total_cents IS NULL THEN -CAST(refunded_cents AS HUGEINT)
      WHEN total_cents = 0 THEN 0
      ELSE -sign(CAST(refunded_cents AS HUGEINT) * sale_cents) * sign(total_cents)
        * ((2 * abs(CAST(refunded_cents AS HUGEINT) * sale_cents) + abs(total_cents)) // (2 * abs(total_cents))) END AS cents,
    refund_day IS NULL AS undated
  FROM kept WHERE status_refund OR refunded_cents > 0)
SELECT source, pos, kind, date, state, channel, cents, false AS undated FROM sales
UNION ALL SELECT source, pos, kind, date, state, channel, cents, false FROM refund_rows
UNION ALL SELECT source, pos, kind, date, state, channel, cents, undated FROM shares`,
  ]
}

/** The refund rows whose own date cannot be read (a check over parts): source, first_rn, place and value. */
export function refundDatesQuery(mapping: ImportMapping, limit: number): string | undefined {
  if (mapping.refunds?.from !== 'rows') return undefined
  const own = dateSql('rdate', mapping.date.format, mapping.date.zone, mapping.date.time && 'rtime', mapping.date.zoneColumn && 'rzone')
  return `SELECT source, first_rn, src_file, src_row, rdate AS value, count(*) OVER () AS total FROM parts
WHERE run IS NOT NULL AND refund AND ${own.day} IS NULL ORDER BY source, first_rn LIMIT ${Math.floor(limit)}`
}

/** Cents as the transactions contract writes an amount: a plain decimal with two places. */
export function amountText(cents: string): string {
  return `CASE WHEN ${cents} < 0 THEN '-' ELSE '' END || CAST(abs(${cents}) // 100 AS VARCHAR) || '.' || lpad(CAST(abs(${cents}) % 100 AS VARCHAR), 2, '0')`
}
