/**
 * Writes what is generated from the JSON Schemas in schemas/ and committed: schemas/generated/types.ts,
 * the TypeScript types of every input row and generated file, and schemas/generated/values.ts, the
 * values each named enumeration allows and the columns of each CSV input. The schemas are the one
 * source of truth; neither file is ever edited by hand. `--check` writes nothing and exits 1 when
 * either is out of date. (The validators compiled from the same schemas are a cache, built by
 * common/schemas.ts on first use.)
 */
import { compile } from 'json-schema-to-typescript'
import { fs, path, argv } from 'zx'
import { inputSchemas, outputSchemas, schemaFiles } from '../common/schemas.ts'
import { schemaDir } from '../common/paths.ts'

const typesFile = path.join(schemaDir, 'generated', 'types.ts')
const valuesFile = path.join(schemaDir, 'generated', 'values.ts')

const banner = '/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit. */'

async function renderTypes(): Promise<string> {
  const files = [...Object.values(inputSchemas), ...Object.values(outputSchemas)]
  // One compile over a root that references every schema, so each shared definition is declared once.
  const root = {
    title: 'SchemaIndex',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(files.map((file) => [file, { $ref: file }])),
  }
  const body = await compile(root as never, 'SchemaIndex', {
    cwd: schemaDir,
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    maxItems: -1,
    style: { singleQuote: true, semi: false, printWidth: 110 },
  })
  return body
}

type Schema = { title?: string; enum?: unknown[]; type?: string; required?: string[]; properties?: Record<string, unknown> }

/** Every subschema of a schema, depth first, the schema itself first. */
function* subschemas(schema: unknown): Generator<Schema> {
  if (typeof schema !== 'object' || schema === null) return
  if (!Array.isArray(schema)) yield schema as Schema
  for (const value of Object.values(schema)) yield* subschemas(value)
}

/** A list of strings and nulls as TypeScript source, in single quotes as the rest of the code. */
function literal(values: readonly unknown[]): string {
  return `[${values.map((value) => (typeof value === 'string' ? `'${value.replace(/[\\']/g, '\\$&')}'` : JSON.stringify(value))).join(', ')}]`
}

/** A type's name as a list of its values: ThresholdType → thresholdTypes, JurisdictionStatus → jurisdictionStatuses. */
function listName(title: string): string {
  return `${title[0]!.toLowerCase()}${title.slice(1)}${title.endsWith('s') ? 'es' : 's'}`
}

/**
 * The runtime values of what types.ts declares as types: each enumeration with a title (so types.ts
 * names it) as the list of its values, and each CSV input's columns, the required ones in order, then
 * the optional ones (a file may add them in any order).
 */
async function renderValues(): Promise<string> {
  const lists = new Map<string, unknown[]>()
  const columns: string[] = []
  for (const file of schemaFiles) {
    const schema = await fs.readJson(path.join(schemaDir, file))
    for (const sub of subschemas(schema)) if (sub.title && sub.enum) lists.set(sub.title, sub.enum)
    if (file.startsWith('input/') && schema.type === 'object' && schema.required && schema.title?.endsWith('Row')) {
      const optional = Object.keys(schema.properties ?? {}).filter((name) => !schema.required.includes(name))
      columns.push(`  '${file}': { required: ${literal(schema.required)}, optional: ${literal(optional)} },`)
    }
  }
  const titles = [...lists.keys()].sort()
  return [
    banner,
    `import type { ${titles.join(', ')} } from './types.ts'`,
    '',
    ...titles.map((title) => `export const ${listName(title)} = ${literal(lists.get(title)!)} as const satisfies readonly ${title}[]`),
    '',
    '/** Each CSV input\'s header by its schema: the columns it requires, in order, then those it may add in any order. */',
    'export const csvColumns = {',
    ...columns,
    '} as const',
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outputs = [
    { file: typesFile, text: await renderTypes() },
    { file: valuesFile, text: await renderValues() },
  ]
  let stale = false
  for (const { file, text } of outputs) {
    const shown = path.relative(process.cwd(), file)
    const current = await fs.readFile(file, 'utf8').catch(() => '')
    if (argv.check) {
      if (current === text) console.log(`${shown} is up to date`)
      else {
        console.error(`${shown} is out of date: run npm run schemas`)
        stale = true
      }
    } else {
      await fs.writeFile(file, text)
      console.log(`wrote ${shown}`)
    }
  }
  if (stale) process.exit(1)
}
