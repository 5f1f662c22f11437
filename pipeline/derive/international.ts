/**
 * An entity's activity outside the US, from its nexus export: each row abroad with sales or
 * transactions by its English name, its amounts in its currency's own minor units, its threshold and
 * percentages, and its USD equivalent at fx.csv's rate; the entity's sales abroad in USD; the
 * jurisdictions where it crossed; and the data checks that hold these against the recommendations.
 */
import { hundredthsToDecimal, hundredthsToMinor, hundredthsToTenths, sum, usdCentsOf } from '../money.ts'
import { jurisdictionName, type JurisdictionName } from '../jurisdictions.ts'
import { minorUnits } from '../currencies.ts'
import { CROSSED } from './entity-figures.ts'
import type { EntityInput } from '../read/entity.ts'
import type { NexusRecord } from '../read/nexus-export.ts'
import type { Study } from '../read/study.ts'
import type { CrossedAbroad, EntityInternational, Finding, InternationalActivity } from '../../schemas/generated/types.ts'

export interface EntityAbroad {
  international: EntityInternational
  /** Rows in a jurisdiction abroad (unattributed revenue left out). */
  abroad: InternationalActivity[]
  crossed: CrossedAbroad[]
  potentiallyInternational: boolean
  findings: Finding[]
}

const statusRank = (status: InternationalActivity['overallStatus']) =>
  status === CROSSED ? 0 : status === 'Approaching' ? 1 : status === 'Exposed' ? 2 : 3

export function entityAbroad(entity: EntityInput, study: Study): EntityAbroad {
  const records = (entity.nexus?.rows ?? [])
    .filter((row) => row.state === null && (row.totalSalesCents !== 0 || row.transactionsCount !== 0))
  const rows = records.map((record) => {
    const named = jurisdictionName(record.jurisdiction)
    return { record, country: named.country, row: activity(record, named, study) }
  })
  const countries = new Set(rows.filter(({ row }) => row.kind === 'country').map(({ row }) => row.jurisdiction))
  for (const { row, country } of rows) {
    // A province's sales are part of its country's (the export gives both): counted once, through the country.
    row.inTotal = row.kind === 'country' || (row.kind === 'subdivision' && (country === null || !countries.has(country)))
  }
  rows.sort(({ row: a }, { row: b }) =>
    Number(a.kind === 'unattributed') - Number(b.kind === 'unattributed')
    || statusRank(a.overallStatus) - statusRank(b.overallStatus)
    || (a.jurisdiction < b.jurisdiction ? -1 : a.jurisdiction > b.jurisdiction ? 1 : 0))
  const jurisdictions = rows.map(({ row }) => row)
  const abroad = jurisdictions.filter((row) => row.kind !== 'unattributed')
  const withoutRate = study.fx === null ? [] : [...new Set(abroad.filter((row) => row.usdCents === null).map((row) => row.currency))].sort()
  const recommendation = study.recommendations.get(entity.code)
  const crossed = abroad.filter((row) => row.overallStatus === CROSSED).map((row) => ({ jurisdiction: row.jurisdiction, name: row.name }))
  return {
    international: {
      jurisdictions,
      salesAbroad: {
        currenciesWithoutRate: withoutRate,
        // Each line rounded once; the study's sum of them is held to its limit (read/sales-abroad.ts), so this is exact.
        usdCents: study.fx === null ? null : sum(abroad.filter((row) => row.inTotal).map((row) => row.usdCents ?? 0)),
      },
    },
    abroad,
    crossed,
    potentiallyInternational: recommendation?.potentiallyInternational ?? false,
    findings: abroadFindings(entity, study, rows),
  }
}

function activity(record: NexusRecord, { kind, name }: JurisdictionName, study: Study): InternationalActivity {
  const units = minorUnits(record.currency)
  const rate = kind === 'unattributed' ? undefined : study.fx?.get(record.currency)
  const salesThreshold = record.salesThresholdCents === 0 ? null : record.salesThresholdCents
  return {
    currency: record.currency,
    dateCrossedThreshold: record.dateCrossedThreshold,
    inTotal: false,
    jurisdiction: record.jurisdiction,
    kind,
    minorUnits: units,
    name,
    nexusThresholdType: record.nexusThresholdType,
    overallStatus: record.overallStatus === '' ? 'Not Determined' : record.overallStatus,
    percentOfThreshold: salesThreshold === null ? null : hundredthsToTenths(record.salesPercentHundredths),
    percentOfTransactionsThreshold: record.transactionsThreshold === null ? null : hundredthsToTenths(record.transactionsPercentHundredths),
    ruleSetName: record.ruleSetName,
    salesThresholdMinor: salesThreshold === null ? null : hundredthsToMinor(salesThreshold, units),
    totalSalesMinor: hundredthsToMinor(record.totalSalesCents, units),
    transactionsCount: record.transactionsCount,
    transactionsThreshold: record.transactionsThreshold,
    usdCents: rate === undefined ? null : Number(usdCentsOf(record.totalSalesCents, rate.usdPerUnitMillionths)),
  }
}

function abroadFindings(entity: EntityInput, study: Study, rows: readonly { record: NexusRecord; row: InternationalActivity }[]): Finding[] {
  const findings: Finding[] = []
  const add = (severity: Finding['severity'], code: Finding['code'], message: string, source: string) =>
    findings.push({ code, entity: entity.code, message, severity, source, state: '' })
  const exportFile = entity.nexus?.file ?? ''
  const recommendation = study.recommendations.get(entity.code)
  const abroad = rows.filter(({ row }) => row.kind !== 'unattributed')
  const crossed = abroad.filter(({ row }) => row.overallStatus === CROSSED)
  // Names may hold commas (Ontario, Canada): a list of them is joined by semicolons.
  const named = ({ row }: { row: InternationalActivity }) => `${row.name} (${row.jurisdiction})`

  if (crossed.length > 0 && !recommendation?.potentiallyInternational) {
    add('warning', 'CROSSED_ABROAD_NOT_MARKED',
      `${entity.name} crossed a threshold outside the US, in ${crossed.map(named).join('; ')}, but ${study.recommendationsFile} does not mark it Potentially International.`,
      recommendation ? `${study.recommendationsFile}:${recommendation.line}` : `${exportFile}:${crossed[0]!.record.line}`)
  }
  if (recommendation?.potentiallyInternational && abroad.length === 0) {
    add('notice', 'MARKED_WITHOUT_ACTIVITY_ABROAD',
      `${study.recommendationsFile} marks ${entity.name} Potentially International, but ${entity.nexus ? 'its nexus export shows no sales or transactions outside the US' : 'it has no nexus export to show activity outside the US'}.`,
      `${study.recommendationsFile}:${recommendation.line}`)
  }
  for (const { record, row } of rows) {
    // Only a currency with fewer than two decimals (JPY, ISK, KRW) can be given finer than it counts.
    const step = 10 ** Math.max(0, 2 - row.minorUnits)
    const finer = ([['Total Sales', record.totalSalesCents], ['Sales Threshold', record.salesThresholdCents]] as const)
      .filter(([, hundredths]) => hundredths % step !== 0)
    if (finer.length === 0) continue
    add('notice', 'AMOUNT_FINER_THAN_CURRENCY',
      `The export gives ${finer.map(([column, hundredths]) => `${column} ${hundredthsToDecimal(hundredths)}`).join(' and ')} ${row.currency} in ${named({ row })}, but ${row.currency} has ${row.minorUnits === 0 ? 'no minor unit' : 'one decimal place'}; the report shows it rounded half away from zero${row.usdCents === null ? '' : ', and its USD equivalent is of the exact amount'}.`,
      `${exportFile}:${record.line}`)
  }
  return findings
}

const and = new Intl.ListFormat('en', { type: 'conjunction' })

/** The study-level finding for each currency abroad that fx.csv has no rate for, naming the entities that sold in it. */
export function currencyWithoutRateFindings(study: Study, entitiesByCurrency: ReadonlyMap<string, readonly { code: string; name: string }[]>): Finding[] {
  if (study.fx === null || study.fxFile === null) return []
  return [...entitiesByCurrency].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, entities]) => ({
    code: 'CURRENCY_WITHOUT_RATE',
    entity: '',
    message: `${study.fxFile} has no rate for ${currency}, the currency of sales abroad of ${and.format(entities.map((entity) => `${entity.name} (${entity.code})`))}; those amounts show no USD equivalent, and the totals in USD leave them out.`,
    severity: 'warning',
    source: study.fxFile!,
    state: '',
  }))
}
