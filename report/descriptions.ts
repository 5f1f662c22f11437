/**
 * Each kind's meta description, for search results and link previews: written by the prerender only
 * (web/src/entry-server.tsx imports this module, the browser's build never does). Counts are formatted
 * by the viewer's own formatter, given as `count`.
 */
import type { Overview, OverviewEntity } from '../schemas/generated/types.ts'
import type { EntityKind, StudyKind } from './routes.ts'

type Count = (value: number) => string
type Of = { overview: Overview; count: Count }

const year = ({ overview }: Of) => overview.study.taxYear
const exposureSpan = ({ overview }: Of) => `from ${overview.exposure?.firstYear} to ${overview.exposure?.asOf}`

export const studyDescriptions: Record<StudyKind | 'notFound', (of: Of) => string> = {
  home: (of) =>
    `Sales tax economic nexus studies for tax year ${year(of)}: ${of.count(of.overview.entityCount)} entities, activity in ${of.count(of.overview.jurisdictionsWithActivity)} states, a consolidated report and registration recommendations.`,
  plan: (of) =>
    `The action plan of the ${year(of)} economic nexus study: per state the action in the order to take them, the date by which to act, the returns to file, the disclosure's terms, what a month's delay costs, and every rule the figures rest on.`,
  consolidated: (of) =>
    `All ${of.count(of.overview.entityCount)} entities combined for ${year(of)}: revenue, taxable revenue and estimated sales tax liability by entity and by state.`,
  studyExposure: (of) =>
    `The sales tax exposure of all ${of.count(of.overview.entityCount)} entities ${exposureSpan(of)}: tax not collected, interest and penalties by entity, state and year, voluntary disclosures and the action each state needs.`,
  recommendations: (of) =>
    `${of.overview.study.productName}'s ${year(of)} sales tax registration recommendations: which entity should register in which US states, and the next steps.`,
  international: (of) =>
    `Activity outside the US in the ${year(of)} economic nexus study: each entity's jurisdictions abroad, their thresholds and statuses, in their own currencies.`,
  rates: (of) =>
    `The combined state and average local sales tax rates the ${year(of)} economic nexus study used, state by state, with the entities that have nexus in each and their estimated liability.`,
  dataChecks: (of) =>
    `The data checks of the ${year(of)} economic nexus study: warnings and notices a reviewer should read before the study reaches a client.`,
  notFound: (of) => `This page is not part of the ${year(of)} economic nexus studies.`,
}

export const entityDescriptions: Record<EntityKind, (of: Of, entity: OverviewEntity) => string> = {
  report: (of, { entity, statesWithActivity }) =>
    `${entity.name}'s ${year(of)} economic nexus study: revenue, nexus status, tax rate and estimated sales tax liability in each of its ${of.count(statesWithActivity)} states.`,
  separate: (of, { entity }) =>
    `${entity.name}'s separate entity nexus analysis for ${year(of)}: states where sales crossed, approach or are exposed to the economic nexus thresholds.`,
  exposure: (of, { entity }) =>
    `${entity.name}'s sales tax exposure ${exposureSpan(of)}: since when nexus held in each state, the tax not collected, interest, penalties, what a voluntary disclosure would settle, and the action each state needs.`,
}
