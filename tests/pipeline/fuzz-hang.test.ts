/**
 * The fuzzer's hang clock (tests/fuzz/hang.ts), on real processes: work that spins is stopped once it has
 * used its limit of CPU time, work that waits on nothing once it has idled as long, and work that takes
 * longer than the limit by the clock while using less CPU, with pauses shorter than the limit, is no hang.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { processCpuMs, watchForHang } from '../fuzz/hang.ts'

const LIMIT_MS = 1500

/** A node process running `code`, and what the watch said of it: the hang's words, or none once it exited. */
function watched(code: string, limitMs = LIMIT_MS): Promise<{ hang: string | undefined; cpuAtHang: number | undefined; wallMs: number }> {
  const child: ChildProcess = spawn(process.execPath, ['-e', code], { stdio: 'ignore' })
  const started = performance.now()
  return new Promise((resolve) => {
    let hang: string | undefined
    let cpuAtHang: number | undefined
    const unwatch = watchForHang(() => processCpuMs(child.pid!), limitMs, (how) => {
      hang = how
      cpuAtHang = processCpuMs(child.pid!)
      child.kill('SIGKILL')
    })
    child.on('exit', () => {
      unwatch()
      resolve({ hang, cpuAtHang, wallMs: performance.now() - started })
    })
  })
}

test('a process spinning forever is a hang once it has used the limit of CPU time', async () => {
  const { hang, cpuAtHang } = await watched('for (;;) {}')
  assert.match(hang ?? 'no hang', /^used \d+ ms of CPU$/)
  assert.ok(cpuAtHang! >= LIMIT_MS, `${cpuAtHang} ms of CPU when stopped`)
})

test('a process waiting on nothing is a hang once it has idled for the limit', async () => {
  const { hang, cpuAtHang } = await watched('setInterval(() => {}, 1 << 30)')
  assert.match(hang ?? 'no hang', /^sat idle for \d+ ms$/)
  assert.ok(cpuAtHang! < LIMIT_MS, `${cpuAtHang} ms of CPU when stopped`)
})

test('work longer than the limit by the clock, but not in CPU time nor in any one pause, is no hang', async () => {
  // three spells of 300 ms of spinning, 1 s of sleep between: over 2.5 s by the clock, under 1 s of CPU
  const code = `
    const spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end); }
    spin(300); setTimeout(() => { spin(300); setTimeout(() => spin(300), 1000) }, 1000)`
  const { hang, wallMs } = await watched(code)
  assert.is(hang, undefined)
  assert.ok(wallMs > LIMIT_MS, `${Math.round(wallMs)} ms by the clock`)
})

test.run()
