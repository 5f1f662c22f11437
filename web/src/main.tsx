/** The browser entry: load the current route's data, then hydrate the prerendered page (or render, in dev). */
import '@picocss/pico/css/pico.min.css'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { App } from './App.tsx'
import { preloadPath } from './pageData.ts'

async function start() {
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
