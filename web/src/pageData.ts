/** The data each screen reads, by hook, and the preload that fills it before hydration. */
import type { Consolidated, EntityReport, Findings, International, Recommendations } from '../../schemas/types.ts'
import {
  loadConsolidated,
  loadEntity,
  loadFindings,
  loadInternational,
  loadRecommendations,
  screenFor,
} from './data.ts'
import { preload, useResource } from './resource.ts'
import { preloadPage } from './pages/lazy.tsx'

export const useEntity = (code: string): EntityReport => useResource(`entity:${code}`, () => loadEntity(code))
export const useConsolidated = (): Consolidated => useResource('consolidated', loadConsolidated)
export const useRecommendations = (): Recommendations => useResource('recommendations', loadRecommendations)
export const useFindings = (): Findings => useResource('findings', loadFindings)
export const useInternational = (): International => useResource('international', loadInternational)

/** Loads the screen at this path and what it reads, so it renders without suspending. */
export function preloadPath(path: string): Promise<void> {
  const screen = screenFor(path)
  return Promise.all([preloadPage(screen.kind), preloadData(path)]).then(() => undefined)
}

function preloadData(path: string): Promise<void> {
  const screen = screenFor(path)
  switch (screen.kind) {
    case 'report':
    case 'separate': {
      const code = screen.entity.entity.code
      return preload(`entity:${code}`, () => loadEntity(code))
    }
    case 'consolidated':
      return preload('consolidated', loadConsolidated)
    case 'recommendations':
      return preload('recommendations', loadRecommendations)
    case 'dataChecks':
      return preload('findings', loadFindings)
    case 'international':
      return preload('international', loadInternational)
    default:
      return Promise.resolve()
  }
}
