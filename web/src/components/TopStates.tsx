/**
 * A top-5 card: the values as an ordered list, each with a bar drawn in CSS to the scale of the largest.
 * The figures are text, so the bars are decoration (hidden from assistive technology) and the card
 * needs no script and no chart library: it is complete in the prerendered page and in print.
 */
import type { ReactNode } from 'react'
import { StateName } from './Badges.tsx'

export type TopItem = { label: string; name: string; cents: number; note?: ReactNode }

/** The bar's length as a share of the largest value; a value above zero always shows a sliver. */
function barShare(cents: number, largest: number): string {
  if (largest <= 0 || cents <= 0) return '0%'
  return `${Math.max((cents / largest) * 100, 1).toFixed(2)}%`
}

export function TopStates({
  title,
  items,
  format,
  empty,
}: {
  title: string
  items: TopItem[]
  format: (cents: number) => string
  empty: string
}) {
  const largest = Math.max(0, ...items.map((item) => item.cents))
  return (
    <article className="top-states">
      <h2>{title}</h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ol>
          {items.map((item) => (
            <li key={item.label}>
              <span className="top-line">
                <StateName code={item.label} name={item.name} /> <strong>{format(item.cents)}</strong> {item.note}
              </span>
              <span className="top-bar" aria-hidden="true">
                <span style={{ inlineSize: barShare(item.cents, largest) }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </article>
  )
}
