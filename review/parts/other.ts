/**
 * Everything else that changed, file by file and JSON path by JSON path: each change the sections above
 * did not show, so nothing is hidden, whatever the file (one this review has no section for, such as a
 * kind of output added after it, included). Amounts in cents are shown as money with the difference;
 * other values as JSON; a file added or removed in one line; a text file by the lines that differ.
 */
import { code, money, signed } from '../markdown.ts'
import type { Change, FileChanges } from '../json-changes.ts'

/** The section, from every file's lines in path order; none when nothing is left to list. */
export function otherSection(lines: readonly string[]): string[] {
  return lines.length > 0 ? ['', '### Other changes', '', ...lines] : []
}

/** A file's lines among the other changes: those of its changes no part showed. */
export function otherChanges({ file, changes, formattingOnly }: FileChanges): string[] {
  if (formattingOnly) return [`- ${code(file)}: the same content, written differently (spacing or order of keys)`]
  const unshown = changes.filter((change) => !change.shown)
  if (unshown.length === 0) return []
  const [first] = unshown
  if (first!.path === '' && first!.kind !== 'changed') return [`- ${code(file)}: ${first!.kind}`]
  const copies = copiesOf(unshown)
  const lines = [`- ${code(file)}:`]
  for (const change of unshown) {
    const also = copies.get(change)
    if (also?.length === 0) continue
    lines.push(...described(change, also).map((line) => `  ${line}`))
  }
  return lines
}

/**
 * Changes that repeat another of the same file in a list of their own (consolidated.json's top five
 * states copy rows of its states): the first of each set maps to the names of the other lists, which
 * map to an empty list, so that the set prints once, naming where else it changed alike.
 */
function copiesOf(changes: readonly Change[]): Map<Change, string[]> {
  const sets = new Map<string, Change[]>()
  for (const change of changes) {
    const list = /^([A-Za-z_$][\w$]*)(\[.*)$/.exec(change.path)
    if (change.kind !== 'changed' || !list) continue
    const alike = `${list[2]}\0${JSON.stringify(change.before)}\0${JSON.stringify(change.after)}`
    const set = sets.get(alike)
    if (set) set.push(change)
    else sets.set(alike, [change])
  }
  const copies = new Map<Change, string[]>()
  for (const [first, ...rest] of sets.values()) {
    if (rest.length === 0) continue
    copies.set(first!, rest.map((change) => /^[A-Za-z_$][\w$]*/.exec(change.path)![0]))
    for (const change of rest) copies.set(change, [])
  }
  return copies
}

function described(change: Change, also: readonly string[] = []): string[] {
  const path = `${code(change.path)}${also.length > 0 ? ` (alike in ${also.map(code).join(', ')})` : ''}`
  switch (change.kind) {
    case 'added':
      return [`- ${path} added: ${value(change.after, change.key)}`]
    case 'removed':
      return [`- ${path} removed: ${value(change.before, change.key)}`]
    case 'reordered':
      return [`- ${path}: order changed${Array.isArray(change.before) ? ` (${(change.before as string[]).join(', ')} → ${(change.after as string[]).join(', ')})` : ''}`]
    case 'changed':
      if (change.path === '') return textChange(String(change.before), String(change.after))
      return [`- ${path}: ${value(change.before, change.key)} → ${value(change.after, change.key)}${difference(change)}`]
  }
}

/** Cents as money ("$1,172.50"); anything else as its JSON. */
function value(item: unknown, key: string): string {
  if (isCents(key) && (item === null || Number.isInteger(item))) return money(item as number | null)
  return code(JSON.stringify(item) ?? String(item))
}

const isCents = (key: string) => key.endsWith('Cents')

/** A change of cents, signed; none (a liability of no state, '-') counts 0, as the viewer's totals count it. */
function difference(change: Change): string {
  const amount = (item: unknown) => (item === null ? 0 : Number.isInteger(item) ? (item as number) : undefined)
  const [before, after] = [amount(change.before), amount(change.after)]
  if (!isCents(change.key) || before === undefined || after === undefined) return ''
  return ` (${signed(after - before)})`
}

/** A text file's change: the lines between what both versions share at the start and at the end. */
function textChange(before: string, after: string): string[] {
  const [was, now] = [before.split('\n'), after.split('\n')]
  let start = 0
  while (start < was.length && start < now.length && was[start] === now[start]) start++
  let end = 0
  while (end < was.length - start && end < now.length - start && was[was.length - 1 - end] === now[now.length - 1 - end]) end++
  const removed = was.slice(start, was.length - end).map((line) => `-${line}`)
  const added = now.slice(start, now.length - end).map((line) => `+${line}`)
  const lines = [...removed, ...added]
  // A fence longer than any run of backticks in the lines, so that none closes it.
  const fence = '`'.repeat(Math.max(3, ...lines.flatMap((line) => line.match(/`+/g) ?? []).map((run) => run.length + 1)))
  return [`- from line ${start + 1}:`, `  ${fence}diff`, ...lines.map((line) => `  ${line}`), `  ${fence}`]
}
