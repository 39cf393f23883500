// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { AnalyticsCards } from './AnalyticsCards';

const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * 3_600_000);

/** Two of each within the hour, one of each 2 days ago, and one registration 40 days ago. */
const docs: Record<string, DocData> = {
  'events/e1/users/p1': { email: 'a@example.com', createdAt: hoursAgo(0.5) },
  'events/e1/users/p2': { email: 'b@example.com', createdAt: hoursAgo(48) },
  'events/e1/users/p3': { email: 'c@example.com', createdAt: hoursAgo(960) },
  'events/e1/analytics/u1': { type: 'unique', createdAt: hoursAgo(0.5) },
  'events/e1/analytics/u2': { type: 'unique', createdAt: hoursAgo(48) },
  'events/e1/analytics/s1': { type: 'session', createdAt: hoursAgo(0.2) },
  'events/e1/analytics/v1': { type: 'visit', createdAt: hoursAgo(0.2) },
  'events/e1/analytics/v2': { type: 'visit', createdAt: hoursAgo(0.3) },
  'events/e1/analytics/v3': { type: 'visit', createdAt: hoursAgo(48) },
  'events/e1/analytics/w1': { type: 'watchTime', createdAt: hoursAgo(48), time: 2 * 3600 + 5 * 60 + 20 },
};

/** The signed-in user views the event. */
const access: Record<string, DocData> = { 'resourceAccess/e1/permissions/u1': { permission: 'viewer' } };

afterEach(() => vi.restoreAllMocks());

function show(initial: Record<string, DocData> = docs, compact = false) {
  const double = createBackendDouble({ docs: { ...access, ...initial } });
  renderWithBackend(<AnalyticsCards eventId="e1" eventTitle="Spring Summit" slug="spring-summit" compact={compact} />, double.backend);
  return double;
}

const figure = (label: string) => within(screen.getByRole('group', { name: label })).getByText((_, el) => el?.classList.contains('ant-statistic-content-value') ?? false).textContent;
const figures = () => ['Registered Users', 'Unique visitors', 'Sessions', 'Stream watch time', 'Page views'].map(figure);
const chooseWindow = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));

describe('AnalyticsCards', () => {
  it('shows the five figures for 24h at first, and for each window chosen', async () => {
    show();
    const windows = screen.getByRole('radiogroup', { name: 'Time window' });
    expect(within(windows).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['1h', '4h', '8h', '24h', '7 days', 'All']);
    expect((screen.getByRole('radio', { name: '24h' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(figures()).toEqual(['1', '1', '1', '0 minutes', '2']));
    chooseWindow('7 days');
    await waitFor(() => expect(figures()).toEqual(['2', '2', '1', '2 hours 5 minutes', '3']));
    chooseWindow('All');
    await waitFor(() => expect(figures()).toEqual(['3', '2', '1', '2 hours 5 minutes', '3']));
  });

  it('shows zeros and "0 minutes" for an event nobody has visited yet', async () => {
    show({});
    await waitFor(() => expect(figures()).toEqual(['0', '0', '0', '0 minutes', '0']));
  });

  it('says what went wrong when the figures cannot be read, and tries again on request', async () => {
    const double = createBackendDouble({ docs: { ...access, ...docs } });
    double.failNext('aggregate', new BackendError('permission-denied', 'no'));
    renderWithBackend(<AnalyticsCards eventId="e1" eventTitle="Spring Summit" slug="spring-summit" />, double.backend);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("You don't have access to this resource");
    expect((screen.getByRole('button', { name: 'Download analytics as PDF' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figures()).toEqual(['1', '1', '1', '0 minutes', '2']));
  });

  it('downloads the shown figures as analytics-{slug}-{window}.pdf', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:analytics';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    show();
    chooseWindow('All');
    await waitFor(() => expect(figure('Registered Users')).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Download analytics as PDF' }));
    await waitFor(() => expect(names).toEqual(['analytics-spring-summit-all.pdf']));
    expect(blobs[0].type).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await blobs[0].arrayBuffer()));
    expect(pdf.getTitle()).toBe('Analytics: Spring Summit');
    expect(pdf.getPageCount()).toBe(1);
  });

  it('leaves the PDF out of the compact variant', async () => {
    show(docs, true);
    await waitFor(() => expect(figure('Page views')).toBe('2'));
    expect(screen.queryByRole('button', { name: 'Download analytics as PDF' })).toBeNull();
  });
});
