import type { Page } from '@playwright/test';

/** An `/api` call as the signed-in user's page makes it (its cookie, its origin). */
export async function callApi(page: Page, name: string, input: unknown): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ([callName, callInput]) => {
      const response = await fetch(`/api/call/${callName}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(callInput) });
      if (!response.ok) throw new Error(`${callName}: ${response.status} ${await response.text()}`);
      return (await response.json()).result;
    },
    [name, input] as const,
  );
}
