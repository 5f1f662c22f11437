/**
 * The two libc calls Node does not expose, reached through koffi (FFI): renameat2 with RENAME_EXCHANGE,
 * which swaps two directories in one step, and flock, a lock the kernel drops when its holder dies
 * (even by kill -9). Either is undefined where libc lacks it (not Linux, or koffi cannot load); callers
 * then fall back to plain renames and an O_EXCL lock file.
 */
import { createRequire } from 'node:module'
import { getSystemErrorName } from 'node:util'

export interface Libc {
  /** Swaps two existing directories atomically; false when this file system or kernel cannot. */
  exchange?: (a: string, b: string) => boolean
  /** Takes an exclusive lock on an open file without waiting; false when another process holds it. */
  tryLock?: (fd: number) => boolean
}

const AT_FDCWD = -100
const RENAME_EXCHANGE = 2
const LOCK_EX = 2
const LOCK_NB = 4

function load(): Libc {
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi')
    const self = koffi.load(null)
    const { errno } = koffi.os
    const fail = (call: string, path: string) => {
      const code = getSystemErrorName(-koffi.errno())
      return Object.assign(new Error(`${code}: ${call} '${path}'`), { code, errno: -koffi.errno(), path, syscall: call })
    }
    const libc: Libc = {}
    if (process.platform === 'linux') {
      const renameat2 = self.func('int renameat2(int, const char *, int, const char *, unsigned int)')
      libc.exchange = (a, b) => {
        if (renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE) === 0) return true
        // EINVAL: this file system has no exchange; ENOSYS: the kernel predates it (3.15).
        if (koffi.errno() === errno.EINVAL || koffi.errno() === errno.ENOSYS) return false
        throw fail('rename', a)
      }
    }
    const flock = self.func('int flock(int, int)')
    libc.tryLock = (fd) => {
      if (flock(fd, LOCK_EX | LOCK_NB) === 0) return true
      if (koffi.errno() === errno.EWOULDBLOCK) return false
      throw fail('flock', `fd ${fd}`)
    }
    return libc
  } catch {
    return {}
  }
}

export const libc: Libc = load()
