/**
 * The codes `npm run rules -- check` prints beside the pipeline's own problem codes (problem-codes.ts),
 * each with what it means and how severe it is when linting the rules library and when linting a study's
 * own tables. The library promises every row cited and a state's rows in date order (rules/us/README.md),
 * so those are errors there; a study is held to LAW.md, where a row without a Source is a notice and the
 * order of rows is free. null: not checked in that mode. docs/rules-usage.md lists them from here
 * (tests/rules/check.test.ts keeps the two the same).
 */
export type Severity = 'error' | 'warning' | 'notice'

export const checkCodes = {
  RULE_WITHOUT_SOURCE: { meaning: 'a row that names no Source (LAW.md\'s finding)', library: 'error', study: 'notice' },
  NOT_VERIFIED: { meaning: 'a library row without a Verified On', library: 'error', study: null },
  OUT_OF_DATE_ORDER: { meaning: 'a state\'s row dated before one above it in the same file', library: 'error', study: 'warning' },
  COLLECTION_DELAYED_TWICE: { meaning: 'a threshold measuring the previous calendar year that starts collecting the next year (LAW.md\'s finding)', library: 'warning', study: 'warning' },
  VERIFIED_LONG_AGO: { meaning: 'a Verified On more than a year before --today', library: 'warning', study: 'warning' },
  DIFFERS_FROM_LIBRARY: { meaning: 'a study\'s row whose terms differ from the library\'s row in force on its Effective From, or that the library has no row in force for', library: null, study: 'warning' },
} as const satisfies Record<string, { meaning: string; library: Severity | null; study: Severity | null }>

export type CheckCode = keyof typeof checkCodes
