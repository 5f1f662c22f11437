/**
 * The benchmark's yardstick: csv-parse alone over every CSV file of a study folder, with the options
 * pipeline/read/csv.ts gives it for LF files (no per-record info, the record delimiter given). Run as
 * its own process by pipeline.ts so its time and memory are its own, bundled by esbuild with csv-parse
 * into one plain JavaScript file (the pipeline, too, runs as a bundle, without tsx).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { MAX_LINE_CHARACTERS } from '../../common/limits.ts'

const dir = process.argv[2]
if (!dir) throw new Error('usage: parse-only.ts STUDY_DIR')
let rows = 0
for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.csv')) continue
  const text = await readFile(join(entry.parentPath, entry.name), 'utf8')
  const delimiter = text.includes('\r') ? {} : { record_delimiter: '\n' }
  const records = parse(text, { skip_empty_lines: true, relax_column_count: true, max_record_size: MAX_LINE_CHARACTERS, ...delimiter }) as unknown[]
  rows += records.length
}
console.log(`${rows} rows`)
