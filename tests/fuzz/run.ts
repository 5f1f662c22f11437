/**
 * npm run fuzz [-- --count N] [--seed S] [--first N] [--study KIND,...] [--cli] [--cli-every N] [--timeout MS]
 *   [--hazard-timeout MS] [--only N] [--no-hazards] [--no-out-folder] [--findings DIR] [--no-shrink] [--minutes M]
 * Seeded mutation fuzzing of the pipeline against a study of each kind (seeds.ts: export, transactions,
 * daily, exposure, exposure-channels; --study picks some): prints counts (mutants, compiled, rejected,
 * each failure category, per study and per mutation kind), writes one shrunk reproducer per failure
 * class into the findings folder (fuzz-findings/ in the repository, git-ignored, unless --findings) and prints them; exits 1 when anything failed. The same seed and
 * studies give the same mutants; --first and --count run a batch of them (mutants first … first + count - 1).
 */
import { parseArgs } from 'node:util'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { campaign, writeReproducer, type Finding } from './campaign.ts'
import { prepareSeeds, seedNames } from './seeds.ts'
import { repoRoot } from './oracle.ts'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    first: { type: 'string', default: '0' },
    study: { type: 'string', default: seedNames.join(',') },
    cli: { type: 'boolean', default: false },
    'cli-every': { type: 'string', default: '20' },
    timeout: { type: 'string', default: '60000' },
    'hazard-timeout': { type: 'string', default: '10000' },
    only: { type: 'string' },
    'no-hazards': { type: 'boolean', default: false },
    'no-out-folder': { type: 'boolean', default: false },
    // inside the repository, git-ignored: a run never writes outside the checkout unless told
    findings: { type: 'string', default: path.join(repoRoot, 'fuzz-findings') },
    'no-shrink': { type: 'boolean', default: false },
    minutes: { type: 'string', default: '0' },
  },
  strict: true,
})

const integer = (name: string, text: string | undefined): number => {
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} ${text}: expected a whole number`)
    process.exit(2)
  }
  return value
}

const seed = integer('seed', values.seed)
const only = values.only === undefined ? undefined : integer('only', values.only)
const findingsDir = path.resolve(values.findings)
const { seeds, remove } = await prepareSeeds(values.study.split(',')).catch((error: Error) => {
  console.error(`--study ${values.study}: ${error.message}`)
  process.exit(2)
})
const options = {
  seed,
  first: only ?? integer('first', values.first),
  count: only === undefined ? integer('count', values.count) : 1,
  cliEvery: values.cli ? 1 : integer('cli-every', values['cli-every']),
  hazards: !values['no-hazards'],
  outFolder: !values['no-out-folder'],
  timeoutMs: integer('timeout', values.timeout),
  hazardTimeoutMs: integer('hazard-timeout', values['hazard-timeout']),
  sources: seeds,
  shrink: !values['no-shrink'],
  budgetSeconds: integer('minutes', values.minutes) * 60,
}

console.log(`fuzzing ${options.count} mutant(s) of the ${seeds.map((source) => source.name).join(', ')} studies, seed ${seed}` +
  `${only === undefined ? `, mutants ${options.first} to ${options.first + options.count - 1}` : `, mutant ${only} only`}; CLI on ${options.cliEvery === 1 ? 'every mutant' : options.cliEvery === 0 ? 'hazard mutants only' : `every ${options.cliEvery}th mutant`}` +
  `${options.hazards ? ' and every hazard mutant (/dev/zero, FIFO)' : ''}${options.outFolder ? ' and every out-folder mutant' : ''}; a hang after ${options.timeoutMs} ms (${options.hazardTimeoutMs} ms for hazards) of CPU time or of idling`)

/** One folder per class: two classes first seen on one mutant (in-process and CLI) are told apart by stage. */
const folderOf = (finding: Finding) =>
  path.join(findingsDir, `${[...new Set(finding.minimal.mutations.map((mutation) => mutation.kind))].join('+')}-${finding.plan.seed}-${finding.plan.n}` +
    `${finding.failure.stage === 'cli' ? '-cli' : ''}`)

const started = performance.now()
const report = await campaign({
  ...options,
  onMutant: (_n, done) => {
    if (done % 500 === 0) console.log(`  ${done} mutants, ${((performance.now() - started) / 1000).toFixed(0)} s`)
  },
  onFinding: (finding) => console.log(`  new failure class at mutant ${finding.plan.n}: ${finding.failure.signature}`),
})

/** Everything printed from here on is also kept in the findings folder for whoever fixes the classes. */
const summary: string[] = []
const say = (text: string) => {
  console.log(text)
  summary.push(text)
}

const width = Math.max(...[...report.kinds.keys(), ...report.studies.keys()].map((kind) => kind.length))
const lines = [
  '',
  `mutants                  ${report.mutants}${report.stoppedEarly ? ` (of ${options.count}: the ${values.minutes}-minute budget ran out)` : ''}`,
  `compiled                 ${report.compiled}`,
  `rejected with problems   ${report.rejected}`,
  `CLI runs                 ${report.cliRuns}`,
  `crashes                  ${report.failures.crash}`,
  `badly located problems   ${report.failures['bad-problem']}`,
  `read outside the study   ${report.failures['outside-read']}`,
  `changed out folders      ${report.failures['changed-out']}`,
  `leftovers                ${report.failures.leftover}`,
  `user's files lost        ${report.failures['user-file']}`,
  `seconds                  ${report.seconds.toFixed(1)}`,
  '',
  `${'study'.padEnd(width)}  mutants compiled rejected  failing`,
  ...[...report.studies].map(([name, counts]) => `${name.padEnd(width)}  ${[counts.mutants, counts.compiled, counts.rejected, counts.failed].map((count) => String(count).padStart(7)).join('  ')}`),
  '',
  `${'mutation kind'.padEnd(width)}  applied  failing`,
  ...[...report.kinds].map(([kind, counts]) => `${kind.padEnd(width)}  ${String(counts.applied).padStart(7)}  ${String(counts.failed).padStart(7)}`),
]
say(lines.join('\n'))

if (report.findings.size > 0) {
  say(`\n${report.findings.size} failure class(es); one shrunk reproducer each in ${findingsDir}:`)
  for (const finding of [...report.findings.values()].sort((a, b) => b.occurrences.length - a.occurrences.length)) {
    const folder = folderOf(finding)
    await writeReproducer(finding, seeds, folder)
    say(`\n[${finding.failure.category}] ${finding.failure.signature}`)
    say(`  ${finding.occurrences.length} mutant(s); reproducer ${folder}`)
    for (const description of finding.descriptions) say(`    ${description}`)
    say(finding.failure.detail.split('\n').slice(0, 8).map((line) => `  | ${line.slice(0, 300)}`).join('\n'))
  }
}
const failed = Object.values(report.failures).some((count) => count > 0)
say(failed ? '\nFAILED: see the classes above' : '\nno crash, no badly located problem, no changed out folder, no leftover, no file of the user\'s lost')
if (only === undefined) {
  await mkdir(findingsDir, { recursive: true })
  const file = path.join(findingsDir, `SUMMARY-seed-${seed}-${options.first}-${options.first + options.count - 1}.txt`)
  await writeFile(file, `npm run fuzz -- ${process.argv.slice(2).join(' ')}\n${summary.join('\n')}\n`)
  console.log(`summary written to ${file}`)
}
await remove()
process.exitCode = failed ? 1 : 0
