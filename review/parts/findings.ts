/**
 * The data-check findings: their counts in the summary, and under each entity the findings added and
 * removed, read from findings.json (what the Data checks page lists) and grouped by the entity each
 * names. A finding is what it says: one whose message changed is one removed and one added.
 */
import { count } from '../../common/format.ts'
import { code, text } from '../markdown.ts'
import { same, type Change, type Json } from '../json-changes.ts'
import type { Part, StudyDiff } from '../study-diff.ts'
import type { Finding, FindingCounts } from '../../schemas/generated/types.ts'

const FILE = 'findings.json'

interface Moves {
  added: Change[]
  removed: Change[]
}

const memo = new WeakMap<StudyDiff, Map<string, Moves>>()

/** The changes that add and remove findings in findings.json, by the code of the entity each names. */
function findingMoves(diff: StudyDiff): Map<string, Moves> {
  const known = memo.get(diff)
  if (known) return known
  const moves = new Map<string, Moves>()
  const of = (code: string) => moves.get(code) ?? moves.set(code, { added: [], removed: [] }).get(code)!
  for (const change of diff.changes.at(FILE, 'findings[+]')) of((change.after as Finding).entity).added.push(change)
  for (const change of diff.changes.at(FILE, 'findings[-]')) of((change.before as Finding).entity).removed.push(change)
  memo.set(diff, moves)
  return moves
}

/** "10 → 9 (warnings 8 → 7, notices 2)". */
function counts(was: FindingCounts, now: FindingCounts): string {
  const moved = (a: number, b: number) => (a === b ? count(b) : `${count(a)} → ${count(b)}`)
  return `${moved(was.total, now.total)} (warnings ${moved(was.warning, now.warning)}, notices ${moved(was.notice, now.notice)})`
}

export const findingsPart: Part = {
  summary(diff) {
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
  },

  entity(entity, diff) {
    const moves = findingMoves(diff).get(entity.code)
    if (!moves) return []
    for (const change of [...moves.added, ...moves.removed]) change.shown = true
    // The entity's report lists the same findings: shown by these where it gained and lost exactly the same.
    const alike = (own: readonly Change[], study: readonly Change[], side: 'before' | 'after') =>
      own.length === study.length && own.every((change, index) => same(change[side] as Json, study[index]![side] as Json))
    const [added, removed] = [diff.changes.at(entity.file, 'findings[+]'), diff.changes.at(entity.file, 'findings[-]')]
    if (alike(added, moves.added, 'after') && alike(removed, moves.removed, 'before')) {
      for (const change of [...added, ...removed]) change.shown = true
    }
    return [
      ...moves.removed.map((change) => `- Finding removed ${described(change.before as Finding)}`),
      ...moves.added.map((change) => `- Finding added ${described(change.after as Finding)}`),
    ]
  },
}

/** "(warning, `NEGATIVE_SALES`, VT): message (nexus/L.csv:145)". */
function described(finding: Finding): string {
  const where = finding.state ? `, ${finding.state}` : ''
  return `(${finding.severity}, ${code(finding.code)}${where}): ${text(finding.message)} (${code(finding.source)})`
}
