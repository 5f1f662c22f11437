/**
 * `npm start -- STUDY_DIR` previews another study and leaves the repository as it was: run in a
 * temporary git copy of the working tree (its node_modules the repository's packages, linked one by one,
 * beside caches of its own), the preview of the transactions example is served (the URL printed), its
 * pages name its own product, and once stopped as Ctrl-C stops it, `git status` shows nothing but the
 * ignored node_modules: raw/, generated/ and every tracked file untouched, no web/dist. SIGTERM to npm
 * alone (not to its group, as a process manager stops it) stops the server too, and every process.
 */
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { $, fs, path, os } from 'zx'
import { repo } from '../../web/folders.ts'
import { startedServing, whatRemains } from './processes.ts'

const STUDY = 'examples/transactions-study'
const test = suite('a preview of another study')
let work = ''
let copy = ''

/** The working tree as it is (tracked and untracked files, not ignored ones) in a new repository. */
async function gitCopy(into: string) {
  const { stdout } = await $({ cwd: repo, quiet: true })`git ls-files -z --cached --others --exclude-standard`
  for (const file of stdout.split('\0').filter(Boolean)) {
    if (fs.existsSync(path.join(repo, file))) await fs.copy(path.join(repo, file), path.join(into, file))
  }
  // The packages, not the caches: the copy's pipeline bundle and build files are its own.
  await fs.mkdir(path.join(into, 'node_modules'))
  for (const entry of await fs.readdir(path.join(repo, 'node_modules'))) {
    if (!['.cache', '.vite', '.vite-temp'].includes(entry)) await fs.symlink(path.join(repo, 'node_modules', entry), path.join(into, 'node_modules', entry))
  }
  const git = $({ cwd: into, quiet: true })
  await git`git init -q`
  await git`git add -A`
  await git`git -c user.name=test -c user.email=test@example.com commit -q --no-gpg-sign -m copy`
}

const status = async () => (await $({ cwd: copy, quiet: true })`git status --porcelain --ignored`).stdout.trim().split('\n')

test.before(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-preview-'))
  copy = path.join(work, 'repo')
  await gitCopy(copy)
  await fs.mkdir(path.join(work, 'tmp'))
})
test.after(async () => {
  if (work) await fs.remove(work)
})

async function stopped(child: ChildProcess) {
  const exited = new Promise((resolve) => child.on('exit', resolve))
  process.kill(-child.pid!, 'SIGINT')
  await exited
}

test('npm start -- STUDY_DIR serves that study, printing its URL, and leaves git status clean', async () => {
  assert.equal(await status(), ['!! node_modules/'], 'the copy starts clean')
  const study = JSON.parse(readFileSync(path.join(repo, STUDY, 'study.json'), 'utf8')) as { taxYear: number; product: { name: string } }
  // PORT=0: any free port, so the test never meets a server already running; TMPDIR: the previews' folder.
  const preview = startedServing(['npm', 'start', '--', STUDY], { cwd: copy, env: { PORT: '0', TMPDIR: path.join(work, 'tmp') } })
  try {
    const url = await preview.url
    const home = await fetch(`${url}/`)
    assert.is(home.status, 200)
    const html = await home.text()
    assert.ok(html.includes(`<title>${study.product.name} · Economic Nexus Studies ${study.taxYear}</title>`), html.slice(0, 600))
    assert.is((await fetch(`${url}/no-such-page`)).status, 404)
  } finally {
    await stopped(preview.child)
  }
  assert.equal(await status(), ['!! node_modules/'], `git status after the preview:\n${preview.output()}`)
  const previews = (await fs.readdir(path.join(work, 'tmp'))).filter((name: string) => name.startsWith('nexus-study-previews-'))
  assert.is(previews.length, 1, 'one folder of previews')
  const folders = await fs.readdir(path.join(work, 'tmp', previews[0]!))
  assert.is(folders.length, 1, folders.join(', '))
  assert.match(folders[0]!, /^transactions-study-[0-9a-f]{12}$/)
  assert.ok(fs.existsSync(path.join(work, 'tmp', previews[0]!, folders[0]!, 'dist', 'index.html')), 'the site is built in the preview folder')
})

test('SIGTERM to npm start alone stops the server: the port no longer answers, and no process of it remains', async () => {
  const preview = startedServing(['npm', 'start', '--', STUDY], { cwd: copy, env: { PORT: '0', TMPDIR: path.join(work, 'tmp') } })
  const group = preview.child.pid!
  try {
    const url = await preview.url
    assert.is((await fetch(`${url}/`)).status, 200)
    process.kill(preview.child.pid!, 'SIGTERM')
    assert.equal(await whatRemains(url, group), { answering: false, living: [] }, preview.output())
  } finally {
    try {
      process.kill(-group, 'SIGKILL')
    } catch {
      // nothing left
    }
  }
})

test.run()
