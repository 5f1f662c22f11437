import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { hasDisagreements, statusSourceText, statusWithDate } from '../../web/src/statusSource.ts'

const test = suite('status source')

test('each kind of status source reads as a sentence, with the number of disagreements', () => {
  assert.is(statusSourceText({ kind: 'computed', disagreements: 0, runningPath: 'running/H.json' }), 'Statuses computed from transactions')
  assert.is(statusSourceText({ kind: 'export', disagreements: 0, runningPath: null }), "Statuses from the tax engine's export")
  assert.is(statusSourceText({ kind: 'computed and export', disagreements: 2, runningPath: 'running/M.json' }),
    'Statuses computed from transactions; the export disagrees in 2 states')
  assert.is(statusSourceText({ kind: 'computed and export', disagreements: 1, runningPath: 'running/M.json' }),
    'Statuses computed from transactions; the export disagrees in 1 state')
  assert.is(statusSourceText({ kind: 'computed and export', disagreements: 0, runningPath: 'running/M.json' }),
    'Statuses computed from transactions; the export agrees')
  assert.match(statusSourceText({ kind: 'default statuses', disagreements: 0, runningPath: null }), /^Statuses from the default-status table/)
})

test('only a computation the export disagrees with links to the data checks', () => {
  assert.is(hasDisagreements({ kind: 'computed and export', disagreements: 2, runningPath: null }), true)
  assert.is(hasDisagreements({ kind: 'computed and export', disagreements: 0, runningPath: null }), false)
  assert.is(hasDisagreements({ kind: 'export', disagreements: 0, runningPath: null }), false)
})

test('a crossed status carries the day it was crossed; other statuses and unknown days read alone', () => {
  assert.is(statusWithDate('Crossed Threshold', '2024-08-31'), 'Crossed Threshold since 2024-08-31')
  assert.is(statusWithDate('Crossed Threshold', null), 'Crossed Threshold')
  assert.is(statusWithDate('Exposed', '2024-08-31'), 'Exposed')
})

test.run()
