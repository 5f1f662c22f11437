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
 * or not, every Collection Starts and Nexus Lasts kind, rates and look-backs. Then the same files as a
 * study with LAW.md's tables for every state (issue 29: returns of each frequency, interest of each
 * method with rates changing twice, penalties, disclosures of both look-backs, marketplace laws, a
 * settlement date), compiled in the same turns: its time against the same bare sum (target: at most
 * 2×) and its memory (under 1.5 GiB). Asserts nothing.
 * `npx tsx tests/bench/exposure.ts [rows] [runs]`
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
const RUNS = Number(process.argv[3] ?? 5)
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
    const channel = pick < 0.8 ? '' : pick < 0.9 ? 'Marketplace' : pick < 0.93 ? 'Exempt' : pick < 0.95 ? 'Resale' : pick < 0.96 ? 'Not Taxable' : 'Direct'
    return `${dates[Math.floor(random.next() * DAYS)]},${states[Math.floor(random.next() * states.length)]},${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')},${channel}`
  })
}

function thresholds(): string {
  const kinds = ['Crossing Day', 'Days After 30', 'Months After 1', 'Next Year', 'Month Start After Days 45', '']
  const lasts = ['', 'Year End', 'Months 18', 'While Test Passes', 'Next Year End']
  const lines = ['State,Threshold Type,Sales Threshold,Transactions Threshold,Period Type,Effective From,Counts Marketplace,Counts Exempt,Counts Resale,Counts Not Taxable,Collection Starts,Nexus Lasts,Interest Rate,Penalty Rate,VDA Look Back Months,Source']
  states.forEach((state, index) => {
    // A third of the states out of reach: no crossing, so every day of the six years is tested.
    const sales = index % 3 === 0 ? '900000000.00' : '100000.00'
    const period = periodTypes[index % periodTypes.length]!
    const common = `${index % 2 === 0 ? 'Yes' : 'No'},${index % 4 < 2 ? 'No' : ''},${index % 3 === 0 ? 'Yes' : ''},${index % 5 === 0 ? 'No' : ''},${kinds[index % kinds.length]},${lasts[index % lasts.length]},${(index % 12) + 1},${(index % 5) * 5},${index % 6 === 0 ? '' : 36},${index % 7 === 0 ? '' : 'Bench rule'}`
    lines.push(`${state},Transactions Or Sales,${sales},200000,${period},,${common}`)
    if (index % 5 === 0) lines.push(`${state},Sales,${sales},,${period},2022-07-01,${common}`)
  })
  return `${lines.join('\n')}\n`
}

/** LAW.md's five tables with rows for every state: each frequency, method and look-back, rates changing twice. */
function lawTables(): Record<'returns' | 'interest' | 'penalties' | 'disclosure' | 'marketplace', string> {
  const frequencies = ['Monthly', 'Quarterly', 'Annual']
  const methods = ['Simple', 'Compound Daily', 'Monthly']
  const rows = { returns: [] as string[], interest: [] as string[], penalties: [] as string[], disclosure: [] as string[], marketplace: [] as string[] }
  states.forEach((state, index) => {
    rows.returns.push(`${state},2019-01-01,${frequencies[index % 3]},${index % 4 === 0 ? 'Last' : 20 + (index % 12)},${(index % 3) + 1},${index % 4 === 1 ? '' : 3 + (index % 3)},Bench returns`)
    if (index % 5 === 0) rows.returns.push(`${state},2022-05-01,Monthly,20,,4,`)
    const method = methods[index % 3]
    const rate = method === 'Monthly' ? [1, 1.25, 1.5] : [4.25, 8.5, 8.75]
    ;['2019-01-01', '2021-01-01', '2023-01-01'].forEach((from, at) => rows.interest.push(`${state},${from},${rate[at]},${method},${index % 2 === 0 ? 60 : ''},Bench interest`))
    rows.penalties.push(`${state},2019-01-01,${5 + (index % 6)},${index % 3},${index % 2 === 0 ? 30 : ''},${index % 4 === 0 ? '50.00' : ''},Bench penalties`)
    rows.disclosure.push(`${state},2019-01-01,${index % 2 === 0 ? 'Months 48' : 'Calendar Years 3'},${index % 3 === 0 ? 'No' : ''},${index % 4 === 0 ? 50 : ''},Bench disclosure`)
    if (index % 3 !== 2) rows.marketplace.push(`${state},2021-07-01,Bench marketplace`)
  })
  const header = {
    returns: 'State,Effective From,Frequency,Due Day,Quarter Start Month,Assessment Years,Source',
    interest: 'State,Effective From,Rate,Method,Starts After Days,Source',
    penalties: 'State,Effective From,Initial Percent,Monthly Percent,Cap Percent,Minimum,Source',
    disclosure: 'State,Effective From,Look Back,Penalties Waived,Interest Waived Percent,Source',
    marketplace: 'State,Effective From,Source',
  }
  return Object.fromEntries(Object.entries(rows).map(([table, lines]) => [table, `${header[table as keyof typeof header]}\n${lines.join('\n')}\n`])) as ReturnType<typeof lawTables>
}

/** The same study with LAW.md's tables for every state and a settlement date: its files hard links to the first's. */
async function writeLawStudy(dir: string, plain: string): Promise<void> {
  await fs.mkdirp(path.join(dir, 'transactions'))
  await fs.mkdirp(path.join(dir, 'law'))
  for (const name of await fs.readdir(path.join(plain, 'transactions'))) await fs.link(path.join(plain, 'transactions', name), path.join(dir, 'transactions', name))
  for (const name of ['thresholds.csv', 'rates.csv', 'default-statuses.csv', 'recommendations.csv']) await fs.copy(path.join(plain, name), path.join(dir, name))
  const manifest = await fs.readJson(path.join(plain, 'study.json'))
  const tables = lawTables()
  for (const [table, text] of Object.entries(tables)) await fs.writeFile(path.join(dir, 'law', `${table}.csv`), text)
  await fs.writeJson(path.join(dir, 'study.json'), {
    ...manifest,
    exposure: { ...manifest.exposure, settlementDate: '2025-03-31' },
    law: Object.fromEntries(Object.keys(tables).map((table) => [table, `law/${table}.csv`])),
  })
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
  // Every fourth state's rate changes on 2022-07-01 (LAW.md's dated rates).
  await fs.writeFile(path.join(dir, 'rates.csv'), `State,Rate,Effective From\n${states.flatMap((state, index) => [`${state},${(5 + index / 10).toFixed(1)},`, ...(index % 4 === 0 ? [`${state},${(5.5 + index / 10).toFixed(1)},2022-07-01`] : [])]).join('\n')}\n`)
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
  const lawStudy = path.join(work, 'law-study')
  await writeLawStudy(lawStudy, study)
  let bytes = 0
  for (const file of files) bytes += (await fs.stat(file)).size
  console.log(`${ROWS.toLocaleString('en-US')} transactions in ${ENTITIES} files, ${(bytes / 1e6).toFixed(0)} MB, 2019-01-01 to 2024-12-31`)

  const out = path.join(work, 'generated')
  const lawOut = path.join(work, 'generated-law')
  const pipelineRuns: Measured[] = []
  const bareRuns: Measured[] = []
  const lawRuns: Measured[] = []
  // Taking turns, so that a busy machine slows all alike.
  for (let run = 0; run < RUNS; run++) {
    await fs.remove(out)
    await fs.remove(lawOut)
    pipelineRuns.push(await measured(['node', 'pipeline/bundle.mjs', '--raw', study, '--out', out]))
    bareRuns.push(await measured(['node', bareSum, ...files]))
    lawRuns.push(await measured(['node', 'pipeline/bundle.mjs', '--raw', lawStudy, '--out', lawOut]))
  }
  const ours = median(pipelineRuns)
  const bare = median(bareRuns)
  const exposureFiles = (await fs.readdir(path.join(out, 'exposure'))).length
  console.log(`pipeline (read, determine, exposure, ${exposureFiles} exposure files): median ${ours.seconds.toFixed(2)} s (CPU ${ours.cpuSeconds.toFixed(2)} s), fastest ${fastest(pipelineRuns).toFixed(2)} s, peak ${ours.maxRssMiB.toFixed(0)} MiB (target < 1536 MiB)`)
  console.log(`DuckDB's bare (state, day, channel) sum: median ${bare.seconds.toFixed(2)} s (CPU ${bare.cpuSeconds.toFixed(2)} s), fastest ${fastest(bareRuns).toFixed(2)} s, peak ${bare.maxRssMiB.toFixed(0)} MiB`)
  // Each pipeline run against the bare sum run just after it: the two met the same load.
  const paired = pipelineRuns.map((run, index) => run.seconds / bareRuns[index]!.seconds).sort((a, b) => a - b)
  console.log(`ratio: ${(ours.seconds / bare.seconds).toFixed(2)}× median, ${(fastest(pipelineRuns) / fastest(bareRuns)).toFixed(2)}× fastest, ${(ours.cpuSeconds / bare.cpuSeconds).toFixed(2)}× CPU, ${paired[Math.floor(paired.length / 2)]!.toFixed(2)}× the median of paired runs (${paired.map((ratio) => ratio.toFixed(2)).join(', ')}) (target ≤ 2×); ${RUNS} runs each, taken in turn`)
  const law = median(lawRuns)
  const lawPaired = lawRuns.map((run, index) => run.seconds / bareRuns[index]!.seconds).sort((a, b) => a - b)
  const returns = (await fs.readdir(path.join(lawOut, 'exposure'))).length
  console.log(`with LAW.md's tables for every state (${returns} exposure files, plan.json): median ${law.seconds.toFixed(2)} s (CPU ${law.cpuSeconds.toFixed(2)} s), fastest ${fastest(lawRuns).toFixed(2)} s, peak ${law.maxRssMiB.toFixed(0)} MiB (target < 1536 MiB)`)
  console.log(`ratio with law: ${(law.seconds / bare.seconds).toFixed(2)}× median, ${(fastest(lawRuns) / fastest(bareRuns)).toFixed(2)}× fastest, ${(law.cpuSeconds / bare.cpuSeconds).toFixed(2)}× CPU, ${lawPaired[Math.floor(lawPaired.length / 2)]!.toFixed(2)}× the median of paired runs (${lawPaired.map((ratio) => ratio.toFixed(2)).join(', ')}) (target ≤ 2×)`)
  console.log(`load average (2 cores shared): ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`)
} finally {
  await fs.remove(work)
}
