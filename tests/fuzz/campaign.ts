/**
 * One fuzzing campaign: plans mutants from a seed, each of one of the studies (seeds.ts), builds each in
 * a temporary copy of its study, runs the oracle (in-process always, the CLI for a sample), counts
 * outcomes per study and per mutation kind, and keeps the first failure of each class, shrunk to the
 * fewest mutations that still show it. Shared by `npm run fuzz` (tests/fuzz/run.ts) and the uvu test.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, lstat, mkdir, mkdtemp, readFile, readdir, readlink, rm, symlink, writeFile, copyFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Random, mixSeed } from './random.ts'
import { kindNamed, mutationKinds, type MutantDirs } from './mutations.ts'
import { checkCli, checkInProcess, runCli, snapshot, type Category, type Failure } from './oracle.ts'
import type { Seed } from './seeds.ts'

export interface PlannedMutation {
  kind: string
  seed: number
}

export interface Plan {
  seed: number
  n: number
  /** The study mutated: a seed's name (seeds.ts). */
  study: string
  /** Whether the hazard kinds were in the draw: it changes which kinds the seed picks. */
  hazards: boolean
  /** Whether the out-folder kinds were (out-mutations.ts): likewise. */
  outFolder: boolean
  mutations: PlannedMutation[]
}

export interface Options {
  seed: number
  /** Mutants first .. first + count - 1 of the seed. */
  first: number
  count: number
  /** The CLI runs on every cliEvery-th mutant (and on every hazard mutant); 1 means all. */
  cliEvery: number
  /** Links to /dev/zero and FIFOs: only through the CLI. */
  hazards: boolean
  /** The out-folder kinds (out-mutations.ts): a user's files in and beside the out folder, through the CLI. */
  outFolder: boolean
  /**
   * Per in-process compile and per CLI run, and a quarter second more per entity of the mutant: more CPU
   * time than this, or idling as long, means hung (hang.ts).
   */
  timeoutMs: number
  /** Per CLI run of a hazard mutant: short, since a read of /dev/zero grows until it is killed. */
  hazardTimeoutMs: number
  /** The studies mutated, each mutant one of them (seeds.ts). */
  sources: readonly Seed[]
  /**
   * Only the mutants of these studies (names of sources) are run; the others are drawn as ever and
   * skipped, so the mutants run are the campaign's own, numbered as in it. All when absent.
   */
  onlyStudies?: readonly string[] | undefined
  /** Shrink each new failure class to the fewest mutations that still show it. */
  shrink: boolean
  /** Stop starting new mutants after this many seconds (0: no limit); the report says how many ran. */
  budgetSeconds: number
  onMutant?: (n: number, done: number) => void
  onFinding?: (finding: Finding) => void
}

export interface Finding {
  failure: Failure
  plan: Plan
  /** The fewest of the plan's mutations that still give the same signature. */
  minimal: Plan
  descriptions: string[]
  /** Every mutant whose failures included this signature. */
  occurrences: number[]
}

export interface KindCounts {
  applied: number
  failed: number
}

export interface StudyCounts {
  mutants: number
  compiled: number
  rejected: number
  failed: number
}

export interface Report {
  options: Omit<Options, 'onMutant' | 'onFinding'>
  mutants: number
  compiled: number
  rejected: number
  cliRuns: number
  /** Mutants with at least one failure of the category. */
  failures: Record<Category, number>
  kinds: Map<string, KindCounts>
  studies: Map<string, StudyCounts>
  findings: Map<string, Finding>
  seconds: number
  /** The time budget ran out before count mutants. */
  stoppedEarly: boolean
}

/** The kinds in a campaign's draw. */
export const kindsDrawn = ({ hazards, outFolder }: Pick<Plan, 'hazards' | 'outFolder'>) =>
  mutationKinds.filter((kind) => (hazards || !kind.hazard) && (outFolder || !kind.out))

/** The share of mutants given an out-folder mutation too, when they are drawn: each such mutant runs the CLI. */
const OUT_FOLDER_SHARE = 0.04
/** The out-folder kinds are drawn from a stream of their own (this part of its seed), so a seed's other mutations are the same with or without them. */
const OUT_FOLDER_STREAM = 0x0f01de

export function plan(seed: number, n: number, { hazards, outFolder }: Pick<Plan, 'hazards' | 'outFolder'>, studies: readonly string[]): Plan {
  const random = new Random(mixSeed(seed, n))
  const kinds = kindsDrawn({ hazards, outFolder: false })
  const count = random.int(1, 3)
  const mutations = Array.from({ length: count }, (_, index) => ({ kind: random.weighted(kinds).name, seed: mixSeed(seed, n, index + 1) }))
  if (outFolder) {
    const out = new Random(mixSeed(seed, n, OUT_FOLDER_STREAM))
    if (out.chance(OUT_FOLDER_SHARE)) {
      const kind = out.weighted(mutationKinds.filter((candidate) => candidate.out)).name
      mutations.splice(out.int(0, mutations.length), 0, { kind, seed: mixSeed(seed, n, OUT_FOLDER_STREAM, 1) })
    }
  }
  // The study last, so that a seed draws the same mutations whatever the studies.
  return { seed, n, study: random.pick(studies), hazards, outFolder, mutations }
}

const sourceOf = (planned: Plan, sources: readonly Seed[]): string => {
  const found = sources.find((source) => source.name === planned.study)
  if (!found) throw new Error(`no study ${planned.study}`)
  return found.dir
}

export const isHazard = (planned: Plan) => planned.mutations.some((mutation) => kindNamed(mutation.kind).hazard === true)

/** Whether the plan changes the out folder: its CLI run needs the good run's out folder before it is built. */
export const isOutMutant = (planned: Plan) => planned.mutations.some((mutation) => kindNamed(mutation.kind).out === true)

/**
 * A fresh temporary folder holding a copy of the plan's study with its mutations applied; for a plan of
 * the out-folder kinds, the good run's out folder too (out-parent/generated), which they change.
 */
export async function build(planned: Plan, sources: readonly Seed[], good?: Baseline): Promise<{ dirs: MutantDirs; descriptions: string[] }> {
  const root = await mkdtemp(path.join(os.tmpdir(), `nexus-fuzz-${planned.seed}-${planned.n}-`))
  const outParent = path.join(root, 'out-parent')
  const dirs: MutantDirs = {
    root, study: path.join(root, 'study'), outside: path.join(root, 'outside'), outParent, out: path.join(outParent, 'generated'),
    good: good?.out ?? '', expect: { outMutated: false, precious: new Map(), refused: false },
  }
  await cp(sourceOf(planned, sources), dirs.study, { recursive: true })
  if (isOutMutant(planned)) {
    if (!good) throw new Error('a plan of the out-folder kinds is built with the good run\'s out folder')
    await mkdir(outParent)
    await cp(good.out, dirs.out, { recursive: true })
  }
  const descriptions: string[] = []
  for (const mutation of planned.mutations) {
    descriptions.push(`${mutation.kind}: ${await kindNamed(mutation.kind).apply(dirs, new Random(mutation.seed))}`)
  }
  await settleExpectations(dirs)
  return { dirs, descriptions }
}

/**
 * Once every mutation is applied: the user's files that a later mutation removed or overwrote are no
 * longer the user's to keep, and a run must be refused while one lies in the out folder or at its lock path.
 */
async function settleExpectations({ outParent, expect }: MutantDirs): Promise<void> {
  for (const [file, sha256] of [...expect.precious]) {
    const bytes = await readFile(path.join(outParent, file)).catch(() => undefined)
    if (bytes === undefined || createHash('sha256').update(bytes).digest('hex') !== sha256) expect.precious.delete(file)
  }
  expect.refused = [...expect.precious.keys()].some((file) => file.startsWith(`generated${path.sep}`) || file === '.generated.lock')
}

export interface Outcome {
  compiled: boolean
  rejected: boolean
  cliRan: boolean
  failures: Failure[]
}

/** The good run every CLI check of a study's mutants starts from, made once per campaign and study. */
export interface Baseline {
  dir: string
  out: string
  snapshot: Map<string, string>
}

export async function baseline(source: string, timeoutMs: number): Promise<Baseline> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nexus-fuzz-good-'))
  const out = path.join(dir, 'generated')
  const run = await runCli(['--raw', source, '--out', out], Math.max(timeoutMs, 60_000))
  if (run.code !== 0) throw new Error(`the unmutated study does not compile (exit ${run.code}):\n${run.stderr}`)
  return { dir, out, snapshot: await snapshot(out) }
}

/**
 * A compile's time beyond the timeout, per entity of the mutant's manifest: a thousand entities of dated
 * sales with exposure take a minute to compile (the manifest-entity-many mutation), which is work, not a hang.
 */
const MS_PER_ENTITY = 250

async function entityCount(study: string): Promise<number> {
  const manifest = await readFile(path.join(study, 'study.json'), 'utf8').then((text) => JSON.parse(text) as unknown).catch(() => undefined)
  const entities = manifest && typeof manifest === 'object' ? (manifest as { entities?: unknown }).entities : undefined
  return Array.isArray(entities) ? entities.length : 0
}

export async function evaluate(
  dirs: MutantDirs, hazard: boolean, withCli: boolean, good: Baseline | undefined, { timeoutMs, hazardTimeoutMs }: Pick<Options, 'timeoutMs' | 'hazardTimeoutMs'>,
): Promise<Outcome> {
  const failures: Failure[] = []
  let compiled = false
  let rejected = false
  let expected: Map<string, string> | 'rejected' | 'not run' = 'not run'
  const allowed = timeoutMs + (await entityCount(dirs.study)) * MS_PER_ENTITY
  if (!hazard) {
    const result = await checkInProcess(dirs, allowed)
    failures.push(...result.failures)
    compiled = result.compiled
    rejected = !result.compiled && result.problems > 0
    expected = result.files ?? 'rejected'
  }
  // An out-folder mutant always runs the CLI, against the out folder as its mutations left it.
  const cliRan = (withCli || hazard || dirs.expect.outMutated) && good !== undefined
  if (cliRan) {
    if (!(await lstat(dirs.outParent).then(() => true, () => false))) {
      await mkdir(dirs.outParent)
      await cp(good.out, dirs.out, { recursive: true })
    }
    // A failed run leaves the out folder as it was; or, where a killed run left none (between its two
    // renames), as recovery puts it back: the good run's, which that run was writing again.
    const before = await snapshot(dirs.out)
    const unchanged = before.has('') ? [before, good.snapshot] : [before]
    const cli = await checkCli(dirs, unchanged, await readdir(dirs.outParent), expected, hazard ? hazardTimeoutMs : allowed)
    failures.push(...cli.failures)
    if (hazard) {
      compiled = cli.run.code === 0
      rejected = cli.run.code === 1
    }
  }
  return { compiled, rejected, cliRan, failures }
}

const remove = (dir: string) => rm(dir, { recursive: true, force: true, maxRetries: 3 })

/** Every non-empty subset of the plan's mutations, smallest first, keeping their order. */
function subsets(planned: Plan): Plan[] {
  const { mutations } = planned
  const all: PlannedMutation[][] = []
  for (let mask = 1; mask < 1 << mutations.length; mask++) all.push(mutations.filter((_, index) => mask & (1 << index)))
  return all.sort((a, b) => a.length - b.length).map((subset) => ({ ...planned, mutations: subset }))
}

async function shrink(planned: Plan, failure: Failure, options: Options, good: Baseline | undefined): Promise<{ minimal: Plan; descriptions: string[] }> {
  for (const candidate of subsets(planned)) {
    const { dirs, descriptions } = await build(candidate, options.sources, good)
    try {
      const outcome = await evaluate(dirs, isHazard(candidate), failure.stage === 'cli', good, options)
      if (outcome.failures.some((found) => found.signature === failure.signature)) return { minimal: candidate, descriptions }
    } finally {
      await remove(dirs.root)
    }
  }
  const { dirs, descriptions } = await build(planned, options.sources, good)
  await remove(dirs.root)
  return { minimal: planned, descriptions }
}

export async function campaign(options: Options): Promise<Report> {
  const started = performance.now()
  const { onMutant, onFinding, ...recorded } = options
  const report: Report = {
    options: recorded, mutants: 0, compiled: 0, rejected: 0, cliRuns: 0,
    failures: { crash: 0, 'bad-problem': 0, 'outside-read': 0, 'changed-out': 0, leftover: 0, 'user-file': 0 },
    kinds: new Map(kindsDrawn(options).map((kind) => [kind.name, { applied: 0, failed: 0 }])),
    studies: new Map(options.sources.map((source) => [source.name, { mutants: 0, compiled: 0, rejected: 0, failed: 0 }])),
    findings: new Map(), seconds: 0, stoppedEarly: false,
  }
  const studies = options.sources.map((source) => source.name)
  // Each study's good run, made on the first CLI check of one of its mutants.
  const goods = new Map<string, Promise<Baseline>>()
  const goodOf = (planned: Plan) => {
    let good = goods.get(planned.study)
    if (!good) goods.set(planned.study, good = baseline(sourceOf(planned, options.sources), options.timeoutMs))
    return good
  }
  try {
    for (let n = options.first; n < options.first + options.count; n++) {
      if (options.budgetSeconds > 0 && performance.now() - started > options.budgetSeconds * 1000) {
        report.stoppedEarly = true
        break
      }
      const planned = plan(options.seed, n, options, studies)
      if (options.onlyStudies && !options.onlyStudies.includes(planned.study)) continue
      const hazard = isHazard(planned)
      const withCli = options.cliEvery > 0 && n % options.cliEvery === 0
      const good = withCli || hazard || isOutMutant(planned) ? await goodOf(planned) : undefined
      const { dirs } = await build(planned, options.sources, good)
      let outcome: Outcome
      try {
        outcome = await evaluate(dirs, hazard, withCli, good, options)
      } finally {
        await remove(dirs.root)
      }
      report.mutants++
      if (outcome.compiled) report.compiled++
      if (outcome.rejected) report.rejected++
      if (outcome.cliRan) report.cliRuns++
      const study = report.studies.get(planned.study)!
      study.mutants++
      if (outcome.compiled) study.compiled++
      if (outcome.rejected) study.rejected++
      if (outcome.failures.length > 0) study.failed++
      for (const category of new Set(outcome.failures.map((failure) => failure.category))) report.failures[category]++
      for (const kind of new Set(planned.mutations.map((mutation) => mutation.kind))) {
        const counts = report.kinds.get(kind)
        if (counts) {
          counts.applied++
          if (outcome.failures.length > 0) counts.failed++
        }
      }
      for (const failure of outcome.failures) {
        const known = report.findings.get(failure.signature)
        if (known) {
          known.occurrences.push(n)
          continue
        }
        const { minimal, descriptions } = options.shrink
          ? await shrink(planned, failure, options, good)
          : { minimal: planned, descriptions: [] }
        const finding = { failure, plan: planned, minimal, descriptions, occurrences: [n] }
        report.findings.set(failure.signature, finding)
        onFinding?.(finding)
      }
      onMutant?.(n, report.mutants)
    }
  } finally {
    for (const good of goods.values()) await good.then((made) => remove(made.dir), () => undefined)
  }
  report.seconds = (performance.now() - started) / 1000
  return report
}

/**
 * Writes a finding's minimal mutant into folder: study/ (and outside/, which its links point into),
 * kept as it was (links as links, FIFOs as FIFOs), plus README.txt with the failure and how to re-run it.
 */
export async function writeReproducer(finding: Finding, sources: readonly Seed[], folder: string): Promise<void> {
  // An out-folder mutant is built on a good run's out folder, made again here (the campaign's are gone).
  const good = isOutMutant(finding.minimal) ? await baseline(sourceOf(finding.minimal, sources), 60_000) : undefined
  const { dirs } = await build(finding.minimal, sources, good)
  try {
    await remove(folder)
    await mkdir(folder, { recursive: true })
    await copyVerbatim(dirs.root, folder)
  } finally {
    await remove(dirs.root)
    if (good) await remove(good.dir)
  }
  const { failure, minimal, plan: original } = finding
  const readme = [
    `Fuzz finding: ${failure.signature}`,
    `Category: ${failure.category} (found ${failure.stage === 'cli' ? 'through the CLI' : 'by compileStudy in-process'})`,
    `Seed ${original.seed}, mutant ${original.n}, of the ${original.study} study; ${finding.occurrences.length} mutant(s) of this run showed it (first: ${finding.occurrences.slice(0, 10).join(', ')}).`,
    `Mutations of the original mutant: ${original.mutations.map((mutation) => mutation.kind).join(', ')}`,
    `Minimal reproducer (this folder's study/): ${minimal.mutations.length} mutation(s):`,
    ...finding.descriptions.map((description) => `  - ${description}`),
    '',
    'Re-run:',
    isOutMutant(minimal)
      ? `  node --import tsx pipeline/cli.ts --raw ${path.join(folder, 'study')} --out ${path.join(folder, 'out-parent/generated')}  (the out folder and what lies beside it as the mutations left them; copy out-parent first to run it again)`
      : `  node --import tsx pipeline/cli.ts --raw ${path.join(folder, 'study')} --out /tmp/fuzz-out`,
    `  npm run fuzz -- --seed ${original.seed} --only ${original.n}${failure.stage === 'cli' ? ' --cli' : ''}${original.hazards ? '' : ' --no-hazards'}${original.outFolder ? '' : ' --no-out-folder'} (with the same --study list, if one was given)`,
    '',
    'Evidence:',
    failure.detail,
    '',
  ].join('\n')
  await writeFile(path.join(folder, 'README.txt'), readme)
}

/** Copies a tree keeping symlinks as symlinks (relative targets stay valid) and FIFOs as FIFOs. */
async function copyVerbatim(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isSymbolicLink()) await symlink(await readlink(source), target)
    else if (entry.isDirectory()) {
      await mkdir(target)
      await copyVerbatim(source, target)
    } else if (entry.isFIFO()) execFileSync('mkfifo', [target])
    else if ((await lstat(source)).isFile()) await copyFile(source, target)
  }
}

