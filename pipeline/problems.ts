/**
 * A problem found in the raw study: where it is (path:line:column, as the user's editor shows it), its
 * code (problem-codes.ts) and what was expected. Readers collect problems instead of throwing, so one
 * run reports all of them.
 */
import { MAX_PROBLEMS_PER_FILE } from '../common/limits.ts'
import type { ProblemCode } from './problem-codes.ts'

export type { ProblemCode }

export interface Problem {
  file: string
  line: number
  column: number
  /** What is wrong, stably (problem-codes.ts); the message says it in words. */
  code: ProblemCode
  message: string
}

/** A problem as a reader finds it, before the file it is in is known. */
export interface ProblemAt {
  line: number
  column: number
  code: ProblemCode
  message: string
}

/** Items for a message, at most `shown` of them and then how many more: a long list never floods the line. */
export function listed(items: readonly string[], shown = 10): string {
  return items.length <= shown ? items.join(', ') : `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`
}

/**
 * One line per problem, `path:line:column: CODE message`. A control character that reached a message
 * (a library's wording can quote a bare CR), or one of the invisible characters that reorder text (a
 * quoted U+202E would turn the rest of the line around in a terminal), is shown as its escape.
 */
export function formatProblem(problem: Problem): string {
  // eslint-disable-next-line no-control-regex
  const message = problem.message.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g,
    (character) => {
      const escaped = JSON.stringify(character).slice(1, -1)
      return escaped !== character ? escaped : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
    })
  return `${problem.file}:${problem.line}:${problem.column}: ${coded(problem.code, message)}`
}

/** A problem with no line to be at (the out folder's, in one line of its own): `CODE message`. */
export function coded(code: ProblemCode, message: string): string {
  return `${code} ${message}`
}

/** Problems in file order, then by position, so the report reads top to bottom. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  )
}

/**
 * Every problem of a run. A file with more than MAX_PROBLEMS_PER_FILE lists that many and then one line
 * counting the rest, so a huge broken file cannot flood the terminal or memory.
 */
export class Problems {
  private readonly shown: Problem[] = []
  private readonly perFile = new Map<string, { count: number; firstUnlisted?: Problem }>()
  private total = 0
  add(file: string, line: number, column: number, code: ProblemCode, message: string): void {
    const seen = this.perFile.get(file) ?? { count: 0 }
    seen.count++
    this.total++
    this.perFile.set(file, seen)
    if (seen.count <= MAX_PROBLEMS_PER_FILE) this.shown.push({ file, line, column, code, message })
    else seen.firstUnlisted ??= { file, line, column, code, message }
  }
  /** A problem a reader located in `file`. */
  addIn(file: string, { line, column, code, message }: ProblemAt): void {
    this.add(file, line, column, code, message)
  }
  /**
   * Problems a reader found in `file` beyond those it added, counted only (a transactions file may have
   * millions): the file's closing line counts them with the rest.
   */
  addUnlisted(file: string, count: number): void {
    const seen = this.perFile.get(file)
    if (count === 0 || !seen) return
    seen.count += count
    this.total += count
  }
  /** Kept as problems are added: it is asked after every entity of a study. */
  get count(): number {
    return this.total
  }
  /** The problems listed, then one line per file that had more, placed at the first it leaves out. */
  get list(): Problem[] {
    const more = [...this.perFile.values()].flatMap(({ count, firstUnlisted: first }) => first ? [{
      ...first,
      code: 'MORE_PROBLEMS' as const,
      message: `${count - MAX_PROBLEMS_PER_FILE} more problems in this file from here on are not listed (at most ${MAX_PROBLEMS_PER_FILE} per file are); expected the file fixed as the ones listed show`,
    }] : [])
    return [...this.shown, ...more]
  }
}
