/**
 * Opens a study folder: the manifest and the study's own files (rates, default statuses,
 * recommendations, thresholds), each checked against its schema and cross-checked (duplicate codes,
 * entities the manifest lacks), then each entity read in turn (entity.ts), one at a time. Every problem
 * of every file is collected, each entity being read even after one is found.
 */
import path from 'node:path'
import { readManifest, type Manifest } from './manifest.ts'
import { readStudyFile, resolveStudyFolder, type StudyFile } from './study-files.ts'
import { NamedFiles } from './named-files.ts'
import { keyedByState } from './by-state.ts'
import { checkRecommendations, type RecommendationInput } from './recommendations.ts'
import { readEntity, type EntityContext, type EntityInput } from './entity.ts'
import { StudyRevenue } from './study-revenue.ts'
import { StudySalesAbroad } from './sales-abroad.ts'
import { fxRates, type FxRate } from './fx.ts'
import { stateRules } from './thresholds.ts'
import { readLaw, readRates } from './law.ts'
import { mergeLaw, mergeThresholds, readLibrary } from './rules.ts'
import type { DatedRates, Law } from '../law/tables.ts'
import type { StateRules } from '../transactions/thresholds.ts'
import { exposureProblems, studyScope, type StudyScope } from '../transactions/scope.ts'
import { dayOf } from '../transactions/dates.ts'
import type { Problems } from '../problems.ts'
import { shownPath } from '../../common/paths.ts'
import { MAX_MANIFEST_BYTES } from '../../common/limits.ts'
import type { TransactionsReader } from './transactions.ts'
import type { DefaultStatusRow, FxRow, RateRow, RecommendationRow, StudyManifest, ThresholdRow, UsStateCode } from '../../schemas/generated/types.ts'

/** What the study holds besides its entities. Paths of study files are relative to the study folder. */
export interface Study {
  manifest: StudyManifest
  ratesFile: string
  /** Rates in thousandths of a percent: the row in force on 31 December of the tax year (LAW.md), for the tax year's screens. */
  rates: Map<string, number>
  /** rates.csv's rows by state, dated (LAW.md): the tax on a day uses the row in force that day. */
  rateRules: Map<string, DatedRates>
  /**
   * LAW.md's tables; null in a study without `law` or a rules library (or without exposure). With a
   * library, each state's tables are the study's own where it has rows, else the library's (rules.ts).
   */
  law: Law | null
  defaultStatuses: Map<string, DefaultStatusRow['Status']>
  recommendationsFile: string
  /** Each entity's recommendation rows together, by entity code. */
  recommendations: ReadonlyMap<string, RecommendationInput>
  /** Each state's rules, in order of Effective From: the study's own, or the rules library's for a state the study's own lacks. */
  thresholds: Map<UsStateCode, StateRules>
  /** The days read and judged; exposure is null in a study without it (or with it out of bounds: a problem). */
  scope: StudyScope
  /** fx.csv; null when the manifest names none. */
  fxFile: string | null
  /** US dollars per unit of each currency (USD itself at 1); null without fx.csv, when nothing abroad has a USD equivalent. */
  fx: Map<string, FxRate> | null
}

export interface OpenedStudy {
  /** Complete, and fit to derive from, only while no problem has been found. */
  study: Study
  /** The study's files as read: their paths as messages show them, their headers. */
  files: NamedFiles
  /**
   * Each entity of the manifest in order, read as the previous one is done with; only entities read
   * without a problem are given, and none once the study's revenue or sales abroad are beyond their
   * limit. Problems are added to the run's list as they are found; those of the study's totals when
   * the last entity is read, beside every other.
   */
  entities(): AsyncGenerator<EntityInput>
}

/** The study in rawDir; undefined when its manifest cannot be read (the problems say why). */
export async function openStudy(rawDir: string, problems: Problems): Promise<OpenedStudy | undefined> {
  const studyFolder = await resolveStudyFolder(rawDir)
  const manifestFile: StudyFile = studyFolder
    ? readStudyFile(studyFolder, 'study.json', MAX_MANIFEST_BYTES)
    : { ok: false, missing: true, code: 'FILE_NOT_FOUND', why: 'does not exist' }
  const manifest = readManifest(shownPath(path.join(rawDir, 'study.json')), manifestFile, problems)
  if (!manifest || !studyFolder) return undefined
  return openManifest(NamedFiles.ofStudy(studyFolder, rawDir, manifest, problems), manifest, problems)
}

function openManifest(files: NamedFiles, manifest: Manifest, problems: Problems): OpenedStudy {
  const { data } = manifest
  checkUniqueCodes(manifest, files.display('study.json'), problems)
  checkEntityFiles(manifest, files.display('study.json'), problems)
  const exposureOk = checkExposure(manifest, files.display('study.json'), problems)
  checkLaw(manifest, files.display('study.json'), problems)

  const rateFile = files.csv<Required<RateRow>>('/rates', data.rates, 'input/rates.schema.json')
  const rateRules = readRates(rateFile, problems)
  const yearEnd = dayOf(data.taxYear, 12, 31)
  const statusFile = files.csv<DefaultStatusRow>('/defaultStatuses', data.defaultStatuses, 'input/default-statuses.schema.json')
  const recommendationFile = files.csv<Required<RecommendationRow>>('/recommendations', data.recommendations, 'input/recommendations.schema.json')
  const beforeThresholds = problems.count
  const thresholdFile = data.thresholds === undefined ? null
    : files.csv<Required<ThresholdRow>>('/thresholds', data.thresholds, 'input/thresholds.schema.json')
  const ownThresholds = stateRules(thresholdFile ?? undefined, problems)
  // The rules library's law tables are read only where there is an exposure for them to price.
  const library = data.rules === undefined ? null
    : readLibrary(data.rules, problems, { display: files.display('study.json'), locate: manifest.locate }, exposureOk)
  const thresholds = library ? mergeThresholds(ownThresholds, library.thresholds) : ownThresholds
  // A thresholds.csv with a problem has left rows out: which states it lacks is then not worth saying.
  const thresholdsComplete = (thresholdFile !== null || library !== null) && (thresholdFile === null || thresholdFile?.rows !== undefined)
    && (library === null || library.thresholdsComplete) && problems.count === beforeThresholds
  const ownLaw = readLaw(files, data.law, problems)
  const fxFile = data.fx === undefined ? null : files.csv<FxRow>('/fx', data.fx, 'input/fx.schema.json')

  const study: Study = {
    manifest: data,
    ratesFile: data.rates,
    rates: new Map([...rateRules].map(([state, rules]) => [state, rules.rateOn(yearEnd).rateThousandths])),
    rateRules,
    law: library?.law ? mergeLaw(ownLaw, library.law, ownThresholds) : ownLaw,
    defaultStatuses: keyedByState(statusFile, problems, (row) => row.Status),
    recommendationsFile: data.recommendations,
    recommendations: new Map((recommendationFile?.rows ? checkRecommendations(recommendationFile.display, recommendationFile.rows, recommendationFile.columns, data, problems) : [])
      .map((row) => [row.entity, row])),
    thresholds,
    scope: studyScope(exposureOk ? data : { taxYear: data.taxYear }),
    fxFile: data.fx ?? null,
    fx: data.fx === undefined ? null : fxRates(fxFile, problems),
  }

  let salesReader: TransactionsReader | undefined
  const context: EntityContext = {
    files,
    manifest,
    problems,
    thresholds: thresholdsComplete ? study.thresholds : null,
    scope: study.scope,
    salesReader: async () => {
      // Loaded only for a study with dated sales: DuckDB is large.
      salesReader ??= await (await import('./transactions.ts')).TransactionsReader.open()
      return salesReader
    },
  }

  async function* entities(): AsyncGenerator<EntityInput> {
    const revenue = new StudyRevenue((file) => files.display(file))
    const salesAbroad = new StudySalesAbroad(study.fx, (file) => files.display(file))
    // An entity with dated sales is read while the one before it is derived: once DuckDB has its sales
    // to sum, on threads of its own, the derivation runs beside it (npm run bench:exposure times a study
    // of four such entities). Then two entities are in memory at once; any other entity is read only
    // once the one before it is done with.
    let next: Promise<EntityInput | null> | undefined
    try {
      for (let index = 0; index < data.entities.length; index++) {
        // Files are read synchronously (study-files.ts): between entities the event loop has its turn,
        // so that a signal stops the run and the files being written progress.
        await new Promise((resolve) => setImmediate(resolve))
        const entity = await (next ?? readEntity(context, index))
        const summing = salesReader?.whenSumming()
        next = hasDatedSales(data.entities[index + 1]) ? readEntity(context, index + 1) : undefined
        // Awaited on the next turn; a failure meanwhile is not one nobody handles.
        next?.catch(() => undefined)
        // Until DuckDB has the next entity's sales (or it has none): the derivation is synchronous.
        if (next && summing) await Promise.race([next, summing])
        if (!entity) continue
        revenue.add(entity)
        salesAbroad.add(entity)
        if (!revenue.exceeded && !salesAbroad.exceeded) yield entity
      }
    } finally {
      // A read still running when the consumer stops ends before DuckDB is closed under it.
      await next?.catch(() => undefined)
      salesReader?.close()
    }
    revenue.report(problems)
    salesAbroad.report(problems)
  }
  return { study, files, entities }
}

function hasDatedSales(entity: StudyManifest['entities'][number] | undefined): boolean {
  return entity?.transactions !== undefined || entity?.daily !== undefined
}

/**
 * Each entity names revenue or dated sales (or both), not a transactions and a daily file at once;
 * a study where any entity has dated sales names thresholds.csv or a rules library.
 */
function checkEntityFiles(manifest: Manifest, display: string, problems: Problems): void {
  manifest.data.entities.forEach((entity, index) => {
    if (entity.revenue === undefined && entity.transactions === undefined && entity.daily === undefined) {
      const { line, column } = manifest.locate(`/entities/${index}`)
      problems.add(display, line, column, 'MISSING_KEY', `entities[${index}] names no revenue, transactions or daily file; expected "revenue", "transactions" or "daily" (or revenue and one of the others)`)
    }
    if (entity.transactions !== undefined && entity.daily !== undefined) {
      const { line, column } = manifest.locate(`/entities/${index}/daily`, 'key')
      problems.add(display, line, column, 'CONFLICTING_KEYS', `entities[${index}] names both a transactions and a daily file; expected one of them`)
    }
    const kind = entity.transactions !== undefined ? 'transactions' : entity.daily !== undefined ? 'daily' : undefined
    if (kind !== undefined && manifest.data.thresholds === undefined && manifest.data.rules === undefined) {
      const { line, column } = manifest.locate(`/entities/${index}/${kind}`, 'key')
      problems.add(display, line, column, 'NO_THRESHOLDS', `entities[${index}] names a ${kind} file, but the study names no thresholds; expected a "thresholds" key naming thresholds.csv, each state's rule, or "rules": "us" for the rules library's`)
    }
  })
}

/**
 * An exposure lies within EXPOSURE.md's bounds, in a study that names thresholds or a rules library
 * (their rules are what exposure is computed under); returns whether the study has such an exposure.
 */
function checkExposure(manifest: Manifest, display: string, problems: Problems): boolean {
  const { exposure, thresholds, rules, taxYear } = manifest.data
  if (exposure === undefined) return false
  let ok = true
  if (thresholds === undefined && rules === undefined) {
    const { line, column } = manifest.locate('/exposure', 'key')
    problems.add(display, line, column, 'NO_THRESHOLDS', `exposure is given, but the study names no thresholds; expected a "thresholds" key naming thresholds.csv, the rules exposure is computed under, or "rules": "us" for the rules library's`)
    ok = false
  }
  for (const { key, code, message } of exposureProblems(taxYear, exposure)) {
    const { line, column } = manifest.locate(`/exposure/${key}`)
    problems.add(display, line, column, code, message)
    ok = false
  }
  return ok
}

/** LAW.md's tables are allowed only in a study with exposure (their figures are exposure's). */
function checkLaw(manifest: Manifest, display: string, problems: Problems): void {
  const { law, exposure } = manifest.data
  if (law === undefined || exposure !== undefined) return
  const { line, column } = manifest.locate('/law', 'key')
  problems.add(display, line, column, 'LAW_WITHOUT_EXPOSURE', `law is given, but the study has no exposure; expected an "exposure" key (firstYear, asOf) for the law's tables to price`)
}

function checkUniqueCodes(manifest: Manifest, display: string, problems: Problems): void {
  const first = new Map<string, number>()
  manifest.data.entities.forEach((entity, index) => {
    const earlier = first.get(entity.code)
    if (earlier === undefined) first.set(entity.code, index)
    else {
      const { line, column } = manifest.locate(`/entities/${index}/code`)
      problems.add(display, line, column, 'DUPLICATE_ENTITY', `entity code "${entity.code}" is used twice (entities[${earlier}] and entities[${index}]); expected unique codes`)
    }
  })
}
