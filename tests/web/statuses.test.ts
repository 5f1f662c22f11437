import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { reportVariant, separateVariant, statusMeaning } from '../../web/src/statuses.ts'
import { DELAY_MS, SKIP_DELAY_MS } from '../../web/src/components/Tooltip.tsx'

const test = suite('statuses')

test('the brand report colours crossed as destructive, exposed as warning and the rest as secondary', () => {
  assert.is(reportVariant('Crossed Threshold'), 'destructive')
  assert.is(reportVariant('Exposed'), 'warning')
  assert.is(reportVariant('Not Exposed'), 'secondary')
  assert.is(reportVariant('No Sales Tax'), 'secondary')
  assert.is(reportVariant('Approaching'), 'secondary')
})

test('the separate page colours crossed destructive, approaching default, exposed secondary, others outline', () => {
  assert.is(separateVariant('Crossed Threshold'), 'destructive')
  assert.is(separateVariant('Approaching'), 'default')
  assert.is(separateVariant('Exposed'), 'secondary')
  assert.is(separateVariant('Not Determined'), 'outline')
})

test('every status has an explanation for its tooltip', () => {
  for (const text of Object.values(statusMeaning)) assert.ok(text.length > 10)
  assert.is(Object.keys(statusMeaning).length, 6)
})

test('tooltips wait 700 ms and skip the wait within 300 ms of the last one', () => {
  assert.is(DELAY_MS, 700)
  assert.is(SKIP_DELAY_MS, 300)
})

test.run()
