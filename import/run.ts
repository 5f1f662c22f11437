/**
 * One import (npm run import, docs/import.md): the exports read by DuckDB through the compiled mapping
 * (import/sql.ts), every problem located, and only when there is none, the transactions file written
 * whole (a temporary file renamed into place, --append included) with the report.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api'
import { mkdtemp, rm, mkdir, rename, open, readFile, writeFile, copyFile, appendFile, stat } from 'node:fs/promises'
import { createReadStream, createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import os from 'node:os'
import path from 'node:path'
import { Problems, formatProblem, sortProblems } from '../pipeline/problems.ts'
import { quote } from '../common/quote.ts'
import { shownPath } from '../common/paths.ts'
import { MAX_PROBLEMS_PER_FILE } from '../common/limits.ts'
import { amountDecimal, amountText, badAmountsQuery, checks, columnsOf, countedTerms, firstRowsLines, firstRowsQuery, firstRowsStage, orderQueries, partsQuery, readsFirstRowsOnly, refundDatesQuery, lit, type ImportOptions, type Reader } from './sql.ts'
import { closeSources, firstLine, openSources, type Source } from './sources.ts'
import { linesOfRows } from './lines.ts'
import type { ImportMapping } from '../schemas/generated/types.ts'

export interface ImportRequest {
  mapping: ImportMapping
  /** The preset's id or the mapping file, as the report names it. */
  mappingName: string
  files: readonly string[]
  out: string
  options: ImportOptions
  append: boolean
  report?: string | undefined
}

/** What one import did, in orders (the report; JSON with --report). */
export interface ImportReport {
  mapping: string
  kind: ImportMapping['kind']
  files: string[]
  out: string
  appended: boolean
  orders: {
    read: number
    written: number
    dropped: { cancelled: number; status: number; notUs: number; noState: number }
    duplicates: number
  }
  lines: { written: number; sales: number; refunds: number; refundsWithoutOwnDate: number }
  dates: { first: string | null; last: string | null }
  totalsByState: Record<string, string>
  firstDropped: { at: string; order: string; reason: string }[]
  warnings: string[]
}

export interface ImportOutcome {
  /** 0 written, 1 problems in the input (nothing written). */
  exitCode: 0 | 1
  problems: string[]
  report?: ImportReport
}

/** One entry of the file beside the transactions file that says what was imported into it (see docs/import.md). */
interface ImportedEntry { mapping: string; kind: string; files: string[]; first: string | null; last: string | null; lines: number }

const CHECK_LIMIT = MAX_PROBLEMS_PER_FILE + 1

const timing = process.env.NEXUS_IMPORT_TIMING === '1'
let clock = performance.now()
let cpu = process.cpuUsage()
const lap = (what: string) => {
  if (!timing) return
  const now = performance.now()
  const used = process.cpuUsage(cpu)
  console.error(`${what}: ${((now - clock) / 1000).toFixed(2)} s, CPU ${((used.user + used.system) / 1e6).toFixed(2)} s`)
  clock = now
  cpu = process.cpuUsage()
}

export async function runImport(request: ImportRequest): Promise<ImportOutcome> {
  const { mapping, options } = request
  const problems = new Problems()
  const work = await mkdtemp(path.join(os.tmpdir(), 'nexus-import-'))
  const instance = await DuckDBInstance.create(':memory:', { memory_limit: '384MB', temp_directory: path.join(work, 'spill'), preserve_insertion_order: 'true' })
  const connection = await instance.connect()
  let sources: Source[] | undefined
  try {
    await connection.run(`SET TimeZone = 'UTC'`)
    sources = await openSources(mapping, request.files, connection, problems)
    if (!sources) return failed(problems)
    lap('start')

    if (readsFirstRowsOnly(mapping)) {
      const outcome = await firstRowsImport(connection, request, sources, work, problems)
      if (outcome) return outcome
      // A check of some order's first row fails: the general path below locates every problem.
      lap('first rows')
    }

    // Each source read once into its runs and parts.
    await readSources(connection, mapping, sources, 'parts', (reader) => partsQuery(mapping, reader, options), problems)
    if (problems.count > 0) return failed(problems)
    lap('parts')

    const [runs, orders, lines] = orderQueries(mapping, options)
    await connection.run(runs!)
    await connection.run(orders!)
    lap('runs')
    await locateProblems(connection, mapping, request, sources, problems)
    lap('checks')
    if (problems.count > 0) return failed(problems)
    await connection.run(lines!)
    lap('lines')

    const report = await reportOf(connection, mapping, request, sources, generalCounts)
    lap('report')
    await writeOutput(connection, request, work, problems, report, { from: 'lines', order: 'ORDER BY source, pos, kind, date, channel' })
    lap('write')
    if (problems.count > 0) return failed(problems)
    return { exitCode: 0, problems: [], report }
  } finally {
    if (sources) await closeSources(sources)
    connection.closeSync()
    instance.closeSync()
    await rm(work, { recursive: true, force: true })
  }
}

/**
 * Reads every source once with `query`, into the temporary table `table` with each row's source number;
 * a source DuckDB cannot read is NOT_CSV. One thread: the streaming windows that find an order's rows
 * run the read on one thread, and a second would only wait for it, spinning (twice the CPU time).
 */
async function readSources(connection: DuckDBConnection, mapping: ImportMapping, sources: Source[], table: string, query: (reader: Reader) => string, problems: Problems): Promise<void> {
  await connection.run('SET threads = 1')
  try {
    for (const [index, source] of sources.entries()) {
      const sql = `SELECT ${index} AS source, * FROM (${query(source.reader)})`
      try {
        await connection.run(index === 0 ? `CREATE OR REPLACE TEMP TABLE ${table} AS ${sql}` : `INSERT INTO ${table} ${sql}`)
      } catch (error) {
        const message = firstLine(error)
        const line = Number(/Line: (\d+)/.exec(String((error as Error).message))?.[1] ?? 1)
        problems.add(source.display, line, 1, 'NOT_CSV', `DuckDB cannot read the export (${message}); expected ${mapping.name} as ${mapping.input.format === 'csv' ? 'RFC 4180 CSV' : 'Parquet'}`)
        if (index === 0) await connection.run(`CREATE OR REPLACE TEMP TABLE ${table} AS ${sql} LIMIT 0`).catch(() => undefined)
      }
    }
  } finally {
    await connection.run('RESET threads')
  }
}

/**
 * The import of a mapping that readsFirstRowsOnly (import/sql.ts): each order's first row read once into
 * a compact row, its lines and report worked out from those. Undefined where a check of some first row
 * fails: the general path then reads the sources again and locates each problem.
 */
async function firstRowsImport(connection: DuckDBConnection, request: ImportRequest, sources: Source[], work: string, problems: Problems): Promise<ImportOutcome | undefined> {
  const { mapping, options } = request
  await readSources(connection, mapping, sources, 'firsts', (reader) => firstRowsQuery(mapping, reader, options), problems)
  if (problems.count > 0) return failed(problems)
  lap('firsts')
  const bad = (await connection.runAndReadAll('SELECT bool_or(bad) AS bad FROM firsts')).getRowObjectsJson()[0]
  if (bad?.bad === true) {
    await connection.run('DROP TABLE firsts')
    return undefined
  }
  for (const sql of firstRowsStage) await connection.run(sql)
  lap('orders')
  const report = await reportOf(connection, mapping, request, sources, firstRowsCounts)
  lap('report')
  // The lines in the order of firsts, which is file order (insertion order is kept: no sort), on one
  // thread: the write is one stream, and a second thread would only wait for it.
  await connection.run('SET threads = 1')
  try {
    await writeOutput(connection, request, work, problems, report, { from: `(${firstRowsLines})`, order: '' })
  } finally {
    await connection.run('RESET threads')
  }
  lap('write')
  if (problems.count > 0) return failed(problems)
  return { exitCode: 0, problems: [], report }
}

function failed(problems: Problems): ImportOutcome {
  return { exitCode: 1, problems: sortProblems(problems.list).map(formatProblem) }
}

/** Where a row of a source is: its file, line and the column's place. */
async function placesOf(source: Source, rows: { rn: number; srcFile: string | null; srcRow: number | null }[]): Promise<(row: { rn: number; srcFile: string | null; srcRow: number | null }) => { file: string; line: number }> {
  if (source.csv) {
    const lines = await linesOfRows(source.csv.handle, source.csv.headerLine, rows.map((row) => row.rn), source.csv.quote)
    return (row) => ({ file: source.display, line: lines.get(row.rn) ?? source.csv!.headerLine + row.rn })
  }
  // Parquet: the file of the set and the row's number there, from 1.
  return (row) => ({ file: row.srcFile === null ? source.display : shownPath(row.srcFile), line: Number(row.srcRow ?? row.rn - 1) + 1 })
}

function columnOf(source: Source, name: string): number {
  return source.csv?.columnAt.get(name) ?? source.parquetColumnAt?.get(name) ?? 1
}

const formats: Record<ImportMapping['date']['format'], string> = {
  'YYYY-MM-DD': '"2024-03-31"',
  'YYYY-MM-DD and anything after': '"2024-03-31" and anything after it',
  'YYYY-MM-DD HH:MM:SS +HHMM': '"2024-03-31 14:05:09 -0400"',
  'YYYY-MM-DD HH:MM[:SS]': '"2024-03-31 14:05" or "2024-03-31 14:05:09"',
  'ISO 8601 with offset': '"2024-03-31T14:05:09Z" or "2024-03-31T14:05:09-04:00"',
  'MM/DD/YYYY': '"03/31/2024"',
  'MM/DD/YY': '"03/31/24"',
  'Mon D, YYYY H:MM:SS AM ZONE': '"Mar 31, 2024 2:05:09 PM PDT" (a US zone abbreviation)',
  'Mon-DD-YY': '"Mar-31-24"',
}

/** Every value a mapping holds to (dates, amounts, currency) that a source breaks, located; all in one run. */
async function locateProblems(connection: DuckDBConnection, mapping: ImportMapping, request: ImportRequest, sources: Source[], problems: Problems): Promise<void> {
  type Code = 'NOT_A_DATE' | 'BAD_AMOUNT' | 'WRONG_CURRENCY'
  type Found = { source: number; rn: number; srcFile: string | null; srcRow: number | null; column: string; code: Code; value: string }
  const found: Found[] = []
  const unlisted = new Map<number, number>()
  const lists: { code: Code; column: string; sql: string }[] = checks(mapping, request.options).map((check, index) => ({
    code: check.code, column: check.column,
    sql: `SELECT source, first_rn, src_file, src_row, raw${index} AS value, count(*) OVER () AS total FROM runs WHERE bad${index} ORDER BY source, first_rn LIMIT ${CHECK_LIMIT * sources.length}`,
  }))
  const refundDates = refundDatesQuery(mapping, CHECK_LIMIT * sources.length)
  if (refundDates) lists.push({ code: 'NOT_A_DATE', column: mapping.date.column, sql: refundDates })
  for (const check of lists) {
    const rows = (await connection.runAndReadAll(check.sql)).getRowObjectsJson()
    const shown = new Map<number, number>()
    for (const row of rows) {
      const source = Number(row.source)
      const count = (shown.get(source) ?? 0) + 1
      shown.set(source, count)
      if (count > CHECK_LIMIT) continue
      found.push({ source, rn: Number(row.first_rn), srcFile: row.src_file === null ? null : String(row.src_file), srcRow: row.src_row === null ? null : Number(row.src_row), column: check.column, code: check.code, value: String(row.value ?? '') })
    }
    const total = rows.length > 0 ? Number(rows[0]!.total) : 0
    if (total > rows.length) unlisted.set(-1, (unlisted.get(-1) ?? 0) + total - rows.length)
  }
  // Amounts of every row (everyRow), where the summing found any unreadable.
  if (mapping.amount.from === 'everyRow') {
    const bad = (await connection.runAndReadAll('SELECT source, sum(bad_amounts) AS bad FROM parts WHERE run IS NOT NULL GROUP BY source HAVING sum(bad_amounts) > 0')).getRowObjectsJson()
    const terms = countedTerms(mapping, request.options)
    for (const { source: which, bad: count } of bad) {
      const index = Number(which)
      const rows = (await connection.runAndReadAll(badAmountsQuery(mapping, sources[index]!.reader, request.options, CHECK_LIMIT))).getRowObjectsJson()
      for (const row of rows) {
        for (const [at, term] of terms.entries()) {
          if (row[`bad${at}`] !== true) continue
          found.push({ source: index, rn: Number(row.rn), srcFile: row.src_file === null ? null : String(row.src_file), srcRow: row.src_row === null ? null : Number(row.src_row), column: term.column, code: 'BAD_AMOUNT', value: String(row[`v${at}`] ?? '') })
        }
      }
      if (Number(count) > rows.length) unlisted.set(index, (unlisted.get(index) ?? 0) + Number(count) - rows.length)
    }
  }
  const written = mapping.amount.written ?? 'plain'
  for (const [index, source] of sources.entries()) {
    const mine = found.filter((item) => item.source === index)
    if (mine.length === 0) continue
    const place = await placesOf(source, mine)
    for (const item of mine) {
      const { file, line } = place(item)
      const column = columnOf(source, item.column)
      const value = `${item.column} ${quote(item.value)}`
      if (item.code === 'NOT_A_DATE') problems.add(file, line, column, 'NOT_A_DATE', `${value} is not a date as ${mapping.name} writes it; expected such as ${formats[mapping.date.format]}`)
      else if (item.code === 'BAD_AMOUNT') {
        problems.add(file, line, column, 'BAD_AMOUNT', `${value} is not an amount; expected ${written === 'plain' ? 'a plain decimal with at most two places, such as "1234.50" or "-12.50"' : 'a decimal with at most two places, thousands separators and a dollar sign allowed, such as "$1,234.50" or "-12.50"'}`)
      } else problems.add(file, line, column, 'WRONG_CURRENCY', `${value} is not USD; expected every order in US dollars (the transactions contract is in USD: convert the export first)`)
    }
    const more = unlisted.get(index)
    if (more) problems.addUnlisted(file0(source), more)
  }
  const across = unlisted.get(-1)
  if (across && sources[0]) problems.addUnlisted(file0(sources[0]), across)
}

const file0 = (source: Source) => source.display

const num = (value: unknown) => Number(value ?? 0)

/** The report's counts and totals by state as SQL, over the general path's tables or firstRowsStage's. */
interface CountsSql { counts: string; totals: string }

const generalCounts: CountsSql = {
  counts: `SELECT (SELECT count(DISTINCT k) FROM runs) AS read,
      (SELECT count(*) FROM orders WHERE dropped IS NULL) AS written,
      (SELECT count(*) FROM orders WHERE dropped = 'cancelled') AS cancelled,
      (SELECT count(*) FROM orders WHERE dropped = 'status') AS status,
      (SELECT count(*) FROM orders WHERE dropped = 'not the US') AS not_us,
      (SELECT count(*) FROM orders WHERE dropped = 'no state') AS no_state,
      (SELECT count(*) FROM runs WHERE nth > 1) AS repeats,
      (SELECT count(*) FROM lines) AS lines, (SELECT count(*) FROM lines WHERE kind = 0) AS sales,
      (SELECT count(*) FROM lines WHERE kind > 0) AS refunds, (SELECT count(*) FROM lines WHERE undated) AS undated,
      (SELECT CAST(min(date) AS VARCHAR) FROM lines) AS first, (SELECT CAST(max(date) AS VARCHAR) FROM lines) AS last`,
  totals: `SELECT state, ${amountText('sum(cents)')} AS total FROM lines GROUP BY state ORDER BY state`,
}

/** One pass over the first rows: every order is its first row, its lines its sale and its refund line. */
const firstRowsCounts: CountsSql = {
  counts: `SELECT count(*) FILTER (WHERE NOT repeat) AS read, count(*) FILTER (WHERE NOT repeat AND dropped IS NULL) AS written,
      count(*) FILTER (WHERE NOT repeat AND dropped = 'cancelled') AS cancelled, count(*) FILTER (WHERE NOT repeat AND dropped = 'status') AS status,
      count(*) FILTER (WHERE NOT repeat AND dropped = 'not the US') AS not_us, count(*) FILTER (WHERE NOT repeat AND dropped = 'no state') AS no_state,
      count(*) FILTER (WHERE repeat) AS repeats,
      count(*) FILTER (WHERE NOT repeat AND dropped IS NULL) + count(*) FILTER (WHERE NOT repeat AND dropped IS NULL AND share IS NOT NULL) AS lines,
      count(*) FILTER (WHERE NOT repeat AND dropped IS NULL) AS sales, count(*) FILTER (WHERE NOT repeat AND dropped IS NULL AND share IS NOT NULL) AS refunds,
      count(*) FILTER (WHERE NOT repeat AND dropped IS NULL AND share IS NOT NULL AND undated) AS undated,
      CAST(least(min(date) FILTER (WHERE NOT repeat AND dropped IS NULL), min(share_date) FILTER (WHERE NOT repeat AND dropped IS NULL AND share IS NOT NULL)) AS VARCHAR) AS first,
      CAST(greatest(max(date) FILTER (WHERE NOT repeat AND dropped IS NULL), max(share_date) FILTER (WHERE NOT repeat AND dropped IS NULL AND share IS NOT NULL)) AS VARCHAR) AS last
    FROM firsts`,
  totals: `SELECT state, ${amountText('sum(sale_cents + coalesce(share, 0))')} AS total FROM kept GROUP BY state ORDER BY state`,
}

async function reportOf(connection: DuckDBConnection, mapping: ImportMapping, request: ImportRequest, sources: Source[], sql: CountsSql): Promise<ImportReport> {
  const one = async (text: string) => (await connection.runAndReadAll(text)).getRowObjectsJson()[0] ?? {}
  const counts = await one(sql.counts)
  const totals = (await connection.runAndReadAll(sql.totals)).getRowObjectsJson()
  const dropped = (await connection.runAndReadAll(`SELECT source, first_rn, src_file, src_row, k, dropped FROM orders WHERE dropped IS NOT NULL ORDER BY source, first_rn LIMIT 10`)).getRowObjectsJson()
  const firstDropped: ImportReport['firstDropped'] = []
  for (const [index, source] of sources.entries()) {
    const mine = dropped.filter((row) => Number(row.source) === index).map((row) => ({ rn: Number(row.first_rn), srcFile: row.src_file === null ? null : String(row.src_file), srcRow: row.src_row === null ? null : Number(row.src_row), order: String(row.k), reason: String(row.dropped) }))
    if (mine.length === 0) continue
    const place = await placesOf(source, mine)
    for (const row of mine) {
      const { file, line } = place(row)
      firstDropped.push({ at: `${file}:${line}`, order: row.order, reason: row.reason })
    }
  }
  const warnings: string[] = []
  const duplicates = mapping.order.repeats === 'duplicate' ? num(counts.repeats) : 0
  const zone = request.options.timeZone
  if (zone !== undefined && !hasTime(mapping)) warnings.push(`--time-zone ${zone}: ${mapping.name} writes dates without a time, so they are taken as written`)
  return {
    mapping: request.mappingName,
    kind: mapping.kind,
    files: sources.map((source) => source.display),
    out: shownPath(request.out),
    appended: request.append,
    orders: {
      read: num(counts.read),
      written: num(counts.written),
      dropped: { cancelled: num(counts.cancelled), status: num(counts.status), notUs: num(counts.not_us), noState: num(counts.no_state) },
      duplicates,
    },
    lines: { written: num(counts.lines), sales: num(counts.sales), refunds: num(counts.refunds), refundsWithoutOwnDate: num(counts.undated) },
    dates: { first: (counts.first as string | null) ?? null, last: (counts.last as string | null) ?? null },
    totalsByState: Object.fromEntries(totals.map((row) => [String(row.state), String(row.total)])),
    firstDropped,
    warnings,
  }
}

/** Whether a mapping's dates name a moment (a time, and an offset or zone), so that --time-zone can convert them. */
function hasTime(mapping: ImportMapping): boolean {
  const { format, zone, time, zoneColumn } = mapping.date
  if (format === 'YYYY-MM-DD HH:MM:SS +HHMM' || format === 'ISO 8601 with offset' || format === 'Mon D, YYYY H:MM:SS AM ZONE') return true
  if (format === 'YYYY-MM-DD HH:MM[:SS]') return zone !== undefined
  return time !== undefined && (zone !== undefined || zoneColumn !== undefined)
}

const HEADER = 'Date,State,Amount,Channel'

/**
 * The lines (date, state, cents, channel `from` a table or query, in `order`) written to a temporary file
 * beside --out, renamed into place: the file is the old one or the new one at every instant, and a failed
 * run leaves the old. --append copies the old file first.
 */
async function writeOutput(connection: DuckDBConnection, request: ImportRequest, work: string, problems: Problems, report: ImportReport, lines: { from: string; order: string }): Promise<void> {
  const out = path.resolve(request.out)
  const display = shownPath(request.out)
  const imported = `${out}.imports.json`
  let entries: ImportedEntry[] = []
  let existing: string | undefined
  if (request.append) {
    const info = await stat(out).catch(() => undefined)
    if (info && !info.isFile()) {
      problems.add(display, 1, 1, 'NOT_A_FILE', 'the file to append to is not a file; expected a transactions file, Date,State,Amount,Channel')
      return
    }
    if (info) {
      const handle = await open(out, 'r')
      const head = Buffer.alloc(256)
      const { bytesRead } = await handle.read(head, 0, head.length, 0)
      await handle.close()
      const first = head.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[0]
      if (first !== HEADER) {
        problems.add(display, 1, 1, 'WRONG_COLUMN', `the file to append to has the header ${quote(first ?? '')}; expected ${HEADER} (an import writes the Channel column)`)
        return
      }
      existing = out
      entries = await readFile(imported, 'utf8').then((text) => JSON.parse(text) as ImportedEntry[]).catch(() => [])
    }
  }
  const entry: ImportedEntry = { mapping: report.mapping, kind: report.kind, files: report.files, first: report.dates.first, last: report.dates.last, lines: report.lines.written }
  entries = [...entries, entry]
  report.warnings.push(...overlaps(entries))

  const copy = (target: string, header: boolean) => connection.run(`COPY (SELECT strftime(date, '%Y-%m-%d') AS "Date", state AS "State", ${amountDecimal('cents')} AS "Amount", channel AS "Channel"
    FROM ${lines.from} ${lines.order}) TO ${lit(target)} (FORMAT csv, HEADER ${header})`)
  await mkdir(path.dirname(out), { recursive: true })
  const temporary = path.join(path.dirname(out), `.${path.basename(out)}.${process.pid}.importing`)
  try {
    if (existing) {
      // The old file, then the new lines without their header.
      const rows = path.join(work, 'rows.csv')
      await copy(rows, false)
      await copyFile(existing, temporary)
      const text = await readFile(existing)
      if (text.length > 0 && text[text.length - 1] !== 0x0a) await appendFile(temporary, '\n')
      await pipeline(createReadStream(rows), createWriteStream(temporary, { flags: 'a' }))
    } else await copy(temporary, true)
    await writeFile(`${imported}.${process.pid}.importing`, `${JSON.stringify(entries, null, 2)}\n`)
    await rename(temporary, out)
    await rename(`${imported}.${process.pid}.importing`, imported)
  } catch (error) {
    problems.add(display, 1, 1, 'WRITE_FAILED', `cannot write the transactions file (${(error as NodeJS.ErrnoException).code ?? String(error)}); ${display} left as it was`)
  } finally {
    await rm(temporary, { force: true })
    await rm(`${imported}.${process.pid}.importing`, { force: true })
  }
  if (request.report !== undefined) await writeFile(request.report, `${JSON.stringify(report, null, 2)}\n`)
}

/** A storefront's and a processor's imports into one file whose dates overlap: the same sales, likely, twice. */
function overlaps(entries: readonly ImportedEntry[]): string[] {
  const warnings: string[] = []
  for (const store of entries.filter((entry) => entry.kind === 'storefront')) {
    for (const processor of entries.filter((entry) => entry.kind === 'processor')) {
      if (!store.first || !store.last || !processor.first || !processor.last) continue
      const from = store.first > processor.first ? store.first : processor.first
      const to = store.last < processor.last ? store.last : processor.last
      if (from <= to) {
        warnings.push(`${store.mapping} (a storefront, ${store.first} to ${store.last}) and ${processor.mapping} (a payment processor, ${processor.first} to ${processor.last}) are both in this file from ${from} to ${to}: the same sales may be counted twice`)
      }
    }
  }
  return warnings
}

/** The report as printed. */
export function reportText(report: ImportReport): string {
  const n = (value: number) => value.toLocaleString('en-US')
  const { orders, lines } = report
  const dropped = orders.dropped
  const droppedTotal = dropped.cancelled + dropped.status + dropped.notUs + dropped.noState
  const out = [
    `${report.appended ? 'Appended' : 'Wrote'} ${n(lines.written)} lines to ${report.out} from ${report.files.join(', ')} (${report.mapping})${report.dates.first ? `, dated ${report.dates.first} to ${report.dates.last}` : ''}.`,
    `Orders: ${n(orders.read)} read, ${n(orders.written)} written, ${n(droppedTotal)} dropped (cancelled ${n(dropped.cancelled)}, status ${n(dropped.status)}, not the US ${n(dropped.notUs)}, no state ${n(dropped.noState)}), ${n(orders.duplicates)} duplicates left out.`,
    `Lines: ${n(lines.sales)} sales, ${n(lines.refunds)} refunds (${n(lines.refundsWithoutOwnDate)} placed on their order's date, having no date of their own).`,
    `Totals by state: ${Object.entries(report.totalsByState).map(([state, total]) => `${state} ${total}`).join(', ') || 'none'}.`,
  ]
  if (report.firstDropped.length > 0) out.push(`First dropped orders: ${report.firstDropped.map((item) => `${item.at} ${item.order} (${item.reason})`).join('; ')}.`)
  for (const warning of report.warnings) out.push(`Warning: ${warning}`)
  return out.join('\n')
}

export { columnsOf }
