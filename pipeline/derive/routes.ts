/** The viewer's routes, derived from the study so the viewer never builds a path itself. */
import type { EntityRef, StudyRef } from '../../schemas/generated/types.ts'
import type { EntityInput } from '../read/entity.ts'
import type { Study } from '../read/study.ts'

export const consolidatedPath = '/consolidated'
export const dataChecksPath = '/data-checks'
export const internationalPath = '/international'
/** The study's exposure page, in a study with exposure (EXPOSURE.md). */
export const studyExposurePath = '/exposure'

/** An entity's exposure page: beside its brand and separate pages. */
export function exposurePath(code: string): string {
  return `/brand-${code.toLowerCase()}-exposure`
}

/** An entity of the manifest or as read: its code, name and colour are all a reference needs. */
export function entityRef(entity: Pick<EntityInput, 'code' | 'name' | 'colour'>): EntityRef {
  const slug = entity.code.toLowerCase()
  return {
    code: entity.code,
    colour: entity.colour,
    name: entity.name,
    reportPath: `/brand-${slug}`,
    separatePath: `/brand-${slug}-separate`,
  }
}

export function studyRef(study: Study): StudyRef {
  return {
    productName: study.manifest.product.name,
    recommendationsPath: `/${study.manifest.product.slug}-recommendations`,
    taxYear: study.manifest.taxYear,
  }
}
