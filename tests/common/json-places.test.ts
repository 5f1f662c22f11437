/**
 * common/json-places.ts: a JSON text nested deeper than MAX_JSON_DEPTH is refused at the [ or { that
 * opens the level too many, before any parser runs, however the text is written or broken (strings,
 * escapes, comments, closers of the other kind), and a text within the limit parses as before.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseTree } from 'jsonc-parser'
import { nestedTooDeep, placesOf, syntaxOf, tooDeep } from '../../common/json-places.ts'
import { MAX_JSON_DEPTH } from '../../common/limits.ts'

const tooDeepAt = (line: number, column: number, kind: 'list' | 'object' = 'list') => ({
  line, column, code: 'JSON_TOO_DEEP',
  message: `this ${kind} is nested 65 levels deep; expected lists and objects nested at most 64 levels deep`,
})

/** How many lists and objects the value holds one inside another. */
function depthOf(value: unknown): number {
  let depth = 0
  for (let at = value; typeof at === 'object' && at !== null; at = Array.isArray(at) ? at[0] : Object.values(at)[0]) depth++
  return depth
}

test('the limit is 64 levels', () => {
  assert.is(MAX_JSON_DEPTH, 64)
})

test('lists nested 64 levels parse, with a place for each level; 65 are refused at the 65th [', () => {
  const within = syntaxOf(`${'['.repeat(64)}1${']'.repeat(64)}`)
  assert.ok(within.ok)
  if (within.ok) {
    assert.is(depthOf(within.data), 64)
    assert.is(placesOf(within.tree).pointers.get(`${'/0'.repeat(64)}`)?.value, 64)
  }
  assert.equal(syntaxOf(`${'['.repeat(65)}1${']'.repeat(65)}`), { ok: false, ...tooDeepAt(1, 65) })
})

test('objects over lines are refused at the line and column of the { that opens the 65th level', () => {
  let value: unknown = 1
  for (let level = 0; level < 65; level++) value = { a: value }
  const text = JSON.stringify(value, null, 2)
  const lines = text.split('\n')
  // The 65th { stands on the 65th line, after "a": and the indent.
  assert.equal(tooDeep(text), tooDeepAt(65, lines[64]!.indexOf('{') + 1, 'object'))
  assert.is(lines[64]!.trim(), '"a": {')
})

test('brackets inside strings, escaped quotes included, are not nesting', () => {
  const brackets = `${'['.repeat(1000)}${'{'.repeat(1000)}`
  for (const text of [JSON.stringify([brackets]), JSON.stringify({ [brackets]: [`\\"${brackets}`] })]) {
    const syntax = syntaxOf(text)
    assert.ok(syntax.ok, text.slice(0, 40))
    if (syntax.ok) assert.equal(syntax.data, JSON.parse(text))
  }
})

test('a string ends at its line break, as the parser reads it: the brackets after it nest', () => {
  assert.equal(tooDeep(`["abc\n${'['.repeat(100)}`), tooDeepAt(2, 64))
  assert.equal(tooDeep(`["abc\r\n${'['.repeat(100)}`), tooDeepAt(2, 64))
  // A backslash takes the next character, a line break included, and the string goes on.
  assert.is(tooDeep(`["abc\\\n${'['.repeat(100)}`), undefined)
})

test('comments are passed over as the parser passes them: brackets in them do not nest, a quote in them opens no string', () => {
  assert.is(syntaxOf(`/* ${'['.repeat(100)} */ []`).ok, false)
  assert.is((syntaxOf(`/* ${'['.repeat(100)} */ []`) as { code: string }).code, 'NOT_JSON')
  assert.is((syntaxOf(`// ${'['.repeat(100)}\n[]`) as { code: string }).code, 'NOT_JSON')
  assert.equal(tooDeep(`/* " */${'['.repeat(10_000)}`), tooDeepAt(1, 8 + 64))
  assert.equal(tooDeep(`// "\n${'['.repeat(10_000)}`), tooDeepAt(2, 65))
  assert.equal(tooDeep(`/* never closed ${'['.repeat(100)}`), undefined)
})

test('a ] or } closes only an open [ or { of its own kind: `[},` repeated, which the parser nests, is refused', () => {
  const text = '[},'.repeat(10_000)
  // Why: jsonc-parser skips the } while it recovers, so each [ opens a level; a plain count would stay at 1.
  assert.throws(() => parseTree(text), RangeError)
  assert.equal(syntaxOf(text), { ok: false, ...tooDeepAt(1, 3 * 64 + 1) })
  assert.equal(tooDeep(`{${'[]'.repeat(100)}${'{]'.repeat(64)}`), tooDeepAt(1, 1 + 200 + 2 * 63 + 1, 'object'))
})

test('nesting of thousands to a million levels, valid or unclosed, is refused without a throw', () => {
  for (const depth of [2000, 10_000, 1_000_000]) {
    assert.equal(syntaxOf('['.repeat(depth)), { ok: false, ...tooDeepAt(1, 65) })
    assert.equal(syntaxOf(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`), { ok: false, ...tooDeepAt(1, 64 * 5 + 1, 'object') })
  }
})

test('a parsed value is nested too deep past 64 levels of lists and objects, whatever else it holds', () => {
  const nested = (depth: number, kind: 'list' | 'object' | 'mixed', key = 'a'): unknown => {
    let value: unknown = 'leaf'
    for (let level = 0; level < depth; level++) value = kind === 'list' || (kind === 'mixed' && level % 2 === 0) ? [1, value, 'x'] : JSON.parse(`{"b": 2, ${JSON.stringify(key)}: 0}`, (name, item) => (name === key ? value : item))
    return value
  }
  for (const kind of ['list', 'object', 'mixed'] as const) {
    assert.is(nestedTooDeep(nested(64, kind)), false, `${kind}: 64`)
    assert.is(nestedTooDeep(nested(65, kind)), true, `${kind}: 65`)
  }
  // JSON.parse makes __proto__ an own key like any other: its value is walked too.
  assert.is(nestedTooDeep(nested(65, 'object', '__proto__')), true)
  assert.is(nestedTooDeep(JSON.parse(`{"__proto__": ${'['.repeat(64)}${']'.repeat(64)}}`)), true)
  // Wide is not deep; scalars are no level.
  assert.is(nestedTooDeep(Array.from({ length: 100_000 }, (_, index) => ({ index, states: [{ code: 'AZ' }] }))), false)
  assert.is(nestedTooDeep('text'), false)
  assert.is(nestedTooDeep(JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`)), true)
  // And where the walk finds too deep, the scan of the same text locates it.
  const text = JSON.stringify(nested(70, 'mixed'))
  assert.is(nestedTooDeep(JSON.parse(text)), true)
  assert.is(tooDeep(text)?.code, 'JSON_TOO_DEEP')
})

test('a syntax error within the limit is NOT_JSON at its place, as before', () => {
  assert.equal(syntaxOf('{\n  "a": 1,\n}'), {
    ok: false, line: 3, column: 1, code: 'NOT_JSON',
    message: 'not valid JSON: a key is missing here; expected a key in double quotes (and no comma after the last item)',
  })
})

test.run()
