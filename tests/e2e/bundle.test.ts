import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { BUDGET_KB, chunkInfo, gzipSize, homeInitialScripts } from '../../web/size.ts'
import { requireBuild } from './harness.ts'

const test = suite('the built bundle')

test.before(requireBuild)

test(`the home page's initial JavaScript stays within ${BUDGET_KB} KB gzip`, async () => {
  const scripts = await homeInitialScripts()
  assert.ok(scripts.length > 0)
  let total = 0
  for (const file of scripts) total += (await gzipSize(file)).gzip
  assert.ok(total / 1024 <= BUDGET_KB, `${(total / 1024).toFixed(2)} KB`)
})

/** A chunk's name without its hash: 'assets/SeparateAnalysis-DWGBSMuS.js' → 'assets/SeparateAnalysis'. */
const named = (file: string) => file.replace(/-[\w-]+\.js$/, '')

test('recharts lands only in chunks loaded lazily for the pages that draw charts (the separate page, the exposure pages), never on home or consolidated', async () => {
  const chunks = await chunkInfo()
  const initial = await homeInitialScripts()
  const withRecharts = Object.keys(chunks).filter((file) => chunks[file]!.packages.includes('recharts'))
  assert.ok(withRecharts.length > 0)
  for (const file of withRecharts) assert.not.ok(initial.includes(file), file)
  // A chunk recharts shares with another is imported statically only by chunks holding recharts.
  for (const [file, chunk] of Object.entries(chunks)) {
    if (chunk.imports.some((imported) => withRecharts.includes(imported))) assert.ok(withRecharts.includes(file), file)
  }
  // Each chunk that loads a chart is a charting page's, or shared by charting pages alone: imported by no
  // other chunk but a chart's own (a chart chunk may share code the bundler put in the loader's chunk).
  const pages = new Set(['assets/SeparateAnalysis', 'assets/EntityExposurePage', 'assets/Exposure'])
  const loaders = Object.keys(chunks).filter((file) => withRecharts.some((chart) => chunks[file]!.dynamicImports.includes(chart)))
  assert.ok(loaders.length > 0)
  for (const loader of loaders) {
    const importers = Object.keys(chunks).filter((file) => !withRecharts.includes(file) && (chunks[file]!.imports.includes(loader) || chunks[file]!.dynamicImports.includes(loader)))
    const reachedFrom = pages.has(named(loader)) ? [named(loader)] : importers.map(named)
    assert.ok(reachedFrom.length > 0 && reachedFrom.every((page) => pages.has(page)), `${loader} is loaded by ${reachedFrom.join(', ')}`)
  }
  // and both kinds of chart are there: the running measures and the exposure by year
  assert.ok(loaders.some((file) => named(file) === 'assets/SeparateAnalysis'), loaders.join(', '))
  assert.ok(loaders.some((file) => named(file) !== 'assets/SeparateAnalysis'), loaders.join(', '))
})

test('the home page carries the overview without its entity list, and no entity report; the list and each report load as their own chunk', async () => {
  const chunks = await chunkInfo()
  const initial = await homeInitialScripts()
  const homeData = initial.flatMap((file) => chunks[file]!.generated)
  assert.equal(homeData, ['generated/overview.json#head'])
  const listChunks = Object.keys(chunks).filter((file) => chunks[file]!.generated.includes('generated/overview.json#entities'))
  assert.is(listChunks.length, 1)
  assert.not.ok(initial.includes(listChunks[0]!))
  const entityChunks = Object.values(chunks).filter((chunk) => chunk.generated.some((file) => file.startsWith('generated/entities/')))
  for (const chunk of entityChunks) assert.is(chunk.generated.length, 1, 'one entity per chunk')
  assert.ok(entityChunks.length > 0)
})

test.run()
