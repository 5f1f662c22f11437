/**
 * Build step 2 (build.ts): render every route of the study to its own HTML file in the site's folder
 * (web/dist), so any static host serves deep links and every page shows its figures before scripts run.
 * Routes come from the generated data. One line per output: its path, its size and time.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { shown } from './folders.ts'
import { SECURITY_META } from './security.ts'

export const NOT_FOUND_PATH = '/404'

type ServerEntry = {
  render: (path: string) => Promise<string>
  pageTitle: (path: string) => string
  pageDescription: (path: string) => string
  routePaths: () => string[]
  sourcesFor: (path: string) => Promise<string[]>
}

type Manifest = Record<string, { file: string; imports?: string[] }>

/** modulepreload links for a route's own chunks and the chunks they import, minus those the template loads. */
function preloadLinks(sources: string[], manifest: Manifest, template: string): string {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: see sourcesFor() in web/src/entry-server.tsx`)
    if (files.has(chunk.file) || template.includes(`/${chunk.file}`)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  sources.forEach(visit)
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export type Page = { title: string; description: string; head: string; body: string }

/**
 * The built index.html with a page's title, extra <head> markup and prerendered root filled in, and the
 * security policy as <meta> right after the charset (it governs only what follows it). Study text is
 * inserted by replacer functions: a string replacement would read `$&`, `$'` or `$1` in a name as patterns.
 */
export function fillTemplate(template: string, page: Page): string {
  let html = template
  html = replaceOnce(html, /<meta charset="[^"]*"\s*\/?>/i, (charset) => charset + SECURITY_META)
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title><meta name="description" content="${escapeHtml(page.description)}">`)
  html = replaceOnce(html, '</head>', () => `${page.head}</head>`)
  html = replaceOnce(html, '<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
  return html
}

function replaceOnce(text: string, marker: string | RegExp, replacer: (match: string) => string): string {
  const found = typeof marker === 'string' ? text.includes(marker) : marker.test(text)
  if (!found) throw new Error(`the page template has no ${String(marker)}`)
  return text.replace(marker, replacer)
}

/** dist file for a route: "/" → index.html, "/brand-a" → brand-a/index.html. */
export function fileFor(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html')
}

/** Writes every route's page into dist with the server build's entry (entry-server.tsx built by Vite). */
export async function prerender(serverEntry: string, dist: string) {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest

  const pages = [
    ...server.routePaths().map((path) => ({ path, file: fileFor(path) })),
    { path: NOT_FOUND_PATH, file: '404.html' },
  ]
  if (server.routePaths().includes(NOT_FOUND_PATH)) throw new Error(`the study uses ${NOT_FOUND_PATH} as a route`)

  // Several routes in flight at once: while one waits on its data or its file write, another renders.
  // Lines are printed in route order all the same.
  const render = async ({ path, file }: { path: string; file: string }) => {
    const started = performance.now()
    const body = await server.render(path)
    const html = fillTemplate(template, {
      title: server.pageTitle(path),
      description: server.pageDescription(path),
      head: preloadLinks(await server.sourcesFor(path), manifest, template),
      body,
    })
    const target = join(dist, file)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, html)
    const kb = (Buffer.byteLength(html) / 1024).toFixed(1)
    return `${shown(target)}  ${path}  ${kb} kB  ${Math.round(performance.now() - started)} ms`
  }
  for (let start = 0; start < pages.length; start += CONCURRENT_ROUTES) {
    for (const line of await Promise.all(pages.slice(start, start + CONCURRENT_ROUTES).map(render))) console.log(line)
  }
}

const CONCURRENT_ROUTES = 16
