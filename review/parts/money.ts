/**
 * Revenue and liability: the study's totals before and after in the summary, and for each entity its
 * totals and every state whose revenue, rate or liability moved (a state whose revenue began or ended
 * included), with the differences signed. An entity added or removed is summed up in one sentence: its
 * report is new or gone whole. Taxable revenue is shown per state only through its status: it is the
 * revenue where the state is taxable and 0 elsewhere, and counted as shown only where that holds.
 */
import { plural, rate } from '../../common/format.ts'
import { listed, money, moneyChange, signed, table } from '../markdown.ts'
import type { Part, StudyDiff } from '../study-diff.ts'
import type { EntityStateRow, EntitySummary } from '../../schemas/generated/types.ts'

type Totals = Pick<EntitySummary, 'totalRevenueCents' | 'taxableRevenueCents' | 'liabilityCents'>
const TOTALS = ['totalRevenueCents', 'taxableRevenueCents', 'liabilityCents'] as const

/** "total revenue $a → $b (+d); taxable revenue …; liability …". */
function totalsChange(before: Totals, after: Totals): string {
  return `total revenue ${moneyChange(before.totalRevenueCents, after.totalRevenueCents)}; taxable revenue ${moneyChange(before.taxableRevenueCents, after.taxableRevenueCents)}; liability ${moneyChange(before.liabilityCents, after.liabilityCents)}`
}

const sameTotals = (a: Totals, b: Totals) => TOTALS.every((key) => a[key] === b[key])

/** Marks a file's totals at a path as shown where they are the ones printed. */
function showTotals(diff: StudyDiff, file: string, path: string, before: Totals, after: Totals): void {
  for (const key of TOTALS) {
    for (const change of diff.changes.at(file, `${path}.${key}`)) if (change.before === before[key] && change.after === after[key]) change.shown = true
  }
}

export const moneyPart: Part = {
  summary(diff) {
    const [before, after] = [diff.before.consolidated.totals, diff.after.consolidated.totals]
    if (sameTotals(before, after)) {
      return `Total revenue ${money(after.totalRevenueCents)}, taxable revenue ${money(after.taxableRevenueCents)} and liability ${money(after.liabilityCents)}, all unchanged.`
    }
    showTotals(diff, 'consolidated.json', 'totals', before, after)
    const sentence = totalsChange(before, after)
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`
  },

  entity(entity, diff) {
    const { before, after, file } = entity
    if (!before && after) return [`Added: ${standing(after.summary)}.`]
    if (before && !after) return [`Removed: it had ${standing(before.summary)}.`]
    if (!before || !after || entity.unchanged) return []

    const rows = stateRows(before.states, after.states, diff, file)
    const totalsMoved = !sameTotals(before.summary, after.summary)
    if (!totalsMoved && rows.length === 0) return []
    showTotals(diff, file, 'summary', before.summary, after.summary)
    showTotals(diff, 'consolidated.json', `entities[${entity.code}]`, before.summary, after.summary)
    const lines = [`Revenue and liability: ${totalsChange(before.summary, after.summary)}.`]
    if (rows.length > 0) {
      lines.push('', ...table(['State', 'Status', 'Rate', 'Revenue', 'Difference', 'Liability', 'Difference'], rows, [2, 3, 4, 5, 6]))
    }
    return lines
  },
}

/** An entity's figures in one phrase, for one added or removed. */
function standing(summary: EntitySummary): string {
  const nexus = summary.nexusStates.length > 0 ? `nexus in ${listed(summary.nexusStates)}` : 'nexus in no state'
  return `total revenue ${money(summary.totalRevenueCents)}, taxable revenue ${money(summary.taxableRevenueCents)}, liability ${money(summary.liabilityCents)}; ${nexus} (${plural(summary.statesWithActivity, 'state')} with revenue)`
}

/** The table's rows: each state whose revenue, rate or liability moved, or whose revenue began or ended. */
function stateRows(before: readonly EntityStateRow[], after: readonly EntityStateRow[], diff: StudyDiff, file: string): string[][] {
  const was = new Map(before.map((row) => [row.state, row]))
  const now = new Map(after.map((row) => [row.state, row]))
  const states = [...new Set([...was.keys(), ...now.keys()])].sort()
  const rows: string[][] = []
  for (const state of states) {
    const [old, row] = [was.get(state), now.get(state)]
    const at = `states[${state}]`
    if (!old || !row) {
      // Every field of a row that began or ended is on the table (its status there, its rate, its figures).
      diff.changes.show(file, at)
      const only = (row ?? old)!
      rows.push([
        `${state} (${row ? 'revenue began' : 'revenue ended'})`,
        only.status,
        rate(only.ratePercent),
        `${money(old?.revenueCents ?? 0)} → ${money(row?.revenueCents ?? 0)}`,
        signed((row?.revenueCents ?? 0) - (old?.revenueCents ?? 0)),
        `${money(old?.liabilityCents ?? null)} → ${money(row?.liabilityCents ?? null)}`,
        signed((row?.liabilityCents ?? 0) - (old?.liabilityCents ?? 0)),
      ])
      continue
    }
    if (old.revenueCents === row.revenueCents && old.liabilityCents === row.liabilityCents && old.ratePercent === row.ratePercent) continue
    diff.changes.show(file, `${at}.revenueCents`, `${at}.liabilityCents`, `${at}.ratePercent`)
    const taxable = (r: EntityStateRow) => r.taxableRevenueCents === (r.taxable ? r.revenueCents : 0)
    if (taxable(old) && taxable(row)) diff.changes.show(file, `${at}.taxableRevenueCents`)
    rows.push([
      state,
      old.status === row.status ? row.status : `${old.status} → ${row.status}`,
      old.ratePercent === row.ratePercent ? rate(row.ratePercent) : `${rate(old.ratePercent)} → ${rate(row.ratePercent)}`,
      old.revenueCents === row.revenueCents ? money(row.revenueCents) : `${money(old.revenueCents)} → ${money(row.revenueCents)}`,
      signed(row.revenueCents - old.revenueCents),
      old.liabilityCents === row.liabilityCents ? money(row.liabilityCents) : `${money(old.liabilityCents)} → ${money(row.liabilityCents)}`,
      signed((row.liabilityCents ?? 0) - (old.liabilityCents ?? 0)),
    ])
  }
  return rows
}
