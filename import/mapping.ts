/**
 * Reads a mapping file (a preset of import/presets/, or one given with --mapping): strict JSON, checked
 * against schemas/input/mapping.schema.json by ajv as every input is (common/schemas.ts), each problem
 * located at the line and column of the value it is about (common/json-places.ts, as the manifest's).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { validator } from '../common/schemas.ts'
import type { Problems, ProblemCode } from '../pipeline/problems.ts'
import { quote } from '../common/quote.ts'
import { decodeText, lineColumn } from '../common/text.ts'
import { placesOf, syntaxOf } from '../common/json-places.ts'
import type { ImportMapping } from '../schemas/generated/types.ts'

/** The presets shipped, by id: import/presets/<id>.json. */
export const presetIds = ['shopify', 'amazon-sales-tax', 'amazon-date-range', 'stripe-tax', 'stripe-payments', 'woocommerce', 'paypal', 'etsy', 'ebay'] as const
export type PresetId = (typeof presetIds)[number]

export const presetDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'presets')

export function presetPath(id: PresetId): string {
  return path.join(presetDir, `${id}.json`)
}

/** A mapping is a page of JSON: a larger file is refused unread. */
const MAX_BYTES = 1024 * 1024

/** The mapping of a file, or undefined with its problems added (shown as `display`). */
export function readMapping(display: string, file: string, problems: Problems): ImportMapping | undefined {
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    problems.add(display, 1, 1, code === 'ENOENT' ? 'FILE_NOT_FOUND' : code === 'EISDIR' ? 'NOT_A_FILE' : 'CANNOT_READ',
      `cannot read the mapping (${code ?? String(error)}); expected a mapping file (JSON, schemas/input/mapping.schema.json)`)
    return undefined
  }
  if (bytes.length > MAX_BYTES) {
    problems.add(display, 1, 1, 'FILE_TOO_LARGE', `the mapping is ${bytes.length} bytes; expected at most ${MAX_BYTES}`)
    return undefined
  }
  const decoded = decodeText(bytes)
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
  const places = placesOf(syntax.tree)
  const at = (pointer: string, part: 'key' | 'value' = 'value') => {
    const found = places.pointers.get(pointer)
    const offset = part === 'key' ? found?.key ?? found?.value : found?.value
    return offset === undefined ? { line: 1, column: 1 } : lineColumn(text, offset)
  }
  const before = problems.count
  for (const duplicate of places.duplicates) {
    const { line, column } = lineColumn(text, duplicate.offset)
    problems.add(display, line, column, 'DUPLICATE_KEY', `key ${quote(duplicate.key)} appears again in ${where(duplicate.parent)} (first at line ${lineColumn(text, duplicate.first).line}); expected each key once`)
  }
  const validate = validator('input/mapping.schema.json')
  if (!validate(syntax.data)) {
    // oneOf reports each branch's complaint; the branch the value names (refunds.from) is the one to tell.
    const errors = (validate.errors ?? []).filter((error) => !(error.keyword === 'oneOf' || (error.schemaPath.includes('/oneOf/') && !branchMatches(syntax.data, error))))
    for (const error of errors.length > 0 ? errors : validate.errors ?? []) {
      const description = (error.parentSchema as { description?: string } | undefined)?.description
      if (error.keyword === 'additionalProperties') {
        const extra = (error.params as { additionalProperty: string }).additionalProperty
        const { line, column } = at(`${error.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`, 'key')
        const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {}).join(', ')
        problems.add(display, line, column, 'UNKNOWN_KEY', `unknown key ${quote(extra)} in ${where(error.instancePath)}; expected only ${allowed}`)
      } else if (error.keyword === 'required') {
        const { line, column } = at(error.instancePath)
        problems.add(display, line, column, 'MISSING_KEY', `missing key "${(error.params as { missingProperty: string }).missingProperty}" in ${where(error.instancePath)}`)
      } else {
        const { line, column } = at(error.instancePath)
        problems.add(display, line, column, codeOf(error.keyword, error.data), `${where(error.instancePath)} ${quote(error.data)} is not valid; expected ${description ?? error.message}`)
      }
    }
    return undefined
  }
  const mapping = syntax.data as ImportMapping
  // What the schema cannot say: zones that exist, options that fit the format.
  const zone = (pointer: string, value: string | undefined) => {
    if (value === undefined || isZone(value)) return
    const { line, column } = at(pointer)
    problems.add(display, line, column, 'BAD_VALUE', `${where(pointer)} ${quote(value)} is not a time zone; expected an IANA zone such as "America/New_York" or "UTC"`)
  }
  zone('/date/zone', mapping.date.zone)
  zone('/date/takeIn', mapping.date.takeIn)
  const csvOnly = (key: 'header' | 'footer' | 'delimiter') => {
    if (mapping.input.format === 'csv' || mapping.input[key] === undefined) return
    const { line, column } = at(`/input/${key}`, 'key')
    problems.add(display, line, column, 'UNKNOWN_KEY', `input.${key} is for CSV files; expected no ${key} in a parquet mapping`)
  }
  csvOnly('header')
  csvOnly('footer')
  csvOnly('delimiter')
  if (mapping.input.format === 'csv' && mapping.input.files !== undefined) {
    const { line, column } = at('/input/files', 'key')
    problems.add(display, line, column, 'UNKNOWN_KEY', 'input.files is for Parquet files; expected no files in a csv mapping (each FILE is read as named)')
  }
  if (mapping.refunds?.from === 'column' && mapping.amount.from === 'everyRow') {
    const { line, column } = at('/refunds/from')
    problems.add(display, line, column, 'NOT_ONE_OF', 'refunds.from "column" reads a cumulative refund off an order\'s first row; expected it with amount.from "firstRow"')
  }
  return problems.count > before ? undefined : mapping
}

/** Whether a schema error under oneOf belongs to the branch whose `from` the value gives. */
function branchMatches(data: unknown, error: { schemaPath: string }): boolean {
  const from = (data as { refunds?: { from?: unknown } } | null)?.refunds?.from
  const branch = /\/oneOf\/(\d+)\//.exec(error.schemaPath)?.[1]
  return branch !== undefined && ['rows', 'column', 'status'][Number(branch)] === from
}

function codeOf(keyword: string, data: unknown): ProblemCode {
  if (data === '' || keyword === 'minItems' || keyword === 'minLength') return 'BLANK_VALUE'
  if (keyword === 'enum' || keyword === 'const') return 'NOT_ONE_OF'
  return 'BAD_VALUE'
}

export function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** A JSON pointer as messages name it: /amount/terms/0/column → amount.terms[0].column. */
function where(pointer: string): string {
  return pointer.slice(1).replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.') || 'the mapping'
}
