/**
 * Deterministic serialisation and the atomic write of the out folder: everything is written to a
 * temporary folder beside it and swapped in only when complete, so the out folder is always either the
 * previous run's or this run's, never half of each. `compare` backs --check.
 */
import { fs, path } from 'zx'

/** JSON with keys sorted at every level, two-space indent and a trailing newline. */
export function serialise(data: unknown): string {
  return `${JSON.stringify(sortKeys(data), null, 2)}\n`
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value).sort().map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

export interface Rendered {
  file: string
  text: string
}

export async function writeAtomically(outDir: string, files: readonly Rendered[]): Promise<void> {
  const parent = path.dirname(path.resolve(outDir))
  await fs.mkdirp(parent)
  const staging = await fs.mkdtemp(path.join(parent, `.${path.basename(outDir)}-new-`))
  const retired = `${staging.replace(/-new-/, '-old-')}`
  try {
    for (const { file, text } of files) {
      await fs.mkdirp(path.join(staging, path.dirname(file)))
      await fs.writeFile(path.join(staging, file), text)
    }
    const existed = await fs.pathExists(outDir)
    if (existed) await fs.rename(outDir, retired)
    try {
      await fs.rename(staging, outDir)
    } catch (error) {
      if (existed) await fs.rename(retired, outDir)
      throw error
    }
    if (existed) await fs.remove(retired)
  } finally {
    await fs.remove(staging)
  }
}

export interface Difference {
  file: string
  kind: 'changed' | 'missing' | 'unexpected'
}

/** How the out folder differs from what this run would write. */
export async function compare(outDir: string, files: readonly Rendered[]): Promise<Difference[]> {
  const differences: Difference[] = []
  const expected = new Set(files.map((file) => file.file))
  for (const { file, text } of files) {
    const current = await fs.readFile(path.join(outDir, file), 'utf8').catch(() => undefined)
    if (current === undefined) differences.push({ file, kind: 'missing' })
    else if (current !== text) differences.push({ file, kind: 'changed' })
  }
  for (const file of await listFiles(outDir)) {
    if (!expected.has(file)) differences.push({ file, kind: 'unexpected' })
  }
  return differences
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries: import('node:fs').Dirent[] = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => [])
  const files = await Promise.all(entries.map(async (entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, relative) : [relative]
  }))
  return files.flat().sort()
}
