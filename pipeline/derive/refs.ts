/**
 * How every generated file names an entity and the study: by code, name and colour, and by tax year,
 * product name and slug. No route: the viewer makes its paths from these (report/routes.ts).
 */
import type { EntityRef, StudyRef } from '../../schemas/generated/types.ts'
import type { EntityInput } from '../read/entity.ts'
import type { Study } from '../read/study.ts'

/** An entity of the manifest or as read: its code, name and colour are all a reference needs. */
export function entityRef(entity: Pick<EntityInput, 'code' | 'name' | 'colour'>): EntityRef {
  return { code: entity.code, colour: entity.colour, name: entity.name }
}

export function studyRef(study: Study): StudyRef {
  return {
    productName: study.manifest.product.name,
    slug: study.manifest.product.slug,
    taxYear: study.manifest.taxYear,
  }
}
