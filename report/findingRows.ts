/**
 * findings.json lists each entity with a finding once and names it by code in each finding (a finding
 * about the whole study names none); the Data checks table and the workbook show each finding beside
 * its entity.
 */
import type { EntityRef, Finding, Findings } from '../schemas/generated/types.ts'

export interface FindingRow {
  /** null for a finding about the whole study (a currency without a rate). */
  entity: EntityRef | null
  finding: Finding
}

/** What the Data checks table and the workbook say in a study-level finding's entity column. */
export const WHOLE_STUDY = 'Whole study'

/** Every finding of the file, in its order, with its entity. */
export function findingRows({ entities, findings }: Pick<Findings, 'entities' | 'findings'>): FindingRow[] {
  const byCode = new Map(entities.map((entity) => [entity.code, entity]))
  return findings.map((finding) => {
    if (finding.entity === '') return { entity: null, finding }
    const entity = byCode.get(finding.entity)
    // The pipeline lists every entity its findings name; a file that does not is not one it wrote.
    if (!entity) throw new Error(`findings.json: a finding names entity ${finding.entity}, which its entities do not list`)
    return { entity, finding }
  })
}

/**
 * Each data check in words, as the Data checks table and the workbook name it (the code stays in
 * findings.json and the review, for the tools). Keyed by the schema's codes: a new check does not
 * type-check until it is named here.
 */
export const CHECK_TITLES: Record<Finding['code'], string> = {
  RECOMMENDED_NOT_CROSSED: 'Recommended for registration, threshold not crossed',
  CROSSED_NOT_RECOMMENDED: 'Threshold crossed, registration not recommended',
  STATUS_CONTRADICTS_PERCENTAGE: 'Status contradicts the percentage of threshold',
  SALES_CROSSED_OVERALL_NOT: 'Sales crossed, overall status did not',
  NEGATIVE_SALES: 'Negative sales',
  REVENUE_DIFFERS_FROM_EXPORT: "Revenue differs from the tax engine's export",
  TAXABLE_WITHOUT_RATE: 'Taxable state without a tax rate',
  EXPORT_STATUS_DIFFERS: "Export's status differs from the computation",
  EXPORT_DATE_DIFFERS: "Export's date crossed differs from the computation",
  REVENUE_DIFFERS_FROM_TRANSACTIONS: 'Revenue differs from the transactions',
  ROWS_OUTSIDE_RANGE: 'Rows outside the study period left out',
  ACTION_NOT_RECOMMENDED: 'Action needed, registration not recommended',
  RECOMMENDED_WITHOUT_ACTION: 'Recommended for registration, no action needed',
  EXPOSURE_WITHOUT_RATE: 'Exposure in a state without a tax rate',
  CROSSED_ABROAD_NOT_MARKED: 'Threshold crossed abroad, not marked Potentially International',
  MARKED_WITHOUT_ACTIVITY_ABROAD: 'Marked Potentially International without activity abroad',
  AMOUNT_FINER_THAN_CURRENCY: 'Amount abroad finer than its currency counts',
  CURRENCY_WITHOUT_RATE: 'Currency without an exchange rate',
  COLLECTION_DELAYED_TWICE: 'Collection start delayed twice',
  NEXUS_BEFORE_FIRST_YEAR: 'Nexus before the first year of exposure',
  DEFAULT_RETURN_CALENDAR: 'Default return calendar assumed',
  RULE_WITHOUT_SOURCE: 'Rule without a source',
  EXPOSURE_NOT_LISTED: 'Exposure in a state no recommendation lists',
  ACTION_DIFFERS: "Recommendation's action differs from the computed one",
  PRICED_ON_DEFAULTS: 'Exposure priced on default law, no rows for the state',
}
