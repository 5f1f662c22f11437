/** git, run with its arguments (never through a shell) in the working folder: its exit code and output. */
import { execFile } from 'node:child_process'
import { Unreadable } from './sides/side.ts'

export interface GitRun {
  code: number
  stdout: string
  stderr: string
}

export function git(args: readonly string[]): Promise<GitRun> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { maxBuffer: 1 << 30, encoding: 'utf8' }, (error, stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') reject(new Unreadable(['git: not found; reading a revision needs git on the PATH']))
      else resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
    })
  })
}

/** git's output when it succeeds, else undefined. */
export async function gitOutput(args: readonly string[]): Promise<string | undefined> {
  const run = await git(args)
  return run.code === 0 ? run.stdout : undefined
}
