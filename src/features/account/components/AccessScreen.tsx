import { VisuallyHidden } from '@/ui/VisuallyHidden';

/** The staff Access page renders nothing visible (spec 000 section 2.2); the heading is for screen readers. */
export function AccessScreen() {
  return <VisuallyHidden as="h1">Access</VisuallyHidden>;
}
