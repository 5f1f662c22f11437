/**
 * The rule rows a state's figures used, and the defaults that stood in for missing ones, as the plan's
 * assumptions and each entity's exposure name them: a row by its path:line, its origin (the study's own
 * files or the rules library), what it says in words, its citation and verified date; a default by what
 * stood in and the thresholds rule it comes from.
 */
import { hundredthsToDecimal, scaledToDecimal } from '../money.ts'
import { isoDay } from '../transactions/dates.ts'
import type { DefaultKind, StateExposure } from '../exposure/state.ts'
import type { UsedRow } from '../law/ledger.ts'
import type { RuleTable } from '../law/tables.ts'
import type { ThresholdRule } from '../transactions/thresholds.ts'
import type { PlanDefault, PlanRuleRow } from '../../schemas/generated/types.ts'

const TABLE_ORDER: readonly RuleTable[] = ['thresholds', 'rates', 'returns', 'interest', 'penalties', 'disclosure', 'marketplace']
/** The order defaults are listed in. */
export const DEFAULT_ORDER: readonly DefaultKind[] = ['returns', 'interest', 'penalties', 'disclosure', 'marketplace', 'rates']

/** A rule row as path:line: relative to the study folder for the study's own, the library's path for the library's (rules/us/thresholds.csv:60). */
export function rowSource(row: UsedRow): string {
  return `${row.file}:${row.line}`
}

export function tableOf(row: UsedRow): RuleTable {
  return 'table' in row ? row.table : 'thresholds'
}

/** Rows in the order they are listed: by table, then Effective From (a row from the first day first), then file and line. */
export function byTableAndDate(a: UsedRow, b: UsedRow): number {
  return TABLE_ORDER.indexOf(tableOf(a)) - TABLE_ORDER.indexOf(tableOf(b))
    || (a.effectiveFrom ?? -Infinity) - (b.effectiveFrom ?? -Infinity)
    || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)
    || a.line - b.line
}

/** A row as the plan and the exposure list it. */
export function ruleRowJson(row: UsedRow): PlanRuleRow {
  return {
    citation: row.source,
    effectiveFrom: row.effectiveFrom === null ? null : isoDay(row.effectiveFrom),
    origin: row.origin,
    source: rowSource(row),
    table: tableOf(row),
    terms: termsOf(row),
    verifiedOn: row.verifiedOn,
  }
}

/** The rows a state's figures used, in order. */
export function usedRowsJson(used: Iterable<UsedRow>): PlanRuleRow[] {
  return [...used].sort(byTableAndDate).map(ruleRowJson)
}

/** The defaults that stood in for a state's figures, in order. */
export function defaultsJson(exposure: StateExposure): PlanDefault[] {
  return [...exposure.defaults].sort((a, b) => DEFAULT_ORDER.indexOf(a) - DEFAULT_ORDER.indexOf(b)).map((table) => defaultOf(table, exposure))
}

/** Thousandths of a percent as a percentage, spelt as the pages spell a rate: 8194 → '8.194%', 10000 → '10%'. */
export function percentWords(thousandths: number): string {
  return `${scaledToDecimal(thousandths, 3).replace(/\.?0+$/, '')}%`
}

/** Thousands grouped with commas, as the pages write figures: 1234567 → '1,234,567'. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}

/** Cents as money in words, as the pages write it: 10000000 → '$100,000.00', -5000 → '-$50.00'. */
export function dollars(cents: number): string {
  const [whole, fraction] = hundredthsToDecimal(Math.abs(cents)).split('.')
  return `${cents < 0 ? '-' : ''}$${grouped(whole!)}.${fraction}`
}

/** What a rule row says, in words. */
export function termsOf(row: UsedRow): string {
  if (!('table' in row)) return thresholdTerms(row)
  switch (row.table) {
    case 'rates': return `rate ${percentWords(row.rateThousandths)}`
    case 'returns': {
      const frequency = row.frequency === 'Quarterly' ? `quarterly, quarters from month ${row.quarterStartMonth}` : row.frequency.toLowerCase()
      const due = row.dueDay === 'Last' ? 'the last day of the next month' : `day ${row.dueDay} of the next month`
      const limit = row.assessmentYears === null ? 'no assessment limit' : `assessed back ${row.assessmentYears} year${row.assessmentYears === 1 ? '' : 's'}`
      return `${frequency}, due ${due}; ${limit}`
    }
    case 'interest': {
      const rate = row.method === 'Monthly' ? `${percentWords(row.rateThousandths)} a month or part of one` : `${percentWords(row.rateThousandths)} a year, ${row.method === 'Simple' ? 'simple' : 'compounded daily'}`
      return `${rate}, from ${row.startsAfterDays === 0 ? 'the due date' : `${row.startsAfterDays} days after the due date`}`
    }
    case 'penalties': {
      const parts = [`${percentWords(row.initialThousandths)} of the tax for the first month late`]
      if (row.monthlyThousandths > 0) parts.push(`${percentWords(row.monthlyThousandths)} for each further month or part`)
      if (row.capThousandths !== null) parts.push(`at most ${percentWords(row.capThousandths)}`)
      if (row.minimumCents > 0) parts.push(`at least ${dollars(row.minimumCents)} a late return`)
      return parts.join(', ')
    }
    case 'disclosure':
      return `${row.lookBack.kind} ${row.lookBack.n}; penalties ${row.penaltiesWaived ? 'waived' : 'not waived'}; ${percentWords(row.interestWaivedThousandths)} of interest waived`
    case 'marketplace':
      return `marketplace facilitator law from ${isoDay(row.effectiveFrom)}: marketplace sales are the seller's only before it`
  }
}

function thresholdTerms(rule: ThresholdRule): string {
  const parts: string[] = [rule.type]
  if (rule.salesThresholdCents !== null) parts.push(`sales ${dollars(rule.salesThresholdCents)}`)
  if (rule.transactionsThreshold !== null) parts.push(`${grouped(String(rule.transactionsThreshold))} transactions`)
  const starts = rule.collectionStarts
  return `${parts.join(', ')}; ${rule.period}; collection starts ${'n' in starts ? `${starts.kind} ${starts.n}` : starts.kind}; nexus lasts ${'n' in rule.nexusLasts ? `Months ${rule.nexusLasts.n}` : rule.nexusLasts.kind}`
}

/** A default that stood in, in words, with the thresholds rule it comes from where it comes from one. */
export function defaultOf(table: DefaultKind, exposure: StateExposure): PlanDefault {
  const { fallback } = exposure
  // Keys in the order serialise writes them.
  const from = fallback.rule ? { origin: fallback.rule.origin, source: rowSource(fallback.rule) } : { origin: null, source: null }
  const none = { origin: null, source: null }
  switch (table) {
    case 'returns':
      return { ...none, table, terms: 'periods without a returns row in force: monthly, due the 20th of the next month (EXPOSURE.md\'s calendar); without a returns row in force on the end date, no assessment limit' }
    case 'interest':
      return { ...from, table, terms: `no interest rows: ${percentWords(fallback.interestRateThousandths)} a year, simple, from the due date (the Interest Rate of the thresholds rule in force on asOf)` }
    case 'penalties':
      return { ...from, table, terms: `no penalty rows: ${percentWords(fallback.penaltyRateThousandths)} of a late return's tax, once (the Penalty Rate of the thresholds rule in force on asOf)` }
    case 'disclosure':
      return fallback.vdaLookBackMonths === null
        ? { ...from, table, terms: 'no disclosure rows and no VDA Look Back Months: no disclosure offered' }
        : { ...from, table, terms: `no disclosure rows: Months ${fallback.vdaLookBackMonths} (the VDA Look Back Months of the thresholds rule in force on asOf), penalties waived, no interest waived` }
    case 'marketplace':
      return { ...none, table, terms: 'no marketplace row: marketplace sales are never the seller\'s' }
    case 'rates':
      return { ...none, table, terms: 'no rate in rates.csv: the tax counts 0' }
  }
}
