/** An `/api` call as a browser session makes it, for the server tests and benches. */
import type { HttpSession } from './http-session';

export const callApi = (browser: HttpSession, name: string, input: unknown) => browser.post(`/api/call/${name}`, input);

/** The call's result; throws, naming the call and the server's answer, unless it answered 200. */
export async function callApiOk(browser: HttpSession, name: string, input: unknown) {
  const res = await callApi(browser, name, input);
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.json.result;
}
