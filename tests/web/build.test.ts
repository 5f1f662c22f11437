/**
 * Which folders a build reads and writes (web/build.ts, web/folders.ts): generated/ into web/dist with
 * no option; a study or a generated folder named gets a preview folder of its own under the temporary
 * folder, one per study; a --dist holding anything no build wrote is refused untouched, since Vite
 * empties the folder it builds into.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { siteFolders, UsageError } from '../../web/build.ts'
import { repo } from '../../web/folders.ts'

const test = suite('the folders of a build')
let work = ''
const savedTmp = process.env.TMPDIR

test.before(() => {
  work = mkdtempSync(join(tmpdir(), 'nexus-build-folders-'))
  // previews land under the temporary folder: this test's own
  process.env.TMPDIR = join(work, 'tmp')
  mkdirSync(process.env.TMPDIR)
})
test.after(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = savedTmp
  rmSync(work, { recursive: true, force: true })
})

const throwsUsage = (run: () => unknown, message: RegExp) => {
  try {
    run()
  } catch (error) {
    assert.instance(error, UsageError)
    assert.match((error as Error).message, message)
    return
  }
  assert.unreachable('no usage error')
}

test('with no option, a build reads generated/ and writes web/dist, compiling nothing', () => {
  assert.equal(siteFolders({}), { study: undefined, generated: join(repo, 'generated'), dist: join(repo, 'web', 'dist') })
})

test('a study gets a preview folder of its own under the temporary folder, the same one each time', () => {
  const site = siteFolders({ study: 'examples/transactions-study' })
  assert.is(site.study, join(repo, 'examples', 'transactions-study'))
  const folder = dirname(site.generated)
  assert.is(dirname(dirname(folder)), join(work, 'tmp'))
  assert.match(basename(folder), /^transactions-study-[0-9a-f]{12}$/)
  assert.equal(site, { study: site.study, generated: join(folder, 'generated'), dist: join(folder, 'dist') })
  assert.equal(siteFolders({ study: 'examples/transactions-study' }), site)
})

test('two studies of the same folder name get two preview folders', () => {
  const one = join(work, 'a', 'study')
  const other = join(work, 'b', 'study')
  mkdirSync(one, { recursive: true })
  mkdirSync(other, { recursive: true })
  const [first, second] = [siteFolders({ study: one }), siteFolders({ study: other })]
  assert.match(basename(dirname(first.dist)), /^study-/)
  assert.is.not(dirname(first.dist), dirname(second.dist))
})

test('a generated folder named alone is built into its own preview folder; with a study, the study is compiled into it', () => {
  const generated = join(work, 'compiled')
  mkdirSync(generated)
  const alone = siteFolders({ generated })
  assert.equal(alone, { study: undefined, generated, dist: join(dirname(alone.dist), 'dist') })
  assert.match(basename(dirname(alone.dist)), /^compiled-/)
  const named = siteFolders({ study: 'examples/transactions-study', generated: join(work, 'not-yet'), dist: join(work, 'site') })
  assert.equal(named, { study: join(repo, 'examples', 'transactions-study'), generated: join(work, 'not-yet'), dist: join(work, 'site') })
})

test('a study or generated folder that is not there is a usage error', () => {
  throwsUsage(() => siteFolders({ study: join(work, 'missing') }), /^--study .*missing: no such folder$/)
  throwsUsage(() => siteFolders({ generated: join(work, 'missing') }), /^--generated .*missing: no such folder$/)
})

test('a --dist holding files no build wrote is refused, and left as it was', () => {
  const dist = join(work, 'notes')
  mkdirSync(dist)
  writeFileSync(join(dist, 'notes.txt'), 'mine')
  throwsUsage(() => siteFolders({ dist }), /^--dist .*notes holds files no build wrote/)
  assert.is(readFileSync(join(dist, 'notes.txt'), 'utf8'), 'mine')
  // a site built before may be built again
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}')
  assert.is(siteFolders({ dist }).dist, dist)
})

test.run()
