/**
 * The two versions of a study, read through the same schemas and types as the viewer: every file a
 * schema names (file-kinds.ts) is parsed and validated by the pipeline's compiled validators, any other
 * .json file parsed, anything else kept as text. A side that cannot be read, or breaks a schema, is
 * refused with one located line per file (path:line:column), never compared: a wrong diff would look
 * like a right one. A file byte for byte the same on both sides is read once and shared, so the
 * sections can tell an unchanged file by identity and skip it.
 */
import { parse as parseWithPointers } from 'json-source-map'
import type { ErrorObject } from 'ajv'
import { validator } from '../pipeline/schemas.ts'
import { quote } from '../pipeline/problems.ts'
import { decodeText, lineColumn } from '../pipeline/read/text.ts'
import { kindOf, type FileKind } from './file-kinds.ts'
import { Unreadable, type Side } from './sides/side.ts'
import type { Consolidated, EntityReport, Findings, Overview, Recommendations } from '../schemas/types.ts'

export interface StudyFile {
  file: string
  kind: FileKind | undefined
  /** The parsed JSON; undefined for a file read as text (one whose name does not end in .json). */
  data: unknown
  text: string
}

/** The study-level files every compiled study holds, which the summary and the entity sections read. */
const STUDY_FILES = ['overview.json', 'consolidated.json', 'recommendations.json', 'findings.json'] as const

/** A side with more unreadable files than this lists that many, then counts the rest. */
const MAX_LINES = 20

export class StudyVersion {
  constructor(readonly label: string, readonly files: ReadonlyMap<string, StudyFile>) {}

  private data<T>(file: (typeof STUDY_FILES)[number]): T {
    return this.files.get(file)!.data as T
  }

  get overview(): Overview { return this.data('overview.json') }
  get consolidated(): Consolidated { return this.data('consolidated.json') }
  get recommendations(): Recommendations { return this.data('recommendations.json') }
  get findings(): Findings { return this.data('findings.json') }

  entity(code: string): EntityReport | undefined {
    return this.files.get(entityFile(code))?.data as EntityReport | undefined
  }
}

export const entityFile = (code: string): string => `entities/${code}.json`

export interface Versions {
  before: StudyVersion
  after: StudyVersion
}

/** Both sides read; throws Unreadable, with every problem of both, when either cannot be compared. */
export function readVersions(before: Side, after: Side): Versions {
  const problems = [...notCompiled(before), ...notCompiled(after)]
  if (problems.length > 0) throw new Unreadable(problems)

  const beforeFiles = new Map<string, StudyFile>()
  const afterFiles = new Map<string, StudyFile>()
  for (const [file, bytes] of before.files) {
    const read = readFile(before, file, bytes, problems)
    beforeFiles.set(file, read)
    if (after.files.get(file)?.equals(bytes)) afterFiles.set(file, read)
  }
  for (const [file, bytes] of after.files) if (!afterFiles.has(file)) afterFiles.set(file, readFile(after, file, bytes, problems))
  if (problems.length === 0) {
    problems.push(...missingEntities(before, beforeFiles), ...missingEntities(after, afterFiles))
  }
  if (problems.length > MAX_LINES) problems.splice(MAX_LINES, Infinity, `… and ${problems.length - MAX_LINES} more unreadable files`)
  if (problems.length > 0) throw new Unreadable(problems)
  return {
    before: new StudyVersion(before.label, new Map([...beforeFiles].sort(byPath))),
    after: new StudyVersion(after.label, new Map([...afterFiles].sort(byPath))),
  }
}

const byPath = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0)

/** Why a side is no compiled study: a folder without overview.json, or one that lacks a study-level file. */
function notCompiled(side: Side): string[] {
  const expected = 'expected a folder written by npm run pipeline'
  if (!side.files.has('overview.json')) {
    const raw = side.files.has('study.json') ? ' (it holds study.json: a study as received, which npm run pipeline -- --raw DIR --out OUT compiles)' : ''
    return [`${side.label}: not a compiled study, no overview.json${raw}; ${expected}`]
  }
  return STUDY_FILES.filter((file) => !side.files.has(file)).map((file) => `${side.shown(file)}: missing; ${expected}, which always holds it`)
}

/** Entities the overview lists without a report. */
function missingEntities(side: Side, files: Map<string, StudyFile>): string[] {
  const overview = files.get('overview.json')!.data as Overview
  return overview.entities
    .filter(({ entity }) => !files.has(entityFile(entity.code)))
    .map(({ entity }) => `${side.shown(entityFile(entity.code))}: missing; overview.json lists entity ${entity.code}`)
}

function readFile(side: Side, file: string, bytes: Buffer, problems: string[]): StudyFile {
  const kind = kindOf(file)
  const shown = side.shown(file)
  const decoded = decodeText(bytes)
  if (!decoded.ok) {
    problems.push(`${shown}:${decoded.line}:${decoded.column}: ${decoded.message}`)
    return { file, kind, data: undefined, text: '' }
  }
  const { text } = decoded
  if (!kind && !file.endsWith('.json')) return { file, kind, data: undefined, text }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const position = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? text.length)
    const { line, column } = lineColumn(text, position)
    problems.push(`${shown}:${line}:${column}: not valid JSON: ${(error as Error).message}`)
    return { file, kind, data: undefined, text }
  }
  if (kind) {
    const validate = validator(kind.schema)
    if (!validate(data)) problems.push(`${shown}:${schemaProblem(text, validate.errors![0]!, kind)}`)
  }
  return { file, kind, data, text }
}

/**
 * "line:column: what is wrong; expected …" for the first error ajv found, located by parsing the text
 * again with its source map (only for a file already known to be wrong, so the usual run never pays it).
 */
function schemaProblem(text: string, error: ErrorObject, kind: FileKind): string {
  const { pointers } = parseWithPointers(text)
  const at = (pointer: string, part: 'key' | 'value' = 'value') => {
    const found = pointers[pointer]
    const location = (part === 'key' ? found?.key : undefined) ?? found?.value
    return location ? `${location.line + 1}:${location.column + 1}` : '1:1'
  }
  const where = error.instancePath.slice(1).replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.') || 'the file'
  const description = (error.parentSchema as { description?: string } | undefined)?.description
  const because = `expected what schemas/${kind.schema} says (a study compiled by another version of the pipeline? compile it again)`
  switch (error.keyword) {
    case 'required':
      return `${at(error.instancePath)}: ${where} has no key "${(error.params as { missingProperty: string }).missingProperty}"; ${because}`
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty
      return `${at(`${error.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`, 'key')}: ${where} has an unknown key ${quote(extra)}; ${because}`
    }
    default:
      return `${at(error.instancePath)}: ${where} ${quote(error.data)} ${error.message ?? 'is not valid'}${description ? ` (${description})` : ''}; ${because}`
  }
}
