import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CODES_SHOWN, NexusEntities } from '../../web/src/components/NexusEntities.tsx'
import { TopStates } from '../../web/src/components/TopStates.tsx'
import { usd } from '../../web/src/format.ts'
import type { ConsolidatedStateRow } from '../../schemas/generated/types.ts'

const test = suite('long lists of entities with nexus and top-5 bars')

function stateRow(codes: string[]): ConsolidatedStateRow {
  const consolidated = JSON.parse(readFileSync(new URL('../../generated/consolidated.json', import.meta.url), 'utf8')) as { states: ConsolidatedStateRow[] }
  const row = consolidated.states.find((state) => state.hasNexus)!
  return { ...row, entitiesWithNexus: codes.length, nexusEntities: codes }
}

const text = (html: string) => html.replace(/<[^>]+>/g, '')

test('a state with few entities with nexus lists every code beside its count, with no disclosure', () => {
  const html = renderToStaticMarkup(createElement(NexusEntities, { row: stateRow(['A', 'S', 'T']) }))
  assert.is(text(html), '3 brands A, S, T')
  assert.not.ok(html.includes('<details'))
})

test('a state with hundreds of entities with nexus shows the first codes and how many more, every code inside the disclosure', () => {
  const codes = Array.from({ length: 428 }, (_, index) => `Z${String(index).padStart(3, '0')}`)
  const html = renderToStaticMarkup(createElement(NexusEntities, { row: stateRow(codes) }))
  const summary = /<summary>(.*?)<\/summary>/.exec(html)![1]!
  assert.is(text(summary), `Z000, Z001, Z002, Z003, Z004, Z005 and ${428 - CODES_SHOWN} more`)
  assert.ok(text(html).startsWith('428 brands'))
  assert.ok(html.includes(`<small>${codes.join(', ')}</small>`))
})

test('top-5 bars are drawn to the scale of the largest value, and a zero draws no bar', () => {
  const items = [
    { label: 'AZ', name: 'Arizona', cents: 86_196_368 },
    { label: 'TX', name: 'Texas', cents: 43_098_184 },
    { label: 'NY', name: 'New York', cents: 0 },
  ]
  const html = renderToStaticMarkup(createElement(TopStates, { title: 'Top', items, format: usd, empty: 'None' }))
  assert.equal([...html.matchAll(/inline-size:([\d.]+%)/g)].map((match) => match[1]), ['100.00%', '50.00%', '0%'])
  assert.ok(text(html).includes('AZ Arizona $861,963.68'))
})

test.run()
