/**
 * The atomic write of the out folder. Files are written to a staging folder beside it as they are made,
 * each begun and finished in its receipt (receipt.ts), fsynced (durable.ts), marked complete (the marker,
 * recording each with its size and SHA-256, last; the receipt then goes) and swapped in with one
 * renameat2(RENAME_EXCHANGE), so the out folder is the previous run's or this run's at every instant,
 * kill -9 included. Where exchange is missing, two renames are used and the next run finishes or undoes
 * them. Runs on one out folder take turns under its lock (lock.ts), whose journal names each folder a
 * run makes beside it, by its identity once it exists; each run first recovers what a killed run's
 * journal names (leftovers.ts), as far as it proves to be the pipeline's.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { libc } from './libc.ts'
import { asWriteFailed } from './errors.ts'
import { checkReplaceable, type OutFolder } from './folder.ts'
import { lockOutFolder, type Lock, type LockOptions } from './lock.ts'
import { idOf, leftoverName, type Leftover } from './journal.ts'
import { makeStaging, recover, removeLeftover, type OnKept, type Staging } from './leftovers.ts'
import { MARKER, markerText, type Recorded } from './marker.ts'
import { RECEIPT } from './receipt.ts'
import { syncFolder, syncFolders, writeDurably, type Announce } from './durable.ts'
import { piecesOf, type Rendered, type Streamed } from '../serialise.ts'

/** The lock's options (LockOptions: handed to the lock as they are), and the write's own. */
export interface WriteOptions extends LockOptions {
  /** Aborted (by a signal, or the parent process going away): stop waiting for the lock, or before the swap, and clean up. */
  signal?: AbortSignal
  /** Called before each change on disk, by name ('write entities/A.json', 'swap', ...): a test seam for
   * pausing (the kill test) or failing (a full disk) at an exact point. */
  step?: (name: string) => void
  /** false forces the two-rename swap used where renameat2's exchange is missing. */
  exchange?: boolean
  /** Called for a folder a run made beside the out folder that is not provably the pipeline's any more: it stays where it is. */
  onKept?: OnKept
}

/** Files written at once into the staging folder: their fsyncs overlap, and the run goes on deriving meanwhile. */
const WRITES_AT_ONCE = 8

/**
 * An out folder being written: files go into a staging folder beside it as they are made, under the
 * out folder's lock, and commit() swaps the folder in whole; abandon() removes it unseen. A failed write
 * is kept and given by commit(), so that a run can still finish reading the study and report its
 * problems first.
 */
export class StagedWrite {
  private readonly writing = new Set<Promise<void>>()
  private readonly folders = new Map<string, Promise<void>>()
  /** Each file added, with its size and SHA-256 once written. */
  readonly written: Recorded[] = []
  private failure: unknown
  private finished = false
  private receiptOpen = true

  private constructor(
    private readonly out: OutFolder,
    private readonly staging: Staging,
    private readonly lock: Lock,
    /** The out folder's parents this run made, innermost first: a run that fails removes them. */
    private readonly madeParents: readonly string[],
    private readonly options: WriteOptions,
  ) {}

  /**
   * Takes the lock (making the folder's missing parents), recovers what a killed run left, refuses a
   * folder the pipeline may not replace and makes the staging folder.
   */
  static async begin(out: OutFolder, options: WriteOptions = {}): Promise<StagedWrite> {
    const made: string[] = []
    try {
      const lock = await lockMakingParents(out, options, made)
      try {
        await recover(out, lock, options.onKept)
        await checkReplaceable(out)
        options.signal?.throwIfAborted()
        return new StagedWrite(out, await makeStaging(out, lock), lock, made, options)
      } catch (error) {
        lock.release()
        throw error
      }
    } catch (error) {
      await removeEmptyFolders(made)
      throw asWriteFailed(error, out.shown)
    }
  }

  /** Starts writing a file; waits only while WRITES_AT_ONCE are under way. Nothing more is written after a failure. */
  async add(rendered: Rendered | Streamed): Promise<void> {
    const { file } = rendered
    if (this.finished || this.failure !== undefined) return
    this.options.signal?.throwIfAborted()
    try {
      this.options.step?.(`write ${file}`)
    } catch (error) {
      this.failure ??= asWriteFailed(error, path.join(this.out.shown, file))
      return
    }
    const entry: Recorded = { file, bytes: 0, sha256: '' }
    this.written.push(entry)
    const writing: Promise<void> = this.write(file, piecesOf(rendered))
      .then((recorded) => { Object.assign(entry, recorded) }, (error: unknown) => { this.failure ??= asWriteFailed(error, path.join(this.out.shown, file)) })
      .finally(() => this.writing.delete(writing))
    this.writing.add(writing)
    while (this.writing.size >= WRITES_AT_ONCE) await Promise.race(this.writing)
  }

  /** Once every file is added: syncs them, writes the marker, removes the receipt and swaps the staging folder in. */
  async commit(): Promise<void> {
    await this.settled()
    if (this.failure !== undefined) throw this.failure
    const { signal, step = () => {} } = this.options
    const { dir } = this.staging
    let target = this.out.shown
    let replaced: Leftover | undefined
    try {
      step('sync folders')
      await syncFolders(dir, [...this.folders.keys()])
      // The marker goes last: a staging folder holding it is complete, which recovery relies on.
      target = path.join(this.out.shown, MARKER)
      step(`write ${MARKER}`)
      await writeDurably(dir, MARKER, [markerText(this.written)], this.announce(MARKER))
      // The marker accounts for every file now; an out folder holds no receipt.
      target = this.out.shown
      step(`remove ${RECEIPT}`)
      await this.closeReceipt()
      await fs.rm(path.join(dir, RECEIPT))
      await syncFolder(dir)
      signal?.throwIfAborted()
      // Checked again at the last moment: what was put into the folder while the study compiled stays.
      await checkReplaceable(this.out)
      replaced = await this.swap(step)
    } catch (error) {
      throw asWriteFailed(error, target)
    }
    // The new folder is in place: from here no failure may say the old one was kept.
    this.finished = true
    try {
      await syncFolder(this.out.parent).catch(() => {})
      // What remains is the old content, removed now or by the next run.
      step('discard old')
      if (replaced) await removeLeftover(this.out, this.lock, replaced, this.options.onKept).catch(() => {})
    } finally {
      this.lock.release()
    }
  }

  /** Removes the staging folder, once the writes under way are done, and releases the lock; the out folder is as it was. */
  async abandon(): Promise<void> {
    if (this.finished) return
    this.finished = true
    await this.settled()
    await this.closeReceipt().catch(() => {})
    const { dir, id } = this.staging
    await removeLeftover(this.out, this.lock, { kind: 'staging', name: path.basename(dir), ids: [id] }, this.options.onKept).catch(() => {})
    this.lock.release()
    await removeEmptyFolders(this.madeParents)
  }

  private async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing)
  }

  private async closeReceipt(): Promise<void> {
    if (!this.receiptOpen) return
    this.receiptOpen = false
    await this.staging.receipt.close()
  }

  /** Writes a file into the staging folder, its receipt saying so before and after. */
  private async write(file: string, pieces: Iterable<string>): Promise<Recorded> {
    const { dir, receipt } = this.staging
    const folder = path.dirname(file)
    if (folder !== '.') {
      // Each folder is made once, by the first file to need it; the others wait for it.
      let made = this.folders.get(folder)
      if (!made) this.folders.set(folder, made = fs.mkdir(path.join(dir, folder), { recursive: true }).then(() => {}))
      await made
    }
    const recorded = await writeDurably(dir, file, pieces, this.announce(file))
    await receipt.finished(recorded)
    return recorded
  }

  /** The receipt's line before each batch of a file's bytes (`begun` before the file is created, then `writing`), and `wrote` after the last. */
  private announce(file: string): Announce {
    const { receipt } = this.staging
    return (state, moment) => (moment === 'first' ? receipt.begun(file, state) : moment === 'next' ? receipt.writing(file, state) : receipt.wrote(file, state))
  }

  /** Swaps the staging folder in; gives the journal's entry for the folder now holding the replaced content, if there was any. */
  private async swap(step: (name: string) => void): Promise<Leftover | undefined> {
    step('swap')
    const { lock, out } = this
    const { dir: staging, id } = this.staging
    const name = path.basename(staging)
    const current = await fs.lstat(out.path, { bigint: true }).catch(() => undefined)
    if (!current) {
      await fs.rename(staging, out.path)
      lock.forget(name)
      return undefined
    }
    const replaced = idOf(current)
    if (this.options.exchange !== false && libc.exchange) {
      // Journalled first: once exchanged, the staging name holds what the out folder held (either
      // folder, as far as a kill now can tell).
      lock.record('replaced', name, [replaced, id])
      if (libc.exchange(staging, out.path)) return lock.journal.find((entry) => entry.name === name)
      lock.record('staging', name, [id])
    }
    // Two renames: a kill between them leaves no out folder but a complete staging folder, which the
    // next run's recovery renames into place.
    const old = leftoverName(out, 'old', name.slice(-6))
    lock.record('replaced', old, [replaced])
    await fs.rename(out.path, path.join(out.parent, old)).catch((error: unknown) => {
      lock.forget(old)
      throw error
    })
    step('rename new into place')
    try {
      await fs.rename(staging, out.path)
    } catch (error) {
      await fs.rename(path.join(out.parent, old), out.path).then(() => lock.forget(old), () => {})
      throw error
    }
    lock.forget(name)
    return lock.journal.find((entry) => entry.name === old)
  }
}

/** Takes the out folder's lock, making its missing parents first (into `made`, innermost first). */
async function lockMakingParents(out: OutFolder, options: WriteOptions, made: string[]): Promise<Lock> {
  for (let tries = 1; ; tries++) {
    made.unshift(...await makeFolders(out.parent))
    try {
      return await lockOutFolder(out, options)
    } catch (error) {
      // A failed run that made the parents removed them while this one waited: make them again.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || tries === 3) throw error
    }
  }
}

/** mkdir -p, giving the folders it made, innermost first. */
async function makeFolders(dir: string): Promise<string[]> {
  const first = await fs.mkdir(dir, { recursive: true })
  const made: string[] = []
  for (let folder = dir; first !== undefined && made.at(-1) !== first; folder = path.dirname(folder)) made.push(folder)
  return made
}

async function removeEmptyFolders(folders: readonly string[]): Promise<void> {
  for (const folder of folders) await fs.rmdir(folder).catch(() => {})
}

