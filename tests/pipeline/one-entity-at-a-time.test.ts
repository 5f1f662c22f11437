/**
 * The study is read and derived one entity at a time (pipeline/read/study.ts, pipeline/derive/index.ts):
 * the reader gives each entity as the previous one is done with and keeps none of its rows, and the
 * derivation keeps nothing of an entity's rows once its files are made. Checked by collecting garbage
 * and asking weak references which earlier entities' rows are still held anywhere. One may be: V8 can
 * leave the last value a suspended async generator handled in its registers until they are reused (a
 * heap snapshot shows the path: stack roots → the generator's parameters_and_registers → an entity), so
 * at most one earlier entity is allowed, where keeping the study would hold them all.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { openStudy } from '../../pipeline/read/study.ts'
import { StudyOutputs } from '../../pipeline/derive/index.ts'
import { Problems } from '../../pipeline/problems.ts'
import type { EntityInput } from '../../pipeline/read/entity.ts'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** Collects garbage once the current turn is over (a weak reference made in a turn holds until it ends). */
async function collected(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve))
  gc()
}

/** What of an entity may be large: its export's rows, else its revenue lines. */
const rowsOf = (entity: EntityInput): object => entity.nexus?.rows ?? entity.revenue

/** The codes of the entities whose rows are still held. */
const held = (entities: { code: string; rows: WeakRef<object> }[]) => entities.filter(({ rows }) => rows.deref() !== undefined).map(({ code }) => code)

test('the reader gives every entity of the sample, in manifest order, without a problem', async () => {
  const problems = new Problems()
  const opened = await openStudy('raw', problems)
  assert.ok(opened)
  const codes: string[] = []
  for await (const entity of opened.entities()) codes.push(entity.code)
  assert.equal(codes, opened.study.manifest.entities.map((entity) => entity.code))
  assert.is(problems.count, 0)
})

test('while an entity is read, the reader holds no more than one earlier entity\'s rows', async () => {
  const opened = await openStudy('raw', new Problems())
  assert.ok(opened)
  const earlier: { code: string; rows: WeakRef<object> }[] = []
  for await (const entity of opened.entities()) {
    await collected()
    const still = held(earlier)
    assert.ok(still.length <= 1, `${still.join(', ')} still held while ${entity.code} is read`)
    earlier.push({ code: entity.code, rows: new WeakRef(rowsOf(entity)) })
  }
  assert.ok(earlier.length > 3, `${earlier.length} entities`)
})

/** Derives every entity of the sample; gives weak references to each one's rows, and what was kept for the study. */
async function deriveSample(): Promise<{ derived: { code: string; rows: WeakRef<object> }[]; outputs: StudyOutputs }> {
  const opened = await openStudy('raw', new Problems())
  assert.ok(opened)
  const outputs = new StudyOutputs(opened.study)
  const derived: { code: string; rows: WeakRef<object> }[] = []
  for await (const entity of opened.entities()) {
    const { report } = outputs.entity(entity)
    assert.is(report.file, `entities/${entity.code}.json`)
    derived.push({ code: entity.code, rows: new WeakRef(rowsOf(entity)) })
  }
  return { derived, outputs }
}

test('once every entity is derived, no more than one entity\'s rows are still held, and the study-level files come out whole', async () => {
  // Derived in a function of its own, so that no variable of this one still points at an entity.
  const { derived, outputs } = await deriveSample()
  await collected()
  const still = held(derived)
  assert.ok(still.length <= 1, `${still.join(', ')} still held after every entity was derived`)
  const overview = outputs.studyFiles().overview.data as { entityCount: number; entities: { entity: { code: string } }[] }
  assert.is(overview.entityCount, derived.length)
  assert.equal(overview.entities.map(({ entity }) => entity.code), derived.map(({ code }) => code))
})

test.run()
