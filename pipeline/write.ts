/**
 * Deterministic serialisation, the atomic write of the out folder, and `compare` for --check.
 * Everything is written to a staging folder beside the out folder, fsynced, marked complete (the marker
 * last) and swapped in with one renameat2(RENAME_EXCHANGE), so the out folder is the previous run's or
 * this run's at every instant, kill -9 included. Where exchange is missing, two renames are used and the
 * next run finishes or undoes them. Runs on one out folder are serialised by a lock, and each run first
 * recovers or removes what a killed run left (`.<name>-new-*`, `.<name>-old-*`).
 */
import { open } from 'node:fs/promises'
import { getSystemErrorMap } from 'node:util'
import { fs, path } from 'zx'
import { libc } from './libc.ts'
import { Interrupted } from './stop.ts'
import { lockOutFolder } from './lock.ts'
import { MARKER, MARKER_TEXT, isMarked, outState, realPath } from './out-folder.ts'

/** JSON with keys sorted at every level, two-space indent and a trailing newline. */
export function serialise(data: unknown): string {
  return `${JSON.stringify(sortKeys(data), null, 2)}\n`
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === 'object') {
    // A loop rather than Object.fromEntries of pairs: a third less time over a thousand entity reports.
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort()) {
      const item = sortKeys((value as Record<string, unknown>)[key])
      // Assigning __proto__ would set the prototype instead of a key.
      if (key === '__proto__') Object.defineProperty(sorted, key, { value: item, enumerable: true, writable: true, configurable: true })
      else sorted[key] = item
    }
    return sorted
  }
  return value
}

export interface Rendered {
  file: string
  text: string
}

export interface WriteOptions {
  /** Aborted (by a signal, or the parent process going away): stop before the swap and clean up. */
  signal?: AbortSignal
  /** Called before each change on disk, by name ('write entities/A.json', 'swap', ...): a test seam for
   * pausing (the kill test) or failing (a full disk) at an exact point. */
  step?: (name: string) => void
  /** false forces the two-rename swap used where renameat2's exchange is missing. */
  exchange?: boolean
  /** Called once when another run holds the lock. */
  onWait?: (holder: string) => void
  lockTimeoutMs?: number
}

/** A write that failed before the swap: target is the file being written, relative to the out folder
 * ('' for the folder itself), reason the system's words for the error. */
export class WriteFailed extends Error {
  constructor(readonly target: string, readonly reason: string) {
    super(`cannot write ${target || 'the out folder'}: ${reason}`)
  }
}

const leftover = (name: string) => new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(new|old)-[A-Za-z0-9]{6}$`)

export async function writeAtomically(outDir: string, files: readonly Rendered[], options: WriteOptions = {}): Promise<void> {
  const { signal, step = () => {} } = options
  const out = await realPath(outDir)
  const parent = path.dirname(out)
  let target = ''
  try {
    await fs.mkdirp(parent)
    const lock = await lockOutFolder(out, {
      ...(options.onWait ? { onWait: options.onWait } : {}),
      ...(options.lockTimeoutMs === undefined ? {} : { timeoutMs: options.lockTimeoutMs }),
    })
    try {
      await recoverOutFolder(out)
      // Checked again under the lock: the folder may have changed since the run started.
      await outState(out, outDir)
      signal?.throwIfAborted()
      const staging = await fs.mkdtemp(path.join(parent, `.${path.basename(out)}-new-`))
      // mkdtemp makes it private (0700); the out folder gets the usual mode.
      await fs.chmod(staging, 0o777 & ~process.umask())
      let retired: string | undefined
      try {
        for (const { file, text } of files) {
          target = file
          signal?.throwIfAborted()
          step(`write ${file}`)
          await writeDurably(staging, file, text)
        }
        target = ''
        step('sync folders')
        await syncFolders(staging, files)
        // The marker goes last: a staging folder holding it is complete, which recovery relies on.
        target = MARKER
        step(`write ${MARKER}`)
        await writeDurably(staging, MARKER, MARKER_TEXT)
        await syncFolder(staging)
        target = ''
        signal?.throwIfAborted()
        retired = await swap(staging, out, options.exchange !== false && libc.exchange !== undefined, step)
      } finally {
        if (retired === undefined) await discard(staging).catch(() => {})
      }
      // The new folder is in place: from here no failure may say the old one was kept.
      await syncFolder(parent).catch(() => {})
      // What remains is the old content, removed now or by the next run.
      step('discard old')
      await discard(retired).catch(() => {})
    } finally {
      lock.release()
    }
  } catch (error) {
    if (error instanceof Interrupted || !isSystemError(error)) throw error
    throw new WriteFailed(target, describe(error))
  }
}

/** Swaps staging in; returns the path now holding the old content, or staging itself when there was none. */
async function swap(staging: string, out: string, exchange: boolean, step: (name: string) => void): Promise<string> {
  step('swap')
  const exists = await fs.lstat(out).then(() => true, () => false)
  if (!exists) {
    await fs.rename(staging, out)
    return staging
  }
  if (exchange && libc.exchange?.(staging, out)) return staging
  // Journalled by the names themselves: a kill between these renames leaves no out folder but a
  // complete .<name>-new-*, which the next run's recovery renames into place.
  const old = path.join(path.dirname(staging), path.basename(staging).replace(/-new-(?=[A-Za-z0-9]{6}$)/, '-old-'))
  await fs.rename(out, old)
  step('rename new into place')
  try {
    await fs.rename(staging, out)
  } catch (error) {
    await fs.rename(old, out).catch(() => {})
    throw error
  }
  return old
}

/** Under the lock: restores the out folder if a killed run left it missing, then removes leftovers. */
export async function recoverOutFolder(outDir: string): Promise<void> {
  const out = await realPath(outDir)
  const parent = path.dirname(out)
  const pattern = leftover(path.basename(out))
  const listed = (await fs.readdir(parent).catch(() => [])) as string[]
  const names = listed.filter((name) => pattern.test(name)).sort()
  if (names.length === 0) return
  const dirs = names.map((name) => path.join(parent, name))
  let restored: string | undefined
  if (!(await fs.lstat(out).then(() => true, () => false))) {
    // A complete new folder is preferred to the old one it was replacing.
    for (const dir of [...dirs.filter((d) => path.basename(d).includes('-new-')), ...dirs.filter((d) => path.basename(d).includes('-old-'))]) {
      if (await isMarked(dir)) {
        await fs.rename(dir, out)
        await syncFolder(parent)
        restored = dir
        break
      }
    }
  }
  for (const dir of dirs) if (dir !== restored) await discard(dir)
}

/** Removes a folder, marker first, so a half-removed folder is never taken for a complete one. */
async function discard(dir: string): Promise<void> {
  await fs.rm(path.join(dir, MARKER), { force: true })
  await fs.rm(dir, { recursive: true, force: true })
}

async function writeDurably(root: string, file: string, text: string): Promise<void> {
  const full = path.join(root, file)
  await fs.mkdirp(path.dirname(full))
  const handle = await open(full, 'wx')
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** fsyncs every folder that received a file, deepest first, so their entries are on disk before the swap. */
async function syncFolders(root: string, files: readonly Rendered[]): Promise<void> {
  const dirs = new Set<string>()
  for (const { file } of files) {
    for (let dir = path.dirname(file); dir !== '.' && dir !== ''; dir = path.dirname(dir)) dirs.add(dir)
  }
  for (const dir of [...dirs].sort((a, b) => b.length - a.length)) await syncFolder(path.join(root, dir))
  await syncFolder(root)
}

async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } catch (error) {
    // Some platforms cannot fsync a folder (Windows: EPERM); there is nothing more to do there.
    if (!['EPERM', 'EINVAL', 'EISDIR', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
  } finally {
    await handle.close()
  }
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && /^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code ?? '')
}

/** The system's own words for an error code: 'no space left on device' for ENOSPC. */
export function describe(error: NodeJS.ErrnoException): string {
  const map = getSystemErrorMap()
  const byErrno = error.errno === undefined ? undefined : map.get(error.errno)
  const byCode = [...map.values()].find(([name]) => name === error.code)
  return (byErrno ?? byCode)?.[1] ?? error.code ?? error.message
}

export interface Difference {
  file: string
  kind: 'changed' | 'missing' | 'unexpected'
}

/** How the out folder differs from what this run would write. */
export async function compare(outDir: string, rendered: readonly Rendered[]): Promise<Difference[]> {
  const differences: Difference[] = []
  const files = [...rendered, { file: MARKER, text: MARKER_TEXT }]
  const expected = new Set(files.map((file) => file.file))
  for (const { file, text } of files) {
    const current = await fs.readFile(path.join(outDir, file), 'utf8').catch(() => undefined)
    if (current === undefined) differences.push({ file, kind: 'missing' })
    else if (current !== text) differences.push({ file, kind: 'changed' })
  }
  for (const file of await listFiles(outDir)) {
    if (!expected.has(file)) differences.push({ file, kind: 'unexpected' })
  }
  return differences
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries: import('node:fs').Dirent[] = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => [])
  const files = await Promise.all(entries.map(async (entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, relative) : [relative]
  }))
  return files.flat().sort()
}
