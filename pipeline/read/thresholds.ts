/**
 * thresholds.csv as rules per state: each row checked against its schema (csv.ts), then its Effective
 * From against the calendar, and each state's rows against one another. A state may have several rows
 * when they carry distinct Effective From dates (EXPOSURE.md); a file without that column still has one
 * row per state, and says so as every other file keyed by state does. A Sales Threshold is held to the
 * largest amount a study may hold, as every amount is (common/limits.ts).
 */
import type { Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import { withinLimits } from './amount-limits.ts'
import { StateRules, calendarDay, thresholdRule, type ThresholdRule } from '../transactions/thresholds.ts'
import type { CsvFile } from './named-files.ts'
import type { RuleOrigin, ThresholdRow, UsStateCode } from '../../schemas/generated/types.ts'

const EFFECTIVE_FROM = 'Effective From'

/** Each state's rules (the study's own, or the rules library's: `origin`); a row with a problem is left out (and reported). */
export function stateRules(file: CsvFile<Required<ThresholdRow>> | undefined, problems: Problems, origin: RuleOrigin = 'study'): Map<UsStateCode, StateRules> {
  const byState = new Map<UsStateCode, ThresholdRule[]>()
  const firstLines = new Map<string, number>()
  const dated = file?.columns.includes(EFFECTIVE_FROM) ?? false
  const column = (file?.columns.indexOf(EFFECTIVE_FROM) ?? -1) + 1 || 1
  const rows = file ? withinLimits(file.display, file.rows, file.columns, ['Sales Threshold'], [], ' USD', problems) : undefined
  for (const { line, values } of rows ?? []) {
    const from = values[EFFECTIVE_FROM]
    if (from !== '' && !calendarDay(from)) {
      problems.add(file!.display, line, column, 'NOT_A_DATE', `${EFFECTIVE_FROM} ${quote(from)} is not a day of the calendar; expected a real date as YYYY-MM-DD, such as "2023-07-01"`)
      continue
    }
    const verified = values['Verified On']
    if (verified !== '' && !calendarDay(verified)) {
      problems.add(file!.display, line, file!.columns.indexOf('Verified On') + 1, 'NOT_A_DATE', `Verified On ${quote(verified)} is not a day of the calendar; expected a real date as YYYY-MM-DD, such as "2025-01-10"`)
      continue
    }
    const key = `${values.State} ${from}`
    const earlier = firstLines.get(key)
    if (earlier !== undefined) {
      problems.add(file!.display, line, dated ? column : 1, 'DUPLICATE_STATE', !dated
        ? `State ${quote(values.State)} appears again; expected each state once (first at line ${earlier})`
        : `State ${quote(values.State)} has a second row with ${from === '' ? 'a blank Effective From' : `Effective From ${from}`} (first at line ${earlier}); expected a distinct Effective From on each of a state's rows`)
      continue
    }
    firstLines.set(key, line)
    const rule = thresholdRule(values, { file: file!.file, line, origin })
    const rules = byState.get(rule.state)
    if (rules) rules.push(rule)
    else byState.set(rule.state, [rule])
  }
  return new Map([...byState].map(([state, rules]) => [state, new StateRules(rules)]))
}
