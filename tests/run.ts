/**
 * npm test [-- WORD ...] [--tier NAME ...] [--jobs N] [--list]
 *
 * Every check, each test file in a process of its own, as many at once as the machine has cores:
 * - checks: the type-check and schemas/generated/ against schemas/, each counted as one test;
 * - unit: every tests/**\/*.test.ts outside tests/e2e;
 * - slow: the unit files named *.slow.test.ts (the fuzz campaign, kill -9, a million rows), started first;
 * - browser: every tests/e2e/*.test.ts, started once the site (web/dist) and each example study (studies.ts)
 *   are built, once, by this run; the examples' builds are handed to the files in NEXUS_TEST_BUILDS.
 * Files are found, never listed: a new test file runs with no change here. A file whose header says
 * `@batches N` runs as N processes, each told its batch in TEST_BATCH ("2/6": tests/batch.ts).
 * A WORD keeps the files and checks whose path or name holds it, or the tier it names; --tier keeps only
 * the tiers named (repeatable); --jobs (or TEST_JOBS) sets how many run at once; --list prints the jobs.
 * Each file prints one line as it ends, its whole output when it fails; the last line totals the tests
 * as "N passed, M failed". Every failure is repeated just above it, with its file. A file that exits
 * before its totals, or non-zero with every test passed, counts as one failure.
 * Each file's time is kept (node_modules/.cache/nexus-tests/durations.json) so the next run starts the
 * longest first.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { exampleStudies, studyBuild } from './e2e/studies.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
/** Linux's clock ticks per second in /proc (USER_HZ), 100 on every common build. */
const CLOCK_TICKS = 100
let endedCpu = 0
const tiers = ['checks', 'unit', 'slow', 'browser'] as const
type Tier = (typeof tiers)[number] | 'build'

interface Job {
  name: string
  tier: Tier
  command: string[]
  env?: Record<string, string> | undefined
  /** Jobs that must have succeeded before this one starts. */
  needs: Job[]
  /** A uvu file reports its own totals; a check counts as one test; a build counts only when it fails. */
  kind: 'uvu' | 'check' | 'build'
  /** Set when it has ended: its wall time, and the CPU time it and its children used. */
  result?: { ok: boolean; seconds: number; cpu: number }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tier: { type: 'string', multiple: true },
    jobs: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
})
for (const tier of values.tier ?? []) {
  if (!(tiers as readonly string[]).includes(tier)) fail(`--tier ${tier}: expected one of ${tiers.join(', ')}`)
}
const jobsAtOnce = Number(values.jobs ?? process.env.TEST_JOBS ?? availableParallelism())
if (!Number.isSafeInteger(jobsAtOnce) || jobsAtOnce < 1) fail(`--jobs ${values.jobs ?? process.env.TEST_JOBS}: expected a whole number above 0`)

// ---- what to run -------------------------------------------------------------------------------------

const npm = (...args: string[]) => ['npm', 'run', '--silent', ...args]
const checks: Job[] = [
  { name: 'type-check (tsc --noEmit)', tier: 'checks', command: npm('typecheck'), needs: [], kind: 'check' },
  { name: 'schemas/generated/types.ts matches schemas/', tier: 'checks', command: npm('schemas', '--', '--check'), needs: [], kind: 'check' },
]

/** Every test file under tests/, from the repository root, in a stable order. */
const testFiles = readdirSync(join(repo, 'tests'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !file.split(sep).includes('node_modules'))
  .map((file) => join('tests', file).split(sep).join('/'))
  .sort()

const tierOf = (file: string): Tier => (file.startsWith('tests/e2e/') ? 'browser' : file.endsWith('.slow.test.ts') ? 'slow' : 'unit')
const batchesOf = (text: string) => Number(/@batches (\d+)/.exec(text)?.[1] ?? 1)
/** A browser file that serves or reads the example studies (through sites.ts or studies.ts) needs their builds. */
const needsExamples = (text: string) => /from '\.\/(sites|studies)\.ts'/.test(text)

const wanted = (name: string, tier: Tier) =>
  (values.tier === undefined || (values.tier as string[]).includes(tier)) && (positionals.length === 0 || positionals.some((word) => name.includes(word) || word === tier))

const files = testFiles.flatMap((file) => {
  const text = readFileSync(join(repo, file), 'utf8')
  const batches = batchesOf(text)
  return Array.from({ length: batches }, (_, index) => ({
    file, text, tier: tierOf(file),
    name: batches > 1 ? `${file} [batch ${index + 1}/${batches}]` : file,
    env: batches > 1 ? { TEST_BATCH: `${index + 1}/${batches}` } : undefined,
  }))
}).filter(({ name, tier }) => wanted(name, tier))

const browserFiles = files.filter((file) => file.tier === 'browser')
const builds = mkdtempSync(join(tmpdir(), 'nexus-test-builds-'))
process.on('exit', () => rmSync(builds, { recursive: true, force: true }))
const siteBuild: Job = { name: 'build the site (npm run build)', tier: 'build', command: npm('build'), needs: [], kind: 'build' }
const exampleBuilds: Job[] = browserFiles.some((file) => needsExamples(file.text))
  ? exampleStudies().map((study) => {
    const { generated, dist } = studyBuild(builds, study)
    return { name: `build ${study}`, tier: 'build', command: npm('build', '--', '--study', study, '--generated', generated, '--dist', dist), needs: [], kind: 'build' }
  })
  : []

const jobs: Job[] = [
  ...checks.filter((job) => wanted(job.name, job.tier)),
  ...(browserFiles.length > 0 ? [siteBuild, ...exampleBuilds] : []),
  ...files.map(({ name, file, tier, text, env }): Job => ({
    name, tier, env, kind: 'uvu',
    command: [process.execPath, '--import', 'tsx', file],
    needs: tier === 'browser' ? [siteBuild, ...(needsExamples(text) ? exampleBuilds : [])] : [],
  })),
]

if (values.list) {
  for (const job of jobs) console.log(`${job.tier.padEnd(8)} ${job.name}`)
  process.exit(0)
}
if (jobs.length === 0) fail(`nothing matches ${[...positionals, ...(values.tier ?? []).map((tier) => `--tier ${tier}`)].join(' ')}`)

// ---- in what order -----------------------------------------------------------------------------------

const durationsFile = join(repo, 'node_modules', '.cache', 'nexus-tests', 'durations.json')
const lastDurations = readDurations()
/**
 * The longest chain first: a job's time (the last run's, else its tier's guess) and the longest chain of
 * the jobs waiting for it, so the builds go before the browser files' time is lost, and a long file is
 * not left to run alone at the end. Ties: the slow tier, the builds, browser files, checks, the rest.
 */
const rank: Record<Tier, number> = { slow: 0, build: 1, browser: 2, checks: 3, unit: 4 }
const guess: Record<Tier, number> = { build: 20, slow: 60, browser: 40, checks: 20, unit: 3 }
const expected = (job: Job) => lastDurations[job.name] ?? guess[job.tier]
const chains = new Map<Job, number>()
const chain = (job: Job): number => {
  let length = chains.get(job)
  if (length === undefined) {
    length = expected(job) + Math.max(0, ...jobs.filter((other) => other.needs.includes(job)).map(chain))
    chains.set(job, length)
  }
  return length
}
const order = (a: Job, b: Job) => chain(b) - chain(a) || rank[a.tier] - rank[b.tier]

// ---- running -----------------------------------------------------------------------------------------

/** The jobs' processes running now: stopped with the runner (Ctrl-C, or SIGTERM to it alone). */
const running = new Set<ChildProcess>()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })
}

let passed = 0
let failed = 0
const failures: string[] = []
let ended = 0
const started = performance.now()
const load = loadavg()[0]!

console.log(`${jobs.length} jobs (${files.length} test file runs), ${jobsAtOnce} at once; load average ${load.toFixed(2)} at the start`)

await new Promise<void>((allDone) => {
  const waiting = [...jobs]
  let inFlight = 0
  const next = () => {
    for (const job of waiting.filter((candidate) => candidate.needs.some((need) => need.result && !need.result.ok))) {
      waiting.splice(waiting.indexOf(job), 1)
      const broken = job.needs.filter((need) => need.result && !need.result.ok).map((need) => need.name)
      report(job, { code: 1, output: '', cpu: 0 }, 0, `not run: ${broken.join(', ')} failed`)
    }
    waiting.sort(order)
    while (inFlight < jobsAtOnce) {
      const ready = waiting.find((job) => job.needs.every((need) => need.result?.ok))
      if (!ready) break
      waiting.splice(waiting.indexOf(ready), 1)
      inFlight += 1
      const begun = performance.now()
      void run(ready).then((outcome) => {
        inFlight -= 1
        report(ready, outcome, (performance.now() - begun) / 1000)
        next()
      })
    }
    if (inFlight === 0 && waiting.length === 0) allDone()
  }
  next()
})

const wall = (performance.now() - started) / 1000
const working = jobs.reduce((total, job) => total + (job.result?.seconds ?? 0), 0)
const cpu = jobs.reduce((total, job) => total + (job.result?.cpu ?? 0), 0)
saveDurations()
console.log(`\n${wall.toFixed(1)} s wall time; the jobs' ${working.toFixed(1)} s, ${cpu.toFixed(1)} s of CPU; load average ${loadavg()[0]!.toFixed(2)} at the end; the longest:`)
for (const job of [...jobs].sort((a, b) => (b.result?.seconds ?? 0) - (a.result?.seconds ?? 0)).slice(0, 5)) {
  console.log(`  ${job.result?.seconds.toFixed(1).padStart(6)} s  ${job.name}`)
}
if (failures.length > 0) console.log(`\nfailed (each also above, where it ran):\n${failures.join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0

type Outcome = { code: number; output: string; cpu: number }

function run(job: Job): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(job.command[0]!, job.command.slice(1), {
      cwd: repo, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...job.env, NEXUS_TEST_BUILDS: builds },
    })
    running.add(child)
    child.on('exit', () => running.delete(child))
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => { output += chunk })
    child.stderr.on('data', (chunk: Buffer) => { output += chunk })
    child.on('error', (error) => { output += `${error.message}\n` })
    let cpu = 0
    child.on('exit', () => { cpu = cpuOfEnded() })
    child.on('close', (code, signal) => resolve({ code: code ?? 1, output: signal ? `${output}\nkilled by ${signal}\n` : output, cpu }))
  })
}

/** Counts a job's tests, prints its line (its output too when it failed) and keeps its failures. */
function report(job: Job, { code, output, cpu }: Outcome, seconds: number, why?: string) {
  ended += 1
  let ok = code === 0
  let counted = ''
  if (job.kind === 'uvu' && !why) {
    const totals = uvuTotals(output)
    // uvu's Total counts the tests that ran: a skipped test (test.skip, or one left out by .only) is not in it.
    const lost = totals ? totals.total - totals.passed : 0
    if (totals) {
      passed += totals.passed
      failed += lost
      counted = `${totals.passed} passed${lost ? `, ${lost} failed` : ''}${totals.skipped ? `, ${totals.skipped} skipped` : ''}`
      failures.push(...uvuFailures(output).map((failure) => `${job.name}: ${failure}`))
      ok &&= lost === 0
    }
    // A file that crashed before its totals, or exited non-zero with all passing, still fails once.
    if (!totals || (code !== 0 && lost === 0)) {
      failed += 1
      why = `exited with code ${code}${totals ? '' : ' before its totals'}`
    }
  } else if (job.kind === 'check' || code !== 0 || why) {
    if (code === 0 && !why) passed += 1
    else {
      failed += 1
      why ??= `exited with code ${code}`
    }
  }
  if (why) {
    failures.push(`${job.name}: ${why}`)
    ok = false
  }
  job.result = { ok, seconds, cpu }
  const mark = ok ? '✔' : '✘'
  const times = `${seconds.toFixed(1).padStart(6)} s (CPU ${cpu.toFixed(1).padStart(5)} s)`
  console.log(`${mark} [${String(ended).padStart(String(jobs.length).length)}/${jobs.length}] ${times}  ${job.name}${counted ? `  (${counted})` : ''}${why ? `  ${why}` : ''}`)
  if (!ok && output.trim()) console.log(indent(plainText(output)))
}

/**
 * The CPU seconds (user and system) used by the children that ended since the last call, theirs
 * included: Linux adds an ended child's time, and its own ended children's, to its parent's (/proc/self/stat).
 * A child's time is counted when its exit is seen, so two ending together share one figure. 0 without /proc.
 */
function cpuOfEnded(): number {
  let now: number
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    now = (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS
  } catch {
    return 0
  }
  const used = now - endedCpu
  endedCpu = now
  return used
}

function indent(text: string): string {
  return text.trimEnd().split('\n').map((line) => `    │ ${line}`).join('\n')
}

function readDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>
  } catch {
    return {}
  }
}

/** This run's times, over the last run's, for the jobs that ran to their end. */
function saveDurations() {
  const now = { ...readDurations() }
  for (const job of jobs) if (job.result && job.result.seconds > 0) now[job.name] = Math.round(job.result.seconds * 10) / 10
  mkdirSync(join(durationsFile, '..'), { recursive: true })
  writeFileSync(durationsFile, `${JSON.stringify(now, null, 1)}\n`)
}

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

/** Output without its colours. */
function plainText(output: string): string {
  // eslint-disable-next-line no-control-regex
  return output.replace(/\u001b\[[0-9;]*m/g, '')
}

/**
 * uvu's failure reports ("FAIL "test"", the message, the details, the stack); a report runs to the next
 * one or the totals. Stack lines inside node_modules are left out, and a long report (a deep-equal diff
 * of whole files) is cut short: it is printed whole where it ran.
 */
function uvuFailures(output: string): string[] {
  const reports: string[][] = []
  let report: string[] | undefined
  for (const line of plainText(output).split('\n')) {
    if (/^\s*FAIL /.test(line)) reports.push(report = [line.trim()])
    else if (/^\s*Total:/.test(line)) report = undefined
    else if (report && !/^\s*at .*node_modules/.test(line)) report.push(line)
  }
  const cut = (line: string) => (line.length > 160 ? `${line.slice(0, 160)}…` : line)
  return reports.map((lines) => {
    const stack = lines.filter((line) => /^\s*at /.test(line))
    const told = lines.filter((line) => !/^\s*at /.test(line) && line.trim() !== '')
    const more = told.length > 10 ? [`    … ${told.length - 10} more lines, printed where it ran`] : []
    return [...told.slice(0, 10).map(cut), ...more, ...stack.slice(0, 3)].join('\n')
  })
}

function uvuTotals(output: string): { total: number; passed: number; skipped: number } | undefined {
  const plain = plainText(output)
  const count = (label: string) => [...plain.matchAll(new RegExp(`^\\s*${label}:\\s+(\\d+)`, 'gm'))].map((m) => Number(m[1]))
  const total = count('Total'), pass = count('Passed'), skipped = count('Skipped')
  if (total.length === 0) return undefined
  const add = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0)
  return { total: add(total), passed: add(pass), skipped: add(skipped) }
}
