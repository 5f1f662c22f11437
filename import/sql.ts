/**
 * A mapping compiled to DuckDB SQL (docs/import.md). A mapping whose orders are each read off their first
 * row alone (readsFirstRowsOnly: Shopify, Etsy, Stripe payments, WooCommerce) keeps one compact row per
 * order (firstRowsQuery) and works out its lines and report from those (firstRowsStage); where a check of
 * some first row fails, and for every other mapping, the general path, in two steps:
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

/**
 * A test of a value as trimmed (`slow`, over text(value)), taken on the value as read where `fast` holds:
 * `fast` (over the value as read) must hold only of a value that has no surrounding space to trim and of
 * which the test's answer is `answer`. Trimming costs (a copy of every value): over millions of rows,
 * a value is trimmed only where the export writes it otherwise than the test expects (rarely).
 */
function readFirst(fast: string, answer: string, slow: string): string {
  return `CASE WHEN ${fast} THEN ${answer} ELSE ${slow} END`
}

/** A condition on a row, as SQL over the aliases. */
export function conditionSql(test: Condition, alias: Aliases, options: ImportOptions): string {
  // Each listed value is trimmed, so a value as read that is listed has nothing to trim.
  const raw = alias(test.column)
  const value = text(raw)
  const listed = (items: readonly string[]) => items.map((item) => lit(item.trim())).join(', ')
  if (test.in) return readFirst(`${raw} IN (${listed(test.in)})`, 'true', `${value} IN (${listed(test.in)})`)
  if (test.notIn) return readFirst(`${raw} IN (${listed(test.notIn)})`, 'false', `${value} NOT IN (${listed(test.notIn)})`)
  if (test.blank !== undefined) return readFirst(`coalesce(${raw}, '') = ''`, test.blank ? 'true' : 'false', test.blank ? `${value} = ''` : `${value} <> ''`)
  if (test.inMarketplaceSources) {
    const sources = listed(options.marketplaceSources)
    return options.marketplaceSources.length === 0 ? 'false' : readFirst(`${raw} IN (${sources})`, 'true', `${value} IN (${sources})`)
  }
  throw new Error('a condition without a test')
}

/** A text amount as written (plain or grouped) in cents, NULL when it cannot be read; a blank is 0. */
export function centsSql(value: string, written: 'plain' | 'grouped' = 'plain'): string {
  const v = text(value)
  // At most 13 digits before the point: the cents stay far inside BIGINT and DuckDB's DECIMAL(18,2).
  // The value as read where it has the form (no space around it then), else trimmed: the form is checked once in the main.
  if (written === 'plain') {
    const form = (x: string) => `regexp_full_match(${x}, '-?[0-9]{1,13}(\\.[0-9]{1,2})?')`
    const cents = (x: string) => `CAST(CAST(${x} AS DECIMAL(18, 2)) * 100 AS BIGINT)`
    return readFirst(form(value), cents(value), `CASE WHEN ${v} = '' THEN 0 WHEN ${form(v)} THEN ${cents(v)} END`)
  }
  // Grouped: a sign, a dollar sign and thousands separators as exports write them ($1,234.50, -$12.00, -1,052.64).
  const form = (x: string) => `regexp_full_match(${x}, '-?\\$?-?[0-9]{1,3}(,?[0-9]{3}){0,4}(\\.[0-9]{1,2})?') AND NOT regexp_full_match(${x}, '-.*-.*')`
  const cents = (x: string) => `CAST(CAST(replace(replace(${x}, '$', ''), ',', '') AS DECIMAL(18, 2)) * 100 AS BIGINT)`
  return readFirst(`(${form(value)})`, cents(value), `CASE WHEN ${v} = '' THEN 0 WHEN ${form(v)} THEN ${cents(v)} END`)
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
 * `instant` the moment it names (a TIMESTAMPTZ, NULL where the value says no time or zone). Given
 * `named`, a format whose day is read only where its moment is (an offset written) has the moment worked
 * out once, in `parsed` (SQL AS named, a layer below), and day and instant over that name.
 */
export function dateSql(value: string, format: DateFormat, zone: string | undefined, time?: string | undefined, zoneColumn?: string | undefined, named?: string): { day: string; instant: string; parsed?: string } {
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
      const ok = (x: string) => `regexp_full_match(${x}, '[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2} [+-][0-9]{4}')`
      return offsetWritten(value, ok, (x) => `try_strptime(${x}, '%Y-%m-%d %H:%M:%S %z')`, named)
    }
    case 'YYYY-MM-DD HH:MM[:SS]': {
      const ok = `regexp_full_match(${v}, '[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,6})?)?')`
      const local = `try_cast(replace(${v}, 'T', ' ') AS TIMESTAMP)`
      return { day: `CASE WHEN ${ok} AND ${local} IS NOT NULL THEN CAST(${local} AS DATE) END`, instant: `CASE WHEN ${ok} THEN ${localAt(local)} END` }
    }
    case 'ISO 8601 with offset': {
      const ok = (x: string) => `regexp_full_match(${x}, '[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}(:?[0-9]{2})?)')`
      return offsetWritten(value, ok, (x) => `try_cast(${x} AS TIMESTAMPTZ)`, named)
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

/**
 * A date written with its offset (`value` as read, `ok` its form and `instant` its moment, each over a
 * text): the day as written where the moment is read. The value as read where it has the form (nothing
 * to trim then), else trimmed; the day is its first ten characters, and a value that begins with a
 * printable ASCII character has no space to trim before them.
 */
function offsetWritten(value: string, ok: (x: string) => string, instant: (x: string) => string, named: string | undefined): { day: string; instant: string; parsed?: string } {
  const v = text(value)
  const moment = readFirst(ok(value), instant(value), `CASE WHEN ${ok(v)} THEN ${instant(v)} END`)
  const day = `try_cast(left(CASE WHEN ascii(${value}) BETWEEN 33 AND 126 THEN ${value} ELSE ${v} END, 10) AS DATE)`
  if (named === undefined) return { day: `CASE WHEN ${moment} IS NOT NULL THEN ${day} END`, instant: moment }
  return { day: `CASE WHEN ${named} IS NOT NULL THEN ${day} END`, instant: named, parsed: `${moment} AS ${named}` }
}

/** The day a sale or refund is dated: in `zone` when the value names a moment, else as written. */
export function takenSql(day: string, instant: string, zone: string | undefined): string {
  if (zone === undefined) return day
  return `coalesce(CAST(timezone(${lit(zone)}, ${instant}) AS DATE), ${day})`
}

/** State codes, and each state's name in lower case. */
const codes = Object.keys(stateNames)

/**
 * Whether a text is a state code: list_contains, not IN, which DuckDB rewrites (over so many values) into a
 * join that works the text out for every row, even where a CASE asks for it on a few (readFirst's slow side).
 */
const isCode = (value: string) => `list_contains([${codes.map(lit).join(', ')}], ${value})`

/** A state as written (a code or a name, any case) as its code; NULL when it is neither. */
export function stateCodeSql(value: string): string {
  const v = `upper(${text(value)})`
  const byName = Object.entries(stateNames).map(([code, name]) => `WHEN ${lit(name.toUpperCase())} THEN ${lit(code)}`).join(' ')
  return `CASE WHEN ${isCode(v)} THEN ${v} ELSE CASE ${v} ${byName} END END`
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
 * In layers, so that each value is worked out once: `parsed` (a date's moment, at0 and at1, where its
 * format has one), `values` over the row (each amount read once, m0, m1...), then `verdicts` over those
 * values' names (the checks of them); `columns` names what they give. `isSale` is SQL over the row.
 */
interface OrderLevel { parsed: string[]; values: string[]; verdicts: string[]; columns: string[]; checks: Check[]; amounts: string[] }

function orderLevel(mapping: ImportMapping, options: ImportOptions, alias: Aliases, isSale: string): OrderLevel {
  const written = mapping.amount.written ?? 'plain'
  const date = dateSql(alias(mapping.date.column), mapping.date.format, mapping.date.zone, mapping.date.time && alias(mapping.date.time), mapping.date.zoneColumn && alias(mapping.date.zoneColumn), 'at0')
  const refunds = mapping.refunds
  const refundDate = refunds?.from === 'column' && refunds.date !== undefined ? dateSql(alias(refunds.date), mapping.date.format, mapping.date.zone, undefined, undefined, 'at1') : undefined
  // Each amount column read once: m0, m1... in the order first named.
  const amounts: string[] = []
  const amount = (column: string) => {
    if (!amounts.includes(column)) amounts.push(column)
    return `m${amounts.indexOf(column)}`
  }
  const checks: Check[] = []
  // The value the check about to be added quotes, as the second layer names it.
  const raw = () => `raw${checks.length}`
  // A run that starts with a refund row has its own date checked with the refund rows.
  checks.push({ code: 'NOT_A_DATE', column: mapping.date.column, bad: `day IS NULL AND ${refunds?.from === 'rows' ? isSale : 'true'}`, raw: alias(mapping.date.column) })
  if (mapping.currency) {
    checks.push({ code: 'WRONG_CURRENCY', column: mapping.currency.column, bad: readFirst(`${raw()} = 'USD'`, 'false', `upper(${text(raw())}) <> 'USD'`), raw: alias(mapping.currency.column) })
  }
  const money = (column: string | undefined) => {
    if (column !== undefined) checks.push({ code: 'BAD_AMOUNT', column, bad: `${isSale} AND ${amount(column)} IS NULL`, raw: alias(column) })
  }
  if (mapping.amount.from === 'firstRow') for (const term of countedTerms(mapping, options)) money(term.column)
  if (refunds?.from === 'column') {
    money(refunds.column)
    if (!countedTerms(mapping, options).some((term) => term.column === mapping.amount.total)) money(mapping.amount.total)
    if (refundDate) checks.push({ code: 'NOT_A_DATE', column: refunds.date!, bad: `${isSale} AND ${text(raw())} <> '' AND refund_day IS NULL`, raw: alias(refunds.date!) })
  }
  const refunded = refunds?.from === 'column' ? amount(refunds.column) : 'CAST(0 AS BIGINT)'
  const total = mapping.amount.total ? amount(mapping.amount.total) : 'CAST(NULL AS BIGINT)'
  const cancelled = mapping.cancelled ? conditionSql(mapping.cancelled, alias, options) : 'false'
  const status = mapping.status ? conditionSql({ column: mapping.status.column, notIn: mapping.status.in }, alias, options) : 'false'
  const values = [
    `${date.day} AS day`, `${date.instant} AS instant`, `${stateSql(mapping, alias)} AS state`, `${cancelled} AS is_cancelled`, `${status} AS bad_status`,
    `${refundDate ? refundDate.day : 'CAST(NULL AS DATE)'} AS refund_day`, `${refundDate ? refundDate.instant : 'CAST(NULL AS TIMESTAMPTZ)'} AS refund_instant`,
    `${refunds?.from === 'status' ? conditionSql(refunds.when, alias, options) : 'false'} AS status_refund`,
    ...amounts.map((column, index) => `${centsSql(alias(column), written)} AS m${index}`),
    ...checks.map((check, index) => `${check.raw} AS raw${index}`),
  ]
  // Each check's verdict; the value it quotes is raw0, raw1...
  const verdicts = [`${refunded} AS refunded_cents`, `${total} AS total_cents`, ...checks.map((check, index) => `(${check.bad}) AS bad${index}`)]
  const columns = ['day', 'instant', 'state', 'is_cancelled', 'bad_status', 'refunded_cents', 'total_cents', 'refund_day', 'refund_instant', 'status_refund',
    ...checks.flatMap((_, index) => [`bad${index}`, `raw${index}`])]
  const parsed = [date.parsed, refundDate?.parsed].filter((item) => item !== undefined)
  return { parsed, values, verdicts, columns, checks, amounts }
}

/** `from`'s rows with the order level's dates parsed, its values, then its verdicts worked out: a FROM of the layers. */
function withLevel(level: OrderLevel, from: string): string {
  const parsed = level.parsed.length === 0 ? from : `(SELECT *, ${level.parsed.join(', ')} FROM ${from})`
  return `(SELECT *, ${level.verdicts.join(', ')} FROM (SELECT *,\n  ${level.values.join(',\n  ')}\nFROM ${parsed}))`
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
FROM ${withLevel(level, 'rowed WHERE starts OR refund')})`
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
  // Read first: the first place's country as read is one of us (trimmed, upper case) and its state as read a code: that code.
  const first = mapping.state.from[0]!
  const asRead = isCode(alias(first.state))
  const fast = first.country === undefined ? asRead : `${alias(first.country)} IN (${us.join(', ')}) AND ${asRead}`
  return readFirst(fast, alias(first.state), `CASE ${branches.join(' ')} ELSE '!not the US' END`)
}

/** Why an order is dropped, the first reason that applies, over its first row's verdicts; NULL: kept. */
const DROPPED = `CASE WHEN is_cancelled THEN 'cancelled' WHEN bad_status THEN 'status' WHEN state = '!not the US' THEN 'not the US' WHEN state = '!no state' THEN 'no state' END`

/** Whether an order's first row gives a refund line of its own (a refunded status, or a cumulative refund above 0). */
const HAS_SHARE = 'status_refund OR refunded_cents > 0'

/**
 * That refund line's cents, over the first row's verdicts and the order's sale_cents: the whole sale
 * (a refunded status), −refunded without a total, else −(refunded × sale ÷ total) rounded half away from
 * zero in HUGEINT, 0 when the total is 0.
 */
const SHARE_CENTS = `CASE WHEN status_refund THEN -CAST(sale_cents AS HUGEINT)
      WHEN total_cents IS NULL THEN -CAST(refunded_cents AS HUGEINT)
      WHEN total_cents = 0 THEN 0
      ELSE -sign(CAST(refunded_cents AS HUGEINT) * sale_cents) * sign(total_cents)
        * ((2 * abs(CAST(refunded_cents AS HUGEINT) * sale_cents) + abs(total_cents)) // (2 * abs(total_cents))) END`

/** That refund line's date: the refund's own date where the export gives one, else the order's. */
function shareDateSql(zone: string | undefined): string {
  return `CASE WHEN refund_day IS NOT NULL THEN ${takenSql('refund_day', 'refund_instant', zone)} ELSE ${takenSql('day', 'instant', zone)} END`
}

/**
 * Whether a mapping's orders are each read off one row, its first, and nothing else (amounts on the first
 * row, no refund rows, an id seen again a duplicate: Shopify, Etsy, Stripe payments, WooCommerce). Such an
 * import keeps one compact row per order (firstRowsQuery) and works out its lines and report from those
 * (firstRowsStage), never holding the text of a row.
 */
export function readsFirstRowsOnly(mapping: ImportMapping): boolean {
  return mapping.amount.from === 'firstRow' && mapping.refunds?.from !== 'rows' && mapping.order.repeats === 'duplicate'
}

/**
 * One source's orders, read once (a mapping that readsFirstRowsOnly): each run's first row, with what it
 * says worked out (the date its sale is taken on, state, why it is dropped, sale, channel, refund line)
 * and `bad`, whether any check of the first row fails. Where one does, the import takes the general path
 * (partsQuery), which locates every problem.
 */
export function firstRowsQuery(mapping: ImportMapping, reader: Reader, options: ImportOptions): string {
  // Over each column as read: each test trims a value only where it must (readFirst).
  const level = orderLevel(mapping, options, aliasesOf(columnsOf(mapping)), 'NOT refund')
  const zone = zoneOf(mapping, options)
  const place = reader.place ? 'src_file, src_row' : 'CAST(NULL AS VARCHAR) AS src_file, CAST(NULL AS BIGINT) AS src_row'
  const bad = level.checks.map((_, index) => `coalesce(bad${index}, false)`).join(' OR ') || 'false'
  // The sale: its terms as the checks read them (m0, m1...; where one cannot be read, bad holds), or
  // the row's own amount where a column names each row's component.
  const terms = countedTerms(mapping, options).map((term) => `${term.sign === '-' ? '-' : ''}m${level.amounts.indexOf(term.column)}`)
  const sale = mapping.amount.rowComponent ? 'coalesce(cents, 0)' : terms.length === 0 ? 'CAST(0 AS BIGINT)' : `coalesce(${terms.join(' + ')}, 0)`
  return `WITH ${rowsSql(mapping, reader, options)}
SELECT first_rn, src_file, src_row, k, channel, sale_cents, ${DROPPED} AS dropped, state, ${takenSql('day', 'instant', zone)} AS date,
  CASE WHEN ${HAS_SHARE} THEN ${SHARE_CENTS} END AS share, ${shareDateSql(zone)} AS share_date, refund_day IS NULL AS undated, ${bad} AS bad,
  false AS repeat
FROM (SELECT rn AS first_rn, ${place}, k, channel, ${sale} AS sale_cents,
  ${level.columns.join(',\n  ')}
FROM ${withLevel(level, 'rowed WHERE starts')})`
}

/**
 * The order stage of a mapping that readsFirstRowsOnly, over the table `firsts` (every source's
 * firstRowsQuery with its source number, in file order): each repeat of an order id after its first
 * (by source and row) marked a duplicate, in place (they are few), and the views `orders` (each id's
 * first) and `kept` (the orders written), in file order. An order's lines are its sale and, where it has
 * one, its refund line after it.
 */
export const firstRowsStage = [
  `UPDATE firsts SET repeat = true FROM (
  SELECT source, first_rn FROM (
    SELECT source, first_rn, row_number() OVER (PARTITION BY k ORDER BY source, first_rn) AS nth
    FROM firsts SEMI JOIN (SELECT k FROM firsts GROUP BY k HAVING count(*) > 1) USING (k))
  WHERE nth > 1) later
WHERE firsts.source = later.source AND firsts.first_rn = later.first_rn`,
  'CREATE OR REPLACE TEMP VIEW orders AS SELECT * FROM firsts WHERE NOT repeat',
  'CREATE OR REPLACE TEMP VIEW kept AS SELECT * FROM orders WHERE dropped IS NULL',
]

/** The lines of firstRowsStage's kept orders, in the order written: (date, state, cents, channel). */
export const firstRowsLines = `SELECT line.date AS date, state, line.cents AS cents, channel FROM (
  SELECT state, channel, unnest(CASE WHEN share IS NULL THEN [{'date': date, 'cents': CAST(sale_cents AS HUGEINT)}]
    ELSE [{'date': date, 'cents': CAST(sale_cents AS HUGEINT)}, {'date': share_date, 'cents': share}] END) AS line
  FROM kept)`

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
    : `SELECT source, run, k, first_rn, src_file, src_row, has_sale, sale_cents, sale_channel, ${verdicts.join(', ')}
    FROM ${withLevel(orderLevel(mapping, options, (name) => `f${names.indexOf(name)}`, 'has_sale'),
      `(SELECT r.source, r.run, r.k, r.first_rn, r.src_file, r.src_row, s.has_sale, s.sale_cents, s.sale_channel, ${names.map((_, index) => `r.f${index}`).join(', ')}
    FROM (SELECT * FROM parts WHERE has_start) r JOIN (${gathered}) s USING (source, run))`)}`
  const single = mapping.amount.from === 'firstRow' && refunds?.from !== 'rows'

  return [
    `CREATE OR REPLACE TEMP TABLE runs AS
WITH j AS (${sales}),
dups AS (SELECT k FROM j GROUP BY k HAVING count(*) > 1),
ranked AS (SELECT source, run, row_number() OVER (PARTITION BY k ORDER BY has_sale DESC, source, first_rn) AS nth FROM j SEMI JOIN dups USING (k))
SELECT j.* REPLACE (coalesce(has_sale, false) AS has_sale, coalesce(sale_cents, 0) AS sale_cents), coalesce(ranked.nth, 1) AS nth,
  ${DROPPED} AS dropped
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
    ${shareDateSql(zone)} AS date, state, coalesce(sale_channel, ${lit(mapping.defaultChannel ?? 'Direct')}) AS channel, ${SHARE_CENTS} AS cents,
    refund_day IS NULL AS undated
  FROM kept WHERE ${HAS_SHARE})
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

/**
 * Cents as a DECIMAL(38, 2), which DuckDB writes as the transactions contract writes an amount (a plain
 * decimal with two places, as amountText): a third of amountText's cost over millions of lines.
 */
export function amountDecimal(cents: string): string {
  return `CAST(${cents} AS DECIMAL(38, 0)) * CAST(0.01 AS DECIMAL(3, 2))`
}

/** Cents as the transactions contract writes an amount: a plain decimal with two places. */
export function amountText(cents: string): string {
  return `CASE WHEN ${cents} < 0 THEN '-' ELSE '' END || CAST(abs(${cents}) // 100 AS VARCHAR) || '.' || lpad(CAST(abs(${cents}) % 100 AS VARCHAR), 2, '0')`
}
