/**
 * Reads one CSV file of the study: RFC 4180 with or without a BOM, LF or CRLF, blank lines ignored, a
 * header that must match the documented columns exactly, and every row checked against its JSON
 * Schema. Rows come out as strings keyed by column, each with the line the user's editor shows. A file
 * may also carry optional columns after the documented ones, in any order; an absent one reads as blank.
 */
import { parse, CsvError } from 'csv-parse/sync'
import { validator, type SchemaFile, type ErrorObject } from '../../common/schemas.ts'
import type { ProblemAt, Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import { MAX_LINE_CHARACTERS, MAX_LINES } from '../../common/limits.ts'
import { decodeText, lineColumn } from '../../common/text.ts'
import { valueCode } from './value-codes.ts'

export interface Located<T> {
  /** 1-based line where the record starts (the header is line 1). */
  line: number
  values: T
}

export interface CsvSource {
  /** The path shown in messages, such as raw/revenue/A.csv. */
  display: string
  /** The file's bytes, as read from the study folder. */
  bytes: Uint8Array
}

/**
 * The rows of a CSV file, or undefined when the file could not be read as a whole (not UTF-8, not CSV,
 * a line too long, wrong header); every problem goes to `problems`. Rows with problems are left out.
 * `optional` columns may follow `columns` in the header, each at most once, in any order; a row reads
 * an optional column its file lacks as blank.
 */
export function readCsv<T>(
  source: CsvSource,
  columns: readonly string[],
  schema: SchemaFile,
  problems: Problems,
  optional: readonly string[] = [],
): Located<T>[] | undefined {
  return readTable<T>(source, columns, schema, problems, optional)?.rows
}

/** readCsv's rows with the file's columns as its header names them (the documented ones, then any optional ones). */
export function readTable<T>(
  source: CsvSource,
  columns: readonly string[],
  schema: SchemaFile,
  problems: Problems,
  optional: readonly string[] = [],
): { columns: readonly string[]; rows: Located<T>[] } | undefined {
  const decoded = decodeText(source.bytes)
  if (!decoded.ok) {
    problems.addIn(source.display, decoded)
    return undefined
  }
  // csv-parse counts a CRLF inside a quoted field as two lines; with LF alone its line numbers are exact.
  const lf = !decoded.text.includes('\r')
  const text = lf ? decoded.text : decoded.text.replace(/\r\n/g, '\n')
  const beyond = beyondLineLimits(text)
  if (beyond) {
    problems.addIn(source.display, beyond)
    return undefined
  }

  // csv-parse's per-record info costs as much as the parse itself: where every line ends in LF (the
  // usual case, CRLF having become LF) the lines are counted here instead; a lone CR can end a record
  // for csv-parse, so such a file keeps csv-parse's own count.
  const counted = !text.includes('\r')
  let records: string[][]
  let parsed: { record: string[]; info: { lines: number } }[] = []
  try {
    const options = { skip_empty_lines: true, relax_column_count: true, max_record_size: MAX_LINE_CHARACTERS }
    // The delimiter is known: csv-parse's discovery of it scans the start of every file again. Given
    // the file's own bytes when they hold no CR (already checked as UTF-8), csv-parse need not encode
    // the text back into a buffer; their BOM, if any, it drops as decodeText did.
    if (counted) records = parse(lf ? asBuffer(source.bytes) : text, { ...options, bom: true, record_delimiter: '\n' }) as string[][]
    else {
      parsed = parse(text, { ...options, info: true }) as never
      records = parsed.map(({ record }) => record)
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    problems.addIn(source.display, describeCsvError(error, text))
    return undefined
  }
  const lines = counted ? recordLines(text, records) : parsed.map(({ record, info }) => info.lines - newlinesIn(record))

  const header = records[0]
  if (!header) {
    problems.add(source.display, 1, 1, 'EMPTY_FILE', `the file is empty; expected the header ${columns.join(',')}`)
    return undefined
  }
  if (!headerMatches(header, lines[0]!, columns, optional, source.display, problems)) return undefined
  // The file's own columns: the documented ones, then the optional ones its header names.
  const present = header
  const absent = optional.filter((name) => !present.includes(name))

  const validate = validator(schema)
  const rows: Located<T>[] = []
  const width = present.length
  for (let index = 1; index < records.length; index++) {
    const record = records[index]!
    const line = lines[index]!
    if (record.length !== width) {
      const column = Math.min(record.length, width) + 1
      problems.add(source.display, line, column, 'WRONG_FIELD_COUNT', `the row has ${record.length} fields; expected ${width} (${present.join(',')})`)
      continue
    }
    const values: Record<string, string> = {}
    for (let field = 0; field < width; field++) values[present[field]!] = record[field]!
    for (const name of absent) values[name] = ''
    if (validate(values)) {
      rows.push({ line, values: values as T })
    } else {
      for (const problem of describeErrors(validate.errors ?? [], present)) {
        problems.addIn(source.display, { line, ...problem })
      }
    }
  }
  return { columns: present, rows }
}

function headerMatches(
  header: readonly string[],
  line: number,
  columns: readonly string[],
  optional: readonly string[],
  display: string,
  problems: Problems,
): boolean {
  let ok = true
  const length = Math.max(header.length, columns.length)
  const named = new Set<string>()
  for (let index = 0; index < length; index++) {
    const got = header[index]
    const expected = columns[index]
    if (got === expected) continue
    if (expected === undefined && optional.includes(got!) && !named.has(got!)) {
      named.add(got!)
      continue
    }
    ok = false
    if (expected !== undefined) {
      if (got === undefined) problems.add(display, line, index + 1, 'MISSING_COLUMN', `missing column "${expected}"; expected the header ${columns.join(',')}`)
      else problems.add(display, line, index + 1, 'WRONG_COLUMN', `column ${index + 1} is ${quote(got)}; expected "${expected}"`)
    } else if (named.has(got!)) {
      problems.add(display, line, index + 1, 'DUPLICATE_COLUMN', `column ${quote(got)} appears twice; expected each column once`)
    } else {
      const also = optional.length > 0 ? `, then any of ${optional.join(', ')}` : ''
      problems.add(display, line, index + 1, 'UNKNOWN_COLUMN', `unknown column ${quote(got)}; expected only the columns ${columns.join(',')}${also}`)
    }
  }
  return ok
}

/** One problem per column, naming the value and what the schema expects there. */
function describeErrors(errors: readonly ErrorObject[], columns: readonly string[]): Omit<ProblemAt, 'line'>[] {
  const seen = new Set<string>()
  const out: Omit<ProblemAt, 'line'>[] = []
  for (const error of errors) {
    // An object-level `if` only says which `then` failed; that branch's own error names the column.
    if (error.keyword === 'if') continue
    const key = decodePointer(error.instancePath).at(0) ?? ''
    if (seen.has(key)) continue
    seen.add(key)
    const description = (error.parentSchema as { description?: string } | undefined)?.description
    const expected = description ?? error.message ?? 'a valid value'
    out.push({ column: columns.indexOf(key) + 1 || 1, code: valueCode(error, key), message: `${key} ${quote(error.data)} is not valid; expected ${expected}` })
  }
  return out
}

function decodePointer(pointer: string): string[] {
  if (pointer === '') return []
  return pointer.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/**
 * The line each record starts on, for text whose lines all end in LF: records follow one another,
 * separated by the empty lines csv-parse skips, and a record spans one line more than the line breaks
 * inside its quoted fields.
 */
function recordLines(text: string, records: readonly string[][]): number[] {
  const starts: number[] = new Array(records.length)
  // Without a quote no field can hold a line break: every record is one line (most files).
  const quoted = text.includes('"')
  let line = 1
  let at = 0
  for (let index = 0; index < records.length; index++) {
    while (text.charCodeAt(at) === 10) {
      at++
      line++
    }
    starts[index] = line
    for (let breaks = quoted ? newlinesIn(records[index]!) + 1 : 1; breaks > 0; breaks--) {
      const end = text.indexOf('\n', at)
      if (end === -1) {
        at = text.length
        break
      }
      at = end + 1
      line++
    }
  }
  return starts
}

/**
 * The line breaks inside a record's fields, as csv-parse counts them in its lines: LF, and CR alone
 * (CRLF is LF by then), which is no record's end in a file of LF lines but is an editor's line break.
 */
function newlinesIn(record: readonly string[]): number {
  let count = 0
  for (const field of record) if (field.includes('\n') || field.includes('\r')) count += newlines(field)
  return count
}

function newlines(text: string): number {
  let count = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 10 || code === 13) count++
  }
  return count
}

/**
 * The first line longer than the line limit, or the line past the line limit: found before csv-parse
 * holds the whole of a field or of a file in memory.
 */
function beyondLineLimits(text: string): ProblemAt | undefined {
  let line = 1
  let start = 0
  for (;;) {
    const end = text.indexOf('\n', start)
    const length = (end === -1 ? text.length : end) - start
    if (length > MAX_LINE_CHARACTERS) {
      return { line, column: MAX_LINE_CHARACTERS + 1, code: 'LINE_TOO_LONG', message: `the line is ${length} characters long; expected at most ${MAX_LINE_CHARACTERS} characters per line` }
    }
    if (end === -1 || end === text.length - 1) return undefined
    line++
    start = end + 1
    if (line > MAX_LINES) {
      const lines = text.endsWith('\n') ? countLines(text) : countLines(text) + 1
      return { line, column: 1, code: 'TOO_MANY_LINES', message: `the file has ${lines} lines; expected at most ${MAX_LINES} lines` }
    }
  }
}

function countLines(text: string): number {
  let count = 0
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++
  return count
}

/** A csv-parse error as a located message; an unclosed quote is placed where the quote opened. */
function describeCsvError(error: CsvError, text: string): ProblemAt {
  const at = error as CsvError & { lines?: number; column?: number | string }
  const column = typeof at.column === 'number' ? at.column + 1 : 1
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    const opened = unclosedQuote(text)
    if (opened) return { ...opened, code: 'BAD_QUOTING', message: 'a quoted field opens here and is never closed; expected a closing " before the end of the file' }
  }
  if (error.code === 'CSV_MAX_RECORD_SIZE') {
    return { line: at.lines ?? 1, column, code: 'LINE_TOO_LONG', message: `a record is longer than ${MAX_LINE_CHARACTERS} characters; expected at most ${MAX_LINE_CHARACTERS} characters per record` }
  }
  // csv-parse's own wording, cut short: it can quote the record it stopped in.
  return { line: at.lines ?? 1, column, code: 'NOT_CSV', message: `not valid CSV (${error.code}): ${[...error.message].slice(0, 200).join('')}` }
}

/**
 * Where the last quoted field of the text opened, when it never closes: the line, and the field's
 * position in its record as the column (as every other CSV message counts columns). RFC 4180: a quote
 * opens a field only at its start, and "" inside one is a quote character.
 */
function unclosedQuote(text: string): { line: number; column: number } | undefined {
  let quoted = false
  let fieldStart = true
  let field = 1
  let opened = 0
  let openedField = 1
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') index++
        else quoted = false
      }
      continue
    }
    if (char === '"' && fieldStart) {
      quoted = true
      opened = index
      openedField = field
    }
    fieldStart = char === ',' || char === '\n'
    if (char === ',') field++
    if (char === '\n') field = 1
  }
  return quoted ? { line: lineColumn(text, opened).line, column: openedField } : undefined
}
