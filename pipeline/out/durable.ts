/**
 * What reaches the disk before the swap: each file written and fsynced, then every folder that received
 * one, so that a crash after the swap cannot leave the new out folder with entries the disk never got.
 */
import fs, { type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { batched } from '../serialise.ts'
import { Recording, type Recorded } from './marker.ts'

/**
 * The receipt's lines about a file: before each batch of its bytes is written, what the file is once the
 * batch is in ('first': before the file is created; 'next'), and once its last batch is written ('written').
 */
export type Announce = (state: Recorded, moment: 'first' | 'next' | 'written') => Promise<unknown>

/** Writes and fsyncs a file whose folder exists; gives its size in bytes and SHA-256, as the marker records them. */
export async function writeDurably(root: string, file: string, pieces: Iterable<string>, announce?: Announce): Promise<Recorded> {
  const recording = new Recording(file)
  let handle: FileHandle | undefined
  const create = async () => (handle = await fs.open(path.join(root, file), 'wx'))
  try {
    for (const batch of batched(pieces)) {
      // Encoded once, for the write and the hash alike.
      const bytes = Buffer.from(batch)
      const before = recording.sofar().bytes
      recording.add(bytes)
      await announce?.(recording.sofar(), handle === undefined ? 'first' : 'next')
      const into = handle ?? (await create())
      await into.writeFile(bytes).catch(async (error: unknown) => {
        // A write that failed part way (a full disk) is cut back, through the file's own handle, to the
        // bytes before the batch, which the receipt accounts for: the folder is then removed whole.
        await into.truncate(before).catch(() => {})
        throw error
      })
    }
    if (handle === undefined) {
      await announce?.(recording.sofar(), 'first')
      await create()
    }
    // Written whole before the fsync, which takes the longest: a run killed during it left the whole file.
    await announce?.(recording.sofar(), 'written')
    await handle!.sync()
    return recording.done()
  } finally {
    await handle?.close()
  }
}

/** fsyncs every folder that received a file (and those above it), deepest first, so their entries are on disk before the swap. */
export async function syncFolders(root: string, folders: readonly string[]): Promise<void> {
  const dirs = new Set<string>()
  for (const folder of folders) {
    for (let dir = folder; dir !== '.' && dir !== ''; dir = path.dirname(dir)) dirs.add(dir)
  }
  for (const dir of [...dirs].sort((a, b) => b.length - a.length)) await syncFolder(path.join(root, dir))
  await syncFolder(root)
}

export async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r')
  try {
    await handle.sync()
  } catch (error) {
    // Some platforms cannot fsync a folder (Windows: EPERM); there is nothing more to do there.
    if (!['EPERM', 'EINVAL', 'EISDIR', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
  } finally {
    await handle.close()
  }
}
