/**
 * Reading the two sides (review/versions.ts, sides/folder.ts, file-kinds.ts): every file a schema names
 * is validated, a side that cannot be read or breaks its schema is refused with one located line, a
 * folder that is no compiled study says so, and a file of a kind the review does not know is compared
 * by path rather than refused.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, path } from 'zx'
import { outputSchemas } from '../../common/schemas.ts'
import { fileKinds, kindOf } from '../../review/file-kinds.ts'
import { readFolder } from '../../review/sides/folder.ts'
import { Unreadable } from '../../review/sides/side.ts'
import { Reader } from '../../review/versions.ts'
import { review } from '../../review/report.ts'
import { BASE_STUDY, compiled, reviewOf, temporary } from './studies.ts'

const base = await compiled()

/** A copy of the compiled base study with one file written over. */
async function baseWith(file: string, text: string | ((old: string) => string)): Promise<string> {
  const copy = await temporary('copy')
  await fs.copy(base, copy)
  const target = path.join(copy, file)
  await fs.outputFile(target, typeof text === 'string' ? text : text(await fs.readFile(target, 'utf8')))
  return copy
}

/** The lines a comparison is refused with. */
async function refusal(before: string, after: string): Promise<readonly string[]> {
  try {
    await review(readFolder(before), readFolder(after))
  } catch (error) {
    if (error instanceof Unreadable) return error.lines
    throw error
  }
  throw new Error('compared without a problem')
}

test('every output schema names the generated file it describes, so every file the pipeline writes is validated', () => {
  assert.equal(fileKinds().map((kind) => kind.schema).sort(), Object.values(outputSchemas).sort())
  for (const file of ['overview.json', 'consolidated.json', 'recommendations.json', 'findings.json', 'entities/A.json', 'entities/ZZ99.json', 'running/W.json']) {
    assert.ok(kindOf(file), file)
  }
  assert.is(kindOf('entities/A.json')?.schema, 'output/entity-report.schema.json')
  assert.is(kindOf('running/W.json')?.schema, 'output/running.schema.json')
  assert.is(kindOf('entities/nested/A.json'), undefined)
  assert.is(kindOf('.nexus-study-output'), undefined)
})

test('a file that is not valid JSON is refused at its line and column', async () => {
  const broken = await baseWith('entities/X1.json', (text) => text.replace('"stateName": "California",', '"stateName": "California",,'))
  const lines = await refusal(base, broken)
  assert.is(lines.length, 1)
  assert.match(lines[0]!, new RegExp(`^${broken}/entities/X1\\.json:\\d+:\\d+: not valid JSON: `))
  const [, line, column] = /:(\d+):(\d+):/.exec(lines[0]!)!
  const text = await fs.readFile(path.join(broken, 'entities/X1.json'), 'utf8')
  assert.is(text.split('\n')[Number(line) - 1]!.slice(Number(column) - 1, Number(column)), ',', 'the location points at the second comma')
})

test('a file that breaks its schema is refused at the offending value, naming the schema', async () => {
  const broken = await baseWith('entities/X1.json', (text) => text.replace('"status": "Crossed Threshold"', '"status": "Crossed"'))
  const lines = await refusal(base, broken)
  assert.is(lines.length, 1)
  const text = await fs.readFile(path.join(broken, 'entities/X1.json'), 'utf8')
  const line = text.split('\n').findIndex((row: string) => row.includes('"Crossed"')) + 1
  const column = text.split('\n')[line - 1]!.indexOf('"Crossed"') + 1
  assert.match(lines[0]!, `${broken}/entities/X1.json:${line}:${column}: states[0].status "Crossed" must be equal to one of the allowed values`)
  assert.match(lines[0]!, 'expected what schemas/output/entity-report.schema.json says')
})

test('a missing key and an unknown key are located too, on either side', async () => {
  const missing = await baseWith('consolidated.json', (text) => text.replace(/\s*"entityCount": 2,/, ''))
  assert.equal(await refusal(missing, base), [`${missing}/consolidated.json:1:1: the file has no key "entityCount"; expected what schemas/output/consolidated.schema.json says (a study compiled by another version of the pipeline? compile it again)`])
  const unknown = await baseWith('overview.json', (text) => text.replace('"entityCount": 2,', '"entityCount": 2,\n  "extra": 1,'))
  const line = (await fs.readFile(path.join(unknown, 'overview.json'), 'utf8')).split('\n').indexOf('  "extra": 1,') + 1
  assert.match((await refusal(base, unknown))[0]!, `${unknown}/overview.json:${line}:3: the file has an unknown key "extra"`)
})

test('a folder that is not a compiled study says so, and so does one that lacks a file the pipeline always writes', async () => {
  assert.equal(await refusal(BASE_STUDY, base), [`${BASE_STUDY}: not a compiled study, no overview.json (it holds study.json: a study as received, which npm run pipeline -- --raw DIR --out OUT compiles); expected a folder written by npm run pipeline`])
  const empty = await temporary('empty')
  assert.equal(await refusal(base, empty), [`${empty}: not a compiled study, no overview.json; expected a folder written by npm run pipeline`])
  assert.equal(await refusal(base, path.join(empty, 'absent')), [`${path.join(empty, 'absent')}: no such file or directory; expected a folder written by npm run pipeline`])
  const withoutEntity = await temporary('without')
  await fs.copy(base, withoutEntity)
  await fs.remove(path.join(withoutEntity, 'entities/Q.json'))
  assert.equal(await refusal(withoutEntity, base), [`${withoutEntity}/entities/Q.json: missing; overview.json lists entity Q`])
})

test('a file of a kind the review does not know is compared by path, as JSON or as text, not refused', async () => {
  const unknownKind = (taxCents: number) => `${JSON.stringify({ entity: 'X1', states: [{ state: 'CA', taxCents }] }, null, 2)}\n`
  const before = await baseWith('extra/X1.json', unknownKind(48_888_04))
  await fs.writeFile(path.join(before, 'notes.txt'), 'one\ntwo\nthree\n')
  const after = await baseWith('extra/X1.json', unknownKind(59_355_86))
  await fs.writeFile(path.join(after, 'notes.txt'), 'one\n2\nthree\n')
  const review = await reviewOf(before, after)
  assert.match(review, '- `extra/X1.json`:\n  - `states[CA].taxCents`: $48,888.04 → $59,355.86 (+10,467.82)')
  assert.match(review, '- `notes.txt`:\n  - from line 2:\n    ```diff\n    -two\n    +2\n    ```')
  // An unknown .json file must still be JSON.
  const broken = await baseWith('extra/X1.json', '{ "entity": ')
  assert.match((await refusal(before, broken))[0]!, `${broken}/extra/X1.json:1:13: not valid JSON`)
})

test('a file the same on both sides is read once, and a file only reformatted is said to be', async () => {
  const reformatted = await baseWith('overview.json', (text) => `${JSON.stringify(JSON.parse(text))}\n`)
  const { before, after } = await new Reader(readFolder(base), readFolder(reformatted)).read(['entities/X1.json', 'overview.json'])
  assert.ok(before.get('entities/X1.json') === after.get('entities/X1.json'))
  assert.ok(before.get('overview.json') !== after.get('overview.json'))
  assert.match(await reviewOf(base, reformatted), '- `overview.json`: the same content, written differently (spacing or order of keys)')
})

test.run()
