/**
 * The code (problem-codes.ts) of a value an input schema refuses: by what the column or key holds (an
 * amount, a state, a date...), so that "Revenue" and a nexus export's "Total Sales" both give BAD_AMOUNT
 * whether the schema checks them by a pattern or an enumeration; a blank where a value is required, or
 * a value where a blank is, by the schema's keyword. Every column of every CSV input and every key of
 * study.json has its code here: the types below are the schemas', so a column added to a schema does
 * not compile until it has one.
 */
import type { ErrorObject } from '../../common/schemas.ts'
import type { ProblemCode } from '../problem-codes.ts'
import type { csvColumns } from '../../schemas/generated/values.ts'
import type { StudyManifest } from '../../schemas/generated/types.ts'

type Header = (typeof csvColumns)[keyof typeof csvColumns]
type Column = Header['required'][number] | Header['optional'][number]
type Entity = StudyManifest['entities'][number]
type ManifestKey = keyof StudyManifest | keyof StudyManifest['product'] | keyof NonNullable<StudyManifest['exposure']> | keyof NonNullable<StudyManifest['law']> | keyof Entity

const byKey = {
  // CSV columns
  State: 'UNKNOWN_STATE',
  Rate: 'BAD_RATE',
  Status: 'NOT_ONE_OF',
  Entity: 'UNKNOWN_ENTITY',
  States: 'BAD_VALUE',
  Recommendation: 'BLANK_VALUE',
  Note: 'BAD_VALUE',
  Action: 'NOT_ONE_OF',
  Revenue: 'BAD_AMOUNT',
  Jurisdiction: 'BAD_VALUE',
  'Rule Set Name': 'BAD_VALUE',
  'Date Crossed Threshold': 'NOT_A_DATE',
  'Aggregation Start Date': 'NOT_A_DATE',
  'Aggregation End Date': 'NOT_A_DATE',
  'Transactions Count': 'BAD_COUNT',
  'Transactions Threshold': 'BAD_COUNT',
  'Sales Amount': 'BAD_AMOUNT',
  'Sales Threshold': 'BAD_AMOUNT',
  'Sales After Nexus': 'BAD_AMOUNT',
  'Total Sales': 'BAD_AMOUNT',
  Currency: 'UNKNOWN_CURRENCY',
  'Transactions Percentage': 'BAD_AMOUNT',
  'Sales Percentage': 'BAD_AMOUNT',
  'Transactions Status': 'NOT_ONE_OF',
  'Sales Status': 'NOT_ONE_OF',
  'Overall Status': 'NOT_ONE_OF',
  'Nexus Threshold Type': 'NOT_ONE_OF',
  'Period Type': 'NOT_ONE_OF',
  'Threshold Type': 'NOT_ONE_OF',
  'Effective From': 'NOT_A_DATE',
  'Counts Marketplace': 'NOT_ONE_OF',
  'Counts Exempt': 'NOT_ONE_OF',
  'Collection Starts': 'BAD_VALUE',
  'Interest Rate': 'BAD_RATE',
  'Penalty Rate': 'BAD_RATE',
  'VDA Look Back Months': 'BAD_VALUE',
  'USD Per Unit': 'BAD_RATE',
  'Counts Resale': 'NOT_ONE_OF',
  'Counts Not Taxable': 'NOT_ONE_OF',
  'Nexus Lasts': 'BAD_VALUE',
  Source: 'BAD_NAME',
  'Verified On': 'NOT_A_DATE',
  // LAW.md's tables
  Frequency: 'NOT_ONE_OF',
  'Due Day': 'BAD_VALUE',
  'Quarter Start Month': 'BAD_VALUE',
  'Assessment Years': 'BAD_VALUE',
  Method: 'NOT_ONE_OF',
  'Starts After Days': 'BAD_VALUE',
  'Initial Percent': 'BAD_RATE',
  'Monthly Percent': 'BAD_RATE',
  'Cap Percent': 'BAD_RATE',
  Minimum: 'BAD_AMOUNT',
  'Look Back': 'BAD_VALUE',
  'Penalties Waived': 'NOT_ONE_OF',
  'Interest Waived Percent': 'BAD_RATE',
  // study.json's keys
  taxYear: 'NOT_A_YEAR',
  product: 'BAD_VALUE',
  name: 'BAD_NAME',
  slug: 'BAD_VALUE',
  preparedBy: 'BAD_NAME',
  rateSource: 'BAD_NAME',
  rulesIllustrative: 'BAD_VALUE',
  rates: 'BAD_PATH',
  defaultStatuses: 'BAD_PATH',
  recommendations: 'BAD_PATH',
  thresholds: 'BAD_PATH',
  fx: 'BAD_PATH',
  exposure: 'BAD_VALUE',
  firstYear: 'NOT_A_YEAR',
  asOf: 'NOT_A_DATE',
  settlementDate: 'NOT_A_DATE',
  law: 'BAD_VALUE',
  rules: 'NOT_ONE_OF',
  returns: 'BAD_PATH',
  interest: 'BAD_PATH',
  penalties: 'BAD_PATH',
  disclosure: 'BAD_PATH',
  marketplace: 'BAD_PATH',
  entities: 'BAD_VALUE',
  code: 'BAD_VALUE',
  colour: 'NOT_ONE_OF',
  revenue: 'BAD_PATH',
  nexus: 'BAD_PATH',
  transactions: 'BAD_PATH',
  daily: 'BAD_PATH',
} as const satisfies Record<Column | ManifestKey, ProblemCode>

/** The code of a schema error about a value, in the column or under the key `key`. */
export function valueCode(error: ErrorObject, key: string): ProblemCode {
  if (error.data === '' || error.keyword === 'minItems') return 'BLANK_VALUE'
  // The input schemas hold a value to maxLength only to require a blank (maxLength 0).
  if (error.keyword === 'maxLength') return 'NOT_BLANK'
  return (byKey as Record<string, ProblemCode>)[key] ?? 'BAD_VALUE'
}
