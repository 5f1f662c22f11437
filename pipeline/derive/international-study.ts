/**
 * generated/international.json, gathered one entity at a time: each entity with activity abroad or
 * marked Potentially International, with its jurisdictions abroad and its sales abroad in USD; the
 * study's total in USD, the currencies without a rate and who sold in them; and the International
 * Considerations of recommendations.json (who is marked, and where each crossed).
 */
import { scaledToDecimal, sum } from '../money.ts'
import { minorUnits } from '../currencies.ts'
import { USD } from '../read/fx.ts'
import { entityRef, studyRef } from './refs.ts'
import { currencyWithoutRateFindings, type EntityAbroad } from './international.ts'
import type { EntityInput } from '../read/entity.ts'
import type { Study } from '../read/study.ts'
import type { AbroadStatusCounts, Finding, International, InternationalConsideration, InternationalEntity } from '../../schemas/generated/types.ts'

export class InternationalStudy {
  private readonly entities: InternationalEntity[] = []
  private readonly considerations: InternationalConsideration[] = []
  /** Each currency without a rate, and the entities (code and name only) that sold in it. */
  private readonly withoutRate = new Map<string, { code: string; name: string }[]>()
  private readonly statusCounts: AbroadStatusCounts = { approaching: 0, crossed: 0, exposed: 0, other: 0 }
  private usdCents = 0
  /** Entities with sales or transactions outside the US. */
  withActivity = 0

  constructor(private readonly study: Study) {}

  add(input: EntityInput, { abroad, crossed, international, potentiallyInternational }: EntityAbroad): void {
    const ref = entityRef(input)
    if (abroad.length > 0) this.withActivity++
    if (abroad.length > 0 || potentiallyInternational) {
      this.entities.push({ entity: ref, jurisdictions: abroad, potentiallyInternational, salesAbroad: international.salesAbroad })
    }
    if (crossed.length > 0 || potentiallyInternational) this.considerations.push({ crossed, entity: ref, potentiallyInternational })
    for (const currency of international.salesAbroad.currenciesWithoutRate) {
      const entities = this.withoutRate.get(currency) ?? []
      entities.push({ code: input.code, name: input.name })
      this.withoutRate.set(currency, entities)
    }
    for (const row of abroad) {
      const group = row.overallStatus === 'Crossed Threshold' ? 'crossed'
        : row.overallStatus === 'Approaching' ? 'approaching'
        : row.overallStatus === 'Exposed' ? 'exposed'
        : 'other'
      this.statusCounts[group]++
    }
    // Within the study's limit (read/sales-abroad.ts): exact.
    this.usdCents = sum([this.usdCents, international.salesAbroad.usdCents ?? 0])
  }

  /** The International Considerations of recommendations.json. */
  internationalConsiderations(): InternationalConsideration[] {
    return this.considerations
  }

  /** The findings about the whole study: one for each currency abroad without a rate. */
  findings(): Finding[] {
    return currencyWithoutRateFindings(this.study, this.withoutRate)
  }

  report(): International {
    const { fx } = this.study
    return {
      entities: this.entities,
      hasRates: fx !== null,
      rates: [...fx ?? []]
        .filter(([currency]) => currency !== USD)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([currency, rate]) => ({
          currency,
          minorUnits: minorUnits(currency),
          usdPerUnit: scaledToDecimal(rate.usdPerUnitMillionths, 6),
        })),
      salesAbroad: {
        currenciesWithoutRate: [...this.withoutRate]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([currency, entities]) => ({ currency, entities: entities.map((entity) => entity.code) })),
        usdCents: fx === null ? null : this.usdCents,
      },
      statusCounts: this.statusCounts,
      study: studyRef(this.study),
    }
  }
}
