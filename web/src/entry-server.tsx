/** The prerender entry: renders one route to HTML after loading its data (react-dom/static waits for Suspense). */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import { App, pageTitle } from './App.tsx'
import { preloadPath } from './pageData.ts'
import { routePaths } from './data.ts'

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
