import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { entityMatches, pageSlice, searched, shownSummary } from '../../web/src/paging.ts'

const test = suite('paging')
const brands = { one: 'brand', other: 'brands' }

test('an entity matches a query that starts its code or a word of its name, case ignored', () => {
  const entity = { code: 'Z0LR', name: 'Client S Z0LR' }
  assert.ok(entityMatches(entity, 'z0l'))
  assert.ok(entityMatches(entity, ' client s '))
  assert.ok(entityMatches(entity, 'S'))
  assert.ok(entityMatches(entity, ''))
  assert.not.ok(entityMatches(entity, 'lient'))
  assert.not.ok(entityMatches(entity, '0LR'))
  assert.not.ok(entityMatches({ code: 'A', name: 'Client A' }, 'T'))
})

test('the pages of 1,000 items, 24 a page, run 1–24 to 961–1,000, and a page past the end is the last', () => {
  assert.equal(pageSlice(1000, 0, 24), { page: 0, pages: 42, first: 1, last: 24 })
  assert.equal(pageSlice(1000, 1, 24), { page: 1, pages: 42, first: 25, last: 48 })
  assert.equal(pageSlice(1000, 41, 24), { page: 41, pages: 42, first: 985, last: 1000 })
  assert.equal(pageSlice(1000, 99, 24), pageSlice(1000, 41, 24))
  assert.equal(pageSlice(24, 0, 24), { page: 0, pages: 1, first: 1, last: 24 })
  assert.equal(pageSlice(0, 3, 24), { page: 0, pages: 1, first: 0, last: 0 })
})

test('the status line says what is shown, of how many, and what the items were chosen by', () => {
  const summary = (length: number, page: number, total: number, criteria: string[]) =>
    shownSummary({ slice: pageSlice(length, page, 24), matching: length, total, noun: brands, criteria })
  assert.is(summary(7, 0, 7, []), 'Showing 7 of 7 brands')
  assert.is(summary(1000, 0, 1000, []), 'Showing 1–24 of 1,000 brands')
  assert.is(summary(1000, 41, 1000, []), 'Showing 985–1,000 of 1,000 brands')
  assert.is(summary(143, 1, 1000, searched(' client ')), 'Showing 25–48 of 143 brands matching “client” (1,000 in all)')
  assert.is(summary(1, 0, 7, searched('T')), 'Showing 1 brand matching “T” (7 in all)')
  assert.is(summary(3, 0, 7, [...searched('cl'), 'registering in Ohio']), 'Showing 3 brands matching “cl”, registering in Ohio (7 in all)')
  assert.is(summary(2, 0, 7, ['registering in Ohio']), 'Showing 2 brands registering in Ohio (7 in all)')
  assert.is(summary(0, 0, 7, searched('zz', 'for entity')), 'No brands for entity “zz” (7 in all)')
  assert.is(summary(0, 0, 0, []), 'No brands')
})

test('a blank query is no criterion; a query is quoted after how it was searched', () => {
  assert.equal(searched('   '), [])
  assert.equal(searched(' OH '), ['matching “OH”'])
  assert.equal(searched('Z0LR', 'for entity'), ['for entity “Z0LR”'])
})

test.run()
