/**
 * Reads study.json, the manifest: checked against its schema and the entity limit, every problem
 * located at the line and column of the offending value. A key given twice is a problem at its second
 * place (JSON.parse would silently keep the last), and `__proto__` is a key like any other: JSON.parse
 * makes it an own property, which the schema then refuses as unknown, so it can never lend an entity
 * a missing name or redirect a path through the object's prototype.
 */
import { validator } from '../../common/schemas.ts'
import type { Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import { MAX_ENTITIES } from '../../common/limits.ts'
import { decodeText, lineColumn } from '../../common/text.ts'
import { valueCode } from './value-codes.ts'
import { placesOf, syntaxOf } from '../../common/json-places.ts'
import type { StudyFile } from './study-files.ts'
import type { StudyManifest } from '../../schemas/generated/types.ts'

export interface Manifest {
  data: StudyManifest
  /** The line and column (1-based) of the value (or its key) at a JSON pointer, for messages about it. */
  locate(pointer: string, part?: 'key' | 'value'): { line: number; column: number }
}

export function readManifest(display: string, file: StudyFile, problems: Problems): Manifest | undefined {
  if (!file.ok) {
    problems.add(display, 1, 1, file.code, `the manifest ${file.why}; expected ${file.expected ?? 'study.json, a file in the study folder'}`)
    return undefined
  }
  const decoded = decodeText(file.bytes)
  if (!decoded.ok) {
    problems.addIn(display, decoded)
    return undefined
  }
  const { text } = decoded

  const syntax = syntaxOf(text)
  if (!syntax.ok) {
    problems.addIn(display, syntax)
    return undefined
  }
  const { data, tree } = syntax
  const places = placesOf(tree)
  for (const duplicate of places.duplicates) {
    const { line, column } = lineColumn(text, duplicate.offset)
    problems.add(display, line, column, 'DUPLICATE_KEY',
      `key ${quote(duplicate.key)} appears again in ${where(duplicate.parent)} (first at line ${lineColumn(text, duplicate.first).line}); expected each key once`)
  }
  const locate = (pointer: string, part: 'key' | 'value' = 'value'): { line: number; column: number } => {
    const found = places.pointers.get(pointer)
    const at = part === 'key' ? found?.key ?? found?.value : found?.value
    return at === undefined ? { line: 1, column: 1 } : lineColumn(text, at)
  }

  // Checked before the schema, which would otherwise report on every one of a hundred thousand entities.
  const entities = (data as { entities?: unknown } | null)?.entities
  if (Array.isArray(entities) && entities.length > MAX_ENTITIES) {
    const { line, column } = locate('/entities')
    problems.add(display, line, column, 'TOO_MANY_ENTITIES', `entities lists ${entities.length} entities; expected at most ${MAX_ENTITIES}`)
    return undefined
  }
  const nul = firstNul(data, '')
  if (nul !== undefined) {
    const { line, column } = locate(nul)
    problems.add(display, line, column, 'NUL_CHARACTER', `${where(nul)} holds a NUL character (U+0000), which is not allowed in a study; expected text without NUL characters`)
    return undefined
  }

  const validate = validator('input/study.schema.json')
  if (!validate(data)) {
    for (const error of validate.errors ?? []) {
      const description = (error.parentSchema as { description?: string } | undefined)?.description
      if (error.keyword === 'additionalProperties') {
        const extra = (error.params as { additionalProperty: string }).additionalProperty
        const { line, column } = locate(`${error.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`, 'key')
        const allowed = Object.keys((error.parentSchema as { properties: object }).properties).join(', ')
        problems.add(display, line, column, 'UNKNOWN_KEY', `unknown key ${quote(extra)}; expected only ${allowed}`)
      } else if (error.keyword === 'required') {
        const { line, column } = locate(error.instancePath)
        problems.add(display, line, column, 'MISSING_KEY', `missing key "${(error.params as { missingProperty: string }).missingProperty}"`)
      } else if (error.keyword === 'type' && error.instancePath === '') {
        const kind = Array.isArray(error.data) ? 'a list' : error.data === null ? 'null' : `a ${typeof error.data}`
        const keys = Object.keys((error.parentSchema as { properties: object }).properties).join(', ')
        problems.add(display, 1, 1, 'NOT_AN_OBJECT', `the manifest is ${kind}; expected a JSON object with the keys ${keys}`)
      } else {
        const { line, column } = locate(error.instancePath)
        problems.add(display, line, column, valueCode(error, lastKey(error.instancePath)), `${where(error.instancePath)} ${quote(error.data)} is not valid; expected ${description ?? error.message}`)
      }
    }
    return undefined
  }
  if (places.duplicates.length > 0) return undefined
  return { data: data as StudyManifest, locate }
}

/** The last key of a JSON pointer, past any list index: /entities/0/colour → colour, /entities/0 → entities. */
function lastKey(pointer: string): string {
  return pointer.split('/').filter((part) => part !== '' && !/^\d+$/.test(part)).at(-1) ?? ''
}

/** A JSON pointer as messages name it: /entities/0/colour → entities[0].colour. */
function where(pointer: string): string {
  return pointer.slice(1).replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.') || 'the manifest'
}

/** The pointer of the first key or string value holding a NUL (JSON can spell one as \u0000). */
function firstNul(value: unknown, pointer: string): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? pointer : undefined
  if (value === null || typeof value !== 'object') return undefined
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
    if (key.includes('\0')) return at
    const found = firstNul(item, at)
    if (found !== undefined) return found
  }
  return undefined
}
