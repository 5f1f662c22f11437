/**
 * The registry of report kinds, in the site's reading order: the study's home, then each entity's
 * screens together (its report, its separate analysis, its exposure), then the study's other reports.
 * The action plan of a study with exposure follows home: what to do first is what a reader wants first.
 * Each kind is declared once: its route (routes.ts), the generated file it reads, its title, its name
 * in the PDF's contents, whether the study has it, and whether it belongs in the client's PDF. The
 * viewer's router, prerender, titles and preloading (web/src/screens.ts binds each kind to its page),
 * the PDF's sections and order (web/pdf.ts), the workbook's sheets in order (web/workbook.ts) and the
 * review's order (review/report.ts) all read this list; each kind's tables are declared beside it, in
 * tables/, where its page's chunk imports them. Light on purpose: the home page's JS carries it.
 * The meta descriptions, written by the prerender only, are in descriptions.ts.
 */
import type { EntityRef, StudyRef } from '../schemas/generated/types.ts'
import { pathOf, type EntityKind, type StudyKind } from './routes.ts'

/** What decides which kinds a study has: overview.json, or any part of it that carries these. */
export type StudyFacts = { study: StudyRef; exposure?: unknown; entitiesWithActivityAbroad: number }
/** An entity as the overview lists it. */
export type EntityFacts = { entity: EntityRef; exposureFile?: string | null }

export type StudyEntry = {
  kind: StudyKind
  of: 'study'
  /** The generated file it reads; null for the home page, which has the overview at hand. */
  file: string | null
  /** The document title (before "· Economic Nexus Studies 2024"). */
  title: (study: StudyFacts) => string
  /** Its name in the PDF's contents and running header. */
  section: (study: StudyFacts) => string
  /** Whether the study has this page; every study unless said. */
  when?: (study: StudyFacts) => boolean
  /** Whether the PDF prints it when the study has it (the PDF leaves out a page with nothing to say). */
  printed?: (study: StudyFacts) => boolean
  /** Whether it belongs in the client's edition of the PDF (the data checks are for the reviewer). */
  clientPdf: boolean
}

export type EntityEntry = {
  kind: EntityKind
  of: 'entity'
  file: (entity: EntityRef) => string
  title: (of: EntityFacts) => string
  section: (of: EntityFacts) => string
  when?: (of: EntityFacts) => boolean
  clientPdf: boolean
}

export type Entry = StudyEntry | EntityEntry

const entityFile = ({ code }: EntityRef) => `entities/${code}.json`

/** Every kind, in reading order; an entity's kinds stand where its first one does, entity by entity. */
export const KINDS = [
  {
    kind: 'home',
    of: 'study',
    file: null,
    // the study's product, so two studies open side by side are told apart
    title: ({ study }) => study.productName,
    section: () => 'Summary',
    clientPdf: true,
  },
  {
    kind: 'plan',
    of: 'study',
    file: 'plan.json',
    title: () => 'Action Plan',
    section: () => 'Action Plan',
    // plan.json is written in every study with exposure, with or without LAW.md's tables
    when: ({ exposure }) => exposure !== undefined,
    clientPdf: true,
  },
  {
    kind: 'report',
    of: 'entity',
    file: entityFile,
    title: ({ entity }) => entity.name,
    section: ({ entity }) => `${entity.name} · Brand Report`,
    clientPdf: true,
  },
  {
    kind: 'separate',
    of: 'entity',
    file: entityFile,
    title: ({ entity }) => `${entity.name} Separate Entity Nexus Analysis`,
    section: ({ entity }) => `${entity.name} · Separate Entity Nexus Analysis`,
    clientPdf: true,
  },
  {
    kind: 'exposure',
    of: 'entity',
    file: ({ code }) => `exposure/${code}.json`,
    title: ({ entity }) => `${entity.name} Exposure`,
    section: ({ entity }) => `${entity.name} · Exposure`,
    // an entity without dated sales has none
    when: ({ exposureFile }) => Boolean(exposureFile),
    clientPdf: true,
  },
  {
    kind: 'consolidated',
    of: 'study',
    file: 'consolidated.json',
    title: () => 'Consolidated Report',
    section: () => 'Consolidated Report',
    clientPdf: true,
  },
  {
    kind: 'studyExposure',
    of: 'study',
    file: 'exposure.json',
    title: () => 'Exposure',
    section: () => 'Exposure',
    when: ({ exposure }) => exposure !== undefined,
    clientPdf: true,
  },
  {
    kind: 'recommendations',
    of: 'study',
    file: 'recommendations.json',
    title: ({ study }) => `${study.productName} Registration Recommendations`,
    section: () => 'Registration Recommendations',
    clientPdf: true,
  },
  {
    kind: 'international',
    of: 'study',
    file: 'international.json',
    title: () => 'Activity Outside the US',
    section: () => 'Activity Outside the US',
    printed: ({ entitiesWithActivityAbroad }) => entitiesWithActivityAbroad > 0,
    clientPdf: true,
  },
  {
    kind: 'rates',
    of: 'study',
    file: 'rates.json',
    title: () => 'Tax Rates',
    section: () => 'Tax Rates',
    clientPdf: true,
  },
  {
    kind: 'dataChecks',
    of: 'study',
    file: 'findings.json',
    title: () => 'Data checks',
    section: () => 'Data checks',
    clientPdf: false,
  },
] as const satisfies readonly Entry[]

export type Kind = (typeof KINDS)[number]['kind']

/** A kind's entry. */
export function entryOf<K extends Kind>(kind: K): Extract<(typeof KINDS)[number], { kind: K }> {
  return KINDS.find((entry) => entry.kind === kind) as Extract<(typeof KINDS)[number], { kind: K }>
}

/** One page of the study: its kind, and the entity it is of (an entity kind's). */
export type Place = { entry: StudyEntry; entity?: undefined } | { entry: EntityEntry; entity: EntityFacts }

/**
 * Every page the study has, in reading order: the study's kinds in the registry's order and, where the
 * first entity kind stands, each entity's kinds together, entity by entity.
 */
export function places(study: StudyFacts, entities: readonly EntityFacts[]): Place[] {
  const list: Place[] = []
  const entityKinds = KINDS.filter((entry): entry is Extract<(typeof KINDS)[number], { of: 'entity' }> => entry.of === 'entity')
  for (const entry of KINDS as readonly Entry[]) {
    if (entry.of === 'study') {
      if (entry.when?.(study) ?? true) list.push({ entry })
    } else if (entry === entityKinds[0]) {
      for (const entity of entities) {
        for (const own of entityKinds as readonly EntityEntry[]) if (own.when?.(entity) ?? true) list.push({ entry: own, entity })
      }
    }
  }
  return list
}

/** A place's path: an entity's made from its code, the recommendations from the product's slug. */
export function placePath(place: Place, study: StudyRef): string {
  if (place.entity) return pathOf(place.entry.kind, place.entity.entity)
  return place.entry.kind === 'recommendations' ? pathOf('recommendations', study) : pathOf(place.entry.kind)
}

/** Whether the PDF prints a place: every page the study has, but one with nothing to say. */
export const printed = (place: Place, study: StudyFacts) => place.entity !== undefined || (place.entry.printed?.(study) ?? true)

/** A place's name in the PDF's contents and running header. */
export const sectionOf = (place: Place, study: StudyFacts) => (place.entity ? place.entry.section(place.entity) : place.entry.section(study))
