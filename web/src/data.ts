/**
 * The one typed entry to the pipeline's output in generated/.
 * The overview without its entity list is bundled with the app shell; the list is its own chunk, loaded
 * by loadEntityList() before the first render (the prerendered page shows it meanwhile), and every other
 * file is its own chunk, loaded for the route that needs it: the home page's initial JS stays the same
 * size whatever the number of entities. web/vite.config.ts makes the two overview modules.
 */
import type {
  Consolidated,
  EntityReport,
  Findings,
  International,
  Overview,
  OverviewEntity,
  Recommendations,
  RunningMeasures,
} from '../../schemas/types.ts'
import overviewHead from 'virtual:overview-head'

/** The overview; `entities` is empty in the browser until loadEntityList() resolves. */
export const overview = overviewHead as Overview

let entityList: Promise<void> | undefined

/** Fills overview.entities (at once on the server, whose head carries them). */
export function loadEntityList(): Promise<void> {
  entityList ??= overview.entities.length === overview.entityCount
    ? Promise.resolve()
    : import('virtual:overview-entities').then((module) => {
        overview.entities = module.default
        entityScreens = undefined
      })
  return entityList
}


type Loader<T> = () => Promise<T>

function jsonLoader<T>(load: () => Promise<{ default: unknown }>): Loader<T> {
  return () => load().then((module) => module.default as T)
}

export const loadConsolidated: Loader<Consolidated> = jsonLoader(
  () => import('../../generated/consolidated.json'),
)
export const loadRecommendations: Loader<Recommendations> = jsonLoader(
  () => import('../../generated/recommendations.json'),
)
export const loadFindings: Loader<Findings> = jsonLoader(() => import('../../generated/findings.json'))
export const loadInternational: Loader<International> = jsonLoader(() => import('../../generated/international.json'))

export async function loadEntity(code: string): Promise<EntityReport> {
  const { entityFiles } = await import('./entityFiles.ts')
  const file = entityFiles[`../../generated/entities/${code}.json`]
  if (!file) throw new Error(`No generated report for entity ${code}`)
  return jsonLoader<EntityReport>(file)()
}

/** A computed entity's running measures, by the path its report names (running/<CODE>.json). */
export async function loadRunning(runningPath: string): Promise<RunningMeasures> {
  const { runningFiles } = await import('./entityFiles.ts')
  const file = runningFiles[`../../generated/${runningPath}`]
  if (!file) throw new Error(`No generated running measures ${runningPath}`)
  return jsonLoader<RunningMeasures>(file)()
}

/** What a route path shows, looked up in the overview. */
export type Screen =
  | { kind: 'home' }
  | { kind: 'report'; entity: OverviewEntity }
  | { kind: 'separate'; entity: OverviewEntity }
  | { kind: 'consolidated' }
  | { kind: 'recommendations' }
  | { kind: 'dataChecks' }
  | { kind: 'international' }
  | { kind: 'notFound' }

/** Each entity's two paths, built once: a study of a thousand entities looks a path up per render. */
let entityScreens: Map<string, Screen> | undefined

function screensByPath(): Map<string, Screen> {
  if (entityScreens) return entityScreens
  entityScreens = new Map()
  for (const entity of overview.entities) {
    entityScreens.set(entity.entity.reportPath, { kind: 'report', entity })
    entityScreens.set(entity.entity.separatePath, { kind: 'separate', entity })
  }
  return entityScreens
}

export function screenFor(path: string): Screen {
  if (path === '/') return { kind: 'home' }
  if (path === overview.consolidatedPath) return { kind: 'consolidated' }
  if (path === overview.study.recommendationsPath) return { kind: 'recommendations' }
  if (path === overview.dataChecksPath) return { kind: 'dataChecks' }
  if (path === overview.internationalPath) return { kind: 'international' }
  return screensByPath().get(path) ?? { kind: 'notFound' }
}

/** Every route of the study, in display order; the prerender writes one HTML file for each. */
export function routePaths(): string[] {
  return [
    '/',
    ...overview.entities.flatMap(({ entity }) => [entity.reportPath, entity.separatePath]),
    overview.consolidatedPath,
    overview.study.recommendationsPath,
    overview.internationalPath,
    overview.dataChecksPath,
  ]
}
