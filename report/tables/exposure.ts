/**
 * An entity's exposure (EXPOSURE.md) in tables: its amounts year by year, its states in order of exposure
 * with the terms they were charged at, and each state's years and months (a part of the state's on its
 * page, every state's in the sheet). The four amounts and a state's first columns are the study's
 * exposure tables' too (study-exposure.ts).
 */
import type { EntityExposure, ExposureMonth, ExposureState, ExposureYear, NexusPeriod } from '../../schemas/generated/types.ts'
import type { Column, Table, Totals } from '../columns.ts'
import { yesNo } from '../columns.ts'
import { collectionText, periodsText } from '../exposureText.ts'

/** The four amounts of a row: tax not collected, interest, penalties and their sum, the exposure. */
export type Amounts = Pick<ExposureYear, 'taxCents' | 'interestCents' | 'penaltiesCents' | 'exposureCents'>

/** Tax, Interest, Penalties and Exposure, for any row that carries the four amounts (or, through `of`, holds them). */
export function amountColumns<Row>(of: (row: Row) => Amounts): Column<Row>[] {
  return [
    { key: 'tax', header: 'Tax', kind: 'money', value: (row) => of(row).taxCents, width: 17 },
    { key: 'interest', header: 'Interest', kind: 'money', value: (row) => of(row).interestCents, width: 17 },
    { key: 'penalties', header: 'Penalties', kind: 'money', value: (row) => of(row).penaltiesCents, width: 17 },
    { key: 'exposure', header: 'Exposure', kind: 'money', value: (row) => of(row).exposureCents, width: 17 },
  ]
}

/** The TOTAL of the four amounts: an entity's, a state's or the study's own figures, the sums of their rows. */
export const amountTotals = (of: Amounts): Totals => ({ tax: of.taxCents, interest: of.interestCents, penalties: of.penaltiesCents, exposure: of.exposureCents })

/** A year's columns: the year and its amounts, for any row that holds a year (through `of`). */
export function yearColumns<Row>(of: (row: Row) => ExposureYear): Column<Row>[] {
  return [{ key: 'year', header: 'Year', kind: 'year', value: (row) => of(row).year, width: 8 }, ...amountColumns(of)]
}

type StateFacts = { state: string; stateName: string; action: ExposureState['action']; recommended: boolean; nexusPeriods: NexusPeriod[] }

/** A state's first columns in the exposure tables: its code and name, its action, whether the adviser lists it, its nexus periods. */
export function stateColumns<Row>(of: (row: Row) => StateFacts): Column<Row>[] {
  return [
    { key: 'state', header: 'State', kind: 'state', value: (row) => of(row).state, width: 8 },
    { key: 'stateName', header: 'State Name', kind: 'text', value: (row) => of(row).stateName, detail: true, width: 18 },
    // no action is an empty cell; the page says None
    { key: 'action', header: 'Action', kind: 'text', value: (row) => of(row).action, width: 20 },
    { key: 'recommended', header: 'Recommended', kind: 'text', value: (row) => yesNo(of(row).recommended), detail: true, width: 12 },
    { key: 'periods', header: 'Nexus Periods', kind: 'text', value: (row) => periodsOrNone(of(row).nexusPeriods, periodsText), width: 26 },
    { key: 'collection', header: 'Collection Starts', kind: 'text', value: (row) => periodsOrNone(of(row).nexusPeriods, collectionText), detail: true, width: 30 },
  ]
}

const periodsOrNone = (periods: readonly NexusPeriod[], text: (periods: readonly NexusPeriod[]) => string) => (periods.length === 0 ? null : text(periods))

/** A state's voluntary disclosure: what it would settle for and the saving, null where the state offers none. */
export function vdaColumns<Row>(of: (row: Row) => { exposureCents: number | null; savingCents: number | null }): Column<Row>[] {
  return [
    { key: 'vdaExposure', header: 'VDA Exposure', kind: 'money', value: (row) => of(row).exposureCents, width: 17 },
    // the page shows it under the VDA exposure
    { key: 'vdaSaving', header: 'VDA Saving', kind: 'money', value: (row) => of(row).savingCents, detail: true, width: 17 },
  ]
}

const span = ({ firstYear, asOf }: { firstYear: number; asOf: string }) => `from ${firstYear} to ${asOf}`

export const entityYearsTable: Table<EntityExposure, ExposureYear> = {
  id: 'entity-exposure-years',
  caption: 'Exposure by Year',
  columns: yearColumns((row: ExposureYear) => row),
  rows: ({ totals }) => totals.byYear,
  total: ({ totals }) => amountTotals(totals),
  sheet: { name: ({ entity }) => `${entity.code} exposure by year`, title: (data) => `${data.entity.name}: exposure ${span(data)} by year (a month counts in its own year)` },
}

/** The exposure a state adds in each year, by the year's key in a row and its TOTAL. */
const yearKey = (year: number) => `year${year}`

export const entityStatesTable: Table<EntityExposure, ExposureState> = {
  id: 'entity-exposure-states',
  caption: 'States by Exposure',
  columns: ({ totals }) => [
    ...stateColumns((row: ExposureState) => row),
    { key: 'nexusOnAsOf', header: 'Nexus on As Of', kind: 'text', value: (row) => yesNo(row.nexusOnAsOf), detail: true, width: 10 },
    { key: 'percentOnAsOf', header: '% of Threshold on As Of', kind: 'percent', digits: 2, value: (row) => row.percentOfThresholdOnAsOf, detail: true, width: 12 },
    { key: 'rate', header: 'Tax Rate', kind: 'rate', value: (row) => row.terms.ratePercent, detail: true, width: 10 },
    { key: 'interestRate', header: 'Interest Rate', kind: 'rate', value: (row) => row.terms.interestRatePercent, detail: true, width: 10 },
    { key: 'penaltyRate', header: 'Penalty Rate', kind: 'rate', value: (row) => row.terms.penaltyRatePercent, detail: true, width: 10 },
    { key: 'lookBack', header: 'VDA Look Back Months', kind: 'count', value: (row) => row.terms.vdaLookBackMonths, detail: true, width: 12 },
    { key: 'coversFrom', header: 'VDA Covers From', kind: 'date', value: (row) => row.vda?.coversFrom ?? null, detail: true, width: 10 },
    { key: 'rule', header: 'Rule', kind: 'text', value: (row) => row.terms.ruleSource, detail: true, width: 18 },
    ...amountColumns((row: ExposureState) => row),
    ...vdaColumns((row: ExposureState) => ({ exposureCents: row.vda?.exposureCents ?? null, savingCents: row.vda?.savingCents ?? null })),
    ...totals.byYear.map(({ year }): Column<ExposureState> => ({
      key: yearKey(year),
      header: `${year} Exposure`,
      kind: 'money',
      value: (row) => row.byYear.find((own) => own.year === year)?.exposureCents ?? null,
      detail: true,
      width: 17,
    })),
  ],
  rows: ({ states }) => states,
  total: ({ totals }) => ({ ...amountTotals(totals), ...Object.fromEntries(totals.byYear.map((year) => [yearKey(year.year), year.exposureCents])) }),
  sheet: {
    name: ({ entity }) => `${entity.code} exposure by state`,
    title: (data) => `${data.entity.name}: exposure ${span(data)} by state, the largest first (computed from ${data.salesFile})`,
  },
}

/** A year of a state. */
export type StateYear = { state: ExposureState; year: ExposureYear }

/** A state's years, as its part of the table. */
export const stateYears = (state: ExposureState): StateYear[] => state.byYear.map((year) => ({ state, year }))

export const stateYearsTable: Table<EntityExposure, StateYear> = {
  id: 'state-exposure-years',
  caption: 'By Year',
  columns: [
    { key: 'state', header: 'State', kind: 'state', value: ({ state }) => state.state, detail: true, width: 8 },
    ...yearColumns(({ year }: StateYear) => year),
  ],
  rows: ({ states }) => states.flatMap(stateYears),
  total: ({ totals }) => amountTotals(totals),
  sheet: { name: ({ entity }) => `${entity.code} state exposure by year`, title: (data) => `${data.entity.name}: each state's exposure ${span(data)} by year` },
}

/** A month of a state's collection days. */
export type StateMonth = { state: ExposureState; month: ExposureMonth }

/** A state's months, as its part of the table: every one, or those given. */
export const stateMonths = (state: ExposureState, months = state.months): StateMonth[] => months.map((month) => ({ state, month }))

/** The months' TOTAL: tax, interest and penalties are the state's or the entity's (a month without sales owes none of them). */
export const monthTotals = (of: Amounts): Totals => ({ tax: of.taxCents, interest: of.interestCents, penalty: of.penaltiesCents })

export const stateMonthsTable: Table<EntityExposure, StateMonth> = {
  id: 'state-exposure-months',
  caption: 'Months',
  columns: [
    { key: 'state', header: 'State', kind: 'state', value: ({ state }) => state.state, detail: true, width: 8 },
    { key: 'month', header: 'Month', kind: 'date', value: ({ month }) => month.month, width: 9 },
    { key: 'taxable', header: 'Taxable Sales', kind: 'money', value: ({ month }) => month.taxableSalesCents, width: 17 },
    { key: 'tax', header: 'Tax', kind: 'money', value: ({ month }) => month.taxCents, width: 17 },
    { key: 'due', header: 'Due Date', kind: 'date', value: ({ month }) => month.dueDate, width: 11 },
    { key: 'days', header: 'Days of Interest', kind: 'count', value: ({ month }) => month.interestDays, width: 10 },
    { key: 'interest', header: 'Interest', kind: 'money', value: ({ month }) => month.interestCents, width: 17 },
    { key: 'penalty', header: 'Penalty', kind: 'money', value: ({ month }) => month.penaltyCents, width: 17 },
    { key: 'vda', header: 'VDA Covered', kind: 'text', value: ({ month }) => yesNo(month.vdaCovered), width: 10 },
  ],
  rows: ({ states }) => states.flatMap((state) => stateMonths(state)),
  // no sheet where no state has a month: a law study, whose returns (the Returns sheet) stand in for them
  when: ({ states }) => states.some((state) => state.months.length > 0),
  total: ({ totals }) => monthTotals(totals),
  sheet: {
    name: ({ entity }) => `${entity.code} exposure by month`,
    title: ({ entity, asOf }) => `${entity.name}: each month of collection days, state by state (due the 20th of the next month; interest to ${asOf})`,
  },
}
