/**
 * Kill-test helper, run as a child process: writes the rendered files in argv[2] (JSON) to the out folder
 * argv[3] with the real writeAtomically, printing each step's name and waiting for a line on stdin before
 * doing it, so the test can kill -9 it exactly between two steps. argv[4] 'renames' forces the fallback
 * swap, argv[5] 'exclusive' the fallback lock.
 */
import { readFileSync, readSync, writeSync } from 'node:fs'
import { writeAtomically } from './write-atomically.ts'
import type { Rendered } from '../../../pipeline/serialise.ts'

const [files, out, mode, lock] = process.argv.slice(2) as [string, string, string | undefined, string | undefined]
const rendered = JSON.parse(readFileSync(files, 'utf8')) as Rendered[]
const buffer = Buffer.alloc(1)
const pause = new Int32Array(new SharedArrayBuffer(4))

await writeAtomically(out, rendered, {
  exchange: mode !== 'renames',
  flock: lock !== 'exclusive',
  step: (name) => {
    writeSync(1, `${name}\n`)
    // Waits until the test says go on (or kills us); stdin may be non-blocking, so poll it.
    for (;;) {
      try {
        if (readSync(0, buffer) > 0) return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
      }
      Atomics.wait(pause, 0, 0, 2)
    }
  },
})
writeSync(1, 'done\n')
