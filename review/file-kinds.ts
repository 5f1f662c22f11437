/**
 * Which schema each generated file answers to, read from the output schemas themselves: each one's
 * description begins with the file it describes ("generated/entities/<CODE>.json: …"), so a schema added
 * to common/schemas.ts for a new output (exposure/<CODE>.json, say) is checked by the review with no
 * change here. A file that no schema names is still compared, never refused: as JSON when its name ends
 * in .json, else as text.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { outputSchemas, type SchemaFile } from '../common/schemas.ts'
import { schemaDir } from '../common/paths.ts'

export interface FileKind {
  schema: SchemaFile
  /** The file as the schema names it: "entities/<CODE>.json". */
  named: string
  pattern: RegExp
}

/** The generated file a schema's description names ("generated/running/<CODE>.json: …" → running/<CODE>.json). */
export function namedFile(description: unknown): string | undefined {
  return typeof description === 'string' ? /^generated\/(\S+?):\s/.exec(description)?.[1] : undefined
}

let kinds: FileKind[] | undefined

/** Every output schema with the files it describes; throws for a schema whose description names none. */
export function fileKinds(): FileKind[] {
  kinds ??= Object.values(outputSchemas).map((schema) => {
    const { description } = JSON.parse(readFileSync(path.join(schemaDir, schema), 'utf8')) as { description?: unknown }
    const named = namedFile(description)
    if (!named) throw new Error(`schemas/${schema}: its description must begin with the file it describes ("generated/<path>: …")`)
    // A placeholder (<CODE>) stands for one path segment.
    const pattern = named.split(/<[A-Z]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')
    return { schema, named, pattern: new RegExp(`^${pattern}$`) }
  })
  return kinds
}

export function kindOf(file: string): FileKind | undefined {
  return fileKinds().find((kind) => kind.pattern.test(file))
}
