/**
 * The data checks of STUDY-FORMAT.md: cross-checks a reviewer must see before a study reaches a
 * client. Each finding names its entity, state and the place in raw/ to look.
 */
import { hundredthsToDecimal } from '../money.ts'
import { usd } from '../../common/format.ts'
import { percentWords } from './rule-rows.ts'
import { LIBRARY_FOLDERS, givenByThresholds } from '../read/rules.ts'
import { byStateCode } from '../../schemas/us-states.ts'
import { CROSSED, type EntityFigures } from './entity-figures.ts'
import { agrees } from './exposure.ts'
import { measured } from './measured.ts'
import { REGISTERING, sameAction } from './conclusions.ts'
import { dayOf, isoDay } from '../transactions/dates.ts'
import type { Study } from '../read/study.ts'
import type { ExposureFigures } from '../exposure/entity.ts'
import type { StateExposure } from '../exposure/state.ts'
import type { Determination } from '../transactions/determine.ts'
import type { ThresholdRule } from '../transactions/thresholds.ts'
import type { Finding, UsStateCode } from '../../schemas/generated/types.ts'

/** The entity's findings; `exposure` is its exposure in a study with exposure (null otherwise, or without dated sales). */
export function entityFindings(figures: EntityFigures, study: Study, exposure: ExposureFigures | null = null): Finding[] {
  const { input: entity, exportRows, engineRows, determinations, statusOf, rows } = figures
  const findings: Finding[] = []
  const add = (severity: Finding['severity'], code: Finding['code'], state: Finding['state'], message: string, source: string) =>
    findings.push({ code, entity: entity.code, message, severity, source, state })
  const exportName = entity.nexus?.file ?? ''
  const exportSource = (state: UsStateCode) => `${exportName}:${engineRows.get(state)?.line ?? 1}`
  const salesFile = entity.sales?.file ?? ''
  // Where a status comes from: the export's row, or the dated sales it was computed from.
  const statusSource = (state: UsStateCode) => (determinations ? salesFile : exportSource(state))
  const percent = (hundredths: number) => `${hundredthsToDecimal(hundredths)}%`

  const recommendation = study.recommendations.get(entity.code)
  // Listed: a row mentions the state. Recommended: a row advises registering there (no Action, or one that needs a registration).
  const listed = new Set(recommendation?.states ?? [])
  const recommended = new Set((recommendation?.states ?? []).filter((state) => {
    const action = recommendation!.rowOf.get(state)!.action
    return action === null || (action !== 'None' && REGISTERING.has(action))
  }))
  const recommendationSource = `${study.recommendationsFile}:${recommendation?.line ?? 1}`
  // The row that lists a state, or the entity's.
  const rowSource = (state: UsStateCode) => `${study.recommendationsFile}:${recommendation?.rowOf.get(state)?.line ?? recommendation?.line ?? 1}`
  const fromRows = entity.nexus !== null || determinations !== null
  const crossed = fromRows
    ? [...exportRows.keys()].filter((state) => statusOf(state) === CROSSED)
    : rows.filter((row) => row.taxable).map((row) => row.state)
  const basis = determinations ? `the determination from ${salesFile}` : entity.nexus ? 'its nexus export' : 'the default-status table'
  const Basis = basis.charAt(0).toUpperCase() + basis.slice(1)

  for (const state of recommended) {
    const status = statusOf(state)
    if (status !== CROSSED) {
      add('warning', 'RECOMMENDED_NOT_CROSSED', state,
        `${state} is recommended for registration, but ${basis} shows ${status}, not Crossed Threshold.`, rowSource(state))
    }
  }
  for (const state of crossed) {
    if (!recommended.has(state)) {
      add('warning', 'CROSSED_NOT_RECOMMENDED', state,
        `${Basis} shows ${state} crossed, but recommendations.csv does not recommend registering there.`,
        fromRows ? statusSource(state) : rowSource(state))
    }
  }

  for (const [state, row] of engineRows) {
    const status = row.overallStatus === '' ? 'Not Determined' : row.overallStatus
    const decided = measured(row, status)
    if (!decided.agreesWithStatus) {
      // The percentage never rounds onto a boundary it has not reached (measured.ts), so it tells the group.
      const implied = decided.percent >= 100 ? CROSSED : decided.percent >= 80 ? 'Approaching' : 'Exposed'
      const which = row.nexusThresholdType === 'Transactions Or Sales' ? ', the larger' : row.nexusThresholdType === 'Transactions And Sales' ? ', the smaller' : ''
      const window = decided.windowStart && decided.windowEnd ? ` from ${decided.windowStart} to ${decided.windowEnd}` : ''
      const what = decided.part === 'sales' ? `sales of ${usd(decided.salesCents)}` : `${decided.transactions} transactions`
      add('warning', 'STATUS_CONTRADICTS_PERCENTAGE', state,
        `The export marks ${state} ${status}, but the percentage its status is decided on (the ${decided.part} part${which}) is ${decided.percent.toFixed(1)}%, ${what}${window}: ${implied} by its own figures.`, exportSource(state))
    }
    if (row.nexusThresholdType === 'Transactions And Sales' && row.salesStatus === CROSSED && row.overallStatus !== CROSSED) {
      add('notice', 'SALES_CROSSED_OVERALL_NOT', state,
        `Sales crossed the threshold in ${state} (${percent(row.salesPercentHundredths)}), but the rule needs transactions and sales, and transactions are at ${percent(row.transactionsPercentHundredths)}; the overall status stays ${row.overallStatus || 'blank'}.`,
        exportSource(state))
    }
    if (row.totalSalesCents < 0 || row.salesAmountCents < 0) {
      add('warning', 'NEGATIVE_SALES', state,
        `The export shows negative sales in ${state} (${usd(row.totalSalesCents)}); the engine left its statuses blank.`, exportSource(state))
    }
  }

  // Revenue taken from the transactions is compared with them below, not with the export.
  if (entity.nexus && entity.revenueFile !== null) {
    const states = new Set<UsStateCode>([...entity.revenue.keys(), ...engineRows.keys()])
    for (const state of states) {
      const revenue = entity.revenue.get(state)?.cents ?? 0
      const exported = engineRows.get(state)?.totalSalesCents ?? 0
      if (revenue !== exported) {
        add('warning', 'REVENUE_DIFFERS_FROM_EXPORT', state,
          `Revenue in ${state} is ${usd(revenue)} in ${entity.revenueFile}, but the export's Total Sales is ${usd(exported)}.`,
          entity.revenue.has(state) ? `${entity.revenueFile}:${entity.revenue.get(state)!.line}` : exportSource(state))
      }
    }
  }

  if (determinations && entity.nexus) {
    const states = new Set<UsStateCode>([...determinations.keys(), ...engineRows.keys()])
    for (const state of [...states].sort(byStateCode)) {
      const computed = statusOf(state)
      const row = engineRows.get(state)
      const exported = !row ? 'Not Exposed' : row.overallStatus === '' ? 'Not Determined' : row.overallStatus
      const determination = determinations.get(state)
      const source = row ? exportSource(state) : salesFile
      if (computed !== exported) {
        add('warning', 'EXPORT_STATUS_DIFFERS', state,
          `The export says ${exported} in ${state}${row ? '' : ' (it has no row for the state)'}; ${computedPhrase(determination, salesFile)}.`, source)
      } else if (computed === CROSSED && row && determination && row.dateCrossedThreshold !== determination.dateCrossedThreshold) {
        add('notice', 'EXPORT_DATE_DIFFERS', state,
          `The export dates ${state}'s crossing ${row.dateCrossedThreshold ?? '(blank)'}; the transactions cross the ${crossedPart(determination)} on ${determination.dateCrossedThreshold}.`, source)
      }
    }
  }

  if (determinations && entity.revenueFile !== null) {
    const states = new Set<UsStateCode>([...entity.revenue.keys(), ...determinations.keys()])
    for (const state of [...states].sort(byStateCode)) {
      const revenue = entity.revenue.get(state)?.cents ?? 0
      const sales = determinations.get(state)?.totalSalesCents ?? 0
      if (revenue === sales) continue
      add('warning', 'REVENUE_DIFFERS_FROM_TRANSACTIONS', state,
        `Revenue in ${state} is ${usd(revenue)} in ${entity.revenueFile}, but the net sales of ${salesFile} dated in ${study.manifest.taxYear} are ${usd(sales)} (a difference of ${usd(Math.abs(revenue - sales))}).`,
        entity.revenue.has(state) ? `${entity.revenueFile}:${entity.revenue.get(state)!.line}` : salesFile)
    }
  }

  if (entity.sales && entity.sales.outOfRange > 0) {
    const count = entity.sales.outOfRange
    const { first, last, exposure: years } = study.scope
    const range = years ? 'the look-back, the years examined and the study\'s date' : 'the look-back and the tax year'
    add('notice', 'ROWS_OUTSIDE_RANGE', '',
      `${count} row${count === 1 ? ' is' : 's are'} dated outside ${isoDay(first)} to ${isoDay(last)} (${range}) in ${salesFile}, and ${count === 1 ? 'was' : 'were'} left out.`, salesFile)
  }

  if (exposure) {
    const asOf = isoDay(study.scope.exposure!.asOf)
    const actionOf = new Map(exposure.states.map(({ state, exposure: figures }) => [state, figures.action]))
    for (const { state, exposure: figures } of exposure.states) {
      if (!listed.has(state) && !agrees(false, figures.action)) {
        add('warning', 'ACTION_NOT_RECOMMENDED', state,
          `The exposure computed from ${salesFile} gives ${state} ${figures.action} as of ${asOf}, but recommendations.csv does not list it.`, salesFile)
      }
      if (!listed.has(state) && figures.total.exposureCents !== 0) {
        const { taxCents, interestCents, penaltiesCents, exposureCents } = figures.total
        add('warning', 'EXPOSURE_NOT_LISTED', state,
          `${state} carries ${usd(exposureCents)} of exposure as of ${asOf} (tax ${usd(taxCents)}, interest ${usd(interestCents)}, penalties ${usd(penaltiesCents)}, computed from ${salesFile}), but no row of recommendations.csv mentions it for ${entity.code}.`,
          salesFile)
      }
      if (figures.rateOnAsOf === null && figures.returns.some((row) => row.taxableSalesCents > 0)) {
        add('warning', 'EXPOSURE_WITHOUT_RATE', state,
          `${state} has sales on days collecting should have begun, but rates.csv has no rate for it; its tax not collected counts 0.`, study.ratesFile)
      }
    }
    const firstDay = dayOf(study.scope.exposure!.firstYear, 1, 1)
    for (const { state, exposure: figures } of exposure.states) {
      if (figures.crossings[0]?.day === firstDay) {
        add('warning', 'NEXUS_BEFORE_FIRST_YEAR', state,
          `${entity.code} has nexus in ${state} on ${isoDay(firstDay)}, the first day examined: it may have begun earlier, so the exposure in ${state} is a floor.`, salesFile)
      }
      const missing = study.manifest.rules ? notHeld(state, figures, study) : []
      if (missing.length > 0) {
        add('warning', 'PRICED_ON_DEFAULTS', state,
          `${entity.code}'s exposure in ${state} rests on defaults: neither the study nor the rules library (${LIBRARY_FOLDERS[study.manifest.rules!]}) has ${state} rows in ${eitherOf(missing)}, so its figures take the defaults: ${missing.map((table) => defaultWords(table, figures)).join('; ')}. Add ${state}'s rows to the study's own law tables to price them by its law.`,
          'study.json')
      }
      const defaulted = figures.returns.filter((row) => row.rule === null)
      // A state without any returns row is PRICED_ON_DEFAULTS' already.
      if (study.law && defaulted.length > 0 && !missing.includes('returns')) {
        const returnsFile = study.manifest.law?.returns
        add('notice', 'DEFAULT_RETURN_CALENDAR', state,
          `${defaulted.length} of ${entity.code}'s ${figures.returns.length} returns in ${state} (periods ${isoDay(defaulted[0]!.start)} to ${isoDay(defaulted[defaulted.length - 1]!.end)}) have no returns row in force${returnsFile ? ` in ${returnsFile}` : ' (the study names no returns table)'}: they follow EXPOSURE.md's calendar, monthly, due the 20th.`,
          returnsFile ?? salesFile)
      }
    }
    for (const state of listed) {
      const action = actionOf.get(state) ?? null
      const adviser = recommendation!.rowOf.get(state)!.action
      if (adviser !== null) {
        if (!sameAction(adviser, action)) {
          add('warning', 'ACTION_DIFFERS', state,
            `recommendations.csv gives ${state} the Action ${adviser}, but the exposure computed from ${salesFile} gives it ${action ?? 'no action'} as of ${asOf}.`, rowSource(state))
        }
      } else if (!agrees(true, action)) {
        add('warning', 'RECOMMENDED_WITHOUT_ACTION', state,
          `${state} is recommended for registration, but the exposure computed from ${salesFile} gives it ${action ?? 'no action'} as of ${asOf}, not Register, Voluntary Disclosure or File Back Returns.`, rowSource(state))
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
    'EXPORT_STATUS_DIFFERS', 'EXPORT_DATE_DIFFERS', 'REVENUE_DIFFERS_FROM_TRANSACTIONS', 'ROWS_OUTSIDE_RANGE',
    'RECOMMENDED_WITHOUT_ACTION', 'ACTION_DIFFERS', 'ACTION_NOT_RECOMMENDED', 'EXPOSURE_NOT_LISTED', 'EXPOSURE_WITHOUT_RATE', 'NEXUS_BEFORE_FIRST_YEAR', 'PRICED_ON_DEFAULTS', 'DEFAULT_RETURN_CALENDAR',
  ]
  return findings.sort((a, b) => codeOrder.indexOf(a.code) - codeOrder.indexOf(b.code) || byStateCode(a.state, b.state))
}

/**
 * LAW.md's findings about the whole study, in a study with exposure: each thresholds.csv rule that
 * measures the previous calendar year and starts collecting the next year (COLLECTION_DELAYED_TWICE);
 * and, in a study naming `law`, each row of thresholds.csv or of a law table without a Source
 * (RULE_WITHOUT_SOURCE), in file order.
 */
export function studyLawFindings(study: Study): Finding[] {
  if (!study.scope.exposure) return []
  const findings: Finding[] = []
  // The study's own rows first, then the rules library's; each file's in line order.
  const rules = [...study.thresholds.values()].flatMap((rules) => rules.list)
    .sort((a, b) => Number(a.origin === 'library') - Number(b.origin === 'library') || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line)
  for (const rule of rules) {
    const finding = collectionDelayedTwice(rule)
    if (finding) findings.push(finding)
  }
  if (!study.law) return findings
  const unsourced: { state: Finding['state']; source: string; table: string }[] = [
    ...rules.filter((rule) => rule.source === '').map((rule) => ({ state: rule.state, source: `${rule.file}:${rule.line}`, table: 'thresholds' })),
    ...study.law.rows.filter((row) => row.source === '').map((row) => ({ state: row.state, source: `${row.file}:${row.line}`, table: row.table })),
  ]
  for (const { state, source, table } of unsourced) {
    findings.push({
      code: 'RULE_WITHOUT_SOURCE', entity: '', severity: 'notice', source, state,
      message: `The ${table} row at ${source} (${state}) names no Source: the figures use it without a statute, regulation or page to check it against.`,
    })
  }
  return findings
}

/** The tables a study naming a rules library can price by (LAW.md's, but marketplace, which prices nothing by default). */
const PRICING_TABLES = ['returns', 'interest', 'penalties', 'disclosure'] as const
type PricingTable = (typeof PRICING_TABLES)[number]

/**
 * The tables a state's returns are priced without, in a study naming a rules library: those neither the
 * study nor the library holds any row of for the state, nor the study's own thresholds rows give
 * (Interest Rate, Penalty Rate, VDA Look Back Months); none for a state without returns.
 */
function notHeld(state: UsStateCode, figures: StateExposure, study: Study): PricingTable[] {
  if (figures.returns.length === 0) return []
  const law = study.law?.states.get(state)
  const given = givenByThresholds(study.thresholds.get(state))
  return PRICING_TABLES.filter((table) => !law?.[table] && !given.has(table))
}

/** What stood in for a table, in words, for PRICED_ON_DEFAULTS. */
function defaultWords(table: PricingTable, figures: StateExposure): string {
  const { fallback } = figures
  switch (table) {
    case 'returns': return 'monthly returns due the 20th'
    case 'interest': return `interest at ${percentWords(fallback.interestRateThousandths)} a year, simple`
    case 'penalties': return `a penalty of ${percentWords(fallback.penaltyRateThousandths)} of a late return's tax`
    case 'disclosure': return fallback.vdaLookBackMonths === null ? 'no voluntary disclosure' : `a voluntary disclosure looking back ${fallback.vdaLookBackMonths} months`
  }
}

/** 'returns', 'returns or interest', 'returns, interest or penalties'. */
function eitherOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
}

/**
 * COLLECTION_DELAYED_TWICE (LAW.md): a rule that measures the previous calendar year and starts
 * collecting on 1 January after the crossing; null for any other rule.
 */
export function collectionDelayedTwice(rule: ThresholdRule): Finding | null {
  if (rule.period !== 'Previous Calendar Year' || rule.collectionStarts.kind !== 'Next Year') return null
  return {
    code: 'COLLECTION_DELAYED_TWICE', entity: '', severity: 'warning', source: `${rule.file}:${rule.line}`, state: rule.state,
    message: `${rule.state}'s rule measures the previous calendar year and starts collecting on 1 January after the crossing: collecting begins a year after the crossing, two years after the sales that crossed. Check the row: a state that measures the previous year seldom delays again.`,
  }
}

/** Which threshold a crossing passed: the parts crossed on the day. */
function crossedPart(determination: Determination): string {
  const sales = determination.salesStatus === CROSSED
  const transactions = determination.transactionsStatus === CROSSED
  if (sales && transactions) return 'sales and transactions thresholds'
  return transactions ? 'transactions threshold' : 'sales threshold'
}

/** What the computation found, as the second half of a disagreement's message. */
function computedPhrase(determination: Determination | undefined, salesFile: string): string {
  if (!determination) return `the transactions give Not Exposed (thresholds.csv has no rule for the state)`
  if (determination.overallStatus === CROSSED) {
    return `the transactions cross the ${crossedPart(determination)} on ${determination.dateCrossedThreshold}`
  }
  if (determination.overallStatus === 'No Sales Tax') return 'the state has no sales tax'
  const highest = Math.max(determination.salesPercentHundredths, determination.transactionsPercentHundredths)
  return `the transactions in ${salesFile} give ${determination.overallStatus} (at most ${hundredthsToDecimal(highest)}% of the threshold, on ${determination.evaluationDate})`
}
