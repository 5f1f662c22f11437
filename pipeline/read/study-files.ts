/**
 * Opens the files a study names, and only those that are regular files inside the study folder once
 * every symbolic link is resolved: a link to /dev/zero, a FIFO, a folder or a file elsewhere on the
 * machine is refused before a byte of it is read, and nothing is read beyond a size limit. The read
 * itself (a regular file, opened without following a link, checked by its inode) is common/files.ts's,
 * which the review's folders share.
 *
 * The checks and the read are synchronous: a study names thousands of small local files, and each of
 * the seven steps of one costs a few microseconds done here but far more as a round trip through
 * libuv's thread pool, where the fsyncs of the files being written queue ahead of it. Opening without blocking keeps a FIFO from hanging the run; the reader yields to the
 * event loop between entities, so a signal is still heard.
 */
import { lstatSync, realpathSync, statSync } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { readRegularFile, refusal } from '../../common/files.ts'
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
    const refused = refusal(statSync(found.real), limit)
    return refused ? { ...refused, missing: false } : found
  } catch (error) {
    return { ok: false, missing: false, code: 'CANNOT_READ', why: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})` }
  }
}

/** Reads `relative` (a path from the manifest) inside the resolved study folder, at most `limit` bytes. */
export function readStudyFile(studyFolder: string, relative: string, limit: number): StudyFile {
  const found = insideStudy(studyFolder, relative)
  if (!found.ok) return found
  try {
    const read = readRegularFile(found.real, limit, statSync(found.real))
    return read.ok ? read : { ...read, missing: false }
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
