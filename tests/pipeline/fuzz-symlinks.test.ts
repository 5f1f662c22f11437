/**
 * Each symlink mutation of the fuzzer (tests/fuzz/mutations.ts) reaches a read of every kind of study it
 * mutates (tests/fuzz/seeds.ts): a link out of the study is refused at the path that leads through it, a
 * link within is read as the file it leads to.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { rm } from 'node:fs/promises'
import { build } from '../fuzz/campaign.ts'
import { prepareSeeds, seedNames } from '../fuzz/seeds.ts'
import { compileStudy } from './compile.ts'

test('each symlink mutation reaches a read of every kind of study: a link out is refused at the path that leads through it, a link within read as the file', async () => {
  const { seeds, remove } = await prepareSeeds()
  try {
    for (const study of seedNames) {
      const expected = await compileStudy(seeds.find((seed) => seed.name === study)!.dir)
      for (let n = 0; n < 4; n++) {
        for (const kind of ['symlink-outside-file', 'symlink-folder', 'symlink-inside']) {
          const planned = { seed: 1, n, study, hazards: false, outFolder: false, mutations: [{ kind, seed: n }] }
          const { dirs, descriptions } = await build(planned, seeds)
          try {
            const { problems, files } = await compileStudy(dirs.study)
            const what = `${study}, ${descriptions.join('; ')}`
            if (kind === 'symlink-inside') assert.equal(files, expected.files, what)
            // Every file of these studies is named by its manifest, so a link out is always followed to a refusal.
            else assert.ok(problems.some((problem) => /leads outside the study folder through a symbolic link/.test(problem.message)), what)
          } finally {
            await rm(dirs.root, { recursive: true, force: true })
          }
        }
      }
    }
  } finally {
    await remove()
  }
})

test.run()
