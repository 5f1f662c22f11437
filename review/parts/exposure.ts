/**
 * The exposure (EXPOSURE.md), in a study that has it: the summary says the study's exposure before and
 * after with the difference, and how many states need each action; each entity's section, its exposure,
 * tax, interest, penalties, VDA saving and actions, every state whose action or amounts changed, and
 * every state whose nexus periods moved. Read from exposure.json, which lists every (entity, state) of
 * the entities' exposure files and is held for the whole review. What the section says is marked shown
 * in exposure.json, overview.json, the entity's exposure/<CODE>.json and recommendations.json's computed
 * actions; the rest (months, years) is left to the other changes.
 */
import { money, moneyChange, signed, table } from '../markdown.ts'
import { same, type Change, type Json } from '../json-changes.ts'
import type { EntityPair, Part, StudyDiff } from '../study-diff.ts'
import type { StudyVersion } from '../versions.ts'
import { ACTIONS, actionLabel } from '../../common/actions.ts'
import type { ActionCounts, NexusPeriod, StudyExposure, StudyExposureState } from '../../schemas/generated/types.ts'
import { entryOf, sectionOf } from '../../report/kinds.ts'

const FILE = 'exposure.json'

/** The exposure as the site and the PDF name it (the registry's). */
const named = (diff: StudyDiff) => sectionOf({ entry: entryOf('studyExposure') }, diff.after.overview)

/** The amounts a state's row shows, and the keys of its row in exposure.json the table stands for. */
const AMOUNTS = ['taxCents', 'interestCents', 'penaltiesCents', 'exposureCents'] as const
const SHOWN_KEYS = new Set<string>(['action', ...AMOUNTS, 'vdaExposureCents', 'vdaSavingCents', 'nexusPeriods'])
const TOTALS = [...AMOUNTS, 'vdaSavingCents'] as const

const exposureOf = (version: StudyVersion) => version.files.get(FILE)?.data as StudyExposure | undefined

/** "Voluntary Disclosure 12 → 13, File Back Returns 6, Register 1, Monitor 1 → 0". */
function actionCounts(before: ActionCounts | undefined, after: ActionCounts | undefined): string {
  return ACTIONS.map(({ action, key }) => {
    const [was, now] = [before?.[key] ?? 0, after?.[key] ?? 0]
    return `${action} ${was === now ? now : `${was} → ${now}`}`
  }).join(', ')
}

/** Marks the changes of these paths of a file shown where they went from `before` to `after`. */
function showMoves(diff: StudyDiff, file: string, moves: readonly [path: string, before: unknown, after: unknown][]): void {
  for (const [path, before, after] of moves) {
    for (const change of diff.changes.at(file, path)) if (change.before === before && change.after === after) change.shown = true
  }
}

const byState = new WeakMap<StudyExposure, Map<string, StudyExposureState[]>>()

/** exposure.json's states of one entity, in its order (exposure descending). */
function statesOf(exposure: StudyExposure | undefined, entity: string): StudyExposureState[] {
  if (!exposure) return []
  let grouped = byState.get(exposure)
  if (!grouped) {
    grouped = new Map()
    for (const row of exposure.states) (grouped.get(row.entity) ?? grouped.set(row.entity, []).get(row.entity)!).push(row)
    byState.set(exposure, grouped)
  }
  return grouped.get(entity) ?? []
}

const action = (row: StudyExposureState | undefined): string => (row ? actionLabel(row.action) : '—')
const vda = (row: StudyExposureState | undefined) => (row ? money(row.vdaExposureCents) : '—')
const moved = <T>(was: T, now: T, shown: (value: T) => string) => (was === now ? shown(now) : `${shown(was)} → ${shown(now)}`)

export const exposurePart: Part = {
  summary(diff) {
    const [was, now] = [exposureOf(diff.before), exposureOf(diff.after)]
    if (!was && !now) return undefined
    const counts = actionCounts(was?.actionCounts, now?.actionCounts)
    if (!was) return `Exposure added: ${money(now!.totals.exposureCents)} from ${now!.firstYear} to ${now!.asOf}; actions: ${counts}.`
    if (!now) return `Exposure removed: it was ${money(was.totals.exposureCents)} from ${was.firstYear} to ${was.asOf}.`
    for (const [file, at] of [[FILE, ''], ['overview.json', 'exposure.']] as const) {
      showMoves(diff, file, [
        [`${at}totals.exposureCents`, was.totals.exposureCents, now.totals.exposureCents],
        ...ACTIONS.map(({ key }): [string, number, number] => [`${at}actionCounts.${key}`, was.actionCounts[key], now.actionCounts[key]]),
      ])
    }
    const span = was.firstYear === now.firstYear && was.asOf === now.asOf ? '' : ` (from ${was.firstYear} to ${was.asOf} → from ${now.firstYear} to ${now.asOf})`
    return `Exposure ${moneyChange(was.totals.exposureCents, now.totals.exposureCents)}${span}; actions: ${counts}.`
  },

  entity(entity, diff) {
    if (diff.unchanged(FILE)) return []
    const [wasExposure, nowExposure] = [exposureOf(diff.before), exposureOf(diff.after)]
    const was = entity.listedBefore ? entityOf(wasExposure, entity.code) : undefined
    const now = entity.listedAfter ? entityOf(nowExposure, entity.code) : undefined
    const before = was ? statesOf(wasExposure!, entity.code) : []
    const after = now ? statesOf(nowExposure!, entity.code) : []
    const rows = stateRows(entity, diff, before, after)
    const periods = periodMoves(entity, diff, before, after)
    const totalsMoved = TOTALS.some((key) => was?.totals[key] !== now?.totals[key]) || ACTIONS.some(({ key }) => was?.actionCounts[key] !== now?.actionCounts[key])
    if (rows.length === 0 && periods.length === 0 && !totalsMoved) return []
    const own = `exposure/${entity.code}.json`
    for (const [file, at] of [[own, ''], [FILE, `entities[${entity.code}].`]] as const) {
      showMoves(diff, file, [
        ...TOTALS.map((key): [string, unknown, unknown] => [`${at}totals.${key}`, was?.totals[key], now?.totals[key]]),
        ...ACTIONS.map(({ key }): [string, unknown, unknown] => [`${at}actionCounts.${key}`, was?.actionCounts[key], now?.actionCounts[key]]),
      ])
    }
    const amount = (key: (typeof TOTALS)[number]) => moneyChange(was?.totals[key] ?? null, now?.totals[key] ?? null)
    const lines = [
      `${named(diff)}: ${amount('exposureCents')}; tax ${amount('taxCents')}; interest ${amount('interestCents')}; penalties ${amount('penaltiesCents')}; VDA saving ${amount('vdaSavingCents')}; actions: ${actionCounts(was?.actionCounts, now?.actionCounts)}.`,
    ]
    if (rows.length > 0) lines.push('', ...table(['State', 'Action', 'Tax', 'Interest', 'Penalties', 'Exposure', 'Difference', 'VDA exposure'], rows, [2, 3, 4, 5, 6, 7]))
    if (periods.length > 0) lines.push('', ...periods)
    return lines
  },
}

/** An entity's totals and actions as exposure.json gives them. */
function entityOf(exposure: StudyExposure | undefined, entity: string) {
  return exposure?.entities.find((row) => row.entity.code === entity)
}

/** Each state whose action or amounts moved, or that joined or left the list, in the newer order, then those gone. */
function stateRows(entity: EntityPair, diff: StudyDiff, was: readonly StudyExposureState[], now: readonly StudyExposureState[]): string[][] {
  const before = new Map(was.map((row) => [row.state, row]))
  const after = new Map(now.map((row) => [row.state, row]))
  const states = [...new Set([...after.keys(), ...before.keys()])]
  const rows: string[][] = []
  const own = `exposure/${entity.code}.json`
  for (const state of states) {
    const [old, row] = [before.get(state), after.get(state)]
    if (old && row && old.action === row.action && AMOUNTS.every((key) => old[key] === row[key])) continue
    const amount = (key: (typeof AMOUNTS)[number]) => moved(old?.[key] ?? null, row?.[key] ?? null, money)
    rows.push([
      state,
      moved(action(old), action(row), (text) => text),
      amount('taxCents'),
      amount('interestCents'),
      amount('penaltiesCents'),
      amount('exposureCents'),
      signed((row?.exposureCents ?? 0) - (old?.exposureCents ?? 0)),
      moved(vda(old), vda(row), (text) => text),
    ])
    const at = `states[${state}]`
    diff.changes.show(own, ...['action', ...AMOUNTS, 'vda.exposureCents', 'vda.savingCents'].map((key) => `${at}.${key}`))
    showMoves(diff, 'recommendations.json', [[`computedActions[${entity.code}].${at}.action`, old?.action, row?.action]])
    showRow(diff, entity.code, state)
  }
  return rows
}

/** "- CO: nexus periods none → 2024-10-14 to 2026-12-31 (collecting from 2024-10-14)." for each state whose periods moved. */
function periodMoves(entity: EntityPair, diff: StudyDiff, was: readonly StudyExposureState[], now: readonly StudyExposureState[]): string[] {
  const before = new Map(was.map((row) => [row.state, row.nexusPeriods]))
  const after = new Map(now.map((row) => [row.state, row.nexusPeriods]))
  const lines: string[] = []
  for (const state of new Set([...after.keys(), ...before.keys()])) {
    const [old, current] = [before.get(state) ?? [], after.get(state) ?? []]
    if (same(old as unknown as Json, current as unknown as Json)) continue
    diff.changes.showUnder(`exposure/${entity.code}.json`, `states[${state}].nexusPeriods`)
    showRow(diff, entity.code, state)
    lines.push(`- ${state}: nexus periods ${periodsText(old)} → ${periodsText(current)}.`)
  }
  return lines
}

const periodsText = (periods: readonly NexusPeriod[]) =>
  periods.length === 0 ? 'none' : periods.map((period) => `${period.start} to ${period.end} (collecting from ${period.collectionStart})`).join(', ')

/**
 * exposure.json's states list has no key of its own (a state recurs under several entities), so a row
 * that changed is one removed and one added: shown by the section where nothing else in it moved.
 */
function showRow(diff: StudyDiff, entity: string, state: string): void {
  const mine = (item: unknown) => (item as StudyExposureState).entity === entity && (item as StudyExposureState).state === state
  const removed = diff.changes.at(FILE, 'states[-]').find((change) => mine(change.before))
  const added = diff.changes.at(FILE, 'states[+]').find((change) => mine(change.after))
  const rest = (change: Change | undefined, side: 'before' | 'after') =>
    change && Object.fromEntries(Object.entries(change[side] as object).filter(([key]) => !SHOWN_KEYS.has(key)))
  if (removed && added && same(rest(removed, 'before') as Json, rest(added, 'after') as Json)) removed.shown = added.shown = true
}
