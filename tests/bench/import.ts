/**
 * npm run bench:import (issue 31): a Shopify orders export of 5 million line-item rows, generated
 * seeded (tests/import/shopify-export.ts), imported by `npm run import -- shopify FILE --out ...` against
 * DuckDB's bare `SELECT count(*) FROM read_csv(FILE, all_varchar = true)` (tests/bench/bare-count.ts),
 * each a whole process with DuckDB's default threads, taken in turn (paired, interleaved: a busy
 * machine slows both alike). Prints the medians, their ratio (target ≤ 2×), the fastest of each, CPU
 * time (of the median run, and the median of each's runs), each pair's ratio, the import's peak memory
 * (target < 1 GiB) and the load average. Asserts nothing.
 * `npm run bench:import -- [rows] [runs]`
 */
import { fs, os, path } from 'zx'
import { measured, median, fastest, type Measured } from './measure.ts'
import { writeShopifyExport } from '../import/shopify-export.ts'

const ROWS = Number(process.argv[2] ?? 5_000_000)
const RUNS = Number(process.argv[3] ?? 3)

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-bench-import-'))
try {
  const file = path.join(dir, 'orders_export.csv')
  const started = performance.now()
  const orders = await writeShopifyExport(file, ROWS)
  const size = (await fs.stat(file)).size
  console.log(`${ROWS.toLocaleString('en-US')} line-item rows, ${orders.toLocaleString('en-US')} orders, ${(size / 2 ** 20).toFixed(0)} MiB (generated in ${((performance.now() - started) / 1000).toFixed(0)} s)`)
  const ours: Measured[] = []
  const bare: Measured[] = []
  const loads: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const out = path.join(dir, `out-${run}`, 'transactions', 'S.csv')
    // Alternately first, so that neither always runs on a cache the other warmed.
    const pair = run % 2 === 0
      ? [() => measured(['npm', 'run', '--silent', 'import', '--', 'shopify', file, '--out', out]).then((m) => ours.push(m)), () => measured(['node', '--import', 'tsx', 'tests/bench/bare-count.ts', file]).then((m) => bare.push(m))]
      : [() => measured(['node', '--import', 'tsx', 'tests/bench/bare-count.ts', file]).then((m) => bare.push(m)), () => measured(['npm', 'run', '--silent', 'import', '--', 'shopify', file, '--out', out]).then((m) => ours.push(m))]
    for (const step of pair) await step()
    loads.push(os.loadavg()[0]!)
    console.log(`run ${run + 1}: import ${ours.at(-1)!.seconds.toFixed(1)} s (CPU ${ours.at(-1)!.cpuSeconds.toFixed(1)} s, ${ours.at(-1)!.maxRssMiB.toFixed(0)} MiB), bare read ${bare.at(-1)!.seconds.toFixed(1)} s (CPU ${bare.at(-1)!.cpuSeconds.toFixed(1)} s); load ${loads.at(-1)!.toFixed(1)}`)
  }
  const a = median(ours)
  const b = median(bare)
  console.log(`npm run import (shopify):     median ${a.seconds.toFixed(1)} s, CPU ${a.cpuSeconds.toFixed(1)} s, fastest ${fastest(ours).toFixed(1)} s`)
  console.log(`DuckDB's bare count(*):       median ${b.seconds.toFixed(1)} s, CPU ${b.cpuSeconds.toFixed(1)} s, fastest ${fastest(bare).toFixed(1)} s`)
  console.log(`ratio:                        ${(a.seconds / b.seconds).toFixed(2)}× medians, ${(fastest(ours) / fastest(bare)).toFixed(2)}× fastest, ${(a.cpuSeconds / b.cpuSeconds).toFixed(2)}× CPU (target ≤ 2×)`)
  const middle = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!
  console.log(`CPU medians of the runs:      import ${middle(ours.map((m) => m.cpuSeconds)).toFixed(1)} s, bare read ${middle(bare.map((m) => m.cpuSeconds)).toFixed(1)} s, ${(middle(ours.map((m) => m.cpuSeconds)) / middle(bare.map((m) => m.cpuSeconds))).toFixed(2)}×`)
  console.log(`each pair's ratio:            ${ours.map((m, run) => `${(m.seconds / bare[run]!.seconds).toFixed(2)}×`).join(', ')} (wall)`)
  console.log(`peak memory of npm run import: ${a.maxRssMiB.toFixed(0)} MiB (target < 1024 MiB)`)
  console.log(`load average (2 cores shared): ${loads.map((load) => load.toFixed(1)).join(', ')} after each pair; ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} now`)
} finally {
  await fs.remove(dir)
}
