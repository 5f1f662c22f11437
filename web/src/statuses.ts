/**
 * What each status means and how its badge looks (SPEC.md section 4). The entity report and the
 * separate-entity page colour the same status differently, as the original product did.
 */
import type { JurisdictionStatus } from '../../schemas/generated/types.ts'

export type BadgeVariant = 'destructive' | 'warning' | 'default' | 'secondary' | 'outline'

export const statusMeaning: Record<JurisdictionStatus, string> = {
  'Crossed Threshold': 'Economic nexus established: registration and collection required.',
  Approaching: 'Sales are at 80% or more of the threshold: monitor closely.',
  Exposed: 'Sales activity in the state, but the threshold is not exceeded.',
  'Not Exposed': 'No activity that counts toward the threshold.',
  'No Sales Tax': 'The state levies no general sales tax.',
  'Not Determined': 'The nexus export left the status blank, for example because sales were negative.',
}

export function reportVariant(status: JurisdictionStatus): BadgeVariant {
  if (status === 'Crossed Threshold') return 'destructive'
  if (status === 'Exposed') return 'warning'
  return 'secondary'
}

export function separateVariant(status: JurisdictionStatus): BadgeVariant {
  if (status === 'Crossed Threshold') return 'destructive'
  if (status === 'Approaching') return 'default'
  if (status === 'Exposed') return 'secondary'
  return 'outline'
}
