/**
 * Test helper: a test file's one TransactionsReader (DuckDB), opened before its tests and closed after
 * them, and a temporary folder for the files it reads, removed with it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Test } from 'uvu'
import { TransactionsReader } from '../../../pipeline/read/transactions.ts'

export function sharedReader(test: Test, prefix: string): { dir: string; reader: () => TransactionsReader } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  let reader: TransactionsReader | undefined
  test.before(async () => {
    reader = await TransactionsReader.open()
  })
  test.after(() => {
    reader?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return { dir, reader: () => reader! }
}
