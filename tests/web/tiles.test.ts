import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { GRID_COLUMNS, GRID_ROWS, tiles } from '../../web/src/tiles.ts'

const test = suite('tile map layout')

// the one list of US state, DC and PR codes, as the schemas define it
const common = JSON.parse(readFileSync(new URL('../../schemas/common.schema.json', import.meta.url), 'utf8')) as {
  $defs: { usStateCode: { enum: string[] } }
}
const codes = common.$defs.usStateCode.enum

test('every state, DC and PR is placed on the map exactly once, and nothing else is', () => {
  assert.equal([...tiles.map((tile) => tile.state)].sort(), [...codes].sort())
  assert.is(new Set(tiles.map((tile) => tile.state)).size, tiles.length)
})

test('no two tiles share a cell, and every tile lies inside the grid', () => {
  const cells = tiles.map((tile) => `${tile.row},${tile.column}`)
  assert.is(new Set(cells).size, cells.length)
  for (const tile of tiles) {
    assert.ok(tile.row >= 0 && tile.row < GRID_ROWS, `${tile.state} row ${tile.row}`)
    assert.ok(tile.column >= 0 && tile.column < GRID_COLUMNS, `${tile.state} column ${tile.column}`)
  }
})

test('neighbours sit where a reader expects them: Washington north-west of California, Maine top right, Florida south of Georgia', () => {
  const at = (state: string) => tiles.find((tile) => tile.state === state)!
  assert.ok(at('WA').row < at('CA').row && at('WA').column <= at('CA').column)
  assert.is(at('ME').column, GRID_COLUMNS - 1)
  assert.ok(at('FL').row > at('GA').row)
  assert.is(at('DC').name, 'District of Columbia')
  assert.is(at('PR').name, 'Puerto Rico')
})

test.run()
