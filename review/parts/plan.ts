/**
 * The action plan (plan.json, LAW.md): the summary says how many steps and their actions before and
 * after, how many steps only moved in the order, and every assumption that changed: a rule row added,
 * removed or reworded (by its path:line), a default that began or stopped standing in; each entity's
 * section says each of its steps whose action, date to act, returns to file, disclosure's terms or
 * figures changed, or that began or ended. Read from plan.json's two versions, whose steps and
 * assumptions this part describes whole, so their changes are all marked shown.
 */
import { money, moneyChange, someOf, text } from '../markdown.ts'
import { plural } from '../../common/format.ts'
import { same, type Json } from '../json-changes.ts'
import type { Part, StudyDiff } from '../study-diff.ts'
import type { Plan, PlanAssumptions, PlanStep } from '../../schemas/generated/types.ts'

const FILE = 'plan.json'
const ACTIONS = ['Voluntary Disclosure', 'File Back Returns', 'Register', 'Monitor'] as const

const planOf = (diff: StudyDiff, side: 'before' | 'after') => diff[side].files.get(FILE)?.data as Plan | undefined

/** Marks a change shown at each path where it went from `before` to `after`. */
function showMoves(diff: StudyDiff, file: string, moves: readonly [path: string, before: unknown, after: unknown][]): void {
  for (const [path, before, after] of moves) for (const change of diff.changes.at(file, path)) if (change.before === before && change.after === after) change.shown = true
}

/** "; what the states could assess on 2025-06-30 $a → $b (+d)", shown in overview.json and exposure.json; '' when unchanged. */
function assessed(diff: StudyDiff): string {
  const [was, now] = [diff.before.overview.exposure, diff.after.overview.exposure]
  if (!was || !now || was.totals.assessedCents === now.totals.assessedCents) return ''
  showMoves(diff, 'overview.json', [['exposure.totals.assessedCents', was.totals.assessedCents, now.totals.assessedCents]])
  showMoves(diff, 'exposure.json', [['totals.assessedCents', was.totals.assessedCents, now.totals.assessedCents]])
  const on = was.settlementDate === now.settlementDate ? now.settlementDate : `${was.settlementDate} → ${now.settlementDate}`
  return `; what the states could assess on ${on} ${moneyChange(was.totals.assessedCents, now.totals.assessedCents)}`
}
const stepKey = (step: PlanStep) => `${step.entity} ${step.state}`
const moved = <T>(was: T, now: T, shown: (value: T) => string) => (was === now ? shown(now) : `${shown(was)} → ${shown(now)}`)

/** "Voluntary Disclosure 10 → 11, File Back Returns 2" (actions no step has on either side left out). */
function actionCounts(was: readonly PlanStep[], now: readonly PlanStep[]): string {
  return ACTIONS.map((action) => [action, was.filter((step) => step.action === action).length, now.filter((step) => step.action === action).length] as const)
    .filter(([, before, after]) => before + after > 0)
    .map(([action, before, after]) => `${action} ${before === after ? before : `${before} → ${after}`}`)
    .join(', ')
}

/** A step's returns to file in words: "46 (2021-06-01 to 2025-03-31, due 2021-07-20 to 2025-04-20)", "none". */
function returnsText(step: PlanStep): string {
  const r = step.returnsToFile
  return r ? `${r.count} (${r.firstPeriodStart} to ${r.lastPeriodEnd}, due ${r.firstDue} to ${r.lastDue})` : 'none'
}

/** A step's disclosure terms in words: "Months 48 from 2021-06-01, penalties waived, 50 % of interest waived (law/disclosure.csv:5)". */
function termsText(step: PlanStep): string {
  const d = step.disclosure
  return d ? `${d.lookBack} from ${d.coversFrom}, penalties ${d.penaltiesWaived ? 'waived' : 'not waived'}, ${d.interestWaivedPercent}% of interest waived (${d.source})` : 'none'
}

const FIGURES = [
  ['exposure', 'exposureCents'],
  ['assessed', 'assessedCents'],
  ['disclosure', 'disclosureCents'],
  ['saving', 'savingCents'],
  ["a month's delay", 'delayCents'],
] as const

/** What changed in a step, each part before → after; none when only its place in the order moved. */
function stepChanges(was: PlanStep, now: PlanStep): string[] {
  const parts: string[] = []
  if (was.action !== now.action) parts.push(`${was.action} → ${now.action}`)
  if (was.actBy !== now.actBy || was.actByReason !== now.actByReason) parts.push(`act by ${moved(was.actBy, now.actBy, (day) => day ?? 'none')} (${now.actByReason ?? 'no date'})`)
  if (!same(was.returnsToFile as Json, now.returnsToFile as Json)) parts.push(`returns to file ${returnsText(was)} → ${returnsText(now)}`)
  if (!same(was.disclosure as Json, now.disclosure as Json)) parts.push(`disclosure's terms ${termsText(was)} → ${termsText(now)}`)
  for (const [name, key] of FIGURES) if (was[key] !== now[key]) parts.push(`${name} ${moneyChange(was[key], now[key])}`)
  return parts
}

/** "step 3 (Voluntary Disclosure, act by 2025-06-30, 46 returns to file, assessed $282,928.79)": a step that began or ended. */
function stepText(step: PlanStep): string {
  const act = step.actBy ? `, act by ${step.actBy}` : ''
  return `step ${step.order} (${step.action}${act}, ${plural(step.returnsToFile?.count ?? 0, 'return')} to file, assessed ${money(step.assessedCents)})`
}

/** The steps of both versions, paired by entity and state. */
function stepPairs(was: Plan | undefined, now: Plan | undefined): { key: string; entity: string; state: string; was: PlanStep | undefined; now: PlanStep | undefined }[] {
  const before = new Map((was?.steps ?? []).map((step) => [stepKey(step), step]))
  const after = new Map((now?.steps ?? []).map((step) => [stepKey(step), step]))
  return [...new Set([...after.keys(), ...before.keys()])].map((key) => {
    const step = (after.get(key) ?? before.get(key))!
    return { key, entity: step.entity, state: step.state, was: before.get(key), now: after.get(key) }
  })
}

/** Each assumption of a state that changed, in words, the row's place first: a row by its path:line, a default by its table. */
function assumptionChanges(was: PlanAssumptions | undefined, now: PlanAssumptions | undefined): string[] {
  const lines: string[] = []
  const rows = (entry: PlanAssumptions | undefined) => new Map((entry?.rows ?? []).map((row) => [row.source, row]))
  const [before, after] = [rows(was), rows(now)]
  const place = (r: NonNullable<ReturnType<typeof before.get>>) => `${r.table}${r.effectiveFrom ? ` from ${r.effectiveFrom}` : ''}`
  const row = (r: NonNullable<ReturnType<typeof before.get>>) => `${place(r)}: “${text(r.terms)}”`
  const sourced = (r: NonNullable<ReturnType<typeof before.get>>) => `source “${text(r.citation)}”, verified ${r.verifiedOn || 'never'}`
  for (const source of new Set([...after.keys(), ...before.keys()])) {
    const [old, current] = [before.get(source), after.get(source)]
    if (old && current && same(old as unknown as Json, current as unknown as Json)) continue
    if (!old) lines.push(`${source} now used, ${row(current!)} (${sourced(current!)})`)
    else if (!current) lines.push(`${source} no longer used, ${row(old)}`)
    else {
      const placed = old.table === current.table && old.effectiveFrom === current.effectiveFrom
      const what = [
        placed && old.terms !== current.terms ? `“${text(old.terms)}” → “${text(current.terms)}”` : '',
        placed ? '' : `${row(old)} → ${row(current)}`,
        old.citation !== current.citation || old.verifiedOn !== current.verifiedOn ? `${sourced(old)} → ${sourced(current)}` : '',
      ].filter(Boolean)
      lines.push(`${source} (${place(current)}): ${what.join('; ')}`)
    }
  }
  const defaults = (entry: PlanAssumptions | undefined) => new Map((entry?.defaults ?? []).map((found) => [found.table, found]))
  const [wasDefaults, nowDefaults] = [defaults(was), defaults(now)]
  for (const table of new Set([...nowDefaults.keys(), ...wasDefaults.keys()])) {
    const [old, current] = [wasDefaults.get(table), nowDefaults.get(table)]
    if (old && current && old.terms === current.terms && old.source === current.source) continue
    if (!old) lines.push(`a default for ${table} now stands in: “${text(current!.terms)}”`)
    else if (!current) lines.push(`the default for ${table} no longer stands in`)
    else lines.push(`the default for ${table}: “${text(old.terms)}” (${old.source ?? 'LAW.md'}) → “${text(current.terms)}” (${current.source ?? 'LAW.md'})`)
  }
  return lines
}

export const planPart: Part = {
  summary(diff) {
    const [was, now] = [planOf(diff, 'before'), planOf(diff, 'after')]
    if (!was && !now) return undefined
    if (!now) return `Plan removed: it had ${plural(was!.steps.length, 'step')}.`
    diff.changes.showUnder(FILE, 'steps')
    diff.changes.showUnder(FILE, 'assumptions')
    diff.changes.showUnder(FILE, 'totals')
    if (!was) return `Plan added: ${plural(now.steps.length, 'step')} (${actionCounts([], now.steps)}).`
    const sentences: string[] = []
    const pairs = stepPairs(was, now)
    const changed = pairs.filter((pair) => !pair.was || !pair.now || stepChanges(pair.was, pair.now).length > 0)
    const reordered = pairs.filter((pair) => pair.was && pair.now && pair.was.order !== pair.now.order && stepChanges(pair.was, pair.now).length === 0)
    const counts = actionCounts(was.steps, now.steps)
    if (changed.length === 0 && reordered.length === 0) sentences.push(`Plan: ${plural(now.steps.length, 'step')}, unchanged (${counts})${assessed(diff)}.`)
    else {
      const moves = reordered.length > 0 ? `; ${plural(reordered.length, 'step')} only moved in the order (${someOf(reordered.map((pair) => `${pair.entity} ${pair.state} ${pair.was!.order} → ${pair.now!.order}`))})` : ''
      sentences.push(`Plan: ${moved(was.steps.length, now.steps.length, String)} steps (${counts}); ${plural(changed.length, 'step')} changed (${someOf(changed.map((pair) => pair.key))})${moves}${assessed(diff)}.`)
    }
    const states = [...new Set([...now.assumptions.map((entry) => entry.state), ...was.assumptions.map((entry) => entry.state)])]
    const assumptions = states.flatMap((state) => {
      const lines = assumptionChanges(was.assumptions.find((entry) => entry.state === state), now.assumptions.find((entry) => entry.state === state))
      return lines.length === 0 ? [] : [`${state}: ${lines.join('; ')}`]
    })
    sentences.push(assumptions.length === 0 ? 'Assumptions unchanged.' : `Assumptions changed: ${assumptions.join('. ')}.`)
    return sentences.join(' ')
  },

  entity(entity, diff) {
    const [was, now] = [planOf(diff, 'before'), planOf(diff, 'after')]
    if (!was && !now) return []
    const lines: string[] = []
    for (const pair of stepPairs(was, now).filter((found) => found.entity === entity.code)) {
      if (!pair.was) lines.push(`- Plan, ${pair.state}: ${stepText(pair.now!)} added.`)
      else if (!pair.now) lines.push(`- Plan, ${pair.state}: ${stepText(pair.was)} removed.`)
      else {
        const parts = stepChanges(pair.was, pair.now)
        if (parts.length > 0) lines.push(`- Plan, ${pair.state} (step ${moved(pair.was.order, pair.now.order, String)}): ${parts.join('; ')}.`)
        // the state's own figures at the settlement date, which the step's repeat
        const at = `states[${pair.state}].settlement`
        showMoves(diff, `exposure/${entity.code}.json`, [
          [`${at}.assessedCents`, pair.was.assessedCents, pair.now.assessedCents],
          [`${at}.disclosureCents`, pair.was.disclosureCents, pair.now.disclosureCents],
          [`${at}.savingCents`, pair.was.savingCents, pair.now.savingCents],
          [`${at}.delayCents`, pair.was.delayCents, pair.now.delayCents],
        ])
      }
    }
    return lines
  },
}
