/**
 * The adviser's recommendations for an entity (recommendations.json): for a single recommendation on
 * both sides, what in it changed (the states to register in, the wording, the note, the international
 * flag); otherwise the recommendations removed and added whole.
 */
import { listed, text } from '../markdown.ts'
import type { Change } from '../json-changes.ts'
import type { Part, StudyDiff } from '../study-diff.ts'
import type { RecommendationEntry, Recommendations } from '../../schemas/generated/types.ts'
import { entryOf, sectionOf } from '../../report/kinds.ts'

const FILE = 'recommendations.json'

/** The recommendations as the site and the PDF name them (the registry's). */
const named = (diff: StudyDiff) => sectionOf({ entry: entryOf('recommendations') }, diff.after.overview)

const byEntity = new WeakMap<Recommendations, Map<string, RecommendationEntry[]>>()

function entriesOf(recommendations: Recommendations, entity: string): RecommendationEntry[] {
  let grouped = byEntity.get(recommendations)
  if (!grouped) {
    grouped = new Map()
    for (const entry of recommendations.entries) grouped.set(entry.entity.code, [...(grouped.get(entry.entity.code) ?? []), entry])
    byEntity.set(recommendations, grouped)
  }
  return grouped.get(entity) ?? []
}

const changesByEntity = new WeakMap<StudyDiff, Map<string, Change[]>>()

/**
 * recommendations.json's changes by the entity they concern: inside an entry matched by its entity's
 * code (but not its reference to the entity: a renamed entity is no change of recommendation), or an
 * entry added or removed whole.
 */
function changesOf(diff: StudyDiff): Map<string, Change[]> {
  let grouped = changesByEntity.get(diff)
  if (!grouped) {
    grouped = new Map()
    for (const change of diff.changes.in(FILE)) {
      const keyed = /^entries\[([^\]]+)\](?!\.entity\.)/.exec(change.path)?.[1]
      const item = (change.kind === 'added' ? change.after : change.before) as Partial<RecommendationEntry> | undefined
      const whole = change.path === 'entries[+]' || change.path === 'entries[-]' ? item?.entity?.code : undefined
      const code = keyed ?? whole
      if (code !== undefined) grouped.set(code, [...(grouped.get(code) ?? []), change])
    }
    changesByEntity.set(diff, grouped)
  }
  return grouped
}

/** What an entry says, without the entity it is for. */
const said = (entry: RecommendationEntry) => JSON.stringify([entry.recommendation, entry.note, entry.potentiallyInternational, entry.states])

export const recommendationsPart: Part = {
  entity(entity, diff) {
    if (diff.unchanged(FILE)) return []
    const was = entity.before ? entriesOf(diff.before.recommendations, entity.code) : []
    const now = entity.after ? entriesOf(diff.after.recommendations, entity.code) : []
    if (was.length === now.length && was.every((entry, index) => said(entry) === said(now[index]!))) return []
    for (const change of changesOf(diff).get(entity.code) ?? []) change.shown = true
    if (was.length === 1 && now.length === 1) return [`${named(diff)}: ${fieldChanges(was[0]!, now[0]!)}.`]
    const removed = was.filter((entry) => !now.some((other) => said(other) === said(entry)))
    const added = now.filter((entry) => !was.some((other) => said(other) === said(entry)))
    return [
      ...removed.map((entry) => `- Recommendation removed: ${described(entry)}`),
      ...added.map((entry) => `- Recommendation added: ${described(entry)}`),
    ]
  },
}

function fieldChanges(was: RecommendationEntry, now: RecommendationEntry): string {
  const parts: string[] = []
  if (was.recommendation !== now.recommendation) parts.push(`${quoted(was.recommendation)} → ${quoted(now.recommendation)}`)
  if (JSON.stringify(was.states) !== JSON.stringify(now.states)) {
    const added = now.states.filter((state) => !was.states.includes(state))
    const removed = was.states.filter((state) => !now.states.includes(state))
    const moves = [...(added.length > 0 ? [`${listed(added)} added`] : []), ...(removed.length > 0 ? [`${listed(removed)} removed`] : [])]
    parts.push(`states ${states(was.states)} → ${states(now.states)}${moves.length > 0 ? ` (${moves.join('; ')})` : ''}`)
  }
  if (was.potentiallyInternational !== now.potentiallyInternational) {
    parts.push(`potentially international ${was.potentiallyInternational ? 'yes' : 'no'} → ${now.potentiallyInternational ? 'yes' : 'no'}`)
  }
  if (was.note !== now.note) parts.push(`note ${quoted(was.note)} → ${quoted(now.note)}`)
  return parts.join('; ')
}

const states = (list: readonly string[]) => (list.length === 0 ? 'none' : list.join(', '))
const quoted = (value: string) => (value === '' ? '(none)' : `“${text(value)}”`)

function described(entry: RecommendationEntry): string {
  const where = entry.states.length > 0 ? ` in ${states(entry.states)}` : ''
  const international = entry.potentiallyInternational ? ', potentially international' : ''
  const note = entry.note ? `; note ${quoted(entry.note)}` : ''
  return `${quoted(entry.recommendation)}${where}${international}${note}`
}
