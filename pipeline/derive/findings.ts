/**
 * The data checks of STUDY-FORMAT.md: cross-checks a reviewer must see before a study reaches a
 * client. Each finding names its entity, state and the place in raw/ to look.
 */
import { hundredthsToDecimal } from '../money.ts'
import { byStateCode } from '../us-states.ts'
import { CROSSED, type EntityFigures } from './entity-figures.ts'
import type { Study } from '../read/study.ts'
import type { Finding, UsStateCode } from '../../schemas/types.ts'

const APPROACHING_FROM_HUNDREDTHS = 80_00
const CROSSED_FROM_HUNDREDTHS = 100_00

export function entityFindings(figures: EntityFigures, study: Study): Finding[] {
  const { input: entity, exportRows, statusOf, rows } = figures
  const findings: Finding[] = []
  const add = (severity: Finding['severity'], code: Finding['code'], state: UsStateCode, message: string, source: string) =>
    findings.push({ severity, code, entity: entity.code, state, message, source })
  const exportName = entity.nexus?.file ?? ''
  const exportSource = (state: UsStateCode) => `${exportName}:${exportRows.get(state)?.line ?? 1}`
  const percent = (hundredths: number) => `${hundredthsToDecimal(hundredths)}%`

  const recommendation = study.recommendations.find((entry) => entry.entity === entity.code)
  const recommended = new Set(recommendation?.states ?? [])
  const recommendationSource = `${study.recommendationsFile}:${recommendation?.line ?? 1}`
  const crossed = entity.nexus
    ? [...exportRows.keys()].filter((state) => statusOf(state) === CROSSED)
    : rows.filter((row) => row.taxable).map((row) => row.state)
  const basis = entity.nexus ? 'its nexus export' : 'the default-status table'
  const Basis = entity.nexus ? 'Its nexus export' : 'The default-status table'

  for (const state of recommended) {
    const status = statusOf(state)
    if (status !== CROSSED) {
      add('warning', 'RECOMMENDED_NOT_CROSSED', state,
        `${state} is recommended for registration, but ${basis} shows ${status}, not Crossed Threshold.`, recommendationSource)
    }
  }
  for (const state of crossed) {
    if (!recommended.has(state)) {
      add('warning', 'CROSSED_NOT_RECOMMENDED', state,
        `${Basis} shows ${state} crossed, but recommendations.csv does not recommend registering there.`,
        entity.nexus ? exportSource(state) : recommendationSource)
    }
  }

  for (const [state, row] of exportRows) {
    const highest = Math.max(row.salesPercentHundredths, row.transactionsPercentHundredths)
    if (row.overallStatus === CROSSED && highest < CROSSED_FROM_HUNDREDTHS) {
      add('warning', 'STATUS_CONTRADICTS_PERCENTAGE', state,
        `The export marks ${state} Crossed Threshold, but its highest percentage of threshold is ${percent(highest)}, below 100%.`, exportSource(state))
    } else if (row.overallStatus === 'Approaching' && highest < APPROACHING_FROM_HUNDREDTHS) {
      add('warning', 'STATUS_CONTRADICTS_PERCENTAGE', state,
        `The export marks ${state} Approaching, but its highest percentage of threshold is ${percent(highest)}, below 80%.`, exportSource(state))
    }
    if (row.nexusThresholdType === 'Transactions And Sales' && row.salesStatus === CROSSED && row.overallStatus !== CROSSED) {
      add('notice', 'SALES_CROSSED_OVERALL_NOT', state,
        `Sales crossed the threshold in ${state} (${percent(row.salesPercentHundredths)}), but the rule needs transactions and sales, and transactions are at ${percent(row.transactionsPercentHundredths)}; the overall status stays ${row.overallStatus || 'blank'}.`,
        exportSource(state))
    }
    if (row.totalSalesCents < 0 || row.salesAmountCents < 0) {
      add('warning', 'NEGATIVE_SALES', state,
        `The export shows negative sales in ${state} (${hundredthsToDecimal(row.totalSalesCents)} USD); the engine left its statuses blank.`, exportSource(state))
    }
  }

  if (entity.nexus) {
    const states = new Set<UsStateCode>([...entity.revenue.keys(), ...exportRows.keys()])
    for (const state of states) {
      const revenue = entity.revenue.get(state)?.cents ?? 0
      const exported = exportRows.get(state)?.totalSalesCents ?? 0
      if (revenue !== exported) {
        add('warning', 'REVENUE_DIFFERS_FROM_EXPORT', state,
          `Revenue in ${state} is ${hundredthsToDecimal(revenue)} USD in ${entity.revenueFile}, but the export's Total Sales is ${hundredthsToDecimal(exported)} USD.`,
          entity.revenue.has(state) ? `${entity.revenueFile}:${entity.revenue.get(state)!.line}` : exportSource(state))
      }
    }
  }

  for (const row of rows) {
    if (row.taxable && row.ratePercent === null) {
      add('warning', 'TAXABLE_WITHOUT_RATE', row.state,
        `${row.state} is taxable, but rates.csv has no rate for it; its liability shows N/A and counts 0.`, study.ratesFile)
    }
  }

  const codeOrder: Finding['code'][] = [
    'RECOMMENDED_NOT_CROSSED', 'CROSSED_NOT_RECOMMENDED', 'TAXABLE_WITHOUT_RATE', 'REVENUE_DIFFERS_FROM_EXPORT',
    'STATUS_CONTRADICTS_PERCENTAGE', 'NEGATIVE_SALES', 'SALES_CROSSED_OVERALL_NOT',
  ]
  return findings.sort((a, b) => codeOrder.indexOf(a.code) - codeOrder.indexOf(b.code) || byStateCode(a.state, b.state))
}
