/**
 * The files a mapping reads, as DuckDB reads them. A CSV file is opened here and given to DuckDB by
 * descriptor (/proc/self/fd/N, on Linux), as pipeline/read/transactions.ts does, so its name is never
 * taken for a pattern; its header line is found as the mapping says and its columns checked. Parquet is
 * read as one file, as the numbered files BigQuery writes, as a glob (the one case where a name is a
 * pattern: the mapping says so) or as a folder of key=value folders.
 */
import { parse } from 'csv-parse/sync'
import { open, readdir, stat, type FileHandle } from 'node:fs/promises'
import { constants, existsSync } from 'node:fs'
import path from 'node:path'
import type { DuckDBConnection } from '@duckdb/node-api'
import { globEscaped } from '../pipeline/read/transactions.ts'
import type { Problems } from '../pipeline/problems.ts'
import { quote } from '../common/quote.ts'
import { shownPath } from '../common/paths.ts'
import { columnsOf, ident, lit, type Reader } from './sql.ts'
import type { ImportMapping } from '../schemas/generated/types.ts'

const byDescriptor = existsSync('/proc/self/fd')

/** One source: what DuckDB reads, and how its rows are located. */
export interface Source {
  /** The file as messages name it. */
  display: string
  reader: Reader
  /** CSV: the open file, its header line and each read column's place (1-based) in the header. */
  csv?: { handle: FileHandle; headerLine: number; columnAt: Map<string, number>; quote: number } | undefined
  /** Parquet: each read column's place (1-based) among the file's columns. */
  parquetColumnAt?: Map<string, number> | undefined
}

/** Opens every source of the command, or adds problems and returns undefined. Close each csv handle after. */
export async function openSources(mapping: ImportMapping, files: readonly string[], connection: DuckDBConnection, problems: Problems): Promise<Source[] | undefined> {
  const sources: Source[] = []
  const before = problems.count
  for (const file of files) {
    const source = mapping.input.format === 'csv' ? await openCsv(mapping, file, problems) : await openParquet(mapping, file, connection, problems)
    if (source) sources.push(source)
  }
  if (problems.count > before) {
    await closeSources(sources)
    return undefined
  }
  return sources
}

export async function closeSources(sources: readonly Source[]): Promise<void> {
  for (const source of sources) await source.csv?.handle.close()
}

const delimiterOf = (mapping: ImportMapping) => mapping.input.delimiter ?? ','

async function openCsv(mapping: ImportMapping, file: string, problems: Problems): Promise<Source | undefined> {
  const display = shownPath(file)
  let handle: FileHandle
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    problems.add(display, 1, 1, code === 'ENOENT' ? 'FILE_NOT_FOUND' : 'CANNOT_READ', `cannot read the export (${code ?? String(error)}); expected a CSV file, ${mapping.name}`)
    return undefined
  }
  if (!(await handle.stat()).isFile()) {
    await handle.close()
    problems.add(display, 1, 1, 'NOT_A_FILE', `the export is not a file; expected a CSV file, ${mapping.name}`)
    return undefined
  }
  const columns = columnsOf(mapping)
  const found = await headerOf(handle, mapping)
  if (!found.ok) {
    await handle.close()
    problems.add(display, found.line, 1, found.code, found.message)
    return undefined
  }
  const { header, line } = found
  // DuckDB is given every column of the header (a name given twice is told apart); the mapping's by name.
  const names = uniqueNames(header)
  const columnAt = new Map<string, number>()
  let missing = false
  for (const name of columns) {
    const at = header.indexOf(name)
    if (at === -1) {
      missing = true
      problems.add(display, line, 1, 'MISSING_COLUMN', `the header has no column ${quote(name)}; expected the columns of ${mapping.name}: ${columns.map((column) => JSON.stringify(column)).join(', ')}`)
    } else columnAt.set(name, at + 1)
  }
  if (missing) {
    await handle.close()
    return undefined
  }
  const where = byDescriptor ? `/proc/self/fd/${handle.fd}` : globEscaped(path.resolve(file))
  if (where === undefined) {
    await handle.close()
    problems.add(display, 1, 1, 'CANNOT_READ', 'DuckDB would take its path for a pattern of file names (a backslash beside * ? or [ in one name); expected a path without them')
    return undefined
  }
  const footer = mapping.input.footer !== undefined
  const from = `read_csv(${lit(where)}, header = true, skip = ${line - 1}, auto_detect = false, delim = ${lit(delimiterOf(mapping))}, quote = '"', escape = '"',
    max_line_size = 4194304, columns = {${names.map((name) => `${lit(name)}: 'VARCHAR'`).join(', ')}}${footer ? ', null_padding = true, parallel = false' : ''})`
  return {
    display,
    reader: { from, columns: columns.map((name) => ident(names[header.indexOf(name)]!)), firstColumn: footer ? ident(names[0]!) : undefined },
    csv: { handle, headerLine: line, columnAt, quote: 0x22 },
  }
}

/** A header's names, each once: a name given again is read as "name (2)" (the mapping reads the first). */
function uniqueNames(header: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return header.map((name) => {
    const count = (seen.get(name) ?? 0) + 1
    seen.set(name, count)
    return count === 1 ? name : `${name} (${count})`
  })
}

type Header = { ok: true; header: string[]; line: number } | { ok: false; line: number; code: 'EMPTY_FILE' | 'MISSING_COLUMN' | 'NOT_CSV'; message: string }

/** The header as the mapping finds it (its line, or the first line whose first field it names), within the first 1,000 lines. */
async function headerOf(handle: FileHandle, mapping: ImportMapping): Promise<Header> {
  const buffer = Buffer.alloc(1024 * 1024)
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
  let text = buffer.subarray(0, bytesRead).toString('utf8')
  if (text.startsWith('\uFEFF')) text = text.slice(1)
  if (text.trim() === '') return { ok: false, line: 1, code: 'EMPTY_FILE', message: `the export is empty; expected ${mapping.name} with its header` }
  const lines = text.split(/\r\n|\n|\r/).slice(0, 1000)
  const rule = mapping.input.header ?? { line: 1 }
  const fields = (line: string): string[] | undefined => {
    try {
      return (parse(line, { delimiter: delimiterOf(mapping), relax_column_count: true, relax_quotes: true }) as string[][])[0] ?? []
    } catch {
      return undefined
    }
  }
  if (rule.line !== undefined) {
    const line = lines[rule.line - 1]
    const header = line === undefined ? undefined : fields(line)
    if (!header) return { ok: false, line: Math.min(rule.line, lines.length), code: 'NOT_CSV', message: `line ${rule.line} is not a CSV header; expected the header of ${mapping.name} there` }
    return { ok: true, header, line: rule.line }
  }
  for (const [index, line] of lines.entries()) {
    const header = fields(line)
    if (header !== undefined && header[0] === rule.firstField) return { ok: true, header, line: index + 1 }
  }
  return { ok: false, line: 1, code: 'MISSING_COLUMN', message: `no line of the first ${lines.length} starts with the field ${quote(rule.firstField)}; expected the header of ${mapping.name}` }
}

async function openParquet(mapping: ImportMapping, file: string, connection: DuckDBConnection, problems: Problems): Promise<Source | undefined> {
  const display = shownPath(file)
  const files = mapping.input.files ?? 'one'
  let target: string
  const fail = (code: 'FILE_NOT_FOUND' | 'NOT_A_FILE' | 'CANNOT_READ', message: string) => {
    problems.add(display, 1, 1, code, message)
    return undefined
  }
  if (files === 'glob') target = lit(file)
  else if (files === 'partitioned') {
    const info = await stat(file).catch(() => undefined)
    if (!info?.isDirectory()) return fail(info ? 'NOT_A_FILE' : 'FILE_NOT_FOUND', 'expected a folder of key=value folders of Parquet files')
    const escaped = globEscaped(path.resolve(file))
    if (escaped === undefined) return fail('CANNOT_READ', 'DuckDB would take the folder\'s path for a pattern; expected a path without a backslash beside * ? or [')
    target = `${lit(`${escaped}/**/*.parquet`)}, hive_partitioning = true`
  } else if (files === 'numbered') {
    const folder = path.dirname(path.resolve(file))
    const prefix = path.basename(file).replace(/\d*(\.parquet)?$/, '')
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.startsWith(prefix) && /^\d+\.parquet$/.test(name.slice(prefix.length))).sort()
    if (names.length === 0) return fail('FILE_NOT_FOUND', `no file ${prefix}<number>.parquet in ${shownPath(folder)}; expected the numbered files BigQuery writes, such as ${prefix}000000000000.parquet`)
    const escaped = names.map((name) => globEscaped(path.join(folder, name)))
    if (escaped.some((name) => name === undefined)) return fail('CANNOT_READ', 'DuckDB would take a file\'s path for a pattern; expected paths without a backslash beside * ? or [')
    target = `[${escaped.map((name) => lit(name!)).join(', ')}]`
  } else {
    const info = await stat(file).catch(() => undefined)
    if (!info) return fail('FILE_NOT_FOUND', `the export does not exist; expected a Parquet file, ${mapping.name}`)
    if (!info.isFile()) return fail('NOT_A_FILE', `the export is not a file; expected a Parquet file, ${mapping.name}`)
    const escaped = globEscaped(path.resolve(file))
    if (escaped === undefined) return fail('CANNOT_READ', 'DuckDB would take its path for a pattern; expected a path without a backslash beside * ? or [')
    target = lit(escaped)
  }
  const from = `read_parquet(${target}, filename = true, file_row_number = true)`
  let names: string[]
  try {
    const described = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${from}`)
    names = described.getRowObjectsJson().map((row) => String(row.column_name))
  } catch (error) {
    return fail('CANNOT_READ', `DuckDB cannot read it as Parquet (${firstLine(error)}); expected ${mapping.name}`)
  }
  const columns = columnsOf(mapping)
  const parquetColumnAt = new Map<string, number>()
  let missing = false
  for (const name of columns) {
    const at = names.indexOf(name)
    if (at === -1) {
      missing = true
      problems.add(display, 1, 1, 'MISSING_COLUMN', `the Parquet files have no column ${quote(name)}; expected the columns ${columns.map((column) => JSON.stringify(column)).join(', ')}`)
    } else parquetColumnAt.set(name, at + 1)
  }
  if (missing) return undefined
  return {
    display,
    reader: {
      from,
      columns: columns.map((name) => `CAST(${ident(name)} AS VARCHAR)`),
      place: { file: 'filename', row: 'file_row_number' },
    },
    parquetColumnAt,
  }
}

export function firstLine(error: unknown): string {
  const line = String(error instanceof Error ? error.message : error).split('\n')[0]!.trim()
  return line.length > 200 ? `${line.slice(0, 200)}…` : line
}
