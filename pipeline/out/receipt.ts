/**
 * The receipt `.nexus-study-receipt` a staging folder carries while a run writes it: a line before each
 * file is begun (`begun file size sha256`: what the file is once its first batch of bytes is in; the
 * marker's too), one before each further batch (`writing file size sha256`: what it is once that batch is
 * in), one once its last batch is written (`wrote file size sha256`, before the fsync) and one once it is
 * written whole (`finished file size sha256`), appended as they happen. A killed run's staging folder has
 * no marker yet; its receipt is how the next run tells what the pipeline put there from what someone put
 * there since: a file it finished must be, byte for byte, what it wrote; a file it began and did not
 * finish must hold what its last line says or, while a batch was announced and not yet written, what the
 * line before said (empty, before the first batch); anything else is someone's. An empty file where the
 * run had created its file and not yet written its first batch is the one case a receipt cannot tell from
 * the run's: it holds nothing. (`begun file` alone, as older versions wrote it, allows only an empty
 * file.) The receipt goes once the marker is written, before the swap, so an out folder never holds one.
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

  /** Before the file is created: what it is once its first batch is in. */
  begun(file: string, { bytes, sha256 }: Omit<Recorded, 'file'>): Promise<unknown> {
    return this.handle.write(`begun ${file} ${bytes} ${sha256}\n`)
  }

  /** Before a further batch of the file's bytes is written: what the file is once it is in. */
  writing(file: string, { bytes, sha256 }: Omit<Recorded, 'file'>): Promise<unknown> {
    return this.handle.write(`writing ${file} ${bytes} ${sha256}\n`)
  }

  /** Once its last batch is written, before it is fsynced: the file is what its last line said. */
  wrote(file: string, { bytes, sha256 }: Omit<Recorded, 'file'>): Promise<unknown> {
    return this.handle.write(`wrote ${file} ${bytes} ${sha256}\n`)
  }

  /** Once the file is written whole (and fsynced). */
  finished({ file, bytes, sha256 }: Recorded): Promise<unknown> {
    return this.handle.write(`finished ${file} ${bytes} ${sha256}\n`)
  }

  close(): Promise<void> {
    return this.handle.close()
  }
}

type Verb = 'begun' | 'writing' | 'wrote' | 'finished'
/** A receipt's line: what was done, to which file, and (always but on a `begun` of older versions) its size and SHA-256. */
const RECEIPT_LINE = /^(begun|writing|wrote|finished) (\S+)(?: (0|[1-9][0-9]{0,14}) ([0-9a-f]{64}))?$/

/** The SHA-256 of no bytes: a file created and not yet written. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

/** What a receipt says: the files begun (finished or not), the records of those finished, and what each unfinished one may hold. */
export interface Received {
  begun: Set<string>
  finished: Map<string, Recorded>
  /** For a file begun and not finished: the contents it may hold, as a run killed then leaves it (one, or two while a batch was being written). */
  unfinished: Map<string, Recorded[]>
}

/**
 * The receipt in a staging folder; undefined when there is none, or it is not one a run writes (its
 * first line is written before the journal identifies the folder: an empty file is not one). A last line
 * cut short by a kill is left out: what it would say was not done yet.
 */
export async function receiptOf(dir: string): Promise<Received | undefined> {
  const text = await readRegular(path.join(dir, RECEIPT), MAX_RECEIPT_BYTES)
  if (text === undefined) return undefined
  const received: Received = { begun: new Set(), finished: new Map(), unfinished: new Map() }
  const lines = text.split('\n').slice(0, -1)
  if (lines[0] !== SIGNATURE) return undefined
  const state = (file: string, bytes: string, sha256: string): Recorded => ({ file, bytes: Number(bytes), sha256 })
  for (const line of lines.slice(1)) {
    const [, verb, file, bytes, sha256] = (RECEIPT_LINE.exec(line) ?? []) as [unknown, Verb?, string?, string?, string?]
    if (verb === undefined || file === undefined || (verb !== 'begun' && bytes === undefined)) return undefined
    const unfinished = received.unfinished.get(file)
    if (verb === 'begun') {
      received.begun.add(file)
      const empty = { file, bytes: 0, sha256: EMPTY_SHA256 }
      received.unfinished.set(file, bytes === undefined ? [empty] : [empty, state(file, bytes, sha256!)])
    } else if (verb === 'writing' && unfinished) {
      // the batch before this one is written whole: the file holds it, or this one too
      received.unfinished.set(file, [unfinished.at(-1)!, state(file, bytes!, sha256!)])
    } else if (verb === 'wrote' && unfinished?.at(-1)?.sha256 === sha256) {
      // its last batch written: the file is what that batch's line said
      received.unfinished.set(file, [unfinished!.at(-1)!])
    } else if (verb === 'finished') received.finished.set(file, state(file, bytes!, sha256!))
    else return undefined
  }
  for (const file of received.finished.keys()) received.unfinished.delete(file)
  return received
}
