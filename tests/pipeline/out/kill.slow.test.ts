/**
 * kill -9 at many points of a run: after each kill the out folder is exactly the previous run's or the
 * new one's, and the next run leaves no leftovers. Exact points come from a helper that pauses before
 * each step of the write; timed kills hit the real CLI anywhere in a run; and kill -9 of `npm run
 * pipeline` in the middle of the write stops the worker too. In the slow tier: npm test starts it first,
 * beside the rest, since each kill waits for a whole run of the CLI.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fs, path, os } from 'zx'
import { recoverOutFolder, writeAtomically } from './write-atomically.ts'
import { NEW, OLD, besides, contents, outWithOld, snapshot, until } from './folders.ts'
import { MARKER } from '../../../pipeline/out/marker.ts'
import { writeScaledStudy } from '../../bench/scaled-study.ts'

const tsx = import.meta.resolve('tsx')

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/** Runs the paused helper, lets `steps` steps happen, kills it -9 before the next; returns the step names seen. */
async function killAfter(out: string, files: string, steps: number, mode: string, lock: string): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', tsx, 'tests/pipeline/out/paused-write.ts', files, out, mode, lock], { stdio: ['pipe', 'pipe', 'inherit'] })
  const seen: string[] = []
  let buffered = ''
  await new Promise<void>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk
      let newline
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline)
        buffered = buffered.slice(newline + 1)
        if (line === 'done') return resolve()
        seen.push(line)
        if (seen.length > steps) {
          child.kill('SIGKILL')
          return resolve()
        }
        child.stdin!.write('\n')
      }
    })
    child.once('exit', () => resolve())
  })
  await exited(child)
  return seen
}

// The fallbacks where libc's calls are missing: the two-rename swap, and with it the O_EXCL lock file,
// whose dead holder's journal the next run takes over.
for (const [mode, lock] of [['exchange', 'flock'], ['renames', 'flock'], ['renames', 'exclusive']] as const) {
  test(`kill -9 before each step of the write (${mode}, ${lock}): the out folder is old or new, the next run leaves nothing`, async () => {
    const options = { flock: lock === 'flock' }
    const files = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-files-')), 'files.json')
    await fs.writeJson(files, NEW)
    const steps = [
      ...NEW.map(({ file }) => `write ${file}`), 'sync folders', `write ${MARKER}`, 'swap',
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
