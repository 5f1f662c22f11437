/**
 * What every part of the review reads: the study-level files of both versions, the changes found so
 * far by file and path, and the entities of either version, each with its reports while its section is
 * made. A part (parts/) is a small module that may say one sentence of the summary, once every entity has
 * been seen, and a block of each entity's section; report.ts lists them in the order they print.
 */
import { Changes } from './json-changes.ts'
import { entityFile, missingEntities, StudyVersion, type Reader } from './versions.ts'
import type { EntityRef, EntityReport } from '../schemas/generated/types.ts'

export interface EntityPair {
  code: string
  /** The entity as the newer version names it (the older, for an entity removed). */
  ref: EntityRef
  /** Whether each version lists it. */
  listedBefore: boolean
  listedAfter: boolean
  /** Its report, entities/<CODE>.json. */
  file: string
  /** Every file of its own in either version: its report, then any other (running/<CODE>.json, …). */
  files: string[]
  /** Its report in each version, while its section is made; undefined where the version lacks the entity. */
  before: EntityReport | undefined
  after: EntityReport | undefined
  /** Whether its report is byte for byte the same in both. */
  unchanged: boolean
}

export interface StudyDiff {
  before: StudyVersion
  after: StudyVersion
  changes: Changes
  /** Every entity of either version: the newer's in its order, then those removed, in the older's. */
  entities: EntityPair[]
  /** Files in a folder that belong to no entity of either version, compared once every entity is done. */
  strays: string[]
  /** Whether a study-level file is byte for byte the same in both versions. */
  unchanged(file: string): boolean
}

export interface Part {
  /** Its sentence of the summary, once every entity has been seen; undefined when it has nothing to say. */
  summary?(diff: StudyDiff): string | undefined
  /** Its block of an entity's section: Markdown lines, none when it has nothing to say for the entity. */
  entity?(entity: EntityPair, diff: StudyDiff): string[]
}

/**
 * The study-level files (those at the top of the folder) of both versions read and compared, and the
 * entities paired; undefined when a side is unreadable there (the reader holds the problems).
 */
export async function studyDiff(reader: Reader): Promise<StudyDiff | undefined> {
  const top = [...new Set([...reader.before.files, ...reader.after.files])].filter((file) => !file.includes('/')).sort()
  const pairs = await reader.read(top)
  if (reader.problems.length > 0) return undefined
  const before = new StudyVersion(reader.before.label, pairs.before)
  const after = new StudyVersion(reader.after.label, pairs.after)
  reader.problems.push(...missingEntities(reader.before, before.overview), ...missingEntities(reader.after, after.overview))
  if (reader.problems.length > 0) return undefined
  const changes = new Changes()
  for (const file of top) changes.compare(file, pairs.before.get(file), pairs.after.get(file))

  // A file in a folder is an entity's own when it is named by its code (entities/A.json, running/A.json).
  const ownFiles = new Map<string, string[]>()
  for (const file of new Set([...reader.before.files, ...reader.after.files])) {
    if (!file.includes('/')) continue
    const owner = /^[^/]+\/([^/]+)\.[^/.]+$/.exec(file)?.[1] ?? ''
    const list = ownFiles.get(owner)
    if (list) list.push(file)
    else ownFiles.set(owner, [file])
  }
  const [was, is] = [codes(before), codes(after)]
  const pair = (ref: EntityRef): EntityPair => {
    const file = entityFile(ref.code)
    const files = [file, ...(ownFiles.get(ref.code) ?? []).filter((other) => other !== file).sort()]
    ownFiles.delete(ref.code)
    return { code: ref.code, ref, listedBefore: was.has(ref.code), listedAfter: is.has(ref.code), file, files, before: undefined, after: undefined, unchanged: false }
  }
  const entities = [
    ...after.overview.entities.map(({ entity }) => pair(entity)),
    ...before.overview.entities.filter(({ entity }) => !is.has(entity.code)).map(({ entity }) => pair(entity)),
  ]
  const unchanged = (file: string) => before.files.get(file) !== undefined && before.files.get(file) === after.files.get(file)
  return { before, after, changes, entities, strays: [...ownFiles.values()].flat().sort(), unchanged }
}

/** The codes of the entities a version lists. */
function codes(version: StudyVersion): Set<string> {
  return new Set(version.overview.entities.map(({ entity }) => entity.code))
}

/** Reads an entity's files of both versions, compares them, and puts its reports on the pair. */
export async function loadEntity(entity: EntityPair, diff: StudyDiff, reader: Reader): Promise<boolean> {
  const problems = reader.problems.length
  const pairs = await reader.read(entity.files)
  if (reader.problems.length > problems) return false
  for (const file of entity.files) diff.changes.compare(file, pairs.before.get(file), pairs.after.get(file))
  const [old, now] = [pairs.before.get(entity.file), pairs.after.get(entity.file)]
  entity.before = entity.listedBefore ? (old?.data as EntityReport | undefined) : undefined
  entity.after = entity.listedAfter ? (now?.data as EntityReport | undefined) : undefined
  entity.unchanged = old !== undefined && old === now
  return true
}
