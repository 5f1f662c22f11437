/**
 * Writes what is generated from the JSON Schemas in schemas/: schemas/types.ts, the TypeScript types of
 * every input row and generated file, and schemas/validators.cjs, every schema compiled by ajv into
 * standalone validation code (pipeline/schemas.ts loads it). The schemas are the one source of truth;
 * neither file is ever edited by hand. `--check` writes nothing and exits 1 when either is out of date.
 */
import { compile } from 'json-schema-to-typescript'
import Ajv2020 from 'ajv/dist/2020.js'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { fs, path, argv } from 'zx'
import { ajvOptions, exportName, schemaFiles, inputSchemas, outputSchemas, validatorsFile } from './schemas.ts'
import { schemaDir } from './paths.ts'

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

/** Every input and output schema's validator as one CommonJS module, one export each (see exportName). */
export async function renderValidators(): Promise<string> {
  const ajv = new Ajv2020({ ...ajvOptions, code: { source: true, lines: true } })
  for (const file of schemaFiles) ajv.addSchema(await fs.readJson(path.join(schemaDir, file)))
  const exports = Object.fromEntries([...Object.values(inputSchemas), ...Object.values(outputSchemas)].map((file) => [exportName(file), file]))
  return `// Generated from schemas/*.schema.json by \`npm run schemas\` (ajv standalone code). Do not edit.\n${standaloneCode(ajv, exports)}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outputs = [
    { file: typesFile, text: await renderTypes() },
    { file: validatorsFile, text: await renderValidators() },
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
