/**
 * The screens other than Home and Not Found, each in its own chunk so the home page carries none of them.
 * They load through the same cache as the data, so a preloaded screen renders (and hydrates) without suspending.
 */
import type { ComponentType } from 'react'
import type { Screen } from '../data.ts'
import { preload, useResource } from '../resource.ts'

type Kind = Exclude<Screen['kind'], 'home' | 'notFound'>

const preloaders: Partial<Record<Kind, () => Promise<void>>> = {}

function lazyPage<P extends object>(kind: Kind, load: () => Promise<ComponentType<P>>) {
  const key = `page:${kind}`
  preloaders[kind] = () => preload(key, load)
  return function LazyPage(props: P) {
    const Page = useResource(key, load)
    return <Page {...props} />
  }
}

export const BrandReport = lazyPage('report', () => import('./BrandReport.tsx').then((m) => m.BrandReport))
export const SeparateAnalysis = lazyPage('separate', () =>
  import('./SeparateAnalysis.tsx').then((m) => m.SeparateAnalysis),
)
export const Consolidated = lazyPage('consolidated', () => import('./Consolidated.tsx').then((m) => m.Consolidated))
export const Recommendations = lazyPage('recommendations', () =>
  import('./Recommendations.tsx').then((m) => m.Recommendations),
)
export const DataChecks = lazyPage('dataChecks', () => import('./DataChecks.tsx').then((m) => m.DataChecks))
export const International = lazyPage('international', () => import('./International.tsx').then((m) => m.International))

export function preloadPage(kind: Screen['kind']): Promise<void> {
  if (kind === 'home' || kind === 'notFound') return Promise.resolve()
  return preloaders[kind]?.() ?? Promise.resolve()
}
