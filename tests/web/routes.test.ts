/**
 * The viewer's routes (report/routes.ts), made from a kind and an entity's code or the study's product
 * slug: SPEC.md's paths, written out here rather than read from the module.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { pathOf } from '../../report/routes.ts'

const test = suite('routes')

test("an entity's pages are named by its code in lower case", () => {
  assert.equal(
    [pathOf('report', { code: 'A' }), pathOf('separate', { code: 'A' }), pathOf('exposure', { code: 'A' })],
    ['/brand-a', '/brand-a-separate', '/brand-a-exposure'],
  )
  assert.is(pathOf('report', { code: 'X1' }), '/brand-x1')
  assert.is(pathOf('separate', { code: 'K7' }), '/brand-k7-separate')
})

test("the study's pages, the recommendations named after the product's slug", () => {
  assert.equal(
    [pathOf('home'), pathOf('plan'), pathOf('consolidated'), pathOf('studyExposure'), pathOf('international'), pathOf('dataChecks')],
    ['/', '/plan', '/consolidated', '/exposure', '/international', '/data-checks'],
  )
  assert.is(pathOf('recommendations', { slug: 'acme-tax' }), '/acme-tax-recommendations')
})

test.run()
