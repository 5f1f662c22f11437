/**
 * The example studies (every folder of examples/ holding a study.json), each compiled and built at most
 * once per test run, as a user would: `npm run build -- --study DIR --generated DIR --dist DIR`, into a
 * temporary folder removed when the run ends, so generated/ and web/dist are never touched. A new example
 * is picked up by every test that reads this list, with no change here.
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

let work: string | undefined
const builds = new Map<string, Promise<BuiltStudy>>()

/** A study built into its own temporary folders, once however many tests ask. */
export function builtStudy(study: string): Promise<BuiltStudy> {
  let build = builds.get(study)
  if (!build) {
    if (!work) {
      const made = mkdtempSync(join(tmpdir(), 'nexus-e2e-studies-'))
      process.on('exit', () => rmSync(made, { recursive: true, force: true }))
      work = made
    }
    const folder = join(work, study.replaceAll('/', '-'))
    const built = { study, generated: join(folder, 'generated'), dist: join(folder, 'dist') }
    build = $({ cwd: repo, quiet: true })`npm run --silent build -- --study ${study} --generated ${built.generated} --dist ${built.dist}`.then(() => built)
    builds.set(study, build)
  }
  return build
}
