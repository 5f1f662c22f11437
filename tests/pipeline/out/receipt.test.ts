/**
 * A killed run's staging folder, judged by its receipt (pipeline/out/receipt.ts): a file the run began
 * and did not finish is the run's only when it holds exactly what the run had written of it, batch by
 * batch, or (a batch under way) what it held before that batch. The fuzzer's out-leftover-tamper found
 * a user's file put over such a file removed with the folder (seed 1, mutant 493): any begun file was
 * taken for the run's, whatever it held. Each folder here is made by the receipt's own writer, as a run
 * killed between two of its lines leaves it.
 */
import { createHash } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, path, os } from 'zx'
import { firstForeign } from '../../../pipeline/out/folder.ts'
import { Receipt, RECEIPT, receiptOf } from '../../../pipeline/out/receipt.ts'

const FIRST = '{\n  "study": "first batch",\n'
const SECOND = '  "more": "second batch"\n}\n'
const state = (text: string) => ({ bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') })

/**
 * A staging folder whose receipt says overview.json was begun (its first batch announced) and, after
 * `lines`, how far its writing went (the run killed there); the file then holds `holds` (the run's bytes,
 * or what a user put there).
 */
async function killedWriting(lines: (receipt: Receipt) => Promise<void>, holds: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-receipt-'))
  const receipt = await Receipt.create(dir)
  await receipt.begun('overview.json', state(FIRST))
  await lines(receipt)
  await receipt.close()
  await fs.writeFile(path.join(dir, 'overview.json'), holds)
  return dir
}

// the first batch under way (begun alone), then the second (its line says the first is written whole)
const firstUnderWay = async () => {}
const secondUnderWay = async (receipt: Receipt) => {
  await receipt.writing('overview.json', state(FIRST + SECOND))
}
// its one batch written, its fsync under way
const firstWritten = async (receipt: Receipt) => {
  await receipt.wrote('overview.json', state(FIRST))
}

const judged = async (dir: string) => (await firstForeign(dir, { leftover: true }))?.why

test('a file holding exactly what the run had written of it, batch by batch, is the run\'s', async () => {
  // created, its first batch under way: nothing yet, or that batch
  assert.is(await judged(await killedWriting(firstUnderWay, '')), undefined)
  assert.is(await judged(await killedWriting(firstUnderWay, FIRST)), undefined)
  // the second under way: the first batch, or both
  assert.is(await judged(await killedWriting(secondUnderWay, FIRST)), undefined)
  assert.is(await judged(await killedWriting(secondUnderWay, FIRST + SECOND)), undefined)
  assert.is(await judged(await killedWriting(firstWritten, FIRST)), undefined)
})

test('a user\'s file put over a file the run was writing is not the run\'s: the folder stays', async () => {
  const why = `its bytes are none that the run writing it had written there, by the ${RECEIPT}`
  for (const [lines, holds] of [
    [firstUnderWay, '{"mine":"hand-written budget"}\n'],
    [firstUnderWay, FIRST.replace('first', 'fixed')], // the run's size, other bytes
    [secondUnderWay, ''], // emptied, after the run had written its first batch
    [firstWritten, ''], // emptied, after the run had written it whole
    [firstWritten, FIRST + SECOND],
    [secondUnderWay, 'notes on the study, to keep\n'],
    [secondUnderWay, FIRST.slice(0, 10)], // part of a batch: never what a run leaves
  ] as const) {
    assert.is(await judged(await killedWriting(lines, holds)), why, JSON.stringify(holds))
  }
})

test('the receipt reads back what each unfinished file may hold; a finished file is judged by its record alone', async () => {
  const dir = await killedWriting(secondUnderWay, FIRST)
  const received = (await receiptOf(dir))!
  assert.equal(received.unfinished.get('overview.json')!.map(({ bytes }) => bytes), [state(FIRST).bytes, state(FIRST + SECOND).bytes])
  // a batch of a file never begun is no line a run writes: the receipt is not one
  await fs.appendFile(path.join(dir, RECEIPT), `writing rates.json 12 ${state('x').sha256}\n`)
  assert.is(await receiptOf(dir), undefined)
})

test.run()
