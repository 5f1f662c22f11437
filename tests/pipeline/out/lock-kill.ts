/**
 * Kill-test helper, run as a child process: writes the rendered files in argv[2] (JSON) to the out folder
 * argv[3] with the real writeAtomically, and kills itself (SIGKILL) just before its argv[4]-th system call
 * that changes the lock file or a draft of it (an open that may create or write, a write, a truncate, a
 * rename, a link, an unlink), so the test can see what a run killed at that instant leaves there. argv[5]
 * 'exclusive' takes the lock without flock. Prints 'done' when the write finished without reaching that call.
 */
import fs, { readFileSync, writeSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import path from 'node:path'
import { writeAtomically } from './write-atomically.ts'
import type { Rendered } from '../../../pipeline/serialise.ts'

const [files, out, at, lock] = process.argv.slice(2) as [string, string, string, string | undefined]
const rendered = JSON.parse(readFileSync(files, 'utf8')) as Rendered[]
// The lock file and its drafts: `.<name>.lock` and `.<name>.lock.<pid>` beside the out folder.
const lockish = path.join(path.dirname(path.resolve(out)), `.${path.basename(out)}.lock`)
const isLockish = (file: unknown) => typeof file === 'string' && path.resolve(file).startsWith(lockish)
const fds = new Set<number>()
let calls = 0
const count = () => {
  calls += 1
  if (calls === Number(at)) process.kill(process.pid, 'SIGKILL')
}
const changing = fs.constants.O_WRONLY | fs.constants.O_RDWR | fs.constants.O_CREAT | fs.constants.O_TRUNC

const original = { ...fs }
const patched = fs as unknown as Record<string, (...args: unknown[]) => unknown>
patched.openSync = (file, flags, ...rest) => {
  const writes = typeof flags === 'number' ? (flags & changing) !== 0 : typeof flags === 'string' && flags !== 'r'
  if (isLockish(file) && writes) count()
  const fd = (original.openSync as (...args: unknown[]) => number)(file, flags, ...rest)
  if (isLockish(file)) fds.add(fd)
  return fd
}
patched.closeSync = (fd) => {
  fds.delete(fd as number)
  return original.closeSync(fd as number)
}
for (const name of ['writeSync', 'ftruncateSync'] as const) {
  patched[name] = (fd, ...rest) => {
    if (fds.has(fd as number)) count()
    return (original[name] as (...args: unknown[]) => unknown)(fd, ...rest)
  }
}
for (const name of ['renameSync', 'linkSync', 'unlinkSync'] as const) {
  patched[name] = (...args) => {
    if (args.some(isLockish)) count()
    return (original[name] as (...args: unknown[]) => unknown)(...args)
  }
}
syncBuiltinESMExports()

await writeAtomically(out, rendered, { flock: lock !== 'exclusive' })
writeSync(1, `done after ${calls} calls\n`)
