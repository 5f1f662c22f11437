/**
 * Activity outside the US: every entity's jurisdictions abroad in one table (the workbook's sheet; each
 * entity's part on the international page and on its separate analysis), each amount in its own
 * currency and, where the study gives exchange rates, in USD; and those exchange rates.
 */
import type { EntityRef, EntityReport, FxRate, International, InternationalActivity } from '../../schemas/generated/types.ts'
import { entryOf } from '../kinds.ts'
import type { Column, Table, Totals } from '../columns.ts'
import { yesNo } from '../columns.ts'

/** A jurisdiction abroad beside its entity. */
export type AbroadRow = { entity: EntityRef; place: InternationalActivity }

/** Entities with their activity abroad and its sum in USD (null without exchange rates): international.json's, or one entity's. */
export type Abroad = {
  entities: readonly { entity: EntityRef; jurisdictions: readonly InternationalActivity[]; salesAbroad: { usdCents: number | null } }[]
  salesAbroad: { usdCents: number | null }
}

/** An entity's rows. */
export const abroadRows = (entity: EntityRef, jurisdictions: readonly InternationalActivity[]): AbroadRow[] => jurisdictions.map((place) => ({ entity, place }))

/** The TOTAL of rows abroad: their sales in USD, each country once (a province's are its country's). */
export const abroadTotal = (salesAbroad: { usdCents: number | null }): Totals | undefined => (salesAbroad.usdCents === null ? undefined : { usd: salesAbroad.usdCents })

/** One entity's activity abroad as the table's data (its separate analysis). */
export const entityAbroad = ({ entity, international }: EntityReport): Abroad => ({ entities: [{ entity, ...international }], salesAbroad: international.salesAbroad })

const currency = ({ place }: AbroadRow) => ({ currency: place.currency, minorUnits: place.minorUnits })

const columns: Column<AbroadRow>[] = [
  { key: 'code', header: 'Code', kind: 'code', value: ({ entity }) => entity.code, detail: true, width: 8 },
  { key: 'entity', header: 'Entity', kind: 'text', value: ({ entity }) => entity.name, detail: true, width: 20 },
  { key: 'jurisdiction', header: 'Jurisdiction', kind: 'code', value: ({ place }) => place.jurisdiction, width: 22 },
  { key: 'name', header: 'Name', kind: 'text', value: ({ place }) => place.name, detail: true, width: 26 },
  // the page shows the day crossed beside the status
  { key: 'status', header: 'Status', kind: 'text', value: ({ place }) => place.overallStatus, width: 18 },
  { key: 'currency', header: 'Currency', kind: 'code', value: ({ place }) => place.currency, detail: true, width: 10 },
  { key: 'sales', header: 'Total Sales', kind: 'minor', value: ({ place }) => place.totalSalesMinor, currency, width: 20 },
  { key: 'threshold', header: 'Threshold', kind: 'minor', value: ({ place }) => place.salesThresholdMinor, currency, width: 20 },
  { key: 'percent', header: '% of Threshold', kind: 'percent', value: ({ place }) => place.percentOfThreshold, width: 12 },
  { key: 'transactions', header: 'Transactions', kind: 'count', value: ({ place }) => place.transactionsCount, detail: true },
  { key: 'transactionThreshold', header: 'Transaction Threshold', kind: 'count', value: ({ place }) => place.transactionsThreshold, detail: true },
  { key: 'transactionPercent', header: '% of Transaction Threshold', kind: 'percent', value: ({ place }) => place.percentOfTransactionsThreshold, detail: true, width: 12 },
  { key: 'dateCrossed', header: 'Date Crossed', kind: 'date', value: ({ place }) => place.dateCrossedThreshold, detail: true, width: 13 },
]

/** Only with exchange rates: each amount in USD, and whether it counts in the sales abroad (a province's counts through its country). */
const usdColumns: Column<AbroadRow>[] = [
  // its TOTAL counts each country once: the rows In Sales Abroad (a province's counts through its country)
  { key: 'usd', header: 'USD Equivalent', kind: 'money', value: ({ place }) => place.usdCents, width: 17, sumIf: { key: 'inTotal', equals: 'yes' } },
  { key: 'inTotal', header: 'In Sales Abroad', kind: 'text', value: ({ place }) => yesNo(place.inTotal), detail: true, width: 10 },
]

export const abroadTable: Table<Abroad, AbroadRow> = {
  id: 'abroad',
  caption: 'Activity Outside the US',
  columns: ({ salesAbroad }) => (salesAbroad.usdCents === null ? columns : [...columns, ...usdColumns]),
  rows: ({ entities }) => entities.flatMap(({ entity, jurisdictions }) => abroadRows(entity, jurisdictions)),
  total: ({ salesAbroad }) => abroadTotal(salesAbroad),
  when: ({ entities }) => entities.some(({ jurisdictions }) => jurisdictions.length > 0),
  sheet: {
    name: () => 'Activity abroad',
    title: ({ salesAbroad }) => `Activity outside the US, in each jurisdiction's currency${salesAbroad.usdCents === null ? '' : ' and in USD (the total counts each country once)'}`,
  },
  // Every entity's, its unattributed revenue included, which international.json leaves to the entity's report.
  sheetData: ({ overview, file }) => ({
    entities: overview.entities.map(({ entity }) => ({ entity, ...file<EntityReport>(entryOf('report').file(entity)).international })),
    salesAbroad: file<International>(entryOf('international').file).salesAbroad,
  }),
}

export const exchangeRatesTable: Table<International, FxRate> = {
  id: 'exchange-rates',
  caption: 'Exchange Rates',
  columns: [
    { key: 'currency', header: 'Currency', kind: 'code', value: (row) => row.currency, width: 10 },
    { key: 'usdPerUnit', header: 'USD per Unit', kind: 'decimal', value: (row) => row.usdPerUnit, width: 16 },
    { key: 'decimals', header: 'Decimals', kind: 'count', value: (row) => row.minorUnits, width: 10 },
  ],
  rows: (data) => data.rates,
  when: (data) => data.hasRates,
  sheet: { name: () => 'Exchange rates', title: () => 'Exchange rates the study gives: US dollars per unit of each currency, and its decimals' },
}
