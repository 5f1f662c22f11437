/**
 * kill -9 at many points of a run: after each kill the out folder is exactly the previous run's or the
 * new one's, and the next run leaves no leftovers. Exact points come from a helper that pauses before
 * each step of the write; timed kills hit the real CLI anywhere in a run; and kill -9 of `npm run
 * pipeline` in the middle of the write stops the worker too. In the slow tier: npm test starts it first,
 * beside the rest, since each kill waits for a whole run of the CLI.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fs, path, os } from 'zx'
import { recoverOutFolder, writeAtomically } from './write-atomically.ts'
import { NEW, OLD, besides, contents, outWithOld, snapshot, until } from './folders.ts'
import { MARKER } from '../../../pipeline/out/marker.ts'
import { RECEIPT } from '../../../pipeline/out/receipt.ts'
import { writeScaledStudy } from '../../bench/scaled-study.ts'
import { exited, killAfter } from './kill-after.ts'

const tsx = import.meta.resolve('tsx')

// The fallbacks where libc's calls are missing: the two-rename swap, and with it the O_EXCL lock file,
// whose dead holder's journal the next run takes over.
for (const [mode, lock] of [['exchange', 'flock'], ['renames', 'flock'], ['renames', 'exclusive']] as const) {
  test(`kill -9 before each step of the write (${mode}, ${lock}): the out folder is old or new, the next run leaves nothing`, async () => {
    const options = { flock: lock === 'flock' }
    const files = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-files-')), 'files.json')
    await fs.writeJson(files, NEW)
    const steps = [
      ...NEW.map(({ file }) => `write ${file}`), 'sync folders', `write ${MARKER}`, `remove ${RECEIPT}`, 'swap',
      ...(mode === 'renames' ? ['rename new into place'] : []), 'discard old',
    ]
    const swap = steps.indexOf('swap')
    // The fallback shares every step before the swap with the exchange; only the swap region is repeated.
    const first = mode === 'renames' ? swap - 1 : 0
    for (let done = first; done <= steps.length; done += 1) {
      const out = await outWithOld('nexus-kill-')
      const seen = await killAfter(out, files, done, mode, lock)
      const before = steps[done] ?? 'the end'
      assert.equal(seen, steps.slice(0, done + 1), 'the steps ran in the expected order')
      const expected = done <= swap ? contents(OLD) : before === 'rename new into place' ? 'absent' : contents(NEW)
      assert.equal(await snapshot(out), expected, `killed before ${before}`)
      if (expected === 'absent') {
        // The one instant the fallback has no out folder: the next run's recovery puts the new one there.
        await recoverOutFolder(out, options)
        assert.equal(await snapshot(out), contents(NEW))
      }
      await writeAtomically(out, OLD, options)
      assert.equal(await snapshot(out), contents(OLD))
      assert.equal(await besides(out), [], `leftovers after a kill before ${before}`)
      await fs.remove(path.dirname(out))
    }
    await fs.remove(path.dirname(files))
  })
}

test('a file put into a killed run\'s staging folder is kept, with that folder, and the next run says so (issue 26)', async () => {
  const files = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-files-')), 'files.json')
  await fs.writeJson(files, NEW)
  // Killed mid-write (some files begun, some finished), and once every file is finished, before the marker.
  for (const [done, tamper, why] of [
    [2, 'add', 'the .nexus-study-receipt of the run that was writing it does not list it'],
    [NEW.length + 1, 'replace', /^it is \d+ bytes, not the \d+ the pipeline wrote there$/],
  ] as const) {
    const out = await outWithOld('nexus-kill-')
    const seen = await killAfter(out, files, done, 'exchange', 'flock')
    assert.is(seen.at(-1), done === 2 ? `write ${NEW[2]!.file}` : `write ${MARKER}`)
    const staging = (await besides(out)).find((name) => name.includes('-new-'))!
    assert.ok(staging, 'the killed run left its staging folder')
    const dir = path.join(path.dirname(out), staging)
    const file = tamper === 'add' ? 'notes.txt' : NEW[0]!.file
    await fs.writeFile(path.join(dir, file), 'mine\n')
    const before = await snapshot(dir)
    const kept: [string, string][] = []
    await writeAtomically(out, OLD, { onKept: (name, said) => kept.push([name, said]) })
    assert.equal(await snapshot(dir), before, 'the staging folder and the file in it stay as they were')
    assert.is(kept.length, 1)
    assert.is(kept[0]![0], staging)
    const [, said] = kept[0]!
    const prefix = `a run of npm run pipeline left it, but it holds ${file}, which the pipeline did not write (`
    assert.ok(said.startsWith(prefix) && said.endsWith(')'), said)
    if (typeof why === 'string') assert.is(said.slice(prefix.length, -1), why)
    else assert.match(said.slice(prefix.length, -1), why)
    assert.equal(await snapshot(out), contents(OLD))
    assert.equal(await besides(out), [staging], 'the journal forgot it: no lock file left')
    await fs.remove(path.dirname(out))
  }
  await fs.remove(path.dirname(files))
})

for (const lock of ['flock', 'exclusive']) {
  test(`kill -9 at each system call that changes the lock file (${lock}): it is never empty or part of a text, and the next run leaves nothing (issue 26)`, async () => {
    const files = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-files-')), 'files.json')
    await fs.writeJson(files, NEW)
    const options = { flock: lock === 'flock' }
    let finished = false
    for (let at = 1; !finished; at += 1) {
      assert.ok(at < 200, 'a write changes its lock file a bounded number of times')
      const out = await outWithOld('nexus-kill-')
      const lockFile = path.join(path.dirname(out), `.${path.basename(out)}.lock`)
      const child = spawn(process.execPath, ['--import', tsx, 'tests/pipeline/out/lock-kill.ts', files, out, String(at), lock], { stdio: ['ignore', 'pipe', 'inherit'] })
      let said = ''
      child.stdout!.on('data', (chunk: Buffer) => { said += chunk })
      await exited(child)
      finished = said.startsWith('done')
      if (!finished) assert.is(child.signalCode, 'SIGKILL', `killed before call ${at}`)
      const text = await fs.readFile(lockFile, 'utf8').catch(() => undefined)
      if (text !== undefined) assert.match(text, /^[0-9]+\n(?:(?:staging|replaced|removing) \.generated-(?:new|old)-[A-Za-z0-9]{6}(?: [0-9]+:[0-9]+)*\n)*$/, `killed before call ${at}: ${JSON.stringify(text)}`)
      // Old or new whatever the instant; the next run recovers what it left, and leaves nothing beside it.
      const now = JSON.stringify(await snapshot(out))
      assert.ok(now === JSON.stringify(contents(OLD)) || now === JSON.stringify(contents(NEW)), `killed before call ${at}: neither old nor new`)
      await writeAtomically(out, OLD, options)
      assert.equal(await snapshot(out), contents(OLD))
      assert.equal(await besides(out), [], `leftovers after a kill before call ${at}`)
      await fs.remove(path.dirname(out))
    }
    await fs.remove(path.dirname(files))
  })
}

test('kill -9 of the CLI at moments spread over a whole run: old or new each time, and no leftovers after', async () => {
  const started = performance.now()
  const out = await outWithOld('nexus-kill-')
  const whole = spawn(process.execPath, ['--import', tsx, 'pipeline/cli.ts', '--raw', 'tests/fixtures/other-study', '--out', out], { stdio: 'ignore' })
  await exited(whole)
  const duration = performance.now() - started
  assert.equal(await snapshot(out), contents(NEW))
  const outcomes = { old: 0, new: 0 }
  for (let i = 1; i <= 8; i += 1) {
    await writeAtomically(out, OLD)
    const child = spawn(process.execPath, ['--import', tsx, 'pipeline/cli.ts', '--raw', 'tests/fixtures/other-study', '--out', out], { stdio: 'ignore' })
    await new Promise((resolve) => setTimeout(resolve, (duration * i) / 8))
    child.kill('SIGKILL')
    await exited(child)
    const now = JSON.stringify(await snapshot(out))
    if (now === JSON.stringify(contents(OLD))) outcomes.old += 1
    else if (now === JSON.stringify(contents(NEW))) outcomes.new += 1
    else assert.unreachable(`killed at ${Math.round((duration * i) / 8)} ms: the out folder is neither old nor new`)
  }
  await writeAtomically(out, OLD)
  assert.equal(await besides(out), [])
  assert.is(outcomes.old + outcomes.new, 8)
  await fs.remove(path.dirname(out))
})

test('SIGTERM and SIGINT at moments over a run stop it cleanly: exit 143/130 (0 when done), old or new, nothing left', async () => {
  const out = await outWithOld('nexus-kill-')
  const started = performance.now()
  await exited(spawn(process.execPath, ['--import', tsx, 'pipeline/cli.ts', '--raw', 'tests/fixtures/other-study', '--out', out], { stdio: 'ignore' }))
  const duration = performance.now() - started
  for (let i = 1; i <= 6; i += 1) {
    await writeAtomically(out, OLD)
    const signal = i % 2 === 0 ? 'SIGINT' : 'SIGTERM'
    const child = spawn(process.execPath, ['--import', tsx, 'pipeline/cli.ts', '--raw', 'tests/fixtures/other-study', '--out', out], { stdio: 'ignore' })
    await new Promise((resolve) => setTimeout(resolve, (duration * i) / 6))
    child.kill(signal)
    await exited(child)
    const now = JSON.stringify(await snapshot(out))
    const oldOrNew = now === JSON.stringify(contents(OLD)) || now === JSON.stringify(contents(NEW))
    if (child.exitCode === 0) assert.is(now, JSON.stringify(contents(NEW)))
    // Signalled while node had no handler yet (still starting: nothing touched) or no longer (its
    // teardown after a finished run: the new folder in place), so killed by the signal itself.
    else if (child.exitCode === null) {
      assert.is(child.signalCode, signal)
      assert.ok(oldOrNew, `killed by ${signal} at ${Math.round((duration * i) / 6)} ms: neither old nor new`)
    } else {
      assert.is(child.exitCode, signal === 'SIGINT' ? 130 : 143)
      assert.ok(oldOrNew)
    }
    assert.equal(await besides(out), [], `leftovers after ${signal} at ${Math.round((duration * i) / 6)} ms`)
  }
  await fs.remove(path.dirname(out))
})

test('kill -9 of npm run pipeline in the middle of its write stops its worker, which leaves the out folder as it was', async () => {
  // A study big enough that its write lasts a while (the two-entity fixture can be done before a kill
  // lands); npm is killed once the worker's staging folder appears, so always mid-run, never after it.
  const raw = await writeScaledStudy(60, await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-scaled-')))
  const out = await outWithOld('nexus-kill-')
  const npm = spawn('npm', ['run', '--silent', 'pipeline', '--', '--raw', raw, '--out', out], { stdio: 'ignore' })
  const worker = await childOf(npm.pid!)
  const staging = await until(async () => (await besides(out)).find((name) => name.includes('-new-')), 20_000)
  assert.ok(staging, 'the worker began its write')
  npm.kill('SIGKILL')
  const deadline = performance.now() + 8000
  while (alive(worker) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  assert.not.ok(alive(worker), `worker ${worker} still running 8 s after npm was killed`)
  assert.equal(await snapshot(out), contents(OLD))
  assert.equal(await besides(out), [], 'the worker removed its staging folder and lock')
  await fs.remove(path.dirname(out))
  await fs.remove(raw)
})

/** The node process npm started (npm execs it through sh), once it runs the pipeline (pipeline/bundle.mjs). */
async function childOf(parent: number): Promise<number> {
  for (let tries = 0; tries < 200; tries += 1) {
    for (const pid of await fs.readdir('/proc').catch(() => [] as string[])) {
      if (!/^\d+$/.test(pid)) continue
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        if (ppid === parent && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pipeline/bundle.mjs')) return Number(pid)
      } catch { /* gone meanwhile */ }
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`npm (pid ${parent}) started no pipeline worker`)
}

/** Running, as opposed to gone or a zombie waiting for a reaper. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

test.run()
