/**
 * Writes what is generated from the JSON Schemas in schemas/ and committed: schemas/generated/types.ts,
 * the TypeScript types of every input row and generated file. The schemas are the one source of truth;
 * the file is never edited by hand. `--check` writes nothing and exits 1 when it is out of date. (The
 * validators compiled from the same schemas are a cache, built by pipeline/schemas.ts on first use.)
 */
import { compile } from 'json-schema-to-typescript'
import { fs, path, argv } from 'zx'
import { inputSchemas, outputSchemas } from './schemas.ts'
import { schemaDir } from './paths.ts'

export const typesFile = path.join(schemaDir, 'generated', 'types.ts')

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
  const outputs = [
    { file: typesFile, text: await renderTypes() },
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
