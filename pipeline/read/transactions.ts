/**
 * Reads an entity's dated sales, `transactions/<CODE>.csv` (Date,State,Amount[,Channel]) or the
 * pre-summed `daily/<CODE>.csv` (Date,State[,Channel],Sales,Transactions), with DuckDB straight from
 * the file, into daily totals per state and channel in integer cents (TRANSACTIONS.md, Scale;
 * EXPOSURE.md, Inputs). The summing is SQL in pipeline/sql/; no row is parsed in JavaScript. Every
 * bad row is reported at its line as the user's editor shows it: the CSV reader's rejects carry their
 * lines, and the values only SQL can check are located by daily-lines.sql, which runs only when a file
 * has problems.
 */
import { DuckDBInstance, type DuckDBConnection, type DuckDBDataChunk, type DuckDBVector } from '@duckdb/node-api'
import { parse } from 'csv-parse/sync'
import { open } from 'node:fs/promises'
import { isUtf8 } from 'node:buffer'
import { createReadStream, readFileSync } from 'node:fs'
import path from 'node:path'
import { stateNames } from '../../schemas/us-states.ts'
import { sqlDir } from '../paths.ts'
import { sortProblems, type Problem } from '../problems.ts'
import { isoDay } from '../transactions/dates.ts'
import { channels, type DailyTotal } from '../transactions/daily.ts'
import type { UsStateCode } from '../../schemas/generated/types.ts'

/** A file DuckDB reads from disk: the path shown in messages and the path on disk (checked by read/study-files.ts first). */
export interface FileSource {
  display: string
  absolute: string
}

export const transactionColumns = ['Date', 'State', 'Amount'] as const
export const dailyColumns = ['Date', 'State', 'Sales', 'Transactions'] as const

/** The days read, both included, as day numbers (transactions/scope.ts). */
export interface ReadRange { first: number; last: number }

/** What one file gives: daily totals per state (by date, then channel), rows left out, problems. */
export interface DailyFile {
  days: Map<UsStateCode, DailyTotal[]>
  /** Readable rows dated outside the range read. */
  outOfRange: number
  problems: Problem[]
}

/** The codes in the order of the us_state type: daily.sql gives a state as its place in it. */
const stateCodes = Object.keys(stateNames) as UsStateCode[]

/** At most this many problems are listed per file; a file that is wrong throughout says so once. */
export const PROBLEM_LIMIT = 1000

const sql = {
  daily: readFileSync(path.join(sqlDir, 'daily.sql'), 'utf8'),
  dailyFile: readFileSync(path.join(sqlDir, 'daily-file.sql'), 'utf8'),
  lines: readFileSync(path.join(sqlDir, 'daily-lines.sql'), 'utf8'),
}

type Kind = 'transactions' | 'daily'

/** A file's columns, and where daily-lines.sql finds each value (1-based; 0 where there is none). */
interface Layout {
  columns: readonly string[]
  query: string
  decimal: 'Amount' | 'Sales'
  amount: number
  count: number
  channel: number
  /** Whether each (date, state, channel) may appear once: a daily file's rows are already sums. */
  repeats: boolean
}

/** Each kind of file without and with its Channel column (TRANSACTIONS.md; EXPOSURE.md, Inputs). */
const layouts: Record<Kind, { plain: Layout; channel: Layout }> = {
  transactions: {
    plain: { columns: transactionColumns, query: sql.daily, decimal: 'Amount', amount: 3, count: 0, channel: 0, repeats: false },
    channel: { columns: [...transactionColumns, 'Channel'], query: sql.daily, decimal: 'Amount', amount: 3, count: 0, channel: 4, repeats: false },
  },
  daily: {
    plain: { columns: dailyColumns, query: sql.dailyFile, decimal: 'Sales', amount: 3, count: 4, channel: 0, repeats: true },
    channel: { columns: ['Date', 'State', 'Channel', 'Sales', 'Transactions'], query: sql.dailyFile, decimal: 'Sales', amount: 4, count: 5, channel: 3, repeats: true },
  },
}

/** The layout a header names: the one with Channel when the header has it in its place. */
function layoutOf(kind: Kind, header: readonly string[]): Layout {
  const { plain, channel } = layouts[kind]
  return header[channel.channel - 1] === 'Channel' ? channel : plain
}

const expected = {
  Date: 'a date as YYYY-MM-DD, such as "2024-03-31"',
  State: 'a US state, DC or PR code in capitals, such as "AZ"',
  Amount: 'a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, negative for a refund, such as "1234.50" or "-12.50"',
  Sales: 'a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, negative where refunds outweigh sales, such as "1234.50"',
  Transactions: 'a whole number of transactions, 0 or more, such as "12"',
  Channel: 'Direct, Marketplace or Exempt, or blank for Direct',
} as const

/**
 * One DuckDB instance for a pipeline run: open it once, read every entity's file through it (one at a
 * time; DuckDB uses every core for each), close it at the end.
 */
export class TransactionsReader {
  /** Waiting for the next file's summing to be handed to DuckDB (whenSumming). */
  private waiting: (() => void)[] = []

  private constructor(private readonly instance: DuckDBInstance, private readonly connection: DuckDBConnection) {}

  /**
   * Resolves once DuckDB has been given the next file's summing: from then until the read ends, the
   * caller's own work runs beside DuckDB's threads rather than before them.
   */
  whenSumming(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  static async open(): Promise<TransactionsReader> {
    const instance = await DuckDBInstance.create(':memory:')
    const connection = await instance.connect()
    // The one list of codes (us-states.ts); each is two capitals, so quoting them is exact.
    const codes = stateCodes.map((code) => `'${code.replace(/'/g, "''")}'`).join(', ')
    await connection.run(`CREATE TYPE us_state AS ENUM (${codes})`)
    return new TransactionsReader(instance, connection)
  }

  /** transactions/<CODE>.csv: Date,State,Amount[,Channel], one row per sale or refund. */
  readTransactions(source: FileSource, range: ReadRange): Promise<DailyFile> {
    return this.read(source, range, 'transactions')
  }

  /** daily/<CODE>.csv: Date,State[,Channel],Sales,Transactions, one row per state, day and channel, already summed. */
  readDaily(source: FileSource, range: ReadRange): Promise<DailyFile> {
    return this.read(source, range, 'daily')
  }

  close(): void {
    this.connection.closeSync()
    this.instance.closeSync()
  }

  private async read(source: FileSource, range: ReadRange, kind: Kind): Promise<DailyFile> {
    const problems: Problem[] = []
    const add = (line: number, column: number, message: string) => problems.push({ file: source.display, line, column, message })
    // A row both rejected by the CSV reader and located by the lines query is reported once per cell.
    const empty = (): DailyFile => ({ days: new Map(), outOfRange: 0, problems: distinct(sortProblems(problems)) })

    const layout = await headerLayout(source, kind, add)
    if (!layout) return empty()
    const { columns, query } = layout

    await this.connection.run(`DROP TABLE IF EXISTS reject_errors; DROP TABLE IF EXISTS reject_scans; SET VARIABLE channel_column = ${layout.channel > 0}`)
    let chunks: DuckDBDataChunk[]
    try {
      const summing = this.connection.run(query, { file: source.absolute, first: isoDay(range.first), last: isoDay(range.last) })
      for (const resolve of this.waiting.splice(0)) resolve()
      const result = await summing
      chunks = await result.fetchAllChunks()
    } catch (error) {
      // DuckDB stops at some files outright, naming no line: bytes that are not UTF-8, mixed line endings.
      if (/unicode|utf-?8/i.test(firstLine(error)) && (await invalidUtf8Lines(source.absolute, add)) > 0) return empty()
      const located = await this.locate(source, layout, add)
      if (located === 0) {
        add(1, 1, `DuckDB cannot read the file as CSV (${firstLine(error)}); expected RFC 4180 CSV with the columns ${columns.join(',')}`)
      }
      return empty()
    }

    const rejected = await this.rejects(source, layout, add)
    const days = new Map<UsStateCode, DailyTotal[]>()
    let outOfRange = 0
    let invalid = 0
    let repeated = 0
    // A day's totals come first (kind NULL), by state, day and channel, as numbers (see daily.sql): over
    // a million rows for six years, read value by value from each chunk's vectors, not gathered first
    // into an array per column (a third less time, and far less garbage).
    let list: DailyTotal[] = []
    let previousState = -1
    for (const chunk of chunks) {
      const [kinds, states, dayNumbers, channelCodes, sales, transactions, counts] = [0, 1, 2, 3, 4, 5, 6].map((column) => chunk.getColumnVector(column)) as [
        DuckDBVector<string>, DuckDBVector<number>, DuckDBVector<number>, DuckDBVector<number>, DuckDBVector<number>, DuckDBVector<number>, DuckDBVector<bigint>,
      ]
      for (let row = 0, rows = chunk.rowCount; row < rows; row++) {
        const kind = kinds.getItem(row)
        if (kind === 'outside') outOfRange = Number(counts.getItem(row))
        else if (kind === 'invalid') invalid = Number(counts.getItem(row))
        else if (kind === 'repeated') repeated = Number(counts.getItem(row))
        else {
          const state = states.getItem(row)!
          if (state !== previousState) days.set(stateCodes[previousState = state]!, list = [])
          list.push({
            day: dayNumbers.getItem(row)!,
            channel: channels[channelCodes.getItem(row)!]!,
            salesCents: exact(sales.getItem(row), 'cents'),
            transactions: exact(transactions.getItem(row), 'transactions'),
          })
        }
      }
    }
    if (invalid > 0 || rejected > 0 || repeated > 0) {
      const located = await this.locate(source, layout, add)
      // A value the lines query cannot see (a quoted value spanning lines) must still stop the run.
      if (located < invalid) {
        add(1, 1, `${invalid - located} row${invalid - located === 1 ? ' has' : 's have'} a value that cannot be read and whose line cannot be told (a quoted value spanning lines?); expected rows of ${columns.join(',')}`)
      }
    }
    if (problems.length > 0) return empty()
    return { days: new Map([...days].sort(([a], [b]) => (a < b ? -1 : 1))), outOfRange, problems }
  }

  /** The CSV reader's rejected rows as problems; returns how many there were. */
  private async rejects(source: FileSource, layout: Layout, add: (line: number, column: number, message: string) => void): Promise<number> {
    const { columns } = layout
    const reader = await this.connection.runAndReadAll(
      `SELECT line, column_idx, column_name, error_type, error_message FROM reject_errors ORDER BY line, column_idx`,
    )
    const rows = reader.getRowObjectsJS() as { line: bigint; column_idx: bigint; column_name: string | null; error_type: string; error_message: string }[]
    for (const row of rows) {
      const line = Number(row.line)
      const index = Number(row.column_idx)
      switch (row.error_type) {
        case 'CAST': {
          const name = (row.column_name ?? columns[index - 1] ?? 'Date') as keyof typeof expected
          const value = /Could not convert string "(.*)" to '/s.exec(row.error_message)?.[1]
          const what = name === 'Date' ? 'is not a date' : name === 'State' ? 'is not a US state, DC or PR code' : 'is not valid'
          add(line, Math.max(index, 1), `${name} ${JSON.stringify(value ?? '')} ${what}; expected ${expected[name]}`)
          break
        }
        case 'MISSING COLUMNS':
        case 'TOO MANY COLUMNS': {
          const found = Number(/Found: (\d+)/.exec(row.error_message)?.[1] ?? index)
          add(line, Math.min(found, columns.length) + 1, `the row has ${found} fields; expected ${columns.length} (${columns.join(',')})`)
          break
        }
        case 'UNQUOTED VALUE':
          add(line, Math.max(index, 1), `a quoted value is not closed, or has text after its closing quote; expected RFC 4180 quoting ("a ""quoted"" value")`)
          break
        case 'INVALID ENCODING':
          add(line, Math.max(index, 1), `the line is not valid UTF-8; expected a UTF-8 text file`)
          break
        default:
          add(line, Math.max(index, 1), `${row.error_message} (${row.error_type}); expected a row of ${columns.join(',')}`)
      }
    }
    if (rows.length >= PROBLEM_LIMIT) {
      add(1, 1, `${PROBLEM_LIMIT} or more rows cannot be read; ${PROBLEM_LIMIT} of them are listed; expected rows of ${columns.join(',')}`)
    }
    return rows.length
  }

  /** The values SQL found wrong, located by line; returns on how many lines (or PROBLEM_LIMIT and more). */
  private async locate(source: FileSource, layout: Layout, add: (line: number, column: number, message: string) => void): Promise<number> {
    const { columns, decimal } = layout
    let rows: { line: bigint; column: number; kind: string; value: string; total: bigint }[]
    try {
      const reader = await this.connection.runAndReadAll(sql.lines, {
        file: source.absolute,
        fields: columns.length,
        amount: layout.amount,
        count: layout.count,
        channel: layout.channel,
        repeats: layout.repeats,
        limit: PROBLEM_LIMIT,
      })
      rows = reader.getRowObjectsJS() as typeof rows
    } catch (error) {
      add(1, 1, `the file cannot be read as text to locate its problems (${firstLine(error)}); expected a UTF-8 CSV file`)
      return Number.MAX_SAFE_INTEGER
    }
    const lines = new Set<number>()
    for (const row of rows) {
      const line = Number(row.line)
      if (row.kind !== 'line-ending') lines.add(line)
      switch (row.kind) {
        case 'date': add(line, row.column, `Date is empty; expected ${expected.Date}`); break
        case 'state': add(line, row.column, `State is empty; expected ${expected.State}`); break
        case 'decimal': add(line, row.column, `${decimal} ${JSON.stringify(row.value)} is not valid; expected ${expected[decimal]}`); break
        case 'count': add(line, row.column, `Transactions ${row.value === '' ? 'is empty' : `${JSON.stringify(row.value)} is not valid`}; expected ${expected.Transactions}`); break
        case 'channel': add(line, row.column, `Channel ${JSON.stringify(row.value)} is not valid; expected ${expected.Channel}`); break
        case 'repeated': add(line, row.column, layout.channel > 0
          ? `the row repeats the date, state and channel of line ${row.value}; expected each (date, state, channel) once in a daily file`
          : `the row repeats the date and state of line ${row.value}; expected each (date, state) once in a daily file`); break
        case 'line-ending': add(line, row.column, `the line ends with ${row.value}, unlike the header; expected one kind of line ending throughout the file`); break
      }
    }
    const total = Number(rows[0]?.total ?? 0)
    if (total > rows.length) {
      add(1, 1, `${total} values are not valid; only the first ${rows.length} are listed`)
      return Number.MAX_SAFE_INTEGER
    }
    return lines.size + (rows.some((row) => row.kind === 'line-ending') ? 1 : 0)
  }
}

/**
 * The layout the header line names (the first line, read alone: cheap even for a file of millions of
 * rows), or undefined when it names none (each difference reported).
 */
async function headerLayout(
  source: FileSource,
  kind: Kind,
  add: (line: number, column: number, message: string) => void,
): Promise<Layout | undefined> {
  const { columns } = layouts[kind].plain
  let first: string
  try {
    first = await firstLineOf(source.absolute)
  } catch (error) {
    add(1, 1, `cannot read the file (${(error as NodeJS.ErrnoException).code ?? error}); expected a CSV file with the columns ${columns.join(',')}`)
    return undefined
  }
  if (first.trim() === '') {
    add(1, 1, `the file is empty or its first line is blank; expected the header ${columns.join(',')}`)
    return undefined
  }
  let header: string[]
  try {
    header = (parse(first, { bom: true, relax_column_count: true }) as string[][])[0] ?? []
  } catch (error) {
    add(1, 1, `the header is not valid CSV (${firstLine(error)}); expected ${columns.join(',')}`)
    return undefined
  }
  const layout = layoutOf(kind, header)
  const other = layout === layouts[kind].plain ? layouts[kind].channel : layouts[kind].plain
  return headerMatches(header, layout.columns, other.columns, add) ? layout : undefined
}

/** The header against a layout's columns, each difference reported; `other` are the other layout's columns. */
function headerMatches(
  header: readonly string[],
  columns: readonly string[],
  other: readonly string[],
  add: (line: number, column: number, message: string) => void,
): boolean {
  let ok = true
  for (let index = 0; index < Math.max(header.length, columns.length); index++) {
    const got = header[index]
    const want = columns[index]
    if (got === want) continue
    ok = false
    if (want === undefined) add(1, index + 1, `unknown column "${got}"; expected only the columns ${columns.join(',')} (or ${other.join(',')})`)
    else if (got === undefined) add(1, index + 1, `missing column "${want}"; expected the header ${columns.join(',')}`)
    else add(1, index + 1, `column ${index + 1} is "${got}"; expected "${want}"`)
  }
  return ok
}

/**
 * The lines holding bytes that are not UTF-8, found by scanning the bytes (DuckDB's reader stops at
 * them without a line, and its text functions refuse the file). Only on that error path.
 */
async function invalidUtf8Lines(file: string, add: (line: number, column: number, message: string) => void): Promise<number> {
  let found = 0
  let line = 1
  let carry = Buffer.alloc(0)
  const check = (bytes: Buffer) => {
    if (found >= PROBLEM_LIMIT || isUtf8(bytes)) return
    found++
    let column = 1
    for (let start = 0; start <= bytes.length; column++) {
      const comma = bytes.indexOf(0x2c, start)
      const end = comma === -1 ? bytes.length : comma
      if (!isUtf8(bytes.subarray(start, end))) break
      start = end + 1
    }
    add(line, column, 'the value holds bytes that are not UTF-8; expected a UTF-8 text file')
  }
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    let bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk
    for (let newline = bytes.indexOf(0x0a); newline !== -1; newline = bytes.indexOf(0x0a)) {
      check(bytes.subarray(0, newline))
      bytes = bytes.subarray(newline + 1)
      line++
    }
    carry = Buffer.from(bytes)
  }
  if (carry.length > 0) check(carry)
  return found
}

async function firstLineOf(file: string): Promise<string> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(64 * 1024)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    const text = buffer.subarray(0, bytesRead).toString('utf8')
    const end = text.indexOf('\n')
    return (end === -1 ? text : text.slice(0, end)).replace(/\r$/, '')
  } finally {
    await handle.close()
  }
}

/** A daily total from DuckDB: a whole number, exact as a double; NULL where it was beyond 2^53. */
function exact(value: number | null, what: string): number {
  if (value === null) throw new Error(`a daily total of ${what} too large to be exact`)
  return value
}

function distinct(problems: Problem[]): Problem[] {
  return problems.filter((problem, index) => {
    const previous = problems[index - 1]
    return !previous || previous.line !== problem.line || previous.column !== problem.column
  })
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0]!.trim()
}
