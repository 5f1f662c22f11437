/**
 * A write killed by kill -9 exactly between two of its steps: paused-write.ts (a child process) prints
 * each step's name and waits before doing it; killAfter lets a number of steps happen and kills it before
 * the next. The kill tests use it, and so does the fuzzer's out-leftover-tamper mutation, for the state a
 * killed run really leaves beside an out folder.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const tsx = import.meta.resolve('tsx')
const repo = path.resolve(import.meta.dirname, '../../..')

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/**
 * Runs the paused write of the files in the JSON file `files` to `out`, lets `steps` steps happen, kills
 * it -9 before the next; returns the step names seen (the last one not done). `mode` 'renames' forces the
 * two-rename swap, `lock` 'exclusive' the lock file without flock.
 */
export async function killAfter(out: string, files: string, steps: number, mode: string, lock: string): Promise<string[]> {
  const helper = path.join(repo, 'tests/pipeline/out/paused-write.ts')
  const child = spawn(process.execPath, ['--import', tsx, helper, files, out, mode, lock], { cwd: repo, stdio: ['pipe', 'pipe', 'inherit'] })
  const seen: string[] = []
  let buffered = ''
  await new Promise<void>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk
      let newline
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline)
        buffered = buffered.slice(newline + 1)
        if (line === 'done') return resolve()
        seen.push(line)
        if (seen.length > steps) {
          child.kill('SIGKILL')
          return resolve()
        }
        child.stdin!.write('\n')
      }
    })
    child.once('exit', () => resolve())
  })
  await exited(child)
  return seen
}
