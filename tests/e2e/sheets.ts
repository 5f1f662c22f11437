/**
 * What every table of a study must hold, read from its generated/ JSON by field name and written as its
 * CSV writes it (an amount a plain decimal of its minor units, a percent to its places, nothing an empty
 * cell): the workbook's sheets in the site's reading order, each with its headers, its rows and its TOTAL,
 * and the TOTAL of each part a page shows on its own (one entity's activity abroad, one state's months).
 * Written out here, for the tests, and never read from the registry (report/): the point is that the
 * registry's declarations say what this says. Only the data checks' names in words are report/'s
 * (CHECK_TITLES): which check each finding is comes from generated/.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type {
  Consolidated,
  EntityExposure,
  EntityReport,
  EntityStateRow,
  Findings,
  International,
  NexusPeriod,
  Overview,
  Plan,
  Rates,
  Reconciliation,
  Recommendations,
  RuleOrigin,
  StudyExposure,
} from '../../schemas/generated/types.ts'
import { CHECK_TITLES } from '../../report/findingRows.ts'

/** A cell as the CSV writes it. */
export type Text = string

export type ExpectedSheet = {
  name: string
  headers: string[]
  rows: Text[][]
  total: Text[] | undefined
  /** The TOTAL a page gives a part of the sheet's rows (an entity's, a state's), by that part's first row; none for a part without one. */
  partTotal?: (first: Text[]) => Text[] | undefined
}

/** Integer minor units as a plain decimal with `places` decimals, exactly: 1050000, 3 → "1050.000". */
function decimal(minor: number, places: number): Text {
  const sign = minor < 0 ? '-' : ''
  const digits = String(Math.abs(minor)).padStart(places + 1, '0')
  return places === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`
}

const money = (cents: number | null | undefined): Text => (cents === null || cents === undefined ? '' : decimal(cents, 2))
const percent = (value: number | null, places = 1): Text => (value === null ? '' : value.toFixed(places))
const rate = (value: number | null): Text => (value === null ? '' : value.toFixed(3))
const whole = (value: number | null): Text => (value === null ? '' : String(value))
const text = (value: string | null): Text => value ?? ''
const yesNo = (value: boolean | null): Text => (value === null ? '' : value ? 'yes' : 'no')
const periods = (list: readonly NexusPeriod[]) => list.map((period) => `${period.start} to ${period.end}`).join('; ')
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
/** A reconciliation's parts, each signed ('−' a true minus) by its reason: '−$6,301.80 channels not taxed, +$0.01 rounding per return'. */
export const reconciliation = (of: Reconciliation | null | undefined): Text =>
  of ? of.parts.map(({ cents, reason }) => `${cents > 0 ? '+' : cents < 0 ? '\u2212' : ''}${dollars.format(Math.abs(cents) / 100)} ${reason}`).join(', ') : ''
/** Since when a state's liability since nexus counts, as docs/figures-since-nexus.md says it. */
export const since = (row: EntityStateRow): Text =>
  row.sinceNexusBasis === null ? '' : row.nexusSince !== null ? `nexus since ${row.nexusSince}` : row.sinceNexusFrom !== null ? `from ${row.sinceNexusFrom}` : "on the export's Sales After Nexus"
const sum = <Row>(rows: readonly Row[], of: (row: Row) => number | null | undefined): number => rows.reduce((total, row) => total + (of(row) ?? 0), 0)
const collections = (list: readonly NexusPeriod[]) => list.map((period) => `${period.collectionStart} (${period.collectionStarts})`).join('; ')

/** A sheet from its columns, each a header and how a row's cell reads, and its TOTAL by header ('TOTAL' in the first). */
function sheet<Row>(name: string, columns: [string, (row: Row) => Text][], rows: readonly Row[], total?: Record<string, Text>, partTotal?: ExpectedSheet['partTotal']): ExpectedSheet {
  const headers = columns.map(([header]) => header)
  return {
    name,
    headers,
    rows: rows.map((row) => columns.map(([, cell]) => cell(row))),
    total: total && headers.map((header, index) => (index === 0 ? 'TOTAL' : (total[header] ?? ''))),
    ...(partTotal ? { partTotal } : {}),
  }
}

/** A TOTAL row's cells by header, for a part of a sheet. */
const totalRow = (headers: string[], total: Record<string, Text>) => headers.map((header, index) => (index === 0 ? 'TOTAL' : (total[header] ?? '')))

type Amounts = { taxCents: number; interestCents: number; penaltiesCents: number; exposureCents: number }
const amountColumns = <Row>(of: (row: Row) => Amounts): [string, (row: Row) => Text][] => [
  ['Tax', (row) => money(of(row).taxCents)],
  ['Interest', (row) => money(of(row).interestCents)],
  ['Penalties', (row) => money(of(row).penaltiesCents)],
  ['Exposure', (row) => money(of(row).exposureCents)],
]
const amountTotal = (of: Amounts) => ({ Tax: money(of.taxCents), Interest: money(of.interestCents), Penalties: money(of.penaltiesCents), Exposure: money(of.exposureCents) })

type StateFacts = { state: string; stateName: string; action: string | null; recommended: boolean; nexusPeriods: NexusPeriod[] }
const stateColumns = <Row>(of: (row: Row) => StateFacts): [string, (row: Row) => Text][] => [
  ['State', (row) => of(row).state],
  ['State Name', (row) => of(row).stateName],
  ['Action', (row) => text(of(row).action)],
  ['Recommended', (row) => yesNo(of(row).recommended)],
  ['Nexus Periods', (row) => periods(of(row).nexusPeriods)],
  ['Collection Starts', (row) => collections(of(row).nexusPeriods)],
]

/** Every sheet the study's workbook must have, in order, from the study's generated/ folder. */
export function expectedSheets(generated: string): ExpectedSheet[] {
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(generated, file), 'utf8')) as T
  const overview = read<Overview>('overview.json')
  const consolidated = read<Consolidated>('consolidated.json')
  const recommendations = read<Recommendations>('recommendations.json')
  const international = read<International>('international.json')
  const findings = read<Findings>('findings.json')
  const rates = read<Rates>('rates.json')
  const exposure = existsSync(join(generated, 'exposure.json')) ? read<StudyExposure>('exposure.json') : undefined
  const reports = overview.entities.map(({ entity }) => read<EntityReport>(`entities/${entity.code}.json`))
  const { totals } = consolidated

  const summary = sheet<[string, Text]>('Summary', [['Figure', ([figure]) => figure], ['Value', ([, value]) => value]], [
    ['Product', overview.study.productName],
    ['Tax year', whole(overview.study.taxYear)],
    ['Entities', whole(overview.entityCount)],
    ['Jurisdictions with activity', whole(overview.jurisdictionsWithActivity)],
    ['Total revenue', money(totals.totalRevenueCents)],
    ['Taxable revenue', money(totals.taxableRevenueCents)],
    ['Taxable share of revenue', percent(totals.taxableSharePercent)],
    ['Total tax liability (whole year, as if collected from 1 January)', money(totals.liabilityCents)],
    ['Effective rate', percent(totals.effectiveRatePercent, 2)],
    ['Liability since nexus', money(totals.liabilitySinceNexusCents)],
    ...(totals.exposureTaxCents === undefined || totals.exposureTaxCents === null
      ? []
      : ([
          [`Exposure tax of ${overview.study.taxYear}`, money(totals.exposureTaxCents)],
          ['Exposure tax less liability since nexus', reconciliation(totals.reconciliation) || 'none'],
        ] as [string, Text][])),
    ['States with nexus', whole(totals.statesWithNexus)],
    ['Entities with activity abroad', whole(overview.entitiesWithActivityAbroad)],
    ...(international.salesAbroad.usdCents === null ? [] : [['Sales abroad in USD', money(international.salesAbroad.usdCents)] as [string, Text]]),
    ...(exposure
      ? ([
          ['Exposure from', whole(exposure.firstYear)],
          ['Exposure to', exposure.asOf],
          ...(overview.exposure?.law || exposure.settlementDate !== exposure.asOf ? [['Settlement date', exposure.settlementDate] as [string, Text]] : []),
          ['Exposure (tax, interest, penalties)', money(exposure.totals.exposureCents)],
          ['VDA saving', money(exposure.totals.vdaSavingCents)],
        ] as [string, Text][])
      : []),
    ['Data-check findings', whole(findings.counts.total)],
    ['Warnings', whole(findings.counts.warning)],
    ['Notices', whole(findings.counts.notice)],
  ])

  const taxYear = overview.study.taxYear
  const withExposure = exposure !== undefined
  const entitySheets = reports.flatMap((report): ExpectedSheet[] => {
    const { code } = report.entity
    const states = sheet(`${code} states`, [
      ['State', (row) => row.state],
      ['State Name', (row) => row.stateName],
      ['Nexus Status', (row) => row.status],
      ['Date Crossed', (row) => text(row.dateCrossedThreshold)],
      ['Total Revenue', (row) => money(row.revenueCents)],
      ['Tax Rate', (row) => rate(row.ratePercent)],
      ['Taxable Revenue', (row) => money(row.taxableRevenueCents)],
      ['Estimated Tax Liability', (row) => money(row.liabilityCents)],
      ['Liability Since Nexus', (row) => money(row.liabilitySinceNexusCents)],
      ['Since', since],
      ['Sales Since Nexus', (row) => money(row.salesSinceNexusCents)],
      ...(withExposure
        ? ([
            [`Exposure Tax ${taxYear}`, (row) => money(row.exposureTaxCents)],
            ['Reconciliation', (row) => reconciliation(row.reconciliation)],
          ] as [string, (row: EntityStateRow) => Text][])
        : []),
    ], report.states, {
      'Total Revenue': money(report.summary.totalRevenueCents),
      'Taxable Revenue': money(report.summary.taxableRevenueCents),
      'Estimated Tax Liability': money(report.summary.liabilityCents),
      'Liability Since Nexus': money(report.summary.liabilitySinceNexusCents),
      'Sales Since Nexus': money(sum(report.states, (row) => row.salesSinceNexusCents)),
      // the rows': the entity's own exposure tax also counts states without revenue in the tax year
      ...(withExposure ? { [`Exposure Tax ${taxYear}`]: money(sum(report.states, (row) => row.exposureTaxCents)) } : {}),
    })
    const { crossed, approaching, exposed, other } = report.exposures
    const exposures = sheet(`${code} exposures`, [
      ['State', (row) => row.stateCode],
      ['State Name', (row) => row.stateName],
      ['Status', (row) => row.overallStatus],
      // the part the status was decided on, on its window: money for sales, a count for transactions
      ['Measured', (row) => row.measured.part],
      ['Window From', (row) => text(row.measured.windowStart)],
      ['Window To', (row) => text(row.measured.windowEnd)],
      ['Measured in Window', (row) => (row.measured.part === 'sales' ? money(row.measured.salesCents) : whole(row.measured.transactions))],
      ['Threshold', (row) => (row.measured.part === 'sales' ? money(row.salesThresholdCents) : whole(row.transactionsThreshold))],
      ['% of Threshold', (row) => percent(row.measured.percent)],
      ['Remaining in Window', (row) => (row.measured.part === 'sales' ? money(row.measured.remainingSalesCents) : whole(row.measured.remainingTransactions))],
      ['Date Crossed', (row) => text(row.dateCrossedThreshold)],
      ['Total Sales', (row) => money(row.totalSalesCents)],
      ['% of Sales Threshold', (row) => percent(row.percentOfThreshold)],
      ['Remaining to Threshold', (row) => money(row.remainingToThresholdCents)],
      ['Sales Threshold', (row) => money(row.salesThresholdCents)],
      ['Sales in Window', (row) => money(row.measured.salesCents)],
      ['Threshold Type', (row) => row.nexusThresholdType],
      ['Transactions', (row) => whole(row.transactionsCount)],
      ['Transaction Threshold', (row) => whole(row.transactionsThreshold)],
      ['% of Transaction Threshold', (row) => percent(row.percentOfTransactionsThreshold)],
    ], [...crossed, ...approaching, ...exposed, ...other], undefined, () => undefined)
    const own = overview.entities.find(({ entity }) => entity.code === code)!.exposureFile
    return [states, exposures, ...(own ? entityExposureSheets(read<EntityExposure>(own)) : [])]
  })

  /** The exposure's tax of the tax year and its reconciliation, in a study with exposure. */
  const exposureColumns = <Row extends { exposureTaxCents?: number | null; reconciliation?: Reconciliation | null }>(): [string, (row: Row) => Text][] =>
    withExposure ? [[`Exposure Tax ${taxYear}`, (row) => money(row.exposureTaxCents)], ['Reconciliation', (row) => reconciliation(row.reconciliation)]] : []
  const consolidatedSheets = [
    sheet('Consolidated entities', [
      ['Entity', (row) => row.entity.name],
      ['Code', (row) => row.entity.code],
      ['Total Revenue', (row) => money(row.totalRevenueCents)],
      ['Taxable Revenue', (row) => money(row.taxableRevenueCents)],
      ['Tax Liability', (row) => money(row.liabilityCents)],
      ['Liability Since Nexus', (row) => money(row.liabilitySinceNexusCents)],
      ['States with Nexus', (row) => whole(row.statesWithNexus)],
      ['Total States', (row) => whole(row.totalStates)],
      ...exposureColumns<Consolidated['entities'][number]>(),
    ], consolidated.entities, {
      'Total Revenue': money(totals.totalRevenueCents),
      'Taxable Revenue': money(totals.taxableRevenueCents),
      'Tax Liability': money(totals.liabilityCents),
      'Liability Since Nexus': money(totals.liabilitySinceNexusCents),
      ...(withExposure ? { [`Exposure Tax ${taxYear}`]: money(sum(consolidated.entities, (row) => row.exposureTaxCents)) } : {}),
      // distinct states, not the sum of the rows
      'States with Nexus': whole(totals.statesWithNexus),
      'Total States': whole(totals.statesWithActivity),
    }),
    sheet('Consolidated states', [
      ['State', (row) => row.state],
      ['State Name', (row) => row.stateName],
      ['Combined Revenue', (row) => money(row.combinedRevenueCents)],
      ['Brands with Nexus', (row) => whole(row.entitiesWithNexus)],
      ['Brands (codes)', (row) => row.nexusEntities.join(' ')],
      ['Tax Rate', (row) => rate(row.ratePercent)],
      ['Estimated Tax Liability', (row) => (row.hasNexus ? money(row.liabilityCents) : '')],
      ['Liability Since Nexus', (row) => money(row.liabilitySinceNexusCents)],
      ...exposureColumns<Consolidated['states'][number]>(),
    ], consolidated.states, {
      'Combined Revenue': money(totals.totalRevenueCents),
      'Estimated Tax Liability': money(totals.liabilityCents),
      'Liability Since Nexus': money(sum(consolidated.states, (row) => row.liabilitySinceNexusCents)),
      ...(withExposure ? { [`Exposure Tax ${taxYear}`]: money(sum(consolidated.states, (row) => row.exposureTaxCents)) } : {}),
    }),
  ]

  const studyExposureSheets = exposure ? studyExposure(exposure) : []

  const recommendationSheets = [
    recommendationsSheet(recommendations),
    ...(recommendations.conclusions.some((entity) => entity.computed) ? [computedActions(recommendations)] : []),
  ]

  // every entity's jurisdictions abroad, its unattributed revenue included (international.json leaves that to the entity's report)
  const abroad = reports.flatMap((report) => report.international.jurisdictions.map((place) => ({ entity: report.entity, place })))
  const withUsd = international.hasRates
  const abroadHeaders: [string, (row: (typeof abroad)[number]) => Text][] = [
    ['Code', ({ entity }) => entity.code],
    ['Entity', ({ entity }) => entity.name],
    ['Jurisdiction', ({ place }) => place.jurisdiction],
    ['Name', ({ place }) => place.name],
    ['Status', ({ place }) => place.overallStatus],
    ['Currency', ({ place }) => place.currency],
    ['Total Sales', ({ place }) => decimal(place.totalSalesMinor, place.minorUnits)],
    ['Threshold', ({ place }) => (place.salesThresholdMinor === null ? '' : decimal(place.salesThresholdMinor, place.minorUnits))],
    ['% of Threshold', ({ place }) => percent(place.percentOfThreshold)],
    ['Transactions', ({ place }) => whole(place.transactionsCount)],
    ['Transaction Threshold', ({ place }) => whole(place.transactionsThreshold)],
    ['% of Transaction Threshold', ({ place }) => percent(place.percentOfTransactionsThreshold)],
    ['Date Crossed', ({ place }) => text(place.dateCrossedThreshold)],
    ...(withUsd
      ? ([
          ['USD Equivalent', ({ place }) => money(place.usdCents)],
          ['In Sales Abroad', ({ place }) => yesNo(place.inTotal)],
        ] as [string, (row: (typeof abroad)[number]) => Text][])
      : []),
  ]
  const abroadSheets = abroad.length === 0 ? [] : [
    sheet('Activity abroad', abroadHeaders, abroad, withUsd ? { 'USD Equivalent': money(international.salesAbroad.usdCents) } : undefined, (first) => {
      // an entity's part: its own sales abroad in USD
      const report = reports.find(({ entity }) => entity.code === first[0])!
      return withUsd ? totalRow(abroadHeaders.map(([header]) => header), { 'USD Equivalent': money(report.international.salesAbroad.usdCents) }) : undefined
    }),
  ]
  const ratesSheets = international.hasRates
    ? [sheet('Exchange rates', [['Currency', (row) => row.currency], ['USD per Unit', (row) => row.usdPerUnit], ['Decimals', (row) => whole(row.minorUnits)]], international.rates)]
    : []

  const taxRates = sheet('Tax rates', [
    ['State', (row) => row.state],
    ['State Name', (row) => row.stateName],
    ['Tax Rate', (row) => rate(row.ratePercent)],
    ['Entities with Nexus', (row) => whole(row.entitiesWithNexus)],
    ['Estimated Tax Liability', (row) => money(row.liabilityCents)],
  ], rates.states, { 'Estimated Tax Liability': money(totals.liabilityCents) })

  const names = new Map(findings.entities.map((entity) => [entity.code, entity.name]))
  const checks = sheet('Data checks', [
    ['Severity', (row) => row.severity],
    ['Entity', (row) => (row.entity === '' ? 'Whole study' : names.get(row.entity)!)],
    ['Code', (row) => row.entity],
    ['State', (row) => row.state],
    ['Finding', (row) => row.message],
    // the check in words, the words report/'s (the code is generated/'s: which row names which check)
    ['Check', (row) => CHECK_TITLES[row.code]],
    ['Source', (row) => row.source],
  ], findings.findings)

  const planSheets = overview.exposure ? planAndReturns(read<Plan>('plan.json'), exposure!, overview.entities.flatMap(({ exposureFile }) => (exposureFile ? [read<EntityExposure>(exposureFile)] : []))) : []

  return [summary, ...planSheets, ...entitySheets, ...consolidatedSheets, ...studyExposureSheets, ...recommendationSheets, ...abroadSheets, ...ratesSheets, taxRates, checks]
}

/** An entity's exposure sheets: by year, by state, each state by year, each month; a state's part totalled by the state. */
function entityExposureSheets(report: EntityExposure): ExpectedSheet[] {
  const { code } = report.entity
  const stateOf = (first: Text[]) => report.states.find((state) => state.state === first[0])!
  const years = report.totals.byYear.map((year) => year.year)
  const byYear = sheet(`${code} exposure by year`, [['Year', (row) => whole(row.year)], ...amountColumns((row: Amounts) => row)], report.totals.byYear, amountTotal(report.totals))
  const byState = sheet(`${code} exposure by state`, [
    ...stateColumns((row: EntityExposure['states'][number]) => row),
    ['Nexus on As Of', (row) => yesNo(row.nexusOnAsOf)],
    ['% of Threshold on As Of', (row) => percent(row.percentOfThresholdOnAsOf, 2)],
    ['Tax Rate', (row) => rate(row.terms.ratePercent)],
    ['Interest Rate', (row) => rate(row.terms.interestRatePercent)],
    ['Penalty Rate', (row) => rate(row.terms.penaltyRatePercent)],
    ['VDA Look Back Months', (row) => whole(row.terms.vdaLookBackMonths)],
    ['VDA Covers From', (row) => text(row.vda?.coversFrom ?? null)],
    ['Rule', (row) => text(row.terms.ruleSource)],
    ...amountColumns((row: Amounts) => row),
    ['VDA Exposure', (row) => money(row.vda?.exposureCents)],
    ['VDA Saving', (row) => money(row.vda?.savingCents)],
    ...years.map((year): [string, (row: EntityExposure['states'][number]) => Text] => [`${year} Exposure`, (row) => money(row.byYear.find((own) => own.year === year)?.exposureCents)]),
  ], report.states, { ...amountTotal(report.totals), ...Object.fromEntries(report.totals.byYear.map((year) => [`${year.year} Exposure`, money(year.exposureCents)])) })
  const stateYears = report.states.flatMap((state) => state.byYear.map((year) => ({ state, year })))
  const yearHeaders = ['State', 'Year', 'Tax', 'Interest', 'Penalties', 'Exposure']
  const stateByYear = sheet(
    `${code} state exposure by year`,
    [['State', ({ state }) => state.state], ['Year', ({ year }) => whole(year.year)], ...amountColumns(({ year }: (typeof stateYears)[number]) => year)],
    stateYears,
    amountTotal(report.totals),
    (first) => totalRow(yearHeaders, amountTotal(stateOf(first))),
  )
  const months = report.states.flatMap((state) => state.months.map((month) => ({ state, month })))
  const monthHeaders = ['State', 'Month', 'Taxable Sales', 'Tax', 'Due Date', 'Days of Interest', 'Interest', 'Penalty', 'VDA Covered']
  const monthTotal = (of: Amounts) => ({ Tax: money(of.taxCents), Interest: money(of.interestCents), Penalty: money(of.penaltiesCents) })
  // no sheet without a month (a law study's: its Returns sheet stands in)
  const byMonth = sheet(`${code} exposure by month`, [
    ['State', ({ state }) => state.state],
    ['Month', ({ month }) => month.month],
    ['Taxable Sales', ({ month }) => money(month.taxableSalesCents)],
    ['Tax', ({ month }) => money(month.taxCents)],
    ['Due Date', ({ month }) => month.dueDate],
    ['Days of Interest', ({ month }) => whole(month.interestDays)],
    ['Interest', ({ month }) => money(month.interestCents)],
    ['Penalty', ({ month }) => money(month.penaltyCents)],
    ['VDA Covered', ({ month }) => yesNo(month.vdaCovered)],
  ], months, monthTotal(report.totals), (first) => totalRow(monthHeaders, monthTotal(stateOf(first))))
  return [byYear, byState, stateByYear, ...(months.length === 0 ? [] : [byMonth])]
}

/** The study's exposure sheets: by entity, by year, by state. */
function studyExposure(exposure: StudyExposure): ExpectedSheet[] {
  const { totals, actionCounts } = exposure
  const actions = [['Voluntary Disclosure', 'voluntaryDisclosure'], ['File Back Returns', 'fileBackReturns'], ['Register', 'register'], ['Monitor', 'monitor']] as const
  const names = new Map(exposure.entities.map(({ entity }) => [entity.code, entity.name]))
  return [
    sheet('Exposure by entity', [
      ['Code', (row) => row.entity.code],
      ['Entity', (row) => row.entity.name],
      ...amountColumns((row: StudyExposure['entities'][number]) => row.totals),
      ['VDA Saving', (row) => money(row.totals.vdaSavingCents)],
      ...actions.map(([header, key]): [string, (row: StudyExposure['entities'][number]) => Text] => [header, (row) => whole(row.actionCounts[key])]),
    ], exposure.entities, { ...amountTotal(totals), 'VDA Saving': money(totals.vdaSavingCents), ...Object.fromEntries(actions.map(([header, key]) => [header, whole(actionCounts[key])])) }),
    sheet('Exposure by year', [['Year', (row) => whole(row.year)], ...amountColumns((row: Amounts) => row)], totals.byYear, amountTotal(totals)),
    sheet('Exposure by state', [
      ['Code', (row) => row.entity],
      ['Entity', (row) => names.get(row.entity)!],
      ...stateColumns((row: StudyExposure['states'][number]) => row),
      ...amountColumns((row: Amounts) => row),
      ['VDA Exposure', (row) => money(row.vdaExposureCents)],
      ['VDA Saving', (row) => money(row.vdaSavingCents)],
    ], exposure.states, amountTotal(totals)),
  ]
}

/**
 * Each entry, its registrations the states it lists whose conclusion requires registration; then, per
 * entity, the states whose conclusion requires registration that no entry lists, in one row, so that
 * the registrations foot to totalRegistrations.
 */
function recommendationsSheet(recommendations: Recommendations): ExpectedSheet {
  const conclusion = (code: string, state: string) =>
    recommendations.conclusions.find(({ entity }) => entity.code === code)?.states.find((row) => row.state === state)
  type Row = { code: string; name: string; recommendation: string; note: string; states: string; registrations: number }
  const rows: Row[] = [
    ...recommendations.entries.map((entry) => ({
      code: entry.entity.code,
      name: entry.entity.name,
      recommendation: entry.recommendation,
      note: entry.note,
      states: entry.potentiallyInternational ? 'Potentially International' : entry.states.join(' '),
      registrations: entry.states.filter((state) => conclusion(entry.entity.code, state)?.requiresRegistration).length,
    })),
    ...recommendations.conclusions.flatMap(({ entity, states }) => {
      const unlisted = states.filter((state) => state.requiresRegistration && !state.listed)
      return unlisted.length === 0
        ? []
        : [{ code: entity.code, name: entity.name, recommendation: 'Not listed: the computed action', note: '', states: unlisted.map((state) => state.state).join(' '), registrations: unlisted.length }]
    }),
  ]
  return sheet('Recommendations', [
    ['Code', (row) => row.code],
    ['Entity', (row) => row.name],
    ['Recommendation', (row) => row.recommendation],
    ['Note', (row) => row.note],
    ['States', (row) => row.states],
    ['Registrations', (row) => whole(row.registrations)],
  ], rows, { Registrations: whole(recommendations.totalRegistrations) })
}

/**
 * Each conclusion of an entity whose actions the study computes, beside what the adviser's row says of
 * the state: its Action where it names one, else the recommendations of the entries listing it, else Not
 * listed; the agreement as the conclusion has it.
 */
function computedActions(recommendations: Recommendations): ExpectedSheet {
  const rows = recommendations.conclusions.filter((entity) => entity.computed).flatMap(({ entity, states }) => states.map((state) => ({ entity, state })))
  const adviser = (code: string, state: string) => {
    const said = [...new Set(recommendations.entries.filter((entry) => entry.entity.code === code && entry.states.includes(state as never)).map((entry) => entry.recommendation))]
    return said.length === 0 ? 'Not listed' : said.join('; ')
  }
  return sheet('Computed actions', [
    ['Code', ({ entity }) => entity.code],
    ['Entity', ({ entity }) => entity.name],
    ['State', ({ state }) => state.state],
    ['State Name', ({ state }) => state.stateName],
    ['Adviser', ({ entity, state }) => state.adviserAction ?? adviser(entity.code, state.state)],
    ['Computed Action', ({ state }) => text(state.computedAction)],
    ['Agreement', ({ state }) => state.agreement],
  ], rows)
}

/** A date to act's reason, a look-back and a disclosure's waiver, in the plan's words (LAW.md, What the reader sees). */
const REASONS: Record<string, string> = { 'settlement date': 'the settlement date', 'collection start': 'register before collecting starts', 'as of': 'collecting is already due' }
function lookBack(lookBack: string, coversFrom: string): Text {
  const [, kind, n] = /^(Months|Calendar Years) (\d+)$/.exec(lookBack) ?? []
  const span = kind === undefined ? lookBack : `${n} ${kind === 'Months' ? 'month' : 'calendar year'}${n === '1' ? '' : 's'}`
  return `${span}, to ${coversFrom}`
}
const waived = (penalties: boolean, interestPercent: number): Text => `penalties ${penalties ? 'waived' : 'not waived'}, ${interestPercent}% of interest waived`
const span = (start: string, end: string): Text => `${start} to ${end}`
/** Where a rule row is: the study's own files or the rules library the study names. */
const ORIGIN: Record<RuleOrigin, Text> = { study: 'study', library: 'rules library' }

/**
 * The plan's sheets (its steps in order, its rule rows and defaults, each state's a part the page shows
 * on its own, with no TOTAL) and the Returns sheet: every return, each (entity, state) of a step in the
 * plan's order, then the others in the study's order, period by period; a state's part totalled by the state.
 */
function planAndReturns(plan: Plan, study: StudyExposure, exposures: EntityExposure[]): ExpectedSheet[] {
  const names = new Map(plan.entities.map((entity) => [entity.code, entity.name]))
  const steps = sheet('Plan', [
    ['Step', (step) => whole(step.order)],
    ['Entity', (step) => names.get(step.entity)!],
    ['Code', (step) => step.entity],
    ['State', (step) => step.state],
    ['State Name', (step) => step.stateName],
    ['Action', (step) => step.action],
    ['Act By', (step) => text(step.actBy)],
    ['Act By Because', (step) => (step.actByReason === null ? '' : REASONS[step.actByReason]!)],
    ['Returns to File', (step) => whole(step.returnsToFile?.count ?? null)],
    ['First Period', ({ returnsToFile: r }) => (r ? span(r.firstPeriodStart, r.firstPeriodEnd) : '')],
    ['First Due', (step) => text(step.returnsToFile?.firstDue ?? null)],
    ['Last Period', ({ returnsToFile: r }) => (r ? span(r.lastPeriodStart, r.lastPeriodEnd) : '')],
    ['Last Due', (step) => text(step.returnsToFile?.lastDue ?? null)],
    ['Look-Back', ({ disclosure: d }) => (d ? lookBack(d.lookBack, d.coversFrom) : '')],
    ['Waived', ({ disclosure: d }) => (d ? waived(d.penaltiesWaived, d.interestWaivedPercent) : '')],
    ['Disclosure Terms From', (step) => text(step.disclosure?.source ?? null)],
    ['Exposure', (step) => money(step.exposureCents)],
    ['Assessed', (step) => money(step.assessedCents)],
    ['Disclosure', (step) => money(step.disclosureCents)],
    ['Saving', (step) => money(step.savingCents)],
    ["A Month's Delay", (step) => money(step.delayCents)],
  ], plan.steps, {
    'Returns to File': whole(plan.totals.returnsToFile),
    Exposure: money(plan.totals.exposureCents),
    Assessed: money(plan.totals.assessedCents),
    Disclosure: money(plan.totals.disclosureCents),
    Saving: money(plan.totals.savingCents),
    "A Month's Delay": money(plan.totals.delayCents),
  })
  const rules = plan.assumptions.flatMap(({ state, rows }) => rows.map((row) => ({ state, row })))
  const planRules = sheet('Plan rules', [
    ['State', ({ state }) => state],
    ['Table', ({ row }) => row.table],
    ['Effective From', ({ row }) => text(row.effectiveFrom)],
    ['Terms', ({ row }) => row.terms],
    ['Source', ({ row }) => text(row.citation)],
    ['Verified On', ({ row }) => text(row.verifiedOn)],
    ['Row', ({ row }) => row.source],
    ['Origin', ({ row }) => ORIGIN[row.origin]],
  ], rules, undefined, () => undefined)
  const defaults = plan.assumptions.flatMap(({ state, defaults: rows }) => rows.map((row) => ({ state, row })))
  const planDefaults = sheet('Plan defaults', [
    ['State', ({ state }) => state],
    ['Table', ({ row }) => row.table],
    ['Default', ({ row }) => row.terms],
    ['From', ({ row }) => text(row.source)],
    ['Origin', ({ row }) => (row.origin === null ? '' : ORIGIN[row.origin])],
  ], defaults, undefined, () => undefined)

  type Return = { entity: EntityExposure['entity']; state: EntityExposure['states'][number]; ret: EntityExposure['states'][number]['returns'][number] }
  const order = [...plan.steps.map((step) => `${step.entity} ${step.state}`), ...exposures.flatMap((file) => file.states.map((state) => `${file.entity.code} ${state.state}`))]
  const returns: Return[] = [...new Set(order)].flatMap((key) => {
    const [code, stateCode] = key.split(' ')
    const file = exposures.find((found) => found.entity.code === code)
    const state = file?.states.find((found) => found.state === stateCode)
    return file && state ? state.returns.map((ret) => ({ entity: file.entity, state, ret })) : []
  })
  const headers = ['Period', 'Entity', 'Code', 'State', 'Frequency', 'Calendar', 'Due', 'Taxable Sales', 'Tax', 'Interest', 'Months Late', 'Penalty', 'Assessable', 'Interest at Settlement', 'Months Late at Settlement', 'Penalty at Settlement', 'Assessable at Settlement', 'Covered', 'To File']
  const returnsSheet = sheet<Return>('Returns', [
    ['Period', ({ ret }) => span(ret.periodStart, ret.periodEnd)],
    ['Entity', ({ entity }) => entity.name],
    ['Code', ({ entity }) => entity.code],
    ['State', ({ state }) => state.state],
    ['Frequency', ({ ret }) => ret.frequency],
    ['Calendar', ({ ret }) => ret.rule ?? 'default: monthly, due the 20th'],
    ['Due', ({ ret }) => ret.dueDate],
    ['Taxable Sales', ({ ret }) => money(ret.taxableSalesCents)],
    ['Tax', ({ ret }) => money(ret.taxCents)],
    ['Interest', ({ ret }) => money(ret.interestCents)],
    ['Months Late', ({ ret }) => whole(ret.monthsLate)],
    ['Penalty', ({ ret }) => money(ret.penaltyCents)],
    ['Assessable', ({ ret }) => yesNo(ret.assessable)],
    ['Interest at Settlement', ({ ret }) => money(ret.settlement.interestCents)],
    ['Months Late at Settlement', ({ ret }) => whole(ret.settlement.monthsLate)],
    ['Penalty at Settlement', ({ ret }) => money(ret.settlement.penaltyCents)],
    ['Assessable at Settlement', ({ ret }) => yesNo(ret.settlement.assessable)],
    ['Covered', ({ ret }) => yesNo(ret.covered)],
    ['To File', ({ ret }) => yesNo(ret.toFile)],
  ], returns, { Tax: money(study.totals.taxCents), Interest: money(study.totals.interestCents), Penalty: money(study.totals.penaltiesCents) }, (first) => {
    // a state's part: the state's own figures, which its assessable returns foot to
    const state = exposures.find((file) => file.entity.code === first[2])!.states.find((found) => found.state === first[3])!
    return totalRow(headers, {
      Tax: money(state.taxCents),
      Interest: money(state.interestCents),
      Penalty: money(state.penaltiesCents),
      'Interest at Settlement': money(state.settlement.interestCents),
      'Penalty at Settlement': money(state.settlement.penaltiesCents),
    })
  })
  return [steps, planRules, planDefaults, returnsSheet]
}
