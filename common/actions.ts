/**
 * The actions a state may need (EXPOSURE.md: Voluntary Disclosure, File Back Returns, Register, Monitor),
 * their names, badges and counts: small, because the home page (in the app shell) counts them too.
 */
import type { ActionCounts, ExposureAction } from '../../schemas/generated/types.ts'
import type { BadgeVariant } from './statuses.ts'

/** The actions in the order EXPOSURE.md tries them, each with its key in ActionCounts. */
export const ACTIONS = [
  { action: 'Voluntary Disclosure', key: 'voluntaryDisclosure' },
  { action: 'File Back Returns', key: 'fileBackReturns' },
  { action: 'Register', key: 'register' },
  { action: 'Monitor', key: 'monitor' },
] as const satisfies readonly { action: NonNullable<ExposureAction>; key: keyof ActionCounts }[]

/** A state without an action, as a cell shows it. */
export const NO_ACTION = 'None'

export function actionLabel(action: ExposureAction): string {
  return action ?? NO_ACTION
}

/** Owed without relief is the most urgent; a disclosure next; registering, then watching. */
export function actionVariant(action: ExposureAction): BadgeVariant {
  if (action === 'File Back Returns') return 'destructive'
  if (action === 'Voluntary Disclosure') return 'warning'
  if (action === 'Register') return 'default'
  if (action === 'Monitor') return 'secondary'
  return 'outline'
}

/** Each action with how many (entity, state) pairs need it, in ACTIONS' order. */
export function actionTallies(counts: ActionCounts): { action: NonNullable<ExposureAction>; count: number }[] {
  return ACTIONS.map(({ action, key }) => ({ action, count: counts[key] }))
}
