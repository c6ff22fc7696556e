/**
 * The calls to ZATCA's Fatoora API that the shop makes, as its API documentation describes them: JSON bodies,
 * `Accept-Version: V2`, Basic auth of a CSID's binarySecurityToken and secret. An answer is whatever came back
 * (status and parsed body); no answer at all (network, timeout) is `null`, so the caller decides to retry.
 */
export interface FatooraAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

export interface FatooraCredentials {
  token: string;
  secret: string;
}

export async function fatooraPost(
  url: string,
  body: unknown,
  opts: { credentials?: FatooraCredentials; headers?: Record<string, string>; timeoutMs: number; method?: 'POST' | 'PATCH' },
): Promise<FatooraAnswer | null> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Version': 'V2',
    'Accept-Language': 'en',
    ...opts.headers,
  };
  if (opts.credentials) headers.Authorization = `Basic ${Buffer.from(`${opts.credentials.token}:${opts.credentials.secret}`).toString('base64')}`;
  try {
    const res = await fetch(url, { method: opts.method ?? 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(opts.timeoutMs) });
    const text = await res.text();
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      parsed = { text: text.slice(0, 2000) };
    }
    return { status: res.status, body: parsed };
  } catch {
    return null;
  }
}
