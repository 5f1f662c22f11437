/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit. */
import type { Colour, ExposureAction, JurisdictionStatus, PeriodType, ThresholdType, UsStateCode } from './types.ts'

export const colours = ['green', 'blue', 'amber', 'red', 'purple', 'pink', 'teal', 'orange', 'indigo', 'slate'] as const satisfies readonly Colour[]
export const exposureActions = ['Voluntary Disclosure', 'File Back Returns', 'Register', 'Monitor', null] as const satisfies readonly ExposureAction[]
export const jurisdictionStatuses = ['Crossed Threshold', 'Approaching', 'Exposed', 'Not Exposed', 'No Sales Tax', 'Not Determined'] as const satisfies readonly JurisdictionStatus[]
export const periodTypes = ['Previous Calendar Year', 'Previous Or Current Calendar Year', 'Previous 12 Months', 'Previous Four Calendar Quarters', 'Twelve Month Ending Sept', 'Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed', 'Previous Four New York Sales Tax Quarters'] as const satisfies readonly PeriodType[]
export const thresholdTypes = ['Sales', 'Transactions', 'Transactions Or Sales', 'Transactions And Sales', 'No Sales Tax'] as const satisfies readonly ThresholdType[]
export const usStateCodes = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'] as const satisfies readonly UsStateCode[]

/** Each CSV input's header by its schema: the columns it requires, in order, then those it may add in any order. */
export const csvColumns = {
  'input/rates.schema.json': { required: ['State', 'Rate'], optional: [] },
  'input/default-statuses.schema.json': { required: ['State', 'Status'], optional: [] },
  'input/recommendations.schema.json': { required: ['Entity', 'States', 'Recommendation', 'Note'], optional: [] },
  'input/revenue.schema.json': { required: ['State', 'Revenue'], optional: [] },
  'input/nexus.schema.json': { required: ['Jurisdiction', 'Rule Set Name', 'Date Crossed Threshold', 'Aggregation Start Date', 'Aggregation End Date', 'Transactions Count', 'Transactions Threshold', 'Sales Amount', 'Sales Threshold', 'Sales After Nexus', 'Total Sales', 'Currency', 'Transactions Percentage', 'Sales Percentage', 'Transactions Status', 'Sales Status', 'Overall Status', 'Nexus Threshold Type', 'Period Type'], optional: [] },
  'input/thresholds.schema.json': { required: ['State', 'Threshold Type', 'Sales Threshold', 'Transactions Threshold', 'Period Type'], optional: ['Effective From', 'Counts Marketplace', 'Counts Exempt', 'Collection Starts', 'Interest Rate', 'Penalty Rate', 'VDA Look Back Months'] },
  'input/fx.schema.json': { required: ['Currency', 'USD Per Unit'], optional: [] },
} as const
