/**
 * What the out folder's lock file says (lock.ts holds it): the pid of the run holding it, 0 once
 * released, then the journal, one line per folder a run makes beside the out folder, named before it is
 * made and, once it exists, by its identity (device:inode) too, with what it holds:
 *
 *   staging .<name>-new-XXXXXX 2049:1234        files being written, and the receipt of them
 *   replaced .<name>-old-XXXXXX 2049:987        what the out folder held, and its marker
 *   removing .<name>-…-XXXXXX 2049:987          a folder being removed, checked first
 *
 * A killed run's journal is how the next run knows which leftovers are the pipeline's: a folder no
 * journal names is never touched, nor one under a name it names that is not the folder the run made (its
 * identity differs, or none was recorded and it is not empty), nor one holding what its marker or
 * receipt does not account for (leftovers.ts). Anything else in the file means the pipeline did not
 * make it.
 */
import type { BigIntStats } from 'node:fs'
import type { OutFolder } from './folder.ts'

export interface Leftover {
  kind: 'staging' | 'replaced' | 'removing'
  /** The folder's name beside the out folder. */
  name: string
  /** The identities ('device:inode') the folder of that name may have; none until it exists. */
  ids: readonly string[]
}

/** A folder's identity as the journal records it. */
export const idOf = (stat: BigIntStats): string => `${stat.dev}:${stat.ino}`

/** The names a run gives the folders it makes beside the out folder. */
export const leftoverName = (folder: OutFolder, age: 'new' | 'old', suffix: string) => `.${folder.name}-${age}-${suffix}`

/** A journal names a few folders; a file much larger is not a lock file. */
export const MAX_LOCK_BYTES = 64 * 1024

export function lockFileText(holder: number, journal: readonly Leftover[]): string {
  return [String(holder), ...journal.map(({ kind, name, ids }) => [kind, name, ...ids].join(' '))].join('\n') + '\n'
}

/** The holder's pid as the text gives it; undefined while its first line is not yet written whole. */
export function holderIn(text: string): number | undefined {
  const pid = /^(\d+)\n/.exec(text)?.[1]
  return pid === undefined ? undefined : Number(pid)
}

/** The journal in a lock file's text; undefined when the pipeline did not write that text (an empty file among them). */
export function journalIn(folder: OutFolder, text: string): Leftover[] | undefined {
  if (text.length > MAX_LOCK_BYTES || !text.endsWith('\n') || holderIn(text) === undefined) return undefined
  const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const entry = new RegExp(`^(staging|replaced|removing) ((?:${escaped(leftoverName(folder, 'new', ''))}|${escaped(leftoverName(folder, 'old', ''))})[A-Za-z0-9]{6})((?: [0-9]+:[0-9]+)*)$`)
  const journal: Leftover[] = []
  for (const line of text.slice(0, -1).split('\n').slice(1)) {
    const match = entry.exec(line)
    if (!match) return undefined
    journal.push({ kind: match[1] as Leftover['kind'], name: match[2]!, ids: match[3]!.split(' ').filter((id) => id !== '') })
  }
  return journal
}
