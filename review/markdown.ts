/**
 * The review's Markdown: text escaped so that a name from the study cannot break the layout, code spans,
 * tables, and money as the viewer shows it (common/format.ts, the words both say), with differences
 * signed by a plus or a true minus sign (U+2212), as a reviewer reads them: +1,172.50, −3,641.04.
 */
import { count, liability, signedCents } from '../common/format.ts'

/** Text with Markdown's punctuation escaped (names, messages, notes come from the study's own files). */
export function text(value: string): string {
  return value.replace(/[\\`*_[\]{}<>|#~]/g, '\\$&').replace(/\r?\n/g, ' ')
}

/** A code span that holds any text: fenced by more backticks than the longest run inside it. */
export function code(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  const padded = value.startsWith('`') || value.endsWith('`') ? ` ${value} ` : value
  return `${fence}${padded.replace(/\r?\n/g, ' ')}${fence}`
}

/** An amount in cents as the viewer shows it: "$1,172.50"; '-' for none (a state that is not taxable). */
export function money(cents: number | null): string {
  return liability(cents)
}

/** A difference in cents, signed: "+1,172.50", "−3,641.04", "0.00". */
export function signed(cents: number): string {
  return signedCents(cents)
}

/** "$a → $b (+d)", or "$a, unchanged" when the amount is the same. */
export function moneyChange(before: number | null, after: number | null): string {
  if (before === after) return `${money(after)}, unchanged`
  return `${money(before)} → ${money(after)} (${signed((after ?? 0) - (before ?? 0))})`
}

/** A Markdown table; every cell is already Markdown (escape text with text()). */
export function table(header: readonly string[], rows: readonly (readonly string[])[], alignRight: readonly number[] = []): string[] {
  const rule = header.map((_, column) => (alignRight.includes(column) ? '---:' : '---'))
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`)
}

/** A list in prose: "A", "A and B", "A, B and C". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** The first `most` items in prose, and how many more: "A, B and 3 more". */
export function someOf(items: readonly string[], most = 10): string {
  if (items.length <= most) return listed(items)
  return listed([...items.slice(0, most), `${count(items.length - most)} more`])
}

/** How the review names an entity: "Client A (A)". */
export function entityName(ref: { code: string; name: string }): string {
  return `${text(ref.name)} (${ref.code})`
}
