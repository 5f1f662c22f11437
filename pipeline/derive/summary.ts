/**
 * overview.json's executive summary (issue 28): what a client reads first, in money. It leads with the
 * study's exposure where the study has one, else with the liability since nexus; then the states per
 * action with their amounts, those the adviser's rows do not mention, the disclosures' saving, the
 * collection starts still ahead, and what the figures assume. Every figure is one the other files
 * carry, summed here once so that the pages lay it out and compute nothing.
 */
import { sum } from '../money.ts'
import { byStateCode } from '../../schemas/us-states.ts'
import { isoDay } from '../transactions/dates.ts'
import type { Study } from '../read/study.ts'
import type { CollectionStartAhead, Conclusion, ConsolidatedTotals, EntityConclusions, ExecutiveSummary, OverviewExposure, SummaryAction } from '../../schemas/generated/types.ts'

const ACTION_ORDER = ['Voluntary Disclosure', 'File Back Returns', 'Register', 'Monitor'] as const

/** Without study.json's rateSource, what the methodology says of the rates. */
export const RATES_GIVEN = 'the rates given with the study'

/** The day the study speaks as of: exposure's asOf, else 31 December of the tax year. */
export function studyAsOf(study: Study): string {
  return study.scope.exposure ? isoDay(study.scope.exposure.asOf) : `${study.manifest.taxYear}-12-31`
}

/** What the summary is made of, gathered over the entities. */
export interface SummaryInputs {
  conclusions: readonly EntityConclusions[]
  totals: ConsolidatedTotals
  /** The study's exposure; null in a study without it. */
  exposure: OverviewExposure | null
  /** Each entity's collection starts still ahead, with the entity's place in the study. */
  ahead: readonly { index: number; entry: CollectionStartAhead }[]
  /** The (entity, state) pairs whose liability since nexus cannot be known. */
  statesWithoutSinceNexus: number
}

export function executiveSummary(study: Study, { conclusions, totals, exposure, ahead, statesWithoutSinceNexus }: SummaryInputs): ExecutiveSummary {
  const all = conclusions.flatMap(({ states }) => states)
  const amounts = (list: readonly Conclusion[]) => ({
    exposureCents: exposure ? sum(list.map((item) => item.exposureCents ?? 0)) : null,
    liabilitySinceNexusCents: sum(list.map((item) => item.liabilitySinceNexusCents ?? 0)),
  })
  const { manifest } = study
  const notListed = all.filter((item) => !item.listed)
  return {
    actions: ACTION_ORDER.map((action): SummaryAction => {
      const list = all.filter((item) => item.action === action)
      return { action, count: list.length, ...amounts(list) }
    }),
    asOf: studyAsOf(study),
    asOfBasis: exposure ? 'exposure' : 'tax year end',
    collectionStartsAhead: [...ahead]
      .sort((a, b) => (a.entry.collectionStart < b.entry.collectionStart ? -1 : a.entry.collectionStart > b.entry.collectionStart ? 1 : 0)
        || a.index - b.index || byStateCode(a.entry.state, b.entry.state))
      .map(({ entry }) => entry),
    disagreements: all.filter((item) => item.agreement === 'Disagrees').length,
    exposure: exposure && {
      exposureCents: exposure.totals.exposureCents,
      interestCents: exposure.totals.interestCents,
      penaltiesCents: exposure.totals.penaltiesCents,
      taxCents: exposure.totals.taxCents,
    },
    group: manifest.product.name,
    leadsWith: exposure ? 'exposure' : 'liability since nexus',
    liabilityCents: totals.liabilityCents,
    liabilitySinceNexusCents: totals.liabilitySinceNexusCents,
    notListed: { count: notListed.length, ...amounts(notListed) },
    preparedBy: manifest.preparedBy ?? null,
    rateSource: manifest.rateSource ?? RATES_GIVEN,
    rateSourceGiven: manifest.rateSource !== undefined,
    rulesIllustrative: manifest.rulesIllustrative ?? false,
    statesWithoutSinceNexus,
    vdaSavingCents: exposure ? exposure.totals.vdaSavingCents : null,
  }
}
