/** What the mutation kinds pick from: a folder's regular files. */
import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Regular files under a folder, relative, sorted (so the same seed picks the same file). */
export async function regularFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => [])
  const files: string[] = []
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...await regularFiles(dir, relative))
    else if (entry.isFile()) files.push(relative)
  }
  return files
}
