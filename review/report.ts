/**
 * The review of a study's change, in Markdown, shortest first: a heading and one paragraph of summary,
 * then a section for each entity with something to say, then every other change by file and JSON path.
 * The parts print in the site's reading order: each is listed here with the kind of report it speaks of,
 * and the registry (report/kinds.ts) orders the kinds; a part that names its report (the recommendations,
 * the exposure) names it as the site and the PDF do, by the registry's section name. A new kind of output
 * is one more module in parts/ and one more line in the list. Identical studies give one line.
 *
 * One entity at a time: its files of both versions are read, compared and its section made, then let go
 * of, so that memory holds the study-level files and one entity, not two whole studies (a study may
 * have 10,000 entities). Nothing is printed until both sides have been read whole: an unreadable file
 * anywhere refuses the comparison.
 */
import { code, entityName, text } from './markdown.ts'
import { plural } from '../common/format.ts'
import { loadEntity, studyDiff, type Part } from './study-diff.ts'
import { Reader, notCompiled } from './versions.ts'
import { Unreadable, byPath, type Side } from './sides/side.ts'
import { studyPart } from './parts/study.ts'
import { entitiesPart } from './parts/entities.ts'
import { statusesPart } from './parts/statuses.ts'
import { moneyPart } from './parts/money.ts'
import { exposurePart } from './parts/exposure.ts'
import { planPart } from './parts/plan.ts'
import { returnsPart } from './parts/returns.ts'
import { recommendationsPart } from './parts/recommendations.ts'
import { findingsPart } from './parts/findings.ts'
import { ratesPart } from './parts/rates.ts'
import { summaryPart } from './parts/summary.ts'
import { otherChanges, otherSection } from './parts/other.ts'
import { KINDS, type Kind } from '../report/kinds.ts'

/** The parts in the registry's order of the kinds they speak of; parts of one kind in the order listed. */
function inReadingOrder(list: readonly (readonly [Part, Kind])[]): Part[] {
  const rank = (kind: Kind) => KINDS.findIndex((entry) => entry.kind === kind)
  return [...list].sort(([, a], [, b]) => rank(a) - rank(b)).map(([part]) => part)
}

const parts = inReadingOrder([
  [studyPart, 'home'],
  [entitiesPart, 'home'],
  // the executive summary's money, the totals' mirror
  [summaryPart, 'home'],
  // the plan's steps and assumptions
  [planPart, 'plan'],
  [statusesPart, 'report'],
  // an entity's revenue and liability, and the study's totals
  [moneyPart, 'report'],
  // an entity's exposure, and the study's
  [exposurePart, 'exposure'],
  // a law study's returns, state by state
  [returnsPart, 'exposure'],
  [recommendationsPart, 'recommendations'],
  [ratesPart, 'rates'],
  [findingsPart, 'dataChecks'],
])

/** A side with more unreadable files than this lists that many, then counts the rest. */
const MAX_PROBLEMS = 20

export async function review(before: Side, after: Side): Promise<string> {
  const refused = [...notCompiled(before), ...notCompiled(after)]
  if (refused.length > 0) throw new Unreadable(refused)
  const reader = new Reader(before, after)
  try {
    const diff = await studyDiff(reader)
    if (!diff) throw unreadable(reader.problems)
    const sections: string[] = []
    const other = new Map<string, string[]>()
    for (const entity of diff.entities) {
      if (!(await loadEntity(entity, diff, reader))) continue
      const blocks = parts.map((part) => part.entity?.(entity, diff) ?? []).filter((block) => block.length > 0)
      if (blocks.length > 0) {
        sections.push('', `### ${entityName(entity.ref)}${entity.listedBefore ? (entity.listedAfter ? '' : ': removed') : ': added'}`)
        for (const block of blocks) sections.push('', ...block)
      }
      for (const file of entity.files) other.set(file, otherChanges(diff.changes.take(file)))
      entity.before = entity.after = undefined
    }
    const strays = await reader.read(diff.strays)
    for (const file of diff.strays) diff.changes.compare(file, strays.before.get(file), strays.after.get(file))
    if (reader.problems.length > 0) throw unreadable(reader.problems)

    const summary = parts.map((part) => part.summary?.(diff)).filter((sentence) => sentence !== undefined)
    for (const file of [...diff.before.files.keys(), ...diff.after.files.keys(), ...diff.strays]) {
      if (!other.has(file)) other.set(file, otherChanges(diff.changes.take(file)))
    }
    if (diff.changes.total === 0) {
      const files = new Set([...before.files, ...after.files]).size
      return `No changes: ${code(before.label)} and ${code(after.label)} hold the same study (${plural(files, 'file')}).\n`
    }
    const study = diff.after.overview.study
    const lines = [
      `## What changed in the ${text(study.productName)} nexus study, tax year ${study.taxYear}`,
      '',
      [`From ${code(before.label)} to ${code(after.label)}.`, ...summary].join(' '),
      ...sections,
      ...otherSection([...other].sort(([a], [b]) => byPath(a, b)).flatMap(([, lines]) => lines)),
    ]
    return `${lines.join('\n')}\n`
  } finally {
    before.close()
    after.close()
  }
}

function unreadable(problems: readonly string[]): Unreadable {
  if (problems.length <= MAX_PROBLEMS) return new Unreadable(problems)
  return new Unreadable([...problems.slice(0, MAX_PROBLEMS), `… and ${problems.length - MAX_PROBLEMS} more unreadable files`])
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
