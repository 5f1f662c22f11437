/**
 * The compiled study's figures as a law study's ANSWERS.md writes them: a state's row, a return's row,
 * the disclosure's terms and LAW.md's findings, for the tests that compare the two.
 */
import { money } from './answers.ts'
import type { DisclosureTerms, ExposureReturn, ExposureState, Findings } from '../../../schemas/generated/types.ts'

/** A state's row as ANSWERS.md writes it. */
export function stateRow(state: ExposureState): string[] {
  const { settlement } = state
  return [
    state.state,
    state.nexusPeriods.map((period) => `${period.start} to ${period.end}`).join('; ') || '-',
    state.nexusPeriods.map((period) => period.collectionStart).join('; ') || '-',
    String(state.returns.length),
    money(state.taxCents), money(state.interestCents), money(state.penaltiesCents), money(state.exposureCents),
    money(settlement.assessedCents), money(settlement.disclosureCents), money(settlement.savingCents), money(settlement.delayCents),
    state.action ?? '-',
  ]
}

const yesNo = (value: boolean | null) => value === null ? '-' : value ? 'yes' : 'no'

/** A return's row as ANSWERS.md writes it. */
export function returnRow(row: ExposureReturn): string[] {
  return [
    `${row.periodStart} to ${row.periodEnd}`, row.dueDate, money(row.taxableSalesCents), money(row.taxCents), money(row.interestCents), String(row.monthsLate),
    money(row.penaltyCents), yesNo(row.assessable), money(row.settlement.interestCents), money(row.settlement.penaltyCents), yesNo(row.covered),
  ]
}

/** 'Disclosure: Calendar Years 3, penalties waived, 0 % of interest waived.' */
export function disclosureLine(terms: DisclosureTerms | null): string {
  if (!terms) return 'Disclosure: none.'
  return `Disclosure: ${terms.lookBack}, penalties ${terms.penaltiesWaived ? 'waived' : 'not waived'}, ${terms.interestWaivedPercent} % of interest waived.`
}

const LAW_CODES = ['COLLECTION_DELAYED_TWICE', 'DEFAULT_RETURN_CALENDAR', 'NEXUS_BEFORE_FIRST_YEAR', 'RULE_WITHOUT_SOURCE']

/** LAW.md's findings as ANSWERS.md lists them: by code, then entity (none first), its states in order. */
export function findingLines(findings: Findings): string[] {
  const groups = new Map<string, { code: string; entity: string; states: string[] }>()
  for (const finding of findings.findings) {
    if (!LAW_CODES.includes(finding.code)) continue
    const key = `${finding.code} ${finding.entity}`
    const group = groups.get(key) ?? { code: finding.code, entity: finding.entity, states: [] }
    group.states.push(finding.state)
    groups.set(key, group)
  }
  return [...groups.values()]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.entity < b.entity ? -1 : a.entity > b.entity ? 1 : 0))
    .map(({ code, entity, states }) => `- \`${code}\` (${states.length}): ${entity ? `${entity}: ` : ''}${[...new Set(states)].sort().join(', ')}`)
}
