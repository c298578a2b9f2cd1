import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A request the server makes to its own routes on a caller's behalf (the MCP server calls the API
 * with the caller's token). It carries an HMAC of that authorization under the server's secret, so
 * the token's per-minute limit counts the caller's MCP request once, not once more per inner call.
 * Nobody without the secret can make the header; across processes the secret is shared.
 */
const HEADER = 'x-loci-inner-call';

function mac(secret: string, authorization: string): string {
  return createHmac('sha256', secret).update(`inner-call:${authorization}`).digest('base64url');
}

/** The header an inner call sends beside the caller's `authorization`. */
export function innerCallHeaders(secret: string, authorization: string): Record<string, string> {
  return { [HEADER]: mac(secret, authorization) };
}

/** Whether a request is the server's own inner call for the authorization it carries. */
export function isInnerCall(headers: Record<string, string | string[] | undefined>, secret: string): boolean {
  const sent = headers[HEADER];
  const authorization = headers.authorization;
  if (typeof sent !== 'string' || typeof authorization !== 'string') return false;
  const expected = Buffer.from(mac(secret, authorization));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
