/**
 * Reads a file only when it is a regular file, never through a symbolic link nor waiting on a FIFO's
 * writer, and never past a size limit: the pipeline reads a study's files so (pipeline/read/
 * study-files.ts), and the review the files of a compiled study's folder (review/sides/folder.ts). The
 * caller has checked the file (its Stats) without reading it; the file is then opened without following
 * a link (O_NOFOLLOW) or blocking (O_NONBLOCK: a FIFO swapped in must not hang the run), checked again
 * through the descriptor to be that very file (its inode), and read only up to one byte past the limit,
 * since sizes can lie. Synchronous, as a study's thousands of small files are best read (study-files.ts).
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs'
import { mebibytes } from './limits.ts'

/**
 * Why a file was not read, as a phrase that follows its name ("… is a folder, not a file"), under a code
 * of pipeline/problem-codes.ts, with what was expected when that is more than the reader's own words;
 * quotes nothing from the file.
 */
export interface Refusal {
  ok: false
  code: 'NOT_A_FILE' | 'FILE_TOO_LARGE' | 'CANNOT_READ'
  why: string
  expected?: string
}

export type RegularFile = { ok: true; bytes: Buffer } | Refusal

const READ_CHUNK = 1024 * 1024

/** The refusal of a file whose Stats show something other than a regular file of at most `limit` bytes. */
export function refusal(kind: Stats, limit: number): Refusal | undefined {
  if (!kind.isFile()) return { ok: false, code: 'NOT_A_FILE', why: `is ${kindOf(kind)}, not a file` }
  if (kind.size > limit) return { ok: false, code: 'FILE_TOO_LARGE', why: `is too large: ${mebibytes(kind.size)}`, expected: `at most ${mebibytes(limit)}` }
  return undefined
}

/**
 * The bytes of the regular file at `file`, which `checked` describes, at most `limit` of them. Throws
 * what the system throws when the file cannot be opened (gone, or a link where it was: ELOOP).
 */
export function readRegularFile(file: string, limit: number, checked: Stats): RegularFile {
  const refused = refusal(checked, limit)
  if (refused) return refused
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW)
  try {
    const opened = fstatSync(fd)
    if (!opened.isFile() || opened.ino !== checked.ino || opened.dev !== checked.dev) {
      return { ok: false, code: 'CANNOT_READ', why: 'changed while it was being opened' }
    }
    // Read into one buffer of the size the file says, plus a byte to see its end (a file that holds
    // more than it says is read on in chunks), left unfilled: only the bytes read are ever kept.
    const chunks: Buffer[] = []
    let total = 0
    let chunk = Buffer.allocUnsafe(Math.min(checked.size, limit) + 1)
    let filled = 0
    while (total <= limit) {
      if (filled === chunk.length) {
        chunks.push(chunk)
        chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK, limit + 1 - total))
        filled = 0
      }
      const bytesRead = readSync(fd, chunk, filled, chunk.length - filled, null)
      if (bytesRead === 0) break
      filled += bytesRead
      total += bytesRead
    }
    chunks.push(chunk.subarray(0, filled))
    if (total > limit) return { ok: false, code: 'FILE_TOO_LARGE', why: `holds more than ${mebibytes(limit)}`, expected: `at most ${mebibytes(limit)}` }
    return { ok: true, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total) }
  } finally {
    closeSync(fd)
  }
}

/** What a file that is not a regular one is, as a message names it. */
function kindOf(kind: Stats): string {
  if (kind.isDirectory()) return 'a folder'
  if (kind.isSymbolicLink()) return 'a symbolic link'
  if (kind.isFIFO()) return 'a FIFO (named pipe)'
  if (kind.isCharacterDevice() || kind.isBlockDevice()) return 'a device'
  if (kind.isSocket()) return 'a socket'
  return 'not a regular file'
}
