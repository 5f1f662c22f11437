/**
 * For an entity whose statuses are computed, how each crossed or approaching state got there: its
 * running measure against the threshold over the tax year. The data (generated/running/<CODE>.json)
 * and the chart load only in the browser, after the page; each chart is named for screen readers and
 * its figures are also given as text.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import type { RunningMeasures as Measures, RunningState } from '../../../schemas/generated/types.ts'
import { generated } from '../data.ts'

const RunningChart = lazy(() => import('./RunningChart.tsx'))

/** The chart's name: what it shows and where it ends up, in words. */
export function runningLabel(state: RunningState): string {
  const highest = state.points.reduce((best, point) => Math.max(best, point.percent), 0)
  const end = state.points.at(-1)?.percent ?? 0
  const crossing = state.dateCrossedThreshold
    ? `reaches 100% of the threshold on ${state.dateCrossedThreshold}`
    : `peaks at ${highest.toFixed(2)}% of the threshold`
  return `Running measure in ${state.stateName} against its ${state.thresholdType} threshold (${state.periodType}): ${crossing}; ${end.toFixed(2)}% at the end of the year`
}

export function RunningMeasures({ runningPath }: { runningPath: string }) {
  const [measures, setMeasures] = useState<Measures | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    generated<Measures>(runningPath).load().then((loaded) => live && setMeasures(loaded), () => live && setFailed(true))
    return () => {
      live = false
    }
  }, [runningPath])
  if (failed) return null
  return (
    <section aria-labelledby="running">
      <h2 id="running">How Each State Got There</h2>
      <p>
        The measure each state's rule tests, as a percentage of its threshold, on every day of the year, computed from the
        transactions. The dashed line is the threshold (100%).
      </p>
      {measures === null ? (
        <p aria-busy="true">Loading the running measures…</p>
      ) : (
        <div className="running-grid">
          {measures.states.map((state) => (
            <figure key={state.state}>
              <figcaption>
                <strong>{state.stateName}</strong> ({state.overallStatus}
                {state.dateCrossedThreshold && <span className="since"> since {state.dateCrossedThreshold}</span>})
              </figcaption>
              <div className="chart running-chart" role="img" aria-label={runningLabel(state)}>
                {/* busy until its chunk is in, as every lazy part says: the PDF printer waits for it */}
                <Suspense fallback={<span aria-busy="true" />}>
                  <RunningChart state={state} />
                </Suspense>
              </div>
            </figure>
          ))}
        </div>
      )}
    </section>
  )
}
