/**
 * Writes schemas/types.ts, the TypeScript types of every input row and generated file, from the JSON
 * Schemas in schemas/. The schemas are the one source of truth; this file is never edited by hand.
 * `--check` writes nothing and exits 1 when schemas/types.ts is out of date.
 */
import { compile } from 'json-schema-to-typescript'
import { fs, path, argv } from 'zx'
import { schemaDir, inputSchemas, outputSchemas } from './schemas.ts'

export const typesFile = path.join(schemaDir, 'types.ts')

export async function renderTypes(): Promise<string> {
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
    bannerComment: '/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    maxItems: -1,
    style: { singleQuote: true, semi: false, printWidth: 110 },
  })
  return body
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await renderTypes()
  const current = await fs.readFile(typesFile, 'utf8').catch(() => '')
  if (argv.check) {
    if (current !== text) {
      console.error(`${path.relative(process.cwd(), typesFile)} is out of date: run npm run schemas`)
      process.exit(1)
    }
    console.log(`${path.relative(process.cwd(), typesFile)} is up to date`)
  } else {
    await fs.writeFile(typesFile, text)
    console.log(`wrote ${path.relative(process.cwd(), typesFile)}`)
  }
}
