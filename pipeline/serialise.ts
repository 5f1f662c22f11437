/**
 * The generated files' text: JSON with keys sorted at every level, two-space indent and a trailing
 * newline, so that `git diff generated/` shows exactly what changed; a study-level file of any size is
 * made in pieces, and pieces are joined into batches for writing or comparing.
 */

/** JSON with keys sorted at every level, two-space indent and a trailing newline. */
export function serialise(data: unknown): string {
  return `${JSON.stringify(inOrder(data), null, 2)}\n`
}

/**
 * The value itself when its keys are in order at every level (the derivation builds its outputs so),
 * else a copy with them sorted: checking costs a walk, copying a thousand entity reports costs a
 * tenth of a run. Meant for plain data, as JSON.stringify is (a key inherited by an object would be
 * checked here, though not written).
 */
function inOrder(data: unknown): unknown {
  return isSorted(data) ? data : sortKeys(data)
}

/**
 * Whether an object's keys, at every level, come in the order serialise writes them, compared as
 * strings in the order enumerated. Array-index keys, which JavaScript enumerates first and by number,
 * can look out of order ("9" then "10"): such an object is copied, and sortKeys' copy enumerates them
 * the same way, so the text is the same.
 */
export function isSorted(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) if (!isSorted(value[index])) return false
    return true
  }
  let previous: string | undefined
  for (const key in value) {
    if (previous !== undefined && key < previous) return false
    previous = key
    if (!isSorted((value as Record<string, unknown>)[key])) return false
  }
  return true
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === 'object') {
    // A loop rather than Object.fromEntries of pairs: a third less time over a thousand entity reports.
    // Keys that are array indices are enumerated first, by number, however they are added (sortedKeys).
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort()) {
      const item = sortKeys((value as Record<string, unknown>)[key])
      // Assigning __proto__ would set the prototype instead of a key.
      if (key === '__proto__') Object.defineProperty(sorted, key, { value: item, enumerable: true, writable: true, configurable: true })
      else sorted[key] = item
    }
    return sorted
  }
  return value
}

/**
 * An object's keys in the order serialise writes them: that of an object built with its keys sorted,
 * where keys that are array indices come first, by number (JavaScript enumerates them so). For the top
 * level of serialisedPieces, which writes keys itself.
 */
function sortedKeys(value: object): string[] {
  const keys = Object.keys(value).sort()
  const indices = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b))
  return indices.length === 0 ? keys : [...indices, ...keys.filter((key) => !isArrayIndex(key))]
}

const isArrayIndex = (key: string) => /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < 2 ** 32 - 1

/**
 * serialise's text in pieces, each made when asked for: a top-level list item by item, and the other
 * top-level values one by one, so that a study-level file of any size is never held as one string.
 */
export function* serialisedPieces(data: unknown): Generator<string> {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) {
    yield serialise(data)
    return
  }
  let separator = '{\n'
  for (const key of sortedKeys(data)) {
    const value = (data as Record<string, unknown>)[key]
    if (Array.isArray(value) && value.length > 0) {
      yield `${separator}  ${JSON.stringify(key)}: [`
      for (let index = 0; index < value.length; index++) yield `${index === 0 ? '\n' : ',\n'}    ${indented(value[index], 2) ?? 'null'}`
      yield '\n  ]'
    } else {
      // What JSON.stringify leaves out of an object (undefined, a function) is left out here too.
      const text = indented(value, 1)
      if (text === undefined) continue
      yield `${separator}  ${JSON.stringify(key)}: ${text}`
    }
    separator = ',\n'
  }
  yield separator === '{\n' ? '{}\n' : '\n}\n'
}

/**
 * A value as serialise writes it, nested `depth` levels deep (1 or 2): stringified inside as many
 * arrays, so that JSON.stringify indents it, and the arrays' own text cut off. Undefined for what
 * JSON.stringify leaves out of an object (undefined, a function, a symbol).
 */
function indented(value: unknown, depth: 1 | 2): string | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined
  const data = inOrder(value)
  // [\n  x\n] and [\n  [\n    x\n  ]\n]
  return depth === 1 ? JSON.stringify([data], null, 2).slice(4, -2) : JSON.stringify([[data]], null, 2).slice(10, -6)
}

/** A generated file: its path in the out folder, with forward slashes, and its text. */
export interface Rendered {
  file: string
  text: string
}

/** A file whose text comes in pieces, made as they are written (serialisedPieces). */
export interface Streamed {
  file: string
  pieces: Iterable<string>
}

/** A file's text as pieces, whichever way it came. */
export const piecesOf = (file: Rendered | Streamed): Iterable<string> => ('text' in file ? [file.text] : file.pieces)

/** Characters gathered from pieces before one write, so that many small pieces cost few writes. */
const BATCH_CHARACTERS = 1 << 20

/** Pieces joined into batches of about BATCH_CHARACTERS. */
export function* batched(pieces: Iterable<string>): Generator<string> {
  let batch = ''
  for (const piece of pieces) {
    batch += piece
    if (batch.length >= BATCH_CHARACTERS) {
      yield batch
      batch = ''
    }
  }
  if (batch !== '') yield batch
}
