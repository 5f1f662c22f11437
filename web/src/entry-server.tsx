/** The prerender entry: renders one route to HTML after loading its data (react-dom/static waits for Suspense). */
import { posix } from 'node:path'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import { App } from './App.tsx'
import { preloadPath, routeAt, targetAt } from './routes.ts'
import { overview } from './data.ts'
import { count } from './format.ts'
import { entityDescriptions, studyDescriptions } from '../../report/descriptions.ts'

export async function render(path: string): Promise<string> {
  await preloadPath(path)
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
  )
  return new Response(prelude).text()
}

export { pageTitle, routePaths } from './routes.ts'

/** The meta description at a path, for search results and link previews (the registry's, report/descriptions.ts). */
export function pageDescription(path: string): string {
  const { kind, entity } = targetAt(path)
  const of = { overview, count }
  if (kind === 'report' || kind === 'separate' || kind === 'exposure') return entityDescriptions[kind](of, entity!)
  return studyDescriptions[kind](of)
}

// Every page module, to find which one exports a screen's page (screens.ts names only its loader).
const pageModules = import.meta.glob<Record<string, unknown>>('./pages/*.tsx')

/** A page module's key in Vite's manifest: its path from web/, the root (the glob names it from web/src). */
const manifestKey = (module: string) => posix.relative('web', posix.join('web/src', module))

/**
 * The source modules a route loads before it hydrates (its page's chunk and its data), as keys of Vite's
 * manifest; the prerender turns them into <link rel="modulepreload"> so they download with the page. A
 * page in the app shell has no chunk of its own: the page template loads it.
 */
export async function sourcesFor(path: string): Promise<string[]> {
  const route = routeAt(path)
  const sources: string[] = []
  if ('load' in route.page) {
    const page = await route.page.load()
    const modules = await Promise.all(Object.entries(pageModules).map(async ([module, load]) => ({ module, exports: await load() })))
    const found = modules.find(({ exports }) => Object.values(exports).includes(page))
    if (!found) throw new Error(`the page of ${path} (a ${route.kind} screen) is exported by no module of web/src/pages/`)
    sources.push(manifestKey(found.module))
  }
  if (route.data) sources.push(route.data.module)
  return sources
}
