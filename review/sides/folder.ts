/**
 * A compiled study in a folder on disk, read as the pipeline reads a study: regular files only, never
 * through a symbolic link. Every file under the folder is listed at once without following a link (the
 * folder named itself may be one, as the pipeline's --raw and --out may), and a symbolic link, a FIFO,
 * a device or a socket anywhere in it refuses the side, one located line each, before anything is read:
 * npm run pipeline writes regular files only, and a link could lead the review to print a file from
 * elsewhere on the machine. Each file is read when asked (common/files.ts): opened without following a
 * link, and only when it is still the file listed, by its inode.
 */
import { lstatSync, readdirSync, statSync, type Stats } from 'node:fs'
import { constants } from 'node:buffer'
import path from 'node:path'
import { OUT_MARKER, shownPath } from '../../common/paths.ts'
import { readRegularFile, refusal, type Refusal } from '../../common/files.ts'
import { byPath, reason, Unreadable, type Side } from './side.ts'

/** The largest file read: the longest text Node can hold, since each is read as text. */
const MAX_FILE_BYTES = constants.MAX_STRING_LENGTH

export function readFolder(dir: string): Side {
  const label = shownPath(dir)
  const expected = 'expected a folder written by npm run pipeline'
  const regularOnly = 'a folder written by npm run pipeline, which holds regular files only'
  let entries
  try {
    if (!statSync(dir).isDirectory()) throw new Unreadable([`${label}: not a folder; ${expected}`])
    entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  } catch (error) {
    if (error instanceof Unreadable) throw error
    throw new Unreadable([`${label}: ${reason(error)}; ${expected}`])
  }
  const shown = (file: string) => path.join(label, file)
  const refused = (file: string, why: Refusal) => `${shown(file)}: ${why.why}; expected ${why.expected ?? regularOnly}`
  const listed = new Map<string, Stats>()
  const problems: [string, string][] = []
  for (const entry of entries) {
    if (entry.isDirectory()) continue
    const full = path.join(entry.parentPath, entry.name)
    const file = path.relative(dir, full).split(path.sep).join('/')
    try {
      const kind = lstatSync(full)
      const refusing = refusal(kind, MAX_FILE_BYTES)
      if (refusing) problems.push([file, refused(file, refusing)])
      else listed.set(file, kind)
    } catch (error) {
      problems.push([file, `${shown(file)}: ${reason(error)}`])
    }
  }
  if (problems.length > 0) throw new Unreadable(problems.sort(([a], [b]) => byPath(a, b)).map(([, line]) => line))
  return {
    label,
    shown,
    // the out folder's marker lists the other files' hashes: it changes when they do, and says nothing of its own
    files: [...listed.keys()].filter((file) => file !== OUT_MARKER).sort(byPath),
    read: async (wanted) => wanted.map((file) => {
      let read
      try {
        read = readRegularFile(path.join(dir, file), MAX_FILE_BYTES, listed.get(file)!)
      } catch (error) {
        throw new Unreadable([`${shown(file)}: ${reason(error)}`])
      }
      if (!read.ok) throw new Unreadable([refused(file, read)])
      return read.bytes
    }),
    close: () => {},
  }
}
