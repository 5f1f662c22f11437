/**
 * Every change between two versions of a study, file by file and JSON path by JSON path, whatever the
 * file: the ground truth the sections explain and the list of other changes finishes, so nothing is
 * hidden. A list of objects that share a unique key (a state, an entity's code, a date) is matched by
 * it and its items named by it (states[AZ].revenueCents), so an entity added in the middle changes one
 * item, not every later index; any other list is compared as a collection of whole items (added,
 * removed), and a change of order alone is said too. A file that is not JSON is compared as text.
 */
import type { StudyFile } from './versions.ts'

export interface Change {
  file: string
  /** The JSON path as the report prints it ('states[AZ].revenueCents'); '' for the whole file. */
  path: string
  /** The last property name on the path, which names a value's unit ('revenueCents'). */
  key: string
  kind: 'changed' | 'added' | 'removed' | 'reordered'
  /** The value before and after ('changed'); the item ('added', 'removed'); the keys in order ('reordered', a keyed list). */
  before?: unknown
  after?: unknown
  /** Set by the section that showed the change, so that the other changes leave it out. */
  shown: boolean
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Fields that identify an item of a list, tried in this order; the first unique in both versions of a list is its key. */
const ITEM_KEYS: readonly ((item: JsonObject) => Json | undefined)[] = [
  ...['code', 'state', 'stateCode', 'jurisdiction', 'currency', 'date', 'year', 'month'].map((name) => (item: JsonObject) => item[name]),
  (item: JsonObject) => (isObject(item.entity) ? item.entity.code : undefined),
]

/**
 * Lists whose items have no identity of their own, compared as collections even where a field happens
 * to be unique: a finding is what it says (two in one study may share a code, a state, an entity).
 */
const UNKEYED_LISTS = new Set(['findings'])

/** A file's changes, as the list of other changes takes them. */
export interface FileChanges {
  file: string
  changes: readonly Change[]
  /** Its bytes differ but its content does not (spacing, key order). */
  formattingOnly: boolean
}

export class Changes {
  private readonly byFile = new Map<string, Change[]>()
  private readonly byPath = new Map<string, Map<string, Change[]>>()
  /** Files whose bytes differ but whose content does not (spacing, key order). */
  private readonly formatted = new Set<string>()
  /** How many differences were found, files only reformatted included: 0 when the studies are the same. */
  total = 0

  /** Compares a file's two versions (undefined where a version lacks it) and keeps its changes. */
  compare(file: string, old: StudyFile | undefined, now: StudyFile | undefined): void {
    if (old === now) return
    const found = !old || !now ? [{ file, path: '', key: '', kind: old ? 'removed' : 'added', shown: false } as Change] : fileChanges(old, now)
    if (found.length === 0) this.formatted.add(file)
    this.total += Math.max(found.length, 1)
    if (found.length === 0) return
    this.byFile.set(file, found)
    const paths = new Map<string, Change[]>()
    for (const change of found) (paths.get(change.path) ?? paths.set(change.path, []).get(change.path)!).push(change)
    this.byPath.set(file, paths)
  }

  /** The changes of a file at exactly this path. */
  at(file: string, path: string): readonly Change[] {
    return this.byPath.get(file)?.get(path) ?? []
  }

  /** The changes of a file, in order. */
  in(file: string): readonly Change[] {
    return this.byFile.get(file) ?? []
  }

  /** Marks the changes at these paths of a file as shown. */
  show(file: string, ...paths: string[]): void {
    for (const path of paths) for (const change of this.at(file, path)) change.shown = true
  }

  /** Marks the changes of a file at a path or inside it (findings, findings[+], findings[3].message) as shown. */
  showUnder(file: string, path: string): void {
    for (const change of this.in(file)) {
      const rest = change.path.slice(path.length)
      if (change.path.startsWith(path) && (rest === '' || rest.startsWith('.') || rest.startsWith('['))) change.shown = true
    }
  }

  /** A file's changes, let go of here once the parts are done with it (they hold its data). */
  take(file: string): FileChanges {
    const taken = { file, changes: this.in(file), formattingOnly: this.formatted.has(file) }
    this.byFile.delete(file)
    this.byPath.delete(file)
    this.formatted.delete(file)
    return taken
  }
}

function fileChanges(old: StudyFile, now: StudyFile): Change[] {
  const out: Change[] = []
  if (old.data === undefined || now.data === undefined) {
    if (old.text !== now.text) out.push({ file: old.file, path: '', key: '', kind: 'changed', before: old.text, after: now.text, shown: false })
    return out
  }
  valueChanges(old.file, old.data as Json, now.data as Json, '', '', out)
  return out
}

function valueChanges(file: string, before: Json, after: Json, path: string, key: string, out: Change[]): void {
  if (before === after) return
  if (Array.isArray(before) && Array.isArray(after)) return listChanges(file, before, after, path, key, out)
  if (isObject(before) && isObject(after)) {
    for (const name of Object.keys(before)) {
      const [was, now] = [before[name]!, Object.hasOwn(after, name) ? after[name] : undefined]
      // Most values are equal: their path is made only where something differs.
      if (was === now) continue
      if (now === undefined) out.push({ file, path: member(path, name), key: name, kind: 'removed', before: was, shown: false })
      else valueChanges(file, was, now, member(path, name), name, out)
    }
    for (const name of Object.keys(after)) {
      if (!Object.hasOwn(before, name)) out.push({ file, path: member(path, name), key: name, kind: 'added', after: after[name], shown: false })
    }
    return
  }
  out.push({ file, path, key, kind: 'changed', before, after, shown: false })
}

function listChanges(file: string, before: Json[], after: Json[], path: string, key: string, out: Change[]): void {
  if (before.length === after.length && before.every((item, index) => same(item, after[index]!))) return
  const itemKey = UNKEYED_LISTS.has(key) ? undefined : keyOf(before, after)
  if (itemKey) {
    const afterByKey = new Map(after.map((item) => [String(itemKey(item as JsonObject)), item]))
    const beforeKeys = new Set<string>()
    for (const item of before) {
      const id = String(itemKey(item as JsonObject))
      beforeKeys.add(id)
      const now = afterByKey.get(id)
      if (now === undefined) out.push({ file, path: `${path}[${id}]`, key, kind: 'removed', before: item, shown: false })
      else valueChanges(file, item, now, `${path}[${id}]`, key, out)
    }
    for (const [id, item] of afterByKey) if (!beforeKeys.has(id)) out.push({ file, path: `${path}[${id}]`, key, kind: 'added', after: item, shown: false })
    const kept = (items: Json[]) => items.map((item) => String(itemKey(item as JsonObject))).filter((id) => beforeKeys.has(id) && afterByKey.has(id))
    const [was, is] = [kept(before), kept(after)]
    if (was.some((id, index) => id !== is[index])) out.push({ file, path, key, kind: 'reordered', before: was, after: is, shown: false })
    return
  }
  // The items both lists begin and end with alike are left aside first: a list of thousands of findings
  // with one added compares one item as a collection, not every item by its JSON.
  let start = 0
  while (start < before.length && start < after.length && same(before[start]!, after[start]!)) start++
  let end = 0
  while (end < before.length - start && end < after.length - start && same(before[before.length - 1 - end]!, after[after.length - 1 - end]!)) end++
  const { removed, added } = collectionMoves(before.slice(start, before.length - end), after.slice(start, after.length - end))
  for (const item of removed) out.push({ file, path: `${path}[-]`, key, kind: 'removed', before: item, shown: false })
  for (const item of added) out.push({ file, path: `${path}[+]`, key, kind: 'added', after: item, shown: false })
  if (removed.length === 0 && added.length === 0) out.push({ file, path, key, kind: 'reordered', shown: false })
}

/** Two lists compared as collections: each item by its JSON, as many times as it occurs; in their order. */
export function collectionMoves<T>(before: readonly T[], after: readonly T[]): { removed: T[]; added: T[] } {
  const balance = new Map<string, number>()
  const [was, is] = [before.map((item) => JSON.stringify(item)), after.map((item) => JSON.stringify(item))]
  for (const text of was) balance.set(text, (balance.get(text) ?? 0) + 1)
  for (const text of is) balance.set(text, (balance.get(text) ?? 0) - 1)
  const removed = before.filter((_, index) => {
    const left = balance.get(was[index]!)!
    if (left <= 0) return false
    balance.set(was[index]!, left - 1)
    return true
  })
  const added = after.filter((_, index) => {
    const left = balance.get(is[index]!)!
    if (left >= 0) return false
    balance.set(is[index]!, left + 1)
    return true
  })
  return { removed, added }
}

/** The key that identifies every item of both lists, unique in each, if there is one. */
function keyOf(before: Json[], after: Json[]): ((item: JsonObject) => Json | undefined) | undefined {
  if (!before.every(isObject) || !after.every(isObject)) return undefined
  return ITEM_KEYS.find((of) => uniqueIn(before as JsonObject[], of) && uniqueIn(after as JsonObject[], of))
}

function uniqueIn(items: JsonObject[], of: (item: JsonObject) => Json | undefined): boolean {
  const seen = new Set<Json>()
  for (const item of items) {
    const id = of(item)
    if ((typeof id !== 'string' && typeof id !== 'number') || seen.has(id)) return false
    seen.add(id)
  }
  return true
}

/** Deep equality of two JSON values. */
export function same(a: Json, b: Json): boolean {
  if (a === b) return true
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]!))
  if (!isObject(a) || !isObject(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((name) => Object.hasOwn(b, name) && same(a[name]!, b[name]!))
}

/** A property's path: states.revenueCents, or ["odd key"] for a name that is not an identifier. */
function member(path: string, name: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(name)) return path ? `${path}.${name}` : name
  return `${path}[${JSON.stringify(name)}]`
}
