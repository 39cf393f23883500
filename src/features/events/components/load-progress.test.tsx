// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoadStep } from '../model/load-progress';
import { LoadProgress } from './LoadProgress';

describe('LoadProgress', () => {
  it('announces how far the event has loaded and what it is waiting for', () => {
    render(<LoadProgress done={new Set<LoadStep>(['menu', 'pages'])} />);
    const bar = screen.getByRole('progressbar', { name: 'Loading the event' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('Loading streams (2 of 5)');
    expect(screen.getByText('Loading streams')).toBeTruthy();
  });
});
