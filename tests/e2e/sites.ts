/**
 * The sample's built site (web/dist) and each example study's, built once (studies.ts), each served on a
 * port of its own for a suite's tests; the browser and the servers close after the last test.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { suite } from 'uvu'
import { serve, type Running } from '../../web/serve.ts'
import { dist as sampleDist, requireBuild, stopBrowser, withHydratedPage, type PageOptions } from './harness.ts'
import { builtStudy, exampleStudies, type BuiltStudy } from './studies.ts'

export type Site = { name: string; dist: string; generated?: string; server?: Running }

/**
 * A suite over the sample's site and the example studies' (only those of `studies` when given) and the
 * `others` named (a fixture's folder): `sites` is filled (built, served) before its first test.
 */
export function sitesSuite<S extends Site>(
  name: string,
  sample: S,
  { studies = exampleStudies(), others = [] }: { studies?: readonly string[]; others?: readonly string[] } = {},
): { test: ReturnType<typeof suite>; sites: S[] } {
  const sites: S[] = [sample, ...[...studies, ...others].map((study) => ({ ...sample, name: study, dist: '', generated: '' }))]
  const test = suite(name)
  test.before(async () => {
    requireBuild()
    for (const site of sites.slice(1)) Object.assign(site, await builtStudy(site.name))
    for (const site of sites) site.server = await serve(0, site.dist)
  })
  test.after(async () => {
    await stopBrowser()
    for (const site of sites) await site.server?.close()
  })
  return { test, sites }
}

/** One study built and served: its folders, its server's origin, a generated file read back, a page of it opened. */
export type ServedStudy = BuiltStudy & {
  origin: string
  /** A file of its generated/ folder, parsed. */
  read: <T>(file: string) => T
  /** A page of it, loaded and hydrated, with no console error (harness.ts's withHydratedPage). */
  open: (path: string, run: (page: Page) => Promise<void>, options?: PageOptions) => Promise<void>
}

/** A suite over one study (an example's folder), built once (studies.ts) and served: `study` is filled before its first test. */
export function studySuite(folder: string, name: string): { test: ReturnType<typeof suite>; study: ServedStudy } {
  let server: Running | undefined
  const study: ServedStudy = {
    study: folder,
    dist: '',
    generated: '',
    origin: '',
    read: <T,>(file: string) => JSON.parse(readFileSync(join(study.generated, file), 'utf8')) as T,
    open: (path, run, options = {}) => withHydratedPage(study.origin, path, run, options),
  }
  const test = suite(name)
  test.before(async () => {
    Object.assign(study, await builtStudy(folder))
    server = await serve(0, study.dist)
    study.origin = server.url
  })
  test.after(async () => {
    await stopBrowser()
    await server?.close()
  })
  return { test, study }
}

export const sampleDistDir = fileURLToPath(sampleDist)
