/**
 * Each kind's declared tables, for the workbook (web/workbook.ts writes a sheet of each, in the registry's
 * order) and the tests. The pages import their own kind's module, so a page's chunk carries its tables
 * and the home page none. A kind not listed keeps its sheets in web/workbook.ts for now.
 */
import type { Kind } from '../kinds.ts'
import type { Table } from '../columns.ts'
import { consolidatedEntities, consolidatedStates } from './consolidated.ts'
import { entityStates } from './report.ts'
import { findingsTable } from './data-checks.ts'
import { ratesTable } from './rates.ts'
import { planDefaults, planRules, planSteps } from './plan.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table reads its own kind's file
export type AnyTable = Table<any, any>

export const TABLES: Partial<Record<Kind, readonly AnyTable[]>> = {
  // the returns' sheet (returns.ts) follows these: it reads every entity's exposure beside plan.json
  plan: [planSteps, planRules, planDefaults],
  report: [entityStates],
  consolidated: [consolidatedEntities, consolidatedStates],
  rates: [ratesTable],
  dataChecks: [findingsTable],
}
