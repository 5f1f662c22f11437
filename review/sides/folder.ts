/**
 * A compiled study in a folder on disk: every regular file under it (a symbolic link read as what it
 * points to, as the viewer's build would), listed at once and read when asked.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { shownPath } from '../../common/paths.ts'
import { byPath, reason, Unreadable, type Side } from './side.ts'

export function readFolder(dir: string): Side {
  const label = shownPath(dir)
  const expected = 'expected a folder written by npm run pipeline'
  let entries
  try {
    if (!statSync(dir).isDirectory()) throw new Unreadable([`${label}: not a folder; ${expected}`])
    entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  } catch (error) {
    if (error instanceof Unreadable) throw error
    throw new Unreadable([`${label}: ${reason(error)}; ${expected}`])
  }
  const shown = (file: string) => path.join(label, file)
  const files: string[] = []
  for (const entry of entries) {
    if (entry.isDirectory()) continue
    const full = path.join(entry.parentPath, entry.name)
    const file = path.relative(dir, full).split(path.sep).join('/')
    try {
      if (entry.isFile() || statSync(full).isFile()) files.push(file)
    } catch (error) {
      throw new Unreadable([`${shown(file)}: ${reason(error)}`])
    }
  }
  return {
    label,
    shown,
    files: files.sort(byPath),
    read: async (wanted) => wanted.map((file) => {
      try {
        return readFileSync(path.join(dir, file))
      } catch (error) {
        throw new Unreadable([`${shown(file)}: ${reason(error)}`])
      }
    }),
    close: () => {},
  }
}
