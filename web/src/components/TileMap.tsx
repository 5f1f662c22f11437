/**
 * A US tile map: one square per state, DC and PR (positions in tiles.ts), coloured by a class such as
 * a nexus status. Colour is never the only cue: each tile carries its class's mark (a letter or a
 * count) and a pattern, and the legend below the map lists every class with its states by full name,
 * which is also what a screen reader reads (the grid itself is one image with a summary label).
 * Nothing on the map is interactive, so it adds no tab stops. Its styles (tile-map.css) are imported by
 * App.tsx, not here: the prerendered page links only the entry's stylesheet, and a map without its
 * styles would flash as a tall column of tiles until the chunk loaded.
 */
import type { Consolidated, EntityReport, UsStateCode } from '../../../schemas/generated/types.ts'
import { count } from '../format.ts'
import { GRID_COLUMNS, GRID_ROWS, tiles } from '../tiles.ts'

/** How a class looks: a sequential scale from strong (nexus) to none (no activity). */
export type Tone = 'strong' | 'high' | 'medium' | 'low' | 'hatched' | 'neutral' | 'none'

export type TileClass = { key: string; label: string; mark: string; tone: Tone }

type Props = {
  id: string
  title: string
  description: string
  /** Every class the map may use, in legend order; classes no state falls in are left out of the legend. */
  classes: readonly TileClass[]
  classOf: (state: UsStateCode) => string
}

const plural = (n: number) => `${count(n)} ${n === 1 ? 'state' : 'states'}`

export function TileMap({ id, title, description, classes, classOf }: Props) {
  const byKey = new Map(classes.map((tileClass) => [tileClass.key, tileClass]))
  const placed = tiles.map((tile) => {
    const tileClass = byKey.get(classOf(tile.state))
    if (!tileClass) throw new Error(`TileMap ${id}: ${tile.state} has no class among ${[...byKey.keys()].join(', ')}`)
    return { ...tile, tileClass }
  })
  const groups = classes
    .map((tileClass) => ({
      tileClass,
      states: placed.filter((tile) => tile.tileClass === tileClass).sort((a, b) => a.name.localeCompare(b.name, 'en-US')),
    }))
    .filter((group) => group.states.length > 0)
  const summary = groups.map(({ tileClass, states }) => `${tileClass.label}: ${plural(states.length)}`).join('; ')

  return (
    <figure className="tile-map" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{description}</p>
      </figcaption>
      <div
        className="tile-grid"
        role="img"
        aria-label={`${title}. ${summary}. The list below the map names every state.`}
        style={{ gridTemplateColumns: `repeat(${GRID_COLUMNS}, 1fr)`, gridTemplateRows: `repeat(${GRID_ROWS}, auto)` }}
      >
        {placed.map(({ state, name, row, column, tileClass }) => (
          <div
            key={state}
            className="tile"
            data-tone={tileClass.tone}
            data-state={state}
            data-class={tileClass.key}
            title={`${name}: ${tileClass.label}`}
            style={{ gridRow: row + 1, gridColumn: column + 1 }}
          >
            <span className="tile-code">{state}</span>
            <span className="tile-mark">{tileClass.mark}</span>
          </div>
        ))}
      </div>
      <ul className="tile-legend" aria-label={`${title}: states by class`}>
        {groups.map(({ tileClass, states }) => (
          <li key={tileClass.key} data-class={tileClass.key}>
            <span className="tile tile-swatch" data-tone={tileClass.tone} aria-hidden="true">
              <span className="tile-mark">{tileClass.mark}</span>
            </span>{' '}
            <strong>{tileClass.label}</strong> ({plural(states.length)}): {states.map((tile) => tile.name).join(', ')}
          </li>
        ))}
      </ul>
    </figure>
  )
}

const NO_ACTIVITY: TileClass = { key: 'no-activity', label: 'No activity', mark: '–', tone: 'none' }

/** The statuses a entity report can show, strongest first, with the letter each tile carries. */
const statusClasses: readonly TileClass[] = [
  { key: 'Crossed Threshold', label: 'Crossed Threshold', mark: 'C', tone: 'strong' },
  { key: 'Approaching', label: 'Approaching', mark: 'A', tone: 'high' },
  { key: 'Exposed', label: 'Exposed', mark: 'E', tone: 'medium' },
  { key: 'Not Determined', label: 'Not Determined', mark: '?', tone: 'hatched' },
  { key: 'Not Exposed', label: 'Not Exposed', mark: 'N', tone: 'low' },
  { key: 'No Sales Tax', label: 'No Sales Tax', mark: 'T', tone: 'neutral' },
  NO_ACTIVITY,
]

/** One entity's status in every state with activity. */
export function EntityStatusMap({ report }: { report: EntityReport }) {
  const status = new Map(report.states.map((row) => [row.state, row.status as string]))
  return (
    <TileMap
      id="status-map"
      title="Nexus Status Map"
      description={`${report.entity.name}'s nexus status in each state with activity; the letter on each tile repeats its status.`}
      classes={statusClasses}
      classOf={(state) => status.get(state) ?? NO_ACTIVITY.key}
    />
  )
}

const tones: readonly Tone[] = ['medium', 'high', 'strong']

/** How many entities have nexus in each state: one class per count that occurs, darker for more entities. */
export function ConsolidatedNexusMap({ report }: { report: Consolidated }) {
  const entities = new Map(report.states.map((row) => [row.state, row.entitiesWithNexus]))
  const counts = [...new Set(report.states.map((row) => row.entitiesWithNexus).filter((n) => n > 0))].sort((a, b) => b - a)
  const classes: TileClass[] = [
    ...counts.map((n, index): TileClass => ({
      key: `entities-${n}`,
      label: `Nexus for ${n === 1 ? '1 brand' : `${count(n)} brands`}`,
      mark: String(n),
      // the most entities gets the strongest tone; counts beyond the scale share its lightest step
      tone: tones[Math.max(tones.length - 1 - index, 0)]!,
    })),
    { key: 'entities-0', label: 'Activity, no nexus', mark: '0', tone: 'low' },
    NO_ACTIVITY,
  ]
  return (
    <TileMap
      id="nexus-map"
      title="Nexus Map"
      description="How many brands have crossed the nexus threshold in each state; the figure on each tile is that count."
      classes={classes}
      classOf={(state) => {
        const n = entities.get(state)
        return n === undefined ? NO_ACTIVITY.key : `entities-${n}`
      }}
    />
  )
}
