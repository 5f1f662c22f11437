/**
 * `npm run build`: a study's site, built by Vite (the browser's build, then the server's, whose entry
 * prerender.ts renders every route with), with its workbook (workbook.ts). With no option: generated/
 * into web/dist, as always. `--study DIR` compiles that study first (the pipeline), into `--generated
 * DIR` if named; `--generated DIR` alone builds what the pipeline wrote there. A study or a generated
 * folder named builds into a folder of its own outside the repository (folders.ts), or into `--dist DIR`,
 * so raw/, generated/ and web/dist are left as they were. `npm start` and `npm run pdf` build through here.
 * The client's PDF `npm run pdf` printed from this study (into web/dist-pdf, or `--pdfs DIR`) is
 * published beside the pages and linked from the home page (published.ts); no other is.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { build } from 'vite'
import { distDir, generatedDir, previewFolder, repo, shown } from './folders.ts'
import { prerender } from './prerender.ts'
import { buildWorkbook } from './workbook.ts'

const web = dirname(fileURLToPath(import.meta.url))

/** What a build reads and writes: `study` (undefined: raw/) is what the pipeline compiles into `generated`. */
export type Site = { study: string | undefined; generated: string; dist: string }

/** A command given options it cannot use (exit 2), as the pipeline's own refusals are. */
export class UsageError extends Error {}

/** A step that failed and has said why (the pipeline prints its problems): the command exits with its code. */
export class StepFailed extends Error {
  constructor(readonly code: number) {
    super(`exit code ${code}`)
  }
}

/**
 * The folders of a build: generated/ into web/dist when neither a study nor a generated folder is named;
 * otherwise what is named, and for what is not, the preview folder of the study (or of the generated
 * folder). A `--dist` named must be absent, empty or a site built before: Vite empties it.
 */
export function siteFolders(options: { study?: string | undefined; generated?: string | undefined; dist?: string | undefined }): Site {
  const study = options.study === undefined ? undefined : existingFolder('--study', options.study)
  const dist = options.dist === undefined ? undefined : replaceableDist(resolve(options.dist))
  if (study === undefined && options.generated === undefined) return { study, generated: generatedDir(), dist: dist ?? distDir() }
  // The pipeline makes a generated folder for a study; without one it must be there already.
  const generated = options.generated === undefined ? undefined : study ? resolve(options.generated) : existingFolder('--generated', options.generated)
  const own = generated === undefined || dist === undefined ? previewFolder(study ?? generated!) : ''
  return { study, generated: generated ?? join(own, 'generated'), dist: dist ?? join(own, 'dist') }
}

function existingFolder(option: string, folder: string): string {
  const path = resolve(folder)
  if (!existsSync(path) || !statSync(path).isDirectory()) throw new UsageError(`${option} ${folder}: no such folder`)
  return path
}

function replaceableDist(dist: string): string {
  if (!existsSync(dist) || readdirSync(dist).length === 0 || existsSync(join(dist, '.vite', 'manifest.json'))) return dist
  throw new UsageError(`--dist ${shown(dist)} holds files no build wrote, and a build empties its folder: name a new or empty one`)
}

/** Runs the pipeline as `npm run pipeline` does: the site's study into its generated folder, or raw/ into generated/. */
export function compile(site: Site): Promise<void> {
  const options = site.study === undefined ? [] : ['--raw', shown(site.study), '--out', shown(site.generated)]
  return new Promise((done, fail) => {
    const pipeline = spawn(process.execPath, [join(repo, 'pipeline', 'bundle.mjs'), ...options], { stdio: 'inherit' })
    pipeline.on('error', fail)
    pipeline.on('exit', (code) => (code === 0 ? done() : fail(new StepFailed(code ?? 1))))
  })
}

/** Builds the site of what the pipeline wrote in site.generated into site.dist. */
export async function buildSite(site: Site): Promise<void> {
  // The settings every step reads (folders.ts), Vite's config included.
  process.env.NEXUS_GENERATED = site.generated
  process.env.NEXUS_DIST = site.dist
  await build({ root: web })
  // The server build is used once, by the prerender; it imports React and the rest from node_modules, so
  // it is written where Node finds them.
  await mkdir(join(repo, 'node_modules', '.cache'), { recursive: true })
  const server = await mkdtemp(join(repo, 'node_modules', '.cache', 'nexus-ssr-'))
  try {
    await build({ root: web, build: { ssr: join(web, 'src', 'entry-server.tsx'), outDir: server, emptyOutDir: true } })
    await prerender(join(server, 'entry-server.js'), site.dist)
  } finally {
    await rm(server, { recursive: true, force: true })
  }
  await buildWorkbook()
}

/** Runs a command's body: a usage error or a failed step ends it with exit 2 or the step's code, saying so. */
export function command(name: string, body: () => Promise<void>): void {
  body().catch((error: unknown) => {
    if (error instanceof StepFailed) process.exitCode = error.code
    else {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = error instanceof UsageError ? 2 : 1
    }
  })
}

/** Parses a command's options; an unknown one or a missing value is a usage error. */
export function options<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config)
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  command('build', async () => {
    const { values } = options({ options: { study: { type: 'string' }, generated: { type: 'string' }, dist: { type: 'string' }, pdfs: { type: 'string' } } })
    // where `npm run pdf` printed the client's PDF, if not web/dist-pdf: the build publishes it when printed from this study (published.ts)
    if (values.pdfs !== undefined) process.env.NEXUS_PDFS = resolve(values.pdfs)
    const site = siteFolders(values)
    if (site.study !== undefined) await compile(site)
    await buildSite(site)
    if (site.dist !== join(web, 'dist')) console.log(`Built into ${shown(site.dist)}: \`npm run serve -- ${shown(site.dist)}\` serves it`)
  })
}
