/**
 * The marker `.nexus-study-output`, written last into every out folder: its first line says the
 * pipeline wrote the folder, and each line after the blank one records a file the run wrote there as
 * `file size sha256`, so that a later run replaces the folder only while every file in it is, byte for
 * byte, one the pipeline wrote: a marker copied into a folder of one's own vouches for nothing of it,
 * not even a file under a name it lists. It is committed in generated/, so it is deterministic: the files
 * one a line, sorted, each with its size in bytes and the SHA-256 of its bytes.
 *
 * The markers of older versions (generated/ as older commits hold it) record no content: one lists the
 * files by name, the oldest lists none and stands for the files those versions wrote. They vouch only for
 * a file that parses as JSON and passes its own output schema (the schema a file of its name answers to,
 * outputSchemaOf), so a user's file under such a name is not taken for the pipeline's.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { lstat, type FileHandle } from 'node:fs/promises'
import type { BigIntStats } from 'node:fs'
import { OUT_MARKER } from '../../common/paths.ts'
import { outputSchemas, validator } from '../../common/schemas.ts'
import { openRegular, readRegular } from './regular.ts'

export const MARKER = OUT_MARKER
const SIGNATURE = 'This folder is written by `npm run pipeline` (nexus-study) and replaced whole on every run.'
const HASHED = 'Below, every file it wrote here, with its size in bytes and its SHA-256: it refuses to replace the folder while it holds anything else, or any of them changed.'

/** A file as a run wrote it: where, how many bytes, and the SHA-256 of those bytes (hex). */
export interface Recorded {
  file: string
  bytes: number
  sha256: string
}

export function markerText(files: Iterable<Recorded>): string {
  const sorted = [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
  return `${SIGNATURE}\n${HASHED}\n\n${sorted.map(({ file, bytes, sha256 }) => `${file} ${bytes} ${sha256}\n`).join('')}`
}

/** A file's record from its text, as a run that wrote it records it. */
export function recordOf(file: string, text: string): Recorded {
  return { file, bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') }
}

/** The SHA-256 of text fed in pieces, and the bytes fed: what a run records of a file as it writes or compares it. */
export class Recording {
  private readonly hash = createHash('sha256')
  private bytes = 0

  constructor(private readonly file: string) {}

  add(text: string | Buffer): void {
    this.hash.update(text)
    this.bytes += typeof text === 'string' ? Buffer.byteLength(text) : text.length
  }

  done(): Recorded {
    return { file: this.file, bytes: this.bytes, sha256: this.hash.digest('hex') }
  }
}

/**
 * The marker of the versions before markers listed files (generated/ as git checks out an older commit
 * holds it). It stands for what those versions wrote, and nothing else: the study files (international.json
 * and exposure.json among them, which the last of those versions wrote) and one report, running measure
 * and exposure per entity code.
 */
const UNLISTED = `${SIGNATURE}
Keep nothing else in it: the pipeline replaces a folder that is not empty only when this file is in it.
`
const WRITTEN_BEFORE_LISTS = /^(?:(?:overview|consolidated|recommendations|findings|international|exposure)\.json|(?:entities|running|exposure)\/[A-Z0-9]{1,4}\.json)$/
/** The second line of the marker of the versions that listed files by name only. */
const LISTED = 'Below, every file it wrote here: it refuses to replace the folder while it holds anything else.'

/** A marker is a few hundred kB for the largest study allowed; anything much larger is not one. */
const MAX_MARKER_BYTES = 16 * 1024 * 1024

/** Why a regular file of a folder is not one its marker vouches for; undefined when it is. */
export type Vouch = (file: string) => Promise<string | undefined>

/** What a folder's marker vouches for (see the module's comment); undefined when it has no marker of the pipeline's. */
export async function markerOf(dir: string): Promise<Vouch | undefined> {
  const text = await readRegular(path.join(dir, MARKER), MAX_MARKER_BYTES)
  if (text === undefined || !text.startsWith(`${SIGNATURE}\n`)) return undefined
  const unlisted = `its ${MARKER} does not list it`
  if (text === UNLISTED) return async (file) => (WRITTEN_BEFORE_LISTS.test(file) ? passesSchema(dir, file) : unlisted)
  const blank = text.indexOf('\n\n')
  if (blank < 0 || !text.endsWith('\n')) return undefined
  const header = text.slice(SIGNATURE.length + 1, blank)
  const lines = text.slice(blank + 2, -1).split('\n').filter((line) => line !== '')
  if (header === LISTED) {
    const listed = new Set(lines)
    return async (file) => (listed.has(file) ? passesSchema(dir, file) : unlisted)
  }
  if (header !== HASHED) return undefined
  const records = new Map<string, Recorded>()
  for (const line of lines) {
    const match = /^(\S+) (0|[1-9][0-9]{0,14}) ([0-9a-f]{64})$/.exec(line)
    if (!match) return undefined
    records.set(match[1]!, { file: match[1]!, bytes: Number(match[2]), sha256: match[3]! })
  }
  return async (file) => {
    const record = records.get(file)
    return record ? sameBytes(path.join(dir, file), record) : unlisted
  }
}

/**
 * The SHA-256 of files read this run, by what identifies a file's content without reading it: device,
 * inode, size and the times of its last write and change. A run checks its out folder when it begins,
 * again just before the swap, and the replaced folder once more before removing it; the files unchanged
 * since are not read again.
 */
const hashed = new Map<string, string>()
/** A file is remembered only when it had not changed for this long before it was read, so that any later change shows in its change time, however coarse the file system's clock. */
const SETTLED_NS = 2_000_000_000n

const identity = (stat: BigIntStats) => `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`

/** Why the regular file at `full` is not the one recorded; undefined when it is, byte for byte. */
export async function sameBytes(full: string, record: Recorded): Promise<string | undefined> {
  const differs = (sha256: string) => (sha256 === record.sha256 ? undefined : 'its bytes are not the ones the pipeline wrote there (another SHA-256)')
  // Known by its identity (lstat does not follow a link), it is not read again.
  const known = await lstat(full, { bigint: true }).then((stat) => (stat.isFile() && stat.size === BigInt(record.bytes) ? hashed.get(identity(stat)) : undefined), () => undefined)
  if (known !== undefined) return differs(known)
  const handle = await openRegular(full)
  if (!handle) return 'it is not a regular file'
  try {
    const stat = await handle.stat({ bigint: true })
    if (stat.size !== BigInt(record.bytes)) return `it is ${stat.size} bytes, not the ${record.bytes} the pipeline wrote there`
    const reading = BigInt(Date.now()) * 1_000_000n
    const sha256 = await sha256Of(handle)
    if (reading - stat.ctimeNs > SETTLED_NS) hashed.set(identity(stat), sha256)
    return differs(sha256)
  } catch {
    return 'it cannot be read'
  } finally {
    await handle.close()
  }
}

async function sha256Of(handle: FileHandle): Promise<string> {
  const hash = createHash('sha256')
  const buffer = Buffer.allocUnsafe(1 << 20)
  for (let position = 0; ;) {
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position)
    if (bytesRead === 0) return hash.digest('hex')
    hash.update(buffer.subarray(0, bytesRead))
    position += bytesRead
  }
}

/** The largest file an older marker's schema check reads: JSON.parse takes a string of at most about this many characters. */
const MAX_CHECKED_BYTES = 256 * 1024 * 1024

/** A file an older marker names: vouched for only when it parses as JSON and passes its own output schema. */
async function passesSchema(dir: string, file: string): Promise<string | undefined> {
  const older = `its ${MARKER} is an older one, which records no bytes to compare, and`
  const schema = outputSchemaOf(file)
  if (!schema) return `${older} no output schema describes a file of that name`
  const text = await readRegular(path.join(dir, file), MAX_CHECKED_BYTES)
  if (text === undefined) return `${older} it is not a regular file of at most ${MAX_CHECKED_BYTES / 1024 / 1024} MB`
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return `${older} it is not JSON`
  }
  const validate = validator(schema)
  if (validate(data)) return undefined
  const [first] = validate.errors ?? []
  const why = first ? `${first.instancePath || '/'} ${first.message ?? 'is not valid'}` : 'it is not valid'
  return `${older} it does not pass ${schema} (${why.length > 120 ? `${why.slice(0, 120)}…` : why})`
}

/**
 * The output schema a file of the out folder answers to: a file of a folder by its folder (entities/,
 * running/, exposure/), a study-level file by its name (schemas/output/<name>.schema.json), so that
 * rates.json and plan.json are covered as overview.json is. Older markers only name files of these kinds.
 */
export function outputSchemaOf(file: string): (typeof outputSchemas)[keyof typeof outputSchemas] | undefined {
  const perEntity: Record<string, (typeof outputSchemas)[keyof typeof outputSchemas]> = {
    entities: outputSchemas.entityReport,
    running: outputSchemas.running,
    exposure: outputSchemas.entityExposure,
  }
  const match = /^(?:([a-z]+)\/)?([A-Za-z0-9-]+)\.json$/.exec(file)
  if (!match) return undefined
  const [, folder, name] = match
  if (folder !== undefined) return Object.hasOwn(perEntity, folder) ? perEntity[folder] : undefined
  return Object.values(outputSchemas).find((schema) => schema === `output/${name}.schema.json`)
}
