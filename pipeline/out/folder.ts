/**
 * The out folder, resolved once (links followed, as the kernel will) and handed to the write and to
 * --check's comparison; and which folders --out may replace: never the study folder, a folder inside it
 * or one holding it, and only a folder that is absent, empty, or holds nothing but files its marker records
 * (marker.ts: byte for byte). Every refusal is one line that names what is in the way and says what to do.
 */
import fs from 'node:fs/promises'
import type { Dirent } from 'node:fs'
import path from 'node:path'
import type { ProblemCode } from '../problems.ts'
import { shownPath } from '../../common/paths.ts'
import { OutRefused } from './errors.ts'
import { MARKER, markerOf, sameBytes } from './marker.ts'
import { RECEIPT, receiptOf } from './receipt.ts'

export interface OutFolder {
  /** As messages show it: relative to the working folder when inside it. */
  readonly shown: string
  /** Its real path: the nearest existing folder on the way with its links resolved, then the rest. */
  readonly path: string
  readonly parent: string
  readonly name: string
}

export async function resolveOutFolder(out: string): Promise<OutFolder> {
  const real = await realPath(out)
  return { shown: shownPath(out), path: real, parent: path.dirname(real), name: path.basename(real) }
}

/** The real path of a path that may not exist yet: the nearest existing ancestor resolved, plus the rest. */
async function realPath(target: string): Promise<string> {
  const rest: string[] = []
  for (let current = path.resolve(target); ; current = path.dirname(current)) {
    try {
      return path.join(await fs.realpath(current), ...rest.reverse())
    } catch (error) {
      if (path.dirname(current) === current) throw error
      rest.push(path.basename(current))
    }
  }
}

const inside = (child: string, parent: string) => {
  const relative = path.relative(parent, child)
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

/** Refuses (OutRefused) an out folder that is the study folder, lies inside it or holds it. */
export async function checkOutsideStudy(raw: string, folder: OutFolder): Promise<void> {
  const realRaw = await realPath(raw)
  const refuse = (why: string) => new OutRefused('OUT_OVERLAPS_STUDY', `cannot write ${folder.shown}: ${why}; give --out a folder outside the study that is absent, empty or written by npm run pipeline`)
  if (folder.path === realRaw) throw refuse('it is the study folder')
  if (inside(folder.path, realRaw)) throw refuse(`it is inside the study folder ${shownPath(raw)}`)
  if (inside(realRaw, folder.path)) throw refuse(`it holds the study folder ${shownPath(raw)}`)
}

/**
 * Refuses a folder the pipeline may not replace: a file, a link to nothing, or a folder holding what it
 * did not write. Asked under the lock (what another run is swapping in is not looked at half-done): when
 * the write begins, and again just before its swap.
 */
export async function checkReplaceable(folder: OutFolder): Promise<void> {
  const stat = await fs.lstat(folder.path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (!stat) return
  const refuse = (code: ProblemCode, why: string, todo: string) => new OutRefused(code, `cannot write ${folder.shown}: ${why}; ${todo}`)
  if (stat.isSymbolicLink()) throw refuse('OUT_NOT_A_FOLDER', 'it is a symbolic link to nothing', 'give --out a folder')
  if (!stat.isDirectory()) throw refuse('OUT_NOT_A_FOLDER', 'it is a file, not a folder', 'give --out a folder that is absent, empty or written by npm run pipeline')
  const foreign = await firstForeign(folder.path)
  if (foreign) {
    throw refuse(
      'OUT_NOT_OURS',
      `it holds ${foreign.file}, which npm run pipeline did not write (${foreign.why})`,
      'give --out an absent or empty folder, or move what the pipeline did not write out of it',
    )
  }
}

export interface Foreign {
  /** Relative to the folder, as 'entities/notes.txt'. */
  file: string
  why: string
}

/** Entries judged at once: their reads and hashes overlap. */
const JUDGED_AT_ONCE = 16

/**
 * The first entry of a folder (in sorted order) that is not provably one the pipeline wrote, and why;
 * undefined when there is none, so that replacing or removing the folder loses nothing of anyone's. Its
 * files are vouched for by its marker (marker.ts: byte for byte, or by their schema under an older
 * marker). A leftover a run's journal names (`leftover`) may instead carry the receipt of the run that
 * was writing it (receipt.ts), or both, when that run was killed between writing the marker and removing
 * the receipt. Folders count by what they hold: an empty one holds nothing to lose.
 */
export async function firstForeign(dir: string, { leftover = false }: { leftover?: boolean } = {}): Promise<Foreign | undefined> {
  const vouch = await markerOf(dir)
  const receipt = leftover ? await receiptOf(dir) : undefined
  // With both, the marker is the later word: the run had written every file.
  const received = vouch ? undefined : receipt
  const why = async ({ file, what }: Entry): Promise<string | undefined> => {
    if (what !== undefined) return `it is ${what}, not a file the pipeline writes`
    if (file === RECEIPT && receipt) return undefined
    if (vouch) return file === MARKER ? undefined : vouch(file)
    if (received) {
      // The marker too is begun in the receipt: killed as it was written, it is part of one.
      const record = received.finished.get(file)
      if (record) return sameBytes(path.join(dir, file), record)
      const unfinished = received.unfinished.get(file)
      if (!unfinished) return `the ${RECEIPT} of the run that was writing it does not list it`
      // What the run had written of it, or (a batch under way) what it held before that batch.
      const verdicts = await Promise.all(unfinished.map((state) => sameBytes(path.join(dir, file), state)))
      return verdicts.includes(undefined) ? undefined : `its bytes are none that the run writing it had written there, by the ${RECEIPT}`
    }
    return file === MARKER ? 'it is not the marker npm run pipeline writes' : `it has no ${MARKER}`
  }
  const entries = await entriesUnder(dir)
  for (let first = 0; first < entries.length; first += JUDGED_AT_ONCE) {
    const batch = entries.slice(first, first + JUDGED_AT_ONCE)
    const verdicts = await Promise.all(batch.map(why))
    const found = verdicts.findIndex((verdict) => verdict !== undefined)
    if (found >= 0) return { file: batch[found]!.file, why: verdicts[found]! }
  }
  return undefined
}

export interface Entry {
  /** Relative to the folder searched, with '/' between names; a folder that cannot be read ends in '/'. */
  file: string
  /** What it is when it is not a regular file: 'a symbolic link', 'a FIFO', ... */
  what?: string
}

/** Every entry under a folder other than folders (files, links, FIFOs, ...), sorted; links are not followed. */
export async function entriesUnder(dir: string): Promise<Entry[]> {
  const found: Entry[] = []
  const visit = async (relative: string, entries: Dirent[]) => {
    for (const entry of entries) {
      const file = relative === '' ? entry.name : `${relative}/${entry.name}`
      if (!entry.isDirectory()) found.push(entry.isFile() ? { file } : { file, what: whatIs(entry) })
      else {
        const inner = await fs.readdir(path.join(dir, file), { withFileTypes: true }).catch(() => undefined)
        if (inner) await visit(file, inner)
        else found.push({ file: `${file}/`, what: 'a folder that cannot be read' })
      }
    }
  }
  await visit('', await fs.readdir(dir, { withFileTypes: true }))
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
}

const whatIs = (entry: Dirent): string =>
  entry.isSymbolicLink() ? 'a symbolic link' : entry.isFIFO() ? 'a FIFO' : entry.isSocket() ? 'a socket' : 'a device'
