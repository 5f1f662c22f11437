/**
 * A compiled study in a folder on disk: every regular file under it (a symbolic link is read as what it
 * points to, as the viewer's build would), read at once; the files of a thousand-entity study take a
 * few tens of milliseconds this way.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { shownPath } from '../../pipeline/problems.ts'
import { reason, Unreadable, type Side } from './side.ts'

export function readFolder(dir: string): Side {
  const label = shownPath(dir)
  const expected = 'expected a folder written by npm run pipeline'
  let isFolder: boolean
  try {
    isFolder = statSync(dir).isDirectory()
  } catch (error) {
    throw new Unreadable([`${label}: ${reason(error)}; ${expected}`])
  }
  if (!isFolder) throw new Unreadable([`${label}: not a folder; ${expected}`])

  const files = new Map<string, Buffer>()
  const unreadable: string[] = []
  let entries
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  } catch (error) {
    throw new Unreadable([`${label}: ${reason(error)}; ${expected}`])
  }
  for (const entry of entries) {
    if (entry.isDirectory()) continue
    const full = path.join(entry.parentPath, entry.name)
    const file = path.relative(dir, full).split(path.sep).join('/')
    try {
      if (!entry.isFile() && !statSync(full).isFile()) continue
      files.set(file, readFileSync(full))
    } catch (error) {
      unreadable.push(`${path.join(label, file)}: ${reason(error)}`)
    }
  }
  if (unreadable.length > 0) throw new Unreadable(unreadable)
  return { label, shown: (file) => path.join(label, file), files: sorted(files) }
}

/** The files in path order, so that every listing of them reads the same whatever the file system's order. */
export function sorted(files: Map<string, Buffer>): Map<string, Buffer> {
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
