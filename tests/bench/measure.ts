/**
 * The benches' measure of a process: wall time, CPU time (user and system, every thread) and peak
 * resident memory, from GNU time -v, so that each process's figures are its own; and the medians the
 * benches print of runs taken in turn.
 */
import { $ } from 'zx'
import { repo } from '../../web/folders.ts'

export type Measured = { seconds: number; cpuSeconds: number; maxRssMiB: number }

/** Wall time, CPU time and peak resident memory of a command, from GNU time -v. */
export async function measured(command: string[], cwd = repo): Promise<Measured> {
  const run = await $({ cwd, nothrow: true, quiet: true })`/usr/bin/time -v ${command}`
  if (run.exitCode !== 0) throw new Error(`${command.join(' ')} failed (${run.exitCode}):\n${run.stderr.slice(-2000)}`)
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(run.stderr)
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)
  const user = /User time \(seconds\): ([\d.]+)/.exec(run.stderr)
  const system = /System time \(seconds\): ([\d.]+)/.exec(run.stderr)
  if (!wall || !rss || !user || !system) throw new Error(`no figures from /usr/bin/time:\n${run.stderr.slice(-2000)}`)
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3])
  return { seconds, cpuSeconds: Number(user[1]) + Number(system[1]), maxRssMiB: Number(rss[1]) / 1024 }
}

/** Seconds of the fastest run: the least disturbed by the rest of a shared machine. */
export const fastest = (runs: Measured[]) => Math.min(...runs.map((run) => run.seconds))

/** The median run by time, with that run's CPU time, and the largest memory of the runs. */
export function median(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds)
  const middle = sorted[Math.floor(sorted.length / 2)]!
  return { seconds: middle.seconds, cpuSeconds: middle.cpuSeconds, maxRssMiB: Math.max(...runs.map((run) => run.maxRssMiB)) }
}
