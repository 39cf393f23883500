import { Typography } from 'antd';
import { PageHeading } from './PageHeading';

/** A route whose screen comes with a later feature: says what it is and which work provides it. */
export function Placeholder({ title, feature }: { title: string; feature: string }) {
  return (
    <section style={{ maxWidth: 640 }}>
      <PageHeading>{title}</PageHeading>
      <Typography.Paragraph>This screen arrives with {feature}.</Typography.Paragraph>
    </section>
  );
}
