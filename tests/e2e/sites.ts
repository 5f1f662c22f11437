/**
 * The sample's built site (web/dist) and each example study's, built once (studies.ts), each served on a
 * port of its own for a suite's tests; the browser and the servers close after the last test.
 */
import { fileURLToPath } from 'node:url'
import { suite } from 'uvu'
import { serve, type Running } from '../../web/serve.ts'
import { dist as sampleDist, requireBuild, stopBrowser } from './harness.ts'
import { builtStudy, exampleStudies } from './studies.ts'

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

export const sampleDistDir = fileURLToPath(sampleDist)
