/**
 * overview.json's executive summary: its money is the consolidated report's and the exposure's totals,
 * which the review says already (the study's liability, its exposure), so a change there that moves
 * with them is shown; what only the summary holds (the counts per action, the dates ahead) is left
 * among the other changes.
 */
import type { Part } from '../study-diff.ts'

/** A summary's figure and where the study says it first. */
const MIRRORED: readonly (readonly [string, string, string])[] = [
  ['summary.liabilityCents', 'consolidated.json', 'totals.liabilityCents'],
  ['summary.liabilitySinceNexusCents', 'consolidated.json', 'totals.liabilitySinceNexusCents'],
  ['summary.asOf', 'overview.json', 'asOf'],
  ['summary.vdaSavingCents', 'overview.json', 'exposure.totals.vdaSavingCents'],
  ['summary.exposure.taxCents', 'overview.json', 'exposure.totals.taxCents'],
  ['summary.exposure.interestCents', 'overview.json', 'exposure.totals.interestCents'],
  ['summary.exposure.penaltiesCents', 'overview.json', 'exposure.totals.penaltiesCents'],
  ['summary.exposure.exposureCents', 'overview.json', 'exposure.totals.exposureCents'],
]

export const summaryPart: Part = {
  summary({ changes }) {
    for (const [path, file, first] of MIRRORED) {
      for (const change of changes.at('overview.json', path)) {
        if (changes.at(file, first).some((there) => there.before === change.before && there.after === change.after)) change.shown = true
      }
    }
    return undefined
  },
}
