/**
 * Reads study.json, the manifest: checked against its schema, every problem located at the line and
 * column of the offending value.
 */
import { parse as parseWithPointers } from 'json-source-map'
import { fs } from 'zx'
import { validator } from '../schemas.ts'
import type { Problems } from '../problems.ts'
import type { StudyManifest } from '../../schemas/types.ts'

export interface Manifest {
  data: StudyManifest
  /** The line and column (1-based) of the value (or its key) at a JSON pointer, for messages about it. */
  locate(pointer: string, part?: 'key' | 'value'): { line: number; column: number }
}

export async function readManifest(display: string, absolute: string, problems: Problems): Promise<Manifest | undefined> {
  let text: string
  try {
    text = await fs.readFile(absolute, 'utf8')
  } catch (error) {
    problems.add(display, 1, 1, `cannot read the manifest (${(error as NodeJS.ErrnoException).code ?? error}); expected study.json in the study folder`)
    return undefined
  }
  text = text.replace(/^\uFEFF/, '')

  let parsed: ReturnType<typeof parseWithPointers>
  try {
    parsed = parseWithPointers(text)
  } catch (error) {
    const position = Number(/position (\d+)/.exec(String((error as Error).message))?.[1] ?? 0)
    const { line, column } = lineColumn(text, position)
    problems.add(display, line, column, `not valid JSON: ${(error as Error).message}`)
    return undefined
  }

  const locate = (pointer: string, part: 'key' | 'value' = 'value'): { line: number; column: number } => {
    const found = parsed.pointers[pointer]
    const at = part === 'key' ? found?.key ?? found?.value : found?.value
    return at ? { line: at.line + 1, column: at.column + 1 } : { line: 1, column: 1 }
  }

  const validate = validator('input/study.schema.json')
  if (!validate(parsed.data)) {
    for (const error of validate.errors ?? []) {
      const description = (error.parentSchema as { description?: string } | undefined)?.description
      if (error.keyword === 'additionalProperties') {
        const extra = (error.params as { additionalProperty: string }).additionalProperty
        const { line, column } = locate(`${error.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`, 'key')
        const allowed = Object.keys((error.parentSchema as { properties: object }).properties).join(', ')
        problems.add(display, line, column, `unknown key "${extra}"; expected only ${allowed}`)
      } else if (error.keyword === 'required') {
        const { line, column } = locate(error.instancePath)
        problems.add(display, line, column, `missing key "${(error.params as { missingProperty: string }).missingProperty}"`)
      } else {
        const { line, column } = locate(error.instancePath)
        const where = error.instancePath.slice(1).replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.') || 'the manifest'
        problems.add(display, line, column, `${where} ${JSON.stringify(error.data)} is not valid; expected ${description ?? error.message}`)
      }
    }
    return undefined
  }
  return { data: parsed.data as StudyManifest, locate }
}

function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position).split('\n')
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}
