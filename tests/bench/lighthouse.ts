/**
 * npm run bench:lighthouse: Lighthouse (mobile: simulated slow 4G and a 4x slower CPU) on the built site,
 * served as `npm run serve` serves it (compressed, cached). Pages: home, consolidated and the largest
 * entity report (issue 7's targets: performance at least 95; accessibility, best practices and SEO 100),
 * or the paths given: `npm run bench:lighthouse -- /data-checks`. Each page runs three times and the
 * median is printed. Asserts nothing.
 *
 * Lighthouse is not a dependency (it brings a large tree of packages of its own); it is fetched once by npx from the npm registry, at
 * the version pinned below. Chromium: /usr/bin/chromium (CHROME_PATH overrides).
 */
import { $, fs, path } from 'zx'
import { serve } from '../../web/serve.ts'
import { pathOf } from '../../report/routes.ts'
import type { Overview } from '../../schemas/generated/types.ts'

const LIGHTHOUSE = 'lighthouse@13.5.0'
const RUNS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const dist = path.resolve(import.meta.dirname, '../../web/dist')
$.verbose = false
$.quiet = true

if (!(await fs.pathExists(path.join(dist, 'index.html')))) {
  console.error('web/dist has no build: run npm run build first')
  process.exit(1)
}

/** The built site's pages to measure: home, consolidated and the entity report with the most HTML. */
async function defaultPaths(): Promise<string[]> {
  const overview = (await fs.readJson(path.resolve(import.meta.dirname, '../../generated/overview.json'))) as Overview
  let largest = { path: '', bytes: -1 }
  for (const { entity } of overview.entities) {
    const bytes = (await fs.stat(path.join(dist, pathOf('report', entity), 'index.html'))).size
    if (bytes > largest.bytes) largest = { path: pathOf('report', entity), bytes }
  }
  return ['/', pathOf('consolidated'), largest.path]
}

type Run = { scores: Record<string, number>; lcpMs: number; tbtMs: number; fcpMs: number }

async function lighthouse(url: string): Promise<Run> {
  const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync'
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }
  const run = await $({ env, nothrow: true })`npx --yes ${LIGHTHOUSE} ${url} --quiet --output=json --only-categories=${CATEGORIES.join(',')} --chrome-flags=${flags}`
  if (run.exitCode !== 0) throw new Error(`lighthouse failed on ${url} (${run.exitCode}):\n${run.stderr.slice(-2000)}`)
  const report = JSON.parse(run.stdout) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue: number }>
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(report.categories[id]!.score * 100)])),
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
    fcpMs: report.audits['first-contentful-paint']!.numericValue,
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const server = await serve(0, dist)
try {
  const pad = (text: string | number, width: number) => String(text).padStart(width)
  console.log(`${'page'.padEnd(32)}${pad('perf', 6)}${pad('a11y', 6)}${pad('best', 6)}${pad('seo', 6)}${pad('FCP s', 8)}${pad('LCP s', 8)}${pad('TBT ms', 8)}`)
  for (const page of paths.length > 0 ? paths : await defaultPaths()) {
    const runs: Run[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await lighthouse(server.url + page))
    const score = (id: string) => median(runs.map((run) => run.scores[id]!))
    console.log(
      `${page.padEnd(32)}${pad(score('performance'), 6)}${pad(score('accessibility'), 6)}${pad(score('best-practices'), 6)}${pad(score('seo'), 6)}` +
        `${pad((median(runs.map((run) => run.fcpMs)) / 1000).toFixed(1), 8)}${pad((median(runs.map((run) => run.lcpMs)) / 1000).toFixed(1), 8)}${pad(Math.round(median(runs.map((run) => run.tbtMs))), 8)}`,
    )
  }
  console.log(`median of ${RUNS} runs each; load average ${(await fs.readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}`)
} finally {
  await server.close()
}
