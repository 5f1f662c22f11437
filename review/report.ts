/**
 * The review of a study's change, in Markdown, shortest first: a heading and one paragraph of summary,
 * then a section for each entity with something to say, then every other change by file and JSON path.
 * The parts print in the order listed here; a new kind of output (exposure, say) is one more module in
 * parts/ and a line in each list. Identical studies give one line.
 */
import { code, entityName, plural, text } from './markdown.ts'
import { studyDiff, type EntityPart, type SummaryPart } from './study-diff.ts'
import { studySummary } from './parts/study.ts'
import { entitiesSummary } from './parts/entities.ts'
import { statusesBlock, statusesSummary } from './parts/statuses.ts'
import { moneyBlock, moneySummary } from './parts/money.ts'
import { recommendationsBlock } from './parts/recommendations.ts'
import { findingsBlock, findingsSummary } from './parts/findings.ts'
import { otherChanges } from './parts/other.ts'
import type { Versions } from './versions.ts'

const summaryParts: SummaryPart[] = [studySummary, entitiesSummary, statusesSummary, moneySummary, findingsSummary]
const entityParts: EntityPart[] = [statusesBlock, moneyBlock, recommendationsBlock, findingsBlock]

export function review(versions: Versions): string {
  const diff = studyDiff(versions)
  const { before, after } = diff
  if (diff.changes.all.length === 0 && diff.changes.formattingOnly.length === 0) {
    return `No changes: ${code(before.label)} and ${code(after.label)} hold the same study (${plural(after.files.size, 'file')}).\n`
  }
  const study = after.overview.study
  const summary = summaryParts.map((part) => part(diff)).filter((sentence) => sentence !== undefined)
  const lines = [
    `## What changed in the ${text(study.productName)} nexus study, tax year ${study.taxYear}`,
    '',
    [`From ${code(before.label)} to ${code(after.label)}.`, ...summary].join(' '),
  ]
  for (const entity of diff.entities) {
    const blocks = entityParts.map((part) => part(entity, diff)).filter((block) => block.length > 0)
    if (blocks.length === 0) continue
    lines.push('', `### ${entityName(entity.ref)}${entity.before ? (entity.after ? '' : ': removed') : ': added'}`)
    for (const block of blocks) lines.push('', ...block)
  }
  const other = otherChanges(diff)
  if (other.length > 0) lines.push('', ...other)
  return `${lines.join('\n')}\n`
}

/**
 * The review cut at a line to fit `most` characters (a pull request comment has a limit), saying how
 * much was left out; whole when it fits.
 */
export function cut(review: string, most: number): string {
  if (review.length <= most) return review
  const lines = review.split('\n')
  const note = (left: number) => `\n… ${plural(left, 'more line')} left out to stay within ${most.toLocaleString('en-US')} characters: npm run diff prints them all.\n`
  let length = 0
  let kept = 0
  while (kept < lines.length && length + lines[kept]!.length + 1 + note(lines.length).length <= most) length += lines[kept++]!.length + 1
  return `${lines.slice(0, kept).join('\n')}\n${note(lines.length - kept - 1)}`
}
