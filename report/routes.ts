/**
 * The viewer's routes: the one place a path is made, from a kind of report and, for an entity's, the
 * entity's code (the study's recommendations page is named after its product's slug). generated/ names
 * entities by code and holds no path, so renaming a page changes this file and nothing the pipeline
 * writes. SPEC.md's routes: /, /brand-a, /brand-a-separate, /brand-a-exposure, /consolidated, /exposure,
 * /{slug}-recommendations, /international, /data-checks; /rates, the rates the study used; and /plan,
 * the action plan of a study with exposure (LAW.md).
 */

/** The kinds of report an entity has one of (the exposure page only with exposure). */
export type EntityKind = 'report' | 'separate' | 'exposure'
/** The kinds of report a study has one of. */
export type StudyKind = 'home' | 'plan' | 'consolidated' | 'studyExposure' | 'recommendations' | 'international' | 'rates' | 'dataChecks'

const STUDY: Record<Exclude<StudyKind, 'recommendations'>, string> = {
  home: '/',
  plan: '/plan',
  consolidated: '/consolidated',
  studyExposure: '/exposure',
  international: '/international',
  rates: '/rates',
  dataChecks: '/data-checks',
}

/** The entity's page's path segment, its code in lower case: /brand-a, /brand-a-separate. */
const ENTITY: Record<EntityKind, (slug: string) => string> = {
  report: (code) => `/brand-${code}`,
  separate: (code) => `/brand-${code}-separate`,
  exposure: (code) => `/brand-${code}-exposure`,
}

/** The path of a kind of report: an entity's given its code, the recommendations given the study's product slug. */
export function pathOf(kind: EntityKind, entity: { code: string }): string
export function pathOf(kind: 'recommendations', study: { slug: string }): string
export function pathOf(kind: Exclude<StudyKind, 'recommendations'>): string
export function pathOf(kind: EntityKind | StudyKind, of?: { code: string } | { slug: string }): string {
  if (kind === 'recommendations') return `/${(of as { slug: string }).slug}-recommendations`
  if (kind in ENTITY) return ENTITY[kind as EntityKind]((of as { code: string }).code.toLowerCase())
  return STUDY[kind as Exclude<StudyKind, 'recommendations'>]
}
