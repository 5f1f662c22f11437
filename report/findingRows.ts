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
