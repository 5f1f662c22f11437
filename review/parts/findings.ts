/**
 * The data-check findings: their counts in the summary, and under each entity the findings added and
 * removed, read from findings.json (what the Data checks page lists) and grouped by the entity each
 * names. A finding is what it says: one whose message changed is one removed and one added.
 */
import { count } from '../../web/src/format.ts'
import { code, text } from '../markdown.ts'
import { collectionMoves } from '../json-changes.ts'
import type { EntityPart, StudyDiff, SummaryPart } from '../study-diff.ts'
import type { Finding, FindingCounts } from '../../schemas/types.ts'

const FILE = 'findings.json'

interface Moves {
  added: Finding[]
  removed: Finding[]
}

const memo = new WeakMap<StudyDiff, Map<string, Moves>>()

/** The findings added and removed, by entity code (only entities with any). */
function findingMoves(diff: StudyDiff): Map<string, Moves> {
  const known = memo.get(diff)
  if (known) return known
  const moves = new Map<string, Moves>()
  if (!diff.unchanged(FILE)) {
    const { added, removed } = collectionMoves(diff.before.findings.findings, diff.after.findings.findings)
    const of = (code: string) => moves.get(code) ?? moves.set(code, { added: [], removed: [] }).get(code)!
    for (const finding of added) of(finding.entity).added.push(finding)
    for (const finding of removed) of(finding.entity).removed.push(finding)
  }
  memo.set(diff, moves)
  return moves
}

/** "10 → 9 (warnings 8 → 7, notices 2)". */
function counts(was: FindingCounts, now: FindingCounts): string {
  const moved = (a: number, b: number) => (a === b ? count(b) : `${count(a)} → ${count(b)}`)
  return `${moved(was.total, now.total)} (warnings ${moved(was.warning, now.warning)}, notices ${moved(was.notice, now.notice)})`
}

export const findingsSummary: SummaryPart = (diff) => {
  const [was, now] = [diff.before.findings.counts, diff.after.findings.counts]
  for (const [file, path] of [[FILE, 'counts'], ['overview.json', 'findingCounts']] as const) {
    for (const key of ['total', 'warning', 'notice'] as const) {
      for (const change of diff.changes.at(file, `${path}.${key}`)) if (change.before === was[key] && change.after === now[key]) change.shown = true
    }
  }
  let added = 0
  let removed = 0
  for (const moves of findingMoves(diff).values()) {
    added += moves.added.length
    removed += moves.removed.length
  }
  if (added === 0 && removed === 0) return `Findings unchanged: ${counts(was, now)}.`
  const what = [added > 0 ? `${count(added)} added` : '', removed > 0 ? `${count(removed)} removed` : ''].filter(Boolean).join(', ')
  return `Findings ${counts(was, now)}: ${what}.`
}

export const findingsBlock: EntityPart = (entity, diff) => {
  const moves = findingMoves(diff).get(entity.code)
  if (!moves) return []
  for (const change of diff.changes.in(FILE)) {
    const item = (change.kind === 'added' ? change.after : change.before) as Finding | undefined
    if ((change.path === 'findings[+]' || change.path === 'findings[-]') && item?.entity === entity.code) change.shown = true
  }
  // The entity's report lists the same findings: shown by these when it moved exactly as findings.json did.
  if (entity.before && entity.after && !entity.unchanged) {
    const own = collectionMoves(entity.before.findings, entity.after.findings)
    const same = (a: Finding[], b: Finding[]) => JSON.stringify(a) === JSON.stringify(b)
    if (same(own.added, moves.added) && same(own.removed, moves.removed)) diff.changes.showUnder(entity.file, 'findings')
  }
  return [
    ...moves.removed.map((finding) => `- Finding removed ${described(finding)}`),
    ...moves.added.map((finding) => `- Finding added ${described(finding)}`),
  ]
}

/** "(warning, `NEGATIVE_SALES`, VT): message (nexus/L.csv:145)". */
function described(finding: Finding): string {
  const where = finding.state ? `, ${finding.state}` : ''
  return `(${finding.severity}, ${code(finding.code)}${where}): ${text(finding.message)} (${code(finding.source)})`
}
