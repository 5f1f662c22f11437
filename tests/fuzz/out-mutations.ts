/**
 * The fuzzer's out-folder kinds (issue 26): what a careless user does to the out folder the CLI is about
 * to replace, a copy of a previous good run's (campaign.ts puts it at out-parent/generated), and beside it.
 * Each records the files of the user's it made (MutantDirs.expect.precious): every one must outlive the
 * run byte for byte, and one in the out folder or at its lock path means the run must be refused, the
 * out folder untouched (campaign.ts settles that once every mutation of a mutant is applied).
 *
 *   out-marker-copy      a file of the user's under a name the marker records (hand-written, or of the
 *                        very size the pipeline wrote), the marker copied into a folder of notes, an
 *                        older marker (no hashes) over a user's file that is no valid output, or over the
 *                        pipeline's own files (replaced as before)
 *   out-leftover-tamper  a run killed by kill -9 between two steps of its write (the kill tests' helper,
 *                        so what a real kill leaves), then a user's file put into or over a file of a
 *                        folder it left, a user's folder made where it left one, or an empty file of the
 *                        user's at the lock path
 */
import { createHash } from 'node:crypto'
import { cp, lstat, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { MutantDirs, MutationKind } from './mutations.ts'
import type { Random } from './random.ts'
import { MARKER_BEFORE_LISTS, listedMarker } from '../pipeline/out/older-markers.ts'
import { killAfter } from '../pipeline/out/kill-after.ts'
import { regularFiles } from './files.ts'

const MARKER = '.nexus-study-output'
/** What a user writes: not what the pipeline writes under any name. */
const HAND_WRITTEN = ['{"mine":"hand-written budget"}\n', '', 'notes on the study, to keep\n', '{}\n', '[]\n']

/** Regular files under a folder other than its marker, relative, sorted. */
const filesUnder = async (dir: string) => (await regularFiles(dir)).filter((file) => file !== MARKER)

const present = (file: string) => lstat(file).then(() => true, () => false)

/** Writes a file of the user's, relative to the out folder's parent, and records it as one that must outlive the run. */
async function usersFile(dirs: MutantDirs, relative: string, text: string | Buffer): Promise<void> {
  const full = path.join(dirs.outParent, relative)
  await mkdir(path.dirname(full), { recursive: true })
  await writeFile(full, text)
  dirs.expect.precious.set(relative, createHash('sha256').update(text).digest('hex'))
}

const inOut = (file: string) => path.join('generated', file)

async function markerCopy(dirs: MutantDirs, random: Random): Promise<string> {
  const files = await filesUnder(dirs.out)
  if (!(await present(path.join(dirs.out, MARKER))) || files.length === 0) return 'no out folder with a marker; nothing done'
  dirs.expect.outMutated = true
  const variant = random.pick(['recorded name', 'same size', 'copied into notes', 'two-line marker', 'listed marker, invalid file', 'listed marker, own files'] as const)
  if (variant === 'recorded name') {
    const file = random.pick(files)
    const text = random.pick(HAND_WRITTEN)
    await usersFile(dirs, inOut(file), text)
    return `${file} replaced by the user's ${JSON.stringify(text)}`
  }
  if (variant === 'same size') {
    const file = random.pick(files)
    const text = (await readFile(path.join(dirs.out, file))).toString('latin1')
    if (text.length === 0) return `${file} is empty; nothing done`
    const at = random.int(0, text.length - 1)
    const changed = text.slice(0, at) + (text[at] === 'x' ? 'y' : 'x') + text.slice(at + 1)
    await usersFile(dirs, inOut(file), Buffer.from(changed, 'latin1'))
    return `${file}: byte ${at} changed by the user, the size kept`
  }
  if (variant === 'copied into notes') {
    // mkdir notes && cp generated/.nexus-study-output notes/ && notes of one's own under names it records.
    for (const file of files) await rm(path.join(dirs.out, file))
    const chosen = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(files)))]
    for (const file of chosen) await usersFile(dirs, inOut(file), random.pick(HAND_WRITTEN))
    return `the marker alone kept, with the user's ${chosen.join(', ')}`
  }
  if (variant === 'two-line marker') {
    const code = random.pick(['ME', 'X', 'ZZ9', 'MINE'])
    await rm(dirs.out, { recursive: true })
    await cp(dirs.good, dirs.out, { recursive: true })
    await writeFile(path.join(dirs.out, MARKER), MARKER_BEFORE_LISTS)
    await usersFile(dirs, inOut(`entities/${code}.json`), random.pick(HAND_WRITTEN))
    return `the oldest marker (no list) put back, and the user's entities/${code}.json`
  }
  // The pipeline's own files first (those of the good run: whatever an earlier mutation left there is
  // gone), under the marker of names only.
  await rm(dirs.out, { recursive: true })
  await cp(dirs.good, dirs.out, { recursive: true })
  const own = await filesUnder(dirs.out)
  await writeFile(path.join(dirs.out, MARKER), listedMarker(own))
  if (variant === 'listed marker, own files') return 'the marker listing names only put back over the pipeline\'s own files'
  const file = random.pick(own)
  const text = random.pick(HAND_WRITTEN)
  await usersFile(dirs, inOut(file), text)
  return `the marker listing names only put back, and ${file} replaced by the user's ${JSON.stringify(text)}`
}

async function leftoverTamper(dirs: MutantDirs, random: Random): Promise<string> {
  const files = await filesUnder(dirs.out)
  if (files.length === 0) return 'no out folder; nothing done'
  dirs.expect.outMutated = true
  // A run writing the out folder's own files again, killed before one of its steps (or none: it finishes).
  const rendered = await Promise.all(files.map(async (file) => ({ file, text: await readFile(path.join(dirs.out, file), 'utf8') })))
  const list = path.join(dirs.root, 'killed-run-files.json')
  await writeFile(list, JSON.stringify(rendered))
  const steps = random.int(0, files.length + 6)
  const mode = random.pick(['exchange', 'renames'])
  const lock = random.pick(['flock', 'exclusive'])
  const seen = await killAfter(dirs.out, list, steps, mode, lock)
  await rm(list)
  const killed = seen.length > steps ? `killed before "${seen.at(-1)}"` : 'not killed (it finished)'
  const beside = (await readdir(dirs.outParent)).filter((name) => name !== 'generated')
  const leftovers = (await Promise.all(beside.map(async (name) => ((await lstat(path.join(dirs.outParent, name))).isDirectory() ? name : undefined))))
    .filter((name): name is string => name !== undefined).sort()
  const lockFile = '.generated.lock'
  const variants = [
    ...(leftovers.length > 0 ? ['add', 'replace', 'own folder'] as const : []),
    ...(beside.includes(lockFile) ? [] : ['empty lock'] as const),
  ]
  if (variants.length === 0) return `${killed} (${mode}, ${lock}); nothing left to tamper with`
  const variant = random.pick(variants)
  let what: string
  if (variant === 'empty lock') {
    await usersFile(dirs, lockFile, '')
    what = `an empty file of the user's at ${lockFile}`
  } else {
    const folder = random.pick(leftovers)
    const inside = await filesUnder(path.join(dirs.outParent, folder))
    if (variant === 'replace' && inside.length > 0) {
      const file = random.pick(inside)
      const text = random.pick(HAND_WRITTEN)
      if ((await readFile(path.join(dirs.outParent, folder, file))).equals(Buffer.from(text))) {
        // The user's bytes are the ones already there (an empty file the killed run had created and not
        // yet written, say): nothing changed, and nothing could tell (docs/out-folder.md).
        what = `${folder}/${file} written by the user with the very bytes it held; nothing changed`
      } else {
        await usersFile(dirs, path.join(folder, file), text)
        what = `${folder}/${file} replaced by the user's`
      }
    } else if (variant === 'own folder') {
      await rm(path.join(dirs.outParent, folder), { recursive: true })
      await usersFile(dirs, path.join(folder, 'notes.txt'), 'my own folder of that name\n')
      what = `${folder} removed by the user, and a folder of the user's made under its name`
    } else {
      const file = random.pick(['notes.txt', 'entities/notes.md', 'zz.json'])
      await usersFile(dirs, path.join(folder, file), random.pick(HAND_WRITTEN))
      what = `the user's ${file} put into ${folder}`
    }
  }
  return `${killed} (${mode}, ${lock}); then ${what}`
}

export const outMutationKinds: readonly MutationKind[] = [
  // Weighed against each other only: campaign.ts gives a share of mutants one of them.
  { name: 'out-marker-copy', weight: 1, out: true, apply: markerCopy },
  { name: 'out-leftover-tamper', weight: 1, out: true, apply: leftoverTamper },
]
