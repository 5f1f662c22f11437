/**
 * The running measure of one crossed or approaching state against its threshold over the tax year
 * (recharts), drawn as steps from change to change so the crossing day shows exactly. Loaded lazily,
 * only in the browser, in its own chunk with recharts; the figures are also given as text. The chart
 * fills its box (recharts' responsive chart, whose SVG keeps a viewBox, so print can scale it to the
 * paper: print.css) and its y-axis is as wide as its longest label, so '200%' is never cut to '00%'.
 */
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import type { RunningState } from '../../../schemas/generated/types.ts'

const DAY_MS = 86_400_000
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export default function RunningChart({ state }: { state: RunningState }) {
  const data = state.points.map((point) => ({ day: dayOf(point.date), percent: point.percent }))
  const first = data[0]?.day ?? 0
  const last = data.at(-1)?.day ?? first
  const year = Number(state.points[0]?.date.slice(0, 4))
  const monthStarts = MONTHS.map((_, month) => Date.UTC(year, month, 1) / DAY_MS)
  // Ticks every 50 % up to the highest point, and never below 150 %, so the 100 % line always shows.
  const top = Math.max(150, ...data.map((point) => Math.ceil(point.percent / 50) * 50))
  const ticks = Array.from({ length: top / 50 + 1 }, (_, index) => index * 50)
  return (
    <LineChart responsive style={{ width: '100%', height: '100%' }} data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis
        type="number"
        dataKey="day"
        domain={[first, last]}
        ticks={monthStarts}
        tickFormatter={(day: number) => MONTHS[new Date(day * DAY_MS).getUTCMonth()]!}
      />
      <YAxis domain={[0, top]} ticks={ticks} tickFormatter={(value: number) => `${value}%`} width="auto" />
      {/* unlabelled: the y-axis's own tick says 100%, and a label inside the plot collided with the crossing day's line */}
      <ReferenceLine y={100} stroke="var(--chart-threshold, currentColor)" strokeDasharray="4 2" />
      {state.dateCrossedThreshold && <ReferenceLine x={dayOf(state.dateCrossedThreshold)} stroke="var(--chart-threshold, currentColor)" />}
      <Tooltip labelFormatter={(day) => isoOf(Number(day))} formatter={(value) => [`${Number(value).toFixed(2)}%`, 'of the threshold']} />
      <Line type="stepAfter" dataKey="percent" stroke="var(--chart-bar)" dot={false} isAnimationActive={false} />
    </LineChart>
  )
}
