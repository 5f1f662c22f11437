/**
 * What the out folder's lock file says (lock.ts holds it): the pid of the run holding it, 0 once
 * released, then the journal, one line per folder a run makes beside the out folder, named before it is
 * made, with what it holds:
 *
 *   staging .<name>-new-XXXXXX    files being written: all of them the pipeline's
 *   replaced .<name>-old-XXXXXX   what the out folder held: the pipeline's as far as its marker lists
 *   removing .<name>-…-XXXXXX     a folder being removed, checked: all of it the pipeline's
 *
 * A killed run's journal is how the next run knows which leftovers are the pipeline's; a folder no
 * journal names is never touched. Anything else in the file means the pipeline did not make it.
 */
import type { OutFolder } from './folder.ts'

export interface Leftover {
  kind: 'staging' | 'replaced' | 'removing'
  /** The folder's name beside the out folder. */
  name: string
}

/** The names a run gives the folders it makes beside the out folder. */
export const leftoverName = (folder: OutFolder, age: 'new' | 'old', suffix: string) => `.${folder.name}-${age}-${suffix}`

/** A journal names a few folders; a file much larger is not a lock file. */
export const MAX_LOCK_BYTES = 64 * 1024

export function lockFileText(holder: number, journal: readonly Leftover[]): string {
  return [String(holder), ...journal.map(({ kind, name }) => `${kind} ${name}`)].join('\n') + '\n'
}

/** The holder's pid as the text gives it; undefined while its first line is not yet written whole. */
export function holderIn(text: string): number | undefined {
  const pid = /^(\d+)\n/.exec(text)?.[1]
  return pid === undefined ? undefined : Number(pid)
}

/** The journal in a lock file's text; undefined when the pipeline did not write that text. An empty file is one just made. */
export function journalIn(folder: OutFolder, text: string): Leftover[] | undefined {
  if (text === '') return []
  if (text.length > MAX_LOCK_BYTES || !text.endsWith('\n') || holderIn(text) === undefined) return undefined
  const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const entry = new RegExp(`^(staging|replaced|removing) ((?:${escaped(leftoverName(folder, 'new', ''))}|${escaped(leftoverName(folder, 'old', ''))})[A-Za-z0-9]{6})$`)
  const journal: Leftover[] = []
  for (const line of text.slice(0, -1).split('\n').slice(1)) {
    const match = entry.exec(line)
    if (!match) return undefined
    journal.push({ kind: match[1] as Leftover['kind'], name: match[2]! })
  }
  return journal
}
