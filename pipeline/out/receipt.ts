/**
 * The receipt `.nexus-study-receipt` a staging folder carries while a run writes it: a line before each
 * file is begun (`begun file`; the marker's too) and one once it is written (`finished file size
 * sha256`), appended as they happen. A killed run's staging folder has no marker yet; its receipt is how the next run tells what the
 * pipeline put there from what someone added since: a file it finished must be, byte for byte, what it
 * wrote; a file it began and did not finish may hold any part of it; anything else is someone's. The
 * receipt goes once the marker is written, before the swap, so an out folder never holds one.
 */
import fs, { type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { readRegular } from './regular.ts'
import type { Recorded } from './marker.ts'

export const RECEIPT = '.nexus-study-receipt'
const SIGNATURE = 'A run of `npm run pipeline` (nexus-study) is writing this folder: each file it began, and each it finished with its size in bytes and SHA-256.'

/** A receipt as a staging folder's is large: a few lines per file of the largest study allowed. */
const MAX_RECEIPT_BYTES = 64 * 1024 * 1024

export class Receipt {
  private constructor(private readonly handle: FileHandle) {}

  /** Made (never found: O_EXCL) in a staging folder just made, before any file is begun. */
  static async create(dir: string): Promise<Receipt> {
    const handle = await fs.open(path.join(dir, RECEIPT), 'ax')
    try {
      await handle.write(`${SIGNATURE}\n`)
      return new Receipt(handle)
    } catch (error) {
      await handle.close()
      throw error
    }
  }

  /** Before the file is created. */
  begun(file: string): Promise<unknown> {
    return this.handle.write(`begun ${file}\n`)
  }

  /** Once the file is written whole. */
  finished({ file, bytes, sha256 }: Recorded): Promise<unknown> {
    return this.handle.write(`finished ${file} ${bytes} ${sha256}\n`)
  }

  close(): Promise<void> {
    return this.handle.close()
  }
}

/** What a receipt says: the files begun (finished or not) and the records of those finished. */
export interface Received {
  begun: Set<string>
  finished: Map<string, Recorded>
}

/**
 * The receipt in a staging folder; undefined when there is none, or it is not one a run writes (its
 * first line is written before the journal identifies the folder: an empty file is not one). A last line
 * cut short by a kill is left out: what it would say was not done yet.
 */
export async function receiptOf(dir: string): Promise<Received | undefined> {
  const text = await readRegular(path.join(dir, RECEIPT), MAX_RECEIPT_BYTES)
  if (text === undefined) return undefined
  const received: Received = { begun: new Set(), finished: new Map() }
  const lines = text.split('\n').slice(0, -1)
  if (lines[0] !== SIGNATURE) return undefined
  for (const line of lines.slice(1)) {
    const begun = /^begun (\S+)$/.exec(line)
    const finished = /^finished (\S+) (0|[1-9][0-9]{0,14}) ([0-9a-f]{64})$/.exec(line)
    if (begun) received.begun.add(begun[1]!)
    else if (finished) received.finished.set(finished[1]!, { file: finished[1]!, bytes: Number(finished[2]), sha256: finished[3]! })
    else return undefined
  }
  return received
}
