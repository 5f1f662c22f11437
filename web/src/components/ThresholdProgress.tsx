/**
 * Threshold progress on the separate-entity page: for each exposed state, how far its sales (and its
 * transactions, where the rule has a transaction threshold) have come toward the nexus threshold.
 * Each bar is a meter with a name and a value text, marks at 80 % (Approaching) and 100 % (Crossed),
 * and the figures written beside it, so nothing rests on colour or on the bar alone. Styles: threshold-progress.css,
 * imported by App.tsx so the prerendered page has them before its chunk loads.
 */
import type { Exposure, Exposures } from '../../../schemas/generated/types.ts'
import { count, percent1, usd, windowText } from '../format.ts'

/** The bar's scale runs to 125 % so that both marks sit well inside it; longer bars are drawn full. */
const SCALE_PERCENT = 125
const APPROACHING_PERCENT = 80
const CROSSED_PERCENT = 100

const at = (percent: number) => `${(Math.min(Math.max(percent, 0), SCALE_PERCENT) / SCALE_PERCENT) * 100}%`

function zone(percent: number): 'crossed' | 'approaching' | 'below' {
  if (percent >= CROSSED_PERCENT) return 'crossed'
  if (percent >= APPROACHING_PERCENT) return 'approaching'
  return 'below'
}

export function Bar({ label, percent, valueText }: { label: string; percent: number; valueText: string }) {
  return (
    <div
      className="progress-bar"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={SCALE_PERCENT}
      aria-valuenow={Math.min(Math.max(percent, 0), SCALE_PERCENT)}
      aria-valuetext={valueText}
      data-zone={zone(percent)}
    >
      <span className="progress-fill" style={{ width: at(percent) }} />
      <span className="progress-mark" style={{ left: at(APPROACHING_PERCENT) }} />
      <span className="progress-mark" style={{ left: at(CROSSED_PERCENT) }} />
      {percent > SCALE_PERCENT && <span className="progress-over" aria-hidden="true">▶</span>}
    </div>
  )
}

function StateProgress({ row }: { row: Exposure }) {
  // both parts on the window the status was decided on, with what that window held
  const { measured } = row
  const window = windowText(measured.windowStart, measured.windowEnd)
  const sales = `${percent1(row.percentOfThreshold)} of the sales threshold: ${usd(measured.salesCents)} of ${usd(row.salesThresholdCents)}, ${window}`
  const transactions =
    row.transactionsThreshold === null || row.percentOfTransactionsThreshold === null
      ? null
      : `${percent1(row.percentOfTransactionsThreshold)} of the transaction threshold: ${count(measured.transactions)} of ${count(row.transactionsThreshold)} transactions, ${window}`
  return (
    <li>
      <p className="progress-state">
        <strong>{row.stateName}</strong> <small>({row.stateCode}, {row.overallStatus} on its {measured.part}; rule: {row.nexusThresholdType || 'not given'})</small>
      </p>
      <div className="progress-line">
        <span className="progress-kind">Sales</span>
        <Bar label={`${row.stateName} sales`} percent={row.percentOfThreshold} valueText={sales} />
        <span className="progress-text">{sales}</span>
      </div>
      {transactions !== null && (
        <div className="progress-line">
          <span className="progress-kind">Transactions</span>
          <Bar
            label={`${row.stateName} transactions`}
            percent={row.percentOfTransactionsThreshold!}
            valueText={transactions}
          />
          <span className="progress-text">{transactions}</span>
        </div>
      )}
    </li>
  )
}

export function ThresholdProgress({ exposures }: { exposures: Exposures }) {
  const rows = [...exposures.crossed, ...exposures.approaching, ...exposures.exposed, ...exposures.other]
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="threshold-progress" className="threshold-progress">
      <h2 id="threshold-progress">Threshold Progress</h2>
      <p>
        Each bar shows a state's sales as a percentage of its economic nexus threshold, and its transactions where the
        rule also counts them, both on the window its status was decided on (named beside the bar), with what that
        window held. Marks at {APPROACHING_PERCENT}% (approaching) and {CROSSED_PERCENT}% (crossed); a bar
        past {SCALE_PERCENT}% is drawn full with an arrow.
      </p>
      <ul>
        {rows.map((row) => (
          <StateProgress key={row.jurisdiction} row={row} />
        ))}
      </ul>
    </section>
  )
}
