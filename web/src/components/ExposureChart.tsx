/**
 * Tax, interest and penalties year by year, stacked (recharts). Loaded lazily, only in the browser, in
 * its own chunk with recharts; the figure around it names it for screen readers and the table beside it
 * gives every figure. The chart fills its box (recharts' responsive chart, whose SVG keeps a viewBox, so
 * print scales it to the paper: print.css) and its y-axis is as wide as its longest label.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import type { ExposureYear } from '../../../schemas/generated/types.ts'
import { usd, usdCompact } from '../format.ts'
import { chartTicks, SERIES } from '../exposure.ts'

export default function ExposureChart({ years }: { years: ExposureYear[] }) {
  const ticks = chartTicks(years)
  return (
    <BarChart responsive style={{ width: '100%', height: '100%' }} data={years} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="year" />
      <YAxis width="auto" domain={[0, ticks.at(-1)!]} ticks={ticks} tickFormatter={(cents: number) => usdCompact(cents)} />
      <Tooltip formatter={(value, name) => [usd(Number(value)), name]} cursor={{ fill: 'var(--pico-muted-border-color)' }} />
      {SERIES.map(({ key, name, colour }) => (
        <Bar key={key} dataKey={key} name={name} stackId="owed" fill={colour} isAnimationActive={false} />
      ))}
    </BarChart>
  )
}
