import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayFigures } from '@domain/streams/view-analytics';

/** Views (bars) and watch seconds (line) per day; its own chunk, loaded with the Analytics tab. */
export function AnalyticsChart({ series }: { series: DayFigures[] }) {
  return (
    <ResponsiveContainer width="100%" height={320}>
      <ComposedChart data={series} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" tickFormatter={(day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`} minTickGap={16} />
        <YAxis yAxisId="views" allowDecimals={false} />
        <YAxis yAxisId="seconds" orientation="right" />
        <Tooltip />
        <Legend />
        <Bar yAxisId="views" dataKey="views" name="Views" fill="#1677ff" />
        <Line yAxisId="seconds" dataKey="watchSeconds" name="Watch seconds" stroke="#d4380d" dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export default AnalyticsChart;
