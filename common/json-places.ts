/**
 * Where each key and value of a JSON text is, by JSON pointer, and which keys an object gives twice:
 * for messages located at the line and column of what they are about (the manifest; the review's
 * generated files). The value itself is JSON.parse's, exact, with `__proto__` an own key like any other.
 */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser'

export type Syntax = { ok: true; data: unknown; tree: Node } | { ok: false; offset: number; message: string }

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
 * The manifest's value (JSON.parse: exact, and `__proto__` an own key) and its syntax tree (where each
 * key and value is); JSON.parse's verdict stands where the two parsers disagree.
 */
export function syntaxOf(text: string): Syntax {
  const errors: ParseError[] = []
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  const first = errors[0]
  if (first) return { ok: false, offset: first.offset, message: syntaxErrors[printParseErrorCode(first.error)] }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { ok: false, offset: 0, message: (error as Error).message }
  }
  if (!tree) return { ok: false, offset: 0, message: syntaxErrors.ValueExpected }
  return { ok: true, data, tree }
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
