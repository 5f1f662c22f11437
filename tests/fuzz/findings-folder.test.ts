/**
 * npm run fuzz keeps what it finds inside the repository (issue 28, item 7): without --findings, a run
 * writes its summary into fuzz-findings/ at the repository's root, which git ignores; it wrote to an
 * absolute path outside the checkout (/work/fuzz-findings) before. One mutant of one study is enough to
 * see where the summary goes.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { $ } from 'zx'
import { repoRoot } from './oracle.ts'

test('the summary is written into fuzz-findings/ in the repository, which git ignores', async () => {
  const run = await $({ cwd: repoRoot, quiet: true, nothrow: true })`node --import tsx tests/fuzz/run.ts --count 1 --study export --no-hazards --no-out-folder --no-shrink --seed 7`
  const written = /summary written to (.+)$/m.exec(run.stdout)?.[1]
  assert.ok(written, `the run names its summary:\n${run.stdout}\n${run.stderr}`)
  try {
    assert.is(path.dirname(written!), path.join(repoRoot, 'fuzz-findings'))
    assert.ok(existsSync(written!))
    const ignored = await $({ cwd: repoRoot, quiet: true, nothrow: true })`git check-ignore -q ${written!}`
    assert.is(ignored.exitCode, 0, `${written} is git-ignored`)
  } finally {
    await rm(written!, { force: true })
  }
})

test.run()
