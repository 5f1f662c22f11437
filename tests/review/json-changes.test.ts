/**
 * The comparison under every review (review/json-changes.ts): lists of objects with a unique key are
 * matched by it, other lists compared as collections, a change of order alone is reported, and files
 * added, removed or only reformatted are named.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Changes, collectionMoves } from '../../review/json-changes.ts'
import type { StudyFile } from '../../review/versions.ts'

/** The changes between two sets of files (by name, their parsed JSON) as one line each: "file path kind before → after". */
function lines(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const changes = new Changes()
  const read = (file: string, data: unknown): StudyFile | undefined => (data === undefined ? undefined : { file, kind: undefined, data, text: JSON.stringify(data) })
  const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value))
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].sort().flatMap((file) => {
    changes.compare(file, read(file, before[file]), read(file, after[file]))
    return changes.take(file).changes.map((change) => `${change.file} ${change.path} ${change.kind} ${json(change.before)} → ${json(change.after)}`.trim())
  })
}

test('a list of objects with a unique key is matched by it: an item added in the middle changes only itself', () => {
  const rows = (states: string[]) => states.map((state, index) => ({ state, revenueCents: index === 0 ? 100 : 200 }))
  assert.equal(lines({ 'a.json': { states: rows(['AZ', 'CA']) } }, { 'a.json': { states: [...rows(['AZ']), { state: 'CO', revenueCents: 5 }, { state: 'CA', revenueCents: 250 }] } }), [
    'a.json states[CA].revenueCents changed 200 → 250',
    'a.json states[CO] added  → {"state":"CO","revenueCents":5}',
  ])
})

test('an entity\'s code identifies the rows that carry its reference', () => {
  const row = (code: string, cents: number) => ({ entity: { code, name: `Client ${code}` }, liabilityCents: cents })
  assert.equal(lines({ 'c.json': { entities: [row('A', 1), row('B', 2)] } }, { 'c.json': { entities: [row('B', 3), row('A', 1)] } }), [
    'c.json entities[B].liabilityCents changed 2 → 3',
    'c.json entities reordered ["A","B"] → ["B","A"]',
  ])
})

test('other lists are collections: items added and removed whole, repeats counted, order alone said once', () => {
  assert.equal(lines({ 'f.json': { nexusStates: ['AZ', 'MA', 'MA'] } }, { 'f.json': { nexusStates: ['MA', 'OH', 'AZ'] } }), [
    'f.json nexusStates[-] removed "MA" →',
    'f.json nexusStates[+] added  → "OH"',
  ])
  assert.equal(lines({ 'f.json': { list: [1, 2] } }, { 'f.json': { list: [2, 1] } }), ['f.json list reordered  →'])
})

test('findings are always a collection, even where a field happens to be unique', () => {
  const finding = (code: string, message: string) => ({ code, entity: 'A', message })
  assert.equal(lines({ 'e.json': { findings: [finding('NEGATIVE_SALES', 'one')] } }, { 'e.json': { findings: [finding('NEGATIVE_SALES', 'two')] } }), [
    'e.json findings[-] removed {"code":"NEGATIVE_SALES","entity":"A","message":"one"} →',
    'e.json findings[+] added  → {"code":"NEGATIVE_SALES","entity":"A","message":"two"}',
  ])
})

test('keys added and removed, a change of type, odd property names, and files added and removed', () => {
  assert.equal(lines({ 'o.json': { a: 1, 'b c': { d: [1] } }, 'gone.json': {} }, { 'o.json': { 'b c': { d: { e: 1 } }, f: null }, 'new.json': {} }), [
    'gone.json  removed  →',
    'new.json  added  →',
    'o.json a removed 1 →',
    'o.json ["b c"].d changed [1] → {"e":1}',
    'o.json f added  → null',
  ])
})

test('collectionMoves keeps each list\'s order and counts repeated items', () => {
  assert.equal(collectionMoves(['x', 'y', 'x', 'z'], ['z', 'x', 'w']), { removed: ['x', 'y'], added: ['w'] })
})

test.run()
