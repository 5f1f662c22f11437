/**
 * The routes: every path comes from the generated overview; the Switch ends in the not-found catch-all.
 * Paths match exactly as written, as the server's files do: /BRAND-A is not /brand-a.
 */
import { Suspense, useEffect, useMemo, useRef } from 'react'
import { Route, Router, Switch, useLocation, useRouter, type Parser } from 'wouter'
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

/** wouter's parser compiles routes case-insensitively; the same patterns without the `i` flag. */
function caseSensitive(parser: Parser): Parser {
  return (route, loose) => {
    const parsed = parser(route, loose)
    const { pattern } = parsed
    return pattern instanceof RegExp ? { ...parsed, pattern: new RegExp(pattern.source, pattern.flags.replace('i', '')) } : parsed
  }
}

export function App() {
  const [location] = useLocation()
  const { parser } = useRouter()
  const exact = useMemo(() => caseSensitive(parser), [parser])
  useDocumentFollowsLocation(location)
  usePrintFurniture()
  return (
    <Router parser={exact}>
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
    </Router>
  )
}
