/**
 * The returns (LAW.md): under each entity, state by state, every return that changed, began or ended, in
 * a table of its figures before → after (tax, interest, months late and penalty to asOf, the same at the
 * settlement date, whether it may be assessed, covered, to file). Read from the changes of the entity's
 * exposure/<CODE>.json, where a state's returns are a list without a key of their own: a return that
 * changed is one removed and one added, paired here by its period, and marked shown.
 */
import { code, money, signed, table } from '../markdown.ts'
import type { Change } from '../json-changes.ts'
import type { Part } from '../study-diff.ts'
import type { ExposureReturn } from '../../schemas/generated/types.ts'

const RETURNS = /^states\[([A-Z]{2})\]\.returns(\[[+-]\])?$/

type Pair = { period: string; was?: ExposureReturn | undefined; now?: ExposureReturn | undefined }

const yesNo = (value: boolean | null) => (value === null ? '-' : value ? 'yes' : 'no')
const moved = <T>(was: T | undefined, now: T | undefined, shown: (value: T) => string) =>
  was === undefined ? shown(now!) : now === undefined ? shown(was) : was === now ? shown(now) : `${shown(was)} → ${shown(now)}`
const cents = (value: number) => money(value)

/** The columns of a return the table shows, each its value from a return. */
const COLUMNS: readonly [string, (row: ExposureReturn) => number | boolean | null | string, (value: never) => string][] = [
  ['Due', (row) => row.dueDate, (value: string) => value],
  ['Tax', (row) => row.taxCents, cents],
  ['Interest', (row) => row.interestCents, cents],
  ['Months late', (row) => row.monthsLate, (value: number) => String(value)],
  ['Penalty', (row) => row.penaltyCents, cents],
  ['Assessable', (row) => row.assessable, yesNo],
  ['Interest at settlement', (row) => row.settlement.interestCents, cents],
  ['Penalty at settlement', (row) => row.settlement.penaltyCents, cents],
  ['Assessable at settlement', (row) => row.settlement.assessable, yesNo],
  ['Covered', (row) => row.covered, yesNo],
  ['To file', (row) => row.toFile, yesNo],
]

/** A state's returns removed and added, paired by period; in the newer order, then those gone. */
function pairs(changes: readonly Change[]): Pair[] {
  const byPeriod = new Map<string, Pair>()
  const period = (row: ExposureReturn) => `${row.periodStart} to ${row.periodEnd}`
  for (const change of changes) {
    if (change.kind === 'added') {
      const row = change.after as ExposureReturn
      const pair = byPeriod.get(period(row)) ?? { period: period(row) }
      byPeriod.set(period(row), { ...pair, now: row })
    } else if (change.kind === 'removed') {
      const row = change.before as ExposureReturn
      const pair = byPeriod.get(period(row)) ?? { period: period(row) }
      byPeriod.set(period(row), { ...pair, was: row })
    }
  }
  return [...byPeriod.values()].sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0))
}

export const returnsPart: Part = {
  entity(entity, diff) {
    const file = `exposure/${entity.code}.json`
    const byState = new Map<string, Change[]>()
    for (const change of diff.changes.in(file)) {
      const match = RETURNS.exec(change.path)
      if (!match || change.kind === 'changed') continue
      if (!match[2] && change.kind !== 'reordered') continue
      ;(byState.get(match[1]!) ?? byState.set(match[1]!, []).get(match[1]!)!).push(change)
    }
    const lines: string[] = []
    for (const [state, changes] of byState) {
      const found = pairs(changes)
      const reordered = changes.some((change) => change.kind === 'reordered')
      for (const change of changes) change.shown = true
      if (found.length === 0) {
        if (reordered) lines.push('', `Returns, ${state}: the same returns in another order.`)
        continue
      }
      const rows = found.map(({ period, was, now }) => [
        `${period}${was ? (now ? '' : ' (removed)') : ' (added)'}`,
        ...COLUMNS.map(([, of, shown]) => moved(was && of(was), now && of(now), shown as (value: unknown) => string)),
      ])
      const tax = found.reduce((sum, { was, now }) => sum + (now?.taxCents ?? 0) - (was?.taxCents ?? 0), 0)
      lines.push('', `Returns, ${state}: ${found.length === 1 ? 'one return' : `${found.length} returns`} changed (tax ${tax === 0 ? 'unchanged' : signed(tax)}) in ${code(file)}.`, '')
      lines.push(...table(['Period', ...COLUMNS.map(([header]) => header)], rows, [2, 3, 4, 5, 7, 8]))
    }
    return lines.length > 0 ? lines.slice(1) : []
  },
}
