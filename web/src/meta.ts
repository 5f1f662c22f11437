/** The meta description of each page, for search results and link previews; the prerender writes it. */
import { overview, screenFor } from './data.ts'
import { count } from './format.ts'

export function pageDescription(path: string): string {
  const { study } = overview
  const year = study.taxYear
  const screen = screenFor(path)
  switch (screen.kind) {
    case 'home':
      return `Sales tax economic nexus studies for tax year ${year}: ${count(overview.entityCount)} entities, activity in ${count(overview.jurisdictionsWithActivity)} states, a consolidated report and registration recommendations.`
    case 'report':
      return `${screen.entity.entity.name}'s ${year} economic nexus study: revenue, nexus status, tax rate and estimated sales tax liability in each of its ${count(screen.entity.statesWithActivity)} states.`
    case 'separate':
      return `${screen.entity.entity.name}'s separate entity nexus analysis for ${year}: states where sales crossed, approach or are exposed to the economic nexus thresholds.`
    case 'consolidated':
      return `All ${count(overview.entityCount)} entities combined for ${year}: revenue, taxable revenue and estimated sales tax liability by entity and by state.`
    case 'recommendations':
      return `${study.productName}'s ${year} sales tax registration recommendations: which entity should register in which US states, and the next steps.`
    case 'dataChecks':
      return `The data checks of the ${year} economic nexus study: warnings and notices a reviewer should read before the study reaches a client.`
    case 'international':
      return `Activity outside the US in the ${year} economic nexus study: each entity's jurisdictions abroad, their thresholds and statuses, in their own currencies.`
    case 'notFound':
      return `This page is not part of the ${year} economic nexus studies.`
  }
}
