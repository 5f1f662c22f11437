/**
 * The schema files, and the validators that check every input and output against them, compiled by ajv
 * (strict mode, all errors collected, verbose) into standalone code so that a run need not load ajv and
 * compile every schema. That code is a cache (docs/generated-files.md): built on first use after a schema
 * changes into node_modules/.cache/nexus-validators/<hash of the schemas, this module and
 * ajv's version>.cjs,
 * never committed; where that folder cannot be written, ajv compiles the schemas in memory at every run.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { default as Ajv2020Type, ValidateFunction, ErrorObject } from 'ajv/dist/2020.js'
import path from 'node:path'
import { repoRoot, schemaDir } from './paths.ts'
import { buildingPath, cachePath, removeStale, writable } from './cache.mjs'

export const inputSchemas = {
  study: 'input/study.schema.json',
  rates: 'input/rates.schema.json',
  defaultStatuses: 'input/default-statuses.schema.json',
  recommendations: 'input/recommendations.schema.json',
  revenue: 'input/revenue.schema.json',
  nexus: 'input/nexus.schema.json',
  thresholds: 'input/thresholds.schema.json',
  fx: 'input/fx.schema.json',
  lawReturns: 'input/law-returns.schema.json',
  lawInterest: 'input/law-interest.schema.json',
  lawPenalties: 'input/law-penalties.schema.json',
  lawDisclosure: 'input/law-disclosure.schema.json',
  lawMarketplace: 'input/law-marketplace.schema.json',
  mapping: 'input/mapping.schema.json',
} as const

export const outputSchemas = {
  overview: 'output/overview.schema.json',
  entityReport: 'output/entity-report.schema.json',
  consolidated: 'output/consolidated.schema.json',
  recommendations: 'output/recommendations.schema.json',
  findings: 'output/findings.schema.json',
  running: 'output/running.schema.json',
  entityExposure: 'output/entity-exposure.schema.json',
  exposure: 'output/exposure.schema.json',
  international: 'output/international.schema.json',
  plan: 'output/plan.schema.json',
  rates: 'output/rates.schema.json',
} as const

export type SchemaFile = (typeof inputSchemas)[keyof typeof inputSchemas] | (typeof outputSchemas)[keyof typeof outputSchemas]

/** Every schema with a validator of its own. */
const validated: readonly SchemaFile[] = [...Object.values(inputSchemas), ...Object.values(outputSchemas)]

/** Every schema file, the shared definitions first. */
export const schemaFiles = ['common.schema.json', ...validated] as const

/** The options every validator is compiled with. */
const ajvOptions = { strict: true, allErrors: true, verbose: true } as const

/** The name a schema's validator is exported under in the compiled code ('input/nexus.schema.json' → 'input_nexus'). */
export function exportName(file: SchemaFile): string {
  return file.replace(/\.schema\.json$/, '').replace(/[^A-Za-z0-9]+/g, '_')
}

const require = createRequire(import.meta.url)

/** ajv with every schema added, loaded only when the compiled code must be built. */
function ajvWithSchemas(code?: { source: true; lines: true }): Ajv2020Type {
  const Ajv2020 = (require('ajv/dist/2020.js') as { default: typeof Ajv2020Type }).default
  const ajv = new Ajv2020({ ...ajvOptions, ...(code && { code }) })
  for (const file of schemaFiles) ajv.addSchema(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')))
  return ajv
}

/** Every input and output schema's validator as one CommonJS module of standalone code, one export each. */
function renderValidators(): string {
  const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: (ajv: Ajv2020Type, refs: Record<string, string>) => string }).default
  const exports = Object.fromEntries(validated.map((file) => [exportName(file), file]))
  return `// Generated from schemas/*.schema.json by pipeline/schemas.ts (ajv standalone code), a cache. Do not edit.\n${standaloneCode(ajvWithSchemas({ source: true, lines: true }), exports)}\n`
}

/** The compiled code's name in the cache: a hash of what it is built from (the schemas, this module, ajv). */
function validatorsName(): string {
  const hash = createHash('sha256')
  hash.update(`ajv ${(require('ajv/package.json') as { version: string }).version}\n`)
  const sources = [path.join(repoRoot, 'pipeline', 'schemas.ts'), ...schemaFiles.map((file) => path.join(schemaDir, file))]
  for (const file of sources) hash.update(`${path.relative(repoRoot, file)}\n`).update(readFileSync(file)).update('\n')
  return `${hash.digest('hex').slice(0, 16)}.cjs`
}

/** Every validator by its export name: the cached compiled code, built first if need be. */
function loadValidators(): Record<string, ValidateFunction | undefined> {
  const folder = cachePath(repoRoot, 'nexus-validators')
  const name = validatorsName()
  const file = path.join(folder, name)
  if (!existsSync(file)) {
    if (!writable(folder)) {
      const ajv = ajvWithSchemas()
      return Object.fromEntries(validated.map((schema) => [exportName(schema), ajv.getSchema(schema)]))
    }
    // Renamed into place whole, so runs started together never read half of it; theirs is identical.
    const building = buildingPath(file)
    try {
      writeFileSync(building, renderValidators())
      renameSync(building, file)
    } finally {
      rmSync(building, { force: true })
    }
    removeStale(folder, name)
  }
  return require(file) as Record<string, ValidateFunction | undefined>
}

let compiled: Record<string, ValidateFunction | undefined> | undefined

export function validator(file: SchemaFile): ValidateFunction {
  compiled ??= loadValidators()
  const validate = compiled[exportName(file)]
  if (!validate) throw new Error(`no validator for ${file}`)
  return validate
}

export type { ErrorObject }
