/**
 * The reference API server as the end-to-end tests use it: its demo keys, its own answer for a
 * text (asked directly, never hard-coded: the engine is deterministic), and its test-only
 * routes (server/README.md): the request log, the fault switches and the reset. Those answer
 * only the run's secret (RunningServer.testToken) in X-Test-Token, from Node (no Origin).
 */

export const PRO_KEY = 'demo-pro-key';
export const STARTER_KEY = 'demo-starter-key';

/** One POST /v1/humanize as the server logged it. */
export interface LoggedRequest {
  /** Milliseconds since the epoch. */
  at: number;
  key: string | null;
  /** Null when the server never read the body: a 401 or 429, an injected 500, or still waiting. */
  text: string | null;
  /** Null while unanswered. */
  status: number | null;
}

export interface ServerAnswer {
  humanized_text: string;
  word_count: number;
  words_charged: number;
}

/** POST /__test/faults: the given switches are set, the others kept. */
export interface FaultSwitches {
  delayMs?: number;
  failNext?: number;
  dropRateLimitHeaders?: boolean;
  /** The next humanize requests get these rewrites, in order (server/test-faults.ts). */
  answerNext?: string[];
}

export interface ReferenceApi {
  /** http://127.0.0.1:PORT/v1 */
  readonly baseUrl: string;
  /** The server's answer for `text`, asked with the pro key. */
  answer(text: string): Promise<ServerAnswer>;
  /** The server's humanized text for `text`. */
  rewriteOf(text: string): Promise<string>;
  /** Every request that reached the server, oldest first, answered or not. */
  log(): Promise<LoggedRequest[]>;
  /** The requests whose text the server read. */
  textLog(): Promise<LoggedRequest[]>;
  faults(switches: FaultSwitches): Promise<void>;
  /** Clears the switches, the log and every key's rate-limit history. */
  reset(): Promise<void>;
}

async function checked(res: Response, what: string): Promise<Response> {
  if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** `testToken`: the server's (RunningServer.testToken); without it only answer() works. */
export function referenceApi(baseUrl: string, testToken?: string): ReferenceApi {
  const origin = new URL(baseUrl).origin;
  const control = async (path: string, what: string, body?: string) =>
    checked(
      await fetch(`${origin}/__test/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'x-test-token': testToken ?? '' },
        body,
      }),
      what,
    );
  const log = async () => (await (await control('requests', 'log')).json()) as LoggedRequest[];
  const answer = async (text: string) => {
    const res = await fetch(`${baseUrl}/humanize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PRO_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    return (await (await checked(res, 'the reference answer')).json()) as ServerAnswer;
  };
  return {
    baseUrl,
    answer,
    rewriteOf: async (text) => (await answer(text)).humanized_text,
    log,
    textLog: async () => (await log()).filter((r) => r.text !== null),
    async faults(switches) {
      await control('faults', 'faults', JSON.stringify(switches));
    },
    async reset() {
      await control('reset', 'reset', '');
    },
  };
}

/** How many times each text reached the server. */
export function countByText(log: LoggedRequest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of log) counts.set(r.text ?? '', (counts.get(r.text ?? '') ?? 0) + 1);
  return counts;
}
