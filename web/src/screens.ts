/**
 * Every screen of the site, one entry each, keyed by kind: its path (the study's one, or each entity's),
 * its page, the file of generated/ it reads, its title and its meta description. The router (App.tsx),
 * the prerender (entry-server.tsx: routes, titles, descriptions, modulepreload links) and the preloading
 * before hydration (main.tsx) all read this table through routes.ts, so a new screen is one entry here
 * and its page in pages/: a component given the entry's file as `data`.
 *
 * Entries are listed in the site's reading order: routes.ts lists the routes in it, each entity's screens
 * together, entity by entity, where the first entity screen stands.
 */
import { createElement, type ReactElement, type ReactNode } from 'react'
import type { Consolidated, EntityExposure, EntityReport, Findings, International, OverviewEntity, Recommendations, StudyExposure } from '../../schemas/generated/types.ts'
import { generated, overview, type GeneratedFile } from './data.ts'
import { count } from './format.ts'
import { preload, useResource } from './resource.ts'
import { Home } from './pages/Home.tsx'
import { NotFound } from './pages/NotFound.tsx'
import { pathOf } from '../../report/routes.ts'

// Vite makes this false in the browser's build, which then leaves out every description (written by the
// prerender only, never read in the browser, so the home page's JS does not carry them).
const SERVER = import.meta.env.SSR
const year = () => overview.study.taxYear
const exposureSpan = () => `from ${overview.exposure?.firstYear} to ${overview.exposure?.asOf}`

export const screens = {
  home: studyScreen({
    path: () => pathOf('home'),
    page: inShell(Home),
    // The study's product, so two studies open side by side are told apart
    title: () => overview.study.productName,
    description: SERVER && (() =>
      `Sales tax economic nexus studies for tax year ${year()}: ${count(overview.entityCount)} entities, activity in ${count(overview.jurisdictionsWithActivity)} states, a consolidated report and registration recommendations.`),
  }),
  report: entityScreen({
    path: ({ entity }) => pathOf('report', entity),
    page: lazyPage(() => import('./pages/BrandReport.tsx').then((m) => m.BrandReport)),
    data: ({ entity }) => generated<EntityReport>(`entities/${entity.code}.json`),
    title: ({ entity }) => entity.name,
    description: SERVER && (({ entity, statesWithActivity }) =>
      `${entity.name}'s ${year()} economic nexus study: revenue, nexus status, tax rate and estimated sales tax liability in each of its ${count(statesWithActivity)} states.`),
  }),
  separate: entityScreen({
    path: ({ entity }) => pathOf('separate', entity),
    page: lazyPage(() => import('./pages/SeparateAnalysis.tsx').then((m) => m.SeparateAnalysis)),
    data: ({ entity }) => generated<EntityReport>(`entities/${entity.code}.json`),
    title: ({ entity }) => `${entity.name} Separate Entity Nexus Analysis`,
    description: SERVER && (({ entity }) =>
      `${entity.name}'s separate entity nexus analysis for ${year()}: states where sales crossed, approach or are exposed to the economic nexus thresholds.`),
  }),
  // Only in a study with exposure: the entity's (null for an entity without dated sales) and the study's.
  exposure: entityScreen({
    path: ({ entity, exposureFile }) => (exposureFile ? pathOf('exposure', entity) : null),
    page: lazyPage(() => import('./pages/BrandExposure.tsx').then((m) => m.BrandExposure)),
    data: ({ entity }) => generated<EntityExposure>(`exposure/${entity.code}.json`),
    title: ({ entity }) => `${entity.name} Exposure`,
    description: SERVER && (({ entity }) =>
      `${entity.name}'s sales tax exposure ${exposureSpan()}: since when nexus held in each state, the tax not collected, interest, penalties, what a voluntary disclosure would settle, and the action each state needs.`),
  }),
  consolidated: studyScreen({
    path: () => pathOf('consolidated'),
    page: lazyPage(() => import('./pages/Consolidated.tsx').then((m) => m.Consolidated)),
    data: () => generated<Consolidated>('consolidated.json'),
    title: () => 'Consolidated Report',
    description: SERVER && (() =>
      `All ${count(overview.entityCount)} entities combined for ${year()}: revenue, taxable revenue and estimated sales tax liability by entity and by state.`),
  }),
  studyExposure: studyScreen({
    path: () => (overview.exposure ? pathOf('studyExposure') : null),
    page: lazyPage(() => import('./pages/Exposure.tsx').then((m) => m.Exposure)),
    data: () => generated<StudyExposure>('exposure.json'),
    title: () => 'Exposure',
    description: SERVER && (() =>
      `The sales tax exposure of all ${count(overview.entityCount)} entities ${exposureSpan()}: tax not collected, interest and penalties by entity, state and year, voluntary disclosures and the action each state needs.`),
  }),
  recommendations: studyScreen({
    path: () => pathOf('recommendations', overview.study),
    page: lazyPage(() => import('./pages/Recommendations.tsx').then((m) => m.Recommendations)),
    data: () => generated<Recommendations>('recommendations.json'),
    title: () => `${overview.study.productName} Registration Recommendations`,
    description: SERVER && (() =>
      `${overview.study.productName}'s ${year()} sales tax registration recommendations: which entity should register in which US states, and the next steps.`),
  }),
  international: studyScreen({
    path: () => pathOf('international'),
    page: lazyPage(() => import('./pages/International.tsx').then((m) => m.International)),
    data: () => generated<International>('international.json'),
    title: () => 'Activity Outside the US',
    description: SERVER && (() =>
      `Activity outside the US in the ${year()} economic nexus study: each entity's jurisdictions abroad, their thresholds and statuses, in their own currencies.`),
  }),
  dataChecks: studyScreen({
    path: () => pathOf('dataChecks'),
    page: lazyPage(() => import('./pages/DataChecks.tsx').then((m) => m.DataChecks)),
    data: () => generated<Findings>('findings.json'),
    title: () => 'Data checks',
    description: SERVER && (() =>
      `The data checks of the ${year()} economic nexus study: warnings and notices a reviewer should read before the study reaches a client.`),
  }),
  // Shown at every path no other screen has (and written as 404.html).
  notFound: studyScreen({
    path: () => null,
    page: inShell(NotFound),
    title: () => 'Page not found',
    description: SERVER && (() => `This page is not part of the ${year()} economic nexus studies.`),
  }),
}

export type Kind = keyof typeof screens

// What an entry is. ---------------------------------------------------------------------------------

/**
 * What every entry says; each function is given the screen's entity (an entity's screen) or nothing (the
 * study's). A page that takes `data` makes `data` required, and of the type the page takes.
 */
type Entry<Of, Data> = {
  page: Page<Data>
  /** The title before the site's name ("… · Economic Nexus Studies 2024"). */
  title: (of: Of) => string
  /** The meta description, for search results and link previews: SERVER && (…), so the browser has none. */
  description: false | ((of: Of) => string)
} & (undefined extends Data
  ? { data?: undefined }
  : {
      /** The file it reads, loaded with its page and given to it as `data` (a page that takes none has none). */
      data: (of: Of) => GeneratedFile<Data>
    })

/** A page component, given the screen's file as `data` (undefined for a screen that reads none). */
type PageComponent<Data> = (props: { data: Data }) => ReactNode

/**
 * Where a page's code is: in the app shell (Home, the page most readers open first, and Not Found), or
 * in a chunk of its own, so the home page carries none of the others.
 */
type Page<Data> = { component: PageComponent<Data> } | { load: () => Promise<PageComponent<Data>> }

function inShell<Data>(component: PageComponent<Data>): Page<Data> {
  return { component }
}

function lazyPage<Data>(load: () => Promise<PageComponent<Data>>): Page<Data> {
  return { load }
}

/** A screen of the study at one path; null: at none (a study without exposure), or, for notFound, at every path no other screen has. */
function studyScreen<Data = undefined>(entry: Entry<void, Data> & { path: () => string | null }): Screen {
  return { of: 'study', path: () => entry.path(), route: (kind) => route(kind, entry, undefined) }
}

/** A screen of each entity, at the path the overview gives it (null: the entity has no such screen). */
function entityScreen<Data = undefined>(entry: Entry<OverviewEntity, Data> & { path: (entity: OverviewEntity) => string | null }): Screen {
  return { of: 'entity', path: (entity) => entry.path(entity), route: (kind, entity) => route(kind, entry, entity) }
}

/** A screen as routes.ts reads it: one route for the study, or one per entity. */
export type Screen =
  | { of: 'study'; path: () => string | null; route: (kind: Kind) => Route }
  | { of: 'entity'; path: (entity: OverviewEntity) => string | null; route: (kind: Kind, entity: OverviewEntity) => Route }

/** One screen at one path: its entry's functions applied to its entity (or to nothing). */
export type Route = {
  kind: Kind
  title: () => string
  /** Its meta description; false in the browser's build (see SERVER). */
  description: false | (() => string)
  /** Its page, and the file it reads: the prerender preloads their modules with the route's HTML. */
  page: Page<never>
  data: GeneratedFile<unknown> | undefined
  /** Starts loading its page and data, if not already; resolves when both are there and never rejects. */
  preload: () => Promise<void>
  /** Its page with its data, both read through the resource cache: suspends until they are loaded. */
  useElement: () => ReactElement
}

function route<Of, Data>(kind: Kind, entry: Entry<Of, Data>, of: Of): Route {
  const { page, description } = entry
  const data = entry.data?.(of)
  const pageKey = `page:${kind}`
  return {
    kind,
    title: () => entry.title(of),
    description: description && (() => description(of)),
    page,
    data,
    preload: () =>
      Promise.all(['load' in page && preload(pageKey, page.load), data && preload(data.module, data.load)]).then(() => undefined),
    useElement() {
      const Component = 'load' in page ? useResource(pageKey, page.load) : page.component
      // An entry without `data` has Data undefined: its page is given nothing.
      const value = (data ? useResource(data.module, data.load) : undefined) as Data
      return createElement(Component, { data: value })
    },
  }
}
