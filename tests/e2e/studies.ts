/**
 * The example studies (every folder of examples/ holding a study.json), each compiled and built at most
 * once per test run, as a user would: `npm run build -- --study DIR --generated DIR --dist DIR`, into a
 * temporary folder removed when the run ends, so generated/ and web/dist are never touched. `npm test`
 * (tests/run.ts) builds them all once before the browser files start and names its folder in
 * NEXUS_TEST_BUILDS: a study built there is taken as it is; a file run alone builds its own. A new
 * example is picked up by every test that reads this list, with no change here.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { $ } from 'zx'
import { repo } from '../../web/folders.ts'

const examples = join(repo, 'examples')

/** Each example study's folder, from the repository root ('examples/transactions-study'). */
export const exampleStudies = (): string[] =>
  readdirSync(examples)
    .filter((name) => existsSync(join(examples, name, 'study.json')))
    .sort()
    .map((name) => `examples/${name}`)

export type BuiltStudy = { study: string; generated: string; dist: string }

/** Where a study's build lies inside a folder of builds: its generated/ and dist/ side by side. */
export function studyBuild(root: string, study: string): BuiltStudy {
  const folder = join(root, study.replaceAll('/', '-'))
  return { study, generated: join(folder, 'generated'), dist: join(folder, 'dist') }
}

let work: string | undefined
const builds = new Map<string, Promise<BuiltStudy>>()

/** A study built into its own temporary folders, once however many tests ask. */
export function builtStudy(study: string): Promise<BuiltStudy> {
  let build = builds.get(study)
  const prebuilt = process.env.NEXUS_TEST_BUILDS ? studyBuild(process.env.NEXUS_TEST_BUILDS, study) : undefined
  if (!build && prebuilt && existsSync(join(prebuilt.dist, '404.html'))) builds.set(study, build = Promise.resolve(prebuilt))
  if (!build) {
    if (!work) {
      const made = mkdtempSync(join(tmpdir(), 'nexus-e2e-studies-'))
      process.on('exit', () => rmSync(made, { recursive: true, force: true }))
      work = made
    }
    const built = studyBuild(work, study)
    build = $({ cwd: repo, quiet: true })`npm run --silent build -- --study ${study} --generated ${built.generated} --dist ${built.dist}`.then(() => built)
    builds.set(study, build)
  }
  return build
}
