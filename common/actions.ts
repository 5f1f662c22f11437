/**
 * The actions a state may need (EXPOSURE.md: Voluntary Disclosure, File Back Returns, Register, Monitor),
 * their names and counts, as the viewer and the review both say them: small, because the home page (in
 * the app shell) counts them too. Each action's badge is the viewer's (web/src/statuses.ts).
 */
import type { ActionCounts, ExposureAction } from '../schemas/generated/types.ts'

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

/** Each action with how many (entity, state) pairs need it, in ACTIONS' order. */
export function actionTallies(counts: ActionCounts): { action: NonNullable<ExposureAction>; count: number }[] {
  return ACTIONS.map(({ action, key }) => ({ action, count: counts[key] }))
}
