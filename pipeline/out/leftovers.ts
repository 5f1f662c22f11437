/**
 * The folders a run makes beside the out folder, each named in the lock's journal before it exists and
 * by its identity once it does (journal.ts): the staging folder it writes into, with the receipt of what
 * it wrote (receipt.ts), and the replaced folder a swap leaves. A run begins by recovering what a killed
 * run's journal names, the out folder put back whole if the kill left it missing, and removes a leftover
 * only as far as it proves to be the pipeline's: the very folder the run made, holding nothing its marker
 * or receipt does not account for. Anything else stays where it is, and the run says so (KEPT_LEFTOVER).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { firstForeign, type OutFolder } from './folder.ts'
import { idOf, leftoverName, type Leftover } from './journal.ts'
import type { Lock } from './lock.ts'
import { MARKER, markerOf } from './marker.ts'
import { RECEIPT, Receipt, receiptOf } from './receipt.ts'
import { syncFolder } from './durable.ts'
import { present } from './regular.ts'

/** Told of a folder a killed run's journal names that stays where it is, and why (a sentence: 'a run … left it, but …'). */
export type OnKept = (name: string, why: string) => void

export interface Staging {
  dir: string
  /** Its identity, as the journal records it. */
  id: string
  receipt: Receipt
}

/**
 * Makes the staging folder under a fresh name, journalled before it exists and by its identity once it
 * does, with its receipt; neither that name nor its '-old-' twin may exist.
 */
export async function makeStaging(out: OutFolder, lock: Lock): Promise<Staging> {
  for (;;) {
    const suffix = [...randomBytes(6)].map((byte) => SUFFIX_CHARACTERS[byte % SUFFIX_CHARACTERS.length]).join('')
    const [dir, old] = [leftoverName(out, 'new', suffix), leftoverName(out, 'old', suffix)].map((name) => path.join(out.parent, name)) as [string, string]
    if (await present(dir) || await present(old)) continue
    const name = path.basename(dir)
    lock.record('staging', name)
    try {
      // The usual mode for a new folder (0777 less the umask): it becomes the out folder.
      await fs.mkdir(dir)
    } catch (error) {
      lock.forget(name)
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      continue
    }
    // Its receipt is made whole before the folder's identity is journalled, so a staging folder the
    // journal identifies holds a whole receipt, or someone changed it. Killed before the identity is
    // journalled, the journal names a folder without it: the next run removes it only while it holds
    // nothing but a receipt that records nothing.
    const receipt = await Receipt.create(dir).catch(async (error: unknown) => {
      // A full disk, say: the folder just made is removed again, with what the receipt's making left in it.
      await fs.rm(path.join(dir, RECEIPT), { force: true })
      await fs.rmdir(dir).then(() => lock.forget(name), () => {})
      throw error
    })
    try {
      const id = idOf(await fs.lstat(dir, { bigint: true }))
      lock.record('staging', name, [id])
      return { dir, id, receipt }
    } catch (error) {
      await receipt.close()
      throw error
    }
  }
}

const SUFFIX_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Under the lock: puts back the out folder if a killed run left it missing, then removes the leftovers its journal names. */
export async function recover(out: OutFolder, lock: Lock, onKept: OnKept | undefined): Promise<void> {
  if (lock.journal.length === 0) return
  if (!(await present(out.path))) {
    // A complete staging folder is preferred to the old folder it was replacing; one being removed is never complete.
    const byAge = [...lock.journal.filter(({ kind }) => kind === 'staging'), ...lock.journal.filter(({ kind }) => kind === 'replaced')]
    for (const leftover of byAge) {
      const dir = path.join(out.parent, leftover.name)
      if (await identified(dir, leftover) && await markerOf(dir) && !(await firstForeign(dir, { leftover: true }))) {
        // Killed between writing its marker and removing its receipt: an out folder holds no receipt.
        await fs.rm(path.join(dir, RECEIPT), { force: true })
        await fs.rename(dir, out.path)
        await syncFolder(out.parent)
        lock.forget(leftover.name)
        break
      }
    }
  }
  for (const leftover of [...lock.journal]) await removeLeftover(out, lock, leftover, onKept)
}

/** Whether the folder at dir is the one the journal names: a folder (not a link) with an identity the journal records. */
async function identified(dir: string, { ids }: Leftover): Promise<boolean> {
  const stat = await fs.lstat(dir, { bigint: true }).catch(() => undefined)
  return stat !== undefined && stat.isDirectory() && ids.includes(idOf(stat))
}

/**
 * Removes a folder the journal names, then forgets it, when it is the folder the run made and holds
 * nothing its marker or receipt does not account for; else it stays, and onKept says why. A folder
 * named without its identity (the run was stopped as it made it) is removed only while it holds nothing
 * but a receipt that records nothing.
 */
export async function removeLeftover(out: OutFolder, lock: Lock, leftover: Leftover, onKept?: OnKept): Promise<void> {
  const { name, ids } = leftover
  const dir = path.join(out.parent, name)
  const stat = await fs.lstat(dir).catch(() => undefined)
  const named = 'a run of npm run pipeline named a folder so in its lock file'
  if (!stat) {
    // Gone already (never made, or removed whole).
  } else if (ids.length === 0) {
    const removed = stat.isDirectory() && await removeFresh(dir)
    if (!removed) onKept?.(name, `${named}, but was stopped before it recorded which, and this is not an empty folder`)
  } else if (!(await identified(dir, leftover))) {
    onKept?.(name, `${named}, but this is not the folder it made`)
  } else {
    const foreign = await firstForeign(dir, { leftover: true })
    if (foreign) onKept?.(name, `a run of npm run pipeline left it, but it holds ${foreign.file}, which the pipeline did not write (${foreign.why})`)
    else {
      // Where that cannot be journalled (a full disk: each text is a new file), the marker goes first
      // instead, so that what remains is never taken for a complete folder.
      const journalled = (() => {
        try {
          lock.record('removing', name)
          return true
        } catch {
          return false
        }
      })()
      await removeAccounted(dir, journalled)
    }
  }
  lock.forget(name)
}

/** Removes a folder as a run leaves it when stopped as it made it: empty, or holding a receipt that records nothing. Gives whether it did. */
async function removeFresh(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir).catch(() => undefined)
  if (entries === undefined || entries.some((entry) => entry !== RECEIPT)) return false
  if (entries.length > 0) {
    const received = await receiptOf(dir)
    if (!received || received.begun.size > 0 || received.finished.size > 0) return false
    await fs.rm(path.join(dir, RECEIPT))
  }
  return fs.rmdir(dir).then(() => true, () => false)
}

/**
 * Removes a folder whose every file its marker or receipt accounts for, those two last: a run killed
 * meanwhile leaves a folder still accounted for, which the next run removes (its journal says removing,
 * so it is never taken for a complete one). Not journalled so, the marker goes first.
 */
async function removeAccounted(dir: string, journalled: boolean): Promise<void> {
  if (!journalled) await fs.rm(path.join(dir, MARKER), { force: true })
  for (const entry of await fs.readdir(dir)) {
    if (entry !== MARKER && entry !== RECEIPT) await fs.rm(path.join(dir, entry), { recursive: true, force: true })
  }
  await fs.rm(path.join(dir, RECEIPT), { force: true })
  await fs.rm(path.join(dir, MARKER), { force: true })
  await fs.rmdir(dir)
}
