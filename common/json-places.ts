/**
 * Where each key and value of a JSON text is, by JSON pointer, and which keys an object gives twice:
 * for messages located at the line and column of what they are about (the manifest, an import's
 * mapping, the review's generated files). The value itself is JSON.parse's, exact, with `__proto__` an
 * own key like any other. A text nested deeper than MAX_JSON_DEPTH is refused first, at the [ or { that
 * opens the level too many, before any parser or walk of the value recurses into it.
 */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser'
import { MAX_JSON_DEPTH } from './limits.ts'
import { lineColumn } from './text.ts'

/**
 * A JSON text's problem: where, which (codes of pipeline/problem-codes.ts, as common/text.ts's are),
 * and what was expected.
 */
export interface JsonProblem {
  line: number
  column: number
  code: 'NOT_JSON' | 'JSON_TOO_DEEP'
  message: string
}

export type Syntax = { ok: true; data: unknown; tree: Node } | ({ ok: false } & JsonProblem)

/** What each of jsonc-parser's errors means, as the message says it. */
const syntaxErrors: Record<ReturnType<typeof printParseErrorCode>, string> = {
  InvalidSymbol: 'this is not JSON (text outside double quotes, or a word other than true, false and null); expected a string in double quotes, a number, true, false, null, an object or a list',
  InvalidNumberFormat: 'this number is not written as JSON writes numbers; expected digits without leading zeros, such as 2024',
  PropertyNameExpected: 'a key is missing here; expected a key in double quotes (and no comma after the last item)',
  ValueExpected: 'a value is missing here; expected a string, a number, true, false, null, an object or a list',
  ColonExpected: 'a colon is missing here; expected "key": value',
  CommaExpected: 'a comma is missing here; expected a comma between items',
  CloseBraceExpected: 'the object is not closed; expected a comma and another "key": value, or }',
  CloseBracketExpected: 'the list is not closed; expected a comma and another value, or ]',
  EndOfFileExpected: 'there is more after the manifest\'s object; expected the file to end after its closing }',
  InvalidCommentToken: 'JSON has no comments; expected the comment removed',
  UnexpectedEndOfComment: 'JSON has no comments; expected the comment removed',
  UnexpectedEndOfString: 'the string is not closed; expected a closing double quote on the same line',
  UnexpectedEndOfNumber: 'the number ends too soon; expected digits after its point or exponent',
  InvalidUnicode: 'a \\u escape needs four hexadecimal digits; expected such as \\u00e9',
  InvalidEscapeCharacter: 'this backslash escape does not exist in JSON; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX',
  InvalidCharacter: 'a control character (a tab or line break) inside a string; expected it escaped, such as \\t or \\n',
  '<unknown ParseErrorCode>': 'expected a JSON object',
}

/**
 * The text's value (JSON.parse: exact, and `__proto__` an own key) and its syntax tree (where each key
 * and value is); JSON.parse's verdict stands where the two parsers disagree. A text nested too deep is
 * refused before either parser runs.
 */
export function syntaxOf(text: string): Syntax {
  const deep = tooDeep(text)
  if (deep) return { ok: false, ...deep }
  const notJson = (offset: number, message: string): Syntax => ({ ok: false, ...lineColumn(text, offset), code: 'NOT_JSON', message: `not valid JSON: ${message}` })
  const errors: ParseError[] = []
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  const first = errors[0]
  if (first) return notJson(first.offset, syntaxErrors[printParseErrorCode(first.error)])
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return notJson(0, (error as Error).message)
  }
  if (!tree) return notJson(0, syntaxErrors.ValueExpected)
  return { ok: true, data, tree }
}

const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const QUOTE = 0x22
const BACKSLASH = 0x5c
const SLASH = 0x2f
const STAR = 0x2a
const LF = 0x0a
const CR = 0x0d

/**
 * The problem of a JSON text that opens a list or an object more than MAX_JSON_DEPTH levels deep, at the
 * [ or { that does; undefined for one within the limit. One pass over the text, without recursion, so
 * that it runs before any parser: jsonc-parser's, the places below and every walk of a value (the
 * review's comparison) recurse once a level. It reads the text as jsonc-parser's scanner does: a string
 * runs to its closing quote or the end of its line, a backslash taking the next character; // and /* *\/
 * comments are passed over. A ] or } closes only an open [ or { of its own kind, the innermost: the
 * parser skips any other while it recovers from an error, so whatever a broken text holds, no parser
 * after this nests deeper than it counted (where a plain count would let `[},` repeated, say, nest
 * without end).
 */
export function tooDeep(text: string): JsonProblem | undefined {
  const open: number[] = []
  const length = text.length
  for (let index = 0; index < length; index++) {
    const character = text.charCodeAt(index)
    if (character === QUOTE) {
      for (index++; index < length; index++) {
        const inside = text.charCodeAt(index)
        if (inside === BACKSLASH) index++
        else if (inside === QUOTE) break
        else if (inside === LF || inside === CR) {
          index--
          break
        }
      }
    } else if (character === OPEN_BRACKET || character === OPEN_BRACE) {
      if (open.push(character) > MAX_JSON_DEPTH) {
        return {
          ...lineColumn(text, index),
          code: 'JSON_TOO_DEEP',
          message: `this ${character === OPEN_BRACKET ? 'list' : 'object'} is nested ${MAX_JSON_DEPTH + 1} levels deep; expected lists and objects nested at most ${MAX_JSON_DEPTH} levels deep`,
        }
      }
    } else if (character === CLOSE_BRACKET || character === CLOSE_BRACE) {
      if (open.at(-1) === (character === CLOSE_BRACKET ? OPEN_BRACKET : OPEN_BRACE)) open.pop()
    } else if (character === SLASH) {
      const next = text.charCodeAt(index + 1)
      if (next === SLASH) {
        for (index += 2; index < length && text.charCodeAt(index) !== LF && text.charCodeAt(index) !== CR; index++);
        index--
      } else if (next === STAR) {
        const end = text.indexOf('*/', index + 2)
        index = end === -1 ? length : end + 1
      }
    }
  }
  return undefined
}

export interface Places {
  /** Offsets of the key and the value at each JSON pointer (a key given twice: its last place, as JSON.parse keeps). */
  pointers: Map<string, { key?: number; value: number }>
  /** Each key given again in the same object: where, and where it was first. */
  duplicates: { key: string; parent: string; offset: number; first: number }[]
}

export function placesOf(tree: Node): Places {
  const places: Places = { pointers: new Map(), duplicates: [] }
  const visit = (node: Node, pointer: string, key?: number) => {
    places.pointers.set(pointer, key === undefined ? { value: node.offset } : { key, value: node.offset })
    if (node.type === 'array') node.children?.forEach((child, index) => visit(child, `${pointer}/${index}`))
    if (node.type !== 'object') return
    const seen = new Map<string, number>()
    for (const property of node.children ?? []) {
      const [name, value] = property.children ?? []
      if (!name || !value) continue
      const key = name.value as string
      const first = seen.get(key)
      if (first === undefined) seen.set(key, name.offset)
      else places.duplicates.push({ key, parent: pointer, offset: name.offset, first })
      visit(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, name.offset)
    }
  }
  visit(tree, '')
  return places
}

/**
 * Whether a parsed value holds lists and objects nested more than MAX_JSON_DEPTH levels deep: a walk of
 * its lists and objects with a stack of its own, no recursion. For a reader that parses with JSON.parse
 * (which takes any depth without recursing) before it walks the value: about a tenth of the cost of
 * tooDeep's pass over the text, which then only locates what this finds.
 */
export function nestedTooDeep(value: unknown): boolean {
  const stack: unknown[] = [value]
  const depths: number[] = [1]
  while (stack.length > 0) {
    const at = stack.pop()
    const depth = depths.pop()!
    if (typeof at !== 'object' || at === null) continue
    if (depth > MAX_JSON_DEPTH) return true
    // Every value of a list, or of an object: for…in, which makes no array per object (and a JSON.parse
    // object inherits nothing enumerable); only lists and objects go on the stack.
    const list = Array.isArray(at) ? (at as unknown[]) : undefined
    if (list) {
      for (let index = 0; index < list.length; index++) {
        const item = list[index]
        if (typeof item === 'object' && item !== null) {
          stack.push(item)
          depths.push(depth + 1)
        }
      }
    } else {
      for (const key in at) {
        const item = (at as Record<string, unknown>)[key]
        if (typeof item === 'object' && item !== null) {
          stack.push(item)
          depths.push(depth + 1)
        }
      }
    }
  }
  return false
}
