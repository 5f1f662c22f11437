/** How data checks are counted in words, the same on the home page and in each entity's notice. */
import type { Finding } from '../../schemas/generated/types.ts'
import { count } from './format.ts'

export type FindingCounts = { total: number; warning: number; notice: number }

function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`
}

export function countFindings(findings: readonly Finding[]): FindingCounts {
  const warning = findings.filter((finding) => finding.severity === 'warning').length
  return { total: findings.length, warning, notice: findings.length - warning }
}

/** '7 data checks', '1 data check'. */
export function dataCheckCount(n: number): string {
  return plural(n, 'data check', 'data checks')
}

/** Warnings and notices by name: '6 warnings, 1 notice'; '1 notice'. */
export function findingBreakdown(counts: FindingCounts): string {
  return [
    counts.warning > 0 ? plural(counts.warning, 'warning', 'warnings') : '',
    counts.notice > 0 ? plural(counts.notice, 'notice', 'notices') : '',
  ]
    .filter((part) => part !== '')
    .join(', ')
}
