/**
 * Which folders --out may replace: one that is absent, empty, or marked as the pipeline's own by the
 * marker file inside it, and never the study folder, a folder inside it or a folder holding it. Every
 * refusal is one line that says what to do, and is decided before anything is touched.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { shownPath } from '../problems.ts'

/** The marker the pipeline writes into every out folder; deterministic, so generated/ commits it. */
export const MARKER = '.nexus-study-output'
const SIGNATURE = 'This folder is written by `npm run pipeline` (nexus-study) and replaced whole on every run.'
export const MARKER_TEXT = `${SIGNATURE}
Keep nothing else in it: the pipeline replaces a folder that is not empty only when this file is in it.
`

/** A refused --out: a usage error, decided before anything was touched. */
export class OutRefused extends Error {}

export type OutState = 'absent' | 'empty' | 'marked'

/** The real path of a path that may not exist yet: the nearest existing ancestor resolved, plus the rest. */
export async function realPath(target: string): Promise<string> {
  const absolute = path.resolve(target)
  const rest: string[] = []
  for (let current = absolute; ; current = path.dirname(current)) {
    try {
      return path.join(await fs.realpath(current), ...rest.reverse())
    } catch (error) {
      const parent = path.dirname(current)
      if (parent === current) throw error
      rest.push(path.basename(current))
    }
  }
}

const inside = (child: string, parent: string) => {
  const relative = path.relative(parent, child)
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

/** The out folder's real path once it is known to be replaceable; throws OutRefused otherwise. */
export async function checkOutFolder(raw: string, out: string): Promise<string> {
  const [realRaw, realOut] = await Promise.all([realPath(raw), realPath(out)])
  const refuse = (why: string) => new OutRefused(`cannot write ${shownPath(out)}: ${why}; give --out a folder outside the study that is absent, empty or written by npm run pipeline`)
  if (realOut === realRaw) throw refuse('it is the study folder')
  if (inside(realOut, realRaw)) throw refuse(`it is inside the study folder ${shownPath(raw)}`)
  if (inside(realRaw, realOut)) throw refuse(`it holds the study folder ${shownPath(raw)}`)
  await outState(realOut, out)
  return realOut
}

/** Whether the folder may be replaced, and why; throws OutRefused for anything the pipeline did not write. */
export async function outState(realOut: string, shown: string = realOut): Promise<OutState> {
  const stat = await fs.lstat(realOut).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (!stat) return 'absent'
  const refuse = (why: string, todo: string) => new OutRefused(`cannot write ${shownPath(shown)}: ${why}; ${todo}`)
  if (stat.isSymbolicLink()) throw refuse('it is a symbolic link to nothing', 'give --out a folder')
  if (!stat.isDirectory()) throw refuse('it is a file, not a folder', 'give --out a folder that is absent, empty or written by npm run pipeline')
  const entries = await fs.readdir(realOut)
  if (entries.length === 0) return 'empty'
  if (await isMarked(realOut)) return 'marked'
  throw refuse(
    `it is not empty and was not written by npm run pipeline (it has no ${MARKER})`,
    'give --out an absent or empty folder, or move its contents away yourself',
  )
}

/** True when the folder holds the pipeline's marker; a half-deleted or half-written folder does not. */
export async function isMarked(dir: string): Promise<boolean> {
  const marker = path.join(dir, MARKER)
  const stat = await fs.lstat(marker).catch(() => undefined)
  if (!stat?.isFile()) return false
  const text = await fs.readFile(marker, 'utf8').catch(() => '')
  return text.split('\n')[0] === SIGNATURE
}
