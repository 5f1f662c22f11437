/**
 * npm run import -- PRESET FILE... --out transactions/CODE.csv [--time-zone ZONE] [--include-shipping]
 *   [--marketplace-sources ID,ID] [--report FILE] [--append]
 * or --mapping MAPPING.json in place of PRESET (docs/import.md). Exit 0 written, 1 problems in the
 * input (each at path:line:column, nothing written), 2 a mistake on the command line (the usage).
 */
import { parseArgs } from 'node:util'
import path from 'node:path'
import { Problems, formatProblem } from '../pipeline/problems.ts'
import { isZone, presetIds, presetPath, readMapping, type PresetId } from './mapping.ts'
import { reportText, runImport } from './run.ts'

const usage = `usage: npm run import -- PRESET FILE... --out transactions/CODE.csv [--time-zone ZONE] [--include-shipping]
         [--marketplace-sources ID,ID] [--report FILE] [--append]
       npm run import -- --mapping MAPPING.json FILE... --out transactions/CODE.csv [...]
PRESET: ${presetIds.join(', ')} (docs/import.md)`

export async function main(argv: readonly string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        mapping: { type: 'string' },
        'time-zone': { type: 'string' },
        'include-shipping': { type: 'boolean', default: false },
        'marketplace-sources': { type: 'string' },
        report: { type: 'string' },
        append: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    })
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(usage)
    return 0
  }
  const fail = (message: string) => {
    console.error(`${message}\n${usage}`)
    return 2
  }
  let files = positionals
  let mappingFile: string
  let mappingName: string
  if (values.mapping !== undefined) {
    mappingFile = values.mapping
    mappingName = path.basename(values.mapping)
  } else {
    const [preset, ...rest] = positionals
    if (preset === undefined) return fail('no PRESET given (or --mapping)')
    if (!(presetIds as readonly string[]).includes(preset)) return fail(`unknown preset "${preset}"`)
    mappingFile = presetPath(preset as PresetId)
    mappingName = preset
    files = rest
  }
  if (files.length === 0) return fail('no FILE given')
  if (values.out === undefined) return fail('no --out given')
  const zone = values['time-zone']
  if (zone !== undefined && !isZone(zone)) return fail(`--time-zone "${zone}" is not an IANA time zone (such as America/New_York)`)
  const sources = values['marketplace-sources']?.split(',').map((item) => item.trim()).filter((item) => item !== '') ?? []

  const problems = new Problems()
  const mapping = readMapping(values.mapping !== undefined ? values.mapping : path.relative(process.cwd(), mappingFile), mappingFile, problems)
  if (!mapping) {
    for (const problem of problems.list) console.error(formatProblem(problem))
    return 1
  }
  const outcome = await runImport({
    mapping,
    mappingName,
    files,
    out: values.out,
    options: { includeShipping: values['include-shipping'], marketplaceSources: sources, timeZone: zone },
    append: values.append,
    report: values.report,
  })
  for (const line of outcome.problems) console.error(line)
  if (outcome.exitCode !== 0) {
    console.error(`nothing written: ${outcome.problems.length} problem${outcome.problems.length === 1 ? '' : 's'}`)
    return outcome.exitCode
  }
  console.log(reportText(outcome.report!))
  return 0
}
