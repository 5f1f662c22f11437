/**
 * What the pipeline reads in and beside the out folder (the marker, the lock file, --check's files) is
 * opened without following a link (O_NOFOLLOW) or waiting for a FIFO's writer (O_NONBLOCK), and read
 * only when it is a regular file: a link planted there cannot redirect a read or a write, and a FIFO
 * cannot hang a run where no signal reaches it (an open blocked in libuv's thread pool).
 */
import { constants } from 'node:fs'
import { lstat, open, type FileHandle } from 'node:fs/promises'

/** Flags for every open here. */
export const UNFOLLOWED = constants.O_NOFOLLOW | constants.O_NONBLOCK

/** The regular file at `file` opened for reading; undefined when there is none, or it is something else. */
export async function openRegular(file: string): Promise<FileHandle | undefined> {
  const handle = await open(file, constants.O_RDONLY | UNFOLLOWED).catch(() => undefined)
  if (!handle) return undefined
  const regular = await handle.stat().then((stat) => stat.isFile(), () => false)
  if (regular) return handle
  await handle.close()
  return undefined
}

/** A regular file's text; undefined when there is none, it is something else, or it is longer than maxBytes. */
export async function readRegular(file: string, maxBytes: number): Promise<string | undefined> {
  const handle = await openRegular(file)
  if (!handle) return undefined
  try {
    const { size } = await handle.stat()
    return size > maxBytes ? undefined : await handle.readFile('utf8')
  } catch {
    return undefined
  } finally {
    await handle.close()
  }
}

/** Whether anything is there, a link to nothing included. */
export const present = (target: string): Promise<boolean> => lstat(target).then(() => true, () => false)
