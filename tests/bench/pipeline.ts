/**
 * npm run bench: the pipeline, csv-parse alone and the viewer build at 7 (the sample), 100 and 1,000
 * entities (tests/bench/scaled-study.ts). The pipeline and csv-parse run as their own processes under
 * /usr/bin/time, so each peak memory is its own: the pipeline as `npm run pipeline` runs it (the bundle
 * of pipeline/bundle.mjs, built before the first timed run), csv-parse alone as plain JavaScript too
 * (parse-only.ts bundled by esbuild), so neither carries tsx's start-up. The build reads that study's
 * generated folder and writes a temporary one (`npm run build -- --generated --dist`), so the
 * repository's generated/ and web/dist are never touched.
 * The pipeline and csv-parse alone run RUNS times each, taking turns, and their medians are printed:
 * on a shared machine one run can be a quarter slower than the next; so is the ratio of their fastest
 * runs, the least disturbed, and the CPU time of the median runs (user and system, every thread), which
 * leaves out waiting: csv-parse alone reads its files through the thread pool and waits for each.
 * Then the cost of the file system itself: creating as many empty files as the pipeline wrote, in the
 * same temporary folder, each with a synchronous call so that only the kernel's work is timed (on some
 * disks each file created costs the kernel most of a millisecond, which no code of ours can save).
 * Prints figures; asserts nothing. `npm run bench -- 7 100` runs only the counts given.
 */
import { $, fs, path, os } from 'zx'
import { writeScaledStudy } from './scaled-study.ts'
import { repo } from '../../web/folders.ts'
import { fastest, measured, median, type Measured } from './measure.ts'
import { bundled } from '../../pipeline/bundle.mjs'
import { build } from 'esbuild'

const counts = process.argv.slice(2).map(Number).filter((count) => count > 0)
const sizes = counts.length > 0 ? counts : [7, 100, 1000]
$.verbose = false
$.quiet = true

/** Runs of the pipeline and of csv-parse alone at each size, taking turns. */
const RUNS = 5

/**
 * Seconds to create `count` empty files, one after another, in a new folder inside `dir` (then removed).
 * Synchronous calls: awaiting fs.promises one file at a time timed the thread pool's round trips too.
 */
async function createFiles(dir: string, count: number): Promise<number> {
  const folder = await fs.mkdtemp(path.join(dir, 'create-'))
  const started = performance.now()
  for (let index = 0; index < count; index++) fs.writeFileSync(path.join(folder, `${index}.json`), '')
  const seconds = (performance.now() - started) / 1000
  await fs.remove(folder)
  return seconds
}

async function filesIn(dir: string): Promise<number> {
  let files = 0
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) if (entry.isFile()) files++
  return files
}

async function csvBytes(dir: string): Promise<number> {
  let bytes = 0
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.csv')) bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size
  }
  return bytes
}

const pad = (text: string | number, width: number) => String(text).padStart(width)
console.log(`${'entities'.padEnd(9)}${pad('CSV MB', 8)}${pad('pipeline s', 12)}${pad('csv-parse s', 13)}${pad('ratio', 7)}${pad('fastest', 9)}${pad('pipeline CPU s', 16)}${pad('csv-parse CPU s', 17)}${pad('CPU ratio', 11)}${pad('pipeline MiB', 14)}${pad('csv-parse MiB', 15)}${pad('home JS KB gz', 15)}${pad('build s', 9)}`)

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-bench-'))
const fileSystem: string[] = []
try {
  if (!(await bundled())) throw new Error('node_modules/.cache cannot be written: the bench times the bundle, which needs it')
  const parseOnly = path.join(work, 'parse-only.mjs')
  await build({ entryPoints: [path.join(repo, 'tests/bench/parse-only.ts')], bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile: parseOnly, logLevel: 'error' })
  for (const count of sizes) {
    const study = count === 7 ? path.join(repo, 'raw') : await writeScaledStudy(count, path.join(work, `study-${count}`), path.join(repo, 'raw'))
    const out = path.join(work, `generated-${count}`)
    const pipelineRuns: Measured[] = []
    const parseRuns: Measured[] = []
    for (let run = 0; run < RUNS; run++) {
      // Each run writes a new out folder, as a first run does; the last one is kept for the build.
      await fs.remove(out)
      pipelineRuns.push(await measured(['node', 'pipeline/bundle.mjs', '--raw', study, '--out', out]))
      parseRuns.push(await measured(['node', parseOnly, study]))
    }
    const pipeline = median(pipelineRuns)
    const parseAlone = median(parseRuns)
    const written = await filesIn(out)
    fileSystem.push(`${count} entities: the pipeline wrote ${written} files; creating ${written} empty files here took ${(await createFiles(work, written)).toFixed(2)} s`)

    const viewer = path.join(work, `dist-${count}`)
    const build = await measured(['npm', 'run', 'build', '--', '--generated', out, '--dist', viewer])
    const size = await $({ cwd: repo, env: { ...process.env, NEXUS_DIST: viewer } })`node --import tsx web/size.ts`
    const home = /total ([\d.]+) KB gzip/.exec(size.stdout)?.[1] ?? '?'

    console.log(
      `${String(count).padEnd(9)}${pad((await csvBytes(study) / 1e6).toFixed(1), 8)}${pad(pipeline.seconds.toFixed(2), 12)}${pad(parseAlone.seconds.toFixed(2), 13)}` +
        `${pad((pipeline.seconds / parseAlone.seconds).toFixed(2), 7)}${pad((fastest(pipelineRuns) / fastest(parseRuns)).toFixed(2), 9)}` +
        `${pad(pipeline.cpuSeconds.toFixed(2), 16)}${pad(parseAlone.cpuSeconds.toFixed(2), 17)}${pad((pipeline.cpuSeconds / parseAlone.cpuSeconds).toFixed(2), 11)}${pad(pipeline.maxRssMiB.toFixed(0), 14)}${pad(parseAlone.maxRssMiB.toFixed(0), 15)}` +
        `${pad(home, 15)}${pad(build.seconds.toFixed(1), 9)}`,
    )
    await fs.remove(viewer)
  }
  console.log(`pipeline and csv-parse: medians of ${RUNS} runs each, taken in turn; fastest: the ratio of their fastest runs; CPU s: user and system time of the median runs, every thread counted (csv-parse alone reads each file through the thread pool and waits for it: its wall time holds idle time its CPU time does not); MiB: the largest of the runs`)
  for (const line of fileSystem) console.log(line)
} finally {
  await fs.remove(work)
}
