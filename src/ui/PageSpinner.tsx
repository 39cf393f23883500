import { Flex, Spin } from 'antd';

/** Loading state of a page or a whole screen; announced as a status. */
export function PageSpinner({ label = 'Loading', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <Flex role="status" aria-live="polite" align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <Spin aria-hidden />
      <span className="sr-only">{label}</span>
    </Flex>
  );
}
