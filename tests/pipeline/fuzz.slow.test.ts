/**
 * Three hundred seeded mutants of a study of each kind (the same ones on every run: the sample's
 * exports, transactions, a daily file, exposure; tests/fuzz/seeds.ts): compileStudy never throws and
 * locates every problem, and the CLI, on a sample of them and on every mutant of the out folder itself
 * (a user's files in and beside it), never crashes, never changes an out folder holding a previous good
 * run when it fails, never loses or takes a file of the user's, and leaves nothing beside it.
 * @batches 5
 * npm test runs the campaign as five processes at once (tests/batch.ts), each the campaign's mutants of
 * its share of the studies (one each, as there are five), asserting all of the above of them; run alone,
 * the file fuzzes every mutant. A hang is timed by CPU time (tests/fuzz/hang.ts), so a loaded machine
 * makes none. `npm run fuzz` runs 10,000 (and the hazards: /dev/zero, FIFOs) and writes reproducers.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { campaign, isOutMutant, plan, type Report } from '../fuzz/campaign.ts'
import { mutationKinds } from '../fuzz/mutations.ts'
import { prepareSeeds, seedNames } from '../fuzz/seeds.ts'
import { batchOf } from '../batch.ts'

const SEED = 20_241_231
const MUTANTS = 300
const CLI_EVERY = 30
const batch = batchOf(seedNames.length)
const studies = seedNames.slice(batch.first, batch.first + batch.count)
/** The campaign's draw, the same in every batch: each mutant's study and mutations. */
const plans = Array.from({ length: MUTANTS }, (_, n) => plan(SEED, n, { hazards: false, outFolder: true }, seedNames))
const ours = plans.filter((planned) => studies.includes(planned.study))

let report: Report | undefined
const fuzzed = async (): Promise<Report> => {
  if (!report) {
    const { seeds, remove } = await prepareSeeds()
    try {
      report = await campaign({
        seed: SEED, first: 0, count: MUTANTS, cliEvery: CLI_EVERY, hazards: false, outFolder: true, onlyStudies: studies,
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

test(`the fuzzed mutants exercise every mutation kind; of ${studies.join(', ')}, some compile while others are rejected`, async () => {
  assert.ok(studies.length > 0, `${batch.label} of the ${seedNames.length} studies holds none`)
  // Every kind is drawn by some mutant of the campaign, whichever batch runs it.
  const drawn = new Set(plans.flatMap((planned) => planned.mutations.map((mutation) => mutation.kind)))
  for (const kind of mutationKinds.filter((candidate) => !candidate.hazard)) assert.ok(drawn.has(kind.name), `${kind.name} drawn at least once`)
  const found = await fuzzed()
  assert.is(found.mutants, ours.length)
  // Every CLI_EVERY-th mutant through the CLI, and every out-folder mutant besides.
  assert.ok(plans.some((planned) => planned.n % CLI_EVERY !== 0 && isOutMutant(planned)), 'some mutants change the out folder')
  const outOnly = ours.filter((planned) => planned.n % CLI_EVERY !== 0 && isOutMutant(planned))
  assert.is(found.cliRuns, ours.filter((planned) => planned.n % CLI_EVERY === 0).length + outOnly.length)
  for (const name of studies) {
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

test.run()
