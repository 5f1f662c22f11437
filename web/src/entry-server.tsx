/** The prerender entry: renders one route to HTML after loading its data (react-dom/static waits for Suspense). */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import { App, pageTitle } from './App.tsx'
import { preloadPath } from './pageData.ts'
import { routePaths, screenFor } from './data.ts'

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

export { pageTitle, routePaths }
export { pageDescription } from './meta.ts'

/**
 * The source modules a route loads before it hydrates (its screen and its data), as keys of Vite's
 * manifest; the prerender turns them into <link rel="modulepreload"> so they download with the page.
 */
export function sourcesFor(path: string): string[] {
  const screen = screenFor(path)
  switch (screen.kind) {
    case 'report':
      return ['src/pages/BrandReport.tsx', `../generated/entities/${screen.entity.entity.code}.json`]
    case 'separate':
      return ['src/pages/SeparateAnalysis.tsx', `../generated/entities/${screen.entity.entity.code}.json`]
    case 'consolidated':
      return ['src/pages/Consolidated.tsx', '../generated/consolidated.json']
    case 'recommendations':
      return ['src/pages/Recommendations.tsx', '../generated/recommendations.json']
    case 'dataChecks':
      return ['src/pages/DataChecks.tsx', '../generated/findings.json']
    case 'international':
      return ['src/pages/International.tsx', '../generated/international.json']
    default:
      return []
  }
}
