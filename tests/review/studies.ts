/**
 * Test helper: small studies of our own, compiled by the pipeline into temporary folders: each one
 * tests/fixtures/other-study (two entities, one with an export and one on default statuses) with edits
 * to its raw files, so every difference a review reports comes from a real change to a real input.
 */
import * as assert from 'uvu/assert'
import { fs, path, os } from 'zx'
import { compileStudy } from '../pipeline/compile.ts'
import { formatProblem } from '../../pipeline/problems.ts'
import { readFolder } from '../../review/sides/folder.ts'
import { review } from '../../review/report.ts'

export const BASE_STUDY = 'tests/fixtures/other-study'

const made: string[] = []
process.on('exit', () => {
  for (const dir of made) fs.removeSync(dir)
})

/** A new temporary folder, removed when the tests end. */
export async function temporary(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `nexus-review-${prefix}-`))
  made.push(dir)
  return dir
}

/** A study folder's raw files, edited in place. */
export type Edit = (raw: string) => Promise<void>

/** The raw study `from` with the edit made, compiled into a new temporary folder (returned). */
export async function compiled(edit: Edit = async () => {}, from = BASE_STUDY): Promise<string> {
  const raw = await temporary('raw')
  await fs.copy(from, raw)
  await edit(raw)
  const { problems, files } = await compileStudy(raw)
  if (problems.length > 0) throw new Error(`the edited study does not compile:\n${problems.map(formatProblem).join('\n')}`)
  const out = await temporary('out')
  for (const { file, text } of files) await fs.outputFile(path.join(out, file), text)
  return out
}

/** Replaces text in a file of the study, failing when it is not there (an edit that silently did nothing would prove nothing). */
export function replace(file: string, from: string | RegExp, to: string): Edit {
  return async (raw) => {
    const target = path.join(raw, file)
    const text = await fs.readFile(target, 'utf8')
    const edited = text.replace(from, to)
    if (edited === text) throw new Error(`${file} does not hold ${from}`)
    await fs.writeFile(target, edited)
  }
}

/** Several edits, in turn. */
export const edits = (...list: Edit[]): Edit => async (raw) => {
  for (const edit of list) await edit(raw)
}

/** The review of two compiled folders, as npm run diff prints it. */
export function reviewOf(before: string, after: string): Promise<string> {
  return review(readFolder(before), readFolder(after))
}

/** The summary paragraph (the third line, after the heading and a blank line). */
export const summaryOf = (review: string) => review.split('\n')[2]!

/** The lines of a review from the first that starts with `from`, up to the next blank line. */
export function block(review: string, from: string): string[] {
  const lines = review.split('\n')
  const start = lines.findIndex((line) => line.startsWith(from))
  assert.ok(start >= 0, `no line starting ${JSON.stringify(from)} in:\n${review}`)
  const end = lines.indexOf('', start)
  return lines.slice(start, end === -1 ? undefined : end)
}
