/**
 * Exposure at scale (issue 17): a six-year study of 10 million transactions (about 230 MB, four
 * entities of 2.5 million rows, a Channel column: most rows Direct with the cell blank) compiled by the
 * pipeline as `npm run pipeline` runs it, against DuckDB's bare per-(state, day, channel) sum of the
 * same files (bare-sum.ts). Each runs as its own process under /usr/bin/time, five times, taking turns;
 * medians, the ratio (target: at most 2×), the ratio of the fastest runs, of CPU time and of each pair
 * of runs taken together (on a shared machine the steadiest), and the pipeline's peak memory (target:
 * under 1.5 GiB). The study reads 2019-01-01 to 2024-12-31 (tax year 2024, firstYear 2020, asOf
 * 2024-12-31); its thresholds.csv has a rule for every state, a third of them out of reach (no
 * crossing: every day of six years is tested), a fifth with a second, dated row, the channels counted
 * or not, every Collection Starts kind, rates and look-backs. Asserts nothing.
 * `npx tsx tests/bench/exposure.ts [rows]`
 */
import { fs, path, os } from 'zx'
import { build } from 'esbuild'
import { bundled } from '../../pipeline/bundle.mjs'
import { stateNames } from '../../schemas/us-states.ts'
import { periodTypes } from '../../schemas/generated/values.ts'
import { repo } from '../../web/folders.ts'
import { fastest, measured, median, type Measured } from './measure.ts'
import { writeRows } from '../pipeline/transactions/write-rows.ts'
import { Random } from '../fuzz/random.ts'

const ROWS = Number(process.argv[2] ?? 10_000_000)
const ENTITIES = 4
const RUNS = 5
const FIRST_DAY = Date.UTC(2019, 0, 1)
const DAYS = 2192 // 2019-01-01 … 2024-12-31

const states = Object.keys(stateNames)

async function writeTransactions(file: string, rows: number, seed: number): Promise<void> {
  const random = new Random(seed)
  const dates = Array.from({ length: DAYS }, (_, day) => new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10))
  await writeRows(file, 'Date,State,Amount,Channel', rows, () => {
    const cents = Math.floor(random.next() * 50_000) * (random.next() < 0.03 ? -1 : 1)
    const abs = Math.abs(cents)
    const pick = random.next()
    const channel = pick < 0.8 ? '' : pick < 0.9 ? 'Marketplace' : pick < 0.95 ? 'Exempt' : 'Direct'
    return `${dates[Math.floor(random.next() * DAYS)]},${states[Math.floor(random.next() * states.length)]},${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')},${channel}`
  })
}

function thresholds(): string {
  const kinds = ['Crossing Day', 'Days After 30', 'Months After 1', 'Next Year', '']
  const lines = ['State,Threshold Type,Sales Threshold,Transactions Threshold,Period Type,Effective From,Counts Marketplace,Counts Exempt,Collection Starts,Interest Rate,Penalty Rate,VDA Look Back Months']
  states.forEach((state, index) => {
    // A third of the states out of reach: no crossing, so every day of the six years is tested.
    const sales = index % 3 === 0 ? '900000000.00' : '100000.00'
    const period = periodTypes[index % periodTypes.length]!
    const common = `${index % 2 === 0 ? 'Yes' : 'No'},${index % 4 < 2 ? 'No' : ''},${kinds[index % kinds.length]},${(index % 12) + 1},${(index % 5) * 5},${index % 6 === 0 ? '' : 36}`
    lines.push(`${state},Transactions Or Sales,${sales},200000,${period},,${common}`)
    if (index % 5 === 0) lines.push(`${state},Sales,${sales},,${period},2022-07-01,${common}`)
  })
  return `${lines.join('\n')}\n`
}

async function writeStudy(dir: string): Promise<string[]> {
  await fs.mkdirp(path.join(dir, 'transactions'))
  const files: string[] = []
  const entities = []
  for (let index = 0; index < ENTITIES; index++) {
    const code = `E${index + 1}`
    const file = path.join(dir, 'transactions', `${code}.csv`)
    await writeTransactions(file, Math.round(ROWS / ENTITIES), index + 7)
    files.push(file)
    entities.push({ code, name: `Entity ${index + 1}`, colour: 'teal', transactions: `transactions/${code}.csv` })
  }
  await fs.writeJson(path.join(dir, 'study.json'), {
    taxYear: 2024,
    product: { name: 'Bench', slug: 'bench' },
    rates: 'rates.csv',
    defaultStatuses: 'default-statuses.csv',
    recommendations: 'recommendations.csv',
    thresholds: 'thresholds.csv',
    exposure: { firstYear: 2020, asOf: '2024-12-31' },
    entities,
  })
  await fs.writeFile(path.join(dir, 'thresholds.csv'), thresholds())
  await fs.writeFile(path.join(dir, 'rates.csv'), `State,Rate\n${states.map((state, index) => `${state},${(5 + index / 10).toFixed(1)}`).join('\n')}\n`)
  await fs.writeFile(path.join(dir, 'default-statuses.csv'), 'State,Status\n')
  await fs.writeFile(path.join(dir, 'recommendations.csv'), 'Entity,States,Recommendation,Note\nE1,NY TX,Register,\n')
  return files
}

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-bench-exposure-'))
try {
  if (!(await bundled())) throw new Error('node_modules/.cache cannot be written: the bench times the bundle, which needs it')
  // Inside the repository, so that its import of DuckDB (left external: a native module) resolves.
  const bareSum = path.join(repo, 'node_modules/.cache/nexus-bench/bare-sum.mjs')
  await build({ entryPoints: [path.join(repo, 'tests/bench/bare-sum.ts')], bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile: bareSum, packages: 'external', logLevel: 'error' })
  const study = path.join(work, 'study')
  const files = await writeStudy(study)
  let bytes = 0
  for (const file of files) bytes += (await fs.stat(file)).size
  console.log(`${ROWS.toLocaleString('en-US')} transactions in ${ENTITIES} files, ${(bytes / 1e6).toFixed(0)} MB, 2019-01-01 to 2024-12-31`)

  const out = path.join(work, 'generated')
  const pipelineRuns: Measured[] = []
  const bareRuns: Measured[] = []
  // Taking turns, so that a busy machine slows both alike.
  for (let run = 0; run < RUNS; run++) {
    await fs.remove(out)
    pipelineRuns.push(await measured(['node', 'pipeline/bundle.mjs', '--raw', study, '--out', out]))
    bareRuns.push(await measured(['node', bareSum, ...files]))
  }
  const ours = median(pipelineRuns)
  const bare = median(bareRuns)
  const exposureFiles = (await fs.readdir(path.join(out, 'exposure'))).length
  console.log(`pipeline (read, determine, exposure, ${exposureFiles} exposure files): median ${ours.seconds.toFixed(2)} s (CPU ${ours.cpuSeconds.toFixed(2)} s), fastest ${fastest(pipelineRuns).toFixed(2)} s, peak ${ours.maxRssMiB.toFixed(0)} MiB (target < 1536 MiB)`)
  console.log(`DuckDB's bare (state, day, channel) sum: median ${bare.seconds.toFixed(2)} s (CPU ${bare.cpuSeconds.toFixed(2)} s), fastest ${fastest(bareRuns).toFixed(2)} s, peak ${bare.maxRssMiB.toFixed(0)} MiB`)
  // Each pipeline run against the bare sum run just after it: the two met the same load.
  const paired = pipelineRuns.map((run, index) => run.seconds / bareRuns[index]!.seconds).sort((a, b) => a - b)
  console.log(`ratio: ${(ours.seconds / bare.seconds).toFixed(2)}× median, ${(fastest(pipelineRuns) / fastest(bareRuns)).toFixed(2)}× fastest, ${(ours.cpuSeconds / bare.cpuSeconds).toFixed(2)}× CPU, ${paired[Math.floor(paired.length / 2)]!.toFixed(2)}× the median of paired runs (${paired.map((ratio) => ratio.toFixed(2)).join(', ')}) (target ≤ 2×); ${RUNS} runs each, taken in turn`)
  console.log(`load average (2 cores shared): ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`)
} finally {
  await fs.remove(work)
}
