/**
 * What must hold for every mutant, however broken: compileStudy returns problems or files and never
 * throws; every problem is located inside the file it names, carries a declared code and is short;
 * outputs validate; nothing from a file outside the study is read or quoted; and the real CLI exits 0
 * or 1 without a stack trace, leaves a previous out folder byte-for-byte as it was when it fails, and
 * leaves nothing beside it.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { lstat, readFile, readdir, readlink, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { compileStudy } from '../pipeline/compile.ts'
import { MARKER, markerText, outputSchemaOf, recordOf } from '../../pipeline/out/marker.ts'
import { formatProblem, type Problem } from '../../pipeline/problems.ts'
import { problemCodes } from '../../pipeline/problem-codes.ts'
import { validator } from '../../common/schemas.ts'
import { OUTSIDE_SENTINEL, type MutantDirs } from './mutations.ts'
import { ownCpuMs, processCpuMs, watchForHang } from './hang.ts'

export const repoRoot = path.resolve(import.meta.dirname, '../..')

/** crash: a throw, an internal error, a hang, a signal, a stack trace; user-file: a file of the user's in or beside the out folder lost or taken. */
export type Category = 'crash' | 'bad-problem' | 'outside-read' | 'changed-out' | 'leftover' | 'user-file'

export interface Failure {
  category: Category
  /** Groups failures of one cause: numbers and paths replaced, so one class per bug. */
  signature: string
  /** The full evidence: stack, problem line, CLI stderr. */
  detail: string
  stage: 'in-process' | 'cli'
}

export interface InProcessResult {
  compiled: boolean
  problems: number
  files: Map<string, string> | undefined
  failures: Failure[]
}

const MESSAGE_LIMIT = 1000
/** Text of /etc/passwd and of the outside file: neither may ever reach a message or an output. */
const LEAK_MARKERS = [OUTSIDE_SENTINEL, 'root:x:0:0']

/** Replaces what varies between occurrences of one bug (numbers, paths, quoted values). */
export function normalise(text: string): string {
  return text
    .replace(/(?:\/[\w.@+-]+)+\/?/g, '<path>')
    .replace(/"[^"]{20,}"/g, '"…"')
    .replace(/\d+(?:\.\d+)?/g, 'N')
    .replace(/\s+/g, ' ')
    .slice(0, 160)
}

function throwSignature(error: unknown): string {
  if (!(error instanceof Error)) return `throw: non-error ${normalise(String(error))}`
  // The innermost frames in pipeline/ and common/ tell a parse from a sum overflowing in derive.
  const frames = (error.stack ?? '').split('\n')
    .filter((line) => /(pipeline|common)\//.test(line) && !/node_modules/.test(line))
    .slice(0, 3)
    .map((line) => line.replace(/^\s*at\s+(?:(\S+) \()?.*?((?:pipeline|common)\/[\w/.-]+\.ts):\d+:\d+\)?$/, (_, name: string | undefined, file: string) => `${name ?? '<anonymous>'} (${file})`))
  return `throw: ${error.name}: ${normalise(error.message)}${frames.length > 0 ? ` at ${frames.join(' < ')}` : ''}`
}

const lineCounts = new Map<string, number | undefined>()

/** Lines in a regular file as an editor counts them (CR, LF and CRLF all break a line); undefined for anything else. */
async function linesOf(file: string): Promise<number | undefined> {
  if (lineCounts.has(file)) return lineCounts.get(file)
  const info = await stat(file).catch(() => undefined)
  let count: number | undefined
  if (info?.isFile() && info.size < 64 * 1024 * 1024) {
    const text = (await readFile(file)).toString('latin1')
    count = 1 + (text.match(/\r\n|\r|\n/g)?.length ?? 0)
  }
  lineCounts.set(file, count)
  return count
}

async function checkProblem(problem: Problem): Promise<Failure | undefined> {
  const line = formatProblem(problem)
  const fail = (reason: string): Failure => ({ category: 'bad-problem', signature: `bad-problem: ${reason}`, detail: line.slice(0, 2000), stage: 'in-process' })
  if (problem.code === 'INTERNAL_ERROR') {
    return { category: 'crash', signature: `internal-error: ${normalise(problem.message)}`, detail: line.slice(0, 2000), stage: 'in-process' }
  }
  if (!/^[^\r\n]+:\d+:\d+: [A-Z][A-Z0-9_]* [^\r\n]+$/.test(line)) {
    return fail(/[\r\n]/.test(line) ? 'a line break inside the message' : 'not path:line:column: CODE message')
  }
  if (!Object.hasOwn(problemCodes, problem.code)) return fail('a code not declared in problem-codes.ts')
  if (!Number.isInteger(problem.line) || problem.line < 1) return fail('line below 1')
  if (!Number.isInteger(problem.column) || problem.column < 1) return fail('column below 1')
  if (problem.message.length > MESSAGE_LIMIT) return fail(`message longer than ${MESSAGE_LIMIT} characters`)
  if (LEAK_MARKERS.some((marker) => line.includes(marker))) {
    return { category: 'outside-read', signature: 'outside-read: a message quotes a file outside the study', detail: line.slice(0, 2000), stage: 'in-process' }
  }
  const lines = await linesOf(path.resolve(repoRoot, problem.file))
  if (lines === undefined) {
    if (problem.line !== 1) return fail('a line beyond 1 in something that is not a readable file')
  } else if (problem.line > lines + 1) {
    return fail('line beyond the end of the file')
  }
  return undefined
}

/** Whether any link in the study resolves to something outside it. */
/** study.json and every path it names, relative to the study folder (what compileStudy may read). */
async function namedPaths(study: string): Promise<string[]> {
  const manifest = await readFile(path.join(study, 'study.json'), 'utf8').then((text) => JSON.parse(text) as unknown).catch(() => undefined)
  const paths = ['study.json']
  const take = (value: unknown) => { if (typeof value === 'string') paths.push(path.normalize(value)) }
  if (manifest && typeof manifest === 'object') {
    const record = manifest as Record<string, unknown>
    for (const key of ['rates', 'defaultStatuses', 'recommendations', 'thresholds', 'fx']) take(record[key])
    if (Array.isArray(record.entities)) {
      for (const entity of record.entities) {
        if (entity && typeof entity === 'object') for (const key of ['revenue', 'nexus', 'transactions', 'daily']) take((entity as Record<string, unknown>)[key])
      }
    }
  }
  return paths
}

async function linksOutside(study: string): Promise<string[]> {
  const inside = await realpath(study)
  const found: string[] = []
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name)
      if (entry.isSymbolicLink()) {
        const target = await realpath(full).catch(() => undefined)
        if (target && path.relative(inside, target).startsWith('..')) found.push(path.relative(study, full))
      } else if (entry.isDirectory()) await walk(full)
    }
  }
  await walk(study)
  return found
}

export async function checkInProcess(dirs: MutantDirs, timeoutMs: number): Promise<InProcessResult> {
  lineCounts.clear()
  const failures: Failure[] = []
  let result: Awaited<ReturnType<typeof compileStudy>>
  let unwatch = () => {}
  try {
    result = await Promise.race([
      compileStudy(dirs.study),
      new Promise<never>((_, reject) => { unwatch = watchForHang(ownCpuMs, timeoutMs, (how) => reject(new HangError(how))) }),
    ])
  } catch (error) {
    const signature = error instanceof HangError ? `hang: compileStudy did not settle in ${timeoutMs} ms of CPU time or of idling` : throwSignature(error)
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
    return { compiled: false, problems: 0, files: undefined, failures: [{ category: 'crash', signature, detail: detail.slice(0, 4000), stage: 'in-process' }] }
  } finally {
    unwatch()
  }

  for (const problem of result.problems) {
    const failure = await checkProblem(problem)
    if (failure && !failures.some((known) => known.signature === failure.signature)) failures.push(failure)
  }
  if (result.problems.length === 0 && result.files.length === 0) {
    failures.push({ category: 'crash', signature: 'neither problems nor files', detail: '', stage: 'in-process' })
  }
  const files = new Map(result.files.map(({ file, text }) => [file, text]))
  for (const [file, text] of files) {
    const schema = outputSchemaOf(file)
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (error) {
      failures.push({ category: 'crash', signature: `output not JSON: ${file}`, detail: String(error), stage: 'in-process' })
      continue
    }
    const validate = schema ? validator(schema) : undefined
    if (!validate || !validate(data)) {
      failures.push({ category: 'crash', signature: `output invalid: ${normalise(file)}`, detail: JSON.stringify(validate?.errors ?? 'no schema').slice(0, 2000), stage: 'in-process' })
    }
    if (LEAK_MARKERS.some((marker) => text.includes(marker))) {
      failures.push({ category: 'outside-read', signature: 'outside-read: an output holds text of a file outside the study', detail: file, stage: 'in-process' })
    }
  }
  if (files.size > 0) {
    // A link the manifest does not lead through is never read, so it is no evidence of an outside read.
    const named = await namedPaths(dirs.study)
    const outside = (await linksOutside(dirs.study))
      .filter((link) => named.some((file) => file === link || file.startsWith(`${link}${path.sep}`) || file.startsWith(`${link}/`)))
    if (outside.length > 0) {
      failures.push({ category: 'outside-read', signature: 'outside-read: compiled through a symlink leading outside the study', detail: outside.join(', '), stage: 'in-process' })
    }
  }
  return { compiled: files.size > 0, problems: result.problems.length, files: files.size > 0 ? files : undefined, failures }
}

class HangError extends Error {
  constructor(how: string) {
    super(`no answer: it ${how}`)
  }
}

/** Every entry under dir: a hash for files, the target for links, a mark for folders. */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>()
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true }).catch(() => [])) {
      const name = relative ? `${relative}/${entry.name}` : entry.name
      const full = path.join(dir, name)
      if (entry.isSymbolicLink()) entries.set(name, `link ${await readlink(full)}`)
      else if (entry.isDirectory()) {
        entries.set(name, 'folder')
        await walk(name)
      } else if (entry.isFile()) entries.set(name, createHash('sha256').update(await readFile(full)).digest('hex'))
      else entries.set(name, 'special')
    }
  }
  if ((await lstat(dir).catch(() => undefined))?.isDirectory()) await walk('')
  else entries.set('', 'absent or not a folder')
  return entries
}

function sameSnapshot(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([key, value]) => b.get(key) === value)
}

export interface CliRun {
  code: number | null
  signal: NodeJS.Signals | null
  timedOut: boolean
  stdout: string
  stderr: string
}

const OUTPUT_CAP = 256 * 1024

/**
 * Runs the real CLI as a user does, in its own process group so that a hang can kill everything it
 * started: timeoutMs of its CPU time, or of idling (hang.ts).
 */
export function runCli(args: string[], timeoutMs: number): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'pipeline/cli.ts', ...args], {
      cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let timedOut = false
    child.stdout.on('data', (chunk: Buffer) => { if (stdout.length < OUTPUT_CAP) stdout += chunk.toString('utf8') })
    child.stderr.on('data', (chunk: Buffer) => { if (stderr.length < OUTPUT_CAP) stderr += chunk.toString('utf8') })
    const unwatch = watchForHang(() => (child.pid === undefined ? undefined : processCpuMs(child.pid)), timeoutMs, () => {
      timedOut = true
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch { /* already gone */ }
    })
    child.on('close', (code, signal) => {
      unwatch()
      resolve({ code, signal, timedOut, stdout, stderr })
    })
  })
}

const STACK_LINE = /^\s+at\s.+(?:\(.+\)|:\d+:\d+)$/m

/**
 * Runs the CLI on the mutant against its out folder (dirs.out: the good run's files, as the out-folder
 * kinds left them, if they ran); `unchanged` holds what a failed run may leave there, `besideBefore` what
 * lay beside it before the run; expected holds what compileStudy returned in-process (hazard mutants are
 * never run in-process). The user's files (dirs.expect.precious) must all outlive the run byte for byte,
 * and one in the out folder or at its lock path means the run must be refused.
 */
export async function checkCli(
  dirs: MutantDirs, unchanged: readonly Map<string, string>[], besideBefore: readonly string[], expected: Map<string, string> | 'rejected' | 'not run', timeoutMs: number,
): Promise<{ run: CliRun; failures: Failure[] }> {
  const { out, outParent, expect } = dirs
  const run = await runCli(['--raw', dirs.study, '--out', out], timeoutMs)
  const failures: Failure[] = []
  const detail = `exit ${run.code ?? run.signal ?? 'none'}${run.timedOut ? ` (killed after ${timeoutMs} ms of CPU time or of idling)` : ''}\n--- stderr (first 4000 characters) ---\n${run.stderr.slice(0, 4000)}`
  const crash = (signature: string) => failures.push({ category: 'crash', signature, stage: 'cli', detail })
  const usersFile = (signature: string, what: string) => failures.push({ category: 'user-file', signature: `user-file: ${signature}`, stage: 'cli', detail: `${what}\n${detail}` })

  if (run.timedOut) crash(`cli-timeout: no exit within ${timeoutMs} ms of CPU time or of idling`)
  else if (run.signal) crash(`cli-signal: ${run.signal}`)
  else if (expect.refused) {
    if (run.code !== 2) usersFile('a run not refused though the out folder or its lock path holds a file of the user\'s', `the user's: ${[...expect.precious.keys()].join(', ')}`)
  } else if (run.code !== 0 && run.code !== 1) crash(`cli-exit: ${run.code}`)
  if (STACK_LINE.test(run.stderr)) {
    const first = run.stderr.split('\n').find((line) => /^\w*(Error|Exception)\b|^\[?\w+Error/.test(line)) ?? run.stderr.split('\n')[0] ?? ''
    crash(`cli-stack-trace: ${normalise(first)}`)
  }

  const after = await snapshot(out)
  if (run.code !== 0) {
    if (!unchanged.some((before) => sameSnapshot(after, before))) {
      const [before] = unchanged as [Map<string, string>]
      const differing = [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key))
      failures.push({
        category: 'changed-out', signature: 'changed-out: a failed run changed the out folder', stage: 'cli',
        detail: `differs: ${differing.slice(0, 20).join(', ')}\n--- stderr ---\n${run.stderr.slice(0, 2000)}`,
      })
    }
  } else if (expected instanceof Map) {
    // The pipeline's marker (pipeline/out/marker.ts) is written beside the outputs, recording them; it is not one of them.
    const written = [...after].filter(([file, value]) => value !== 'folder' && file !== MARKER)
    const matches = written.length === expected.size && [...expected].every(([file, text]) =>
      after.get(file) === createHash('sha256').update(text).digest('hex'))
      && after.get(MARKER) === createHash('sha256').update(markerText([...expected].map(([file, text]) => recordOf(file, text)))).digest('hex')
    if (!matches) crash('cli-disagrees: exit 0 but the out folder is not what compileStudy returned')
  } else if (expected === 'rejected') {
    crash('cli-disagrees: exit 0 on a study compileStudy rejects')
  }

  const lost: string[] = []
  for (const [file, sha256] of expect.precious) {
    const bytes = await readFile(path.join(outParent, file)).catch(() => undefined)
    if (bytes === undefined || createHash('sha256').update(bytes).digest('hex') !== sha256) lost.push(file)
  }
  if (lost.length > 0) usersFile('a file of the user\'s in or beside the out folder deleted or changed', `lost or changed: ${lost.join(', ')}`)

  // Beside the out folder after the run: what holds a file of the user's stays, as does all that was
  // there when the run was refused (it touches nothing); anything else is a leftover.
  const kept = new Set([...expect.precious.keys()].map((file) => file.split(path.sep)[0]!))
  const beside = (await readdir(outParent)).filter((name) => name !== 'generated' && !kept.has(name) && !(run.code === 2 && besideBefore.includes(name)))
  if (beside.length > 0) {
    failures.push({
      category: 'leftover', stage: 'cli',
      signature: `leftover: ${[...new Set(beside.map((name) => name.replace(/-(new|old)-.*$/, '-$1-*').replace(/\.lock\.[0-9]+$/, '.lock.<pid>')))].sort().join(' ')}`,
      detail: `beside the out folder after the run: ${beside.join(', ')}`,
    })
  }
  return { run, failures }
}
