/**
 * How a run that cannot write ends (pipeline/out/errors.ts): each error the out folder throws has its
 * exit code, a system error becomes one line in the system's words, and anything else is thrown on, so
 * a bug keeps its stack rather than passing for a refusal.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { LockBusy, OutRefused, WriteFailed, asWriteFailed, exitCodeOf } from '../../../pipeline/out/errors.ts'
import { Interrupted } from '../../../pipeline/stop.ts'

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' })

test('exit codes: 2 for a refused --out, 1 for a failed write or a lock held too long, the signal\'s when interrupted', () => {
  assert.is(exitCodeOf(new OutRefused('OUT_NOT_A_FOLDER', 'cannot write out: it is a file, not a folder; give --out a folder')), 2)
  assert.is(exitCodeOf(new WriteFailed('out/overview.json', 'no space left on device')), 1)
  assert.is(exitCodeOf(new LockBusy('out', '123', 120_000)), 1)
  assert.is(exitCodeOf(new Interrupted('SIGTERM', 143)), 143)
  assert.is(exitCodeOf(new Interrupted('SIGINT', 130)), 130)
})

test('anything else is thrown on: a bug is not an exit code', () => {
  const bug = new TypeError('undefined is not a function')
  assert.throws(() => exitCodeOf(bug), (thrown: unknown) => thrown === bug)
  assert.throws(() => exitCodeOf(noSpace()), /ENOSPC/, 'a system error is made a WriteFailed where it is known what was written')
})

test('a system error becomes the write that failed, in the system\'s words; anything else is kept as it is', () => {
  const failed = asWriteFailed(noSpace(), 'out/entities/A.json')
  assert.instance(failed, WriteFailed)
  assert.is((failed as Error).message, 'cannot write out/entities/A.json: no space left on device')
  assert.is((asWriteFailed(Object.assign(new Error('EACCES'), { code: 'EACCES' }), 'out') as Error).message, 'cannot write out: permission denied')
  const refused = new OutRefused('OUT_NOT_A_FOLDER', 'cannot write out: …')
  assert.is(asWriteFailed(refused, 'out'), refused)
  const interrupted = new Interrupted('SIGHUP', 129)
  assert.is(asWriteFailed(interrupted, 'out'), interrupted)
  assert.is((new LockBusy('out', '42', 3400)).message, 'cannot write out: another run (pid 42) is still writing after 3 s')
})

test.run()
