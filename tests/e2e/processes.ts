/**
 * Commands started as a user starts them (npm, in a process group of its own, as a terminal starts one)
 * and what is left of them once stopped: whether their URL still answers, and which of their processes
 * still run. Linux: the processes are read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

export type Serving = { child: ChildProcess; url: Promise<string>; output: () => string }

/** Starts a command in its own process group; resolves with the URL it prints (`Serving … at URL`). */
export function startedServing(command: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Serving {
  const child = spawn(command[0]!, command.slice(1), { cwd: options.cwd, env: { ...process.env, ...options.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk
      const found = /Serving .* at (http:\/\/\S+)/.exec(output)
      if (found) resolve(found[1]!)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.on('exit', (code) => reject(new Error(`exited with ${code} before serving:\n${output}`)))
  })
  url.catch(() => undefined)
  return { child, url, output: () => output }
}

/** The processes of a group still running, as `pid command` (a zombie has exited: only its parent has yet to reap it). */
export function livingIn(group: number): string[] {
  const living: string[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // exited meanwhile
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so read after the last ')'
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(pgrp) === group && state !== 'Z') living.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`)
  }
  return living
}

/** Whether anything answers at the URL (a refused connection is no answer). */
export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

/** Waits (up to `ms`) until the URL no longer answers and no process of the group runs; what is left then. */
export async function whatRemains(url: string, group: number, ms = 10_000): Promise<{ answering: boolean; living: string[] }> {
  const until = Date.now() + ms
  for (;;) {
    const left = { answering: await answers(url), living: livingIn(group) }
    if ((!left.answering && left.living.length === 0) || Date.now() > until) return left
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
