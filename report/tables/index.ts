/**
 * Every table of the study, by the kind of report it belongs to, in the order of its sheets: the workbook
 * (web/workbook.ts) writes a sheet of each, kind by kind in the registry's order. The pages import their
 * own kind's module (a page may show another kind's table, as the separate analysis shows its entity's
 * part of activity abroad), so a page's chunk carries its tables and the home page none.
 */
import type { Kind } from '../kinds.ts'
import type { Table } from '../columns.ts'
import { summaryTable } from './home.ts'
import { entityStates } from './report.ts'
import { exposuresTable } from './separate.ts'
import { entityStatesTable, entityYearsTable, stateMonthsTable, stateYearsTable } from './exposure.ts'
import { consolidatedEntities, consolidatedStates } from './consolidated.ts'
import { exposureEntitiesTable, exposureStatesTable, exposureYearsTable } from './study-exposure.ts'
import { computedActionsTable, recommendationsTable } from './recommendations.ts'
import { abroadTable, exchangeRatesTable } from './international.ts'
import { findingsTable } from './data-checks.ts'
import { ratesTable } from './rates.ts'
import { planDefaults, planRules, planSteps } from './plan.ts'
import { returnsTable } from './returns.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table reads its own kind's file
export type AnyTable = Table<any, any>

export const TABLES: Record<Kind, readonly AnyTable[]> = {
  home: [summaryTable],
  // the returns' sheet reads every entity's exposure beside plan.json (its sheetData)
  plan: [planSteps, planRules, planDefaults, returnsTable],
  report: [entityStates],
  separate: [exposuresTable],
  exposure: [entityYearsTable, entityStatesTable, stateYearsTable, stateMonthsTable],
  consolidated: [consolidatedEntities, consolidatedStates],
  studyExposure: [exposureEntitiesTable, exposureYearsTable, exposureStatesTable],
  recommendations: [recommendationsTable, computedActionsTable],
  international: [abroadTable, exchangeRatesTable],
  rates: [ratesTable],
  dataChecks: [findingsTable],
}
