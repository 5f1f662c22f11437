/**
 * The PDF's first page: the executive summary, in money, from overview.json's `summary` (the pipeline
 * computes every figure; this page only words them). The group, the as-of date and who prepared the
 * study; the figure it leads with (the exposure with its tax, interest and penalties, or the liability
 * since nexus beside the whole year's liability); the states per action with their amounts; the states
 * no recommendation mentions; the disclosures' saving; the dates to act by; what the figures assume.
 * Its words are exported so the tests that read the PDF back look for the same ones.
 */
import type { ExecutiveSummary, Overview } from '../schemas/generated/types.ts'
import { count, plural, usd } from '../common/format.ts'

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The as-of line: the date and where it comes from. */
export const asOfLine = (summary: ExecutiveSummary) =>
  `As of ${summary.asOf}${summary.asOfBasis === 'exposure' ? ", the study's exposure date" : ', the end of the tax year'}`

/** What the summary leads with, named: the exposure, or the liability since nexus. */
export function leadLine(summary: ExecutiveSummary): { label: string; cents: number } {
  return summary.exposure
    ? { label: `Total exposure to ${summary.asOf}`, cents: summary.exposure.exposureCents }
    : { label: 'Liability since nexus', cents: summary.liabilitySinceNexusCents }
}

/** An action's row as the page prints it: the action, its states, and its amount (exposure, or liability since nexus). */
export function actionRow(summary: ExecutiveSummary, action: ExecutiveSummary['actions'][number]): string[] {
  const amount = summary.exposure ? (action.exposureCents ?? 0) : action.liabilitySinceNexusCents
  return [action.action, count(action.count), usd(amount)]
}

/** What the figures assume, sentence by sentence (the rates, the two liabilities, the rules). */
export function assumptions(summary: ExecutiveSummary, taxYear: number): string[] {
  return [
    `The figures use ${summary.rateSource}.`,
    `The liability for the whole year (${usd(summary.liabilityCents)}) is the tax year's sales at each state's rate as if collected from 1 January ${taxYear}; the liability since nexus (${usd(summary.liabilitySinceNexusCents)}) counts the sales from the day collecting should have begun.`,
    ...(summary.statesWithoutSinceNexus > 0
      ? [`${plural(summary.statesWithoutSinceNexus, 'state')} of entities without dated sales cannot say since when nexus applies and are left out of the liability since nexus.`]
      : []),
    ...(summary.exposure ? [`The exposure is the tax not collected, with interest to ${summary.asOf} and penalties, on the study's returns.`] : []),
    summary.rulesIllustrative
      ? "The thresholds and law used are illustrative, not any state's law: confirm each state's rules before acting."
      : 'The thresholds and law are those given with the study.',
    'An estimate only: confirm with a tax advisor.',
  ]
}

const style = `
  @page { margin: 18mm 18mm; }
  body { font-family: system-ui, 'DejaVu Sans', sans-serif; color: #111827; margin: 0; font-size: 10pt; }
  .group { font-size: 14pt; font-weight: 600; color: #1e3a8a; margin: 0 0 2mm; }
  h1 { font-size: 20pt; margin: 0 0 2mm; }
  .meta { margin: 0 0 6mm; color: #374151; }
  .lead { border: 1px solid #d1d5db; padding: 3mm 4mm; margin: 0 0 5mm; }
  .lead .figure { font-size: 20pt; font-weight: 700; margin: 0; font-variant-numeric: tabular-nums; }
  .lead p { margin: 1mm 0; }
  h2 { font-size: 12pt; margin: 5mm 0 2mm; }
  table { border-collapse: collapse; width: 100%; }
  th, td { padding: 1mm 2mm; border-bottom: 1px solid #e5e7eb; text-align: left; }
  th.num, td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  ul { margin: 0; padding-left: 5mm; }
  li { margin: 0.5mm 0; }
`

/** The executive summary as a document of its own, printed as the PDF's first page. */
export function summaryHtml(overview: Overview): string {
  const { study, summary } = overview
  const lead = leadLine(summary)
  const exposure = summary.exposure
  const amountHeader = exposure ? 'Exposure' : 'Liability since nexus'
  const rows = summary.actions
    .map((action) => {
      const [name, states, amount] = actionRow(summary, action)
      return `<tr><td>${escapeHtml(name!)}</td><td class="num">${states}</td><td class="num">${amount}</td></tr>`
    })
    .join('')
  const notListed = summary.notListed.count > 0
    ? `<p>${escapeHtml(plural(summary.notListed.count, 'state'))} the study finds ${summary.notListed.count === 1 ? 'is' : 'are'} not in the recommendations: ${
        exposure ? `${usd(summary.notListed.exposureCents ?? 0)} of exposure, ` : ''
      }${usd(summary.notListed.liabilitySinceNexusCents)} since nexus.</p>`
    : ''
  const disagreements = summary.disagreements > 0 ? `<p>${escapeHtml(plural(summary.disagreements, 'recommendation'))} name${summary.disagreements === 1 ? 's' : ''} another action than the study computes.</p>` : ''
  const saving = summary.vdaSavingCents === null ? '' : `<p>Voluntary disclosure saves ${usd(summary.vdaSavingCents)} against filing back returns.</p>`
  const ahead = summary.collectionStartsAhead.length === 0
    ? '<p>No collection start lies ahead of the as-of date.</p>'
    : `<table><thead><tr><th>Register before</th><th>Entity</th><th>State</th></tr></thead><tbody>${summary.collectionStartsAhead
        .map((start) => `<tr><td class="num">${start.collectionStart}</td><td>${escapeHtml(start.entity.name)}</td><td>${escapeHtml(start.stateName)}</td></tr>`)
        .join('')}</tbody></table>`
  const leadDetail = exposure
    ? `<p>Tax ${usd(exposure.taxCents)}, interest ${usd(exposure.interestCents)}, penalties ${usd(exposure.penaltiesCents)}.</p>`
    : `<p>Whole year, as if collected from 1 January: ${usd(summary.liabilityCents)}.</p>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(summary.group)} Executive Summary</title><style>${style}</style></head><body>
<p class="group">${escapeHtml(summary.group)}</p>
<h1>Executive Summary</h1>
<p class="meta">Economic Nexus Study, Tax Year ${study.taxYear}. ${escapeHtml(asOfLine(summary))}.${summary.preparedBy ? ` Prepared by ${escapeHtml(summary.preparedBy)}.` : ''}</p>
<section class="lead"><p>${escapeHtml(lead.label)}</p><p class="figure">${usd(lead.cents)}</p>${leadDetail}</section>
<h2>States by action</h2>
<table><thead><tr><th>Action</th><th class="num">States</th><th class="num">${amountHeader}</th></tr></thead><tbody>${rows}</tbody></table>
${notListed}${disagreements}${saving}
<h2>Dates to act by</h2>
${ahead}
<h2>What the figures assume</h2>
<ul>${assumptions(summary, study.taxYear).map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
</body></html>`
}
