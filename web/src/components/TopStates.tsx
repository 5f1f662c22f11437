/** A top-5 card: the values as an ordered list (readable without scripts), and a bar chart beside them. */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { Bar } from './BarChart.tsx'
import { StateName } from './Badges.tsx'

const BarChart = lazy(() => import('./BarChart.tsx'))

export type TopItem = Bar & { note?: ReactNode; name: string }

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
  // recharts measures the DOM, so the chart is drawn only after hydration; the list carries the figures
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const placeholder = <div className="chart" />
  return (
    <article>
      <figure>
        <figcaption>
          <h2>{title}</h2>
        </figcaption>
        {items.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <div className="top">
            <ol>
              {items.map((item) => (
                <li key={item.label}>
                  <StateName code={item.label} name={item.name} /> <strong>{format(item.cents)}</strong> {item.note}
                </li>
              ))}
            </ol>
            <div className="chart" role="img" aria-label={`Bar chart of ${title}: ${items.map((item) => `${item.label} ${format(item.cents)}`).join(', ')}`}>
              {inBrowser ? (
                <Suspense fallback={placeholder}>
                  <BarChart bars={items.map(({ label, cents }) => ({ label, cents }))} format={format} />
                </Suspense>
              ) : null}
            </div>
          </div>
        )}
      </figure>
    </article>
  )
}
