/**
 * A test file split into batches: its header says `@batches N`, and `npm test` (tests/run.ts) runs it as N
 * processes at once, each told its batch in TEST_BATCH ("2/6", counted from 1). Run alone, with no
 * TEST_BATCH, a file is one batch: all of it.
 */
export type Batch = { index: number; of: number; first: number; count: number; label: string }

/** This process's share of `total` items (items first … first + count - 1), the batches as even as they can be. */
export function batchOf(total: number, env: string | undefined = process.env.TEST_BATCH): Batch {
  if (env === undefined || env === '') return { index: 1, of: 1, first: 0, count: total, label: `all ${total}` }
  const found = /^(\d+)\/(\d+)$/.exec(env)
  const index = Number(found?.[1])
  const of = Number(found?.[2])
  if (!found || of < 1 || index < 1 || index > of) throw new Error(`TEST_BATCH=${env}: expected "i/n", 1 ≤ i ≤ n`)
  const first = Math.floor(((index - 1) * total) / of)
  const end = Math.floor((index * total) / of)
  return { index, of, first, count: end - first, label: `batch ${index} of ${of}: ${first} to ${end - 1}` }
}
