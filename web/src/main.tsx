/** The browser entry: load the current route's data, then hydrate the prerendered page (or render, in dev). */
import '@picocss/pico/css/pico.min.css'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { App } from './App.tsx'
import { preloadPath } from './pageData.ts'
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

async function start() {
  canonicalizePath()
  await loadEntityList()
  await preloadPath(window.location.pathname)
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>
  )
  if (root.hasChildNodes()) hydrateRoot(root, app)
  else createRoot(root).render(app)
}

void start()
