/**
 * Build step after the prerender: the whole study as one .xlsx workbook in the site (linked from the home
 * and consolidated pages), a sheet per table in the site's reading order (report/kinds.ts): summary, each
 * entity's states and exposures (and its exposure by state and by month), consolidated entities and
 * states, the exposure by entity, year and state (a study with exposure), recommendations, activity
 * abroad, data checks. Figures are numbers, not
 * text, with number formats: money as dollars (cents ÷ 100) in '"$"#,##0.00', an amount abroad in its
 * currency with the currency's own decimals ('#,##0 "JPY"', '#,##0.000 "KWD"'), rates as '0.000"%"', so
 * advisers can work with them. Read from generated/ only; exceljs runs here, never in the browser bundle.
 * One line of output: the file, its sheets, size and time.
 */
import { mkdir, readFile, readdir, rename, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ExcelJS from 'exceljs'
import type {
  Consolidated,
  EntityExposure,
  EntityReport,
  Exposure,
  ExposureState,
  ExposureTotals,
  Findings,
  International,
  InternationalActivity,
  NexusPeriod,
  Overview,
  Plan,
  Recommendations,
  StudyExposure,
} from '../schemas/generated/types.ts'
import { distDir, generatedDir, shown } from './folders.ts'
import { KINDS, places, type Entry, type Kind as ReportKind, type Place } from '../report/kinds.ts'
import { tableOf, totalValues, type Column as Declared, type Table as DeclaredTable } from '../report/columns.ts'
import { TABLES } from '../report/tables/index.ts'
import { returnsTable } from '../report/tables/returns.ts'
import { ACTIONS } from '../common/actions.ts'
import { studyFileName } from './src/downloads.ts'
import { collectionText, periodsText } from './src/exposure.ts'
import { WHOLE_STUDY, findingRows } from '../report/findingRows.ts'

/**
 * The number formats by kind. A percentage or rate is written as the fraction it is (12.5 % as 0.125)
 * under a percent format, so a formula can multiply by it; a date as a date (a month as its first day).
 */
export const FORMATS = {
  usd: '"$"#,##0.00',
  rate: '0.000%',
  percent1: '0.0%',
  percent2: '0.00%',
  count: '#,##0',
  date: 'yyyy-mm-dd',
  month: 'yyyy-mm',
} as const

/** 'minor': an amount in a currency of its row, formatted by the table's formatOf; 'date': YYYY-MM-DD or YYYY-MM. */
type Kind = Exclude<keyof typeof FORMATS, 'month'> | 'text' | 'minor'
type Value = string | number | null
/** sumIf: the rows its TOTAL adds up, where not all (the returns still assessable): a SUMIF over that column. */
type Column = { header: string; kind: Kind; width?: number; sumIf?: { header: string; equals: string } }
export type Table = {
  sheet: string
  title: string
  columns: Column[]
  rows: Value[][]
  /**
   * The TOTAL row: every money column's cell a SUM of the rows above (its cached result the rows' cents
   * added up, which must be the file's total where the file gives one); the other columns as given.
   */
  total?: Value[]
  /** A cell's format where its column's kind does not say (the summary's mixed value column, an amount abroad); index is the row's in rows. */
  formatOf?: (row: Value[], column: number, index: number) => string | undefined
}

export type StudyData = {
  overview: Overview
  consolidated: Consolidated
  entities: EntityReport[]
  recommendations: Recommendations
  findings: Findings
  international: International
  /** In a study with exposure: the study's (exposure.json) and each entity's with dated sales, in the study's order. */
  exposure?: { study: StudyExposure; entities: EntityExposure[] }
  /** The file of each study-level kind of the registry (report/kinds.ts) that reads one, by its name: the declared tables' data. */
  files: Record<string, unknown>
}

export async function readGenerated(dir = generatedDir()): Promise<StudyData> {
  const json = async <T>(file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as T
  const overview = await json<Overview>('overview.json')
  const available = new Set(await readdir(join(dir, 'entities')))
  const entities = await Promise.all(
    overview.entities.map(({ entity }) => {
      const file = `${entity.code}.json`
      if (!available.has(file)) throw new Error(`generated/entities/${file} is missing`)
      return json<EntityReport>(`entities/${file}`)
    }),
  )
  const exposures = overview.exposure
    ? {
        study: await json<StudyExposure>('exposure.json'),
        entities: await Promise.all(overview.entities.filter(({ exposureFile }) => exposureFile).map(({ entity }) => json<EntityExposure>(`exposure/${entity.code}.json`))),
      }
    : undefined
  const files: Record<string, unknown> = {}
  for (const entry of KINDS as readonly Entry[]) if (entry.of === 'study' && entry.file !== null && (entry.when?.(overview) ?? true)) files[entry.file] = await json(entry.file)
  return {
    overview,
    files,
    consolidated: await json<Consolidated>('consolidated.json'),
    entities,
    recommendations: await json<Recommendations>('recommendations.json'),
    findings: await json<Findings>('findings.json'),
    international: await json<International>('international.json'),
    ...(exposures && { exposure: exposures }),
  }
}

/** Cents as dollars: exact to the cent, since every cent amount below 2^53 ÷ 100 has a nearest double that rounds back. */
const dollars = (cents: number) => cents / 100
const text = (header: string, width = 14): Column => ({ header, kind: 'text', width })
const usd = (header: string): Column => ({ header, kind: 'usd', width: 17 })

function summaryTable({ overview, consolidated, findings, international, exposure }: StudyData): Table {
  const { study } = overview
  const { totals } = consolidated
  return {
    sheet: 'Summary',
    title: `${study.productName} Economic Nexus Study, Tax Year ${study.taxYear}`,
    columns: [text('Figure', 34), { header: 'Value', kind: 'text', width: 20 }],
    rows: [
      ['Product', study.productName],
      ['Tax year', study.taxYear],
      ['Entities', overview.entityCount],
      ['Jurisdictions with activity', overview.jurisdictionsWithActivity],
      ['Total revenue', dollars(totals.totalRevenueCents)],
      ['Taxable revenue', dollars(totals.taxableRevenueCents)],
      ['Taxable share of revenue', totals.taxableSharePercent],
      ['Total tax liability', dollars(totals.liabilityCents)],
      ['Effective rate', totals.effectiveRatePercent],
      ['States with nexus', totals.statesWithNexus],
      ['Entities with activity abroad', overview.entitiesWithActivityAbroad],
      ...(international.salesAbroad.usdCents === null ? [] : [['Sales abroad in USD', dollars(international.salesAbroad.usdCents)]]),
      ...(exposure
        ? [
            ['Exposure from', exposure.study.firstYear],
            ['Exposure to', exposure.study.asOf],
            ['Exposure (tax, interest, penalties)', dollars(exposure.study.totals.exposureCents)],
            ['VDA saving', dollars(exposure.study.totals.vdaSavingCents)],
          ]
        : []),
      ['Data-check findings', findings.counts.total],
      ['Warnings', findings.counts.warning],
      ['Notices', findings.counts.notice],
    ],
    formatOf: (row, column) => (column === 1 ? summaryFormats[String(row[0])] : undefined),
  }
}

/** Per-row formats of the summary sheet's value column, by figure. */
const summaryFormats: Record<string, string> = {
  'Total revenue': FORMATS.usd,
  'Taxable revenue': FORMATS.usd,
  'Total tax liability': FORMATS.usd,
  'Taxable share of revenue': FORMATS.percent1,
  'Effective rate': FORMATS.percent2,
  Entities: FORMATS.count,
  'Jurisdictions with activity': FORMATS.count,
  'States with nexus': FORMATS.count,
  'Entities with activity abroad': FORMATS.count,
  'Sales abroad in USD': FORMATS.usd,
  'Exposure (tax, interest, penalties)': FORMATS.usd,
  'VDA saving': FORMATS.usd,
  'Exposure to': FORMATS.date,
  'Data-check findings': FORMATS.count,
  Warnings: FORMATS.count,
  Notices: FORMATS.count,
}

function entityExposuresTable(report: EntityReport): Table {
  const groups: Array<[string, Exposure[]]> = [
    ['Crossed Threshold', report.exposures.crossed],
    ['Approaching', report.exposures.approaching],
    ['Exposed', report.exposures.exposed],
    ['Not Determined', report.exposures.other],
  ]
  return {
    sheet: `${report.entity.code} exposures`,
    title: `${report.entity.name}: separate-entity nexus analysis (US exposures)`,
    columns: [
      text('State', 8),
      text('State Name', 22),
      text('Status', 18),
      usd('Total Sales'),
      usd('Sales Threshold'),
      { header: '% of Threshold', kind: 'percent1', width: 12 },
      usd('Remaining to Threshold'),
      { header: 'Date Crossed', kind: 'date', width: 13 },
      text('Threshold Type', 24),
      { header: 'Transactions', kind: 'count' },
      { header: 'Transaction Threshold', kind: 'count' },
      { header: '% of Transaction Threshold', kind: 'percent1', width: 12 },
    ],
    rows: groups.flatMap(([, rows]) =>
      rows.map((row) => [
        row.stateCode,
        row.stateName,
        row.overallStatus,
        dollars(row.totalSalesCents),
        dollars(row.salesThresholdCents),
        row.percentOfThreshold,
        dollars(row.remainingToThresholdCents),
        row.dateCrossedThreshold,
        row.nexusThresholdType,
        row.transactionsCount,
        row.transactionsThreshold,
        row.percentOfTransactionsThreshold,
      ]),
    ),
  }
}

// ---- exposure (a study with exposure only) ----

const AMOUNT_COLUMNS = [usd('Tax'), usd('Interest'), usd('Penalties'), usd('Exposure')]
type Amounts = Pick<ExposureTotals, 'taxCents' | 'interestCents' | 'penaltiesCents' | 'exposureCents'>
const amounts = (of: Amounts) => [dollars(of.taxCents), dollars(of.interestCents), dollars(of.penaltiesCents), dollars(of.exposureCents)]
// As the exposure pages write them (exposure.ts), but an empty cell rather than their '-' where a state has none.
const periods = (list: readonly NexusPeriod[]) => (list.length === 0 ? null : periodsText(list))
const collections = (list: readonly NexusPeriod[]) => (list.length === 0 ? null : collectionText(list))
const yesNo = (value: boolean | null) => (value === null ? null : value ? 'yes' : 'no')
const cents = (value: number | null) => (value === null ? null : dollars(value))

/** A state's first columns in the exposure sheets, and its cells in them. */
const STATE_COLUMNS = [text('State', 8), text('State Name', 18), text('Action', 20), text('Recommended', 12), text('Nexus Periods', 26), text('Collection Starts', 30)]
const stateCells = (row: Pick<ExposureState, 'state' | 'stateName' | 'action' | 'recommended' | 'nexusPeriods'>) => [
  row.state,
  row.stateName,
  row.action,
  yesNo(row.recommended),
  periods(row.nexusPeriods),
  collections(row.nexusPeriods),
]

function exposureSpan({ firstYear, asOf }: StudyExposure | EntityExposure): string {
  return `from ${firstYear} to ${asOf}`
}

function exposureEntitiesTable(study: StudyExposure): Table {
  return {
    sheet: 'Exposure by entity',
    title: `Exposure ${exposureSpan(study)}: tax not collected, interest and penalties by entity, and the states needing each action`,
    columns: [
      text('Code', 8),
      text('Entity', 20),
      ...AMOUNT_COLUMNS,
      usd('VDA Saving'),
      ...ACTIONS.map(({ action }): Column => ({ header: action, kind: 'count', width: 12 })),
    ],
    rows: study.entities.map((row) => [
      row.entity.code,
      row.entity.name,
      ...amounts(row.totals),
      dollars(row.totals.vdaSavingCents),
      ...ACTIONS.map(({ key }) => row.actionCounts[key]),
    ]),
    total: ['TOTAL', null, ...amounts(study.totals), dollars(study.totals.vdaSavingCents), ...ACTIONS.map(({ key }) => study.actionCounts[key])],
  }
}

function exposureYearsTable(study: StudyExposure): Table {
  return {
    sheet: 'Exposure by year',
    title: `Exposure ${exposureSpan(study)} by year (a month counts in its own year)`,
    columns: [text('Year', 8), ...AMOUNT_COLUMNS],
    rows: study.totals.byYear.map((year) => [year.year, ...amounts(year)]),
    total: ['TOTAL', ...amounts(study.totals)],
  }
}

function exposureStatesTable(study: StudyExposure): Table {
  const names = new Map(study.entities.map((row) => [row.entity.code, row.entity.name]))
  return {
    sheet: 'Exposure by state',
    title: `Exposure ${exposureSpan(study)}: every entity's states, the largest first`,
    columns: [
      text('Code', 8),
      text('Entity', 20),
      ...STATE_COLUMNS,
      ...AMOUNT_COLUMNS,
      usd('VDA Exposure'),
      usd('VDA Saving'),
    ],
    rows: study.states.map((row) => [
      row.entity,
      names.get(row.entity) ?? null,
      ...stateCells(row),
      ...amounts(row),
      cents(row.vdaExposureCents),
      cents(row.vdaSavingCents),
    ]),
    total: ['TOTAL', null, null, null, null, null, null, null, ...amounts(study.totals), null, null],
  }
}

function entityExposureStatesTable(report: EntityExposure): Table {
  const years = report.totals.byYear.map((year) => year.year)
  return {
    sheet: `${report.entity.code} exposure by state`,
    title: `${report.entity.name}: exposure ${exposureSpan(report)} by state, the largest first (computed from ${report.salesFile})`,
    columns: [
      ...STATE_COLUMNS,
      text('Nexus on As Of', 10),
      { header: '% of Threshold on As Of', kind: 'percent2', width: 12 },
      { header: 'Tax Rate', kind: 'rate', width: 10 },
      { header: 'Interest Rate', kind: 'rate', width: 10 },
      { header: 'Penalty Rate', kind: 'rate', width: 10 },
      { header: 'VDA Look Back Months', kind: 'count', width: 12 },
      { header: 'VDA Covers From', kind: 'date', width: 11 },
      text('Rule', 18),
      ...AMOUNT_COLUMNS,
      usd('VDA Exposure'),
      usd('VDA Saving'),
      ...years.map((year) => usd(`${year} Exposure`)),
    ],
    rows: report.states.map((row) => [
      ...stateCells(row),
      yesNo(row.nexusOnAsOf),
      row.percentOfThresholdOnAsOf,
      row.terms.ratePercent,
      row.terms.interestRatePercent,
      row.terms.penaltyRatePercent,
      row.terms.vdaLookBackMonths,
      row.vda?.coversFrom ?? null,
      row.terms.ruleSource,
      ...amounts(row),
      cents(row.vda?.exposureCents ?? null),
      cents(row.vda?.savingCents ?? null),
      ...row.byYear.map((year) => dollars(year.exposureCents)),
    ]),
    total: [
      'TOTAL',
      ...Array<null>(13).fill(null),
      ...amounts(report.totals),
      null,
      null,
      ...report.totals.byYear.map((year) => dollars(year.exposureCents)),
    ],
  }
}

function entityExposureMonthsTable(report: EntityExposure): Table {
  return {
    sheet: `${report.entity.code} exposure by month`,
    title: `${report.entity.name}: each month of collection days, state by state (due the 20th of the next month; interest to ${report.asOf})`,
    columns: [
      text('State', 8),
      { header: 'Month', kind: 'date', width: 9 },
      usd('Taxable Sales'),
      usd('Tax'),
      { header: 'Due Date', kind: 'date', width: 11 },
      { header: 'Days of Interest', kind: 'count', width: 10 },
      usd('Interest'),
      usd('Penalty'),
      text('VDA Covered', 10),
    ],
    rows: report.states.flatMap((state) =>
      state.months.map((month) => [
        state.state,
        month.month,
        dollars(month.taxableSalesCents),
        dollars(month.taxCents),
        month.dueDate,
        month.interestDays,
        dollars(month.interestCents),
        dollars(month.penaltyCents),
        yesNo(month.vdaCovered),
      ]),
    ),
    total: ['TOTAL', null, null, dollars(report.totals.taxCents), null, null, dollars(report.totals.interestCents), dollars(report.totals.penaltiesCents), null],
  }
}

/** An amount abroad's number format: its currency's own decimals, its code after the number. */
export function minorFormat(currency: string, minorUnits: number): string {
  const number = minorUnits === 0 ? '#,##0' : `#,##0.${'0'.repeat(minorUnits)}`
  return /^[A-Z]{3}$/.test(currency) ? `${number} "${currency}"` : number
}

/** Every entity's activity outside the US, one row per jurisdiction (unattributed revenue included). */
function abroadTable({ entities, international }: StudyData): Table {
  const rows = entities.flatMap((report) => report.international.jurisdictions.map((row) => ({ entity: report.entity, row })))
  const amountIn = (minor: number | null, row: InternationalActivity) => (minor === null ? null : minor / 10 ** row.minorUnits)
  const usdTotal = international.salesAbroad.usdCents
  const columns: Column[] = [
    text('Code', 8),
    text('Entity', 20),
    text('Jurisdiction', 22),
    text('Name', 26),
    text('Status', 18),
    text('Currency', 10),
    { header: 'Total Sales', kind: 'minor', width: 20 },
    { header: 'Sales Threshold', kind: 'minor', width: 20 },
    { header: '% of Threshold', kind: 'percent1', width: 12 },
    { header: 'Transactions', kind: 'count' },
    { header: 'Transaction Threshold', kind: 'count' },
    { header: '% of Transaction Threshold', kind: 'percent1', width: 12 },
    { header: 'Date Crossed', kind: 'date', width: 13 },
    ...(usdTotal === null ? [] : [{ ...usd('USD Equivalent'), sumIf: { header: 'In Sales Abroad', equals: 'yes' } }, text('In Sales Abroad', 10)]),
  ]
  return {
    sheet: 'Activity abroad',
    title: `Activity outside the US, in each jurisdiction's currency${usdTotal === null ? '' : ' and in USD (the total counts each country once)'}`,
    columns,
    rows: rows.map(({ entity, row }) => [
      entity.code,
      entity.name,
      row.jurisdiction,
      row.name,
      row.overallStatus,
      row.currency,
      amountIn(row.totalSalesMinor, row),
      amountIn(row.salesThresholdMinor, row),
      row.percentOfThreshold,
      row.transactionsCount,
      row.transactionsThreshold,
      row.percentOfTransactionsThreshold,
      row.dateCrossedThreshold,
      ...(usdTotal === null ? [] : [row.usdCents === null ? null : dollars(row.usdCents), row.inTotal ? 'yes' : 'no']),
    ]),
    ...(usdTotal === null ? {} : { total: ['TOTAL', null, null, null, null, null, null, null, null, null, null, null, null, dollars(usdTotal), null] }),
    formatOf: (_values, column, index) => {
      const row = rows[index]?.row
      return columns[column]?.kind === 'minor' && row ? minorFormat(row.currency, row.minorUnits) : undefined
    },
  }
}

function recommendationsTable({ recommendations }: StudyData): Table {
  // Each (entity, state) whose conclusion needs a registration: what the registrations count.
  const registering = new Set(recommendations.conclusions.flatMap(({ entity, states }) =>
    states.filter((state) => state.requiresRegistration).map((state) => `${entity.code} ${state.state}`)))
  return {
    sheet: 'Recommendations',
    title: `Registration recommendations: ${recommendations.totalRegistrations} registrations in ${recommendations.uniqueStates} states`,
    columns: [
      text('Code', 8),
      text('Entity', 20),
      text('Recommendation', 32),
      text('Note', 40),
      text('States', 30),
      { header: 'Registrations', kind: 'count' },
    ],
    rows: [
      ...recommendations.entries.map((entry) => [
        entry.entity.code,
        entry.entity.name,
        entry.recommendation,
        entry.note === '' ? null : entry.note,
        entry.potentiallyInternational ? 'Potentially International' : entry.states.join(' '),
        entry.states.filter((state) => registering.has(`${entry.entity.code} ${state}`)).length,
      ]),
      // The registrations the study concludes that no row lists (a computed action), so that the column foots.
      ...recommendations.conclusions.flatMap(({ entity, states }) => {
        const unlisted = states.filter((state) => state.requiresRegistration && !state.listed).map((state) => state.state)
        return unlisted.length === 0 ? [] : [[entity.code, entity.name, 'Not listed: the computed action', null, unlisted.join(' '), unlisted.length]]
      }),
    ],
    total: ['TOTAL', null, null, null, null, recommendations.totalRegistrations],
  }
}

/**
 * The sheets of the kinds whose tables are not declared yet, or that read more than their kind's file
 * (the plan's returns, every entity's exposure beside plan.json), given the study and, for an entity's
 * kind, the entity's code; every other kind's are its declared tables' (report/tables/).
 */
const sheetsOf: Partial<Record<ReportKind, (data: StudyData, code: string) => Table[]>> = {
  home: (data) => [summaryTable(data)],
  plan: (data) => {
    const plan = data.files['plan.json'] as Plan
    const returns = data.exposure && sheetOf(returnsTable, { plan, study: data.exposure.study, exposures: data.exposure.entities })
    return [...(TABLES.plan ?? []).map((table) => sheetOf(table, plan)), ...(returns ? [returns] : [])]
  },
  separate: (data, code) => [entityExposuresTable(reportOf(data, code))],
  exposure: (data, code) => {
    const own = data.exposure?.entities.find((report) => report.entity.code === code)
    return own ? [entityExposureStatesTable(own), entityExposureMonthsTable(own)] : []
  },
  studyExposure: ({ exposure }) => (exposure ? [exposureEntitiesTable(exposure.study), exposureYearsTable(exposure.study), exposureStatesTable(exposure.study)] : []),
  recommendations: (data) => [recommendationsTable(data)],
  international: (data) => (data.entities.some((report) => report.international.jurisdictions.length > 0) ? [abroadTable(data)] : []),
}

/** A declared table's sheet (report/tables/): its columns, the values by kind, its TOTAL, as its page and CSV show them. */
export function sheetOf<Data, Row>(table: DeclaredTable<Data, Row>, data: Data): Table {
  const { rows, total } = tableOf(table, data)
  const kindOf = (column: Declared<Row>): Kind => {
    switch (column.kind) {
      case 'money': return 'usd'
      case 'minor': return 'minor'
      case 'percent': return column.digits === 2 ? 'percent2' : 'percent1'
      case 'rate': return 'rate'
      case 'count': return 'count'
      case 'date': return 'date'
      default: return 'text'
    }
  }
  const cell = (column: Declared<Row>, value: Value, row: Row | undefined): Value => {
    if (value === null || value === '' || typeof value === 'string') return value === '' ? null : value
    if (column.kind === 'money') return dollars(value)
    if (column.kind === 'minor') return row && column.currency ? value / 10 ** column.currency(row).minorUnits : value
    return value
  }
  return {
    sheet: table.sheet.name(data),
    title: table.sheet.title(data),
    columns: table.columns.map((column) => {
      const over = column.sumIf && table.columns.find((found) => found.key === column.sumIf!.key)
      if (column.sumIf && !over) throw new Error(`${table.id}: no column ${column.sumIf.key} for the ${column.header} TOTAL`)
      return { header: column.header, kind: kindOf(column), width: column.width ?? 14, ...(over && { sumIf: { header: over.header, equals: column.sumIf!.equals } }) }
    }),
    rows: rows.map((row) => table.columns.map((column) => cell(column, column.value(row), row))),
    ...(total ? { total: totalValues(table.columns, total).map((value, index) => (index === 0 ? value : cell(table.columns[index]!, value, undefined))) } : {}),
    formatOf: (_values, column, index) => {
      const declared = table.columns[column]
      const row = rows[index]
      return declared?.kind === 'minor' && declared.currency && row ? minorFormat(declared.currency(row).currency, declared.currency(row).minorUnits) : undefined
    },
  }
}

/** The declared tables of a kind (report/tables/), each a sheet of the place's file: an entity's report, or the study's file. */
function declared(data: StudyData, place: Place): Table[] {
  const file = place.entity ? reportOf(data, place.entity.entity.code) : data.files[place.entry.file ?? '']
  return (TABLES[place.entry.kind] ?? []).map((table) => sheetOf(table, file))
}

function reportOf(data: StudyData, code: string): EntityReport {
  const report = data.entities.find((found) => found.entity.code === code)
  if (!report) throw new Error(`no report of entity ${code}`)
  return report
}

/** Every table of the study, in the order of the sheets: the site's reading order (report/kinds.ts). */
export function studyTables(data: StudyData): Table[] {
  return places(data.overview, data.overview.entities).flatMap((place) => sheetsOf[place.entry.kind]?.(data, place.entity?.entity.code ?? '') ?? declared(data, place))
}

/** Row 1 holds the table's title, row 2 its headers; data starts on row 3. */
export const HEADER_ROW = 2

/** An ISO date (YYYY-MM-DD) or month (YYYY-MM) as the date it names, at midnight UTC as exceljs writes a serial date. */
function isoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value)
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1))) : undefined
}

/** A percentage as its fraction, rounded as the decimal it is written as (153.9 → 1.539, not 1.5390000000000001). */
const fraction = (percent: number) => Number(`${percent}e-2`)

const PERCENT_FORMATS: ReadonlySet<string> = new Set([FORMATS.rate, FORMATS.percent1, FORMATS.percent2])

/** A cell's value and number format as the sheet holds them: a percentage as a fraction, a date as a date. */
export function sheetCell(value: Value, format: string | undefined): { value: number | string | Date | null; numFmt?: string } {
  if (typeof value === 'string' && (format === FORMATS.date || format === FORMATS.month)) {
    const date = isoDate(value)
    return date ? { value: date, numFmt: value.length === 7 ? FORMATS.month : FORMATS.date } : { value }
  }
  if (typeof value !== 'number' || format === undefined) return { value }
  return { value: PERCENT_FORMATS.has(format) ? fraction(value) : value, numFmt: format }
}

/** Dollars as integer cents: exact, since each figure was cents ÷ 100. */
const centsOf = (value: Value) => (typeof value === 'number' ? Math.round(value * 100) : 0)

/**
 * The TOTAL of a money column: a SUM (or SUMIF) of the rows above, its cached result their cents added
 * up; where the file gives the total, the two must agree, or the build stops.
 */
function totalFormula(table: Table, column: number, letter: (column: number) => string): { formula: string; result: number } {
  const first = HEADER_ROW + 1
  const last = HEADER_ROW + table.rows.length
  const range = (at: number) => `${letter(at)}${first}:${letter(at)}${last}`
  const { header, sumIf } = table.columns[column]!
  const where = sumIf ? table.columns.findIndex((found) => found.header === sumIf.header) : -1
  if (sumIf && where < 0) throw new Error(`${table.sheet}: no column ${sumIf.header} for the ${header} TOTAL`)
  const counted = table.rows.filter((row) => !sumIf || row[where] === sumIf.equals)
  const cents = counted.reduce((sum, row) => sum + centsOf(row[column] ?? null), 0)
  const given = table.total?.[column]
  if (typeof given === 'number' && centsOf(given) !== cents) {
    throw new Error(`${table.sheet}: the ${header} TOTAL ${given} is not the sum of its rows ${cents / 100}`)
  }
  const formula = sumIf ? `SUMIF(${range(where)},"${sumIf.equals}",${range(column)})` : `SUM(${range(column)})`
  return { formula, result: cents / 100 }
}

function addSheet(workbook: ExcelJS.Workbook, table: Table) {
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: HEADER_ROW }] })
  sheet.columns = table.columns.map((column) => ({ width: column.width ?? 14 }))
  sheet.getCell(1, 1).value = table.title
  sheet.getCell(1, 1).font = { bold: true, size: 13 }
  const header = sheet.getRow(HEADER_ROW)
  header.values = table.columns.map((column) => column.header)
  header.font = { bold: true }
  const formatOf = (values: Value[], column: number, index: number) => {
    const kind = table.columns[column]!.kind
    return kind === 'text' || kind === 'minor' ? table.formatOf?.(values, column, index) : FORMATS[kind]
  }
  table.rows.forEach((values, index) => {
    const row = sheet.getRow(HEADER_ROW + 1 + index)
    values.forEach((value, column) => {
      const cell = row.getCell(column + 1)
      const { value: written, numFmt } = sheetCell(value, formatOf(values, column, index))
      cell.value = written
      if (numFmt) cell.numFmt = numFmt
    })
  })
  if (table.total) {
    const row = sheet.getRow(HEADER_ROW + 1 + table.rows.length)
    const letter = (column: number) => sheet.getColumn(column + 1).letter
    table.total.forEach((value, column) => {
      const cell = row.getCell(column + 1)
      if (table.columns[column]!.kind === 'usd') {
        cell.value = table.rows.length === 0 ? 0 : totalFormula(table, column, letter)
        cell.numFmt = FORMATS.usd
        return
      }
      const { value: written, numFmt } = sheetCell(value, formatOf(table.total!, column, -1))
      cell.value = written
      if (numFmt) cell.numFmt = numFmt
    })
    row.font = { bold: true }
  }
  if (table.rows.length > 0) {
    sheet.autoFilter = { from: { row: HEADER_ROW, column: 1 }, to: { row: HEADER_ROW + table.rows.length, column: table.columns.length } }
  }
}

export async function writeWorkbook(data: StudyData, file: string, now = new Date()): Promise<number> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = data.overview.study.productName
  workbook.title = `${data.overview.study.productName} Economic Nexus Study, Tax Year ${data.overview.study.taxYear}`
  workbook.created = now
  const tables = studyTables(data)
  const names = new Set<string>()
  for (const table of tables) {
    if (table.sheet.length > 31) throw new Error(`sheet name "${table.sheet}" is longer than Excel's 31 characters`)
    if (names.has(table.sheet.toLowerCase())) throw new Error(`two sheets are named "${table.sheet}"`)
    names.add(table.sheet.toLowerCase())
    addSheet(workbook, table)
  }
  await mkdir(dirname(file), { recursive: true })
  // written whole and renamed into place: a failed run never leaves half a workbook
  await workbook.xlsx.writeFile(`${file}.tmp`)
  await rename(`${file}.tmp`, file)
  return tables.length
}

export const workbookFile = (overview: Overview, dist = distDir()) => join(dist, studyFileName(overview.study, 'xlsx'))

/** The study's workbook in the site (build step 3), and its line: the file, sheets, size and time. */
export async function buildWorkbook(): Promise<void> {
  const started = performance.now()
  const data = await readGenerated()
  const file = workbookFile(data.overview)
  const sheets = await writeWorkbook(data, file)
  const kb = ((await stat(file)).size / 1024).toFixed(1)
  console.log(`${shown(file)}  ${sheets} sheets  ${kb} kB  ${Math.round(performance.now() - started)} ms`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildWorkbook().catch((error: unknown) => {
    console.error('workbook failed:', error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
