/**
 * Exposure by year: the stacked chart of tax, interest and penalties (ExposureChart, loaded lazily in the
 * browser with recharts, only where it is drawn) named for screen readers in words, its legend, and the
 * year-by-year table as its text alternative, sortable and downloadable as every table.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { ExposureTotals } from '../../../schemas/generated/types.ts'
import { SERIES, yearsDescription } from '../exposure.ts'

const ExposureChart = lazy(() => import('./ExposureChart.tsx'))

/** `table`: the year-by-year table (the study's or the entity's, report/tables/). */
export function ExposureByYear({ totals, table }: { totals: ExposureTotals; table: ReactNode }) {
  // Drawn after hydration, so the prerendered page and its first render match (the chart needs a browser).
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const tableId = 'by-year-table'
  return (
    <section aria-labelledby="by-year">
      <h2 id="by-year">Exposure by Year</h2>
      <figure className="exposure-figure">
        <div className="chart exposure-chart" role="img" aria-label={yearsDescription(totals.byYear)}>
          {/* busy until its chunk is in, as every lazy part says: the PDF printer waits for it */}
          {inBrowser ? (
            <Suspense fallback={<span aria-busy="true" />}>
              <ExposureChart years={totals.byYear} />
            </Suspense>
          ) : (
            <span aria-busy="true" />
          )}
        </div>
        <figcaption>
          <ul className="chart-legend">
            {SERIES.map(({ key, name, colour }) => (
              <li key={key}>
                <span className="swatch" style={{ background: colour }} aria-hidden="true" />
                {name}
              </li>
            ))}
          </ul>
          Each month's amounts count in the year of the month; <a href={`#${tableId}`}>the table</a> gives every figure.
        </figcaption>
      </figure>
      <div id={tableId} className="exposure-table">
        {table}
      </div>
    </section>
  )
}
