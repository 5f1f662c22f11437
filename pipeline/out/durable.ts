/**
 * What reaches the disk before the swap: each file written and fsynced, then every folder that received
 * one, so that a crash after the swap cannot leave the new out folder with entries the disk never got.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { batched } from '../serialise.ts'
import { Recording, type Recorded } from './marker.ts'

/** Writes and fsyncs a file whose folder exists; gives its size in bytes and SHA-256, as the marker records them. */
export async function writeDurably(root: string, file: string, pieces: Iterable<string>): Promise<Recorded> {
  const handle = await fs.open(path.join(root, file), 'wx')
  try {
    const recording = new Recording(file)
    for (const batch of batched(pieces)) {
      // Encoded once, for the write and the hash alike.
      const bytes = Buffer.from(batch)
      await handle.writeFile(bytes)
      recording.add(bytes)
    }
    await handle.sync()
    return recording.done()
  } finally {
    await handle.close()
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
