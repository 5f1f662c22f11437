/**
 * Every preset (import/presets/) reads its example export (examples/import/<preset>/, written in the
 * layout the preset's source gives) into exactly the transactions its expected.csv holds, worked by hand
 * (examples/import/README.md says how each figure comes about); and every preset is a valid mapping.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync, readFileSync } from 'node:fs'
import { presetIds, presetPath, readMapping } from '../../import/mapping.ts'
import { Problems, formatProblem } from '../../pipeline/problems.ts'
import { removeFolders, runImportCli } from './run-import.ts'

test.after(removeFolders)

const exportOf = (preset: string) => readdirSync(`examples/import/${preset}`).find((name) => name !== 'expected.csv')!

for (const preset of presetIds) {
  test(`${preset}: the example imports to its expected transactions`, async () => {
    const ran = await runImportCli([preset, `examples/import/${preset}/${exportOf(preset)}`])
    assert.is(ran.code, 0, ran.stderr)
    assert.is(ran.written, readFileSync(`examples/import/${preset}/expected.csv`, 'utf8'))
  })

  test(`${preset}: the preset is a valid mapping that says where it comes from and what it could not confirm`, () => {
    const problems = new Problems()
    const mapping = readMapping(preset, presetPath(preset), problems)
    assert.equal(problems.list.map(formatProblem), [])
    assert.ok(mapping!.source.length > 40)
    assert.ok(mapping!.unconfirmed.length > 0)
  })
}

test('the presets folder holds exactly the preset ids', () => {
  assert.equal(readdirSync('import/presets').map((name) => name.replace(/\.json$/, '')).sort(), [...presetIds].sort())
})

test.run()
