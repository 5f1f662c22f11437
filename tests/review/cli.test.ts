/**
 * npm run diff and npm run diff:ci as processes, in temporary git repositories: --base reads generated/
 * at a revision with git (nothing checked out), a revision that lacks it is one line and exit 1, wrong
 * options exit 2, and the CI review finds its base however the repository was cloned and never fails.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile } from 'node:child_process'
import { $, fs, path } from 'zx'
import { compiled, replace, temporary } from './studies.ts'

const tsx = import.meta.resolve('tsx')
const cli = path.resolve('review/cli.ts')
const ci = path.resolve('review/ci.ts')

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** Runs a command in a folder, with git's identity set and no review base given by the environment. */
function run(cwd: string, command: string, ...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.com' }
  delete env.REVIEW_BASE
  delete env.GITHUB_BASE_REF
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
    })
  })
}

const diff = (cwd: string, ...args: string[]) => run(cwd, process.execPath, '--import', tsx, cli, ...args)
const diffCi = (cwd: string) => run(cwd, process.execPath, '--import', tsx, ci)

async function gitIn(cwd: string, ...args: string[]): Promise<string> {
  const done = await run(cwd, 'git', ...args)
  if (done.code !== 0) throw new Error(`git ${args.join(' ')}: ${done.stderr}`)
  return done.stdout.trim()
}

/** Puts a compiled study in the repository's generated/ and commits it. */
async function commitStudy(repo: string, study: string, message: string): Promise<string> {
  await fs.remove(path.join(repo, 'generated'))
  await fs.copy(study, path.join(repo, 'generated'))
  await gitIn(repo, 'add', '-A')
  await gitIn(repo, 'commit', '-q', '-m', message)
  return gitIn(repo, 'rev-parse', 'HEAD')
}

const base = await compiled()
const raised = await compiled(replace('revenue/X1.csv', 'CA,600000.07', 'CA,600100.07'))

/** A repository on main: a first commit without generated/, then the base study, then its CA revenue raised. */
async function repository(): Promise<{ repo: string; first: string }> {
  const repo = await temporary('repo')
  await gitIn(repo, 'init', '-q', '-b', 'main')
  await fs.writeFile(path.join(repo, 'README.md'), 'A study\n')
  await gitIn(repo, 'add', '-A')
  await gitIn(repo, 'commit', '-q', '-m', 'first')
  const first = await gitIn(repo, 'rev-parse', 'HEAD')
  await commitStudy(repo, base, 'base study')
  await commitStudy(repo, raised, 'CA revenue raised')
  return { repo, first }
}

const { repo, first } = await repository()

test('--base REV compares generated/ at the revision, read with git, with generated/ in the working folder', async () => {
  const done = await diff(repo, '--base', 'HEAD~1')
  assert.is(done.code, 0, done.stderr)
  assert.is(done.stdout.split('\n')[0], '## What changed in the Acme Tax nexus study, tax year 2023')
  assert.match(done.stdout, 'From `HEAD~1:generated` to `generated`. 2 entities, none added or removed. No state changed status. Total revenue $950,162.22 → $950,262.22 (+100.00)')
  assert.match(done.stdout, '| CA | Crossed Threshold | 7.250% | $600,000.07 → $600,100.07 | +100.00 | $43,500.01 → $43,507.26 | +7.25 |')
  assert.is(await gitIn(repo, 'status', '--porcelain'), '', 'nothing was checked out or written')
  const same = await diff(repo, '--base', 'HEAD')
  assert.is(same.stdout, 'No changes: `HEAD:generated` and `generated` hold the same study (8 files).\n')
})

test('--base takes NEW too', async () => {
  const other = await temporary('new')
  await fs.copy(base, other)
  assert.equal(await diff(repo, '--base', 'HEAD~1', other), { code: 0, stdout: `No changes: \`HEAD~1:generated\` and \`${other}\` hold the same study (8 files).\n`, stderr: '' })
})

test('a revision without generated/, one that does not exist and a folder outside git are each one line (outside git, NEW\'s as well) and exit 1', async () => {
  const lacking = await diff(repo, '--base', first)
  assert.equal([lacking.code, lacking.stdout, lacking.stderr], [1, '', `--base ${first}: the revision has no generated/ folder; expected a revision whose generated/ holds a compiled study\n`])
  const absent = await diff(repo, '--base', 'no-such-branch')
  assert.equal([absent.code, absent.stderr], [1, '--base no-such-branch: no such revision in this repository\n'])
  const outside = await temporary('outside')
  const notRepo = await diff(outside, '--base', 'HEAD')
  // Both sides are opened at once and each that cannot be compared is said, OLD's first: here NEW,
  // generated/ of a folder that has none, as well.
  assert.equal([notRepo.code, notRepo.stderr], [1, `--base HEAD: ${await fs.realpath(outside)} is not in a git repository\ngenerated: no such file or directory; expected a compiled study (a folder written by npm run pipeline) or a study as received (a folder holding study.json, which npm run diff compiles)\n`])
})

test('a side that breaks its schema at the revision is refused at its place in git\'s own notation', async () => {
  const broken = await temporary('broken')
  await fs.copy(raised, broken)
  await fs.writeFile(path.join(broken, 'findings.json'), (await fs.readFile(path.join(broken, 'findings.json'), 'utf8')).replace(/"warning": \d+/, '"warning": -3'))
  const branch = await temporary('branch')
  await gitIn(branch, 'clone', '-q', repo, '.')
  await commitStudy(branch, broken, 'broken findings')
  const done = await diff(branch, '--base', 'HEAD', raised)
  assert.is(done.code, 1)
  assert.match(done.stderr, /^HEAD:generated\/findings\.json:5:16: counts\.warning -3 must be >= 0; expected what schemas\/output\/findings\.schema\.json says/)
  assert.is(done.stderr.trim().split('\n').length, 1)
})

/** A copy of the compiled study `study` in a new temporary folder, with each file given written as its text. */
async function copyWith(study: string, files: Record<string, string>): Promise<string> {
  const copy = await temporary('copy')
  await fs.copy(study, copy)
  for (const [file, text] of Object.entries(files)) await fs.outputFile(path.join(copy, file), text)
  return copy
}

const DEEP = 'this list is nested 65 levels deep; expected lists and objects nested at most 64 levels deep'

test('a compiled file nested thousands of levels deep is refused at the [ of level 65, with no stack (issue 26, item 3)', async () => {
  // jsonc-parser threw RangeError at 10,000 levels, the comparison's walk at a few thousand.
  const nested = await copyWith(raised, { 'overview.json': `${'['.repeat(10_000)}${']'.repeat(10_000)}` })
  assert.equal(await diff(repo, base, nested), { code: 1, stdout: '', stderr: `${nested}/overview.json:1:65: ${DEEP}\n` })
  // A file no schema names, compared as JSON: each side refused at its place.
  const before = await copyWith(base, { 'notes/extra.json': `{"a":${'['.repeat(5000)}1${']'.repeat(5000)}}` })
  const after = await copyWith(base, { 'notes/extra.json': `{"a":${'['.repeat(5000)}2${']'.repeat(5000)}}` })
  assert.equal(await diff(repo, before, after), { code: 1, stdout: '', stderr: `${before}/notes/extra.json:1:69: ${DEEP}\n${after}/notes/extra.json:1:69: ${DEEP}\n` })
})

test('a file nested too deep but the same on both sides is not walked, so it is reviewed as unchanged', async () => {
  // Only a file the comparison walks is looked at for depth; one shared by both sides never is.
  const deep = `{"a":${'['.repeat(5000)}1${']'.repeat(5000)}}`
  const before = await copyWith(base, { 'notes/extra.json': deep })
  const after = await copyWith(raised, { 'notes/extra.json': deep })
  const got = await diff(repo, before, after)
  assert.is(got.code, 0, got.stderr)
  assert.is(got.stderr, '')
  assert.ok(got.stdout.length > 0 && !got.stdout.includes('extra.json'))
})

test('diff:ci says a compiled file nested too deep in the log, at its place, with no stack, and exits 0', async () => {
  const clone = await temporary('clone')
  await gitIn(clone, 'clone', '-q', repo, '.')
  const main = await gitIn(clone, 'rev-parse', 'HEAD')
  await commitStudy(clone, await copyWith(raised, { 'overview.json': `${'['.repeat(10_000)}${']'.repeat(10_000)}` }), 'nested')
  assert.equal(await diffCi(clone), {
    code: 0,
    stdout: `Review of generated/ against ${main.slice(0, 12)}, the merge base of HEAD and origin/main:\n\nReview of generated/ could not be made (CI goes on):\ngenerated/overview.json:1:65: ${DEEP}\n`,
    stderr: '',
  })
})

const REGULAR_ONLY = 'expected a folder written by npm run pipeline, which holds regular files only'

test('a folder holding a link (out of it or within it) or a FIFO is refused, one located line each, nothing read through it (issue 26, item 4)', async () => {
  // overview.json a link to /etc/passwd printed "root:x:0:0"… in a message.
  const linked = await copyWith(raised, {})
  await fs.remove(path.join(linked, 'overview.json'))
  await fs.symlink('/etc/passwd', path.join(linked, 'overview.json'))
  const passwd = await diff(repo, base, linked)
  assert.equal(passwd, { code: 1, stdout: '', stderr: `${linked}/overview.json: is a symbolic link, not a file; ${REGULAR_ONLY}\n` })
  // A link to a file of the study itself, one to a folder outside it, and a FIFO: each refused.
  await fs.remove(path.join(linked, 'overview.json'))
  await fs.symlink('consolidated.json', path.join(linked, 'overview.json'))
  const outside = await copyWith(raised, {})
  await fs.remove(path.join(linked, 'entities'))
  await fs.symlink(path.join(outside, 'entities'), path.join(linked, 'entities'))
  await $`mkfifo ${path.join(linked, 'notes.json')}`
  const refused = await diff(repo, base, linked)
  assert.equal(refused, {
    code: 1,
    stdout: '',
    stderr: [
      `${linked}/entities: is a symbolic link, not a file; ${REGULAR_ONLY}`,
      `${linked}/notes.json: is a FIFO (named pipe), not a file; ${REGULAR_ONLY}`,
      `${linked}/overview.json: is a symbolic link, not a file; ${REGULAR_ONLY}`,
      '',
    ].join('\n'),
  })
  // The folder named on the command line may itself be a link, as the pipeline's --raw and --out may.
  const named = path.join(await temporary('named'), 'study')
  await fs.symlink(raised, named)
  const through = await diff(repo, base, named)
  assert.is(through.code, 0, through.stderr)
  assert.match(through.stdout, '| CA | Crossed Threshold | 7.250% | $600,000.07 → $600,100.07 | +100.00 |')
})

test('--base REV whose generated/ holds a symbolic link is refused at it, the link not read (issue 26, item 4)', async () => {
  const branch = await temporary('branch')
  await gitIn(branch, 'clone', '-q', repo, '.')
  const linked = await copyWith(raised, {})
  await fs.remove(path.join(linked, 'overview.json'))
  await fs.symlink('/etc/passwd', path.join(linked, 'overview.json'))
  await commitStudy(branch, linked, 'overview.json a link')
  const done = await diff(branch, '--base', 'HEAD', raised)
  assert.equal(done, { code: 1, stdout: '', stderr: 'HEAD:generated/overview.json: is a symbolic link, not a file; expected a revision whose generated/ holds a compiled study, which is regular files only\n' })
})

test('wrong options are refused with the usage and exit 2', async () => {
  for (const args of [[], ['--base'], ['--base', 'A', '--base', 'B'], ['a', 'b', 'c'], ['--base', 'HEAD', 'a', 'b'], ['--max-chars', 'x', 'a'], ['--other', 'a']]) {
    const done = await diff(repo, ...args)
    assert.is(done.code, 2, args.join(' '))
    assert.match(done.stderr, '; usage: npm run diff -- OLD [NEW] | --base REV [NEW] [--max-chars N]')
  }
})

test('--max-chars cuts the review at a line and says how much was left out', async () => {
  const whole = (await diff(repo, '--base', 'HEAD~1')).stdout
  const cut = (await diff(repo, '--base', 'HEAD~1', '--max-chars', '600')).stdout
  assert.ok(cut.length <= 600, `${cut.length} characters`)
  const left = whole.split('\n').length - cut.split('\n').length + 2
  assert.match(cut, /\n… (\d+) more lines left out to stay within 600 characters: npm run diff prints them all\.\n$/)
  assert.is(Number(/… (\d+) more lines/.exec(cut)![1]), left)
  assert.ok(whole.startsWith(cut.slice(0, cut.indexOf('\n…'))))
})

test('diff:ci on a branch reviews generated/ against the merge base with main', async () => {
  const branch = await temporary('branch')
  await gitIn(branch, 'clone', '-q', repo, '.')
  await gitIn(branch, 'checkout', '-q', '-b', 'topic', 'HEAD~1')
  const mergeBase = await gitIn(branch, 'rev-parse', 'HEAD')
  await commitStudy(branch, raised, 'raise CA on a branch')
  await gitIn(branch, 'commit', '-q', '--allow-empty', '-m', 'another commit')
  const done = await diffCi(branch)
  assert.is(done.code, 0)
  assert.match(done.stdout, `Review of generated/ against ${mergeBase.slice(0, 12)}, the merge base of HEAD and origin/main:\n\n## What changed`)
  assert.match(done.stdout, '$600,000.07 → $600,100.07 | +100.00')
})

test('diff:ci on a fresh clone of main reviews the last commit, and a shallow clone or an unchanged generated/ says so', async () => {
  const clone = await temporary('clone')
  await gitIn(clone, 'clone', '-q', repo, '.')
  const parent = await gitIn(clone, 'rev-parse', 'HEAD^')
  const done = await diffCi(clone)
  assert.is(done.code, 0)
  assert.match(done.stdout, `Review of generated/ against ${parent.slice(0, 12)}, HEAD's parent (HEAD is on origin/main):`)
  assert.match(done.stdout, '(+100.00)')

  const shallow = await temporary('shallow')
  await gitIn(shallow, 'clone', '-q', '--depth', '1', `file://${repo}`, '.')
  const skipped = await diffCi(shallow)
  assert.equal([skipped.code, skipped.stdout], [0, 'Review of generated/: skipped, HEAD is on origin/main and has no parent here (a shallow clone?).\n'])

  // A commit on top of main that leaves generated/ alone: the merge base is main's head.
  await gitIn(clone, 'commit', '-q', '--allow-empty', '-m', 'no study change')
  const unchanged = await diffCi(clone)
  const main = await gitIn(clone, 'rev-parse', 'origin/main')
  assert.equal([unchanged.code, unchanged.stdout], [0, `Review of generated/: unchanged since ${main.slice(0, 12)}, the merge base of HEAD and origin/main.\n`])
})

test('diff:ci never fails: a base it cannot read is said in the log, exit 0', async () => {
  const lone = await temporary('lone')
  await gitIn(lone, 'init', '-q', '-b', 'work')
  await fs.writeFile(path.join(lone, 'README.md'), 'A study\n')
  await gitIn(lone, 'add', '-A')
  await gitIn(lone, 'commit', '-q', '-m', 'first')
  await commitStudy(lone, base, 'generated/ added')
  const done = await diffCi(lone)
  assert.is(done.code, 0)
  const head = await gitIn(lone, 'rev-parse', 'HEAD^')
  assert.is(done.stdout, `Review of generated/ against ${head.slice(0, 12)}, HEAD's parent (no merge base with origin/main, main):\n\nReview of generated/ could not be made (CI goes on):\n--base ${head}: the revision has no generated/ folder; expected a revision whose generated/ holds a compiled study\n`)
  const empty = await temporary('empty')
  assert.equal(await diffCi(empty), { code: 0, stdout: 'Review of generated/: skipped, no commit to review (not a git repository, or no commit yet).\n', stderr: '' })
})

test.run()
