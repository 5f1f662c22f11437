/** The browser entry: load the current route's data, then hydrate the prerendered page (or render, in dev). */
import '@picocss/pico/css/pico.min.css'
import './styles.css'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { App } from './App.tsx'
import { preloadPath } from './routes.ts'
import { loadEntityList } from './data.ts'

/**
 * Hosts may serve /brand-a/index.html as /brand-a/ or under its own name; the routes are the bare path,
 * so the address is put in that form before the first render (the page itself is the route's).
 */
function canonicalizePath() {
  const { pathname, search, hash } = window.location
  const canonical = pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1')
  if (canonical !== pathname) window.history.replaceState(window.history.state, '', canonical + search + hash)
}

/**
 * Marks the document once React has committed the page (hydration done, links and forms live). The PDF
 * printer and the browser tests wait for it; the mark is not part of the prerendered page.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = ''
  }, [])
  return null
}

async function start() {
  canonicalizePath()
  await loadEntityList()
  await preloadPath(window.location.pathname)
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <Router>
        <App />
        <MarkInteractive />
      </Router>
    </StrictMode>
  )
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a long table is otherwise one long task on a phone).
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
}

void start()
