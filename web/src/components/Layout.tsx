/** Page furniture shared by the screens: the header, summary cards, the back link, finding notices. */
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { ButtonLink } from './ButtonLink.tsx'
import type { Finding } from '../../../schemas/types.ts'
import { Logo } from './Logo.tsx'

export function PageHeader({ title, subtitle, badge }: { title: string; subtitle?: ReactNode; badge?: ReactNode }) {
  return (
    <header className="masthead">
      <Logo />
      <hgroup>
        {badge}
        <h1>{title}</h1>
        {subtitle !== undefined && <p>{subtitle}</p>}
      </hgroup>
    </header>
  )
}

/** A navigation link back up, rendered as Pico's secondary outline button. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <nav aria-label="Back">
      <ul>
        <li>
          <ButtonLink href={href} className="secondary outline">
            ← {children}
          </ButtonLink>
        </li>
      </ul>
    </nav>
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

/** Tells the reader that the pipeline's data checks concern this entity, and links to them. */
export function FindingsNotice({ findings, href }: { findings: Finding[]; href: string }) {
  if (findings.length === 0) return null
  const warnings = findings.filter((finding) => finding.severity === 'warning').length
  return (
    <aside className="notice" aria-label="Data checks">
      <details>
        <summary>
          {findings.length === 1 ? '1 data check concerns' : `${findings.length} data checks concern`} this entity
          {warnings > 0 && ` (${warnings === 1 ? '1 warning' : `${warnings} warnings`})`}
        </summary>
        <ul>
          {findings.map((finding, index) => (
            <li key={index}>
              <strong>{finding.state}</strong>: {finding.message}
            </li>
          ))}
        </ul>
      </details>
      <Link href={href}>See all data checks</Link>
    </aside>
  )
}
