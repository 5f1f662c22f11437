/**
 * The routes of the study: every page the registry (report/kinds.ts) gives it, at the path
 * report/routes.ts makes, with the page screens.ts binds its kind to. Which screen a path shows, every
 * path in reading order, the document title of each. Paths match exactly as written, as the server's
 * files do: /BRAND-A is not /brand-a.
 */
import type { OverviewEntity } from '../../schemas/generated/types.ts'
import { placePath, places } from '../../report/kinds.ts'
import { generated, overview } from './data.ts'
import { route, type Route, type Screen } from './screens.ts'

/** What a path shows: a page of the study, or the not-found screen. */
export type Target = { kind: Screen; entity?: OverviewEntity | undefined }

/**
 * Every path of the study and what it shows, in reading order. Built once per entity list (the
 * browser's grows once, when loadEntityList() fills it): a study of a thousand entities looks a path up
 * on every render.
 */
let built: { entities: OverviewEntity[]; targets: Map<string, Target> } | undefined

function targets(): Map<string, Target> {
  if (built?.entities === overview.entities) return built.targets
  const map = new Map<string, Target>()
  for (const place of places(overview, overview.entities)) {
    map.set(placePath(place, overview.study), { kind: place.entry.kind, entity: place.entity as OverviewEntity | undefined })
  }
  built = { entities: overview.entities, targets: map }
  return map
}

/** What the path shows; a path the study does not have is the not-found screen's. */
export function targetAt(path: string): Target {
  return targets().get(path) ?? { kind: 'notFound' }
}

/** The route at a path: its page, the file its kind reads and its title. */
export function routeAt(path: string): Route {
  const { kind, entity } = targetAt(path)
  const place = places(overview, entity ? [entity] : []).find((found) => found.entry.kind === kind)
  if (!place) return route('notFound', () => 'Page not found', undefined)
  const { entry } = place
  if (entry.of === 'entity') return route(kind, () => entry.title(entity!), generated(entry.file(entity!.entity)))
  return route(kind, () => entry.title(overview), entry.file === null ? undefined : generated(entry.file))
}

/** Every route's path, in reading order; the prerender writes one HTML file for each. */
export function routePaths(): string[] {
  return [...targets().keys()]
}

/** The document title at a path, written by the prerender and set on navigation. */
export function pageTitle(path: string): string {
  return `${routeAt(path).title()} · Economic Nexus Studies ${overview.study.taxYear}`
}

/** Loads the page and the data of the route at a path, so it renders (and hydrates) without suspending. */
export function preloadPath(path: string): Promise<void> {
  return routeAt(path).preload()
}
