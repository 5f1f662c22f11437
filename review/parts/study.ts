/**
 * The study itself: its product and tax year. Every generated file carries them (`study`), so a change
 * is said once here rather than once per file among the other changes.
 */
import { code, text } from '../markdown.ts'
import type { SummaryPart } from '../study-diff.ts'
import type { StudyRef } from '../../schemas/types.ts'

const FIELDS: { key: keyof StudyRef; name: string; shown: (value: StudyRef[keyof StudyRef]) => string }[] = [
  { key: 'productName', name: 'product', shown: (value) => text(String(value)) },
  { key: 'taxYear', name: 'tax year', shown: String },
  { key: 'recommendationsPath', name: 'recommendations page', shown: (value) => code(String(value)) },
]

export const studySummary: SummaryPart = ({ before, after, changes }) => {
  const [was, now] = [before.overview.study, after.overview.study]
  const moved = FIELDS.filter(({ key }) => was[key] !== now[key])
  if (moved.length === 0) return undefined
  for (const { key } of moved) {
    for (const change of changes.all) {
      if (change.path === `study.${key}` && change.before === was[key] && change.after === now[key]) change.shown = true
    }
  }
  const [first, ...rest] = moved.map(({ key, name, shown }) => `${name} ${shown(was[key])} → ${shown(now[key])}`)
  return `The study changed: ${[first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join('; ')}.`
}
