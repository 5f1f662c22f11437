// @ts-check
/**
 * The build cache, node_modules/.cache/<name>/: what is generated from the sources only so that a run
 * starts sooner (the pipeline's bundle, bundle.mjs; the schemas' compiled validators, schemas.ts) is
 * built there on first use, under the hash of every input it is built from, and never committed
 * (docs/generated-files.md). Plain JavaScript, because bundle.mjs runs it before any TypeScript can.
 */
import { accessSync, constants, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The cache folder `name` of the repository at `repo`.
 * @param {string} repo
 * @param {string} name
 */
export function cachePath(repo, name) {
  return path.join(repo, 'node_modules', '.cache', name)
}

/**
 * Whether a cache folder is there or can be made, and can be written (not where node_modules was
 * installed by another user, nor on a read-only file system).
 * @param {string} folder
 */
export function writable(folder) {
  try {
    mkdirSync(folder, { recursive: true })
    accessSync(folder, constants.W_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Where a build of `target` is written before it is renamed into place, so that runs started together
 * never read a half-written build.
 * @param {string} target
 */
export function buildingPath(target) {
  return `${target}.building-${process.pid}`
}

/**
 * Removes from a cache folder every entry but `keep`: builds whose process died, and builds of other
 * inputs an hour old (a run may still be using one, loading its chunks as it goes).
 * @param {string} folder
 * @param {string} keep
 */
export function removeStale(folder, keep) {
  for (const name of readdirSync(folder)) {
    const builder = /\.building-(\d+)$/.exec(name)
    const old = () => statSync(path.join(folder, name)).mtimeMs < Date.now() - 3_600_000
    if (name !== keep && (builder ? !running(Number(builder[1])) : old())) rmSync(path.join(folder, name), { recursive: true, force: true })
  }
}

/**
 * Whether a process of this id is running.
 * @param {number} pid
 */
function running(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}
