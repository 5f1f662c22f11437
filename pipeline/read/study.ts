/**
 * Reads a whole study folder: the manifest and every file it names, each checked against its schema
 * and cross-checked (duplicates, unknown codes, entities the manifest lacks). Every problem of every
 * file is collected; the study is returned only when there are none.
 */
import { path } from 'zx'
import { readCsv, type Located } from './csv.ts'
import { readManifest, type Manifest } from './manifest.ts'
import { checkStudyFile, readStudyFile, resolveStudyFolder, type StudyFile } from './study-files.ts'
import { TransactionsReader, type DailyFile } from './transactions.ts'
import { thresholdColumns, thresholdRule, type ThresholdRow, type ThresholdRule } from '../transactions/thresholds.ts'
import type { DailyTotal } from '../transactions/daily.ts'
import { hundredthsToDecimal, parseCents, parseDecimal, parseHundredths, parseThousandths } from '../money.ts'
import { isUsStateCode } from '../us-states.ts'
import { quote, shownPath, type Problems } from '../problems.ts'
import { MAX_AMOUNT_HUNDREDTHS, MAX_COUNT, MAX_CSV_BYTES, MAX_MANIFEST_BYTES, MAX_STUDY_REVENUE_CENTS, MAX_TRANSACTIONS_BYTES } from '../limits.ts'
import type {
  DefaultStatusRow, NexusRow, RateRow, RecommendationRow, RevenueRow, StudyManifest, UsStateCode, Colour,
} from '../../schemas/types.ts'

export const columns = {
  rates: ['State', 'Rate'],
  defaultStatuses: ['State', 'Status'],
  recommendations: ['Entity', 'States', 'Recommendation', 'Note'],
  revenue: ['State', 'Revenue'],
  nexus: [
    'Jurisdiction', 'Rule Set Name', 'Date Crossed Threshold', 'Aggregation Start Date', 'Aggregation End Date',
    'Transactions Count', 'Transactions Threshold', 'Sales Amount', 'Sales Threshold', 'Sales After Nexus',
    'Total Sales', 'Currency', 'Transactions Percentage', 'Sales Percentage', 'Transactions Status',
    'Sales Status', 'Overall Status', 'Nexus Threshold Type', 'Period Type',
  ],
} as const satisfies Record<string, readonly string[]>

export const POTENTIALLY_INTERNATIONAL = 'Potentially International'
const US_JURISDICTION = /^USA\.S-([A-Z]{2})$/
const UNATTRIBUTED = 'Unattributed Revenue'

export type ExportStatus = DefaultStatusRow['Status'] | 'Approaching' | ''

export interface NexusRecord {
  line: number
  jurisdiction: string
  /** The state code for a US row (USA.S-XX), else null. */
  state: UsStateCode | null
  ruleSetName: string
  dateCrossedThreshold: string | null
  transactionsCount: number
  /** The rule's transaction threshold; null where the rule has none (a blank or zero cell). */
  transactionsThreshold: number | null
  salesAmountCents: number
  salesThresholdCents: number
  totalSalesCents: number
  currency: string
  transactionsPercentHundredths: number
  salesPercentHundredths: number
  transactionsStatus: ExportStatus
  salesStatus: ExportStatus
  overallStatus: ExportStatus
  nexusThresholdType: NexusRow['Nexus Threshold Type']
}

export interface RevenueLine { cents: number; line: number }

/** An entity's dated sales: daily totals per state (dates ascending) from its transactions or daily file. */
export interface SalesInput {
  /** The file, relative to the study folder. */
  file: string
  kind: 'transactions' | 'daily'
  days: Map<UsStateCode, DailyTotal[]>
  /** Rows dated outside the look-back and the tax year, left out. */
  outOfRange: number
}

/** Paths of study files (revenueFile, nexus.file, sales.file, ratesFile, recommendationsFile) are relative to the study folder. */
export interface EntityInput {
  code: string
  name: string
  colour: Colour
  /** The revenue file; null when the revenue is the net sales of the entity's transactions in the tax year. */
  revenueFile: string | null
  revenue: Map<UsStateCode, RevenueLine>
  nexus: { file: string; rows: NexusRecord[] } | null
  /** Dated sales, from which the entity's statuses are computed; null when it has none. */
  sales: SalesInput | null
}

export interface RecommendationInput {
  line: number
  entity: string
  potentiallyInternational: boolean
  states: UsStateCode[]
  recommendation: string
  note: string
}

export interface Study {
  manifest: StudyManifest
  ratesFile: string
  /** Rates in thousandths of a percent. */
  rates: Map<string, number>
  defaultStatuses: Map<string, DefaultStatusRow['Status']>
  recommendationsFile: string
  recommendations: RecommendationInput[]
  /** thresholds.csv, relative to the study folder; null when the manifest names none. */
  thresholdsFile: string | null
  thresholds: Map<UsStateCode, ThresholdRule>
  entities: EntityInput[]
}

export async function readStudy(rawDir: string, problems: Problems): Promise<Study | undefined> {
  const display = (file: string) => shownPath(path.join(rawDir, file))
  const studyFolder = await resolveStudyFolder(rawDir)
  const manifestFile: StudyFile = studyFolder
    ? await readStudyFile(studyFolder, 'study.json', MAX_MANIFEST_BYTES)
    : { ok: false, missing: true, why: 'does not exist' }
  const manifest = readManifest(display('study.json'), manifestFile, problems)
  if (!manifest || !studyFolder) return undefined
  const { data } = manifest

  // A file the manifest names but cannot be read is reported where the manifest names it.
  const readNamed = async <T>(pointer: string, file: string, cols: readonly string[], schema: Parameters<typeof readCsv>[2]) => {
    const found = await readStudyFile(studyFolder, file, MAX_CSV_BYTES)
    if (!found.ok) {
      const { line, column } = manifest.locate(pointer)
      problems.add(display('study.json'), line, column, found.missing
        ? `${quote(file)} does not exist; expected the file ${display(file)}`
        : `${quote(file)} ${found.why}; expected ${found.expected ?? 'a CSV file inside the study folder'}`)
      return undefined
    }
    return { file, display: display(file), rows: readCsv<T>({ display: display(file), bytes: found.bytes }, cols, schema, problems) }
  }

  checkUniqueCodes(manifest, display('study.json'), problems)
  checkEntityFiles(manifest, display('study.json'), problems)

  const rateFile = await readNamed<RateRow>('/rates', data.rates, columns.rates, 'input/rates.schema.json')
  const statusFile = await readNamed<DefaultStatusRow>('/defaultStatuses', data.defaultStatuses, columns.defaultStatuses, 'input/default-statuses.schema.json')
  const recommendationFile = await readNamed<RecommendationRow>('/recommendations', data.recommendations, columns.recommendations, 'input/recommendations.schema.json')
  const thresholdFile = data.thresholds === undefined ? null
    : await readNamed<ThresholdRow>('/thresholds', data.thresholds, thresholdColumns, 'input/thresholds.schema.json')
  // One entity at a time: a study may name thousands of files.
  type Read<Row> = { file: string; display: string; rows: Located<Row>[] | undefined } | undefined
  const entityFiles: { revenue: Read<RevenueRow> | null; nexus: Read<NexusRow> | null }[] = []
  for (const [index, entity] of data.entities.entries()) {
    const revenue = entity.revenue === undefined ? null
      : await readNamed<RevenueRow>(`/entities/${index}/revenue`, entity.revenue, columns.revenue, 'input/revenue.schema.json')
    const nexus = entity.nexus === undefined ? null
      : await readNamed<NexusRow>(`/entities/${index}/nexus`, entity.nexus, columns.nexus, 'input/nexus.schema.json')
    entityFiles.push({
      revenue: revenue && { ...revenue, rows: withinLimits(revenue.display, revenue.rows, columns.revenue, ['Revenue'], [], ' USD', problems) },
      nexus: nexus && { ...nexus, rows: withinLimits(nexus.display, nexus.rows, columns.nexus, NEXUS_AMOUNTS, NEXUS_COUNTS, '', problems) },
    })
  }

  const sales = await readSales(studyFolder, manifest, display, problems)

  const rates = keyedByState(rateFile, problems, (row) => parseThousandths(row.Rate))
  const thresholds = keyedByState(thresholdFile, problems, (row, line) => thresholdRule(row, line)) as Map<UsStateCode, ThresholdRule>
  if (thresholdFile?.rows) checkThresholdStates(manifest, sales, thresholds, data.thresholds!, display('study.json'), problems)
  const defaultStatuses = keyedByState(statusFile, problems, (row) => row.Status)
  const recommendations = recommendationFile?.rows
    ? checkRecommendations(recommendationFile.display, recommendationFile.rows, data, problems) : []

  const entities: EntityInput[] = data.entities.map((entity, index) => {
    const files = entityFiles[index]!
    const entitySales = sales[index] ?? null
    const revenue = files.revenue === null && entitySales
      ? revenueFromSales(entitySales, data.taxYear)
      : keyedByState(files.revenue, problems, (row, line): RevenueLine => ({ cents: parseCents(row.Revenue), line }))
    return {
      code: entity.code,
      name: entity.name,
      colour: entity.colour,
      revenueFile: entity.revenue ?? null,
      revenue: revenue as Map<UsStateCode, RevenueLine>,
      nexus: files.nexus?.rows ? { file: files.nexus.file, rows: nexusRecords(files.nexus.display, files.nexus.rows, problems) } : null,
      sales: entitySales,
    }
  })
  if (problems.count === 0) checkStudyRevenue(entities, display, problems)

  if (problems.count > 0) return undefined
  return {
    manifest: data,
    ratesFile: rateFile!.file,
    rates,
    defaultStatuses,
    recommendationsFile: recommendationFile!.file,
    recommendations,
    thresholdsFile: thresholdFile?.file ?? null,
    thresholds,
    entities,
  }
}

/**
 * Each entity's transactions or daily file, checked as a study file (a regular file inside the study,
 * within its own limit) and then read by DuckDB: one reader for the run, closed whatever happens.
 * An entry is undefined for an entity without dated sales or whose file has problems.
 */
async function readSales(
  studyFolder: string,
  manifest: Manifest,
  display: (file: string) => string,
  problems: Problems,
): Promise<(SalesInput | undefined)[]> {
  const { entities, taxYear } = manifest.data
  const out: (SalesInput | undefined)[] = entities.map(() => undefined)
  if (!entities.some((entity) => entity.transactions !== undefined || entity.daily !== undefined)) return out
  const reader = await TransactionsReader.open()
  try {
    for (const [index, entity] of entities.entries()) {
      const kind = entity.transactions !== undefined ? 'transactions' : entity.daily !== undefined ? 'daily' : undefined
      if (kind === undefined) continue
      const file = entity[kind]!
      const checked = await checkStudyFile(studyFolder, file, MAX_TRANSACTIONS_BYTES)
      if (!checked.ok) {
        const { line, column } = manifest.locate(`/entities/${index}/${kind}`)
        problems.add(display('study.json'), line, column, checked.missing
          ? `${quote(file)} does not exist; expected the file ${display(file)}`
          : `${quote(file)} ${checked.why}; expected ${checked.expected ?? 'a CSV file inside the study folder'}`)
        continue
      }
      const source = { display: display(file), absolute: checked.real }
      const read: DailyFile = kind === 'transactions'
        ? await reader.readTransactions(source, taxYear)
        : await reader.readDaily(source, taxYear)
      for (const problem of read.problems) problems.add(problem.file, problem.line, problem.column, problem.message)
      if (read.problems.length === 0) out[index] = { file, kind, days: read.days, outOfRange: read.outOfRange }
    }
  } finally {
    reader.close()
  }
  return out
}

/** Net sales dated in the tax year, per state: the revenue of an entity without a revenue file. */
function revenueFromSales(sales: SalesInput, taxYear: number): Map<UsStateCode, RevenueLine> {
  const first = `${taxYear}-01-01`
  const last = `${taxYear}-12-31`
  const out = new Map<UsStateCode, RevenueLine>()
  for (const [state, days] of sales.days) {
    let cents = 0n
    for (const day of days) if (day.date >= first && day.date <= last) cents += BigInt(day.salesCents)
    // Bounded in cents by checkStudyRevenue's total; a sum beyond it is reported there.
    if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < -BigInt(Number.MAX_SAFE_INTEGER)) cents = BigInt(Number.MAX_SAFE_INTEGER)
    out.set(state, { cents: Number(cents), line: 1 })
  }
  return out
}

/**
 * Each entity names revenue or dated sales (or both), not a transactions and a daily file at once;
 * a study where any entity has dated sales names thresholds.csv.
 */
function checkEntityFiles(manifest: Manifest, display: string, problems: Problems): void {
  manifest.data.entities.forEach((entity, index) => {
    if (entity.revenue === undefined && entity.transactions === undefined && entity.daily === undefined) {
      const { line, column } = manifest.locate(`/entities/${index}`)
      problems.add(display, line, column, `entities[${index}] names no revenue, transactions or daily file; expected "revenue", "transactions" or "daily" (or revenue and one of the others)`)
    }
    if (entity.transactions !== undefined && entity.daily !== undefined) {
      const { line, column } = manifest.locate(`/entities/${index}/daily`, 'key')
      problems.add(display, line, column, `entities[${index}] names both a transactions and a daily file; expected one of them`)
    }
    const kind = entity.transactions !== undefined ? 'transactions' : entity.daily !== undefined ? 'daily' : undefined
    if (kind !== undefined && manifest.data.thresholds === undefined) {
      const { line, column } = manifest.locate(`/entities/${index}/${kind}`, 'key')
      problems.add(display, line, column, `entities[${index}] names a ${kind} file, but the study names no thresholds; expected a "thresholds" key naming thresholds.csv, each state's rule`)
    }
  })
}

/** Every state an entity's dated sales touch has its rule in thresholds.csv. */
function checkThresholdStates(
  manifest: Manifest,
  sales: readonly (SalesInput | undefined)[],
  thresholds: ReadonlyMap<UsStateCode, ThresholdRule>,
  thresholdsFile: string,
  display: string,
  problems: Problems,
): void {
  sales.forEach((entitySales, index) => {
    if (!entitySales) return
    const missing = [...entitySales.days.keys()].filter((state) => !thresholds.has(state))
    if (missing.length === 0) return
    const { line, column } = manifest.locate(`/entities/${index}/${entitySales.kind}`)
    problems.add(display, line, column,
      `${entitySales.file} has sales in ${missing.join(', ')}, which ${thresholdsFile} has no row for; expected a row in ${thresholdsFile} for every state an entity's ${entitySales.kind} file touches`)
  })
}

const NEXUS_AMOUNTS = ['Sales Amount', 'Sales Threshold', 'Sales After Nexus', 'Total Sales', 'Transactions Percentage', 'Sales Percentage'] as const
const NEXUS_COUNTS = ['Transactions Count', 'Transactions Threshold'] as const
const LARGEST_AMOUNT = hundredthsToDecimal(Number(MAX_AMOUNT_HUNDREDTHS))

/**
 * The rows whose amounts and counts are within the limits (pipeline/limits.ts) that keep every figure
 * exact; each cell beyond them is a problem at its row and column, and its row is left out.
 */
function withinLimits<Row>(
  display: string,
  rows: Located<Row>[] | undefined,
  cols: readonly string[],
  amounts: readonly (keyof Row & string)[],
  counts: readonly (keyof Row & string)[],
  unit: string,
  problems: Problems,
): Located<Row>[] | undefined {
  if (!rows) return undefined
  const magnitude = (value: bigint) => (value < 0n ? -value : value)
  return rows.filter(({ line, values }) => {
    let ok = true
    for (const name of amounts) {
      const text = values[name] as string
      if (magnitude(parseDecimal(text, 2)) <= MAX_AMOUNT_HUNDREDTHS) continue
      problems.add(display, line, cols.indexOf(name) + 1,
        `${name} ${quote(text)} is beyond the largest amount a study may hold, ${LARGEST_AMOUNT}${unit}; expected an amount from -${LARGEST_AMOUNT} to ${LARGEST_AMOUNT}`)
      ok = false
    }
    for (const name of counts) {
      const text = values[name] as string
      if (magnitude(parseDecimal(text, 0)) <= MAX_COUNT) continue
      problems.add(display, line, cols.indexOf(name) + 1,
        `${name} ${quote(text)} is beyond the largest count a study may hold, ${MAX_COUNT}; expected a whole number up to ${MAX_COUNT}`)
      ok = false
    }
    return ok
  })
}

/**
 * Every total and liability is a sum of revenue amounts (a liability never exceeds its revenue), so
 * bounding the sum of every amount, signs ignored, keeps them all exact. The row that crosses the
 * bound is reported.
 */
function checkStudyRevenue(entities: readonly EntityInput[], display: (file: string) => string, problems: Problems): void {
  let total = 0n
  for (const entity of entities) {
    for (const { cents, line } of [...entity.revenue.values()].sort((a, b) => a.line - b.line)) {
      total += BigInt(cents < 0 ? -cents : cents)
      if (total <= MAX_STUDY_REVENUE_CENTS) continue
      const where = entity.revenueFile ?? entity.sales?.file ?? 'study.json'
      problems.add(display(where), entity.revenueFile ? line : 1, entity.revenueFile ? 2 : 1,
        `Revenue ${hundredthsToDecimal(cents)} takes the study's revenue, summed over every entity without signs, beyond ${hundredthsToDecimal(Number(MAX_STUDY_REVENUE_CENTS))} USD, the largest total a study may hold; expected amounts that add up to at most that`)
      return
    }
  }
}

function checkUniqueCodes(manifest: Manifest, display: string, problems: Problems): void {
  const first = new Map<string, number>()
  manifest.data.entities.forEach((entity, index) => {
    const earlier = first.get(entity.code)
    if (earlier === undefined) first.set(entity.code, index)
    else {
      const { line, column } = manifest.locate(`/entities/${index}/code`)
      problems.add(display, line, column, `entity code "${entity.code}" is used twice (entities[${earlier}] and entities[${index}]); expected unique codes`)
    }
  })
}

/** A file's rows keyed by their State column; a state seen twice is a problem. */
function keyedByState<Row extends { State: string }, V>(
  file: { display: string; rows: Located<Row>[] | undefined } | null | undefined,
  problems: Problems,
  value: (row: Row, line: number) => V,
): Map<string, V> {
  const out = new Map<string, V>()
  const lines = new Map<string, number>()
  for (const { line, values } of file?.rows ?? []) {
    const earlier = lines.get(values.State)
    if (earlier !== undefined) {
      problems.add(file!.display, line, 1, `State ${quote(values.State)} appears again; expected each state once (first at line ${earlier})`)
      continue
    }
    lines.set(values.State, line)
    out.set(values.State, value(values, line))
  }
  return out
}

function checkRecommendations(file: string, rows: Located<RecommendationRow>[], manifest: StudyManifest, problems: Problems): RecommendationInput[] {
  const codes = new Set(manifest.entities.map((entity) => entity.code))
  const seen = new Map<string, number>()
  const out: RecommendationInput[] = []
  for (const { line, values } of rows) {
    let ok = true
    if (!codes.has(values.Entity)) {
      problems.add(file, line, 1, `Entity ${quote(values.Entity)} is not in study.json; expected one of ${[...codes].join(', ')}`)
      ok = false
    } else if (seen.has(values.Entity)) {
      problems.add(file, line, 1, `Entity ${quote(values.Entity)} has a second row; expected one row per entity (first at line ${seen.get(values.Entity)})`)
      ok = false
    }
    seen.set(values.Entity, seen.get(values.Entity) ?? line)
    const potentiallyInternational = values.States === POTENTIALLY_INTERNATIONAL
    const states = potentiallyInternational ? [] : values.States.split(' ')
    const unknown = states.filter((state) => !isUsStateCode(state))
    if (unknown.length > 0) {
      problems.add(file, line, 2, `States lists ${unknown.map((s) => quote(s)).join(', ')}, not a US state, DC or PR code; expected codes such as "AZ", or "${POTENTIALLY_INTERNATIONAL}"`)
      ok = false
    }
    const repeated = states.filter((state, index) => states.indexOf(state) !== index)
    if (repeated.length > 0) {
      problems.add(file, line, 2, `States lists ${[...new Set(repeated)].join(', ')} more than once; expected each state once`)
      ok = false
    }
    if (ok) {
      out.push({
        line,
        entity: values.Entity,
        potentiallyInternational,
        states: states as UsStateCode[],
        recommendation: values.Recommendation,
        note: values.Note,
      })
    }
  }
  return out
}

function nexusRecords(file: string, rows: Located<NexusRow>[], problems: Problems): NexusRecord[] {
  const seen = new Map<string, number>()
  const out: NexusRecord[] = []
  rows.forEach(({ line, values }, index) => {
    const jurisdiction = values.Jurisdiction
    const earlier = seen.get(jurisdiction)
    if (earlier !== undefined) {
      problems.add(file, line, 1, `Jurisdiction ${quote(jurisdiction)} appears again; expected one row per jurisdiction (first at line ${earlier})`)
      return
    }
    seen.set(jurisdiction, line)
    if (jurisdiction === UNATTRIBUTED && index !== rows.length - 1) {
      problems.add(file, line, 1, `"${UNATTRIBUTED}" is not the last row; expected it after every jurisdiction`)
    }
    const code = US_JURISDICTION.exec(jurisdiction)?.[1] ?? null
    if (code !== null && !isUsStateCode(code)) {
      problems.add(file, line, 1, `Jurisdiction ${quote(jurisdiction)} names no US state; expected USA.S- and a state, DC or PR code`)
      return
    }
    out.push({
      line,
      jurisdiction,
      state: code as UsStateCode | null,
      ruleSetName: values['Rule Set Name'],
      dateCrossedThreshold: values['Date Crossed Threshold'] || null,
      transactionsCount: Number(parseDecimal(values['Transactions Count'], 0)),
      transactionsThreshold: Number(parseDecimal(values['Transactions Threshold'], 0)) || null,
      salesAmountCents: parseCents(values['Sales Amount']),
      salesThresholdCents: parseCents(values['Sales Threshold']),
      totalSalesCents: parseCents(values['Total Sales']),
      currency: values.Currency,
      transactionsPercentHundredths: parseHundredths(values['Transactions Percentage']),
      salesPercentHundredths: parseHundredths(values['Sales Percentage']),
      transactionsStatus: values['Transactions Status'],
      salesStatus: values['Sales Status'],
      overallStatus: values['Overall Status'],
      nexusThresholdType: values['Nexus Threshold Type'],
    })
  })
  return out
}
