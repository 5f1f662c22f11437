/**
 * The tax engine's nexus export, nexus/<CODE>.csv: its columns, and its schema-checked rows as typed
 * records in integer cents and hundredths (one row per jurisdiction, Unattributed Revenue last).
 */
import { parseCents, parseHundredths, parseWhole } from '../money.ts'
import { isUsStateCode } from '../../schemas/us-states.ts'
import { UNATTRIBUTED } from '../jurisdictions.ts'
import type { Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import type { Located } from './csv.ts'
import { csvColumns } from '../../schemas/generated/values.ts'
import type { NexusRow, UsStateCode } from '../../schemas/generated/types.ts'

export const nexusColumns = csvColumns['input/nexus.schema.json'].required

/** The columns held to the amount and count limits of common/limits.ts. */
export const NEXUS_AMOUNTS = ['Sales Amount', 'Sales Threshold', 'Sales After Nexus', 'Total Sales', 'Transactions Percentage', 'Sales Percentage'] as const
export const NEXUS_COUNTS = ['Transactions Count', 'Transactions Threshold'] as const

const US_JURISDICTION = /^USA\.S-([A-Z]{2})$/

/** A status as the export gives it: blank, or one of five. */
export type ExportStatus = NexusRow['Overall Status']

export interface NexusRecord {
  line: number
  jurisdiction: string
  /** The state code for a US row (USA.S-XX), else null. */
  state: UsStateCode | null
  ruleSetName: string
  dateCrossedThreshold: string | null
  /** The window the row's measures and percentages are of: Aggregation Start Date and the date of Aggregation End Date (null where blank). */
  windowStart: string | null
  windowEnd: string | null
  transactionsCount: number
  /** The rule's transaction threshold; null where the rule has none (a blank or zero cell). */
  transactionsThreshold: number | null
  salesAmountCents: number
  salesThresholdCents: number
  totalSalesCents: number
  /** The export's Sales After Nexus; null for a computed row (a determination), which takes its sales since nexus from the dated sales. */
  salesAfterNexusCents: number | null
  currency: string
  transactionsPercentHundredths: number
  salesPercentHundredths: number
  transactionsStatus: ExportStatus
  salesStatus: ExportStatus
  overallStatus: ExportStatus
  nexusThresholdType: NexusRow['Nexus Threshold Type']
}

/** The export's rows as records; a repeated jurisdiction, a misplaced Unattributed Revenue or an unknown state is a problem. */
export function nexusRecords(file: string, rows: Located<NexusRow>[], problems: Problems): NexusRecord[] {
  const seen = new Map<string, number>()
  const out: NexusRecord[] = []
  rows.forEach(({ line, values }, index) => {
    const jurisdiction = values.Jurisdiction
    const earlier = seen.get(jurisdiction)
    if (earlier !== undefined) {
      problems.add(file, line, 1, 'DUPLICATE_ROW', `Jurisdiction ${quote(jurisdiction)} appears again; expected one row per jurisdiction (first at line ${earlier})`)
      return
    }
    seen.set(jurisdiction, line)
    if (jurisdiction === UNATTRIBUTED && index !== rows.length - 1) {
      problems.add(file, line, 1, 'ROW_OUT_OF_ORDER', `"${UNATTRIBUTED}" is not the last row; expected it after every jurisdiction`)
    }
    const code = US_JURISDICTION.exec(jurisdiction)?.[1] ?? null
    if (code !== null && !isUsStateCode(code)) {
      problems.add(file, line, 1, 'UNKNOWN_STATE', `Jurisdiction ${quote(jurisdiction)} names no US state; expected USA.S- and a state, DC or PR code`)
      return
    }
    out.push({
      line,
      jurisdiction,
      state: code as UsStateCode | null,
      ruleSetName: values['Rule Set Name'],
      dateCrossedThreshold: values['Date Crossed Threshold'] || null,
      windowStart: values['Aggregation Start Date'] || null,
      windowEnd: values['Aggregation End Date'].slice(0, 10) || null,
      transactionsCount: parseWhole(values['Transactions Count']),
      transactionsThreshold: parseWhole(values['Transactions Threshold']) || null,
      salesAmountCents: parseCents(values['Sales Amount']),
      salesThresholdCents: parseCents(values['Sales Threshold']),
      totalSalesCents: parseCents(values['Total Sales']),
      salesAfterNexusCents: parseCents(values['Sales After Nexus']),
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

/** A row outside the US with sales or transactions (a row of zeros is no activity; unattributed revenue is nowhere). */
export function isActivityAbroad(row: NexusRecord): boolean {
  return row.state === null && row.jurisdiction !== UNATTRIBUTED && (row.totalSalesCents !== 0 || row.transactionsCount !== 0)
}
