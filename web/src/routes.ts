/**
 * The routes of the study, read from the table of screens (screens.ts): which screen a path shows, every
 * path in reading order, the document title and the meta description of each. Paths match exactly as
 * written, as the server's files do: /BRAND-A is not /brand-a.
 */
import type { OverviewEntity } from '../../schemas/generated/types.ts'
import { overview } from './data.ts'
import { screens, type Kind, type Route } from './screens.ts'

type Target = { kind: Kind; entity?: OverviewEntity }

const kinds = Object.keys(screens) as Kind[]

/**
 * Every path of the study and the screen it shows, in reading order: the study's screens in the table's
 * order, and where the first entity screen stands, each entity's screens together, entity by entity.
 * Built once per entity list (the browser's grows once, when loadEntityList() fills it): a study of a
 * thousand entities looks a path up on every render.
 */
let built: { entities: OverviewEntity[]; targets: Map<string, Target> } | undefined

function targets(): Map<string, Target> {
  if (built?.entities === overview.entities) return built.targets
  const map = new Map<string, Target>()
  const entityKinds = kinds.filter((kind) => screens[kind].of === 'entity')
  for (const kind of kinds) {
    const screen = screens[kind]
    if (screen.of === 'study') {
      const path = screen.path()
      if (path !== null) map.set(path, { kind })
    } else if (kind === entityKinds[0]) {
      for (const entity of overview.entities) {
        for (const entityKind of entityKinds) {
          const entityScreen = screens[entityKind]
          const path = entityScreen.of === 'entity' ? entityScreen.path(entity) : null
          if (path !== null) map.set(path, { kind: entityKind, entity })
        }
      }
    }
  }
  built = { entities: overview.entities, targets: map }
  return map
}

/** The route at a path; one the study does not have is the not-found screen's. */
export function routeAt(path: string): Route {
  const { kind, entity } = targets().get(path) ?? { kind: 'notFound' }
  const screen = screens[kind]
  if (screen.of === 'study') return screen.route(kind)
  return screen.route(kind, entity!)
}

/** Every route's path, in reading order; the prerender writes one HTML file for each. */
export function routePaths(): string[] {
  return [...targets().keys()]
}

/** The document title at a path, written by the prerender and set on navigation. */
export function pageTitle(path: string): string {
  return `${routeAt(path).title()} · Economic Nexus Studies ${overview.study.taxYear}`
}

/** The meta description at a path, for search results and link previews; the prerender writes it. */
export function pageDescription(path: string): string {
  const { description } = routeAt(path)
  if (!description) throw new Error('meta descriptions are in the server build only')
  return description()
}

/** Loads the page and the data of the route at a path, so it renders (and hydrates) without suspending. */
export function preloadPath(path: string): Promise<void> {
  return routeAt(path).preload()
}
