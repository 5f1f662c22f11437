/**
 * The two versions of a study, read through the same schemas and types as the viewer: every file a
 * schema names (file-kinds.ts) is parsed and validated by the pipeline's compiled validators, any other
 * .json file parsed, anything else kept as text; a JSON file nested deeper than MAX_JSON_DEPTH is
 * refused at the [ or { that opens level 65. A side that cannot be read, or breaks a schema, is refused
 * with one located line per file (path:line:column), never compared: a wrong diff would look like a
 * right one. A file byte for byte the same on both sides is read once and shared, so the parts can tell
 * an unchanged file by identity and skip it.
 */
import { isUtf8 } from 'node:buffer'
import { nestedTooDeep, placesOf, syntaxOf, tooDeep } from '../common/json-places.ts'
import type { ErrorObject } from 'ajv'
import { validator } from '../common/schemas.ts'
import { quote } from '../common/quote.ts'
import { decodeText, lineColumn } from '../common/text.ts'
import { kindOf, type FileKind } from './file-kinds.ts'
import type { Side } from './sides/side.ts'
import type { Consolidated, Findings, Overview, Recommendations } from '../schemas/generated/types.ts'

export interface StudyFile {
  file: string
  kind: FileKind | undefined
  /** The parsed JSON; undefined for a file read as text (one whose name does not end in .json) or not read. */
  data: unknown
  text: string
}

/** The study-level files every compiled study holds, which the summary and the entity sections read. */
export const STUDY_FILES = ['overview.json', 'consolidated.json', 'recommendations.json', 'findings.json'] as const

export const entityFile = (code: string): string => `entities/${code}.json`

/** One version's study-level files (those at the top of its folder), held for the whole review. */
export class StudyVersion {
  constructor(readonly label: string, readonly files: ReadonlyMap<string, StudyFile>) {}

  private data<T>(file: (typeof STUDY_FILES)[number]): T {
    return this.files.get(file)!.data as T
  }

  get overview(): Overview { return this.data('overview.json') }
  get consolidated(): Consolidated { return this.data('consolidated.json') }
  get recommendations(): Recommendations { return this.data('recommendations.json') }
  get findings(): Findings { return this.data('findings.json') }
}

/** Both versions of some files: where a side lacks one, it is absent from that side's map. */
export interface FilePairs {
  before: Map<string, StudyFile>
  after: Map<string, StudyFile>
}

/**
 * Reads files of both sides when asked, collecting every problem rather than stopping at the first, so
 * that one run names every unreadable file.
 */
export class Reader {
  readonly problems: string[] = []
  private readonly listed: readonly [Set<string>, Set<string>]

  constructor(readonly before: Side, readonly after: Side) {
    this.listed = [new Set(before.files), new Set(after.files)]
  }

  async read(files: readonly string[]): Promise<FilePairs> {
    const [wasListed, isListed] = this.listed
    const was = files.filter((file) => wasListed.has(file))
    const is = files.filter((file) => isListed.has(file))
    const [wasBytes, isBytes] = await Promise.all([this.before.read(was), this.after.read(is)])
    const now = new Map(is.map((file, index) => [file, isBytes[index]!]))
    const pairs: FilePairs = { before: new Map(), after: new Map() }
    was.forEach((file, index) => {
      const bytes = wasBytes[index]!
      const shared = now.get(file)?.equals(bytes) === true
      const read = readFile(this.before, file, bytes, this.problems, !shared)
      pairs.before.set(file, read)
      if (shared) pairs.after.set(file, read)
    })
    for (const [file, bytes] of now) if (!pairs.after.has(file)) pairs.after.set(file, readFile(this.after, file, bytes, this.problems, true))
    return pairs
  }
}

/** Why a side is no compiled study: a folder without overview.json, or one that lacks a study-level file. */
export function notCompiled(side: Side): string[] {
  const expected = 'expected a folder written by npm run pipeline'
  const files = new Set(side.files)
  if (!files.has('overview.json')) {
    const raw = files.has('study.json') ? ' (it holds study.json: a study as received, which npm run pipeline -- --raw DIR --out OUT compiles)' : ''
    return [`${side.label}: not a compiled study, no overview.json${raw}; ${expected}`]
  }
  return STUDY_FILES.filter((file) => !files.has(file)).map((file) => `${side.shown(file)}: missing; ${expected}, which always holds it`)
}

/** Entities the overview lists without a report. */
export function missingEntities(side: Side, overview: Overview): string[] {
  const files = new Set(side.files)
  return overview.entities
    .filter(({ entity }) => !files.has(entityFile(entity.code)))
    .map(({ entity }) => `${side.shown(entityFile(entity.code))}: missing; overview.json lists entity ${entity.code}`)
}

/**
 * One version of a file, parsed and validated, or refused with its problem. `compared` when the other
 * side lacks it or holds other bytes: the comparison will walk its value (json-changes.ts), a level at a
 * time, so it is refused first when nested deeper than MAX_JSON_DEPTH. A file the same on both sides is
 * shared and never walked (every walk stops at an identical value), so it is not looked at for depth.
 */
function readFile(side: Side, file: string, bytes: Buffer, problems: string[], compared: boolean): StudyFile {
  const kind = kindOf(file)
  const shown = side.shown(file)
  const json = kind !== undefined || file.endsWith('.json')
  // JSON.parse itself refuses a NUL or a byte-order mark, so valid UTF-8 is all a JSON file needs
  // checked first (buffer.isUtf8, in C++); decodeText then only locates the invalid byte.
  if (!json || !isUtf8(bytes)) {
    const decoded = decodeText(bytes)
    if (!decoded.ok) {
      problems.push(`${shown}:${decoded.line}:${decoded.column}: ${decoded.message}`)
      return { file, kind, data: undefined, text: '' }
    }
    if (!json) return { file, kind, data: undefined, text: decoded.text }
  }
  const text = bytes.toString('utf8')
  // JSON.parse takes any depth without recursing, and so does the walk that finds a value too deep
  // (a tenth of a parse); the text is scanned for where only when a file is refused.
  const refused = (line: string): StudyFile => {
    problems.push(`${shown}:${line}`)
    return { file, kind, data: undefined, text }
  }
  const deep = () => {
    const found = tooDeep(text)
    return found && `${found.line}:${found.column}: ${found.message}`
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const position = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? text.length)
    const { line, column } = lineColumn(text, position)
    return refused(deep() ?? `${line}:${column}: not valid JSON: ${(error as Error).message}`)
  }
  if (compared && nestedTooDeep(data)) return refused(deep()!)
  if (kind) {
    const validate = validator(kind.schema)
    if (!validate(data)) return refused(deep() ?? schemaProblem(text, validate.errors![0]!, kind))
  }
  return { file, kind, data, text }
}

/**
 * "line:column: what is wrong; expected …" for the first error ajv found, located by parsing the text
 * again for where each value is (only for a file already known to be wrong, so the usual run never pays it).
 */
function schemaProblem(text: string, error: ErrorObject, kind: FileKind): string {
  const syntax = syntaxOf(text)
  const pointers = syntax.ok ? placesOf(syntax.tree).pointers : new Map<string, { key?: number; value: number }>()
  const at = (pointer: string, part: 'key' | 'value' = 'value') => {
    const found = pointers.get(pointer)
    const offset = (part === 'key' ? found?.key : undefined) ?? found?.value
    if (offset === undefined) return '1:1'
    const { line, column } = lineColumn(text, offset)
    return `${line}:${column}`
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
