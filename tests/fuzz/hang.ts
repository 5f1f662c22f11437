/**
 * A hang timed by the work's own CPU time, not by the clock. `npm test` runs files side by side and
 * others share the machine, so a compile may wait its turn for a core for longer than its limit: that is
 * no hang. Work that waits on nothing (a promise never settled, a FIFO nobody writes) uses no CPU, so it
 * is a hang once it has sat idle, without a break, for as long. Linux: a child's time is read from /proc;
 * where it cannot be read, the clock stands in for it, as before.
 */
import { readFileSync } from 'node:fs'

/** How often the work's time is read. */
const TICK_MS = 250
/** Linux's clock ticks per second in /proc (USER_HZ). */
const CLOCK_TICKS = 100

/** This process's CPU time so far, in ms (every thread: DuckDB's included). */
export const ownCpuMs = (): number => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** A process's CPU time so far, in ms (every thread), or undefined once it cannot be read (ended, or no /proc). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return undefined
  }
}

/**
 * Calls onHang once the work has used limitMs of CPU since now, or sat idle (no CPU used) for limitMs on
 * end. cpuMs reads the work's CPU time; undefined from the start (no /proc), the clock is used instead.
 * Returns the function that stops watching.
 */
export function watchForHang(cpuMs: () => number | undefined, limitMs: number, onHang: (how: string) => void): () => void {
  const started = performance.now()
  const first = cpuMs()
  let last = 0
  // A process that has ended uses no more: its last reading stands until the watch is stopped.
  const read = first === undefined ? () => performance.now() - started : () => {
    const now = cpuMs()
    return now === undefined ? last : now - first
  }
  let idleSince = performance.now()
  const timer = setInterval(() => {
    const used = read()
    if (used > last) idleSince = performance.now()
    last = used
    const idle = performance.now() - idleSince
    if (used > limitMs) stop(`used ${Math.round(used)} ms of CPU`)
    else if (idle > limitMs) stop(`sat idle for ${Math.round(idle)} ms`)
  }, TICK_MS)
  const stop = (how: string) => {
    clearInterval(timer)
    onHang(how)
  }
  return () => clearInterval(timer)
}
