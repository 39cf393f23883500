import { Flex, Spin, Typography } from 'antd';

/** A loading state that says what it waits for, in words everyone sees. */
export function Loading({ label }: { label: string }) {
  return (
    <Flex role="status" aria-live="polite" align="center" justify="center" gap={12} style={{ minHeight: 160 }}>
      <Spin aria-hidden />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );
}
