/**
 * The days a study reads and judges: TRANSACTIONS.md's look-back year and tax year, or, in a study
 * with `exposure` (EXPOSURE.md), 1 January of firstYear − 1 through asOf. No window counts from before
 * the first day read.
 */
import { dayOf, isoDay, lookBackStart, parseDay, plusMonths, taxYearDays } from './dates.ts'
import type { StudyManifest } from '../../schemas/generated/types.ts'
import type { ProblemCode } from '../problem-codes.ts'

export interface ExposureScope {
  firstYear: number
  /** The study's date, to which exposure and interest run (a day number). */
  asOf: number
  /** LAW.md's settlement date S: the day a disclosure would be signed or back returns paid (asOf when not given). */
  settlement: number
}

export interface StudyScope {
  taxYear: number
  /** The first day read (1 January of the year before the tax year, or of firstYear − 1). */
  first: number
  /** The last day read (31 December of the tax year, or asOf). */
  last: number
  exposure: ExposureScope | null
}

/** The scope of a manifest whose exposure, if any, is within its bounds (exposureProblems finds none). */
export function studyScope(manifest: Pick<StudyManifest, 'taxYear' | 'exposure'>): StudyScope {
  const { taxYear, exposure } = manifest
  if (!exposure) return { taxYear, first: lookBackStart(taxYear), last: taxYearDays(taxYear).last, exposure: null }
  const asOf = parseDay(exposure.asOf)
  const settlement = exposure.settlementDate === undefined ? asOf : parseDay(exposure.settlementDate)
  return { taxYear, first: lookBackStart(exposure.firstYear), last: asOf, exposure: { firstYear: exposure.firstYear, asOf, settlement } }
}

/** A problem with one of an exposure's keys: which, and what is wrong. */
export interface ExposureProblem { key: 'firstYear' | 'asOf' | 'settlementDate'; code: ProblemCode; message: string }

/**
 * What is wrong with an exposure's firstYear, asOf and settlementDate (EXPOSURE.md and LAW.md, Inputs):
 * each key at fault with its code and message.
 */
export function exposureProblems(taxYear: number, exposure: { firstYear: number; asOf: string; settlementDate?: string }): ExposureProblem[] {
  const { firstYear, asOf, settlementDate } = exposure
  const problems: ExposureProblem[] = []
  if (firstYear > taxYear) {
    problems.push({ key: 'firstYear', code: 'EXPOSURE_BOUNDS', message: `exposure.firstYear ${firstYear} is after the tax year ${taxYear}; expected a year no later than ${taxYear}` })
  }
  let day: number
  try {
    day = parseDay(asOf)
  } catch {
    problems.push({ key: 'asOf', code: 'NOT_A_DATE', message: `exposure.asOf "${asOf}" is not a day of the calendar; expected a real date as YYYY-MM-DD, such as "${taxYear + 1}-03-31"` })
    return problems
  }
  const yearEnd = taxYearDays(taxYear).last
  const latest = dayOf(firstYear + 10, 1, 1)
  if (day < yearEnd) {
    problems.push({ key: 'asOf', code: 'EXPOSURE_BOUNDS', message: `exposure.asOf ${asOf} is before the end of the tax year; expected ${isoDay(yearEnd)} or later` })
  } else if (day > latest) {
    problems.push({ key: 'asOf', code: 'EXPOSURE_BOUNDS', message: `exposure.asOf ${asOf} is more than ten years after 1 January of firstYear (${firstYear}-01-01); expected ${isoDay(latest)} or earlier` })
  }
  if (settlementDate !== undefined) problems.push(...settlementProblems(day, settlementDate))
  return problems
}

/** A settlementDate on or after asOf and at most two years (24 months) after it (LAW.md, Inputs). */
function settlementProblems(asOf: number, settlementDate: string): ExposureProblem[] {
  let day: number
  try {
    day = parseDay(settlementDate)
  } catch {
    return [{ key: 'settlementDate', code: 'NOT_A_DATE', message: `exposure.settlementDate "${settlementDate}" is not a day of the calendar; expected a real date as YYYY-MM-DD, such as "${isoDay(plusMonths(asOf, 3))}"` }]
  }
  const latest = plusMonths(asOf, 24)
  if (day < asOf) return [{ key: 'settlementDate', code: 'EXPOSURE_BOUNDS', message: `exposure.settlementDate ${settlementDate} is before asOf (${isoDay(asOf)}); expected ${isoDay(asOf)} or later` }]
  if (day > latest) return [{ key: 'settlementDate', code: 'EXPOSURE_BOUNDS', message: `exposure.settlementDate ${settlementDate} is more than two years after asOf (${isoDay(asOf)}); expected ${isoDay(latest)} or earlier` }]
  return []
}
