/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit. */
import type { AdviserAction, Colour, ExposureAction, InterestMethod, JurisdictionStatus, PeriodType, ReconciliationReason, ReturnFrequency, RuleOrigin, ThresholdType, UsStateCode } from './types.ts'

export const adviserActions = ['Register', 'Voluntary Disclosure', 'File Back Returns', 'Monitor', 'None'] as const satisfies readonly AdviserAction[]
export const colours = ['green', 'blue', 'amber', 'red', 'purple', 'pink', 'teal', 'orange', 'indigo', 'slate'] as const satisfies readonly Colour[]
export const exposureActions = ['Voluntary Disclosure', 'File Back Returns', 'Register', 'Monitor', null] as const satisfies readonly ExposureAction[]
export const interestMethods = ['Simple', 'Compound Daily', 'Monthly'] as const satisfies readonly InterestMethod[]
export const jurisdictionStatuses = ['Crossed Threshold', 'Approaching', 'Exposed', 'Not Exposed', 'No Sales Tax', 'Not Determined'] as const satisfies readonly JurisdictionStatus[]
export const periodTypes = ['Previous Calendar Year', 'Previous Or Current Calendar Year', 'Previous 12 Months', 'Previous Four Calendar Quarters', 'Twelve Month Ending Sept', 'Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed', 'Previous Four New York Sales Tax Quarters', 'Preceding 12 Calendar Months'] as const satisfies readonly PeriodType[]
export const reconciliationReasons = ['channels not taxed', 'the day\'s rate', 'return periods across the year\'s end', 'rounding per return', 'returns below zero', 'returns no longer assessable', 'states without revenue in the tax year'] as const satisfies readonly ReconciliationReason[]
export const returnFrequencys = ['Monthly', 'Quarterly', 'Annual'] as const satisfies readonly ReturnFrequency[]
export const ruleOrigins = ['study', 'library'] as const satisfies readonly RuleOrigin[]
export const thresholdTypes = ['Sales', 'Transactions', 'Transactions Or Sales', 'Transactions And Sales', 'No Sales Tax'] as const satisfies readonly ThresholdType[]
export const usStateCodes = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'] as const satisfies readonly UsStateCode[]

/** Each CSV input's header by its schema: the columns it requires, in order, then those it may add in any order. */
export const csvColumns = {
  'input/rates.schema.json': { required: ['State', 'Rate'], optional: ['Effective From', 'Source', 'Verified On'] },
  'input/default-statuses.schema.json': { required: ['State', 'Status'], optional: [] },
  'input/recommendations.schema.json': { required: ['Entity', 'States', 'Recommendation', 'Note'], optional: ['Action'] },
  'input/revenue.schema.json': { required: ['State', 'Revenue'], optional: [] },
  'input/nexus.schema.json': { required: ['Jurisdiction', 'Rule Set Name', 'Date Crossed Threshold', 'Aggregation Start Date', 'Aggregation End Date', 'Transactions Count', 'Transactions Threshold', 'Sales Amount', 'Sales Threshold', 'Sales After Nexus', 'Total Sales', 'Currency', 'Transactions Percentage', 'Sales Percentage', 'Transactions Status', 'Sales Status', 'Overall Status', 'Nexus Threshold Type', 'Period Type'], optional: [] },
  'input/thresholds.schema.json': { required: ['State', 'Threshold Type', 'Sales Threshold', 'Transactions Threshold', 'Period Type'], optional: ['Effective From', 'Counts Marketplace', 'Counts Exempt', 'Counts Resale', 'Counts Not Taxable', 'Collection Starts', 'Nexus Lasts', 'Interest Rate', 'Penalty Rate', 'VDA Look Back Months', 'Source', 'Verified On'] },
  'input/fx.schema.json': { required: ['Currency', 'USD Per Unit'], optional: [] },
  'input/law-returns.schema.json': { required: ['State', 'Effective From', 'Frequency', 'Due Day', 'Quarter Start Month', 'Assessment Years'], optional: ['Source', 'Verified On'] },
  'input/law-interest.schema.json': { required: ['State', 'Effective From', 'Rate', 'Method', 'Starts After Days'], optional: ['Source', 'Verified On'] },
  'input/law-penalties.schema.json': { required: ['State', 'Effective From', 'Initial Percent', 'Monthly Percent', 'Cap Percent', 'Minimum'], optional: ['Source', 'Verified On'] },
  'input/law-disclosure.schema.json': { required: ['State', 'Effective From', 'Look Back', 'Penalties Waived', 'Interest Waived Percent'], optional: ['Source', 'Verified On'] },
  'input/law-marketplace.schema.json': { required: ['State', 'Effective From'], optional: ['Source', 'Verified On'] },
} as const
