/**
 * The schema files, and the validators that check every input and output against them: compiled by ajv
 * (strict mode, all errors collected, verbose) into schemas/validators.cjs by `npm run schemas`, so a
 * run loads compiled code rather than loading ajv and compiling every schema at each start (half a
 * second of a run, whatever the study's size).
 */
import { createRequire } from 'node:module'
import type { ValidateFunction, ErrorObject } from 'ajv'
import path from 'node:path'
import { schemaDir } from './paths.ts'

export const inputSchemas = {
  study: 'input/study.schema.json',
  rates: 'input/rates.schema.json',
  defaultStatuses: 'input/default-statuses.schema.json',
  recommendations: 'input/recommendations.schema.json',
  revenue: 'input/revenue.schema.json',
  nexus: 'input/nexus.schema.json',
  thresholds: 'input/thresholds.schema.json',
  fx: 'input/fx.schema.json',
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
} as const

export type SchemaFile = (typeof inputSchemas)[keyof typeof inputSchemas] | (typeof outputSchemas)[keyof typeof outputSchemas]

/** Every schema file, the shared definitions first. */
export const schemaFiles = ['common.schema.json', ...Object.values(inputSchemas), ...Object.values(outputSchemas)] as const

/** The options every validator is compiled with. */
export const ajvOptions = { strict: true, allErrors: true, verbose: true } as const

export const validatorsFile = path.join(schemaDir, 'validators.cjs')

/** The name a schema's validator is exported under in validators.cjs ('input/nexus.schema.json' → 'input_nexus'). */
export function exportName(file: SchemaFile): string {
  return file.replace(/\.schema\.json$/, '').replace(/[^A-Za-z0-9]+/g, '_')
}

let compiled: Record<string, ValidateFunction | undefined> | undefined

export function validator(file: SchemaFile): ValidateFunction {
  compiled ??= createRequire(import.meta.url)(validatorsFile) as Record<string, ValidateFunction | undefined>
  const validate = compiled[exportName(file)]
  if (!validate) throw new Error(`no validator for ${file} in ${path.relative(process.cwd(), validatorsFile)}: run npm run schemas`)
  return validate
}

export type { ErrorObject }
