/**
 * SPEC.md's routes, written out: generated/ names entities by code and holds no path, and the tests
 * hold the viewer to these rather than to the module that makes them (report/routes.ts).
 */
type Code = { code: string }

export const paths = {
  home: '/',
  plan: '/plan',
  consolidated: '/consolidated',
  exposure: '/exposure',
  international: '/international',
  dataChecks: '/data-checks',
  rates: '/rates',
  recommendations: (study: { slug: string }) => `/${study.slug}-recommendations`,
  report: (entity: Code) => `/brand-${entity.code.toLowerCase()}`,
  separate: (entity: Code) => `/brand-${entity.code.toLowerCase()}-separate`,
  entityExposure: (entity: Code) => `/brand-${entity.code.toLowerCase()}-exposure`,
}
