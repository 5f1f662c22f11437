/**
 * Locating one bad row of a large transactions file reads it as a stream (pipeline/read/sales-lines.ts):
 * the peak memory of the run is DuckDB's summing, as for the same file without the bad row, and locating
 * adds nothing like the file's size. Before, the whole file was read into memory as text to number its
 * lines (209 MB took 1.5 GiB), and this 74 MB file raised the peak from 223 to 599 MiB. Measured in child
 * processes, whose peaks are their own.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { writeRows } from './write-rows.ts'

const exec = promisify(execFile)
const dir = mkdtempSync(path.join(os.tmpdir(), 'locate-memory-'))
test.after(() => rmSync(dir, { recursive: true, force: true }))

const ROWS = 3_200_000

test('one bad row at the end of a 74 MB file is located without holding the file in memory', async () => {
  const sound = path.join(dir, 'sound.csv')
  const states = ['CA', 'NY', 'TX', 'WA', 'PR', 'FL', 'IL']
  await writeRows(sound, 'Date,State,Amount', ROWS, (row) =>
    `2024-${String((row % 12) + 1).padStart(2, '0')}-${String((row % 28) + 1).padStart(2, '0')},${states[row % 7]},${row % 100_000}.${String(row % 100).padStart(2, '0')}`)
  const bad = path.join(dir, 'bad.csv')
  copyFileSync(sound, bad)
  await appendFile(bad, '2024-06-01,NY,12.3x\n2024-06-02,NY,1.00\n')

  const read = async (file: string) => {
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'tests/pipeline/transactions/locate-child.ts', file])
    return JSON.parse(stdout) as { problems: string[]; peak: number }
  }
  const summed = await read(sound)
  const located = await read(bad)
  assert.equal(summed.problems, [])
  assert.equal(located.problems, [`${ROWS + 2}:3`])
  assert.ok(located.peak - summed.peak < 64, `the peak was ${summed.peak.toFixed(0)} MiB summing the file and ${located.peak.toFixed(0)} MiB locating its bad row`)
})

test.run()
