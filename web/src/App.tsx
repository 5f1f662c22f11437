/**
 * The routes: every path comes from the generated overview, anything else is not found.
 * Paths match exactly as written, as the server's files do: /BRAND-A is not /brand-a.
 */
import { Suspense, useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { overview, screenFor } from './data.ts'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { Home } from './pages/Home.tsx'
import { BrandReport, Consolidated, DataChecks, International, Recommendations, SeparateAnalysis } from './pages/lazy.tsx'
import { useInternational } from './pageData.ts'
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
    case 'international':
      return `Activity Outside the US · ${suffix}`
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

/**
 * The screen for a path, looked up in one Map rather than matched against a Route per entity (a study
 * of a thousand entities would test two thousand patterns per render). As wouter's routes did, a
 * single trailing slash is ignored; paths are otherwise matched exactly, case included.
 */
function Screen({ path }: { path: string }) {
  const screen = screenFor(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)
  switch (screen.kind) {
    case 'home':
      return <Home />
    case 'report':
      return <BrandReport code={screen.entity.entity.code} />
    case 'separate':
      return <SeparateAnalysis code={screen.entity.entity.code} />
    case 'consolidated':
      return <Consolidated />
    case 'recommendations':
      return <Recommendations />
    case 'dataChecks':
      return <DataChecks />
    case 'international':
      return <InternationalScreen />
    case 'notFound':
      return <NotFound />
  }
}

/** The international page takes its file as `data` (the screens to come pass every page its file so). */
function InternationalScreen() {
  return <International data={useInternational()} />
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
