/**
 * The glossary (report/glossary.ts) on the home page, and the links to its entries: beside a table's
 * header whose column declares one (ReportTable, DataTable) and beside a term in a page's text (Term).
 * A link, so the keyboard reaches it and a touch opens it (no hover-only title); its visible mark is
 * drawn by CSS (.term-help), so a header's text stays its column's name (the CSV's, the sheet's).
 * Print leaves the links out: the PDF prints the glossary at its end.
 */
import type { ReactNode } from 'react'
import { GLOSSARY, glossaryAnchor, glossaryEntry, type GlossaryId } from '../../../report/glossary.ts'
import { pathOf } from '../../../report/routes.ts'

export const GLOSSARY_ID = 'glossary'

/** Where an entry stands: the home page's glossary. */
export const glossaryHref = (id: GlossaryId) => `${pathOf('home')}#${glossaryAnchor(id)}`

/** The link to a term's entry, named for the term (`what` where the page words it otherwise). */
export function TermHelp({ id, what }: { id: GlossaryId; what?: string | undefined }) {
  const term = what ?? glossaryEntry(id).term
  return <a className="term-help" href={glossaryHref(id)} aria-label={`What “${term}” means, in the glossary`} title={`What “${term}” means`} />
}

/** A term in a page's text, followed by the link to its entry. */
export function Term({ id, children }: { id: GlossaryId; children: ReactNode }) {
  return (
    <>
      {children}
      <TermHelp id={id} what={typeof children === 'string' ? children : undefined} />
    </>
  )
}

/** The glossary itself, each entry its own anchor. */
export function Glossary() {
  return (
    <section id={GLOSSARY_ID} aria-labelledby="glossary-title" className="glossary">
      <h2 id="glossary-title">Glossary</h2>
      <dl>
        {GLOSSARY.map((entry) => (
          <div key={entry.id} id={glossaryAnchor(entry.id)} tabIndex={-1}>
            <dt>
              {entry.term}
              {entry.also && entry.also.length > 0 && <small> (also {entry.also.map((word) => `“${word}”`).join(', ')})</small>}
            </dt>
            <dd>
              {entry.text}
              {entry.forms && (
                <ul>
                  {entry.forms.map(({ form, meaning }) => (
                    <li key={form}>
                      <strong>{form}</strong>: {meaning}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
