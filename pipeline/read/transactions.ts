/**
 * Reads an entity's dated sales, `transactions/<CODE>.csv` (Date,State,Amount[,Channel]) or the
 * pre-summed `daily/<CODE>.csv` (Date,State[,Channel],Sales,Transactions), with DuckDB straight from
 * the file, into daily totals per state and channel in integer cents (TRANSACTIONS.md, Scale;
 * EXPOSURE.md, Inputs). The summing is SQL in pipeline/sql/; no row is parsed in JavaScript while a
 * file is sound. When DuckDB finds a row it cannot take, or the file takes the study's dated sales
 * beyond their limits, sales-lines.ts reads the file once more, streaming, and reports every problem at
 * its line as the user's editor shows it.
 *
 * The file is opened here, once, and DuckDB is given it by descriptor (/proc/self/fd/N, on Linux): DuckDB
 * takes * ? and [ in a path for a pattern of file names (a study folder named "Study [2024]" would read
 * "Study 2/…"), and the file it reads is then the one checked, whatever is renamed meanwhile. Elsewhere
 * it is given the path with those characters bracketed (globEscaped).
 */
import { DuckDBInstance, type DuckDBConnection, type DuckDBDataChunk, type DuckDBVector } from '@duckdb/node-api'
import { parse } from 'csv-parse/sync'
import { open, type FileHandle } from 'node:fs/promises'
import { constants, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { usStateCodes } from '../../schemas/generated/values.ts'
import { MAX_PROBLEMS_PER_FILE, MAX_SALES_ROW_BYTES, MAX_STUDY_SALES_CENTS, MAX_STUDY_TRANSACTIONS } from '../../common/limits.ts'
import { hundredthsToDecimal } from '../money.ts'
import { sqlDir } from '../../common/paths.ts'
import { sortProblems, type Problem } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import { isoDay } from '../transactions/dates.ts'
import { channels, type DailyTotal } from '../transactions/daily.ts'
import { locateRows, type Add, type RowLayout } from './sales-lines.ts'
import { decodeText } from '../../common/text.ts'
import type { UsStateCode } from '../../schemas/generated/types.ts'

/** A file DuckDB reads from disk: the path shown in messages and the path on disk (checked by read/study-files.ts first). */
export interface FileSource {
  display: string
  absolute: string
}

const transactionColumns = ['Date', 'State', 'Amount'] as const
const dailyColumns = ['Date', 'State', 'Sales', 'Transactions'] as const

/** The days read, both included, as day numbers (transactions/scope.ts). */
export interface ReadRange { first: number; last: number }

/**
 * The study's dated sales read so far, held to common/limits.ts's totals: each day's net sales in a state and
 * channel added without signs, and the transactions. A run's entities share one, in the order they are read.
 */
export class SalesTotals {
  cents = 0
  transactions = 0
  /** Set once a file took a total beyond its limit: that file is the run's problem, and later files are held to the limits alone. */
  exceeded = false
}

/** DuckDB's summing of one file (TransactionsReader.sum). */
type Summed =
  | { ok: true; days: Map<UsStateCode, DailyTotal[]>; outOfRange: number; read: { cents: number; transactions: number }; flagged: boolean }
  | { ok: false; error: unknown }

/** What one file gives: daily totals per state (by date, then channel), rows left out, problems. */
export interface DailyFile {
  days: Map<UsStateCode, DailyTotal[]>
  /** Readable rows dated outside the range read. */
  outOfRange: number
  problems: Problem[]
  /** Problems found beyond those in `problems`, counted only (sales-lines.ts gives a file's first ones). */
  unlisted: number
}

/** Problems a header reports, as sales-lines.ts reports a file's: as many as a file lists and the first past them, where the closing line goes. */
const PROBLEMS_GIVEN = MAX_PROBLEMS_PER_FILE + 1

/** The codes in the order of the us_state type: daily.sql gives a state as its place in it. */
const stateCodes: readonly UsStateCode[] = usStateCodes

const sql = {
  daily: readFileSync(path.join(sqlDir, 'daily.sql'), 'utf8'),
  dailyFile: readFileSync(path.join(sqlDir, 'daily-file.sql'), 'utf8'),
}

type Kind = 'transactions' | 'daily'

/** A file's columns, its query, and where sales-lines.ts finds each value. */
interface Layout extends RowLayout {
  query: string
}

/** Each kind of file without and with its Channel column (TRANSACTIONS.md; EXPOSURE.md, Inputs). */
const layouts: Record<Kind, { plain: Layout; channel: Layout }> = {
  transactions: {
    plain: { columns: transactionColumns, query: sql.daily, decimal: 'Amount', amount: 3, count: 0, channel: 0, once: false },
    channel: { columns: [...transactionColumns, 'Channel'], query: sql.daily, decimal: 'Amount', amount: 3, count: 0, channel: 4, once: false },
  },
  daily: {
    plain: { columns: dailyColumns, query: sql.dailyFile, decimal: 'Sales', amount: 3, count: 4, channel: 0, once: true },
    channel: { columns: ['Date', 'State', 'Channel', 'Sales', 'Transactions'], query: sql.dailyFile, decimal: 'Sales', amount: 4, count: 5, channel: 3, once: true },
  },
}

/** The layout a header names: the one with Channel when the header has it in its place. */
function layoutOf(kind: Kind, header: readonly string[]): Layout {
  const { plain, channel } = layouts[kind]
  return header[channel.channel - 1] === 'Channel' ? channel : plain
}

/** Where the system names an open file by a path of its own (Linux): DuckDB is given that path. */
const byDescriptor = existsSync('/proc/self/fd')

/**
 * A path DuckDB reads as exactly that file, not as a pattern: each * ? and [ in brackets ([[] matches a
 * literal [ in DuckDB's glob); undefined where no escape does (DuckDB's matching reads a backslash
 * specially: no escaping of a name holding one beside a glob character matches it, measured with 1.5).
 * For systems without /proc/self/fd.
 */
export function globEscaped(absolute: string): string | undefined {
  if (absolute.split(path.sep).some((name) => /[*?[]/.test(name) && name.includes('\\'))) return undefined
  return absolute.replace(/[*?[]/g, '[$&]')
}

/**
 * One DuckDB instance for a pipeline run: open it once, read every entity's file through it (one at a
 * time; DuckDB uses every core for each), close it at the end.
 */
export class TransactionsReader {
  /** Waiting for the next file's summing to be handed to DuckDB (whenSumming). */
  private waiting: (() => void)[] = []
  /** The run's dated sales so far: the pipeline reads every entity's file against these. */
  readonly totals = new SalesTotals()

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
    // The one list of codes (the common schema's); each is two capitals, so quoting them is exact.
    const codes = stateCodes.map((code) => `'${code.replace(/'/g, "''")}'`).join(', ')
    await connection.run(`CREATE TYPE us_state AS ENUM (${codes})`)
    return new TransactionsReader(instance, connection)
  }

  /** transactions/<CODE>.csv: Date,State,Amount[,Channel], one row per sale or refund. */
  readTransactions(source: FileSource, range: ReadRange, totals = new SalesTotals()): Promise<DailyFile> {
    return this.read(source, range, 'transactions', totals)
  }

  /** daily/<CODE>.csv: Date,State[,Channel],Sales,Transactions, one row per state, day and channel, already summed. */
  readDaily(source: FileSource, range: ReadRange, totals = new SalesTotals()): Promise<DailyFile> {
    return this.read(source, range, 'daily', totals)
  }

  close(): void {
    this.connection.closeSync()
    this.instance.closeSync()
  }

  private async read(source: FileSource, range: ReadRange, kind: Kind, totals: SalesTotals): Promise<DailyFile> {
    const problems: Problem[] = []
    const add: Add = (line, column, code, message) => problems.push({ file: source.display, line, column, code, message })
    const empty = (found = problems.length): DailyFile => ({ days: new Map(), outOfRange: 0, problems: sortProblems(problems), unlisted: found - problems.length })
    const { columns } = layouts[kind].plain

    // Opened without following a link or waiting on a FIFO swapped in since the checks (study-files.ts).
    let handle: FileHandle
    try {
      handle = await open(source.absolute, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
    } catch (error) {
      add(1, 1, 'CANNOT_READ', `cannot read the file (${(error as NodeJS.ErrnoException).code ?? error}); expected a CSV file with the columns ${columns.join(',')}`)
      return empty()
    }
    try {
      if (!(await handle.stat()).isFile()) {
        add(1, 1, 'NOT_A_FILE', `the file changed into something that is not a file while it was being read; expected a CSV file with the columns ${columns.join(',')}`)
        return empty()
      }
      const file = byDescriptor ? `/proc/self/fd/${handle.fd}` : globEscaped(source.absolute)
      if (file === undefined) {
        add(1, 1, 'CANNOT_READ', `DuckDB would take its path for a pattern of file names (a backslash beside * ? or [ in one name); expected a path without them`)
        return empty()
      }
      const layout = await headerLayout(handle, kind, add)
      if (typeof layout === 'number') return empty(layout)
      const summed = await this.sum(file, layout, range)
      // A sound file's sums with the study's so far (after a file that went beyond them, a file is held to
      // the limits alone); a file with problems is reported for those, as the study's revenue is.
      const sound = summed.ok && !summed.flagged ? summed : undefined
      const base = totals.exceeded ? new SalesTotals() : totals
      const beyond = sound !== undefined &&
        (base.cents + sound.read.cents > Number(MAX_STUDY_SALES_CENTS) || base.transactions + sound.read.transactions > Number(MAX_STUDY_TRANSACTIONS))
      if (sound && !beyond) {
        base.cents += sound.read.cents
        base.transactions += sound.read.transactions
        return { days: sound.days, outOfRange: sound.outOfRange, problems, unlisted: 0 }
      }
      const budget = beyond
        ? { cents: Number(MAX_STUDY_SALES_CENTS) - base.cents, transactions: Number(MAX_STUDY_TRANSACTIONS) - base.transactions }
        : { cents: Number.POSITIVE_INFINITY, transactions: Number.POSITIVE_INFINITY }
      if (beyond) totals.exceeded = true
      const found = await locateRows(handle, layout, range, budget, add)
      if (found === 0) {
        // What DuckDB found and the streamed reading did not: DuckDB's own word (its error names a line).
        add(1, 1, beyond ? 'TOTAL_TOO_LARGE' : 'NOT_CSV', !summed.ok ? `DuckDB cannot read the file as CSV (${firstLine(summed.error)}); expected RFC 4180 CSV with the columns ${layout.columns.join(',')}`
          : beyond ? `the file's sales take the study's dated sales beyond ${hundredthsToDecimal(Number(MAX_STUDY_SALES_CENTS))} USD or its transactions beyond ${MAX_STUDY_TRANSACTIONS}, the largest totals a study may hold; expected sales and transactions that add up to at most those`
            : `a row cannot be read, and its line cannot be told; expected rows of ${layout.columns.join(',')}`)
      }
      return empty(Math.max(found, problems.length))
    } finally {
      await handle.close()
    }
  }

  /**
   * The file summed by DuckDB into daily totals, with what it left out, their sums (the study's limits'
   * measures) and whether anything needs locating (values the query found wrong, a daily file's
   * repeats); or the error that stopped it (a row the CSV reader could not take).
   */
  private async sum(file: string, layout: Layout, range: ReadRange): Promise<Summed> {
    await this.connection.run(`SET VARIABLE channel_column = ${layout.channel > 0}`)
    let chunks: DuckDBDataChunk[]
    try {
      const summing = this.connection.run(layout.query, { file, first: isoDay(range.first), last: isoDay(range.last) })
      for (const resolve of this.waiting.splice(0)) resolve()
      chunks = await (await summing).fetchAllChunks()
    } catch (error) {
      return { ok: false, error }
    }
    const days = new Map<UsStateCode, DailyTotal[]>()
    const read = { cents: 0, transactions: 0 }
    let outOfRange = 0
    let flagged = false
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
        else if (kind === 'invalid' || kind === 'repeated') flagged ||= Number(counts.getItem(row)) > 0
        else {
          const state = states.getItem(row)!
          if (state !== previousState) days.set(stateCodes[previousState = state]!, list = [])
          // NULL beyond 2^53 cents, far beyond the study's limits, which these totals are then held to.
          const salesCents = sales.getItem(row) ?? Number.POSITIVE_INFINITY
          const count = transactions.getItem(row) ?? Number.POSITIVE_INFINITY
          read.cents += Math.abs(salesCents)
          read.transactions += count
          list.push({ day: dayNumbers.getItem(row)!, channel: channels[channelCodes.getItem(row)!]!, salesCents, transactions: count })
        }
      }
    }
    return { ok: true, days: new Map([...days].sort(([a], [b]) => (a < b ? -1 : 1))), outOfRange, read, flagged }
  }
}

/**
 * The layout the header line names (the first line, read alone: cheap even for a file of millions of
 * rows), or how many problems it has when it names none: a header beyond the row limit is one
 * LINE_TOO_LONG, bytes that are not UTF-8 (a file saved as UTF-16) one NOT_UTF8 at their place, as in
 * every other file, and otherwise each difference from the columns (the first PROBLEMS_GIVEN reported).
 */
async function headerLayout(handle: FileHandle, kind: Kind, add: Add): Promise<Layout | number> {
  const { columns } = layouts[kind].plain
  const line = await firstLineOf(handle)
  if (line === undefined) {
    add(1, 1, 'LINE_TOO_LONG', `the header is longer than ${MAX_SALES_ROW_BYTES / 1024 / 1024} MiB; expected the header ${columns.join(',')}`)
    return 1
  }
  const decoded = decodeText(line)
  if (!decoded.ok) {
    add(decoded.line, decoded.column, decoded.code, decoded.message)
    return 1
  }
  const first = decoded.text
  if (first.trim() === '') {
    add(1, 1, 'EMPTY_FILE', `the file is empty or its first line is blank; expected the header ${columns.join(',')}`)
    return 1
  }
  let header: string[]
  try {
    header = (parse(first, { relax_column_count: true }) as string[][])[0] ?? []
  } catch (error) {
    add(1, 1, 'NOT_CSV', `the header is not valid CSV (${firstLine(error)}); expected ${columns.join(',')}`)
    return 1
  }
  const layout = layoutOf(kind, header)
  const other = layout === layouts[kind].plain ? layouts[kind].channel : layouts[kind].plain
  const found = headerDifferences(header, layout.columns, other.columns, add)
  return found === 0 ? layout : found
}

/** The header against a layout's columns: how many differences, the first PROBLEMS_GIVEN reported; `other` are the other layout's columns. */
function headerDifferences(header: readonly string[], columns: readonly string[], other: readonly string[], add: Add): number {
  let found = 0
  for (let index = 0; index < Math.max(header.length, columns.length); index++) {
    const got = header[index]
    const want = columns[index]
    if (got === want) continue
    if (++found > PROBLEMS_GIVEN) continue
    if (want === undefined) add(1, index + 1, 'UNKNOWN_COLUMN', `unknown column ${quote(got)}; expected only the columns ${columns.join(',')} (or ${other.join(',')})`)
    else if (got === undefined) add(1, index + 1, 'MISSING_COLUMN', `missing column "${want}"; expected the header ${columns.join(',')}`)
    else add(1, index + 1, 'WRONG_COLUMN', `column ${index + 1} is ${quote(got)}; expected "${want}"`)
  }
  return found
}

/**
 * The bytes of the first line (a BOM kept; up to the first LF or CR: the header is one line), or
 * undefined when it is longer than a row may be (MAX_SALES_ROW_BYTES, a BOM not counted).
 */
async function firstLineOf(handle: FileHandle): Promise<Buffer | undefined> {
  const limit = BOM.length + MAX_SALES_ROW_BYTES + 1
  // 64 KiB holds any real header; a longer line is read on into a buffer four times larger, up to the limit.
  let buffer = Buffer.allocUnsafe(64 * 1024)
  let length = 0
  let end = -1
  while (end === -1 && length < limit) {
    if (length === buffer.length) {
      const larger = Buffer.allocUnsafe(Math.min(buffer.length * 4, limit))
      buffer.copy(larger, 0, 0, length)
      buffer = larger
    }
    const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length)
    if (bytesRead === 0) end = length
    for (let at = length; end === -1 && at < length + bytesRead; at++) if (buffer[at] === LF || buffer[at] === CR) end = at
    length += bytesRead
  }
  const bom = buffer.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0
  return end === -1 || end - bom > MAX_SALES_ROW_BYTES ? undefined : buffer.subarray(0, end)
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf])
const LF = 0x0a
const CR = 0x0d

/** An error's first line, cut short: a library's message may quote a whole row. */
function firstLine(error: unknown): string {
  const line = String(error instanceof Error ? error.message : error).split('\n')[0]!.trim()
  return line.length > 200 ? `${line.slice(0, 200)}…` : line
}
