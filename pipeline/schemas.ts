/**
 * The schema files and the ajv instance that checks every input and output against them
 * (strict mode, all errors collected).
 */
import Ajv2020 from 'ajv/dist/2020.js'
import type { ValidateFunction, ErrorObject } from 'ajv'
import { fs, path } from 'zx'

export const schemaDir = path.resolve(import.meta.dirname, '../schemas')

export const inputSchemas = {
  study: 'input/study.schema.json',
  rates: 'input/rates.schema.json',
  defaultStatuses: 'input/default-statuses.schema.json',
  recommendations: 'input/recommendations.schema.json',
  revenue: 'input/revenue.schema.json',
  nexus: 'input/nexus.schema.json',
  thresholds: 'input/thresholds.schema.json',
} as const

export const outputSchemas = {
  overview: 'output/overview.schema.json',
  entityReport: 'output/entity-report.schema.json',
  consolidated: 'output/consolidated.schema.json',
  recommendations: 'output/recommendations.schema.json',
  findings: 'output/findings.schema.json',
  running: 'output/running.schema.json',
} as const

export type SchemaFile = (typeof inputSchemas)[keyof typeof inputSchemas] | (typeof outputSchemas)[keyof typeof outputSchemas]

let ajv: InstanceType<typeof Ajv2020> | undefined

function instance(): InstanceType<typeof Ajv2020> {
  if (ajv) return ajv
  ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true })
  const files = ['common.schema.json', ...Object.values(inputSchemas), ...Object.values(outputSchemas)]
  for (const file of files) ajv.addSchema(fs.readJsonSync(path.join(schemaDir, file)))
  return ajv
}

export function validator(file: SchemaFile): ValidateFunction {
  const validate = instance().getSchema(file)
  if (!validate) throw new Error(`no schema ${file}`)
  return validate
}

export type { ErrorObject }
