/**
 * The study's summary: its figures one to a row, as the home page's cards and the consolidated report
 * give them. The workbook's first sheet; the pages show these figures in cards, not as a table.
 */
import type { Consolidated, Findings, International, Overview, StudyExposure } from '../../schemas/generated/types.ts'
import { entryOf } from '../kinds.ts'
import type { Kinded, Table, Value } from '../columns.ts'
import { reconciliationText, WHOLE_YEAR } from '../sinceNexus.ts'

/** The files the summary's figures come from. */
export type Summary = { overview: Overview; consolidated: Consolidated; findings: Findings; international: International; exposure: StudyExposure | undefined }

/** A figure of the summary, with the kind of its value. */
export type Figure = Kinded & { figure: string; value: Value }

function figures({ overview, consolidated: { totals }, findings, international, exposure }: Summary): Figure[] {
  const { study } = overview
  return [
    { figure: 'Product', value: study.productName, kind: 'text' },
    { figure: 'Tax year', value: study.taxYear, kind: 'year' },
    { figure: 'Entities', value: overview.entityCount, kind: 'count' },
    { figure: 'Jurisdictions with activity', value: overview.jurisdictionsWithActivity, kind: 'count' },
    { figure: 'Total revenue', value: totals.totalRevenueCents, kind: 'money' },
    { figure: 'Taxable revenue', value: totals.taxableRevenueCents, kind: 'money' },
    { figure: 'Taxable share of revenue', value: totals.taxableSharePercent, kind: 'percent' },
    { figure: `Total tax liability (${WHOLE_YEAR})`, value: totals.liabilityCents, kind: 'money' },
    { figure: 'Effective rate', value: totals.effectiveRatePercent, kind: 'percent', digits: 2 },
    { figure: 'Liability since nexus', value: totals.liabilitySinceNexusCents, kind: 'money' },
    ...(totals.exposureTaxCents === undefined || totals.exposureTaxCents === null
      ? []
      : ([
          { figure: `Exposure tax of ${study.taxYear}`, value: totals.exposureTaxCents, kind: 'money' },
          { figure: 'Exposure tax less liability since nexus', value: reconciliationText(totals.reconciliation) ?? 'none', kind: 'text' },
        ] as const)),
    { figure: 'States with nexus', value: totals.statesWithNexus, kind: 'count' },
    { figure: 'Entities with activity abroad', value: overview.entitiesWithActivityAbroad, kind: 'count' },
    ...(international.salesAbroad.usdCents === null ? [] : [{ figure: 'Sales abroad in USD', value: international.salesAbroad.usdCents, kind: 'money' } as const]),
    ...(exposure
      ? ([
          { figure: 'Exposure from', value: exposure.firstYear, kind: 'year' },
          { figure: 'Exposure to', value: exposure.asOf, kind: 'date' },
          // a law study prices assessed, the disclosure and the saving at its settlement date (LAW.md)
          ...(!overview.exposure?.law && exposure.settlementDate === exposure.asOf ? [] : [{ figure: 'Settlement date', value: exposure.settlementDate, kind: 'date' } as const]),
          { figure: 'Exposure (tax, interest, penalties)', value: exposure.totals.exposureCents, kind: 'money' },
          { figure: 'VDA saving', value: exposure.totals.vdaSavingCents, kind: 'money' },
        ] as const)
      : []),
    { figure: 'Data-check findings', value: findings.counts.total, kind: 'count' },
    { figure: 'Warnings', value: findings.counts.warning, kind: 'count' },
    { figure: 'Notices', value: findings.counts.notice, kind: 'count' },
  ]
}

export const summaryTable: Table<Summary, Figure> = {
  id: 'summary',
  caption: 'Summary',
  columns: [
    { key: 'figure', header: 'Figure', kind: 'text', value: (row) => row.figure, width: 34 },
    { key: 'value', header: 'Value', kind: 'text', kindOf: (row) => row, value: (row) => row.value, width: 20 },
  ],
  rows: figures,
  sheet: { name: () => 'Summary', title: ({ overview: { study } }) => `${study.productName} Economic Nexus Study, Tax Year ${study.taxYear}` },
  sheetData: ({ overview, file }) => ({
    overview,
    consolidated: file<Consolidated>(entryOf('consolidated').file),
    findings: file<Findings>(entryOf('dataChecks').file),
    international: file<International>(entryOf('international').file),
    exposure: overview.exposure ? file<StudyExposure>(entryOf('studyExposure').file) : undefined,
  }),
}
