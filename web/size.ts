/**
 * Prints the home page's initial JavaScript (the scripts and module preloads in web/dist/index.html, and
 * the chunks they import statically) with gzip sizes against the 80 KB budget, and which chunks hold recharts.
 * Run after `npm run build`; NEXUS_DIST names another site's folder (folders.ts).
 */
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { distDir } from './folders.ts'

const dist = distDir()
export const BUDGET_KB = 80

export type ChunkInfo = {
  isEntry: boolean
  imports: string[]
  dynamicImports: string[]
  packages: string[]
  generated: string[]
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`

export async function gzipSize(file: string): Promise<{ raw: number; gzip: number }> {
  const content = await readFile(join(dist, file))
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
}

export async function homeInitialScripts(): Promise<string[]> {
  const html = await readFile(join(dist, 'index.html'), 'utf8')
  const chunks = JSON.parse(await readFile(join(dist, '.vite', 'chunks.json'), 'utf8')) as Record<string, ChunkInfo>
  const found = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)) {
    found.add(match[1]!)
  }
  // a module's static imports load before it runs, so they count too
  const queue = [...found]
  while (queue.length > 0) {
    for (const imported of chunks[queue.pop()!]?.imports ?? []) {
      if (!found.has(imported)) queue.push(imported), found.add(imported)
    }
  }
  return [...found].sort()
}

async function main() {
  const chunks = JSON.parse(await readFile(join(dist, '.vite', 'chunks.json'), 'utf8')) as Record<string, ChunkInfo>
  const initial = await homeInitialScripts()
  let total = 0
  console.log('Home page (/) initial JavaScript:')
  for (const file of initial) {
    const { raw, gzip } = await gzipSize(file)
    total += gzip
    console.log(`  ${file}  ${kb(raw)} raw  ${kb(gzip)} gzip`)
  }
  const verdict = total / 1024 <= BUDGET_KB ? 'within' : 'OVER'
  console.log(`  total ${kb(total)} gzip (${verdict} the ${BUDGET_KB} KB budget)`)

  console.log('Chunks containing recharts:')
  for (const [file, info] of Object.entries(chunks)) {
    if (!info.packages.includes('recharts')) continue
    const { gzip } = await gzipSize(file)
    // A chunk recharts shares between two charts is imported by their chunks rather than loaded lazily itself.
    const by = (how: 'imports' | 'dynamicImports') => Object.keys(chunks).filter((name) => chunks[name]![how].includes(file))
    const [lazily, statically] = [by('dynamicImports'), by('imports')]
    const from = [lazily.length > 0 && `loaded lazily by ${lazily.join(', ')}`, statically.length > 0 && `imported by ${statically.join(', ')}`].filter(Boolean)
    console.log(`  ${file}  ${kb(gzip)} gzip, ${from.join(', ') || 'loaded by nothing'}; in the home page's initial JS: ${initial.includes(file) ? 'YES' : 'no'}`)
  }
}

export async function chunkInfo(): Promise<Record<string, ChunkInfo>> {
  return JSON.parse(await readFile(join(dist, '.vite', 'chunks.json'), 'utf8')) as Record<string, ChunkInfo>
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
