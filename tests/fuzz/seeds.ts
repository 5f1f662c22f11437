/**
 * The studies the fuzzer mutates, one of each kind the pipeline reads: the sample study (revenue files
 * and the tax engine's exports), the transactions example, a study with a pre-summed daily file beside a
 * transactions file, the exposure example (dated rules, channels, exposure) and a second exposure study
 * with channels in both kinds of file. The examples are cut to their first rows per file, so a mutant
 * compiles in a fraction of a second: DuckDB's path is what they are for, not their size.
 */
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from './oracle.ts'

export interface Seed {
  name: string
  dir: string
}

/** Each kind, and the folder it is copied from; `rows` cuts every file of dated sales to its first rows. */
const sources: { name: string; from: string; rows?: number }[] = [
  { name: 'export', from: 'raw' },
  { name: 'transactions', from: 'examples/transactions-study', rows: 400 },
  { name: 'daily', from: 'tests/fixtures/transactions-other' },
  { name: 'exposure', from: 'examples/exposure-study', rows: 400 },
  { name: 'exposure-channels', from: 'tests/fixtures/exposure-other' },
]

export const seedNames = sources.map((source) => source.name)

/** Copies of the named kinds (all when none is named) in a temporary folder; remove() deletes them. */
export async function prepareSeeds(names: readonly string[] = seedNames): Promise<{ seeds: Seed[]; remove: () => Promise<void> }> {
  const unknown = names.filter((name) => !seedNames.includes(name))
  if (unknown.length > 0) throw new Error(`no study kind ${unknown.join(', ')}; expected ${seedNames.join(', ')}`)
  const root = await mkdtemp(path.join(os.tmpdir(), 'nexus-fuzz-seeds-'))
  const seeds: Seed[] = []
  for (const source of sources.filter((candidate) => names.includes(candidate.name))) {
    const dir = path.join(root, source.name)
    await cp(path.join(repoRoot, source.from), dir, { recursive: true })
    if (source.rows !== undefined) await cutSales(dir, source.rows)
    seeds.push({ name: source.name, dir })
  }
  return { seeds, remove: () => rm(root, { recursive: true, force: true }) }
}

/** Every file the manifest names as transactions or daily, cut to its header and first `rows` rows. */
async function cutSales(dir: string, rows: number): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'study.json'), 'utf8')) as { entities: Record<string, string>[] }
  for (const entity of manifest.entities) {
    for (const file of [entity.transactions, entity.daily]) {
      if (file === undefined) continue
      const lines = (await readFile(path.join(dir, file), 'utf8')).split('\n')
      await writeFile(path.join(dir, file), `${lines.slice(0, rows + 1).join('\n')}\n`)
    }
  }
  // The answers of the full example do not hold for the cut one.
  for (const name of await readdir(dir)) if (name.endsWith('.md')) await rm(path.join(dir, name))
}
