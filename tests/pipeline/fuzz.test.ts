/**
 * A few hundred seeded mutants of a study of each kind (the same ones on every run: the sample's
 * exports, transactions, a daily file, exposure; tests/fuzz/seeds.ts): compileStudy never throws and
 * locates every problem, and the CLI, on a sample of them and on every mutant of the out folder itself
 * (a user's files in and beside it), never crashes, never changes an out folder holding a previous good
 * run when it fails, never loses or takes a file of the user's, and leaves nothing beside it.
 * `npm run fuzz` runs 10,000 (and the hazards: /dev/zero, FIFOs) and writes reproducers.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { rm } from 'node:fs/promises'
import { build, campaign, isOutMutant, plan, type Report } from '../fuzz/campaign.ts'
import { mutationKinds } from '../fuzz/mutations.ts'
import { prepareSeeds, seedNames } from '../fuzz/seeds.ts'
import { compileStudy } from './compile.ts'

const MUTANTS = 300
const CLI_EVERY = 30

let report: Report | undefined
const fuzzed = async (): Promise<Report> => {
  if (!report) {
    const { seeds, remove } = await prepareSeeds()
    try {
      report = await campaign({
        seed: 20_241_231, first: 0, count: MUTANTS, cliEvery: CLI_EVERY, hazards: false, outFolder: true,
        timeoutMs: 60_000, hazardTimeoutMs: 10_000, sources: seeds, shrink: false, budgetSeconds: 0,
      })
    } finally {
      await remove()
    }
  }
  return report
}

/** Each failure class once, with the mutations that showed it first, so a red test says what to fix. */
function explained(found: Report, category: string): string {
  return [...found.findings.values()]
    .filter((finding) => finding.failure.category === category)
    .map((finding) => `${finding.failure.signature} (${finding.occurrences.length} mutants; seed ${finding.plan.seed}, ` +
      `npm run fuzz -- --no-hazards --seed ${finding.plan.seed} --only ${finding.plan.n}${finding.failure.stage === 'cli' ? ' --cli' : ''}: ` +
      `${finding.plan.mutations.map((mutation) => mutation.kind).join(', ')})\n  ${finding.failure.detail.split('\n')[0]?.slice(0, 300)}`)
    .join('\n')
}

test('the fuzzed mutants exercise every mutation kind, and some compile while others are rejected', async () => {
  const found = await fuzzed()
  assert.is(found.mutants, MUTANTS)
  // Every CLI_EVERY-th mutant through the CLI, and every out-folder mutant besides.
  const outOnly = Array.from({ length: MUTANTS }, (_, n) => n).filter((n) => n % CLI_EVERY !== 0 && isOutMutant(plan(found.options.seed, n, found.options, seedNames)))
  assert.ok(outOnly.length > 0, 'some mutants change the out folder')
  assert.is(found.cliRuns, MUTANTS / CLI_EVERY + outOnly.length)
  for (const kind of mutationKinds.filter((candidate) => !candidate.hazard)) {
    assert.ok((found.kinds.get(kind.name)?.applied ?? 0) > 0, `${kind.name} applied at least once`)
  }
  assert.ok(found.compiled > 0, 'some mutants still compile')
  assert.ok(found.rejected > 0, 'some mutants are rejected with problems')
  for (const name of seedNames) {
    const counts = found.studies.get(name)!
    assert.ok(counts.compiled > 0 && counts.rejected > 0, `${name}: ${counts.mutants} mutants, ${counts.compiled} compiled, ${counts.rejected} rejected`)
  }
})

test('no mutant crashes compileStudy or the CLI', async () => {
  const found = await fuzzed()
  assert.is(found.failures.crash, 0, explained(found, 'crash'))
})

test('every problem of every mutant is located inside the file it names and is short', async () => {
  const found = await fuzzed()
  assert.is(found.failures['bad-problem'], 0, explained(found, 'bad-problem'))
})

test('nothing outside the study folder is read or quoted', async () => {
  const found = await fuzzed()
  assert.is(found.failures['outside-read'], 0, explained(found, 'outside-read'))
})

test('a failed CLI run leaves the previous out folder byte-for-byte and nothing beside it', async () => {
  const found = await fuzzed()
  assert.is(found.failures['changed-out'], 0, explained(found, 'changed-out'))
  assert.is(found.failures.leftover, 0, explained(found, 'leftover'))
})

test('no file of the user\'s in or beside the out folder is lost or taken for the pipeline\'s (the out-folder mutants: issue 26)', async () => {
  const found = await fuzzed()
  assert.is(found.failures['user-file'], 0, explained(found, 'user-file'))
})

test('each symlink mutation reaches a read of every kind of study: a link out is refused at the path that leads through it, a link within read as the file', async () => {
  const { seeds, remove } = await prepareSeeds()
  try {
    for (const study of seedNames) {
      const expected = await compileStudy(seeds.find((seed) => seed.name === study)!.dir)
      for (let n = 0; n < 4; n++) {
        for (const kind of ['symlink-outside-file', 'symlink-folder', 'symlink-inside']) {
          const planned = { seed: 1, n, study, hazards: false, outFolder: false, mutations: [{ kind, seed: n }] }
          const { dirs, descriptions } = await build(planned, seeds)
          try {
            const { problems, files } = await compileStudy(dirs.study)
            const what = `${study}, ${descriptions.join('; ')}`
            if (kind === 'symlink-inside') assert.equal(files, expected.files, what)
            // Every file of these studies is named by its manifest, so a link out is always followed to a refusal.
            else assert.ok(problems.some((problem) => /leads outside the study folder through a symbolic link/.test(problem.message)), what)
          } finally {
            await rm(dirs.root, { recursive: true, force: true })
          }
        }
      }
    }
  } finally {
    await remove()
  }
})

test.run()
