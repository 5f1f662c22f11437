/** The routes: every path comes from the generated overview; the Switch ends in the not-found catch-all. */
import { Suspense, useEffect, useRef } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { overview, screenFor } from './data.ts'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { Home } from './pages/Home.tsx'
import { BrandReport, Consolidated, DataChecks, Recommendations, SeparateAnalysis } from './pages/lazy.tsx'
import { NotFound } from './pages/NotFound.tsx'
import { usePrintFurniture } from './print.ts'
import './components/tile-map.css'
import './components/threshold-progress.css'
import './print.css'

/** The document title for a path, used by the prerender and on navigation. */
export function pageTitle(path: string): string {
  const { study } = overview
  const suffix = `Economic Nexus Studies ${study.taxYear}`
  const screen = screenFor(path)
  switch (screen.kind) {
    case 'home':
      return suffix
    case 'report':
      return `${screen.entity.entity.name} · ${suffix}`
    case 'separate':
      return `${screen.entity.entity.name} Separate Entity Nexus Analysis · ${suffix}`
    case 'consolidated':
      return `Consolidated Report · ${suffix}`
    case 'recommendations':
      return `${study.productName} Registration Recommendations · ${suffix}`
    case 'dataChecks':
      return `Data checks · ${suffix}`
    case 'notFound':
      return `Page not found · ${suffix}`
  }
}

function useDocumentFollowsLocation(location: string) {
  const first = useRef(true)
  useEffect(() => {
    document.title = pageTitle(location)
    if (first.current) first.current = false
    else window.scrollTo(0, 0)
  }, [location])
}

export function App() {
  const [location] = useLocation()
  useDocumentFollowsLocation(location)
  usePrintFurniture()
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<main className="container" aria-busy="true" />}>
        <Switch>
          <Route path="/">
            <Home />
          </Route>
          {overview.entities.map(({ entity }) => (
            <Route key={entity.reportPath} path={entity.reportPath}>
              <BrandReport code={entity.code} />
            </Route>
          ))}
          {overview.entities.map(({ entity }) => (
            <Route key={entity.separatePath} path={entity.separatePath}>
              <SeparateAnalysis code={entity.code} />
            </Route>
          ))}
          <Route path={overview.consolidatedPath}>
            <Consolidated />
          </Route>
          <Route path={overview.study.recommendationsPath}>
            <Recommendations />
          </Route>
          <Route path={overview.dataChecksPath}>
            <DataChecks />
          </Route>
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  )
}
