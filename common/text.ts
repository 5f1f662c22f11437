/**
 * Turns a study file's bytes into text, refusing what would otherwise reach the site disguised: bytes
 * that are not UTF-8 (they would show as U+FFFD), NUL characters, and a byte-order mark anywhere but
 * at the very start (two files joined). Each is located at the line and column of its first occurrence.
 * The pipeline reports it under its code (pipeline/problem-codes.ts, whose codes these are: a reader
 * adding it to its problems would not type-check otherwise); the review prints the place and message.
 */

/** A text's first problem: where, which, and what was expected. */
export interface TextProblem {
  line: number
  column: number
  code: 'NOT_UTF8' | 'NUL_CHARACTER' | 'STRAY_BOM'
  message: string
}

export type DecodedText =
  | { ok: true; text: string }
  | ({ ok: false } & TextProblem)

const REPLACEMENT = '\uFFFD'

export function decodeText(bytes: Uint8Array): DecodedText {
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes)
  const invalid = firstInvalidByte(bytes, text)
  if (invalid) {
    const byte = bytes[invalid.offset]!.toString(16).toUpperCase().padStart(2, '0')
    return { ok: false, ...lineColumn(text, invalid.index), code: 'NOT_UTF8', message: `the byte 0x${byte} is not valid UTF-8; expected the file saved as UTF-8` }
  }
  const nul = text.indexOf('\0')
  if (nul !== -1) {
    return { ok: false, ...lineColumn(text, nul), code: 'NUL_CHARACTER', message: 'a NUL character (U+0000) is not allowed in a study; expected text without NUL characters' }
  }
  const bom = text.indexOf('\uFEFF', 1)
  if (bom !== -1) {
    return { ok: false, ...lineColumn(text, bom), code: 'STRAY_BOM', message: 'a byte-order mark (U+FEFF) in the middle of the file, as when two files are joined; expected one only at the very start' }
  }
  return { ok: true, text: text.startsWith('\uFEFF') ? text.slice(1) : text }
}

/**
 * The first byte the decoder replaced, as its offset in the bytes and its index in the text. A U+FFFD
 * in the text is a real one when the bytes there spell it (EF BF BD); up to the first that is not,
 * text and bytes correspond character for character.
 */
function firstInvalidByte(bytes: Uint8Array, text: string): { offset: number; index: number } | undefined {
  let offset = 0
  let from = 0
  for (let index = text.indexOf(REPLACEMENT); index !== -1; index = text.indexOf(REPLACEMENT, index + 1)) {
    offset += Buffer.byteLength(text.slice(from, index))
    from = index
    if (bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd) continue
    return { offset, index }
  }
  return undefined
}

/** 1-based line and column of a character of the text, as an editor shows them. */
export function lineColumn(text: string, index: number): { line: number; column: number } {
  let line = 1
  let start = 0
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
    line++
    start = at + 1
  }
  return { line, column: index - start + 1 }
}
