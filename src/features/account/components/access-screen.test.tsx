// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessScreen } from './AccessScreen';

describe('the staff Access page', () => {
  it('shows nothing, not even a heading (spec 000 section 2.2)', () => {
    const { container } = render(<AccessScreen />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
