import { Bar, BarChart, CartesianGrid, Cell, LabelList, Line, LineChart, Pie, PieChart, XAxis, YAxis } from 'recharts';
import { chartRows, paletteShades, type PollTally } from '@domain/polls/poll-results';
import type { Poll } from '@domain/polls/poll';
import { WordCloud } from './WordCloud';

type Props = { poll: Pick<Poll, 'type' | 'options' | 'chart' | 'colorPalette' | 'bgColor' | 'question'>; tally: PollTally; width: number; height: number; animate?: boolean };

/**
 * A poll's results (spec 001 sections 2.2 and 9): a line, bar, pie or donut chart of the votes per
 * option (per word for an input poll), or a word cloud, in the poll's colour on its background.
 * Beside the drawing, the same figures as a list for screen readers (and the tests).
 */
export function PollChart({ poll, tally, width, height, animate = true }: Props) {
  const rows = chartRows(poll, tally);
  const colors = paletteShades(poll.colorPalette, Math.max(rows.length, 1));
  const main = `rgb(${poll.colorPalette.r}, ${poll.colorPalette.g}, ${poll.colorPalette.b})`;
  const margin = { top: 24, right: 24, bottom: 24, left: 8 };
  const fontSize = Math.max(12, Math.round(height / 28));
  const data = rows.map((r) => ({ name: r.label, votes: r.count }));

  let drawing;
  if (poll.chart === 'wordcloud') drawing = <WordCloud rows={rows} width={width} height={height} palette={poll.colorPalette} bgColor={poll.bgColor} />;
  else if (poll.chart === 'bar' || poll.chart === 'line') {
    const Chart = poll.chart === 'bar' ? BarChart : LineChart;
    drawing = (
      <Chart width={width} height={height} data={data} margin={margin} style={{ background: poll.bgColor }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" tick={{ fontSize, fill: '#262626' }} interval={0} />
        <YAxis allowDecimals={false} tick={{ fontSize, fill: '#262626' }} />
        {poll.chart === 'bar' ? (
          <Bar dataKey="votes" isAnimationActive={animate} animationDuration={300}>
            {data.map((d, i) => (
              <Cell key={d.name} fill={colors[i]} />
            ))}
            <LabelList dataKey="votes" position="top" fontSize={fontSize} fill="#262626" />
          </Bar>
        ) : (
          <Line dataKey="votes" stroke={main} strokeWidth={3} isAnimationActive={animate} animationDuration={300}>
            <LabelList dataKey="votes" position="top" fontSize={fontSize} fill="#262626" />
          </Line>
        )}
      </Chart>
    );
  } else {
    const radius = Math.min(width, height) / 2 - 40;
    drawing = (
      <PieChart width={width} height={height} style={{ background: poll.bgColor }} accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="votes"
          nameKey="name"
          outerRadius={radius}
          rootTabIndex={-1}
          innerRadius={poll.chart === 'donut' ? radius * 0.55 : 0}
          isAnimationActive={animate}
          animationDuration={300}
          label={({ name, value }) => (value ? `${name}: ${value}` : '')}
          fontSize={fontSize}
        >
          {data.map((d, i) => (
            <Cell key={d.name} fill={colors[i]} />
          ))}
        </Pie>
      </PieChart>
    );
  }

  // The drawing is hidden from assistive technology (the list below says the same) and so takes no focus.
  return (
    <figure className="poll-chart" style={{ margin: 0, background: poll.bgColor, width, maxWidth: '100%' }}>
      <div aria-hidden>{drawing}</div>
      <figcaption className="sr-only">
        Results of “{poll.question}”, {tally.total} {tally.total === 1 ? 'vote' : 'votes'}
        <ul aria-label="Results">
          {rows.map((r) => (
            <li key={r.label}>
              {r.label}: {r.count}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
