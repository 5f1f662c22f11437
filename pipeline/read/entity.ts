/**
 * Reads one entity of the study: its revenue file, its nexus export and its dated sales, each checked
 * against its schema and the limits, into what the derivation needs. The study is read one entity at a
 * time and nothing of an entity outlives its derivation, so memory grows with the largest entity.
 */
import { withinLimits } from './amount-limits.ts'
import { keyedByState } from './by-state.ts'
import { NEXUS_AMOUNTS, NEXUS_COUNTS, isActivityAbroad, nexusRecords, type NexusRecord } from './nexus-export.ts'
import { loadJurisdictionNames } from '../jurisdictions.ts'
import { parseCents } from '../money.ts'
import { MAX_TRANSACTIONS_BYTES } from '../../common/limits.ts'
import { libraryFiles } from './rules.ts'
import type { NamedFiles } from './named-files.ts'
import type { Manifest } from './manifest.ts'
import type { TransactionsReader } from './transactions.ts'
import type { StateRules } from '../transactions/thresholds.ts'
import type { StudyScope } from '../transactions/scope.ts'
import { taxYearDays } from '../transactions/dates.ts'
import type { DailyTotal } from '../transactions/daily.ts'
import type { Problems } from '../problems.ts'
import type { Colour, NexusRow, RevenueRow, UsStateCode } from '../../schemas/generated/types.ts'

export interface RevenueLine { cents: number; line: number }

/** An entity's dated sales: daily totals per state (by date, then channel) from its transactions or daily file. */
export interface SalesInput {
  /** The file, relative to the study folder. */
  file: string
  kind: 'transactions' | 'daily'
  days: Map<UsStateCode, DailyTotal[]>
  /** Rows dated outside the days read (the scope's), left out. */
  outOfRange: number
}

/** Paths of study files (revenueFile, nexus.file, sales.file) are relative to the study folder. */
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

/** What reading an entity needs of the study around it. */
export interface EntityContext {
  files: NamedFiles
  manifest: Manifest
  problems: Problems
  /** thresholds.csv's rules, to check the states of dated sales against; null when the study names none or it has problems. */
  thresholds: ReadonlyMap<UsStateCode, StateRules> | null
  /** The days read. */
  scope: StudyScope
  /** The run's one reader of dated sales, opened on first use (DuckDB is loaded only for a study that has them). */
  salesReader(): Promise<TransactionsReader>
}

/** The entity at `index` of the manifest; null when any of its files has a problem (each one reported). */
export async function readEntity(context: EntityContext, index: number): Promise<EntityInput | null> {
  const { files, problems } = context
  const entity = context.manifest.data.entities[index]!
  const before = problems.count
  const revenueFile = entity.revenue === undefined ? null
    : files.csv<RevenueRow>(`/entities/${index}/revenue`, entity.revenue, 'input/revenue.schema.json')
  const nexusFile = entity.nexus === undefined ? null
    : files.csv<NexusRow>(`/entities/${index}/nexus`, entity.nexus, 'input/nexus.schema.json')
  const revenueRows = revenueFile ? withinLimits(revenueFile.display, revenueFile.rows, revenueFile.columns, ['Revenue'], [], ' USD', problems) : undefined
  const nexusRows = nexusFile ? withinLimits(nexusFile.display, nexusFile.rows, nexusFile.columns, NEXUS_AMOUNTS, NEXUS_COUNTS, '', problems) : undefined
  const sales = await readSales(context, index)

  const revenue = entity.revenue === undefined && sales
    ? revenueFromSales(sales, context.manifest.data.taxYear)
    : keyedByState(revenueFile && { display: revenueFile.display, rows: revenueRows }, problems,
      (row, line): RevenueLine => ({ cents: parseCents(row.Revenue), line })) as Map<UsStateCode, RevenueLine>
  const nexus = nexusFile && nexusRows ? { file: nexusFile.file, rows: nexusRecords(nexusFile.display, nexusRows, problems) } : null
  if (problems.count > before) return null
  if (nexus?.rows.some(isActivityAbroad)) await loadJurisdictionNames()
  return {
    code: entity.code,
    name: entity.name,
    colour: entity.colour,
    revenueFile: entity.revenue ?? null,
    revenue,
    nexus,
    sales,
  }
}

/**
 * The entity's transactions or daily file, checked as a study file (a regular file inside the study,
 * within its own limit) and then read by DuckDB; null when it has none or the file has problems.
 */
async function readSales(context: EntityContext, index: number): Promise<SalesInput | null> {
  const { manifest, problems } = context
  const entity = manifest.data.entities[index]!
  const kind = entity.transactions !== undefined ? 'transactions' : entity.daily !== undefined ? 'daily' : undefined
  if (kind === undefined) return null
  const file = entity[kind]!
  const absolute = context.files.check(`/entities/${index}/${kind}`, file, MAX_TRANSACTIONS_BYTES)
  if (absolute === undefined) return null
  const reader = await context.salesReader()
  const source = { display: context.files.display(file), absolute }
  const read = kind === 'transactions' ? await reader.readTransactions(source, context.scope, reader.totals) : await reader.readDaily(source, context.scope, reader.totals)
  for (const problem of read.problems) problems.addIn(problem.file, problem)
  problems.addUnlisted(source.display, read.unlisted)
  if (read.problems.length > 0) return null
  const sales: SalesInput = { file, kind, days: read.days, outOfRange: read.outOfRange }
  if (context.thresholds) checkThresholdStates(context, index, sales, context.thresholds)
  return sales
}

/** Every state an entity's dated sales touch has its rule in thresholds.csv. */
function checkThresholdStates(context: EntityContext, index: number, sales: SalesInput, thresholds: ReadonlyMap<UsStateCode, StateRules>): void {
  const missing = [...sales.days.keys()].filter((state) => !thresholds.has(state))
  if (missing.length === 0) return
  const { data } = context.manifest
  const thresholdsFile = [data.thresholds, data.rules && libraryFiles(data.rules).thresholds].filter(Boolean).join(' or ')
  const { line, column } = context.manifest.locate(`/entities/${index}/${sales.kind}`)
  context.problems.add(context.files.display('study.json'), line, column, 'NO_THRESHOLD_ROW',
    `${sales.file} has sales in ${missing.join(', ')}, which ${thresholdsFile} has no row for; expected a row in ${thresholdsFile} for every state an entity's ${sales.kind} file touches`)
}

/** Net sales dated in the tax year, per state: the revenue of an entity without a revenue file. */
function revenueFromSales(sales: SalesInput, taxYear: number): Map<UsStateCode, RevenueLine> {
  const { first, last } = taxYearDays(taxYear)
  const out = new Map<UsStateCode, RevenueLine>()
  for (const [state, days] of sales.days) {
    let cents = 0n
    for (const total of days) if (total.day >= first && total.day <= last) cents += BigInt(total.salesCents)
    // Bounded in cents by the study's revenue limit (study-revenue.ts); a sum beyond it is reported there.
    if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < -BigInt(Number.MAX_SAFE_INTEGER)) cents = BigInt(Number.MAX_SAFE_INTEGER)
    out.set(state, { cents: Number(cents), line: 1 })
  }
  return out
}
