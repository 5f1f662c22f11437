/**
 * Where each US state, DC and PR sits on the tile map: the usual tile-grid layout (one square per
 * jurisdiction, 12 columns by 8 rows, Alaska and Hawaii to the west, Puerto Rico to the south-east).
 * The full names come from the one list beside the schemas, which the pipeline reads too, so the map
 * and the reports name states alike.
 */
import type { UsStateCode } from '../../schemas/generated/types.ts'
import { stateNames } from '../../schemas/us-states.ts'

export type Tile = { state: UsStateCode; name: string; row: number; column: number }

/** Each row of the grid as [column, state] pairs, north to south. */
const layout: ReadonlyArray<ReadonlyArray<readonly [number, UsStateCode]>> = [
  [[0, 'AK'], [11, 'ME']],
  [[6, 'WI'], [10, 'VT'], [11, 'NH']],
  [[1, 'WA'], [2, 'ID'], [3, 'MT'], [4, 'ND'], [5, 'MN'], [6, 'IL'], [7, 'MI'], [9, 'NY'], [10, 'MA']],
  [[1, 'OR'], [2, 'NV'], [3, 'WY'], [4, 'SD'], [5, 'IA'], [6, 'IN'], [7, 'OH'], [8, 'PA'], [9, 'NJ'], [10, 'CT'], [11, 'RI']],
  [[1, 'CA'], [2, 'UT'], [3, 'CO'], [4, 'NE'], [5, 'MO'], [6, 'KY'], [7, 'WV'], [8, 'VA'], [9, 'MD'], [10, 'DE']],
  [[2, 'AZ'], [3, 'NM'], [4, 'KS'], [5, 'AR'], [6, 'TN'], [7, 'NC'], [8, 'SC'], [9, 'DC']],
  [[4, 'OK'], [5, 'LA'], [6, 'MS'], [7, 'AL'], [8, 'GA']],
  [[0, 'HI'], [4, 'TX'], [9, 'FL'], [11, 'PR']],
]

export const GRID_COLUMNS = 12
export const GRID_ROWS = layout.length

/** Every tile, row by row and west to east within a row. */
export const tiles: readonly Tile[] = layout.flatMap((row, rowIndex) =>
  row.map(([column, state]) => ({ state, name: stateNames[state], row: rowIndex, column })),
)
