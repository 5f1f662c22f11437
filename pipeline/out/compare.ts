/**
 * --check: how the out folder differs from what a run would write, each file compared byte for byte as
 * it is made, without writing anything. Only regular files are read (regular.ts): a link is not
 * followed, and a FIFO is a difference, not a wait.
 */
import type { FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { batched, piecesOf, type Rendered, type Streamed } from '../serialise.ts'
import { entriesUnder, type OutFolder } from './folder.ts'
import { MARKER, Recording, markerText, type Recorded } from './marker.ts'
import { openRegular } from './regular.ts'

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
  private readonly made: Recorded[] = []

  constructor(private readonly out: OutFolder) {}

  async add(rendered: Rendered | Streamed): Promise<void> {
    const { difference, recorded } = await compared(this.out.path, rendered.file, piecesOf(rendered))
    this.made.push(recorded)
    if (difference) this.found.push(difference)
  }

  /** The files made that differ (in the order `order` puts them), the marker's, then files the run did not make. */
  async differences(order: (found: Difference[]) => Difference[] = (found) => found): Promise<Difference[]> {
    const { difference: marker } = await compared(this.out.path, MARKER, [markerText(this.made)])
    const made = new Set(this.made.map(({ file }) => file))
    const entries = await entriesUnder(this.out.path).catch(() => [])
    // A folder that cannot be read ('name/') is left out: the files it should hold show as missing.
    const unexpected = entries.map(({ file }) => file).filter((file) => file !== MARKER && !file.endsWith('/') && !made.has(file))
    return [...order(this.found), ...(marker ? [marker] : []), ...unexpected.map((file): Difference => ({ file, kind: 'unexpected' }))]
  }
}

/**
 * How a file of the out folder differs from the text in pieces, read alongside them a batch at a time,
 * and the text's record for the marker: every piece is taken, past a difference too.
 */
async function compared(outDir: string, file: string, pieces: Iterable<string>): Promise<{ difference?: Difference; recorded: Recorded }> {
  const recording = new Recording(file)
  // Taken one by one, not by for...of, whose break would end the generator before the rest is recorded.
  const batches = batched(pieces)
  const next = (): string | undefined => {
    const { done, value } = batches.next()
    if (done) return undefined
    recording.add(value)
    return value
  }
  const rest = () => {
    while (next() !== undefined);
    return recording.done()
  }
  // Not a regular file (a folder, a link, a FIFO): as good as missing.
  const handle = await openRegular(path.join(outDir, file))
  if (!handle) return { difference: { file, kind: 'missing' }, recorded: rest() }
  let kind: Difference['kind'] | undefined
  try {
    for (let batch = next(); batch !== undefined; batch = next()) {
      const expected = Buffer.from(batch)
      const current = Buffer.allocUnsafe(expected.length)
      if (await readFully(handle, current) !== expected.length || !current.equals(expected)) {
        kind = 'changed'
        break
      }
    }
    if (kind === undefined && await readFully(handle, Buffer.alloc(1)) !== 0) kind = 'changed'
  } catch {
    kind = 'missing'
  } finally {
    await handle.close()
  }
  return { ...(kind ? { difference: { file, kind } } : {}), recorded: rest() }
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
