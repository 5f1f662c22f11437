/**
 * A folder named on npm run diff's command line: a compiled study (a folder npm run pipeline wrote, read
 * as it is: folder.ts) or a study as received (a folder holding study.json, the manifest the pipeline
 * opens at the top of --raw DIR), compiled first by the pipeline's own command run as a process
 * (`node pipeline/bundle.mjs --raw DIR --out TMP`, what npm run pipeline runs), never by its code: the
 * review imports nothing of pipeline/. Each compilation writes into a fresh temporary folder of its own,
 * never into a folder of the user's, and every temporary folder goes when the review is done, whether it
 * compared, was refused or was stopped (Compiler.stop, on a signal). A study that does not compile
 * refuses its side with the pipeline's own lines (`file:line:column: CODE message`), as they are, then
 * one line naming the side.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { lstatSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoRoot, shownPath } from '../../common/paths.ts'
import { readFolder } from './folder.ts'
import { Unreadable, reason, type Side } from './side.ts'

/** What npm run pipeline runs (package.json's "pipeline" script; tests/review/raw.test.ts holds the two together). */
export const PIPELINE = path.join(repoRoot, 'pipeline', 'bundle.mjs')

/** The file that makes a folder a study as received: the manifest the pipeline reads first. */
const MANIFEST = 'study.json'
/** The file every compiled study holds first among its study-level files (versions.ts). */
const OVERVIEW = 'overview.json'

/** Which side of the comparison a folder is, as the usage names it. */
export type Role = 'OLD' | 'NEW'

/** Whether the folder holds an entry of that name, of any kind (the pipeline or the reader then judges it). */
function holds(dir: string, name: string): boolean {
  try {
    lstatSync(path.join(dir, name))
    return true
  } catch {
    return false
  }
}

/** Whether the path is a folder, or a link to one, as the pipeline's --raw and the reader take it. */
function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory()
  } catch {
    return false
  }
}

/** What a folder named on the command line holds: a compiled study, a study as received, or neither. */
export function folderKind(dir: string): 'compiled' | 'study' | 'both' | 'neither' {
  if (!isFolder(dir)) return 'neither'
  const compiled = holds(dir, OVERVIEW)
  const study = holds(dir, MANIFEST)
  return compiled && study ? 'both' : compiled ? 'compiled' : study ? 'study' : 'neither'
}

/** Compiles the studies as received that a review names, each into a temporary folder, and removes them all. */
export class Compiler {
  private temporary: string | undefined
  private readonly running = new Set<ChildProcess>()
  private stopping = false

  /** The side a folder stands for: read as it is when compiled, else compiled first. */
  async open(dir: string, role: Role): Promise<Side> {
    const kind = folderKind(dir)
    const label = shownPath(dir)
    const expected = `expected a compiled study (a folder written by npm run pipeline) or a study as received (a folder holding ${MANIFEST}, which npm run diff compiles)`
    if (kind === 'both') throw new Unreadable([`${label}: holds both ${OVERVIEW} (a compiled study) and ${MANIFEST} (a study as received); ${expected}, not both in one folder`])
    if (kind === 'study') return this.compile(dir, role)
    if (kind === 'neither') {
      let why = `neither a compiled study (no ${OVERVIEW}) nor a study as received (no ${MANIFEST})`
      try {
        if (!statSync(dir).isDirectory()) why = 'not a folder'
      } catch (error) {
        why = reason(error)
      }
      throw new Unreadable([`${label}: ${why}; ${expected}`])
    }
    return readFolder(dir)
  }

  /** Runs the pipeline on `dir` into a new folder under this review's temporary folder, then reads what it wrote. */
  private async compile(dir: string, role: Role): Promise<Side> {
    if (this.stopping) throw new Unreadable([])
    this.temporary ??= mkdtempSync(path.join(os.tmpdir(), 'nexus-diff-'))
    const out = path.join(this.temporary, role.toLowerCase())
    const label = shownPath(dir)
    const child = spawn(process.execPath, [PIPELINE, '--raw', dir, '--out', out], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The pipeline stops when this process goes away, even when killed outright (pipeline/stop.ts).
      env: { ...process.env, PIPELINE_PARENT_PID: String(process.pid) },
    })
    this.running.add(child)
    const errors: Buffer[] = []
    // Its stdout lists the files it wrote, in the temporary folder: nothing the review's reader wants.
    child.stdout.resume()
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk))
    const code = await new Promise<number | string>((resolve) => {
      child.on('error', (error) => resolve(error.message))
      child.on('close', (exitCode, signal) => resolve(exitCode ?? signal ?? 'unknown'))
    })
    this.running.delete(child)
    const said = Buffer.concat(errors).toString('utf8').split('\n').filter((line) => line !== '')
    if (this.stopping) throw new Unreadable([])
    if (code !== 0) {
      const how = typeof code === 'number' ? `exit ${code}` : code
      throw new Unreadable([...said, `${role} ${label}: a study as received that npm run pipeline could not compile (${how}${said.length > 0 ? ', its lines above' : ''}); nothing compared`])
    }
    // Anything it said on stderr while succeeding is still its word, passed on.
    for (const line of said) console.error(line)
    const side = readFolder(out)
    return { ...side, label }
  }

  /** Stops every compilation still running (its pipeline told once, then killed) and waits for each to end. */
  async stop(): Promise<void> {
    const second = this.stopping
    this.stopping = true
    await Promise.all([...this.running].map((child) => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('close', () => resolve())
      child.kill(second ? 'SIGKILL' : 'SIGTERM')
    })))
  }

  /** Removes the temporary folder and everything compiled into it. */
  remove(): void {
    if (this.temporary === undefined) return
    rmSync(this.temporary, { recursive: true, force: true, maxRetries: 3 })
    this.temporary = undefined
  }
}
