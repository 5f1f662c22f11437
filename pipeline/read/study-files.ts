/**
 * Opens the files a study names, and only those that are regular files inside the study folder once
 * every symbolic link is resolved: a link to /dev/zero, a FIFO, a folder or a file elsewhere on the
 * machine is refused before a byte of it is read, and nothing is read beyond a size limit.
 *
 * The checks and the read are synchronous: a study names thousands of small local files, and each of
 * the seven steps of one costs a few microseconds done here but far more as a round trip through
 * libuv's thread pool, where the fsyncs of the files being written queue ahead of it. Opening without blocking keeps a FIFO from hanging the run; the reader yields to the
 * event loop between entities, so a signal is still heard.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { mebibytes } from '../../common/limits.ts'
import type { ProblemCode } from '../problem-codes.ts'

export type StudyFile =
  | { ok: true; bytes: Buffer }
  /**
   * Why the file was not read, as a phrase that follows its name ("… is a folder"), and what was
   * expected instead when it is more than "a file inside the study folder"; quotes nothing from it.
   */
  | { ok: false; missing: boolean; code: ProblemCode; why: string; expected?: string }

/** The study folder with every link resolved, or undefined when it cannot be resolved. */
export async function resolveStudyFolder(dir: string): Promise<string | undefined> {
  try {
    return await realpath(dir)
  } catch {
    return undefined
  }
}

const READ_CHUNK = 1024 * 1024

/** A study file checked but not read: its path on disk, every link resolved. */
export type CheckedStudyFile = { ok: true; real: string } | Extract<StudyFile, { ok: false }>

/**
 * Checks `relative` (a path from the manifest) without reading it: a regular file inside the resolved
 * study folder, at most `limit` bytes. For files another reader opens itself (DuckDB reads
 * transactions files straight from disk).
 */
export function checkStudyFile(studyFolder: string, relative: string, limit: number): CheckedStudyFile {
  const found = insideStudy(studyFolder, relative)
  if (!found.ok) return found
  try {
    const kind = statSync(found.real)
    if (!kind.isFile()) return { ok: false, missing: false, code: 'NOT_A_FILE', why: `is ${kindOf(kind)}, not a file` }
    if (kind.size > limit) return { ok: false, missing: false, code: 'FILE_TOO_LARGE', why: `is too large: ${mebibytes(kind.size)}`, expected: `at most ${mebibytes(limit)}` }
    return found
  } catch (error) {
    return { ok: false, missing: false, code: 'CANNOT_READ', why: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})` }
  }
}

/** Reads `relative` (a path from the manifest) inside the resolved study folder, at most `limit` bytes. */
export function readStudyFile(studyFolder: string, relative: string, limit: number): StudyFile {
  const found = insideStudy(studyFolder, relative)
  if (!found.ok) return found
  try {
    return readRegularFile(found.real, limit)
  } catch (error) {
    // Removed or replaced between the checks and the read.
    return { ok: false, missing: false, code: 'CANNOT_READ', why: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})` }
  }
}

/** The real path of `relative` when it exists and, every link resolved, lies inside the study folder. */
function insideStudy(studyFolder: string, relative: string): CheckedStudyFile {
  const named = path.join(studyFolder, relative)
  try {
    lstatSync(named)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, missing: true, code: 'FILE_NOT_FOUND', why: 'does not exist' }
    return { ok: false, missing: false, code: 'CANNOT_READ', why: `cannot be read (${code ?? 'unknown error'})` }
  }

  let real: string
  try {
    // The system's realpath, as the promise API uses (realpathSync alone walks the path in JavaScript).
    real = realpathSync.native(named)
  } catch {
    return { ok: false, missing: false, code: 'FILE_NOT_FOUND', why: 'is a symbolic link that leads to nothing' }
  }
  const inside = path.relative(studyFolder, real)
  if (inside === '' || inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    return { ok: false, missing: false, code: 'OUTSIDE_STUDY', why: 'leads outside the study folder through a symbolic link' }
  }
  return { ok: true, real }
}

function readRegularFile(real: string, limit: number): StudyFile {
  const kind = statSync(real)
  if (!kind.isFile()) return { ok: false, missing: false, code: 'NOT_A_FILE', why: `is ${kindOf(kind)}, not a file` }
  if (kind.size > limit) return { ok: false, missing: false, code: 'FILE_TOO_LARGE', why: `is too large: ${mebibytes(kind.size)}`, expected: `at most ${mebibytes(limit)}` }

  // Opened without blocking (a FIFO swapped in after the checks must not hang the run) and without
  // following a link swapped in, then checked again through the descriptor, and read only up to one
  // byte past the limit: sizes can lie.
  const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW)
  try {
    const opened = fstatSync(fd)
    if (!opened.isFile() || opened.ino !== kind.ino || opened.dev !== kind.dev) {
      return { ok: false, missing: false, code: 'CANNOT_READ', why: 'changed while it was being opened' }
    }
    // Read into one buffer of the size the file says, plus a byte to see its end (a file that holds
    // more than it says is read on in chunks), left unfilled: only the bytes read are ever kept.
    const chunks: Buffer[] = []
    let total = 0
    let chunk = Buffer.allocUnsafe(Math.min(kind.size, limit) + 1)
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
    if (total > limit) return { ok: false, missing: false, code: 'FILE_TOO_LARGE', why: `holds more than ${mebibytes(limit)}`, expected: `at most ${mebibytes(limit)}` }
    return { ok: true, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total) }
  } finally {
    closeSync(fd)
  }
}

function kindOf(kind: Stats): string {
  if (kind.isDirectory()) return 'a folder'
  if (kind.isFIFO()) return 'a FIFO (named pipe)'
  if (kind.isCharacterDevice() || kind.isBlockDevice()) return 'a device'
  if (kind.isSocket()) return 'a socket'
  return 'not a regular file'
}
