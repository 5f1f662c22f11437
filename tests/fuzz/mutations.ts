/**
 * The named mutation kinds the fuzzer applies to a copy of a study (seeds.ts). Each works on whatever the
 * earlier mutations of the same mutant left (a file may already be gone or no longer JSON) and returns a
 * one-line description for the reproducer's README. Files are handled as latin1 strings so that every
 * byte survives, valid UTF-8 or not. Hazard kinds (a link to /dev/zero, a FIFO) would hang or exhaust
 * an in-process run, so only the script uses them, through the CLI with a timeout.
 */
import { execFileSync } from 'node:child_process'
import { cp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { hostileValues } from './hostile.ts'
import { regularFiles } from './files.ts'
import { outMutationKinds } from './out-mutations.ts'
import type { Random } from './random.ts'

export interface MutantDirs {
  /** The mutant's temporary folder: holds the study and what lies outside it. */
  root: string
  study: string
  outside: string
  /** The folder holding the out folder the CLI writes (`generated` in it), a previous good run's copy. */
  outParent: string
  out: string
  /** The good run's out folder itself, for the out-folder kinds to copy from: '' where there is none. */
  good: string
  /** What the out-folder kinds (out-mutations.ts) expect of the CLI's run. */
  expect: OutExpectations
}

export interface OutExpectations {
  /** An out-folder kind changed the out folder or what lies beside it: the CLI runs against it as it is. */
  outMutated: boolean
  /** Files of the user's, relative to outParent, with their SHA-256: each must outlive the run byte for byte. */
  precious: Map<string, string>
  /** The out folder or its lock path holds a file of the user's: the run must be refused (exit 2). */
  refused: boolean
}

export interface MutationKind {
  name: string
  /** Relative frequency. */
  weight: number
  /** Only through the CLI with a timeout: reading it in-process may never end. */
  hazard?: boolean
  /** Works on the out folder (out-mutations.ts), not the study: drawn apart, only when the campaign's outFolder is on. */
  out?: boolean
  apply(dirs: MutantDirs, random: Random): Promise<string>
}

/** Text that must never be quoted back to the user: the content of a file outside the study. */
export const OUTSIDE_SENTINEL = 'FUZZ-SENTINEL-OUTSIDE-7f3a'

const MANIFEST = 'study.json'

const csvFiles = async (study: string) => (await regularFiles(study)).filter((file) => file.endsWith('.csv'))

/** Folders of the study, relative, sorted (none when it holds only files). */
async function folders(study: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(study, prefix), { withFileTypes: true }).catch(() => [])
  const found: string[] = []
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory()) continue
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    found.push(relative, ...await folders(study, relative))
  }
  return found
}

const read = async (dirs: MutantDirs, file: string) => (await readFile(path.join(dirs.study, file))).toString('latin1')
const write = (dirs: MutantDirs, file: string, latin1: string) => writeFile(path.join(dirs.study, file), Buffer.from(latin1, 'latin1'))
const latin1 = (bytes: Buffer) => bytes.toString('latin1')

/** A short, printable form of a value for descriptions. */
function shown(value: string): string {
  const visible = JSON.stringify(value)
  return visible.length > 60 ? `${visible.slice(0, 40)}…(${value.length} chars)` : visible
}

/** Applies an edit to one CSV picked at random; a study with no CSV left is left alone. */
function onCsv(edit: (text: string, random: Random) => { text: string; what: string } | undefined) {
  return async (dirs: MutantDirs, random: Random): Promise<string> => {
    const files = await csvFiles(dirs.study)
    if (files.length === 0) return 'no CSV left; nothing done'
    const file = random.pick(files)
    const result = edit(await read(dirs, file), random)
    if (!result) return `${file}: nothing to change`
    await write(dirs, file, result.text)
    return `${file}: ${result.what}`
  }
}

/** Applies an edit to any regular file, the manifest included. */
function onAnyFile(edit: (text: string, random: Random) => { text: string; what: string }) {
  return async (dirs: MutantDirs, random: Random): Promise<string> => {
    const files = await regularFiles(dirs.study)
    if (files.length === 0) return 'no file left; nothing done'
    const file = random.pick(files)
    const result = edit(await read(dirs, file), random)
    await write(dirs, file, result.text)
    return `${file}: ${result.what}`
  }
}

interface Table {
  lines: string[]
  /** The line ending each line had (the last line may have none). */
  endings: string[]
}

function table(text: string): Table {
  const lines: string[] = []
  const endings: string[] = []
  for (const match of text.matchAll(/([^\n]*?)(\r?\n|$)/g)) {
    if (match[0] === '' && match.index === text.length) break
    lines.push(match[1] ?? '')
    endings.push(match[2] ?? '')
  }
  return { lines, endings }
}

const joined = ({ lines, endings }: Table) => lines.map((line, index) => line + (endings[index] ?? '')).join('')
const fields = (line: string) => line.split(',')
const ending = (t: Table) => t.endings.find((e) => e !== '') ?? '\n'

/** A hostile value as it lands in a CSV field: RFC 4180-quoted when needed, most of the time. */
function hostileField(random: Random): { value: string; label: string } {
  const hostile = random.pick(hostileValues)
  let value = latin1(hostile.bytes)
  if (/[",\r\n]/.test(value) && random.chance(0.7)) value = `"${value.replaceAll('"', '""')}"`
  return { value, label: hostile.label }
}

const dataRow = (t: Table, random: Random) => (t.lines.length > 1 ? random.int(1, t.lines.length - 1) : undefined)

async function outsideFile(dirs: MutantDirs): Promise<string> {
  const file = path.join(dirs.outside, 'secret.csv')
  await mkdir(dirs.outside, { recursive: true })
  await writeFile(file, `${OUTSIDE_SENTINEL},first line of a private file\n${OUTSIDE_SENTINEL},second line\n`)
  return file
}

/** Replaces path (a file or folder of the study) by a symlink whose target is relative when it lies in the mutant folder. */
async function replaceBySymlink(dirs: MutantDirs, relative: string, target: string): Promise<void> {
  const link = path.join(dirs.study, relative)
  await rm(link, { recursive: true, force: true })
  await mkdir(path.dirname(link), { recursive: true })
  const inside = !path.relative(dirs.root, target).startsWith('..')
  await symlink(inside ? path.relative(path.dirname(link), target) : target, link)
}

// ---- manifest helpers ----

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What an edit did, and the manifest's text when it writes its own rather than the edited value's. */
type Edited = string | { what: string; text: string }

/** Edits the parsed manifest; when it is no longer JSON (or gone) the mutation does nothing. */
function onManifest(edit: (manifest: JsonObject, random: Random, dirs: MutantDirs) => Promise<Edited> | Edited) {
  return async (dirs: MutantDirs, random: Random): Promise<string> => {
    let manifest: Json
    try {
      manifest = JSON.parse(await readFile(path.join(dirs.study, MANIFEST), 'utf8')) as Json
    } catch {
      return `${MANIFEST} missing or not JSON; nothing done`
    }
    if (!isObject(manifest)) return `${MANIFEST} not an object; nothing done`
    const edited = await edit(manifest, random, dirs)
    let written: { what: string; text: string }
    try {
      written = typeof edited === 'string' ? { what: edited, text: JSON.stringify(manifest, null, 2) } : edited
    } catch (error) {
      // A manifest an earlier mutation nested thousands of levels deep parses (JSON.parse does not
      // recurse) but JSON.stringify runs out of stack on it: leave the file as that mutation wrote it.
      if (error instanceof RangeError) return `${MANIFEST} nested too deep to write back; nothing done`
      throw error
    }
    const { what, text } = written
    await writeFile(path.join(dirs.study, MANIFEST), `${text}\n`)
    return `${MANIFEST}: ${what}`
  }
}

/** Every object in the manifest with its JSON pointer: the root, product, exposure, each entity. */
function objects(manifest: JsonObject): Array<{ pointer: string; object: JsonObject }> {
  const found: Array<{ pointer: string; object: JsonObject }> = [{ pointer: '', object: manifest }]
  if (isObject(manifest.product)) found.push({ pointer: '/product', object: manifest.product })
  if (isObject(manifest.exposure)) found.push({ pointer: '/exposure', object: manifest.exposure })
  if (Array.isArray(manifest.entities)) {
    manifest.entities.forEach((entity, index) => {
      if (isObject(entity)) found.push({ pointer: `/entities/${index}`, object: entity })
    })
  }
  return found
}

const PATH_KEYS = ['rates', 'defaultStatuses', 'recommendations', 'thresholds', 'fx', 'revenue', 'nexus', 'transactions', 'daily']

/** Keys that hold a path, with the object holding them. */
function pathSlots(manifest: JsonObject): Array<{ pointer: string; object: JsonObject; key: string }> {
  return objects(manifest).flatMap(({ pointer, object }) =>
    Object.keys(object).filter((key) => PATH_KEYS.includes(key)).map((key) => ({ pointer, object, key })))
}

function anySlot(manifest: JsonObject, random: Random): { pointer: string; object: JsonObject; key: string } | undefined {
  const slots = objects(manifest).flatMap(({ pointer, object }) => Object.keys(object).map((key) => ({ pointer, object, key })))
  return slots.length > 0 ? random.pick(slots) : undefined
}

function otherType(value: Json | undefined, random: Random): Json {
  const candidates: Json[] = [null, true, 0, -1, 2024.5, 1e308, '', 'text', [], [1, 'two'], {}, { nested: { deeper: [] } }]
  const different = candidates.filter((candidate) => typeof candidate !== typeof value || Array.isArray(candidate) !== Array.isArray(value))
  return random.pick(different.length > 0 ? different : candidates)
}

/** Entity codes in order: A..Z, then AA.., unique up to 4 capitals. */
function code(index: number): string {
  let text = ''
  let n = index
  do {
    text = String.fromCharCode(65 + (n % 26)) + text
    n = Math.floor(n / 26) - 1
  } while (n >= 0)
  return text
}

// ---- the kinds ----

export const mutationKinds: readonly MutationKind[] = [
  {
    name: 'byte-flip', weight: 3,
    apply: onAnyFile((text, random) => {
      const bytes = [...text]
      const flips: number[] = []
      for (let i = random.int(1, 4); i > 0 && bytes.length > 0; i--) {
        const at = random.int(0, bytes.length - 1)
        bytes[at] = String.fromCharCode((bytes[at] ?? ' ').charCodeAt(0) ^ (1 << random.int(0, 7)))
        flips.push(at)
      }
      return { text: bytes.join(''), what: `bit flipped at byte ${flips.join(', ') || '(empty file)'}` }
    }),
  },
  {
    name: 'byte-insert', weight: 3,
    apply: onAnyFile((text, random) => {
      const at = random.int(0, text.length)
      const interesting = [0x00, 0x22, 0x2c, 0x0a, 0x0d, 0x7f, 0xc3, 0xff, 0x7b, 0x5c]
      const count = random.int(1, 4)
      const inserted = Array.from({ length: count }, () =>
        String.fromCharCode(random.chance(0.5) ? random.pick(interesting) : random.int(0, 255))).join('')
      return { text: text.slice(0, at) + inserted + text.slice(at), what: `inserted ${shown(inserted)} at byte ${at}` }
    }),
  },
  {
    name: 'byte-delete', weight: 3,
    apply: onAnyFile((text, random) => {
      const at = random.int(0, Math.max(0, text.length - 1))
      const count = random.int(1, 8)
      return { text: text.slice(0, at) + text.slice(at + count), what: `deleted ${count} bytes at byte ${at}` }
    }),
  },
  {
    name: 'hostile-field', weight: 8,
    apply: onCsv((text, random) => {
      const t = table(text)
      const row = dataRow(t, random)
      if (row === undefined) return undefined
      const cells = fields(t.lines[row] ?? '')
      const column = random.int(0, cells.length - 1)
      const { value, label } = hostileField(random)
      cells[column] = value
      t.lines[row] = cells.join(',')
      return { text: joined(t), what: `line ${row + 1} field ${column + 1} replaced by ${label}` }
    }),
  },
  {
    name: 'hostile-amount-rows', weight: 2,
    // Several rows at once, so that sums of individually valid amounts overflow.
    apply: onCsv((text, random) => {
      const t = table(text)
      if (t.lines.length < 3) return undefined
      // 999999999999.99 is the largest one amount may be: a few rows of it go beyond the study's dated sales.
      const value = random.pick(['90000000000000.00', '45035996273704.96', '9007199254740.99', '99999999999999.99', '999999999999.99', '-999999999999.99'])
      const column = random.int(0, fields(t.lines[0] ?? '').length - 1)
      for (let row = 1; row < t.lines.length; row++) {
        const cells = fields(t.lines[row] ?? '')
        if (cells.length > column) cells[column] = value
        t.lines[row] = cells.join(',')
      }
      return { text: joined(t), what: `every row's field ${column + 1} set to ${value}` }
    }),
  },
  {
    name: 'date-loose', weight: 2,
    // A date cell (a transactions or daily file's, an export's, thresholds.csv's) written another way
    // that a lenient date reader would still take for a day.
    apply: onCsv((text, random) => {
      const t = table(text)
      const cells = t.lines.flatMap((line, row) => fields(line).map((cell, column) => ({ row, column, cell })))
        .filter(({ row, cell }) => row > 0 && /^"?[0-9]{4}-[0-9]{2}-[0-9]{2}"?$/.test(cell))
      if (cells.length === 0) return undefined
      const { row, column, cell } = random.pick(cells)
      const date = cell.replaceAll('"', '')
      const [year, month, day] = date.split('-') as [string, string, string]
      const loose = random.pick([
        `${year}-${Number(month)}-${Number(day)}`, `${year}/${month}/${day}`, `${date} BC`, `${date} 12:34:56`, `${date}T00:00:00Z`,
        ` ${date}`, `${date} `, `0${date}`, `${year}${month}${day}`, 'infinity', '-infinity', 'epoch', `${year}-02-30`, `${year}-13-01`,
      ])
      const changed = fields(t.lines[row] ?? '')
      changed[column] = loose
      t.lines[row] = changed.join(',')
      return { text: joined(t), what: `line ${row + 1} field ${column + 1} ${shown(cell)} written ${shown(loose)}` }
    }),
  },
  {
    name: 'unclosed-quote', weight: 2,
    apply: onCsv((text, random) => {
      const t = table(text)
      const row = random.int(0, t.lines.length - 1)
      const cells = fields(t.lines[row] ?? '')
      const column = random.int(0, cells.length - 1)
      cells[column] = `"${cells[column] ?? ''}`
      t.lines[row] = cells.join(',')
      return { text: joined(t), what: `quote opened and not closed at line ${row + 1} field ${column + 1}` }
    }),
  },
  {
    name: 'row-duplicate', weight: 2,
    apply: onCsv((text, random) => {
      const t = table(text)
      const row = dataRow(t, random)
      if (row === undefined) return undefined
      t.lines.splice(row, 0, t.lines[row] ?? '')
      t.endings.splice(row, 0, ending(t))
      return { text: joined(t), what: `line ${row + 1} duplicated` }
    }),
  },
  {
    name: 'row-drop', weight: 2,
    apply: onCsv((text, random) => {
      const t = table(text)
      const row = dataRow(t, random)
      if (row === undefined) return undefined
      t.lines.splice(row, 1)
      t.endings.splice(row, 1)
      return { text: joined(t), what: `line ${row + 1} dropped` }
    }),
  },
  {
    name: 'row-swap', weight: 2,
    apply: onCsv((text, random) => {
      const t = table(text)
      const a = random.int(0, t.lines.length - 1)
      const b = random.int(0, t.lines.length - 1)
      const line = t.lines[a] ?? ''
      t.lines[a] = t.lines[b] ?? ''
      t.lines[b] = line
      return { text: joined(t), what: `lines ${a + 1} and ${b + 1} swapped` }
    }),
  },
  {
    name: 'column-add', weight: 2,
    apply: onCsv((text, random) => {
      const t = table(text)
      const where = random.pick(['every line', 'header only', 'one row only'] as const)
      const row = dataRow(t, random) ?? 0
      t.lines = t.lines.map((line, index) =>
        where === 'every line' || (where === 'header only' && index === 0) || (where === 'one row only' && index === row)
          ? `${line},${index === 0 ? 'Extra' : 'x'}` : line)
      return { text: joined(t), what: `column added (${where === 'one row only' ? `line ${row + 1} only` : where})` }
    }),
  },
  {
    name: 'column-remove', weight: 2,
    apply: onCsv((text, random) => {
      const t = table(text)
      const column = random.int(0, fields(t.lines[0] ?? '').length - 1)
      const everywhere = random.chance(0.7)
      const row = dataRow(t, random) ?? 0
      t.lines = t.lines.map((line, index) => {
        if (!everywhere && index !== row) return line
        const cells = fields(line)
        cells.splice(column, 1)
        return cells.join(',')
      })
      return { text: joined(t), what: `column ${column + 1} removed (${everywhere ? 'every line' : `line ${row + 1} only`})` }
    }),
  },
  {
    name: 'column-reorder', weight: 2,
    apply: onCsv((text, random) => {
      const t = table(text)
      const width = fields(t.lines[0] ?? '').length
      const a = random.int(0, width - 1)
      const b = random.int(0, width - 1)
      t.lines = t.lines.map((line) => {
        const cells = fields(line)
        const cell = cells[a]
        cells[a] = cells[b] ?? ''
        cells[b] = cell ?? ''
        return cells.join(',')
      })
      return { text: joined(t), what: `columns ${a + 1} and ${b + 1} swapped` }
    }),
  },
  {
    name: 'header-rename', weight: 2,
    apply: onCsv((text, random) => {
      const t = table(text)
      const cells = fields(t.lines[0] ?? '')
      const column = random.int(0, cells.length - 1)
      const before = cells[column] ?? ''
      const renames = [before.toLowerCase(), `${before} `, ` ${before}`, `${before}s`, before.slice(1), `"${before}"`, '', hostileField(random).value]
      cells[column] = random.pick(renames)
      t.lines[0] = cells.join(',')
      return { text: joined(t), what: `header ${shown(before)} renamed to ${shown(cells[column] ?? '')}` }
    }),
  },
  {
    name: 'bom-mid-file', weight: 1,
    apply: onAnyFile((text, random) => {
      const starts = [...text.matchAll(/\n/g)].map((match) => (match.index ?? 0) + 1).filter((at) => at < text.length)
      const at = starts.length > 0 && random.chance(0.7) ? random.pick(starts) : random.int(0, text.length)
      return { text: `${text.slice(0, at)}\xef\xbb\xbf${text.slice(at)}`, what: `byte-order mark inserted at byte ${at}` }
    }),
  },
  {
    name: 'crlf-mix', weight: 2,
    apply: onCsv((text, random) => {
      const t = table(text)
      const to = random.pick(['\r\n', '\r', '\n\r', '\r\r\n'])
      let changed = 0
      t.endings = t.endings.map((e) => (e !== '' && random.chance(0.4) ? (changed++, to) : e))
      return { text: joined(t), what: `${changed} line endings changed to ${shown(to)}` }
    }),
  },
  {
    name: 'truncate', weight: 2,
    apply: onAnyFile((text, random) => {
      const at = random.int(0, Math.max(0, text.length - 1))
      return { text: text.slice(0, at), what: `truncated at byte ${at} of ${text.length}` }
    }),
  },
  {
    name: 'empty-file', weight: 1,
    apply: onAnyFile((_text, random) => {
      const content = random.pick(['', '\xef\xbb\xbf', '\n', '\r\n\r\n', ' '])
      return { text: content, what: `emptied (now ${shown(content)})` }
    }),
  },
  {
    name: 'delete-file', weight: 1,
    apply: async (dirs, random) => {
      const files = await regularFiles(dirs.study)
      if (files.length === 0) return 'no file left; nothing done'
      const file = random.pick(files)
      await rm(path.join(dirs.study, file))
      return `${file}: deleted`
    },
  },
  {
    name: 'manifest-key-remove', weight: 2,
    apply: onManifest((manifest, random) => {
      const slot = anySlot(manifest, random)
      if (!slot) return 'no key to remove'
      delete slot.object[slot.key]
      return `key ${slot.pointer}/${slot.key} removed`
    }),
  },
  {
    name: 'manifest-key-add', weight: 1,
    apply: onManifest((manifest, random) => {
      const { pointer, object } = random.pick(objects(manifest))
      const key = random.pick(['extra', 'Code', 'taxyear', '__proto__', 'constructor', '', 'ñ', 'x'.repeat(300)])
      object[key] = otherType(undefined, random)
      return `key ${shown(key)} added at ${pointer || '/'}`
    }),
  },
  {
    name: 'manifest-wrong-type', weight: 3,
    apply: onManifest((manifest, random) => {
      const slot = anySlot(manifest, random)
      if (!slot) return 'no value to change'
      const value = otherType(slot.object[slot.key], random)
      slot.object[slot.key] = value
      return `${slot.pointer}/${slot.key} set to ${shown(JSON.stringify(value))}`
    }),
  },
  {
    name: 'manifest-hostile-value', weight: 3,
    apply: onManifest((manifest, random) => {
      const slot = anySlot(manifest, random)
      if (!slot) return 'no value to change'
      const hostile = random.pick(hostileValues)
      // Invalid bytes cannot live in a JSON string; their decoded form (U+FFFD or a lone surrogate) can.
      const value = hostile.label.includes('surrogate') ? '\ud800' : hostile.bytes.toString('utf8')
      slot.object[slot.key] = random.chance(0.2) && /^-?[\d.e]+$/.test(value) ? Number(value) : value
      return `${slot.pointer}/${slot.key} set to ${hostile.label}`
    }),
  },
  {
    name: 'manifest-path-dotdot', weight: 2,
    apply: onManifest(async (manifest, random, dirs) => {
      const slots = pathSlots(manifest)
      if (slots.length === 0) return 'no path to change'
      const slot = random.pick(slots)
      await outsideFile(dirs)
      const value = random.pick(['../outside/secret.csv', 'revenue/../../outside/secret.csv', '../../../../../etc/passwd', '..', './', 'revenue/./../rates.csv', '..\\outside\\secret.csv'])
      slot.object[slot.key] = value
      return `${slot.pointer}/${slot.key} set to ${shown(value)}`
    }),
  },
  {
    name: 'manifest-path-absolute', weight: 2,
    apply: onManifest(async (manifest, random, dirs) => {
      const slots = pathSlots(manifest)
      if (slots.length === 0) return 'no path to change'
      const slot = random.pick(slots)
      const value = random.pick([await outsideFile(dirs), '/etc/passwd', path.join(dirs.study, 'rates.csv'), '/', 'C:\\study\\rates.csv', 'file:///etc/passwd'])
      slot.object[slot.key] = value
      return `${slot.pointer}/${slot.key} set to ${shown(value)}`
    }),
  },
  {
    name: 'manifest-long-string', weight: 1,
    apply: onManifest((manifest, random) => {
      const slot = anySlot(manifest, random)
      if (!slot) return 'no value to change'
      const length = random.pick([1000, 50 * 1024, 1024 * 1024])
      slot.object[slot.key] = random.pick(['x', 'A', '9', '/']).repeat(length)
      return `${slot.pointer}/${slot.key} set to a ${length}-character string`
    }),
  },
  {
    name: 'manifest-entity-duplicate', weight: 2,
    apply: onManifest((manifest, random) => {
      if (!Array.isArray(manifest.entities) || manifest.entities.length === 0) return 'no entity to duplicate'
      const index = random.int(0, manifest.entities.length - 1)
      const copy = JSON.parse(JSON.stringify(manifest.entities[index])) as Json
      if (isObject(copy) && random.chance(0.3)) copy.name = `${String(copy.name)} (copy)`
      manifest.entities.splice(random.int(0, manifest.entities.length), 0, copy)
      return `entity ${index} duplicated`
    }),
  },
  {
    name: 'manifest-entity-many', weight: 0.3,
    apply: onManifest((manifest, random) => {
      const first = Array.isArray(manifest.entities) ? manifest.entities.find(isObject) : undefined
      if (!first) return 'no entity to copy'
      const count = random.pick([100, 300, 1000])
      manifest.entities = Array.from({ length: count }, (_, index) => ({ ...first, code: code(index), name: `Entity ${index}` }))
      return `${count} entities, all reading the first entity's files`
    }),
  },
  {
    // Issue 26, item 3: a manifest nested thousands deep threw RangeError in the readers' recursion.
    name: 'manifest-deep-nesting', weight: 2,
    // Written as text: JSON.stringify itself recurses.
    apply: onManifest((manifest, random) => {
      // 2 to 10,000 levels, as often below the limit of 64 as above it.
      const depth = Math.round(2 * 5000 ** random.next())
      const shape = random.pick(['lists', 'objects', 'unclosed', 'closed by the other kind'] as const)
      const nested = (inner: string) => ({
        lists: `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`,
        objects: `${'{"n":'.repeat(depth)}${inner}${'}'.repeat(depth)}`,
        unclosed: `${'['.repeat(depth)}${inner}`,
        // A parser recovering from each } nests every [; a plain count of brackets never passes 1.
        'closed by the other kind': `${'[},'.repeat(depth)}${inner}`,
      })[shape]
      const slot = anySlot(manifest, random)
      let text: string
      let where: string
      if (!slot || random.chance(0.25)) {
        text = nested(JSON.stringify(manifest, null, 2))
        where = 'the whole manifest'
      } else {
        const placeholder = 'FUZZ-NESTED-PLACEHOLDER'
        const value = slot.object[slot.key]
        slot.object[slot.key] = placeholder
        text = JSON.stringify(manifest, null, 2).replace(JSON.stringify(placeholder), () => nested(JSON.stringify(value ?? null)))
        where = `${slot.pointer}/${slot.key}`
      }
      return { what: `${where} inside ${depth} levels of ${shape}`, text }
    }),
  },
  {
    name: 'symlink-outside-file', weight: 1,
    apply: async (dirs, random) => {
      const files = await csvFiles(dirs.study)
      if (files.length === 0) return 'no CSV left; nothing done'
      const file = random.pick(files)
      const target = random.chance(0.8) ? await outsideFile(dirs) : '/etc/passwd'
      await replaceBySymlink(dirs, file, target)
      return `${file}: replaced by a symlink to ${target === '/etc/passwd' ? target : 'a file outside the study'}`
    },
  },
  {
    name: 'symlink-folder', weight: 1,
    apply: async (dirs, random) => {
      if (random.chance(0.5)) {
        // A valid copy of one of the study's folders outside it, linked in: the study still looks complete.
        const found = await folders(dirs.study)
        if (found.length === 0) return 'no folder; nothing done'
        const folder = random.pick(found)
        const outside = path.join(dirs.outside, 'copies', folder)
        await mkdir(path.dirname(outside), { recursive: true })
        await cp(path.join(dirs.study, folder), outside, { recursive: true })
        await replaceBySymlink(dirs, folder, outside)
        return `${folder}/: replaced by a symlink to a copy of it outside the study`
      }
      // A link to / and a path through it to a CSV file outside: the path is a .csv path inside the
      // study as the manifest sees it, so only the link's target can refuse it.
      await replaceBySymlink(dirs, 'root', '/')
      const target = `root${await outsideFile(dirs)}`
      return onManifest((manifest, choose) => {
        const slots = pathSlots(manifest)
        if (slots.length === 0) return 'root -> / added; no path to point through it'
        const slot = choose.pick(slots)
        slot.object[slot.key] = target
        return `root -> / added, and ${slot.pointer}/${slot.key} set to a file outside the study through it`
      })(dirs, random)
    },
  },
  {
    name: 'symlink-inside', weight: 1,
    apply: async (dirs, random) => {
      // A file moved elsewhere in the study and linked from where it was: allowed, and read as before.
      const files = await csvFiles(dirs.study)
      if (files.length === 0) return 'no CSV left; nothing done'
      const file = random.pick(files)
      const moved = path.join(dirs.study, 'moved', file)
      await mkdir(path.dirname(moved), { recursive: true })
      await cp(path.join(dirs.study, file), moved)
      await replaceBySymlink(dirs, file, moved)
      return `${file}: moved to moved/${file} and linked from where it was`
    },
  },
  {
    name: 'glob-name', weight: 1,
    apply: onManifest(async (manifest, random, dirs) => {
      // DuckDB reads * ? [ in a path as a pattern: a file named with them, beside a file the pattern
      // matches, must still be read alone.
      // a path an earlier mutation pointed elsewhere ('..', a folder) is no file to rename
      const slots = pathSlots(manifest).filter(({ object, key }) => typeof object[key] === 'string' && /\.csv$/.test(object[key]))
      if (slots.length === 0) return 'no path to rename'
      const slot = random.pick(slots)
      const from = slot.object[slot.key] as string
      const name = random.pick(['[1]', '*', '?', '{a,b}', '[!x]'])
      const renamed = from.replace(/\.csv$/, `${name}.csv`)
      await cp(path.join(dirs.study, from), path.join(dirs.study, renamed)).catch(() => undefined)
      // A decoy the pattern would also match, with other figures.
      await writeFile(path.join(dirs.study, from.replace(/\.csv$/, `${name === '[!x]' ? 'y' : '1'}.csv`)), 'Date,State,Amount\n2024-06-01,NY,5000.00\n').catch(() => undefined)
      slot.object[slot.key] = renamed
      return `${slot.pointer}/${slot.key} renamed to ${shown(renamed)}, beside a decoy its glob matches`
    }),
  },
  {
    name: 'symlink-dev-zero', weight: 0.04, hazard: true,
    apply: async (dirs, random) => {
      const files = await csvFiles(dirs.study)
      if (files.length === 0) return 'no CSV left; nothing done'
      const file = random.pick(files)
      await replaceBySymlink(dirs, file, '/dev/zero')
      return `${file}: replaced by a symlink to /dev/zero`
    },
  },
  {
    name: 'fifo', weight: 0.04, hazard: true,
    apply: async (dirs, random) => {
      const files = await csvFiles(dirs.study)
      if (files.length === 0) return 'no CSV left; nothing done'
      const file = random.pick(files)
      await rm(path.join(dirs.study, file))
      execFileSync('mkfifo', [path.join(dirs.study, file)])
      return `${file}: replaced by a FIFO nobody writes to`
    },
  },
  // Drawn apart from the kinds above (campaign.ts's plan): a seed draws those as it did before these were.
  ...outMutationKinds,
]

export const kindNamed = (name: string): MutationKind => {
  const kind = mutationKinds.find((candidate) => candidate.name === name)
  if (!kind) throw new Error(`no mutation kind ${name}`)
  return kind
}

