/**
 * Page furniture shared by the screens: the page frame (skip link, back link, main), the header,
 * summary cards and finding notices.
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'wouter'
import { ButtonLink } from './ButtonLink.tsx'
import type { Colour, Finding } from '../../../schemas/generated/types.ts'
import { Logo } from './Logo.tsx'
import { GLOSSARY_ID } from './Glossary.tsx'
import { pathOf } from '../../../report/routes.ts'
import { countFindings, dataCheckCount, findingBreakdown } from '../findingCounts.ts'

export const MAIN_ID = 'main'

/**
 * Every screen's frame: a skip link (the first tab stop), the back link as navigation, then the main
 * content, then a footer linking the glossary (on the home page). Sections inside main are the page's own.
 */
export function Page({ back, colour, children }: { back?: { href: string; label: string }; colour?: Colour; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      {back && (
        <nav className="container back" aria-label="Back">
          <ul>
            <li>
              <ButtonLink href={back.href} className="secondary outline">
                ← {back.label}
              </ButtonLink>
            </li>
          </ul>
        </nav>
      )}
      <main id={MAIN_ID} tabIndex={-1} className="container" data-colour={colour}>
        {children}
      </main>
      <footer className="container site-footer">
        <small>
          The words the reports use, in plain English: <a href={`${pathOf('home')}#${GLOSSARY_ID}`}>Glossary</a>
        </small>
      </footer>
    </>
  )
}

// Set once the first page has shown: later headers belong to a client-side navigation.
let navigated = false
let announcer: HTMLElement | undefined

/** Says the new page's name to screen readers, from a live region that outlives the pages. */
function announce(text: string) {
  if (!announcer) {
    announcer = document.createElement('p')
    announcer.className = 'visually-hidden'
    announcer.setAttribute('aria-live', 'polite')
    document.body.append(announcer)
  }
  announcer.textContent = ''
  const region = announcer
  setTimeout(() => (region.textContent = text), 50)
}

/** After a client-side navigation, moves focus to the new page's h1 and announces the page. */
function useFocusOnNavigation() {
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(!navigated)
  useEffect(() => {
    if (first.current) {
      navigated = true
      return
    }
    heading.current?.focus()
    announce(document.title || heading.current?.textContent || '')
  }, [])
  return heading
}

export function PageHeader({ title, subtitle, badge }: { title: string; subtitle?: ReactNode; badge?: ReactNode }) {
  const heading = useFocusOnNavigation()
  return (
    <header className="masthead">
      <Logo />
      <hgroup>
        {badge}
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {subtitle !== undefined && <p>{subtitle}</p>}
      </hgroup>
    </header>
  )
}

export function Card({ title, value, caption }: { title: string; value: ReactNode; caption?: ReactNode }) {
  return (
    <article>
      <h2 className="card-title">{title}</h2>
      <p className="card-value">{value}</p>
      {caption !== undefined && <small>{caption}</small>}
    </article>
  )
}

export function Cards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="cards" aria-label={label}>
      {children}
    </section>
  )
}

/**
 * Tells the reader that the pipeline's data checks concern this entity, counted as the home page
 * counts them (warnings and notices by name), and links to them. Only warnings look like a warning.
 */
export function FindingsNotice({ findings, href }: { findings: Finding[]; href: string }) {
  if (findings.length === 0) return null
  const counts = countFindings(findings)
  return (
    <aside className="notice" data-severity={counts.warning > 0 ? 'warning' : 'notice'} aria-label="Data checks" data-working="">
      <details>
        <summary>
          {dataCheckCount(counts.total)} {counts.total === 1 ? 'concerns' : 'concern'} this entity: {findingBreakdown(counts)}
        </summary>
        <ul>
          {findings.map((finding, index) => (
            <li key={index}>
              <strong>{finding.severity === 'warning' ? 'Warning' : 'Notice'}</strong>{finding.state ? `, ${finding.state}` : ''}: {finding.message}
            </li>
          ))}
        </ul>
      </details>
      <Link href={href}>See all data checks</Link>
    </aside>
  )
}
