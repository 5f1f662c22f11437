/**
 * What the out folder's tests share: two studies' compiled files to swap between, an out folder holding
 * the first, the folder's contents as a map to compare whole, a wait for a condition, and the state a
 * killed run leaves (a journal line naming a folder it made, a staging folder half written).
 */
import * as assert from 'uvu/assert'
import { fs, path, os } from 'zx'
import { compileStudy } from '../compile.ts'
import { writeAtomically } from './write-atomically.ts'
import { MARKER, markerText, recordOf } from '../../../pipeline/out/marker.ts'
import { Receipt } from '../../../pipeline/out/receipt.ts'
import type { Rendered } from '../../../pipeline/serialise.ts'

async function rendered(raw: string): Promise<Rendered[]> {
  const { files, problems } = await compileStudy(raw)
  assert.equal(problems, [])
  assert.ok(files.length > 0)
  return files
}

/** The sample study's files and another study's: every swap test goes from OLD to NEW. */
export const OLD = await rendered('raw')
export const NEW = await rendered('tests/fixtures/other-study')

/** What an out folder written with these files holds, marker included. */
export const contents = (files: Rendered[]) =>
  Object.fromEntries([...files, { file: MARKER, text: markerText(files.map(({ file, text }) => recordOf(file, text))) }].map(({ file, text }) => [file, text]).sort())

/** Every file under a folder with its text, or 'absent'. */
export async function snapshot(dir: string): Promise<Record<string, string> | 'absent'> {
  if (!(await fs.pathExists(dir))) return 'absent'
  const out: Record<string, string> = {}
  for (const file of (await fs.readdir(dir, { recursive: true })).map(String).sort()) {
    const full = path.join(dir, file)
    if ((await fs.stat(full)).isFile()) out[file] = await fs.readFile(full, 'utf8')
  }
  return out
}

/** What beside the out folder is not the out folder itself: leftovers of a run. */
export const besides = async (out: string) => ((await fs.readdir(path.dirname(out))) as string[]).filter((name) => name !== path.basename(out)).sort()

/** A fresh out folder in a temporary folder of its own, written with OLD. */
export async function outWithOld(prefix: string): Promise<string> {
  const out = path.join(await fs.mkdtemp(path.join(os.tmpdir(), prefix)), 'generated')
  await writeAtomically(out, OLD)
  return out
}

/** The first value `probe` gives other than undefined, asked every 5 ms up to `ms`; undefined after that. */
export async function until<T>(probe: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
  const deadline = performance.now() + ms
  while (performance.now() < deadline) {
    const value = await probe()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return undefined
}

/** The journal's line for a folder a run made, as the run records it: its kind, name and identity. */
export async function journalled(kind: 'staging' | 'replaced' | 'removing', dir: string): Promise<string> {
  const stat = await fs.stat(dir, { bigint: true })
  return `${kind} ${path.basename(dir)} ${stat.dev}:${stat.ino}`
}

/**
 * A staging folder as a run killed while writing it leaves it, made by the write's own receipt: `finished`
 * of the files written whole, the next one begun and created, its one batch not yet written.
 */
export async function killedStaging(dir: string, files: readonly Rendered[], finished: number): Promise<void> {
  await fs.mkdir(dir)
  const receipt = await Receipt.create(dir)
  for (const [index, { file, text }] of files.slice(0, finished + 1).entries()) {
    await fs.mkdirp(path.dirname(path.join(dir, file)))
    await receipt.begun(file, recordOf(file, text))
    await fs.writeFile(path.join(dir, file), index < finished ? text : '')
    if (index < finished) await receipt.finished(recordOf(file, text))
  }
  await receipt.close()
}
