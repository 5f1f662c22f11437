// @ts-check
/**
 * The pipeline as `npm run pipeline` runs it: pipeline/cli.ts bundled by esbuild into plain JavaScript,
 * so a run starts without tsx (whose loader sends each of the pipeline's modules through its own thread
 * at every start; npm run bench:pipeline times a run as npm runs it). Plain JavaScript because it must
 * run before any TypeScript can.
 *
 * The bundle is a cache (cache.mjs; docs/generated-files.md): node_modules/.cache/nexus-pipeline/<hash>/,
 * the hash taken over every source file under pipeline/ and schemas/ (which holds the reference data the
 * viewer reads too, such as us-states.ts; a build that imports code from elsewhere fails, saying so),
 * tsconfig.json, esbuild's version and the build options, so any change to the code is rebuilt on the
 * next run, once, and an unchanged tree never is. A build goes to a folder of its own and is renamed
 * into place, so runs started together never read a half-written bundle; it lists its files, and one
 * that has lost any (to a cleaner of old cache files) is built again. Where the cache cannot be written
 * (node_modules installed by another user, a read-only file system), the sources run under tsx instead,
 * as before there was a bundle. The bundle keeps its packages external (resolved from node_modules at
 * run time) and splits at dynamic imports, so DuckDB still loads only for a study with sales files. The
 * schemas' validators (a cache of their own, schemas.ts) and the SQL files are read at run time from the
 * repository (paths.ts), not bundled. Tests import the sources under tsx; tests/pipeline/cli.test.ts and
 * bundle.test.ts run this bundle as users do.
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildingPath, cachePath, removeStale, writable } from './cache.mjs'

const repo = path.dirname(import.meta.dirname)
const cacheDir = cachePath(repo, 'nexus-pipeline')
/** The folders whose code the bundle may hold, all hashed. */
const sourceDirs = ['pipeline', 'schemas']

/** @type {import('esbuild').BuildOptions} */
const options = {
  absWorkingDir: repo,
  entryPoints: ['pipeline/cli.ts'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'error',
}

/** Every input of the bundle, hashed: the sources in sourceDirs, tsconfig.json, esbuild and the options. */
function inputsHash() {
  const hash = createHash('sha256')
  const esbuild = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8')).version
  hash.update(`esbuild ${esbuild}\n${JSON.stringify(options)}\n`)
  const sources = sourceDirs.flatMap((dir) =>
    readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|mts|mjs|json)$/.test(file))
      .sort()
      .map((file) => path.join(dir, file)),
  )
  for (const file of ['tsconfig.json', ...sources]) {
    hash.update(`${file}\n`).update(readFileSync(path.join(repo, file))).update('\n')
  }
  return hash.digest('hex').slice(0, 16)
}

/** The list of a bundle's files, written by its build before it is renamed into place. */
const FILES = 'files.json'

/**
 * Whether a bundle folder holds every file its build wrote (a cleaner deleting old files from caches
 * can take a chunk that runs seldom, such as DuckDB's).
 * @param {string} folder
 */
function complete(folder) {
  try {
    const files = /** @type {string[]} */ (JSON.parse(readFileSync(path.join(folder, FILES), 'utf8')))
    return files.every((file) => existsSync(path.join(folder, file)))
  } catch {
    return false
  }
}

/**
 * The bundle's entry file for the current sources, built first when there is none or it lacks a file;
 * undefined when it must be built and the cache folder cannot be written (node_modules installed by
 * another user, a read-only file system). Exits 1 when a source does not compile (esbuild has then
 * said where).
 */
export async function bundled() {
  const hash = inputsHash()
  const folder = path.join(cacheDir, hash)
  const entry = path.join(folder, 'cli.js')
  if (complete(folder)) return entry
  if (!writable(cacheDir)) return undefined
  // One that lacks a file is built again (a run using it would fail on that file anyway).
  rmSync(folder, { recursive: true, force: true })
  const building = buildingPath(folder)
  const { build } = await import('esbuild')
  let inputs
  try {
    const { metafile } = await build({ ...options, outdir: building, metafile: true })
    inputs = Object.keys(metafile.inputs)
    const outputs = Object.keys(metafile.outputs).map((output) => path.relative(building, path.resolve(repo, output)))
    writeFileSync(path.join(building, FILES), `${JSON.stringify(outputs, null, 2)}\n`)
  } catch {
    // esbuild has printed what is wrong, with file:line:column.
    rmSync(building, { recursive: true, force: true })
    process.exit(1)
  }
  // The hash covers sourceDirs only: a module from elsewhere would not be rebuilt when it changes.
  const inside = (/** @type {string} */ input) => sourceDirs.some((dir) => path.resolve(repo, input).startsWith(path.join(repo, dir) + path.sep))
  const outside = inputs.filter((input) => !inside(input))
  if (outside.length > 0) {
    rmSync(building, { recursive: true, force: true })
    throw new Error(`the pipeline imports ${outside.join(', ')}, outside ${sourceDirs.map((dir) => `${dir}/`).join(' and ')}; move it there or hash its folder in pipeline/bundle.mjs`)
  }
  try {
    renameSync(building, folder)
  } catch (error) {
    // Another run built the same sources first: theirs is identical.
    rmSync(building, { recursive: true, force: true })
    if (!complete(folder)) throw error
  }
  removeStale(cacheDir, hash)
  return entry
}

// Run as the script (its path may reach it through a symbolic link; a module's own path never does).
if (process.argv[1] !== undefined && import.meta.filename === realpathSync(process.argv[1])) {
  // Stack traces name the TypeScript sources. Node 20 reads each chunk's map as it loads it, a cost to
  // every run's start kept for a crash that names the line to fix.
  process.setSourceMapsEnabled(true)
  const entry = await bundled()
  if (entry) await import(pathToFileURL(entry).href)
  else {
    // Slower to start, but the run is the same: tsx keeps its own cache in the system's temporary folder.
    console.error(`${path.relative(process.cwd(), cacheDir) || cacheDir} cannot be written, so the pipeline is not bundled: running its sources under tsx, which start slower`)
    const { register } = await import('tsx/esm/api')
    register()
    await import('./cli.ts')
  }
}
