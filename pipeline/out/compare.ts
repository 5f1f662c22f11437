/**
 * --check: how the out folder differs from what a run would write, each file compared byte for byte as
 * it is made, without writing anything.
 */
import type { Dirent } from 'node:fs'
import { open, readdir, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { batched, piecesOf, type Rendered, type Streamed } from '../serialise.ts'
import { MARKER, MARKER_TEXT } from './folder.ts'

export interface Difference {
  file: string
  kind: 'changed' | 'missing' | 'unexpected'
}

/**
 * How the out folder differs from what a run would write, found file by file as they are made (each is
 * compared byte for byte as it comes, and dropped); differences() then adds the marker and the files the
 * run did not make.
 */
export class Comparison {
  private readonly found: Difference[] = []
  private readonly made = new Set<string>()

  constructor(private readonly outDir: string) {}

  async add(rendered: Rendered | Streamed): Promise<void> {
    this.made.add(rendered.file)
    const difference = await differenceOf(this.outDir, rendered.file, piecesOf(rendered))
    if (difference) this.found.push(difference)
  }

  /** The files made that differ (in the order `order` puts them), the marker's absence, then files the run did not make. */
  async differences(order: (found: Difference[]) => Difference[] = (found) => found): Promise<Difference[]> {
    const marker = await differenceOf(this.outDir, MARKER, [MARKER_TEXT])
    const unexpected = (await listFiles(this.outDir)).filter((file) => file !== MARKER && !this.made.has(file))
    return [...order(this.found), ...(marker ? [marker] : []), ...unexpected.map((file): Difference => ({ file, kind: 'unexpected' }))]
  }
}

/** How a file of the out folder differs from the text in pieces, read alongside them a batch at a time. */
async function differenceOf(outDir: string, file: string, pieces: Iterable<string>): Promise<Difference | undefined> {
  const handle = await open(path.join(outDir, file), 'r').catch(() => undefined)
  if (!handle) return { file, kind: 'missing' }
  try {
    for (const batch of batched(pieces)) {
      const expected = Buffer.from(batch)
      const current = Buffer.allocUnsafe(expected.length)
      if (await readFully(handle, current) !== expected.length || !current.equals(expected)) return { file, kind: 'changed' }
    }
    return await readFully(handle, Buffer.alloc(1)) === 0 ? undefined : { file, kind: 'changed' }
  } catch {
    // Not readable as a file (a folder, say): as good as missing.
    return { file, kind: 'missing' }
  } finally {
    await handle.close()
  }
}

/** Reads into the whole buffer unless the file ends first; gives the bytes read. */
async function readFully(handle: FileHandle, buffer: Buffer): Promise<number> {
  let filled = 0
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null)
    if (bytesRead === 0) break
    filled += bytesRead
  }
  return filled
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries: Dirent[] = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => [])
  const files = await Promise.all(entries.map(async (entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, relative) : [relative]
  }))
  return files.flat().sort()
}
