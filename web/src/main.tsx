/** The browser entry: load the current route's data, then hydrate the prerendered page (or render, in dev). */
import '@picocss/pico/css/pico.min.css'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { App } from './App.tsx'
import { preloadPath } from './pageData.ts'

/** Hosts may serve /brand-a/index.html as /brand-a/; the routes have no trailing slash. */
function dropTrailingSlash() {
  const { pathname, search, hash } = window.location
  if (pathname.length > 1 && pathname.endsWith('/')) {
    window.history.replaceState(window.history.state, '', pathname.replace(/\/+$/, '') + search + hash)
  }
}

async function start() {
  dropTrailingSlash()
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
