/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit. */

/**
 * a US state, DC or PR code in capitals, such as "AZ"
 */
export type UsStateCode =
  | 'AL'
  | 'AK'
  | 'AZ'
  | 'AR'
  | 'CA'
  | 'CO'
  | 'CT'
  | 'DE'
  | 'DC'
  | 'FL'
  | 'GA'
  | 'HI'
  | 'ID'
  | 'IL'
  | 'IN'
  | 'IA'
  | 'KS'
  | 'KY'
  | 'LA'
  | 'ME'
  | 'MD'
  | 'MA'
  | 'MI'
  | 'MN'
  | 'MS'
  | 'MO'
  | 'MT'
  | 'NE'
  | 'NV'
  | 'NH'
  | 'NJ'
  | 'NM'
  | 'NY'
  | 'NC'
  | 'ND'
  | 'OH'
  | 'OK'
  | 'OR'
  | 'PA'
  | 'PR'
  | 'RI'
  | 'SC'
  | 'SD'
  | 'TN'
  | 'TX'
  | 'UT'
  | 'VT'
  | 'VA'
  | 'WA'
  | 'WV'
  | 'WI'
  | 'WY'
/**
 * one row of thresholds.csv: a state's economic nexus rule (TRANSACTIONS.md), with EXPOSURE.md's and LAW.md's optional columns (an absent column reads as blank: its default)
 */
export type ThresholdRow = {
  State: UsStateCode
  'Threshold Type': ThresholdType
  /**
   * a positive plain decimal in USD with at most two decimal places, such as "100000.00", or blank where the threshold type has no sales part
   */
  'Sales Threshold': string
  /**
   * a whole number of transactions, 1 or more, such as "200", or blank where the threshold type has no transactions part
   */
  'Transactions Threshold': string
  'Period Type': PeriodType
  /**
   * a date as YYYY-MM-DD, such as "2023-07-01", or blank for a rule that applies from the first day read
   */
  'Effective From'?: string
  /**
   * Yes or No, or blank for Yes
   */
  'Counts Marketplace'?: '' | 'Yes' | 'No'
  /**
   * Yes or No, or blank for Yes
   */
  'Counts Exempt'?: '' | 'Yes' | 'No'
  /**
   * Yes or No, or blank for the row's Counts Exempt
   */
  'Counts Resale'?: '' | 'Yes' | 'No'
  /**
   * Yes or No, or blank for the row's Counts Exempt
   */
  'Counts Not Taxable'?: '' | 'Yes' | 'No'
  /**
   * one of Crossing Day, Days After N (N from 1 to 365), Months After N (N from 1 to 12), Month Start After Days N (N from 1 to 365) or Next Year, or blank for Crossing Day
   */
  'Collection Starts'?: string
  /**
   * one of Next Year End, Year End, Months N (N from 1 to 60) or While Test Passes, or blank for Next Year End
   */
  'Nexus Lasts'?: string
  /**
   * an annual interest rate in percent from 0 to 100 with at most three decimal places, such as "6.5", or blank for 0
   */
  'Interest Rate'?: string
  /**
   * a penalty in percent of a late month's tax from 0 to 100 with at most three decimal places, such as "10", or blank for 0
   */
  'Penalty Rate'?: string
  /**
   * a whole number of months from 1 to 120, such as "36", or blank where the state offers no voluntary disclosure
   */
  'VDA Look Back Months'?: string
  /**
   * free text naming where the row comes from (a statute, a regulation, a department's page), without control characters or characters that reorder text, or blank
   */
  Source?: string
  /**
   * the day the row was last checked against its source, as YYYY-MM-DD, such as "2025-01-10", or blank
   */
  'Verified On'?: string
}
/**
 * one of Sales, Transactions, Transactions Or Sales, Transactions And Sales, No Sales Tax
 */
export type ThresholdType =
  'Sales' | 'Transactions' | 'Transactions Or Sales' | 'Transactions And Sales' | 'No Sales Tax'
/**
 * one of the seven period types of TRANSACTIONS.md or LAW.md's Preceding 12 Calendar Months, such as "Previous Or Current Calendar Year"
 */
export type PeriodType =
  | 'Previous Calendar Year'
  | 'Previous Or Current Calendar Year'
  | 'Previous 12 Months'
  | 'Previous Four Calendar Quarters'
  | 'Twelve Month Ending Sept'
  | 'Previous 12 Months Ending On Last Day Of Quarter Most Recently Completed'
  | 'Previous Four New York Sales Tax Quarters'
  | 'Preceding 12 Calendar Months'
/**
 * one of Monthly, Quarterly, Annual
 */
export type ReturnFrequency = 'Monthly' | 'Quarterly' | 'Annual'
/**
 * one of Simple, Compound Daily, Monthly
 */
export type InterestMethod = 'Simple' | 'Compound Daily' | 'Monthly'
/**
 * @minItems 1
 */
export type Values = [string, ...string[]]
/**
 * the country values that mean the US (any case), "US" and "United States" unless given
 *
 * @minItems 1
 */
export type Values1 = [string, ...string[]]
export type Colour =
  'green' | 'blue' | 'amber' | 'red' | 'purple' | 'pink' | 'teal' | 'orange' | 'indigo' | 'slate'
/**
 * channels not taxed: Marketplace sales after the state's marketplace law (or ever, without one), Exempt, Resale and Not Taxable sales, which the liability counts and the tax does not; the day's rate: each day at the rate in force that day rather than the rate on 31 December of the tax year; return periods across the year's end: a quarter counted in the tax year that holds days of the next year, or of the year before; rounding per return: each return rounded to the cent rather than the year's sum once; returns below zero: a return whose taxable sales are negative owes no tax, where the liability nets the refund; returns no longer assessable: tax of returns past the state's Assessment Years on the study's date; states without revenue in the tax year (an entity's or the study's only): the tax-year exposure tax of states with no revenue row
 */
export type ReconciliationReason =
  | 'channels not taxed'
  | "the day's rate"
  | "return periods across the year's end"
  | 'rounding per return'
  | 'returns below zero'
  | 'returns no longer assessable'
  | 'states without revenue in the tax year'
/**
 * an entity's status in a state; Not Determined where the export left the overall status blank
 */
export type JurisdictionStatus =
  'Crossed Threshold' | 'Approaching' | 'Exposed' | 'Not Exposed' | 'No Sales Tax' | 'Not Determined'
/**
 * the action a row of recommendations.csv names in its optional Action column: one of EXPOSURE.md's four, or None (the adviser advises nothing there)
 */
export type AdviserAction = 'Register' | 'Voluntary Disclosure' | 'File Back Returns' | 'Monitor' | 'None'
/**
 * an entity's status in a state; Not Determined where the export left the overall status blank
 */
export type JurisdictionStatus1 =
  'Crossed Threshold' | 'Approaching' | 'Exposed' | 'Not Exposed' | 'No Sales Tax' | 'Not Determined'
/**
 * the action the exposure computes (EXPOSURE.md); null for none, and where the study computes none (computed false)
 */
export type ExposureAction = 'Voluntary Disclosure' | 'File Back Returns' | 'Register' | 'Monitor' | null
/**
 * the conclusion: the computed action where the study computes one; else the adviser's Action (None: null); else Register for a state listed without one; else null
 */
export type ExposureAction1 = 'Voluntary Disclosure' | 'File Back Returns' | 'Register' | 'Monitor' | null
/**
 * what a state needs as of the study's date (EXPOSURE.md, Action); null for none
 */
export type ExposureAction2 = 'Voluntary Disclosure' | 'File Back Returns' | 'Register' | 'Monitor' | null
/**
 * where a rule row comes from: the study's own files (thresholds.csv, a law table, rates.csv), or the rules library the study names ("rules": "us", rows of rules/us)
 */
export type RuleOrigin = 'study' | 'library'

export interface SchemaIndex {
  'input/study.schema.json'?: StudyManifest
  'input/rates.schema.json'?: RateRow
  'input/default-statuses.schema.json'?: DefaultStatusRow
  'input/recommendations.schema.json'?: RecommendationRow
  'input/revenue.schema.json'?: RevenueRow
  'input/nexus.schema.json'?: NexusRow
  'input/thresholds.schema.json'?: ThresholdRow
  'input/fx.schema.json'?: FxRow
  'input/law-returns.schema.json'?: LawReturnsRow
  'input/law-interest.schema.json'?: LawInterestRow
  'input/law-penalties.schema.json'?: LawPenaltiesRow
  'input/law-disclosure.schema.json'?: LawDisclosureRow
  'input/law-marketplace.schema.json'?: LawMarketplaceRow
  'input/mapping.schema.json'?: ImportMapping
  'output/overview.schema.json'?: Overview
  'output/entity-report.schema.json'?: EntityReport
  'output/consolidated.schema.json'?: Consolidated
  'output/recommendations.schema.json'?: Recommendations
  'output/findings.schema.json'?: Findings
  'output/running.schema.json'?: RunningMeasures
  'output/entity-exposure.schema.json'?: EntityExposure
  'output/exposure.schema.json'?: StudyExposure
  'output/international.schema.json'?: International
  'output/plan.schema.json'?: Plan
  'output/rates.schema.json'?: Rates
}
/**
 * study.json: the manifest of a raw study
 */
export interface StudyManifest {
  /**
   * a four-digit tax year such as 2024
   */
  taxYear: number
  product: {
    /**
     * a display name of at least one character, without control characters (tabs, line breaks), the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069) or a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one), such as "Client A"
     */
    name: string
    /**
     * lower-case words joined by hyphens, such as "northwind"
     */
    slug: string
  }
  /**
   * a display name of at least one character, without control characters (tabs, line breaks), the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069) or a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one), such as "Client A"
   */
  preparedBy?: string
  /**
   * a display name of at least one character, without control characters (tabs, line breaks), the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069) or a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one), such as "Client A"
   */
  rateSource?: string
  /**
   * true or false: whether the study's thresholds and law tables are illustrative, not any state's law (every page then says so); false when absent
   */
  rulesIllustrative?: boolean
  /**
   * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
   */
  rates: string
  /**
   * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
   */
  defaultStatuses: string
  /**
   * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
   */
  recommendations: string
  /**
   * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
   */
  thresholds?: string
  /**
   * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
   */
  fx?: string
  /**
   * the years examined for exposure (EXPOSURE.md): an object with firstYear and asOf, and LAW.md's settlementDate
   */
  exposure?: {
    /**
     * the first calendar year examined, a four-digit year such as 2021, no later than the tax year
     */
    firstYear: number
    /**
     * the study's date as YYYY-MM-DD, such as "2025-03-31": no earlier than 31 December of the tax year, no more than ten years after 1 January of firstYear
     */
    asOf: string
    /**
     * the day a disclosure would be signed or back returns paid, as YYYY-MM-DD, such as "2025-06-30": on or after asOf and at most two years after it (LAW.md); asOf when absent
     */
    settlementDate?: string
  }
  /**
   * LAW.md's tables, allowed only with exposure: an object naming any of returns, interest, penalties, disclosure and marketplace
   */
  law?: {
    /**
     * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
     */
    returns?: string
    /**
     * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
     */
    interest?: string
    /**
     * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
     */
    penalties?: string
    /**
     * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
     */
    disclosure?: string
    /**
     * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
     */
    marketplace?: string
  }
  /**
   * "us", the rules library in rules/us: its rows stand for each state and table the study's own thresholds.csv and law tables hold no rows for
   */
  rules?: 'us'
  /**
   * a list of at least one entity, in display order
   *
   * @minItems 1
   */
  entities: [
    {
      /**
       * one to four capital letters or digits, such as "A"
       */
      code: string
      /**
       * a display name of at least one character, without control characters (tabs, line breaks), the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069) or a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one), such as "Client A"
       */
      name: string
      /**
       * one of green, blue, amber, red, purple, pink, teal, orange, indigo, slate
       */
      colour: 'green' | 'blue' | 'amber' | 'red' | 'purple' | 'pink' | 'teal' | 'orange' | 'indigo' | 'slate'
      /**
       * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
       */
      revenue?: string
      /**
       * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
       */
      nexus?: string
      /**
       * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
       */
      transactions?: string
      /**
       * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
       */
      daily?: string
    },
    ...{
      /**
       * one to four capital letters or digits, such as "A"
       */
      code: string
      /**
       * a display name of at least one character, without control characters (tabs, line breaks), the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069) or a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one), such as "Client A"
       */
      name: string
      /**
       * one of green, blue, amber, red, purple, pink, teal, orange, indigo, slate
       */
      colour: 'green' | 'blue' | 'amber' | 'red' | 'purple' | 'pink' | 'teal' | 'orange' | 'indigo' | 'slate'
      /**
       * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
       */
      revenue?: string
      /**
       * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
       */
      nexus?: string
      /**
       * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
       */
      transactions?: string
      /**
       * a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON's \ud800 spells one)
       */
      daily?: string
    }[]
  ]
}
/**
 * one row of rates.csv, with LAW.md's optional columns: a dated rate (a state may then have several rows, with distinct dates) and its source
 */
export interface RateRow {
  State: UsStateCode
  /**
   * a percentage from 0 to 100 with at most three decimal places, such as "8.379"
   */
  Rate: string
  /**
   * a date as YYYY-MM-DD, such as "2023-11-15", or blank for a rate in force from the first day
   */
  'Effective From'?: string
  /**
   * free text naming where the row comes from (a statute, a regulation, a department's page), without control characters or characters that reorder text, or blank
   */
  Source?: string
  /**
   * the day the row was last checked against its source, as YYYY-MM-DD, such as "2025-01-10", or blank
   */
  'Verified On'?: string
}
/**
 * one row of default-statuses.csv
 */
export interface DefaultStatusRow {
  State: UsStateCode
  /**
   * one of Crossed Threshold, Exposed, Not Exposed, No Sales Tax
   */
  Status: 'Crossed Threshold' | 'Exposed' | 'Not Exposed' | 'No Sales Tax'
}
/**
 * one row of recommendations.csv
 */
export interface RecommendationRow {
  /**
   * an entity code from study.json, such as "A"
   */
  Entity: string
  /**
   * two-letter state codes separated by single spaces ("AZ MA OH"), or "Potentially International"
   */
  States: string
  /**
   * the recommendation text, not empty
   */
  Recommendation: string
  /**
   * free text, may be empty
   */
  Note: string
  /**
   * optional column: the action the row advises for its states, one of Register, Voluntary Disclosure, File Back Returns, Monitor, None, or blank for none named (an entity may then have one row per Action)
   */
  Action?: '' | 'Register' | 'Voluntary Disclosure' | 'File Back Returns' | 'Monitor' | 'None'
}
/**
 * one row of revenue/<CODE>.csv
 */
export interface RevenueRow {
  State: UsStateCode
  /**
   * a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, such as "1234.50"
   */
  Revenue: string
}
/**
 * one row of the tax engine's nexus report, nexus/<CODE>.csv
 */
export interface NexusRow {
  /**
   * USA.S-XX, a three-letter country code, CAN.P-XX or Unattributed Revenue
   */
  Jurisdiction: string
  /**
   * the engine's rule set name
   */
  'Rule Set Name': string
  /**
   * a date as YYYY-MM-DD, or blank
   */
  'Date Crossed Threshold': string
  /**
   * a date as YYYY-MM-DD, or blank
   */
  'Aggregation Start Date': string
  /**
   * a date and time such as "2024-12-31 23:59:59.999999999", or blank
   */
  'Aggregation End Date': string
  /**
   * a whole number, or blank
   */
  'Transactions Count': string
  /**
   * a whole number, or blank
   */
  'Transactions Threshold': string
  /**
   * a number with at most two decimal places and no thousands separators, such as "1234.50", or blank
   */
  'Sales Amount': string
  /**
   * a number with at most two decimal places and no thousands separators, such as "1234.50", or blank
   */
  'Sales Threshold': string
  /**
   * a number with at most two decimal places and no thousands separators, such as "1234.50", or blank
   */
  'Sales After Nexus': string
  /**
   * a number with at most two decimal places and no thousands separators, such as "1234.50", or blank
   */
  'Total Sales': string
  /**
   * a three-letter currency code such as "USD", or UNKNOWN
   */
  Currency: string
  /**
   * a number with at most two decimal places and no thousands separators, such as "1234.50", or blank
   */
  'Transactions Percentage': string
  /**
   * a number with at most two decimal places and no thousands separators, such as "1234.50", or blank
   */
  'Sales Percentage': string
  /**
   * one of Not Exposed, Exposed, Approaching, Crossed Threshold, No Sales Tax, or blank
   */
  'Transactions Status': '' | 'Not Exposed' | 'Exposed' | 'Approaching' | 'Crossed Threshold' | 'No Sales Tax'
  /**
   * one of Not Exposed, Exposed, Approaching, Crossed Threshold, No Sales Tax, or blank
   */
  'Sales Status': '' | 'Not Exposed' | 'Exposed' | 'Approaching' | 'Crossed Threshold' | 'No Sales Tax'
  /**
   * one of Not Exposed, Exposed, Approaching, Crossed Threshold, No Sales Tax, or blank
   */
  'Overall Status': '' | 'Not Exposed' | 'Exposed' | 'Approaching' | 'Crossed Threshold' | 'No Sales Tax'
  /**
   * one of Sales, Transactions, Transactions Or Sales, Transactions And Sales, or blank
   */
  'Nexus Threshold Type': '' | 'Sales' | 'Transactions' | 'Transactions Or Sales' | 'Transactions And Sales'
  /**
   * the engine's aggregation period type
   */
  'Period Type': string
}
/**
 * one row of fx.csv: what one unit of a currency is worth in US dollars
 */
export interface FxRow {
  /**
   * an ISO 4217 currency code of three capitals, such as "EUR"
   */
  Currency: string
  /**
   * a positive decimal from 0.000001 to 999999999.999999 (at most nine digits before the point and six after), without thousands separators, such as "1.083500"
   */
  'USD Per Unit': string
}
/**
 * one row of LAW.md's returns table: how often a state's returns are filed, when they are due and how far back it may assess, from Effective From (a first of a month)
 */
export interface LawReturnsRow {
  State: UsStateCode
  /**
   * the first day the row applies, as YYYY-MM-DD, such as "2023-01-01", a first of a month
   */
  'Effective From': string
  Frequency: ReturnFrequency
  /**
   * the day of the month after a period ends on which its return is due: a whole number from 1 to 31, or Last
   */
  'Due Day': string
  /**
   * the month a quarter begins in, 1, 2 or 3 (and every third after it), or blank for 1
   */
  'Quarter Start Month': string
  /**
   * how many years back the state may assess a seller that never filed, a whole number from 1 to 20, or blank for no limit
   */
  'Assessment Years': string
  /**
   * free text naming where the row comes from (a statute, a regulation, a department's page), without control characters or characters that reorder text, or blank
   */
  Source?: string
  /**
   * the day the row was last checked against its source, as YYYY-MM-DD, such as "2025-01-10", or blank
   */
  'Verified On'?: string
}
/**
 * one row of LAW.md's interest table: the rate a state charges on late tax from Effective From, its method and when it starts
 */
export interface LawInterestRow {
  State: UsStateCode
  /**
   * the first day the row applies, as YYYY-MM-DD, such as "2023-01-01"
   */
  'Effective From': string
  /**
   * a percentage from 0 to 100 with at most three decimal places, such as "8.5" (a year for Simple and Compound Daily, a month or part of one for Monthly)
   */
  Rate: string
  Method: InterestMethod
  /**
   * the days after the due date before interest starts, a whole number from 0 to 365, or blank for 0
   */
  'Starts After Days': string
  /**
   * free text naming where the row comes from (a statute, a regulation, a department's page), without control characters or characters that reorder text, or blank
   */
  Source?: string
  /**
   * the day the row was last checked against its source, as YYYY-MM-DD, such as "2025-01-10", or blank
   */
  'Verified On'?: string
}
/**
 * one row of LAW.md's penalties table: what a state charges on a late return's tax from Effective From
 */
export interface LawPenaltiesRow {
  State: UsStateCode
  /**
   * the first day the row applies, as YYYY-MM-DD, such as "2023-01-01"
   */
  'Effective From': string
  /**
   * a percentage of a late return's tax for its first month late, from 0 to 100 with at most three decimal places, such as "10", or blank for 0
   */
  'Initial Percent': string
  /**
   * a percentage added for each further month or part of one, from 0 to 100 with at most three decimal places, such as "1", or blank for 0
   */
  'Monthly Percent': string
  /**
   * the most the penalty may reach, a percentage from 0 to 100 with at most three decimal places, such as "30", or blank for no cap
   */
  'Cap Percent': string
  /**
   * the least penalty of a late return, a plain decimal in USD with at most two decimal places, such as "50.00", or blank for 0
   */
  Minimum: string
  /**
   * free text naming where the row comes from (a statute, a regulation, a department's page), without control characters or characters that reorder text, or blank
   */
  Source?: string
  /**
   * the day the row was last checked against its source, as YYYY-MM-DD, such as "2025-01-10", or blank
   */
  'Verified On'?: string
}
/**
 * one row of LAW.md's disclosure table: the terms of a state's voluntary disclosure from Effective From
 */
export interface LawDisclosureRow {
  State: UsStateCode
  /**
   * the first day the row applies, as YYYY-MM-DD, such as "2023-01-01"
   */
  'Effective From': string
  /**
   * Months N (N from 1 to 120) or Calendar Years N (N from 1 to 10), such as "Months 48"
   */
  'Look Back': string
  /**
   * Yes or No, or blank for Yes
   */
  'Penalties Waived': '' | 'Yes' | 'No'
  /**
   * the share of the interest waived, a percentage from 0 to 100 with at most three decimal places, such as "50", or blank for 0
   */
  'Interest Waived Percent': string
  /**
   * free text naming where the row comes from (a statute, a regulation, a department's page), without control characters or characters that reorder text, or blank
   */
  Source?: string
  /**
   * the day the row was last checked against its source, as YYYY-MM-DD, such as "2025-01-10", or blank
   */
  'Verified On'?: string
}
/**
 * one row of LAW.md's marketplace table: the day a state's marketplace facilitator law began
 */
export interface LawMarketplaceRow {
  State: UsStateCode
  /**
   * the first day the row applies, as YYYY-MM-DD, such as "2023-01-01", the day the law began
   */
  'Effective From': string
  /**
   * free text naming where the row comes from (a statute, a regulation, a department's page), without control characters or characters that reorder text, or blank
   */
  Source?: string
  /**
   * the day the row was last checked against its source, as YYYY-MM-DD, such as "2025-01-10", or blank
   */
  'Verified On'?: string
}
/**
 * how an export is read into the transactions contract (npm run import; docs/import.md): a closed vocabulary, compiled to DuckDB SQL, never SQL itself
 */
export interface ImportMapping {
  /**
   * the path of this schema, for an editor
   */
  $schema?: string
  /**
   * what the export is, as the report names it, such as "Shopify orders export"
   */
  name: string
  /**
   * storefront, processor, marketplace or warehouse: a storefront's and a processor's imports into one file over the same dates are warned of (the same sales twice)
   */
  kind: 'storefront' | 'processor' | 'marketplace' | 'warehouse'
  /**
   * where the export's layout was found (a vendor's page, a public fixture)
   */
  source: string
  /**
   * what the source could not confirm, each in a sentence
   */
  unconfirmed: string[]
  /**
   * the files: CSV, or Parquet as one file, numbered files, a glob or key=value folders
   */
  input: {
    /**
     * csv or parquet
     */
    format: 'csv' | 'parquet'
    /**
     * Parquet only: one (each FILE is read as named), numbered (FILE is one of the files name-000000000000.parquet... BigQuery writes, or their prefix: every file so numbered is read), glob (FILE is a pattern DuckDB expands), partitioned (FILE is a folder of key=value folders, the keys read as columns)
     */
    files?: 'one' | 'numbered' | 'glob' | 'partitioned'
    /**
     * the CSV delimiter, "," unless given
     */
    delimiter?: ',' | ';' | '\t' | '|'
    /**
     * where the header row is: line (its line number) or firstField (the first line whose first field is exactly this); line 1 unless given
     */
    header?: {
      /**
       * the header's line number, 1 to 1000
       */
      line?: number
      /**
       * the first field of the header line, such as "date/time"
       */
      firstField?: string
    }
    /**
     * lines after the rows that are not rows (a summary, a count): left out when their first field starts with one of these
     */
    footer?: {
      /**
       * @minItems 1
       */
      firstFieldStartsWith: [string, ...string[]]
    }
  }
  /**
   * rows kept: only those that meet every condition (the rest are not sales: transfers, fees...); counted in the report
   */
  filters?: Condition[]
  /**
   * which rows make one order
   */
  order: {
    /**
     * a column's name exactly as the header writes it
     */
    key: string
    /**
     * a row with a blank key belongs to the order of the row above (an order's id only on its first row)
     */
    blankKeyContinues?: boolean
    /**
     * duplicate: an order's rows come together, and the id seen again later (or in another file) is a duplicate, counted and left out; continue: rows of one id anywhere are one order (each run of its rows dated by its own first row)
     */
    repeats: 'duplicate' | 'continue'
    /**
     * columns read on every row of an order from its first row (the order's columns, written on its first row only)
     *
     * Items: a column's name exactly as the header writes it
     */
    fillDown?: string[]
    /**
     * a row repeating the row above's key and these columns counts once (one row per jurisdiction of one item, say)
     *
     * @minItems 1
     *
     * Items: a column's name exactly as the header writes it
     */
    collapse?: [string, ...string[]]
  }
  /**
   * an order counts only when its first row's status is one of these; else it is dropped (status)
   */
  status?: {
    /**
     * a column's name exactly as the header writes it
     */
    column: string
    in: Values
  }
  cancelled?: Condition1
  /**
   * the date of a sale (its order's first row) or of a refund row
   */
  date: {
    /**
     * a column's name exactly as the header writes it
     */
    column: string
    /**
     * how the date is written: YYYY-MM-DD, YYYY-MM-DD and anything after, YYYY-MM-DD HH:MM:SS +HHMM, YYYY-MM-DD HH:MM[:SS], ISO 8601 with offset, MM/DD/YYYY, MM/DD/YY, Mon D, YYYY H:MM:SS AM ZONE (ZONE a US abbreviation such as PST) or Mon-DD-YY
     */
    format:
      | 'YYYY-MM-DD'
      | 'YYYY-MM-DD and anything after'
      | 'YYYY-MM-DD HH:MM:SS +HHMM'
      | 'YYYY-MM-DD HH:MM[:SS]'
      | 'ISO 8601 with offset'
      | 'MM/DD/YYYY'
      | 'MM/DD/YY'
      | 'Mon D, YYYY H:MM:SS AM ZONE'
      | 'Mon-DD-YY'
    /**
     * a column's name exactly as the header writes it
     */
    time?: string
    /**
     * a column's name exactly as the header writes it
     */
    zoneColumn?: string
    /**
     * the IANA zone a time written without an offset is in, such as "UTC"
     */
    zone?: string
    /**
     * the IANA zone the date is taken in (--time-zone overrides); the date as written unless given
     */
    takeIn?: string
  }
  /**
   * where the state is: the first place whose state or country is not blank decides; a US code or name (any case) gives the state; a US place that is no state, DC or PR is dropped (no state), one outside the US too (not the US)
   */
  state: {
    /**
     * @minItems 1
     */
    from: [
      {
        /**
         * a column's name exactly as the header writes it
         */
        state: string
        /**
         * a column's name exactly as the header writes it
         */
        country?: string
      },
      ...{
        /**
         * a column's name exactly as the header writes it
         */
        state: string
        /**
         * a column's name exactly as the header writes it
         */
        country?: string
      }[]
    ]
    us?: Values1
  }
  /**
   * a sale's amount: the sum of its terms, each a column with a sign and a component; tax is never one
   */
  amount: {
    /**
     * firstRow: the terms of the order's first row (order totals); everyRow: every row's, summed
     */
    from: 'firstRow' | 'everyRow'
    /**
     * @minItems 1
     */
    terms: [
      {
        /**
         * a column's name exactly as the header writes it
         */
        column: string
        /**
         * + or -, + unless given
         */
        sign?: '+' | '-'
        /**
         * merchandise, shipping or giftWrap (merchandise unless given)
         */
        component?: 'merchandise' | 'shipping' | 'giftWrap'
        /**
         * true: the term takes its component out of a gross amount, so it counts when its component does not (a gross payment's shipping, subtracted unless --include-shipping)
         */
        removes?: boolean
      },
      ...{
        /**
         * a column's name exactly as the header writes it
         */
        column: string
        /**
         * + or -, + unless given
         */
        sign?: '+' | '-'
        /**
         * merchandise, shipping or giftWrap (merchandise unless given)
         */
        component?: 'merchandise' | 'shipping' | 'giftWrap'
        /**
         * true: the term takes its component out of a gross amount, so it counts when its component does not (a gross payment's shipping, subtracted unless --include-shipping)
         */
        removes?: boolean
      }[]
    ]
    /**
     * a column naming the component each row is (ItemPrice, Shipping...): a row counts when its component does, a value not listed never
     */
    rowComponent?: {
      /**
       * a column's name exactly as the header writes it
       */
      column: string
      values: {
        /**
         * merchandise, shipping or giftWrap (merchandise unless given)
         */
        [k: string]: 'merchandise' | 'shipping' | 'giftWrap' | undefined
      }
    }
    /**
     * components counted besides merchandise (--include-shipping adds shipping)
     */
    include?: ('shipping' | 'giftWrap')[]
    /**
     * plain (1234.50, -12.50) or grouped (thousands separators and a dollar sign allowed: $1,234.50); plain unless given
     */
    written?: 'plain' | 'grouped'
    /**
     * a column's name exactly as the header writes it
     */
    total?: string
  }
  /**
   * where refunds come from: rows (rows meeting a condition, dated by their own date; key a column naming their order), column (a cumulative amount on the order's first row, dated by a column or else by the order: -(refunded x amount / total) with a total, else -refunded), status (a whole order refunded when its first row meets a condition)
   */
  refunds?:
    | {
        from: 'rows'
        when: Condition
        /**
         * a column's name exactly as the header writes it
         */
        key?: string
        /**
         * as written (refund amounts already negative) or negate
         */
        sign?: 'as written' | 'negate'
      }
    | {
        from: 'column'
        /**
         * a column's name exactly as the header writes it
         */
        column: string
        /**
         * a column's name exactly as the header writes it
         */
        date?: string
      }
    | {
        from: 'status'
        when: Condition
      }
  /**
   * the currency column: every order's first row must say USD
   */
  currency?: {
    /**
     * a column's name exactly as the header writes it
     */
    column: string
  }
  /**
   * the channel of a row: the first rule it meets gives it; else defaultChannel
   */
  channels?: {
    when: Condition
    /**
     * Direct, Marketplace, Exempt, Resale or Not Taxable
     */
    channel: 'Direct' | 'Marketplace' | 'Exempt' | 'Resale' | 'Not Taxable'
  }[]
  /**
   * Direct, Marketplace, Exempt, Resale or Not Taxable
   */
  defaultChannel?: 'Direct' | 'Marketplace' | 'Exempt' | 'Resale' | 'Not Taxable'
}
/**
 * a column with one test: in (one of these values), notIn, blank (true: blank; false: not blank) or inMarketplaceSources (true: one of --marketplace-sources)
 */
export interface Condition {
  /**
   * a column's name exactly as the header writes it
   */
  column: string
  in?: Values
  notIn?: Values
  blank?: boolean
  inMarketplaceSources?: true
}
/**
 * a column with one test: in (one of these values), notIn, blank (true: blank; false: not blank) or inMarketplaceSources (true: one of --marketplace-sources)
 */
export interface Condition1 {
  /**
   * a column's name exactly as the header writes it
   */
  column: string
  in?: Values
  notIn?: Values
  blank?: boolean
  inMarketplaceSources?: true
}
/**
 * generated/overview.json: the home page
 */
export interface Overview {
  study: StudyRef
  /**
   * the day the study speaks as of: exposure.asOf in a study with exposure, else 31 December of the tax year
   */
  asOf: string
  entityCount: number
  /**
   * distinct states with activity across all entities
   */
  jurisdictionsWithActivity: number
  /**
   * entities with sales or transactions outside the US
   */
  entitiesWithActivityAbroad: number
  findingCounts: FindingCounts
  summary: ExecutiveSummary
  exposure?: OverviewExposure
  entities: OverviewEntity[]
}
export interface StudyRef {
  taxYear: number
  productName: string
  /**
   * the product's slug, as study.json gives it (the viewer names its recommendations page after it)
   */
  slug: string
}
export interface FindingCounts {
  total: number
  warning: number
  notice: number
}
/**
 * the executive summary, in money, as a client reads it first: every figure here is one of the study's own, summed (recommendations.json's conclusions, the entity reports, exposure.json); the pages only lay it out
 */
export interface ExecutiveSummary {
  /**
   * the group the study is for: the product's name
   */
  group: string
  /**
   * as overview.json's asOf
   */
  asOf: string
  /**
   * where asOf comes from: study.json's exposure.asOf, or 31 December of the tax year
   */
  asOfBasis: 'exposure' | 'tax year end'
  /**
   * study.json's preparedBy, the adviser or firm; null where not given
   */
  preparedBy: string | null
  /**
   * the figure the summary leads with: the exposure (tax, interest and penalties to asOf) in a study with exposure, else the liability since nexus
   */
  leadsWith: 'exposure' | 'liability since nexus'
  /**
   * the study's exposure to asOf (exposure.json's totals); null in a study without exposure
   */
  exposure: ExposureAmounts | null
  /**
   * an amount in integer cents (minor units)
   */
  liabilityCents: number
  /**
   * an amount in integer cents (minor units)
   */
  liabilitySinceNexusCents: number
  /**
   * (entity, state) pairs whose liability since nexus cannot be known (default statuses): the liability since nexus leaves them out
   */
  statesWithoutSinceNexus: number
  /**
   * the four actions in the order to take them (disclosures first), each with the (entity, state) pairs whose conclusion it is (recommendations.json's conclusions) and their amounts; zero counts included
   */
  actions: SummaryAction[]
  notListed: SummaryNotListed
  /**
   * (entity, state) pairs whose adviser's Action differs from the computed one (Disagrees)
   */
  disagreements: number
  /**
   * what the voluntary disclosures save (exposure.json's totals); null in a study without exposure
   */
  vdaSavingCents: number | null
  /**
   * the dates to act by: each (entity, state) whose collecting starts after asOf (register before it), by date, then the entity's place, then state code
   */
  collectionStartsAhead: CollectionStartAhead[]
  /**
   * what the rates are, to print as the study's methodology: study.json's rateSource, else "the rates given with the study"
   */
  rateSource: string
  /**
   * whether study.json gives rateSource
   */
  rateSourceGiven: boolean
  /**
   * study.json's rulesIllustrative: the thresholds and law the figures use are illustrative, not any state's law, and every page must say so (false where not given)
   */
  rulesIllustrative: boolean
}
/**
 * tax not collected, interest to the study's date and penalties, in integer cents; exposure is their sum
 */
export interface ExposureAmounts {
  /**
   * an amount in integer cents (minor units)
   */
  taxCents: number
  /**
   * an amount in integer cents (minor units)
   */
  interestCents: number
  /**
   * an amount in integer cents (minor units)
   */
  penaltiesCents: number
  /**
   * an amount in integer cents (minor units)
   */
  exposureCents: number
}
export interface SummaryAction {
  action: 'Voluntary Disclosure' | 'File Back Returns' | 'Register' | 'Monitor'
  /**
   * (entity, state) pairs
   */
  count: number
  /**
   * their exposure to asOf summed (pairs of entities with dated sales); null in a study without exposure
   */
  exposureCents: number | null
  /**
   * an amount in integer cents (minor units)
   */
  liabilitySinceNexusCents: number
}
/**
 * the (entity, state) pairs the study finds (crossed, nexus from an earlier year, an action or exposure) that no row of recommendations.csv mentions, and their amounts
 */
export interface SummaryNotListed {
  count: number
  /**
   * null in a study without exposure
   */
  exposureCents: number | null
  /**
   * an amount in integer cents (minor units)
   */
  liabilitySinceNexusCents: number
}
export interface CollectionStartAhead {
  entity: EntityRef
  state: UsStateCode
  stateName: string
  collectionStart: string
}
export interface EntityRef {
  code: string
  name: string
  colour: Colour
}
/**
 * only in a study with exposure: the study's exposure and how many (entity, state) pairs need each action (exposure.json has the rest; plan.json the steps)
 */
export interface OverviewExposure {
  /**
   * whether the study names LAW.md's tables; without them every figure is EXPOSURE.md's
   */
  law: boolean
  firstYear: number
  asOf: string
  /**
   * LAW.md's settlement date, to which assessedCents is priced (asOf when the study gives none)
   */
  settlementDate: string
  totals: ExposureTotals
  actionCounts: ActionCounts
}
/**
 * an entity's or the study's exposure: the sums of its states' rounded figures, in total and by year (every year from firstYear through the study's date's), and the saving of the voluntary disclosures it needs
 */
export interface ExposureTotals {
  /**
   * an amount in integer cents (minor units)
   */
  taxCents: number
  /**
   * an amount in integer cents (minor units)
   */
  interestCents: number
  /**
   * an amount in integer cents (minor units)
   */
  penaltiesCents: number
  /**
   * an amount in integer cents (minor units)
   */
  exposureCents: number
  byYear: ExposureYear[]
  /**
   * an amount in integer cents (minor units)
   */
  vdaSavingCents: number
  /**
   * an amount in integer cents (minor units)
   */
  assessedCents: number
}
/**
 * one calendar year's amounts: its months' tax, interest and penalties
 */
export interface ExposureYear {
  year: number
  /**
   * an amount in integer cents (minor units)
   */
  taxCents: number
  /**
   * an amount in integer cents (minor units)
   */
  interestCents: number
  /**
   * an amount in integer cents (minor units)
   */
  penaltiesCents: number
  /**
   * an amount in integer cents (minor units)
   */
  exposureCents: number
}
/**
 * how many (entity, state) pairs need each action
 */
export interface ActionCounts {
  voluntaryDisclosure: number
  fileBackReturns: number
  register: number
  monitor: number
}
export interface OverviewEntity {
  entity: EntityRef
  statesWithActivity: number
  statusSource: StatusSource
  /**
   * only in a study with exposure: the generated file of the entity's exposure, exposure/<CODE>.json; null for an entity without dated sales
   */
  exposureFile?: string | null
}
/**
 * where the entity's statuses come from (TRANSACTIONS.md, Status source)
 */
export interface StatusSource {
  /**
   * computed from transactions or daily totals; read from the tax engine's export; computed and held against the export; or the default-status table
   */
  kind: 'computed' | 'export' | 'computed and export' | 'default statuses'
  /**
   * states where the export's Overall Status differs from the computation; 0 unless the kind is computed and export
   */
  disagreements: number
  /**
   * the generated file of running measures (running/<CODE>.json), for a computed entity; else null
   */
  runningPath: string | null
}
/**
 * generated/entities/<CODE>.json: one entity's report and separate-entity analysis
 */
export interface EntityReport {
  study: StudyRef
  entity: EntityRef
  statusSource: StatusSource
  /**
   * only in a study with exposure: the generated file of the entity's exposure, exposure/<CODE>.json; null for an entity without dated sales
   */
  exposureFile?: string | null
  summary: EntitySummary
  /**
   * states with activity (non-zero revenue), by state code
   */
  states: EntityStateRow[]
  exposures: Exposures
  international: EntityInternational
  findings: Finding[]
}
export interface EntitySummary {
  /**
   * an amount in integer cents (minor units)
   */
  totalRevenueCents: number
  /**
   * an amount in integer cents (minor units)
   */
  taxableRevenueCents: number
  /**
   * an amount in integer cents (minor units)
   */
  liabilityCents: number
  /**
   * an amount in integer cents (minor units)
   */
  liabilitySinceNexusCents: number
  /**
   * taxable states whose liability since nexus cannot be known (an entity read from the default-status table: no export, no dated sales), by state code; their liability is in liabilityCents alone
   */
  statesWithoutSinceNexus: UsStateCode[]
  /**
   * only in a study with exposure: the exposure's tax of the tax year (exposure/<CODE>.json's byYear), its states' with revenue rows summed plus those without; null for an entity without dated sales
   */
  exposureTaxCents?: number | null
  /**
   * only in a study with exposure: the states' reconciliations added by reason, with states without revenue in the tax year for the tax of states that have no row; liabilitySinceNexusCents + differenceCents = exposureTaxCents. null where nothing differs, or for an entity without dated sales
   */
  reconciliation?: Reconciliation | null
  statesWithActivity: number
  statesWithNexus: number
  nexusStates: UsStateCode[]
  /**
   * taxable ÷ total revenue × 100, rounded half away from zero to one decimal; 0 when total is 0
   */
  taxableSharePercent: number
  /**
   * liability ÷ taxable revenue × 100, rounded half away from zero to two decimals; 0 when taxable is 0
   */
  effectiveRatePercent: number
}
/**
 * in a study with exposure: why the liability since nexus (the sales from the collection start × the tax year's rate, rounded once) differs from the exposure's tax of the tax year (its returns' tax): one part per reason, each in integer cents, in this order, zero parts left out; the parts add up to exposure tax − liability since nexus. null where nothing differs
 */
export interface Reconciliation {
  /**
   * an amount in integer cents (minor units)
   */
  differenceCents: number
  /**
   * at least one part
   */
  parts: ReconciliationPart[]
}
export interface ReconciliationPart {
  reason: ReconciliationReason
  /**
   * an amount in integer cents (minor units)
   */
  cents: number
}
export interface EntityStateRow {
  state: UsStateCode
  stateName: string
  status: JurisdictionStatus
  /**
   * the day the threshold was crossed, for a Crossed Threshold status that has one (computed, or from the export); else null
   */
  dateCrossedThreshold: string | null
  /**
   * an amount in integer cents (minor units)
   */
  revenueCents: number
  /**
   * a combined rate in percent with at most three decimals; null when the state has no rate
   */
  ratePercent: number | null
  taxable: boolean
  /**
   * an amount in integer cents (minor units)
   */
  taxableRevenueCents: number
  /**
   * SPEC.md's Estimated Tax Liability: the tax year's whole revenue × the rate ÷ 100, as if collected from 1 January, rounded once; null when the state is not taxable
   */
  liabilityCents: number | null
  /**
   * in a study with exposure, for an entity with dated sales: the first day of the nexus period that holds the tax year's first nexus day, where that period began before the tax year (nexus that sticks from an earlier year's crossing; EXPOSURE.md), such as "2023-01-01"; the status stays the tax year's test's. Else null
   */
  nexusSince: string | null
  /**
   * what the liability since nexus is taken on: the export's Sales After Nexus (an entity whose statuses come from the engine's export), or the dated sales of the collection days in the tax year (an entity with dated sales); null where the state has no nexus in the tax year, or none can be known (default statuses)
   */
  sinceNexusBasis: 'Sales After Nexus' | 'collection days' | null
  /**
   * for dated sales: the first day whose sales the liability since nexus counts, the collection start (the date crossed moved by Collection Starts; the crossing day itself when the study gives none), 1 January where collecting began in an earlier year, or a collection start after 31 December when collecting begins after the tax year (the liability since nexus is then 0). null for Sales After Nexus (the export dates no start) and where the basis is null
   */
  sinceNexusFrom: string | null
  /**
   * the amount the liability since nexus is taken on: Sales After Nexus, or the net sales of every channel (as revenue counts them) on the tax year's collection days; null with the basis
   */
  salesSinceNexusCents: number | null
  /**
   * the liability since nexus: salesSinceNexusCents × the rate (ratePercent; 0 without one) ÷ 100, rounded once, half away from zero; null with the basis
   */
  liabilitySinceNexusCents: number | null
  /**
   * only in a study with exposure: the exposure's tax of the tax year in the state (exposure/<CODE>.json's byYear for the tax year; 0 where the state has no exposure); null for an entity without dated sales
   */
  exposureTaxCents?: number | null
  /**
   * only in a study with exposure: why exposureTaxCents differs from liabilitySinceNexusCents (0 where null); null where nothing differs or for an entity without dated sales
   */
  reconciliation?: Reconciliation | null
}
/**
 * US rows of the nexus export whose overall status is neither No Sales Tax nor Not Exposed, grouped; each group by state code
 */
export interface Exposures {
  /**
   * false when the entity has neither a nexus export nor dated sales to compute its statuses from
   */
  hasExport: boolean
  crossed: Exposure[]
  approaching: Exposure[]
  exposed: Exposure[]
  /**
   * rows whose overall status is blank (Not Determined), such as negative sales
   */
  other: Exposure[]
}
export interface Exposure {
  jurisdiction: string
  stateCode: UsStateCode
  stateName: string
  overallStatus: JurisdictionStatus
  /**
   * an amount in integer cents (minor units)
   */
  salesAmountCents: number
  /**
   * an amount in integer cents (minor units)
   */
  salesThresholdCents: number
  /**
   * an amount in integer cents (minor units)
   */
  totalSalesCents: number
  /**
   * the export's Sales Percentage, as given
   */
  salesPercentage: number
  /**
   * Sales Percentage rounded half away from zero to one decimal (SPEC.md's % of Threshold: the sales part, whichever part decided the status; measured names that part)
   */
  percentOfThreshold: number
  /**
   * an amount in integer cents (minor units)
   */
  remainingToThresholdCents: number
  dateCrossedThreshold: string | null
  /**
   * as the state's row in states: nexus that continues from an earlier year's crossing, from this day; else null
   */
  nexusSince: string | null
  nexusThresholdType: string
  measured: Measured
  /**
   * the export's Transactions Count
   */
  transactionsCount: number
  /**
   * the rule's transaction threshold; null where the rule has none
   */
  transactionsThreshold: number | null
  /**
   * the export's Transactions Percentage, as given; null where the rule has no transaction threshold
   */
  transactionsPercentage: number | null
  /**
   * Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold
   */
  percentOfTransactionsThreshold: number | null
}
/**
 * what the status was decided on, all on one window: the part (for Transactions Or Sales the larger of the two percentages, for Transactions And Sales the smaller: the part that crossed, or that kept the state below), its percentage, the window, what the window held and what remains to the threshold on that part
 */
export interface Measured {
  /**
   * the threshold the status was decided on
   */
  part: 'sales' | 'transactions'
  /**
   * that part's measure ÷ its threshold × 100, rounded half away from zero to one decimal, but never onto a boundary (80 %, 100 %) it has not reached (99.96 % is 99.9); 0 where the part has no threshold
   */
  percent: number
  /**
   * the window's first day: the export's Aggregation Start Date, or the computed window (for Previous Or Current Calendar Year the one that passed, or had the larger ratio); null where the export leaves it blank
   */
  windowStart: string | null
  /**
   * the window's last day: the date of the export's Aggregation End Date, or the computed window's; null where the export leaves it blank
   */
  windowEnd: string | null
  /**
   * an amount in integer cents (minor units)
   */
  salesCents: number
  /**
   * the window's transactions (Transactions Count)
   */
  transactions: number
  /**
   * sales threshold − salesCents (negative: past it by that much); null where the rule has no sales threshold
   */
  remainingSalesCents: number | null
  /**
   * transactions threshold − transactions (negative: past it); null where the rule has no transactions threshold
   */
  remainingTransactions: number | null
  /**
   * whether the part's exact ratio puts the state in its status's group (Crossed Threshold at 100 % or more, Approaching at 80 % to below 100 %, Exposed below 80 %; any ratio for a status left blank); false only for an export whose status contradicts its own figures, which is also a STATUS_CONTRADICTS_PERCENTAGE warning
   */
  agreesWithStatus: boolean
}
/**
 * the entity's activity outside the US, from its nexus export
 */
export interface EntityInternational {
  /**
   * non-US rows with sales or transactions, Crossed Threshold first, then Approaching, Exposed and the rest, by code within a group; Unattributed Revenue last
   */
  jurisdictions: InternationalActivity[]
  salesAbroad: SalesAbroad
}
/**
 * one row of the nexus export outside the US with sales or transactions, or its Unattributed Revenue row
 */
export interface InternationalActivity {
  /**
   * the export's code: DEU, CAN.P-ON, or Unattributed Revenue
   */
  jurisdiction: string
  /**
   * the English name: Germany, Ontario, Canada; the code itself where no list knows it
   */
  name: string
  /**
   * a country, a country's subdivision (a Canadian province), or sales the engine could not place
   */
  kind: 'country' | 'subdivision' | 'unattributed'
  ruleSetName: string
  /**
   * a three-letter code, or UNKNOWN for unattributed revenue
   */
  currency: string
  /**
   * the currency's minor units (decimals), as Intl.NumberFormat gives them: JPY 0, EUR 2, KWD 3; 2 for UNKNOWN
   */
  minorUnits: number
  /**
   * Total Sales in the currency's own minor units (yen, cents, fils): the export's amount rounded half away from zero where the currency has fewer than two decimals
   */
  totalSalesMinor: number
  /**
   * the rule's sales threshold in the currency's minor units; null where the rule has none
   */
  salesThresholdMinor: number | null
  /**
   * Sales Percentage rounded half away from zero to one decimal; null where the rule has no sales threshold
   */
  percentOfThreshold: number | null
  transactionsCount: number
  /**
   * the rule's transaction threshold; null where the rule has none
   */
  transactionsThreshold: number | null
  /**
   * Transactions Percentage rounded half away from zero to one decimal; null where the rule has no transaction threshold
   */
  percentOfTransactionsThreshold: number | null
  nexusThresholdType: string
  overallStatus: JurisdictionStatus
  dateCrossedThreshold: string | null
  /**
   * Total Sales × fx.csv's rate, rounded half away from zero to the cent (of the export's exact amount); null without fx.csv, where the currency has no rate, and for unattributed revenue
   */
  usdCents: number | null
  /**
   * counted in the entity's sales abroad: a country, or a subdivision whose country has no row of its own (a province's sales are part of its country's)
   */
  inTotal: boolean
}
/**
 * an entity's sales abroad in USD: the USD equivalents of its rows counted in the total
 */
export interface SalesAbroad {
  /**
   * the sum of the rounded USD equivalents of the rows counted in the total that have one; null without fx.csv
   */
  usdCents: number | null
  /**
   * currencies of the entity's activity abroad that fx.csv has no rate for, by code: the total leaves them out
   */
  currenciesWithoutRate: string[]
}
export interface Finding {
  /**
   * warning: the report may be wrong or incomplete; notice: worth a reviewer's look
   */
  severity: 'warning' | 'notice'
  code:
    | 'RECOMMENDED_NOT_CROSSED'
    | 'CROSSED_NOT_RECOMMENDED'
    | 'STATUS_CONTRADICTS_PERCENTAGE'
    | 'SALES_CROSSED_OVERALL_NOT'
    | 'NEGATIVE_SALES'
    | 'REVENUE_DIFFERS_FROM_EXPORT'
    | 'TAXABLE_WITHOUT_RATE'
    | 'EXPORT_STATUS_DIFFERS'
    | 'EXPORT_DATE_DIFFERS'
    | 'REVENUE_DIFFERS_FROM_TRANSACTIONS'
    | 'ROWS_OUTSIDE_RANGE'
    | 'ACTION_NOT_RECOMMENDED'
    | 'RECOMMENDED_WITHOUT_ACTION'
    | 'EXPOSURE_WITHOUT_RATE'
    | 'CROSSED_ABROAD_NOT_MARKED'
    | 'MARKED_WITHOUT_ACTIVITY_ABROAD'
    | 'AMOUNT_FINER_THAN_CURRENCY'
    | 'CURRENCY_WITHOUT_RATE'
    | 'COLLECTION_DELAYED_TWICE'
    | 'NEXUS_BEFORE_FIRST_YEAR'
    | 'DEFAULT_RETURN_CALENDAR'
    | 'RULE_WITHOUT_SOURCE'
    | 'EXPOSURE_NOT_LISTED'
    | 'ACTION_DIFFERS'
    | 'PRICED_ON_DEFAULTS'
  /**
   * the entity's code; blank for a finding about the whole study (a currency without a rate, a rule row)
   */
  entity: string
  /**
   * the state concerned; blank for a finding about a whole file (rows left out)
   */
  state: UsStateCode | ''
  message: string
  /**
   * where in the study to look, as path:line with the path relative to the study folder, such as nexus/A.csv:12; a row of the rules library by its path in the repository, such as rules/us/thresholds.csv:60
   */
  source: string
}
/**
 * generated/consolidated.json: the consolidated report over all entities
 */
export interface Consolidated {
  study: StudyRef
  entityCount: number
  totals: ConsolidatedTotals
  entities: ConsolidatedEntityRow[]
  /**
   * every state with activity for any entity, by state code
   */
  states: ConsolidatedStateRow[]
  /**
   * @maxItems 5
   */
  topRevenue: ConsolidatedStateRow[]
  /**
   * @maxItems 5
   */
  topLiability: ConsolidatedStateRow[]
}
/**
 * the TOTAL row and the cards: money is the sum of the entity rows; state counts are distinct states
 */
export interface ConsolidatedTotals {
  /**
   * an amount in integer cents (minor units)
   */
  totalRevenueCents: number
  /**
   * an amount in integer cents (minor units)
   */
  taxableRevenueCents: number
  /**
   * an amount in integer cents (minor units)
   */
  liabilityCents: number
  /**
   * an amount in integer cents (minor units)
   */
  liabilitySinceNexusCents: number
  /**
   * only in a study with exposure: the entity rows' exposure tax of the tax year summed (entities without dated sales count none); null when no entity has dated sales
   */
  exposureTaxCents?: number | null
  /**
   * only in a study with exposure: the entity rows' reconciliations added by reason: the liability since nexus of the entities with dated sales + differenceCents = exposureTaxCents (an entity without dated sales has no exposure to reconcile); null where nothing differs
   */
  reconciliation?: Reconciliation | null
  taxableSharePercent: number
  effectiveRatePercent: number
  statesWithNexus: number
  statesWithActivity: number
}
export interface ConsolidatedEntityRow {
  entity: EntityRef
  /**
   * an amount in integer cents (minor units)
   */
  totalRevenueCents: number
  /**
   * an amount in integer cents (minor units)
   */
  taxableRevenueCents: number
  /**
   * an amount in integer cents (minor units)
   */
  liabilityCents: number
  /**
   * an amount in integer cents (minor units)
   */
  liabilitySinceNexusCents: number
  /**
   * only in a study with exposure: the entity report's summary's (null for an entity without dated sales)
   */
  exposureTaxCents?: number | null
  /**
   * only in a study with exposure: the entity report's summary's
   */
  reconciliation?: Reconciliation | null
  statesWithNexus: number
  totalStates: number
}
export interface ConsolidatedStateRow {
  state: UsStateCode
  stateName: string
  /**
   * an amount in integer cents (minor units)
   */
  combinedRevenueCents: number
  entitiesWithNexus: number
  /**
   * the codes of the entities with nexus in the state, in manifest order
   */
  nexusEntities: string[]
  hasNexus: boolean
  /**
   * a combined rate in percent with at most three decimals; null when the state has no rate
   */
  ratePercent: number | null
  /**
   * null when no entity has nexus in the state
   */
  liabilityCents: number | null
  /**
   * the entities' liabilities since nexus in the state summed; null when none has one (no nexus in the tax year, or default statuses)
   */
  liabilitySinceNexusCents: number | null
  /**
   * only in a study with exposure: the entities' exposure tax of the tax year in the state summed (entities with dated sales); null when no entity has dated sales
   */
  exposureTaxCents?: number | null
  /**
   * only in a study with exposure: the entities' reconciliations in the state added by reason; null where nothing differs
   */
  reconciliation?: Reconciliation | null
}
/**
 * generated/recommendations.json: the registration recommendations
 */
export interface Recommendations {
  study: StudyRef
  /**
   * (entity, state) pairs whose conclusion requires registration (conclusions' requiresRegistration): in a study without computed actions and without an Action column, the pairs listed
   */
  totalRegistrations: number
  /**
   * distinct states among those pairs (allStates' length)
   */
  uniqueStates: number
  /**
   * entities with at least one such pair: at least one US state to register in
   */
  entitiesAffected: number
  /**
   * one per recommendations.csv row, in manifest order (an entity's rows, one per Action, in file order)
   */
  entries: RecommendationEntry[]
  /**
   * the per-state conclusion every page reads: for each entity with one, in manifest order, each state the adviser mentions, the tax year's test finds crossed, whose nexus continues from an earlier year, or (an entity with dated sales in a study with exposure) with a computed action or exposure; by state code
   */
  conclusions: EntityConclusions[]
  /**
   * distinct states some conclusion requires registration in, by state code, with how many entities each
   */
  allStates: RecommendedState[]
  /**
   * the International Considerations: each entity marked Potentially International or that crossed a threshold abroad, in the study's order
   */
  international: InternationalConsideration[]
  /**
   * only in a study with exposure: for each entity with dated sales, in the study's order, each state the adviser lists or the computation gives an action, the computed action beside the adviser's list. Kept for npm run diff; the pages read conclusions, whose agreement never says Agrees by default
   */
  computedActions?: ComputedActions[]
}
export interface RecommendationEntry {
  entity: EntityRef
  recommendation: string
  note: string
  /**
   * the row's Action; null where the file has no Action column or the cell is blank
   */
  action: AdviserAction | null
  potentiallyInternational: boolean
  states: UsStateCode[]
}
export interface EntityConclusions {
  entity: EntityRef
  /**
   * whether the study computes the entity's actions (a study with exposure, an entity with dated sales)
   */
  computed: boolean
  states: Conclusion[]
}
export interface Conclusion {
  state: UsStateCode
  stateName: string
  status: JurisdictionStatus1
  /**
   * as the entity report's row: nexus from an earlier year's crossing
   */
  nexusSince: string | null
  /**
   * whether a row of recommendations.csv mentions the state for the entity
   */
  listed: boolean
  /**
   * the row that mentions it, as recommendations.csv:<line>; null where none does
   */
  source: string | null
  /**
   * the Action of the row that mentions it; null where the row names none or none mentions it
   */
  adviserAction: AdviserAction | null
  computedAction: ExposureAction
  action: ExposureAction1
  /**
   * Agrees or Disagrees only where the study computes actions and the row names an Action (None agrees with no action); else Listed or Not listed, never Agrees by default. A disagreement is an ACTION_DIFFERS warning
   */
  agreement: 'Agrees' | 'Disagrees' | 'Listed' | 'Not listed'
  /**
   * whether the conclusion is Register, Voluntary Disclosure or File Back Returns: the state counts in allStates and the registrations
   */
  requiresRegistration: boolean
  /**
   * the entity report's liability since nexus in the state; null where it has none
   */
  liabilitySinceNexusCents: number | null
  /**
   * the exposure to asOf in the state (exposure/<CODE>.json; 0 where none); null where the study computes none
   */
  exposureCents: number | null
}
export interface RecommendedState {
  state: UsStateCode
  stateName: string
  entityCount: number
}
export interface InternationalConsideration {
  entity: EntityRef
  /**
   * whether recommendations.csv marks it Potentially International (false: a data-check warning)
   */
  potentiallyInternational: boolean
  /**
   * the jurisdictions abroad where it crossed a threshold, as its report orders them
   */
  crossed: CrossedAbroad[]
}
export interface CrossedAbroad {
  jurisdiction: string
  name: string
}
export interface ComputedActions {
  entity: EntityRef
  /**
   * by state code
   */
  states: ComputedAction[]
}
export interface ComputedAction {
  state: UsStateCode
  stateName: string
  action: ExposureAction2
  /**
   * whether recommendations.csv lists the state for the entity
   */
  recommended: boolean
  /**
   * whether the adviser's list and the action agree: a listed state needs Register, Voluntary Disclosure or File Back Returns, an unlisted one none of them (a disagreement is a data-check warning)
   */
  agrees: boolean
}
/**
 * generated/findings.json: the data-check findings a reviewer must see
 */
export interface Findings {
  study: StudyRef
  counts: FindingCounts
  /**
   * each entity that has a finding, once, in the study's order; a finding names its entity by code (a finding about the whole study names none)
   */
  entities: EntityRef[]
  /**
   * every finding, entity by entity in the study's order, then those about the whole study
   */
  findings: Finding[]
}
/**
 * generated/running/<CODE>.json: for a computed entity, each crossed or approaching state's running measure against its threshold over the tax year, for the viewer's charts (loaded lazily)
 */
export interface RunningMeasures {
  study: StudyRef
  entity: EntityRef
  /**
   * crossed or approaching states, by state code
   */
  states: RunningState[]
}
export interface RunningState {
  state: UsStateCode
  stateName: string
  overallStatus: 'Crossed Threshold' | 'Approaching'
  thresholdType: 'Sales' | 'Transactions' | 'Transactions Or Sales' | 'Transactions And Sales'
  periodType: string
  dateCrossedThreshold: string | null
  /**
   * the first day of the tax year, every day on which the measure or the test changes, and the last day: the measure holds from each point to the next
   */
  points: RunningPoint[]
}
export interface RunningPoint {
  date: string
  /**
   * the day's ratio against the threshold × 100, rounded half away from zero to two decimals (the larger of the windows' for Previous Or Current Calendar Year)
   */
  percent: number
  /**
   * whether the test passes on the day
   */
  passes: boolean
}
/**
 * generated/exposure/<CODE>.json: in a study with exposure, one entity's exposure over the years examined (EXPOSURE.md), state by state in order of exposure, with the months that give each figure
 */
export interface EntityExposure {
  study: StudyRef
  entity: EntityRef
  /**
   * whether the study names LAW.md's tables: its states' returns follow them and months is empty; without them every figure is EXPOSURE.md's
   */
  law: boolean
  /**
   * the first calendar year examined
   */
  firstYear: number
  /**
   * the study's date, to which exposure and interest run
   */
  asOf: string
  /**
   * LAW.md's settlement date, to which assessed, the disclosure and the saving are priced (asOf when the study gives none)
   */
  settlementDate: string
  /**
   * the transactions or daily file the figures come from, relative to the study folder
   */
  salesFile: string
  totals: ExposureTotals
  actionCounts: ActionCounts
  /**
   * each state with a nexus period or an action, by exposure descending, then by state code
   */
  states: ExposureState[]
}
export interface ExposureState {
  state: UsStateCode
  stateName: string
  action: ExposureAction2
  /**
   * whether recommendations.csv lists the state for the entity
   */
  recommended: boolean
  /**
   * each year from firstYear through the study's date's: the first day the test passes (no later than the study's date), or null
   */
  crossings: ExposureCrossing[]
  nexusPeriods: NexusPeriod[]
  /**
   * whether the study's date is a nexus day
   */
  nexusOnAsOf: boolean
  /**
   * TRANSACTIONS.md's ratio on the study's date under the rule then in force, × 100, rounded half away from zero to two decimals (0 before the state's first rule)
   */
  percentOfThresholdOnAsOf: number
  terms: ExposureTerms
  /**
   * an amount in integer cents (minor units)
   */
  taxCents: number
  /**
   * an amount in integer cents (minor units)
   */
  interestCents: number
  /**
   * an amount in integer cents (minor units)
   */
  penaltiesCents: number
  /**
   * an amount in integer cents (minor units)
   */
  exposureCents: number
  byYear: ExposureYear[]
  /**
   * null where the state offers no voluntary disclosure
   */
  vda: ExposureVda | null
  settlement: ExposureSettlement
  /**
   * the disclosure's terms at the settlement date; null where none is offered
   */
  disclosure: DisclosureTerms | null
  /**
   * every rule row the state's figures used (the thresholds rules in force on a day examined, the rates, and the law rows of its returns, interest, penalties, disclosure and marketplace), by table then Effective From, each with its origin (the study's own row or the rules library's), citation and verified date; ruleSource, a return's rule and the disclosure's source name rows of this list
   */
  rules: PlanRuleRow[]
  /**
   * the defaults that stood in for a table without rows for the state (or, for returns, a period without a returns row), for a state with returns; empty otherwise
   */
  defaults: PlanDefault[]
  /**
   * each return (LAW.md: a period of the state's return calendar holding a collection day), in order; the assessable ones foot to the state's figures (to asOf: assessable; to the settlement date: settlement.assessable)
   */
  returns: ExposureReturn[]
  /**
   * EXPOSURE.md's months, kept for the pages that show them: in a study without law, each month holding a collection day, in order (the same rows as returns); empty in a study with law, whose returns are not months
   */
  months: ExposureMonth[]
}
export interface ExposureCrossing {
  year: number
  date: string | null
}
/**
 * a run of consecutive nexus days (EXPOSURE.md, Sticky nexus), dates as YYYY-MM-DD
 */
export interface NexusPeriod {
  /**
   * its earliest crossing day
   */
  start: string
  /**
   * its last nexus day, 31 December of a year after a crossing (may lie after the study's date)
   */
  end: string
  /**
   * the day collecting should have begun (tax counts from it, through the period's end and no later than the study's date)
   */
  collectionStart: string
  /**
   * the Collection Starts of the rule in force on the period's start, such as Days After 30
   */
  collectionStarts: string
}
/**
 * what the figures were charged at: rates.csv's rate on the study's date, and the rates and look-back of the thresholds.csv rule in force on it (EXPOSURE.md's terms; in a study with law, what stands in for a table without rows for the state)
 */
export interface ExposureTerms {
  /**
   * a combined rate in percent with at most three decimals; null when the state has no rate
   */
  ratePercent: number | null
  /**
   * annual, simple
   */
  interestRatePercent: number
  /**
   * of a late month's tax
   */
  penaltyRatePercent: number
  /**
   * null where the state offers no voluntary disclosure
   */
  vdaLookBackMonths: number | null
  /**
   * the rule in force on the study's date, as path:line (thresholds.csv:9, or rules/us/thresholds.csv:60 for the library's; rules lists it with its origin and citation); null before the state's first rule
   */
  ruleSource: string | null
}
export interface ExposureVda {
  /**
   * the months from the first month covered to the settlement date's (Calendar Years N counted so)
   */
  lookBackMonths: number
  /**
   * the first month covered, YYYY-MM
   */
  coversFrom: string
  /**
   * an amount in integer cents (minor units)
   */
  exposureCents: number
  /**
   * an amount in integer cents (minor units)
   */
  savingCents: number
}
/**
 * LAW.md's figures at the settlement date
 */
export interface ExposureSettlement {
  /**
   * an amount in integer cents (minor units)
   */
  taxCents: number
  /**
   * an amount in integer cents (minor units)
   */
  interestCents: number
  /**
   * an amount in integer cents (minor units)
   */
  penaltiesCents: number
  /**
   * an amount in integer cents (minor units)
   */
  assessedCents: number
  /**
   * Disclosure: per covered return its tax, its interest less the waived share, its penalty unless waived; null where no disclosure is offered
   */
  disclosureCents: number | null
  /**
   * Assessed − Disclosure; null where no disclosure is offered
   */
  savingCents: number | null
  /**
   * what waiting a month costs: the action's figure (Disclosure for Voluntary Disclosure, Assessed for File Back Returns) with the settlement date a month later, minus at it; null for other actions, or where no disclosure is offered a month later
   */
  delayCents: number | null
}
/**
 * a voluntary disclosure's terms at the settlement date (LAW.md): a disclosure row, or EXPOSURE.md's VDA Look Back Months as Months N with penalties waived
 */
export interface DisclosureTerms {
  /**
   * as the table spells it: Months N or Calendar Years N
   */
  lookBack: string
  penaltiesWaived: boolean
  /**
   * the share of the interest waived
   */
  interestWaivedPercent: number
  /**
   * the first day of the first period covered: returns whose period starts on or after it (and that may still be assessed) are covered
   */
  coversFrom: string
  /**
   * the row the terms come from, as path:line (law/disclosure.csv:4, or thresholds.csv:9 for the default)
   */
  source: string
}
/**
 * a rule row the figures used, with where it comes from and what it rests on
 */
export interface PlanRuleRow {
  table: 'thresholds' | 'rates' | 'returns' | 'interest' | 'penalties' | 'disclosure' | 'marketplace'
  /**
   * the row, as path:line: relative to the study folder for the study's own row (law/interest.csv:4), the library's path for a library row (rules/us/interest.csv:12)
   */
  source: string
  origin: RuleOrigin
  /**
   * null for a row in force from the first day
   */
  effectiveFrom: string | null
  /**
   * what the row says, in words
   */
  terms: string
  /**
   * the row's Source (a statute, a regulation, a department's page); blank where it gives none
   */
  citation: string
  /**
   * the row's Verified On, YYYY-MM-DD; blank where it gives none
   */
  verifiedOn: string
}
/**
 * a default that stood in for a table without rows for the state, or a period without a returns row
 */
export interface PlanDefault {
  table: 'returns' | 'interest' | 'penalties' | 'disclosure' | 'marketplace' | 'rates'
  /**
   * what stood in, in words
   */
  terms: string
  /**
   * the thresholds.csv rule whose terms stood in, as path:line; null where the default is the contract's own
   */
  source: string | null
  /**
   * where source is: the study's thresholds.csv or the library's; null where source is null
   */
  origin: RuleOrigin | null
}
export interface ExposureReturn {
  periodStart: string
  periodEnd: string
  frequency: 'Monthly' | 'Quarterly' | 'Annual'
  /**
   * the returns row in force on the period's first day, as path:line; null where none is: monthly, due the 20th (EXPOSURE.md's calendar)
   */
  rule: string | null
  dueDate: string
  /**
   * an amount in integer cents (minor units)
   */
  taxableSalesCents: number
  /**
   * an amount in integer cents (minor units)
   */
  taxCents: number
  /**
   * an amount in integer cents (minor units)
   */
  interestCents: number
  /**
   * to asOf; 0 when not due before it
   */
  monthsLate: number
  /**
   * an amount in integer cents (minor units)
   */
  penaltyCents: number
  /**
   * whether the state may still assess it at asOf (Assessment Years)
   */
  assessable: boolean
  settlement: ExposureReturnSettlement
  /**
   * whether the disclosure at the settlement date covers it; null where none is offered
   */
  covered: boolean | null
  /**
   * whether the plan files it: the covered returns of a disclosure, the returns assessable to the settlement date of back returns or a registration; none for Monitor
   */
  toFile: boolean
}
/**
 * the return priced to the settlement date
 */
export interface ExposureReturnSettlement {
  /**
   * an amount in integer cents (minor units)
   */
  interestCents: number
  monthsLate: number
  /**
   * an amount in integer cents (minor units)
   */
  penaltyCents: number
  assessable: boolean
}
export interface ExposureMonth {
  /**
   * YYYY-MM
   */
  month: string
  /**
   * an amount in integer cents (minor units)
   */
  taxableSalesCents: number
  /**
   * an amount in integer cents (minor units)
   */
  taxCents: number
  /**
   * the 20th of the next month
   */
  dueDate: string
  /**
   * days from the due date to the study's date; 0 when not yet due
   */
  interestDays: number
  /**
   * an amount in integer cents (minor units)
   */
  interestCents: number
  /**
   * an amount in integer cents (minor units)
   */
  penaltyCents: number
  /**
   * whether a voluntary disclosure covers the month; null where the state offers none
   */
  vdaCovered: boolean | null
}
/**
 * generated/exposure.json: in a study with exposure, the study's exposure over the years examined (EXPOSURE.md), by entity and every (entity, state) in order of exposure
 */
export interface StudyExposure {
  study: StudyRef
  /**
   * whether the study names LAW.md's tables; without them every figure is EXPOSURE.md's
   */
  law: boolean
  firstYear: number
  asOf: string
  /**
   * LAW.md's settlement date (asOf when the study gives none)
   */
  settlementDate: string
  totals: ExposureTotals
  actionCounts: ActionCounts
  /**
   * each entity with dated sales, in the study's order
   */
  entities: StudyExposureEntity[]
  /**
   * entities without dated sales (a revenue file or an export alone): no exposure can be computed for them
   */
  notComputed: EntityRef[]
  /**
   * every (entity, state) of the entities' files, by exposure descending, then by the entity's place in the study, then by state code
   */
  states: StudyExposureState[]
}
export interface StudyExposureEntity {
  entity: EntityRef
  /**
   * the generated file, exposure/<CODE>.json
   */
  file: string
  totals: ExposureTotals
  actionCounts: ActionCounts
}
export interface StudyExposureState {
  /**
   * the entity's code (entities lists them)
   */
  entity: string
  state: UsStateCode
  stateName: string
  action: ExposureAction2
  /**
   * whether recommendations.csv lists the state for the entity
   */
  recommended: boolean
  nexusPeriods: NexusPeriod[]
  /**
   * an amount in integer cents (minor units)
   */
  taxCents: number
  /**
   * an amount in integer cents (minor units)
   */
  interestCents: number
  /**
   * an amount in integer cents (minor units)
   */
  penaltiesCents: number
  /**
   * an amount in integer cents (minor units)
   */
  exposureCents: number
  /**
   * null where the state offers no voluntary disclosure
   */
  vdaExposureCents: number | null
  vdaSavingCents: number | null
}
/**
 * generated/international.json: the study's activity outside the US, entity by entity, for the international page
 */
export interface International {
  study: StudyRef
  /**
   * whether the study names fx.csv; without it no amount abroad has a USD equivalent
   */
  hasRates: boolean
  /**
   * fx.csv's rates by currency code (USD, always 1, left out); empty without fx.csv
   */
  rates: FxRate[]
  salesAbroad: StudySalesAbroad
  statusCounts: AbroadStatusCounts
  /**
   * each entity with activity abroad or marked Potentially International, in the study's order; unattributed revenue is on the entity's own page, not here
   */
  entities: InternationalEntity[]
}
export interface FxRate {
  currency: string
  /**
   * US dollars per unit, as a decimal with six places
   */
  usdPerUnit: string
  /**
   * the currency's minor units (decimals), as Intl.NumberFormat gives them: JPY 0, EUR 2, KWD 3; 2 for UNKNOWN
   */
  minorUnits: number
}
export interface StudySalesAbroad {
  /**
   * the sum of the entities' sales abroad in USD; null without fx.csv
   */
  usdCents: number | null
  /**
   * currencies of activity abroad that fx.csv has no rate for, by code, with the entities that sold in them: the total leaves them out
   */
  currenciesWithoutRate: CurrencyWithoutRate[]
}
export interface CurrencyWithoutRate {
  currency: string
  /**
   * entity codes, in the study's order
   */
  entities: string[]
}
/**
 * jurisdictions abroad counted once per entity with activity there, by overall status group
 */
export interface AbroadStatusCounts {
  crossed: number
  approaching: number
  exposed: number
  other: number
}
export interface InternationalEntity {
  entity: EntityRef
  /**
   * whether recommendations.csv marks the entity Potentially International
   */
  potentiallyInternational: boolean
  salesAbroad: SalesAbroad
  jurisdictions: InternationalActivity[]
}
/**
 * generated/plan.json: in a study with exposure, the plan LAW.md's reader sees: per (entity, state) the action in the order to take them, the date by which to act, the returns to file, the disclosure's terms and what a month's wait costs; and per state the assumptions, every rule row the figures used and the defaults that stood in for missing rows
 */
export interface Plan {
  study: StudyRef
  /**
   * whether the study names LAW.md's tables or a rules library; without either every figure is EXPOSURE.md's
   */
  law: boolean
  /**
   * the rules library the study names ("us": rules/us), whose rows stand where the study's own hold none for a state; null where it names none
   */
  rules: 'us' | null
  firstYear: number
  asOf: string
  /**
   * the day the figures of a disclosure or of back returns are priced to
   */
  settlementDate: string
  /**
   * the settlement date plus one month: what each step's delay is priced to
   */
  nextMonth: string
  /**
   * each entity with a step, once, in the study's order; a step names its entity by code
   */
  entities: EntityRef[]
  /**
   * each (entity, state) with an action: voluntary disclosures first, then back returns, registrations and monitoring; within an action by the date to act, then the exposure, the largest first, then the entity's place in the study and the state
   */
  steps: PlanStep[]
  totals: PlanTotals
  /**
   * each state of a step, by state code: the rule rows its figures used and the defaults that stood in for missing rows
   */
  assumptions: PlanAssumptions[]
}
export interface PlanStep {
  order: number
  /**
   * the entity's code (entities lists them)
   */
  entity: string
  state: UsStateCode
  stateName: string
  action: 'Voluntary Disclosure' | 'File Back Returns' | 'Register' | 'Monitor'
  /**
   * the date by which to act: the settlement date for a disclosure or back returns; for a registration, a collection start still ahead (register before it) or else asOf (now); null for Monitor
   */
  actBy: string | null
  /**
   * what actBy is
   */
  actByReason: 'settlement date' | 'collection start' | 'as of' | null
  /**
   * an amount in integer cents (minor units)
   */
  exposureCents: number
  /**
   * an amount in integer cents (minor units)
   */
  assessedCents: number
  disclosureCents: number | null
  savingCents: number | null
  /**
   * what waiting a month costs the action's figure; null for Register and Monitor, or where no disclosure is offered a month later
   */
  delayCents: number | null
  /**
   * the disclosure's terms at the settlement date; null where none is offered
   */
  disclosure: DisclosureTerms | null
  /**
   * the returns the action files (exposure/<CODE>.json marks each toFile): how many, the first and last periods and their due dates; null where none
   */
  returnsToFile: null | PlanReturns
}
export interface PlanReturns {
  count: number
  firstPeriodStart: string
  firstPeriodEnd: string
  lastPeriodStart: string
  lastPeriodEnd: string
  firstDue: string
  lastDue: string
}
/**
 * the steps' figures summed, each over the steps that have it: the TOTAL row of the plan's table
 */
export interface PlanTotals {
  /**
   * an amount in integer cents (minor units)
   */
  exposureCents: number
  /**
   * an amount in integer cents (minor units)
   */
  assessedCents: number
  /**
   * an amount in integer cents (minor units)
   */
  disclosureCents: number
  /**
   * an amount in integer cents (minor units)
   */
  savingCents: number
  /**
   * an amount in integer cents (minor units)
   */
  delayCents: number
  /**
   * the returns the steps file
   */
  returnsToFile: number
}
export interface PlanAssumptions {
  state: UsStateCode
  stateName: string
  /**
   * every rule row used, by table (thresholds, rates, returns, interest, penalties, disclosure, marketplace), then Effective From; each names its origin, the study's own files or the rules library
   */
  rows: PlanRuleRow[]
  /**
   * the defaults that stood in for a table without rows for the state, or a period without a returns row
   */
  defaults: PlanDefault[]
}
/**
 * generated/rates.json: the tax rates the study used, each state of rates.csv with the entities that have nexus there and their liability
 */
export interface Rates {
  study: StudyRef
  /**
   * the rates file, relative to the study folder, such as rates.csv
   */
  ratesFile: string
  /**
   * every state rates.csv gives a rate, by state code
   */
  states: StateRate[]
}
export interface StateRate {
  state: UsStateCode
  stateName: string
  /**
   * the combined state and average local rate, in percent, three decimals at most
   */
  ratePercent: number
  /**
   * the entities whose status there is Crossed Threshold
   */
  entitiesWithNexus: number
  /**
   * an amount in integer cents (minor units)
   */
  liabilityCents: number
}
