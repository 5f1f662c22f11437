/**
 * The marker `.nexus-study-output`, written last into every out folder: its first line says the
 * pipeline wrote the folder, and it lists every file the run wrote there, so a later run replaces the
 * folder only while it holds nothing else. It is committed in generated/, so it is deterministic: the
 * files one a line, sorted.
 */
import { readRegular } from './regular.ts'

export const MARKER = '.nexus-study-output'
const SIGNATURE = 'This folder is written by `npm run pipeline` (nexus-study) and replaced whole on every run.'

export function markerText(files: Iterable<string>): string {
  return `${SIGNATURE}
Below, every file it wrote here: it refuses to replace the folder while it holds anything else.

${[...files].sort().map((file) => `${file}\n`).join('')}`
}

/**
 * The marker of the versions before markers listed files (generated/ as git checks out an older commit
 * holds it). It stands for what those versions wrote, and nothing else: the study files (international.json
 * and exposure.json among them, which the last of those versions wrote) and one report, running measure
 * and exposure per entity code.
 */
const UNLISTED = `${SIGNATURE}
Keep nothing else in it: the pipeline replaces a folder that is not empty only when this file is in it.
`
const WRITTEN_BEFORE_LISTS = /^(?:(?:overview|consolidated|recommendations|findings|international|exposure)\.json|(?:entities|running|exposure)\/[A-Z0-9]{1,4}\.json)$/

/** A marker is a few hundred kB for the largest study allowed; anything much larger is not one. */
const MAX_MARKER_BYTES = 16 * 1024 * 1024

/** Which files the folder's marker says the pipeline wrote; undefined when it has no marker of the pipeline's. */
export async function markedFiles(dir: string): Promise<((file: string) => boolean) | undefined> {
  const text = await readRegular(`${dir}/${MARKER}`, MAX_MARKER_BYTES)
  if (text === undefined || !text.startsWith(`${SIGNATURE}\n`)) return undefined
  if (text === UNLISTED) return (file) => WRITTEN_BEFORE_LISTS.test(file)
  const blank = text.indexOf('\n\n')
  const listed = new Set(blank < 0 ? [] : text.slice(blank + 2).split('\n').filter((line) => line !== ''))
  return (file) => listed.has(file)
}
