/**
 * The glossary's page at the end of the PDF (both editions; web/pdf.ts): report/glossary.ts's entries,
 * as the home page shows them (the PDF leaves them off the summary's pages: print.css).
 */
import { GLOSSARY } from '../report/glossary.ts'
import { pathOf } from '../report/routes.ts'
import { escapeHtml } from './pdf-summary.ts'

/** The glossary as the PDF's contents and running header name it, and where it stands on the site. */
export const GLOSSARY_SECTION: { title: string; path: string } = { title: 'Glossary', path: `${pathOf('home')}#glossary` }

export function glossaryHtml(): string {
  const entries = GLOSSARY.map((entry) => {
    const also = entry.also && entry.also.length > 0 ? ` <small>(also ${entry.also.map((word) => `“${escapeHtml(word)}”`).join(', ')})</small>` : ''
    const forms = entry.forms ? `<ul>${entry.forms.map(({ form, meaning }) => `<li><strong>${escapeHtml(form)}</strong>: ${escapeHtml(meaning)}</li>`).join('')}</ul>` : ''
    return `<div class="entry"><dt>${escapeHtml(entry.term)}${also}</dt><dd>${escapeHtml(entry.text)}${forms}</dd></div>`
  }).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Glossary</title>
<style>
  body { font-family: system-ui, 'DejaVu Sans', sans-serif; color: #111827; margin: 0; font-size: 10pt; line-height: 1.4; }
  h1 { font-size: 16pt; margin: 0 0 5mm; }
  .entry { break-inside: avoid; margin: 0 0 3.5mm; }
  dt { font-weight: 700; }
  dt small { font-weight: 400; color: #374151; }
  dd { margin: 0.5mm 0 0; }
  ul { margin: 1mm 0 0; padding-left: 5mm; }
</style></head><body>
<h1>Glossary</h1>
<dl>${entries}</dl>
</body></html>`
}
