/**
 * Reads one CSV file of the study: RFC 4180 with or without a BOM, LF or CRLF, blank lines ignored, a
 * header that must match the documented columns exactly, and every row checked against its JSON
 * Schema. Rows come out as strings keyed by column, each with the line the user's editor shows.
 */
import { parse, CsvError } from 'csv-parse/sync'
import { fs } from 'zx'
import { validator, type SchemaFile, type ErrorObject } from '../schemas.ts'
import type { Problems } from '../problems.ts'

export interface Located<T> {
  /** 1-based line where the record starts (the header is line 1). */
  line: number
  values: T
}

export interface CsvSource {
  /** The path shown in messages, such as raw/revenue/A.csv. */
  display: string
  /** The path on disk. */
  absolute: string
}

/**
 * The rows of a CSV file, or undefined when the file could not be read as a whole (missing, not CSV,
 * wrong header); every problem goes to `problems`. Rows with problems are left out.
 */
export async function readCsv<T>(
  source: CsvSource,
  columns: readonly string[],
  schema: SchemaFile,
  problems: Problems,
): Promise<Located<T>[] | undefined> {
  let text: string
  try {
    text = await fs.readFile(source.absolute, 'utf8')
  } catch (error) {
    problems.add(source.display, 1, 1, `cannot read the file (${(error as NodeJS.ErrnoException).code ?? error}); expected a CSV file with the columns ${columns.join(',')}`)
    return undefined
  }
  // csv-parse counts a CRLF inside a quoted field as two lines; with LF alone its line numbers are exact.
  text = text.replace(/\r\n/g, '\n')

  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as never
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const at = error as CsvError & { lines?: number; column?: number | string }
    const column = typeof at.column === 'number' ? at.column + 1 : 1
    problems.add(source.display, at.lines ?? 1, column, `not valid CSV (${error.code}): ${error.message}`)
    return undefined
  }

  const [header, ...body] = records
  if (!header) {
    problems.add(source.display, 1, 1, `the file is empty; expected the header ${columns.join(',')}`)
    return undefined
  }
  if (!headerMatches(header.record, header.info.lines, columns, source.display, problems)) return undefined

  const validate = validator(schema)
  const rows: Located<T>[] = []
  for (const { record, info } of body) {
    const line = info.lines - record.reduce((count, field) => count + newlines(field), 0)
    if (record.length !== columns.length) {
      const column = Math.min(record.length, columns.length) + 1
      problems.add(source.display, line, column, `the row has ${record.length} fields; expected ${columns.length} (${columns.join(',')})`)
      continue
    }
    const values = Object.fromEntries(columns.map((name, index) => [name, record[index]]))
    if (validate(values)) {
      rows.push({ line, values: values as T })
    } else {
      for (const problem of describeErrors(validate.errors ?? [], columns)) {
        problems.add(source.display, line, problem.column, problem.message)
      }
    }
  }
  return rows
}

function headerMatches(header: readonly string[], line: number, columns: readonly string[], display: string, problems: Problems): boolean {
  let ok = true
  const length = Math.max(header.length, columns.length)
  for (let index = 0; index < length; index++) {
    const got = header[index]
    const expected = columns[index]
    if (got === expected) continue
    ok = false
    if (expected === undefined) problems.add(display, line, index + 1, `unknown column "${got}"; expected only the columns ${columns.join(',')}`)
    else if (got === undefined) problems.add(display, line, index + 1, `missing column "${expected}"; expected the header ${columns.join(',')}`)
    else problems.add(display, line, index + 1, `column ${index + 1} is "${got}"; expected "${expected}"`)
  }
  return ok
}

/** One message per column, naming the value and what the schema expects there. */
export function describeErrors(errors: readonly ErrorObject[], columns: readonly string[]): { column: number; message: string }[] {
  const seen = new Set<string>()
  const out: { column: number; message: string }[] = []
  for (const error of errors) {
    const key = decodePointer(error.instancePath).at(0) ?? ''
    if (seen.has(key)) continue
    seen.add(key)
    const description = (error.parentSchema as { description?: string } | undefined)?.description
    const expected = description ?? error.message ?? 'a valid value'
    out.push({ column: columns.indexOf(key) + 1 || 1, message: `${key} ${JSON.stringify(error.data)} is not valid; expected ${expected}` })
  }
  return out
}

export function decodePointer(pointer: string): string[] {
  if (pointer === '') return []
  return pointer.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
}

function newlines(text: string): number {
  let count = 0
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count++
  return count
}
