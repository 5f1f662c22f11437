/**
 * Build step 2: render every route of the study to its own HTML file in web/dist, so any static host
 * serves deep links and every page shows its figures before scripts run. Routes come from the generated
 * data. One line per output: its path, its size and time.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const web = dirname(fileURLToPath(import.meta.url))
const dist = join(web, 'dist')
export const NOT_FOUND_PATH = '/404'

type ServerEntry = {
  render: (path: string) => Promise<string>
  pageTitle: (path: string) => string
  routePaths: () => string[]
  sourcesFor: (path: string) => string[]
}

type Manifest = Record<string, { file: string; imports?: string[] }>

/** modulepreload links for a route's own chunks and the chunks they import, minus those the template loads. */
function preloadLinks(sources: string[], manifest: Manifest, template: string): string {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: update sourcesFor() in web/src/entry-server.tsx`)
    if (files.has(chunk.file) || template.includes(`/${chunk.file}`)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  sources.forEach(visit)
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** dist file for a route: "/" → index.html, "/brand-a" → brand-a/index.html. */
export function fileFor(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html')
}

async function main() {
  const server = (await import(pathToFileURL(join(web, 'dist-ssr', 'entry-server.js')).href)) as ServerEntry
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root">')
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest

  const pages = [
    ...server.routePaths().map((path) => ({ path, file: fileFor(path) })),
    { path: NOT_FOUND_PATH, file: '404.html' },
  ]
  if (server.routePaths().includes(NOT_FOUND_PATH)) throw new Error(`the study uses ${NOT_FOUND_PATH} as a route`)

  for (const { path, file } of pages) {
    const started = performance.now()
    const body = await server.render(path)
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(server.pageTitle(path))}</title>`)
      .replace('</head>', `${preloadLinks(server.sourcesFor(path), manifest, template)}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    const target = join(dist, file)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, html)
    const kb = (Buffer.byteLength(html) / 1024).toFixed(1)
    console.log(`web/dist/${file}  ${path}  ${kb} kB  ${Math.round(performance.now() - started)} ms`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error('prerender failed:', error)
    process.exitCode = 1
  })
}
