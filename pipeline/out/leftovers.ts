/**
 * The folders a run makes beside the out folder, each named in the lock's journal before it exists
 * (journal.ts): the staging folder it writes into, and the replaced folder a two-rename swap leaves. A
 * run begins by recovering what a killed run's journal names, the out folder put back whole if the kill
 * left it missing, and removes a leftover only as far as it proves to be the pipeline's.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { firstForeign, type Foreign, type OutFolder } from './folder.ts'
import { leftoverName, type Leftover } from './journal.ts'
import type { Lock } from './lock.ts'
import { MARKER, markedFiles } from './marker.ts'
import { syncFolder } from './durable.ts'
import { present } from './regular.ts'

/** Told of a leftover a run replaced that holds something the pipeline did not write: it stays where it is. */
export type OnKept = (name: string, foreign: Foreign) => void

/** Makes the staging folder under a fresh name, journalled before it exists; neither that name nor its '-old-' twin may exist. */
export async function makeStaging(out: OutFolder, lock: Lock): Promise<string> {
  for (;;) {
    const suffix = [...randomBytes(6)].map((byte) => SUFFIX_CHARACTERS[byte % SUFFIX_CHARACTERS.length]).join('')
    const [staging, old] = [leftoverName(out, 'new', suffix), leftoverName(out, 'old', suffix)].map((name) => path.join(out.parent, name)) as [string, string]
    if (await present(staging) || await present(old)) continue
    lock.record('staging', path.basename(staging))
    try {
      // The usual mode for a new folder (0777 less the umask): it becomes the out folder.
      await fs.mkdir(staging)
      return staging
    } catch (error) {
      lock.forget(path.basename(staging))
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

const SUFFIX_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Under the lock: puts back the out folder if a killed run left it missing, then removes the leftovers its journal names. */
export async function recover(out: OutFolder, lock: Lock, onKept: OnKept | undefined): Promise<void> {
  if (lock.journal.length === 0) return
  if (!(await present(out.path))) {
    // A complete staging folder is preferred to the old folder it was replacing.
    const byAge = [...lock.journal.filter(({ kind }) => kind === 'staging'), ...lock.journal.filter(({ kind }) => kind === 'replaced')]
    for (const { name } of byAge) {
      const dir = path.join(out.parent, name)
      if (await markedFiles(dir) && !(await firstForeign(dir))) {
        await fs.rename(dir, out.path)
        await syncFolder(out.parent)
        lock.forget(name)
        break
      }
    }
  }
  for (const leftover of [...lock.journal]) await removeLeftover(out, lock, leftover, onKept)
}

/**
 * Removes a folder the journal names, then forgets it. A replaced folder is the pipeline's only as far
 * as its marker lists: holding anything else, it stays (onKept says so). The marker goes first, so a
 * half-removed folder is never taken for a complete one.
 */
export async function removeLeftover(out: OutFolder, lock: Lock, { kind, name }: Leftover, onKept?: OnKept): Promise<void> {
  const dir = path.join(out.parent, name)
  const stat = await fs.lstat(dir).catch(() => undefined)
  if (stat?.isDirectory()) {
    const foreign = kind === 'replaced' ? await firstForeign(dir) : undefined
    if (foreign) onKept?.(name, foreign)
    else {
      lock.record('removing', name)
      await fs.rm(path.join(dir, MARKER), { force: true })
      await fs.rm(dir, { recursive: true, force: true })
    }
  }
  lock.forget(name)
}

