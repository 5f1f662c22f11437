/**
 * The repository's folders read at run time (schemas, SQL), and a path as messages show it. The folders
 * are found from this module's own folder by walking up to package.json, because the same code runs
 * from common/ (tests, the review, under tsx) and from the bundle `npm run pipeline` runs
 * (pipeline/bundle.mjs), whose folder sits at another depth.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

function rootAbove(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at
    if (path.dirname(at) === at) throw new Error(`no package.json above ${dir}`)
  }
}

export const repoRoot = rootAbove(import.meta.dirname)
export const schemaDir = path.join(repoRoot, 'schemas')
export const sqlDir = path.join(repoRoot, 'pipeline', 'sql')

/** A path as messages show it: relative to the working folder when inside it, else absolute. */
export function shownPath(target: string): string {
  const relative = path.relative(process.cwd(), target)
  return relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? path.resolve(target) : relative
}

/**
 * The marker npm run pipeline writes last into every out folder (pipeline/out/marker.ts): the files it
 * wrote, their sizes and hashes. It follows from the other files, so the review compares it with none.
 */
export const OUT_MARKER = '.nexus-study-output'
