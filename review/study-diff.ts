/**
 * What every part of the review reads: both versions, every change by file and path, and the entities
 * paired by code. A part is a small module of its own (parts/), of one of two shapes: a clause of the
 * summary paragraph, or a block of an entity's section; report.ts lists them in the order they print.
 */
import { changesBetween, type Changes } from './json-changes.ts'
import { entityFile, type StudyVersion, type Versions } from './versions.ts'
import type { EntityRef, EntityReport } from '../schemas/types.ts'

export interface EntityPair {
  code: string
  /** The entity as the newer version names it (the older, for an entity removed). */
  ref: EntityRef
  file: string
  /** Its report in each version; undefined where the entity is absent (added: no before; removed: no after). */
  before: EntityReport | undefined
  after: EntityReport | undefined
  /** Whether its report is byte for byte the same in both. */
  unchanged: boolean
}

export interface StudyDiff extends Versions {
  changes: Changes
  /** Every entity of either version: the newer's in its order, then those removed, in the older's. */
  entities: EntityPair[]
  /** Whether a file is byte for byte the same in both versions. */
  unchanged(file: string): boolean
}

/** A sentence of the summary paragraph, or undefined when the part has nothing to say. */
export type SummaryPart = (diff: StudyDiff) => string | undefined

/** An entity's block: Markdown lines, none when the part has nothing to say for the entity. */
export type EntityPart = (entity: EntityPair, diff: StudyDiff) => string[]

export function studyDiff(versions: Versions): StudyDiff {
  const { before, after } = versions
  const unchanged = (file: string) => before.files.get(file) !== undefined && before.files.get(file) === after.files.get(file)
  const [was, now] = [listed(before), listed(after)]
  const pair = (ref: EntityRef): EntityPair => {
    const file = entityFile(ref.code)
    return {
      code: ref.code,
      ref,
      file,
      before: was.has(ref.code) ? before.entity(ref.code) : undefined,
      after: now.has(ref.code) ? after.entity(ref.code) : undefined,
      unchanged: unchanged(file),
    }
  }
  const entities = [
    ...after.overview.entities.map(({ entity }) => pair(entity)),
    ...before.overview.entities.filter(({ entity }) => !now.has(entity.code)).map(({ entity }) => pair(entity)),
  ]
  return { ...versions, changes: changesBetween(versions), entities, unchanged }
}

/** The codes of the entities a version lists. */
function listed(version: StudyVersion): Set<string> {
  return new Set(version.overview.entities.map(({ entity }) => entity.code))
}
