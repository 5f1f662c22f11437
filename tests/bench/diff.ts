/**
 * npm run bench:diff: the review of two compiled 1,000-entity studies (tests/bench/scaled-study.ts,
 * compiled by the pipeline) against reading both folders' JSON once (every file read and parsed, nothing
 * else), the target being under 2x. Two changes: one revenue figure of one entity raised (what a
 * corrected file does), and every amount of every entity different (the same entities from another seed:
 * every file differs, the longest review). Timed three ways, each pair taken in turn, medians of RUNS:
 * in one process (the review's own work, start-up left out), and as processes, both plain JavaScript
 * (review/cli.ts bundled by esbuild, as the pipeline's bench bundles its own) and the review as
 * `npm run diff` runs it, under tsx. Prints figures; asserts nothing. `npm run bench:diff -- 100` for
 * another size.
 */
import { $, fs, path } from 'zx'
import { readdirSync, readFileSync } from 'node:fs'
import { build } from 'esbuild'
import { writeScaledStudy } from './scaled-study.ts'
import { repo } from '../../web/folders.ts'
import { readFolder } from '../../review/sides/folder.ts'
import { review } from '../../review/report.ts'

const COUNT = Number(process.argv[2] ?? 1000)
const RUNS = 7
$.verbose = false
$.quiet = true

/** Reading both folders' JSON once: every .json file read as text and parsed. */
function readBoth(a: string, b: string): number {
  let files = 0
  for (const dir of [a, b]) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue
      JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
      files++
    }
  }
  return files
}
/** The same as a script of its own (node -e SCRIPT A B), for the processes. */
const readBothScript = `const { readdirSync, readFileSync } = require('node:fs'); const path = require('node:path')
for (const dir of process.argv.slice(1)) for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
  if (entry.isFile() && entry.name.endsWith('.json')) JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))`

const seconds = (started: number) => (performance.now() - started) / 1000
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function timed(command: string[]): Promise<number> {
  const started = performance.now()
  const run = await $({ cwd: repo, nothrow: true })`${command} > /dev/null`
  if (run.exitCode !== 0) throw new Error(`${command.join(' ')} failed (${run.exitCode}):\n${run.stderr.slice(-2000)}`)
  return seconds(started)
}

/** Medians of the two, taken in turn, and their ratio. */
async function pair(first: () => Promise<number> | number, second: () => Promise<number> | number): Promise<[number, number]> {
  const a: number[] = []
  const b: number[] = []
  for (let run = 0; run < RUNS; run++) {
    a.push(await first())
    b.push(await second())
  }
  return [median(a), median(b)]
}

// Inside the repository, so that the bundle finds schemas/ and node_modules/ as the sources do.
const work = await fs.mkdtemp(path.join(repo, 'node_modules', '.cache', 'nexus-bench-diff-'))
try {
  const compile = async (name: string, edit?: (raw: string) => Promise<void>, seed?: number) => {
    const raw = await writeScaledStudy(COUNT, path.join(work, `raw-${name}`), path.join(repo, 'raw'), seed)
    await edit?.(raw)
    const out = path.join(work, name)
    await $({ cwd: repo })`node pipeline/bundle.mjs --raw ${raw} --out ${out}`
    return out
  }
  const before = await compile('before')
  const oneFigure = await compile('one-figure', async (raw) => {
    const file = path.join(raw, 'revenue', readdirSync(path.join(raw, 'revenue')).sort()[0]!)
    const text = await fs.readFile(file, 'utf8')
    await fs.writeFile(file, text.replace(/\n([A-Z]{2}),(\d+)\./, (_: string, state: string, dollars: string) => `\n${state},${Number(dollars) + 1172}.`))
  })
  const everything = await compile('every-figure', undefined, COUNT + 1)
  const cli = path.join(work, 'cli.mjs')
  await build({ entryPoints: [path.join(repo, 'review/cli.ts')], bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', outfile: cli, logLevel: 'error' })

  const megabytes = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).reduce((total, entry) => total + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0) / 1e6
  console.log(`two studies of ${COUNT.toLocaleString('en-US')} entities, ${megabytes(before).toFixed(1)} MB of JSON each; medians of ${RUNS} runs, taken in turn`)
  const pad = (text: string | number, width: number) => String(text).padStart(width)
  console.log(`${'change'.padEnd(14)}${'timed as'.padEnd(28)}${pad('read JSON s', 12)}${pad('review s', 10)}${pad('ratio', 7)}${pad('review KB', 11)}`)
  for (const [name, after] of [['one figure', oneFigure], ['every figure', everything]] as const) {
    const size = (await review(readFolder(before), readFolder(after))).length / 1000
    const rows: [string, [number, number]][] = [
      ['in one process', await pair(() => {
        const started = performance.now()
        readBoth(before, after)
        return seconds(started)
      }, async () => {
        const started = performance.now()
        await review(readFolder(before), readFolder(after))
        return seconds(started)
      })],
      ['processes, plain JavaScript', await pair(() => timed(['node', '-e', readBothScript, before, after]), () => timed(['node', cli, before, after]))],
      ['npm run diff (tsx)', await pair(() => timed(['node', '-e', readBothScript, before, after]), () => timed(['node', '--import', 'tsx', 'review/cli.ts', before, after]))],
    ]
    for (const [how, [read, diff]] of rows) {
      console.log(`${name.padEnd(14)}${how.padEnd(28)}${pad(read.toFixed(3), 12)}${pad(diff.toFixed(3), 10)}${pad((diff / read).toFixed(2), 7)}${pad(size.toFixed(0), 11)}`)
    }
  }
} finally {
  await fs.remove(work)
}
