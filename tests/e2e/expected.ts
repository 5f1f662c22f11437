/**
 * What each route must show, read from generated/ and formatted by the viewer's own format module:
 * the point of these checks is "the page shows what the data says".
 */
import { readFileSync } from 'node:fs'
import type { Consolidated, EntityReport, Exposure, Findings, International, Overview, Rates, Recommendations } from '../../schemas/generated/types.ts'
import * as format from '../../web/src/format.ts'
import { WHOLE_STUDY, findingRows } from '../../report/findingRows.ts'
import { paths } from './paths.ts'

const generated = new URL('../../generated/', import.meta.url)
const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, generated), 'utf8')) as T

export const overview = read<Overview>('overview.json')
export const consolidated = read<Consolidated>('consolidated.json')
export const recommendations = read<Recommendations>('recommendations.json')
export const findings = read<Findings>('findings.json')
export const international = read<International>('international.json')
export const rates = read<Rates>('rates.json')
export const entity = (code: string) => read<EntityReport>(`entities/${code}.json`)
export const entityByName = (name: string) => {
  const found = overview.entities.find(({ entity }) => entity.name === name)
  if (!found) throw new Error(`no entity named ${name} in generated/overview.json`)
  return entity(found.entity.code)
}

export type Route = { path: string; name: string; heading: string; texts: string[] }

function homeRoute(): Route {
  return {
    path: '/',
    name: 'home',
    heading: `${overview.study.productName} Economic Nexus Studies`,
    texts: [
      `Tax Year ${overview.study.taxYear}`,
      'Total Entities',
      format.count(overview.entityCount),
      format.count(overview.jurisdictionsWithActivity),
      'View Consolidated Report',
      'About This Analysis',
      ...overview.entities.flatMap(({ entity, statesWithActivity }) => [
        entity.name,
        `States with Activity: ${format.count(statesWithActivity)}`,
      ]),
    ],
  }
}

function reportRoute(report: EntityReport): Route {
  const { summary } = report
  return {
    path: paths.report(report.entity),
    name: paths.report(report.entity).slice(1),
    heading: report.entity.name,
    texts: [
      'State-by-State Nexus Analysis',
      format.usd(summary.totalRevenueCents),
      format.usd(summary.taxableRevenueCents),
      format.usd(summary.liabilityCents),
      format.nOfM(summary.statesWithNexus, summary.statesWithActivity),
      format.stateList(summary.nexusStates),
      format.percent1(summary.taxableSharePercent),
      format.percent2(summary.effectiveRatePercent),
      'View Registration Recommendations',
      ...report.states.flatMap((row) => [row.state, format.usd(row.revenueCents), format.rate(row.ratePercent)]),
      ...report.states.filter((row) => row.liabilityCents !== null).map((row) => format.liability(row.liabilityCents)),
    ],
  }
}

/** A measured figure as the separate analysis shows it: money for the sales part, a count for the transactions part. */
const measuredFigure = (row: Exposure, sales: number | null, transactions: number | null): string =>
  row.measured.part === 'sales' ? (sales === null ? '-' : format.usd(sales)) : transactions === null ? '-' : format.count(transactions)

/** The figures a separate analysis' row shows of its measured part: its window, what it held, its threshold and percentage. */
export const measuredTexts = (row: Exposure): string[] => [
  ...[row.measured.windowStart, row.measured.windowEnd].filter((date) => date !== null),
  measuredFigure(row, row.measured.salesCents, row.measured.transactions),
  measuredFigure(row, row.salesThresholdCents, row.transactionsThreshold),
  format.percent1(row.measured.percent),
]

function separateRoute(report: EntityReport): Route {
  const { exposures } = report
  const all = [...exposures.crossed, ...exposures.approaching, ...exposures.exposed, ...exposures.other]
  return {
    path: paths.separate(report.entity),
    name: paths.separate(report.entity).slice(1),
    heading: report.entity.name,
    texts: [
      'Separate Entity Nexus Analysis',
      `Brand ${report.entity.code}`,
      ...(all.length === 0 ? ['No nexus exposure detected for this entity.'] : []),
      ...(exposures.crossed.length > 0 ? ['Crossed Threshold - Immediate Action Required'] : []),
      ...(exposures.approaching.length > 0 ? ['Approaching Threshold - Monitor Closely'] : []),
      ...(exposures.exposed.length > 0 ? ['Exposed But Below Threshold'] : []),
      // each percentage beside the part, the window and what the window held
      ...all.flatMap((row) => [row.stateName, row.measured.part, ...measuredTexts(row)]),
      ...exposures.crossed.flatMap((row) => (row.dateCrossedThreshold ? [row.dateCrossedThreshold] : [])),
      ...[...exposures.approaching, ...exposures.exposed].map((row) => measuredFigure(row, row.measured.remainingSalesCents, row.measured.remainingTransactions)),
      ...(report.international.jurisdictions.length > 0 ? ['Activity Outside the US'] : []),
      ...report.international.jurisdictions.flatMap((row) => [
        row.name,
        ...(row.kind === 'unattributed' ? [] : [row.jurisdiction]),
        squash(format.moneyIn(row.totalSalesMinor, row.currency, row.minorUnits)),
        ...(row.percentOfThreshold === null ? [] : [format.percent1(row.percentOfThreshold)]),
        ...(row.usdCents === null ? [] : [format.usd(row.usdCents)]),
      ]),
      ...(report.international.salesAbroad.usdCents === null ? [] : [format.usd(report.international.salesAbroad.usdCents)]),
    ],
  }
}

function consolidatedRoute(): Route {
  const { totals } = consolidated
  return {
    path: paths.consolidated,
    name: paths.consolidated.slice(1),
    heading: 'Consolidated Economic Nexus Study',
    texts: [
      format.usd(totals.totalRevenueCents),
      format.usd(totals.taxableRevenueCents),
      format.usd(totals.liabilityCents),
      `Across ${format.count(consolidated.entityCount)} entities`,
      `${format.percent1(totals.taxableSharePercent)} of total`,
      `Effective rate ${format.percent2(totals.effectiveRatePercent)}`,
      `of ${format.count(totals.statesWithActivity)} with activity`,
      'Ready for Next Steps?',
      'TOTAL',
      'Top States by Revenue',
      'Top Tax Liability States',
      ...consolidated.entities.flatMap((row) => [row.entity.name, format.usd(row.liabilityCents)]),
      ...consolidated.states.flatMap((row) => [
        format.usd(row.combinedRevenueCents),
        format.consolidatedRate(row.ratePercent),
      ]),
    ],
  }
}

function recommendationsRoute(): Route {
  return {
    path: paths.recommendations(overview.study),
    name: paths.recommendations(overview.study).slice(1),
    heading: `${overview.study.productName} Registration Recommendations`,
    texts: [
      'Actionable guidance for sales tax compliance',
      'US state registration requirements',
      'With at least one US state to register in',
      `Recommend registration and filing in ${recommendations.uniqueStates} US states (${recommendations.totalRegistrations} registrations)`,
      'Next Steps',
      ...recommendations.entries.flatMap((entry) => [
        entry.entity.name,
        entry.recommendation,
        entry.potentiallyInternational ? 'Potentially International' : `States Requiring Registration (${entry.states.length})`,
      ]),
      ...recommendations.allStates.map((state) => format.sharedState(state.state, state.entityCount)),
      ...(recommendations.international.length > 0 ? ['International Considerations', 'Requires international nexus review'] : []),
      ...recommendations.international.flatMap(({ entity, crossed }) => [entity.name, ...crossed.flatMap((place) => [place.jurisdiction, place.name])]),
    ],
  }
}

/** What the international page shows: each entity abroad, each jurisdiction's name, amounts and USD equivalent. */
export function internationalTexts(): string[] {
  const { salesAbroad, statusCounts } = international
  return [
    format.count(overview.entitiesWithActivityAbroad),
    format.count(statusCounts.crossed),
    ...(salesAbroad.usdCents === null ? [] : [format.usd(salesAbroad.usdCents)]),
    ...salesAbroad.currenciesWithoutRate.map(({ currency }) => currency),
    ...international.entities.flatMap(({ entity, jurisdictions }) => [
      entity.name,
      ...jurisdictions.flatMap((row) => [
        row.jurisdiction,
        squash(format.moneyIn(row.totalSalesMinor, row.currency, row.minorUnits)),
        ...(row.usdCents === null ? [] : [format.usd(row.usdCents)]),
      ]),
    ]),
    ...international.rates.flatMap((rate) => [rate.currency, rate.usdPerUnit]),
  ]
}

function internationalRoute(): Route {
  return {
    path: paths.international,
    name: paths.international.slice(1),
    heading: 'Activity Outside the US',
    texts: [`International nexus review, tax year ${overview.study.taxYear}`, ...internationalTexts()],
  }
}

/** The rates the study used: each state's rate, and the liability where an entity has nexus. */
export function ratesTexts(): string[] {
  return rates.states.flatMap((row) => [row.stateName, format.rate(row.ratePercent), ...(row.entitiesWithNexus > 0 ? [format.usd(row.liabilityCents)] : [])])
}

function ratesRoute(): Route {
  return { path: paths.rates, name: paths.rates.slice(1), heading: 'Tax Rates', texts: [`The rates the tax year ${overview.study.taxYear} study used`, ...ratesTexts()] }
}

function dataChecksRoute(): Route {
  return {
    path: paths.dataChecks,
    name: paths.dataChecks.slice(1),
    heading: 'Data checks',
    texts: findingRows(findings).flatMap(({ entity, finding }) => [entity?.name ?? WHOLE_STUDY, finding.message, finding.source]),
  }
}

/** Every route of the study, each with the texts it must show. */
export function routes(): Route[] {
  const reports = overview.entities.map(({ entity: ref }) => entity(ref.code))
  return [
    homeRoute(),
    ...reports.map(reportRoute),
    ...reports.map(separateRoute),
    consolidatedRoute(),
    recommendationsRoute(),
    internationalRoute(),
    ratesRoute(),
    dataChecksRoute(),
  ]
}

/** The visible text of served HTML, without running it: tags and comments out, entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
}

/** Collapses whitespace the way htmlText does, for comparing with innerText. */
export const squash = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ')
