/**
 * A horizontal bar chart (recharts). Loaded lazily and only in the browser, so recharts lands in the
 * consolidated page's chunk alone; the same values are always shown as text beside it.
 */
import { Bar, BarChart as Chart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export type Bar = { label: string; cents: number }

export default function BarChart({ bars, format }: { bars: Bar[]; format: (cents: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart data={bars} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
        <XAxis type="number" dataKey="cents" hide />
        <YAxis type="category" dataKey="label" width={40} tickLine={false} axisLine={false} />
        <Tooltip formatter={(value) => format(Number(value))} cursor={{ fillOpacity: 0.1 }} />
        <Bar dataKey="cents" name="Amount" fill="var(--chart-bar)" isAnimationActive={false} radius={[0, 4, 4, 0]} />
      </Chart>
    </ResponsiveContainer>
  )
}
