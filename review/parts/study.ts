/**
 * The study itself: its product, tax year and recommendations page. Every generated file carries them
 * (`study`), so a change is said once here rather than once per file among the other changes.
 */
import { code, text } from '../markdown.ts'
import type { Part, StudyDiff } from '../study-diff.ts'
import type { StudyRef } from '../../schemas/generated/types.ts'
import { pathOf } from '../../report/routes.ts'

const FIELDS: { key: keyof StudyRef; name: string; shown: (value: StudyRef[keyof StudyRef]) => string }[] = [
  { key: 'productName', name: 'product', shown: (value) => text(String(value)) },
  { key: 'taxYear', name: 'tax year', shown: String },
  // the page the viewer names after the product's slug, as a reader knows it
  { key: 'slug', name: 'recommendations page', shown: (value) => code(pathOf('recommendations', { slug: String(value) })) },
]

const moved = ({ before, after }: StudyDiff) => FIELDS.filter(({ key }) => before.overview.study[key] !== after.overview.study[key])

/** Marks the files' changes of `study` that are the change said here as shown. */
function showIn(diff: StudyDiff, files: Iterable<string>): void {
  const [was, now] = [diff.before.overview.study, diff.after.overview.study]
  for (const { key } of moved(diff)) {
    for (const file of files) {
      for (const change of diff.changes.at(file, `study.${key}`)) if (change.before === was[key] && change.after === now[key]) change.shown = true
    }
  }
}

export const studyPart: Part = {
  summary(diff) {
    const fields = moved(diff)
    if (fields.length === 0) return undefined
    showIn(diff, new Set([...diff.before.files.keys(), ...diff.after.files.keys(), ...diff.strays]))
    const [was, now] = [diff.before.overview.study, diff.after.overview.study]
    const changes = fields.map(({ key, name, shown }) => `${name} ${shown(was[key])} → ${shown(now[key])}`).join('; ')
    return `The study changed: ${changes.charAt(0).toUpperCase()}${changes.slice(1)}.`
  },
  entity(entity, diff) {
    showIn(diff, entity.files)
    return []
  },
}
