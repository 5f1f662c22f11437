/**
 * Locates every problem of a transactions or daily file at its line, as the user's editor shows it (LF,
 * CRLF and a carriage return alone each end a line), reading the file once, a chunk at a time: memory is
 * a chunk and a row whatever the file's size (a file of 418 MB is located in the memory of a small one).
 * It runs only when DuckDB's summing (pipeline/sql/) found a row it could not take, or totals beyond the
 * study's limits, and holds each row to what the SQL holds it to: RFC 4180 fields, the date as
 * YYYY-MM-DD, a state code, plain decimals and counts within common/limits.ts, a channel, a daily file's
 * (date, state, channel) once. A row breaking the file's shape (a line ending unlike the header's, bytes
 * that are not UTF-8, broken quoting, the wrong number of fields) is one problem; a row of the right
 * shape has one problem per value that is wrong.
 */
import { isUtf8 } from 'node:buffer'
import type { FileHandle } from 'node:fs/promises'
import { usStateCodes } from '../../schemas/generated/values.ts'
import { hundredthsToDecimal } from '../money.ts'
import type { ProblemAt, ProblemCode } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import { MAX_AMOUNT_HUNDREDTHS, MAX_COUNT, MAX_PROBLEMS_PER_FILE, MAX_SALES_ROW_BYTES, MAX_STUDY_SALES_CENTS, MAX_STUDY_TRANSACTIONS } from '../../common/limits.ts'
import { amountBeyond, countBeyond } from './amount-limits.ts'
import { channels } from '../transactions/daily.ts'

/** Where a layout's values are (1-based columns, 0 where it has none), and what it holds them to. */
export interface RowLayout {
  columns: readonly string[]
  decimal: 'Amount' | 'Sales'
  amount: number
  count: number
  channel: number
  /** Whether each (date, state, channel) may appear once among the rows read: a daily file's rows are sums. */
  once: boolean
}

/** What is left of the study's dated sales (cents, without signs) and transactions before their limits. */
export interface Budget { cents: number; transactions: number }

export type Add = (line: number, column: number, code: ProblemCode, message: string) => void

const expected = {
  Date: 'a date as YYYY-MM-DD, such as "2024-03-31"',
  State: 'a US state, DC or PR code in capitals, such as "AZ"',
  Amount: 'a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, negative for a refund, such as "1234.50" or "-12.50"',
  Sales: 'a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, negative where refunds outweigh sales, such as "1234.50"',
  Transactions: 'a whole number of transactions, 0 or more, such as "12"',
  Channel: 'Direct, Marketplace, Exempt, Resale or Not Taxable, or blank for Direct',
} as const

/**
 * Problems given through `add`: as many as a file lists (problems.ts) and the first one past them, where
 * the closing line that counts the rest is put; the rest are counted only, so that a file of millions of
 * bad rows is not held in memory.
 */
const PROBLEMS_GIVEN = MAX_PROBLEMS_PER_FILE + 1

const LF = 0x0a
const CR = 0x0d
const QUOTE = 0x22
const COMMA = 0x2c
const CHUNK_BYTES = 1024 * 1024

type Ending = 'LF' | 'CRLF' | 'CR'

/** As the SQL numbers a channel: by its place in channels (a state by its place in us_state, usStateCodes). */
const channelNames = channels.map((name) => Buffer.from(name))
const LARGEST_CENTS = Number(MAX_AMOUNT_HUNDREDTHS)
const LARGEST_COUNT = Number(MAX_COUNT)

/**
 * Reads the file from its start and reports its first problems through `add` (PROBLEMS_GIVEN), counting
 * the rest; returns how many it found, given or not. The row that takes the study's dated
 * sales or transactions beyond `budget` is one of them. `chunkBytes` is for tests of rows split anywhere.
 */
export async function locateRows(
  handle: FileHandle, layout: RowLayout, range: { first: number; last: number }, budget: Budget, add: Add, chunkBytes = CHUNK_BYTES,
): Promise<number> {
  const rows = new RowChecks(layout, range, budget, add)
  const scanner = new Scanner(rows)
  // One buffer for the whole file: what a chunk leaves of a row (at most the largest row and a byte) is
  // moved to its start, and the next chunk read in after it.
  const buffer = Buffer.allocUnsafe(MAX_SALES_ROW_BYTES + 1 + chunkBytes)
  let carried = 0
  for (let position = 0; ;) {
    const { bytesRead } = await handle.read(buffer, carried, chunkBytes, position)
    position += bytesRead
    const last = bytesRead === 0
    const end = carried + bytesRead
    const kept = scanner.scan(buffer.subarray(0, end), last, isUtf8(buffer.subarray(carried, end)))
    if (last) break
    buffer.copyWithin(0, kept, end)
    carried = end - kept
  }
  return rows.finish()
}

/** A field of the row being scanned: where its value lies in the scanner's buffer (within its quotes, if quoted). */
interface Field { start: number; end: number; escapes: boolean }

const QUOTING = 'a quoted value is not closed, or has text after its closing quote; expected RFC 4180 quoting ("a ""quoted"" value")'

/**
 * RFC 4180 over raw bytes: splits the file into rows and fields, counts lines as an editor does, and
 * notes what breaks a row's shape, then hands each row to RowChecks. A carriage return alone ends a
 * line (as editors show it) but not a row, unless the header ends that way too: DuckDB stops at such a
 * file outright, and the row it splits is one problem, not two rows with too few fields. Spaces after
 * a closing quote are forgiven, as DuckDB forgives them.
 */
class Scanner {
  private line = 1
  private header: Ending | undefined
  private bom = true
  // The row being scanned, positions in the current buffer.
  private rowStart = 0
  private rowLine = 1
  private fields: Field[] = []
  private fieldStart = 0
  private quoted = false
  private inQuotes = false
  /** Where the open field's closing quote is, once it has one. */
  private closedAt = -1
  private escapes = false
  private broken: ProblemAt | undefined
  private tooLong = false
  /** Whether the bytes carried into the next buffer are known to be UTF-8. */
  private carriedUtf8 = true
  /** Where in the next buffer the scan goes on: after the bytes of the row already scanned. */
  private resumeAt = 0

  constructor(private readonly rows: RowChecks) {}

  /**
   * Scans `bytes` (what was carried over, then the next chunk); returns where the bytes to carry into
   * the next call start: the row not yet ended, or of a row too long to keep, where the scan stopped.
   */
  scan(bytes: Buffer, last: boolean, chunkUtf8: boolean): number {
    let at = this.resumeAt
    if (this.bom) {
      if (bytes.length < 3 && !last) return 0
      this.bom = false
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) at = this.rowStart = this.fieldStart = 3
    }
    const utf8 = this.carriedUtf8 && chunkUtf8
    const end = bytes.length
    for (; at < end; at++) {
      const byte = bytes[at]!
      if (this.inQuotes) {
        if (byte === QUOTE) {
          if (at + 1 === end && !last) break
          if (bytes[at + 1] === QUOTE) {
            this.escapes = true
            at++
          } else {
            this.inQuotes = false
            this.closedAt = at
          }
        } else if (byte === LF) this.line++
        else if (byte === CR) {
          if (at + 1 === end && !last) break
          if (bytes[at + 1] === LF) at++
          this.line++
        }
        continue
      }
      if (byte === COMMA) {
        this.endField(at)
        this.fieldStart = at + 1
      } else if (byte === LF || byte === CR) {
        if (byte === CR && at + 1 === end && !last) break
        const ending: Ending = byte === LF ? 'LF' : bytes[at + 1] === LF ? 'CRLF' : 'CR'
        this.lineEnds(ending, bytes, at, utf8)
        if (ending === 'CRLF') at++
      } else if (byte === QUOTE && at === this.fieldStart) {
        this.inQuotes = this.quoted = true
      } else if (this.closedAt !== -1 && byte !== 0x20) {
        this.breaks(this.rowLine, 1 + this.fields.length, 'BAD_QUOTING', QUOTING)
      }
    }
    if (last) {
      if (this.inQuotes) this.breaks(this.rowLine, 1 + this.fields.length, 'BAD_QUOTING', QUOTING)
      if (end > this.rowStart || this.fields.length > 0) this.rowEnds(bytes, end, utf8)
      return end
    }
    // The row not yet ended goes on into the next buffer, its positions shifted to its start; past the
    // largest row a study may hold, nothing of it but where the scan stopped.
    if (at - this.rowStart > MAX_SALES_ROW_BYTES) this.tooLong = true
    const keepFrom = this.tooLong ? at : this.rowStart
    this.shift(keepFrom)
    this.resumeAt = at - keepFrom
    this.carriedUtf8 = keepFrom === end || utf8
    return keepFrom
  }

  /**
   * A line ending outside quotes, at `at`: the header's sets the file's kind; a row ends at any other
   * but a CR alone, which ends one only in a file whose header ends with it.
   */
  private lineEnds(ending: Ending, bytes: Buffer, at: number, utf8: boolean): void {
    const endsRow = this.header === undefined || ending !== 'CR' || this.header === 'CR'
    if (this.header === undefined) this.header = ending
    else if (ending !== this.header) {
      this.breaks(this.line, endsRow ? 1 : 1 + this.fields.length, 'MIXED_LINE_ENDINGS', `the line ends with ${ending}, unlike the header; expected one kind of line ending throughout the file`)
    }
    this.line++
    if (!endsRow) return
    this.rowEnds(bytes, at, utf8)
    this.rowStart = this.fieldStart = at + (ending === 'CRLF' ? 2 : 1)
    this.rowLine = this.line
  }

  private rowEnds(bytes: Buffer, end: number, utf8: boolean): void {
    const blank = end === this.rowStart && this.fields.length === 0
    this.endField(end)
    const { rows, fields } = this
    if (this.rowLine > 1) {
      if (this.tooLong || end - this.rowStart > MAX_SALES_ROW_BYTES) {
        rows.problem(this.rowLine, 1, 'LINE_TOO_LONG', `the row is longer than ${MAX_SALES_ROW_BYTES / 1024 / 1024} MiB; expected rows of ${rows.layout.columns.join(',')}`)
      } else if (this.broken) rows.problem(this.broken.line, this.broken.column, this.broken.code, this.broken.message)
      else if (!utf8 && !isUtf8(bytes.subarray(this.rowStart, end))) {
        const column = fields.findIndex((field) => !isUtf8(bytes.subarray(field.start, field.end))) + 1
        rows.problem(this.rowLine, Math.max(column, 1), 'NOT_UTF8', 'the value holds bytes that are not UTF-8; expected a UTF-8 text file')
      } else if (!blank) rows.check(bytes, fields, this.rowLine)
    }
    this.fields = []
    this.broken = undefined
    this.tooLong = false
  }

  private endField(end: number): void {
    if (!this.tooLong) {
      const quoted = this.quoted && this.closedAt !== -1
      this.fields.push(quoted ? { start: this.fieldStart + 1, end: this.closedAt, escapes: this.escapes } : { start: this.fieldStart, end, escapes: false })
    }
    this.quoted = this.inQuotes = this.escapes = false
    this.closedAt = -1
  }

  /** Notes the first thing that breaks the row's shape: the row gets that one problem. */
  private breaks(line: number, column: number, code: ProblemCode, message: string): void {
    this.broken ??= { line, column, code, message }
  }

  private shift(by: number): void {
    this.rowStart -= by
    this.fieldStart -= by
    if (this.closedAt !== -1) this.closedAt -= by
    for (const field of this.fields) {
      field.start -= by
      field.end -= by
    }
  }
}

/** The checks of one row's values, the study's limits summed over the rows read, and the problems found. */
class RowChecks {
  private found = 0
  /** A daily file's rows read, by (day, state, channel): the line of the first, 0 while none. */
  private readonly seen: Int32Array | undefined
  /** Each (day, state, channel)'s net sales so far, while the study's sums are measured against the budget. */
  private readonly nets: Float64Array | undefined
  /** The study's measures (transactions.ts) over the rows read so far: each (day, state, channel)'s net sales without signs, and the transactions. */
  private cents = 0
  private transactions = 0
  private crossed = false

  constructor(readonly layout: RowLayout, private readonly range: { first: number; last: number }, private readonly budget: Budget, private readonly add: Add) {
    const keys = (range.last - range.first + 1) * usStateCodes.length * channelNames.length
    this.seen = layout.once ? new Int32Array(keys) : undefined
    this.nets = Number.isFinite(budget.cents) || Number.isFinite(budget.transactions) ? new Float64Array(keys) : undefined
  }

  problem(line: number, column: number, code: ProblemCode, message: string): void {
    if (++this.found <= PROBLEMS_GIVEN) this.add(line, column, code, message)
  }

  finish(): number {
    return this.found
  }

  check(bytes: Buffer, fields: Field[], line: number): void {
    const { layout } = this
    const { columns } = layout
    // DuckDB reads a row with empty fields after the last column as its first ones.
    let count = fields.length
    while (count > columns.length && fields[count - 1]!.end === fields[count - 1]!.start) count--
    if (count !== columns.length) {
      this.problem(line, Math.min(count, columns.length) + 1, 'WRONG_FIELD_COUNT', `the row has ${count} field${count === 1 ? '' : 's'}; expected ${columns.length} (${columns.join(',')})`)
      return
    }
    const before = this.found
    const date = fields[0]!
    const state = fields[1]!
    const day = field(date) ? dayOf(bytes, date) : undefined
    if (!field(date)) this.problem(line, 1, 'BLANK_VALUE', `Date is empty; expected ${expected.Date}`)
    else if (day === undefined) this.problem(line, 1, 'NOT_A_DATE', `Date ${quote(fieldText(bytes, date))} is not a date; expected ${expected.Date}`)
    const stateIndex = field(state) ? stateOf(bytes, state) : -1
    if (!field(state)) this.problem(line, 2, 'BLANK_VALUE', `State is empty; expected ${expected.State}`)
    else if (stateIndex === -1) this.problem(line, 2, 'UNKNOWN_STATE', `State ${quote(fieldText(bytes, state))} is not a US state, DC or PR code; expected ${expected.State}`)
    const amount = fields[layout.amount - 1]!
    const cents = amount.escapes ? undefined : hundredths(bytes, amount.start, amount.end, 2)
    if (cents === undefined) this.problem(line, layout.amount, field(amount) ? 'BAD_AMOUNT' : 'BLANK_VALUE', `${layout.decimal} ${quote(fieldText(bytes, amount))} is not valid; expected ${expected[layout.decimal]}`)
    else if (Math.abs(cents) > LARGEST_CENTS) this.problem(line, layout.amount, 'AMOUNT_TOO_LARGE', amountBeyond(layout.decimal, fieldText(bytes, amount), ' USD'))
    let transactions = 0
    if (layout.count > 0) {
      const cell = fields[layout.count - 1]!
      const value = cell.escapes ? undefined : hundredths(bytes, cell.start, cell.end, 0)
      if (!field(cell)) this.problem(line, layout.count, 'BLANK_VALUE', `Transactions is empty; expected ${expected.Transactions}`)
      else if (value === undefined) this.problem(line, layout.count, 'BAD_COUNT', `Transactions ${quote(fieldText(bytes, cell))} is not valid; expected ${expected.Transactions}`)
      else if (value > LARGEST_COUNT) this.problem(line, layout.count, 'COUNT_TOO_LARGE', countBeyond('Transactions', fieldText(bytes, cell)))
      else transactions = value
    }
    let channel = 0
    if (layout.channel > 0) {
      const cell = fields[layout.channel - 1]!
      channel = field(cell) ? channelOf(bytes, cell) : 0
      if (channel === -1) this.problem(line, layout.channel, 'NOT_ONE_OF', `Channel ${quote(fieldText(bytes, cell))} is not valid; expected ${expected.Channel}`)
    }
    if (this.found > before || day === undefined || day < this.range.first || day > this.range.last) return

    const key = ((day - this.range.first) * usStateCodes.length + stateIndex) * channelNames.length + channel
    if (this.seen) {
      const first = this.seen[key]!
      if (first > 0) {
        this.problem(line, 1, 'DUPLICATE_ROW', layout.channel > 0
          ? `the row repeats the date, state and channel of line ${first}; expected each (date, state, channel) once in a daily file`
          : `the row repeats the date and state of line ${first}; expected each (date, state) once in a daily file`)
        return
      }
      this.seen[key] = line
    }
    if (this.nets && !this.crossed) this.measure(key, cents!, transactions, line)
  }

  /** Adds the row to the study's measures; the row that takes one beyond the budget is a problem. */
  private measure(key: number, cents: number, transactions: number, line: number): void {
    const { layout } = this
    const net = this.nets![key]!
    this.nets![key] = net + cents
    this.cents += Math.abs(net + cents) - Math.abs(net)
    this.transactions += transactions
    if (this.cents > this.budget.cents) {
      this.crossed = true
      this.problem(line, layout.amount, 'TOTAL_TOO_LARGE', `${layout.decimal} ${hundredthsToDecimal(cents)} takes the study's dated sales, each day's net sales in a state and channel added without signs, beyond ${hundredthsToDecimal(Number(MAX_STUDY_SALES_CENTS))} USD, the largest total a study may hold; expected sales that add up to at most that`)
    } else if (this.transactions > this.budget.transactions) {
      this.crossed = true
      this.problem(line, layout.count, 'TOTAL_TOO_LARGE', `Transactions ${transactions} takes the study's transactions, each day's in a state and channel added, beyond ${MAX_STUDY_TRANSACTIONS}, the largest total a study may hold; expected transactions that add up to at most that`)
    }
  }
}

/** The channel's code (its place in daily.ts's channels: 0 Direct … 4 Not Taxable), or -1. */
function channelOf(bytes: Buffer, cell: Field): number {
  if (cell.escapes) return -1
  for (let code = 0; code < channelNames.length; code++) {
    const name = channelNames[code]!
    if (bytes.compare(name, 0, name.length, cell.start, cell.end) === 0) return code
  }
  return -1
}

/** A field's value as text, its doubled quotes made single. */
function fieldText(bytes: Buffer, cell: Field): string {
  const value = bytes.toString('utf8', cell.start, cell.end)
  return cell.escapes ? value.replaceAll('""', '"') : value
}

/** Whether a field holds anything (a quoted "" is empty, as DuckDB reads it). */
const field = (cell: Field) => cell.end > cell.start

/** The day number of a field holding exactly YYYY-MM-DD, a day of the calendar; undefined for anything else. */
function dayOf(bytes: Buffer, cell: Field): number | undefined {
  if (cell.escapes || cell.end - cell.start !== 10) return undefined
  const at = cell.start
  for (let index = 0; index < 10; index++) {
    const byte = bytes[at + index]!
    if (index === 4 || index === 7 ? byte !== 0x2d : byte < 0x30 || byte > 0x39) return undefined
  }
  const year = digits(bytes, at, 4)
  const month = digits(bytes, at + 5, 2)
  const date = digits(bytes, at + 8, 2)
  if (month < 1 || month > 12 || date < 1 || date > daysIn(year, month)) return undefined
  return civilDay(year, month, date)
}

/** The day number (days since 1970-01-01) of a day of the proleptic Gregorian calendar, any year from 0. */
function civilDay(year: number, month: number, date: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const ofEra = y - era * 400
  const ofYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + date - 1
  return era * 146_097 + ofEra * 365 + Math.floor(ofEra / 4) - Math.floor(ofEra / 100) + ofYear - 719_468
}

function digits(bytes: Buffer, at: number, length: number): number {
  let value = 0
  for (let index = at; index < at + length; index++) value = value * 10 + bytes[index]! - 0x30
  return value
}

/** Days in a month of the proleptic Gregorian calendar, as DuckDB's DATE counts them (year 0 is a leap year). */
function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** Each state code's place in us_state, by its two bytes (-1 for any other two). */
const statePlaces = new Int16Array(1 << 16).fill(-1)
usStateCodes.forEach((code, place) => {
  statePlaces[(code.charCodeAt(0) << 8) | code.charCodeAt(1)] = place
})

/** The place of a state code in us_state, or -1. */
function stateOf(bytes: Buffer, cell: Field): number {
  if (cell.escapes || cell.end - cell.start !== 2) return -1
  return statePlaces[(bytes[cell.start]! << 8) | bytes[cell.start + 1]!]!
}

/**
 * A plain decimal (-?digits, then . and one or two digits where `places` is 2; digits alone where it
 * is 0) scaled to `places` places; undefined for anything else. Beyond 2^53 it is not exact, but then
 * it is far beyond every limit it is held to, which is all it is used for.
 */
function hundredths(bytes: Buffer, start: number, end: number, places: number): number | undefined {
  let at = start
  const negative = bytes[at] === 0x2d
  if (negative) at++
  let value = 0
  let digits = 0
  let fraction = -1
  for (; at < end; at++) {
    const byte = bytes[at]!
    if (byte === 0x2e && fraction === -1 && digits > 0 && places > 0) {
      fraction = 0
      continue
    }
    if (byte < 0x30 || byte > 0x39) return undefined
    value = value * 10 + byte - 0x30
    if (fraction === -1) digits++
    else if (++fraction > places) return undefined
  }
  if (digits === 0 || fraction === 0 || (negative && places === 0)) return undefined
  const scaled = value * 10 ** (places - Math.max(fraction, 0))
  return negative ? -scaled : scaled
}
