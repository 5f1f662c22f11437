/**
 * A value as every message quotes it (the pipeline's problems, the import's, the review's): in JSON
 * quotes, a long value cut to its first characters, with an ellipsis and its full length, so a huge
 * field never floods the terminal.
 */
import { MAX_QUOTED_CHARACTERS } from './limits.ts'

export function quote(value: unknown): string {
  const isText = typeof value === 'string'
  const text = isText ? value : JSON.stringify(value) ?? String(value)
  const characters = [...text]
  if (characters.length <= MAX_QUOTED_CHARACTERS) return isText ? JSON.stringify(text) : text
  const excerpt = characters.slice(0, MAX_QUOTED_CHARACTERS).join('')
  return `${isText ? JSON.stringify(`${excerpt}…`) : `${excerpt}…`} (${characters.length} characters)`
}
