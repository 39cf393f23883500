import { Typography } from 'antd';

/**
 * A table's empty text. antd writes a plain-text empty text in its disabled colour, below a 4.5:1
 * contrast; as secondary text it stays readable.
 */
export function TableEmpty({ children }: { children: string }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}
