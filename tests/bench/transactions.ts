/**
 * Transactions at scale (TRANSACTIONS.md, Scale): 4 million rows in one file, read and summed per
 * (state, day) by pipeline/read/transactions.ts, against DuckDB's bare daily sum of the same file; then
 * the rules on the daily totals. Prints rows per second, the ratio to the bare sum (target: at most
 * 2×) and peak memory (target: under 1 GiB). Asserts nothing. `npx tsx tests/bench/transactions.ts [rows]`
 */
import { DuckDBInstance } from '@duckdb/node-api'
import { fs, path, os } from 'zx'
import { TransactionsReader } from '../../pipeline/read/transactions.ts'
import { determine } from '../../pipeline/transactions/determine.ts'
import { periodTypes } from '../../schemas/generated/values.ts'
import { stateNames } from '../../schemas/us-states.ts'
import { ruleOf, rulesOf, seriesOf, taxYearScope } from '../pipeline/transactions/rules.ts'
import { writeRows } from '../pipeline/transactions/write-rows.ts'
import { Random } from '../fuzz/random.ts'
import type { UsStateCode } from '../../schemas/generated/types.ts'

const ROWS = Number(process.argv[2] ?? 4_000_000)
const RUNS = 3
const TAX_YEAR = 2024
const scope = taxYearScope(TAX_YEAR)

/** A file of `rows` sales and refunds over the look-back and the tax year, the same on every run. */
async function generate(file: string, rows: number): Promise<void> {
  const states = Object.keys(stateNames)
  const random = new Random(7)
  const first = Date.UTC(TAX_YEAR - 1, 0, 1)
  await writeRows(file, 'Date,State,Amount', rows, () => {
    const date = new Date(first + Math.floor(random.next() * 731) * 86_400_000).toISOString().slice(0, 10)
    const cents = Math.floor(random.next() * 50_000) * (random.next() < 0.03 ? -1 : 1)
    const sign = cents < 0 ? '-' : ''
    const abs = Math.abs(cents)
    return `${date},${states[Math.floor(random.next() * states.length)]},${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  })
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!

/** Wall-clock and CPU milliseconds (CPU: every thread of the process, DuckDB's included). */
async function measure<T>(work: () => Promise<T>): Promise<{ wall: number; cpu: number; result: T }> {
  const started = performance.now()
  const cpu = process.cpuUsage()
  const result = await work()
  const used = process.cpuUsage(cpu)
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000, result }
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-bench-transactions-'))
const file = path.join(dir, 'transactions.csv')
try {
  await generate(file, ROWS)
  const size = (await fs.stat(file)).size
  console.log(`${ROWS.toLocaleString('en-US')} rows, ${(size / 2 ** 20).toFixed(0)} MiB, one file`)

  const bare = await DuckDBInstance.create(':memory:')
  const connection = await bare.connect()
  const reader = await TransactionsReader.open()
  const readerTimes = { wall: [] as number[], cpu: [] as number[] }
  const bareTimes = { wall: [] as number[], cpu: [] as number[] }
  const rulesTimes: number[] = []
  let dailyRows = 0
  // Interleaved, so that a busy machine slows both alike.
  for (let run = 0; run < RUNS; run++) {
    const ours = await measure(() => reader.readTransactions({ display: 'transactions.csv', absolute: file }, scope))
    readerTimes.wall.push(ours.wall)
    readerTimes.cpu.push(ours.cpu)
    const daily = ours.result
    if (daily.problems.length > 0) throw new Error(`${daily.problems.length} problems, first ${daily.problems[0]!.message}`)
    dailyRows = [...daily.days.values()].reduce((sum, days) => sum + days.length, 0)

    const rules = await measure(async () => {
      for (const [index, state] of (Object.keys(stateNames) as UsStateCode[]).entries()) {
        const period = periodTypes[index % periodTypes.length]!
        determine(rulesOf(ruleOf({ state, type: 'Transactions Or Sales', salesThresholdCents: 10_000_000, transactionsThreshold: 200, period })), seriesOf(daily.days.get(state) ?? [], scope), scope)
      }
    })
    rulesTimes.push(rules.cpu)

    const theirs = await measure(() => connection.runAndReadAll(
      `SELECT "Date", "State", sum("Amount") FROM read_csv($file, header = true, auto_detect = false, delim = ',', quote = '"',
        columns = {'Date': 'DATE', 'State': 'VARCHAR', 'Amount': 'DECIMAL(18,2)'}) GROUP BY ALL`,
      { file },
    ))
    bareTimes.wall.push(theirs.wall)
    bareTimes.cpu.push(theirs.cpu)
  }
  reader.close()
  connection.closeSync()
  bare.closeSync()

  const ours = median(readerTimes.wall)
  const theirs = median(bareTimes.wall)
  const peak = process.resourceUsage().maxRSS / 1024
  console.log(`reader (DuckDB + checks + daily totals): median ${ours.toFixed(0)} ms (CPU ${median(readerTimes.cpu).toFixed(0)} ms), ${(ROWS / (ours / 1000)).toLocaleString('en-US', { maximumFractionDigits: 0 })} rows/s, ${dailyRows.toLocaleString('en-US')} daily totals`)
  console.log(`DuckDB's bare daily sum:                  median ${theirs.toFixed(0)} ms (CPU ${median(bareTimes.cpu).toFixed(0)} ms)`)
  console.log(`ratio:                                    ${(ours / theirs).toFixed(2)}× wall clock, ${(median(readerTimes.cpu) / median(bareTimes.cpu)).toFixed(2)}× CPU (target ≤ 2×)`)
  console.log(`rules, 52 states × a year of days:        median ${median(rulesTimes).toFixed(0)} ms CPU`)
  console.log(`peak memory (maxRSS):                     ${peak.toFixed(0)} MiB (target < 1024 MiB)`)
  console.log(`load average (2 cores shared):            ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`)
} finally {
  await fs.remove(dir)
}
