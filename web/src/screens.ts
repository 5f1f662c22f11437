/**
 * Each kind of report bound to its page: the component (in the app shell, or a chunk of its own) and the
 * type of the generated file it is given as `data`. Everything else about a kind (its route, the file it
 * reads, its title, its place in the reading order, whether the study has it) is the registry's,
 * report/kinds.ts; routes.ts reads the two together. A new kind is one entry there and one line here.
 */
import { createElement, type ReactElement, type ReactNode } from 'react'
import type { Consolidated, EntityExposure, EntityReport, Findings, International, Plan, Rates, Recommendations, StudyExposure } from '../../schemas/generated/types.ts'
import type { Kind } from '../../report/kinds.ts'
import type { GeneratedFile } from './data.ts'
import { preload, useResource } from './resource.ts'
import { Home } from './pages/Home.tsx'
import { NotFound } from './pages/NotFound.tsx'

export const pages = {
  home: inShell(Home),
  plan: lazyPage<Plan>(() => import('./pages/Plan.tsx').then((m) => m.Plan)),
  report: lazyPage<EntityReport>(() => import('./pages/EntityReportPage.tsx').then((m) => m.EntityReportPage)),
  separate: lazyPage<EntityReport>(() => import('./pages/SeparateAnalysis.tsx').then((m) => m.SeparateAnalysis)),
  exposure: lazyPage<EntityExposure>(() => import('./pages/EntityExposurePage.tsx').then((m) => m.EntityExposurePage)),
  consolidated: lazyPage<Consolidated>(() => import('./pages/Consolidated.tsx').then((m) => m.Consolidated)),
  studyExposure: lazyPage<StudyExposure>(() => import('./pages/Exposure.tsx').then((m) => m.Exposure)),
  recommendations: lazyPage<Recommendations>(() => import('./pages/Recommendations.tsx').then((m) => m.Recommendations)),
  international: lazyPage<International>(() => import('./pages/International.tsx').then((m) => m.International)),
  rates: lazyPage<Rates>(() => import('./pages/Rates.tsx').then((m) => m.Rates)),
  dataChecks: lazyPage<Findings>(() => import('./pages/DataChecks.tsx').then((m) => m.DataChecks)),
  // Shown at every path no kind has (and written as 404.html).
  notFound: inShell(NotFound),
} satisfies Record<Kind | 'notFound', Page<never>>

export type Screen = keyof typeof pages

/** A page component, given its kind's file as `data` (undefined for a page that reads none). */
type PageComponent<Data> = (props: { data: Data }) => ReactNode

/**
 * Where a page's code is: in the app shell (Home, the page most readers open first, and Not Found), or
 * in a chunk of its own, so the home page carries none of the others.
 */
export type Page<Data> = { component: PageComponent<Data> } | { load: () => Promise<PageComponent<Data>> }

function inShell(component: PageComponent<undefined>): Page<undefined> {
  return { component }
}

function lazyPage<Data>(load: () => Promise<PageComponent<Data>>): Page<Data> {
  return { load }
}

/** One screen at one path: its page given its file, and its title. */
export type Route = {
  kind: Screen
  title: () => string
  /** Its page, and the file it reads: the prerender preloads their modules with the route's HTML. */
  page: Page<never>
  data: GeneratedFile<unknown> | undefined
  /** Starts loading its page and data, if not already; resolves when both are there and never rejects. */
  preload: () => Promise<void>
  /** Its page with its data, both read through the resource cache: suspends until they are loaded. */
  useElement: () => ReactElement
}

export function route(kind: Screen, title: () => string, data: GeneratedFile<unknown> | undefined): Route {
  const page = pages[kind] as Page<unknown>
  const pageKey = `page:${kind}`
  return {
    kind,
    title,
    page: page as Page<never>,
    data,
    preload: () =>
      Promise.all(['load' in page && preload(pageKey, page.load), data && preload(data.module, data.load)]).then(() => undefined),
    useElement() {
      const Component = 'load' in page ? useResource(pageKey, page.load) : page.component
      // A page that reads no file is given nothing.
      const value = data ? useResource(data.module, data.load) : undefined
      return createElement(Component, { data: value })
    },
  }
}
