/**
 * Test helper: a CSV file of millions of rows written as a stream, a MiB at a time, so that the file's
 * text is never held whole (the reader's and the locating's tests on large files, and the benches).
 */
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'

/** Writes the header, then `rows` lines, `line(0)` to `line(rows - 1)`, each ended by a newline. */
export async function writeRows(file: string, header: string, rows: number, line: (row: number) => string): Promise<void> {
  const out = createWriteStream(file)
  let chunk = `${header}\n`
  for (let row = 0; row < rows; row++) {
    chunk += `${line(row)}\n`
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain')
      chunk = ''
    }
  }
  out.end(chunk)
  await once(out, 'finish')
}
