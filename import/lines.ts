/**
 * Where a CSV row is: the line, as an editor shows it, on which the n-th row after the header starts,
 * as DuckDB numbers rows (row_number() OVER () in import/sql.ts): RFC 4180 records, a line break inside
 * quotes part of its record, an empty line no record. Read a chunk at a time, and only as far as the
 * last row asked for: problems and the report's first dropped orders are early rows, and a sound file is
 * never scanned.
 */
import type { FileHandle } from 'node:fs/promises'

const LF = 0x0a
const CR = 0x0d
const CHUNK = 1024 * 1024

/**
 * The line of each row number asked for (1-based, counting rows after the header line `headerLine`),
 * in a map; a row past the end of the file is left out.
 */
export async function linesOfRows(handle: FileHandle, headerLine: number, rows: Iterable<number>, quote = 0x22): Promise<Map<number, number>> {
  const wanted = [...new Set(rows)].filter((row) => row >= 1).sort((a, b) => a - b)
  const found = new Map<number, number>()
  if (wanted.length === 0) return found
  const buffer = Buffer.allocUnsafe(CHUNK)
  let line = 1
  let row = 0
  let next = 0
  let inQuotes = false
  let atRecordStart = true
  let pastHeader = false
  let previous = -1
  for (let position = 0; next < wanted.length;) {
    const { bytesRead } = await handle.read(buffer, 0, CHUNK, position)
    if (bytesRead === 0) break
    position += bytesRead
    for (let index = 0; index < bytesRead; index++) {
      const byte = buffer[index]!
      const lineBreak = byte === LF ? previous !== CR : byte === CR
      if (atRecordStart && !inQuotes) {
        if (byte === LF || byte === CR) {
          // An empty line: no record (DuckDB skips it); the header's line ends here too.
          if (lineBreak) line++
          previous = byte
          if (line > headerLine) pastHeader = true
          continue
        }
        atRecordStart = false
        if (pastHeader) {
          row++
          if (row === wanted[next]) {
            found.set(row, line)
            if (++next === wanted.length) return found
          }
        }
      }
      if (byte === quote) inQuotes = !inQuotes
      else if (!inQuotes && (byte === LF || byte === CR)) {
        atRecordStart = true
        if (line >= headerLine) pastHeader = true
      }
      if (lineBreak) line++
      previous = byte
    }
  }
  return found
}
