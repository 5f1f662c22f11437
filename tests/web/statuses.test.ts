import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { reportVariant, separateVariant, statusMeaning } from '../../web/src/statuses.ts'

const test = suite('statuses')

test('the entity report colours crossed as destructive, exposed as warning and the rest as secondary', () => {
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

test('every status has an explanation in words', () => {
  for (const text of Object.values(statusMeaning)) assert.ok(text.length > 10)
  assert.is(Object.keys(statusMeaning).length, 6)
})

test.run()
