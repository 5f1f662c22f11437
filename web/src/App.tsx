/**
 * The app: the screen at the current location (routes.ts, from the table in screens.ts) inside the error
 * boundary, the document title following the location, and the print furniture.
 */
import { Suspense, useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { pageTitle, routeAt } from './routes.ts'
import { usePrintFurniture } from './print.ts'
import './components/tile-map.css'
import './components/threshold-progress.css'
import './print.css'

function useDocumentFollowsLocation(location: string) {
  const first = useRef(true)
  useEffect(() => {
    document.title = pageTitle(location)
    if (first.current) first.current = false
    else window.scrollTo(0, 0)
  }, [location])
}

/**
 * The screen at a path (routes.ts looks it up in one Map rather than matching a Route per entity: a study
 * of a thousand entities would test two thousand patterns per render). As wouter's routes did, a single
 * trailing slash is ignored; paths are otherwise matched exactly, case included.
 */
function Screen({ path }: { path: string }) {
  const route = routeAt(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)
  // The page's chunk and its data download side by side, rather than the data once the page has loaded.
  void route.preload()
  return route.useElement()
}

export function App() {
  const [location] = useLocation()
  useDocumentFollowsLocation(location)
  usePrintFurniture()
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<main className="container" aria-busy="true" />}>
        <Screen path={location} />
      </Suspense>
    </ErrorBoundary>
  )
}
