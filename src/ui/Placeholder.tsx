import { Typography } from 'antd';
import { Link } from 'react-router';
import { PageHeading } from './PageHeading';

export type NextStep = { to: string; label: string };

type Props = {
  title: string;
  /** The work that brings the screen, as users would name it. */
  feature: string;
  /** What the screen will be for. */
  about?: string;
  /** What the user can do meanwhile, as links. */
  now?: NextStep[];
};

/**
 * A route whose screen comes with a later feature: says what it is, which work provides it and
 * what can be done meanwhile, so that it is never a dead end.
 */
export function Placeholder({ title, feature, about, now = [] }: Props) {
  return (
    <section style={{ maxWidth: 640 }}>
      <PageHeading>{title}</PageHeading>
      <Typography.Paragraph>This screen arrives with {feature}.</Typography.Paragraph>
      {about && <Typography.Paragraph>{about}</Typography.Paragraph>}
      {now.length > 0 && (
        <section aria-labelledby="placeholder-now">
          <Typography.Title level={2} id="placeholder-now" style={{ fontSize: 18 }}>
            What you can do now
          </Typography.Title>
          <ul style={{ paddingInlineStart: 20 }}>
            {now.map((step) => (
              <li key={step.to}>
                <Link to={step.to}>{step.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
