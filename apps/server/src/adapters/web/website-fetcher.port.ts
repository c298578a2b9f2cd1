/** A fetched HTML page. */
export interface FetchedPage {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  html: string;
  /** The response's Content-Type header, as sent. */
  contentType: string;
  /** The response's Content-Language header, when sent: the page's language (e.g. "pt-PT"). */
  contentLanguage?: string;
}

/** Why a website could not be read. */
export type WebsiteFetchErrorReason =
  | 'invalid_url'
  | 'forbidden_address'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'not_html'
  | 'http_error'
  | 'network';

/** A website read that was refused or failed; `reason` is stable, `message` is for people. */
export class WebsiteFetchError extends Error {
  readonly reason: WebsiteFetchErrorReason;
  /** The HTTP status, for 'http_error'. */
  readonly status?: number;

  constructor(reason: WebsiteFetchErrorReason, message: string, status?: number) {
    super(message);
    this.name = 'WebsiteFetchError';
    this.reason = reason;
    this.status = status;
  }
}

/** Reads a public web page for keyword extraction. */
export interface WebsiteFetcher {
  /**
   * Fetches an http(s) URL and returns its HTML. Throws WebsiteFetchError when the URL, any
   * address it resolves or redirects to, the size, the time taken or the content type is refused.
   */
  fetchHtml(url: string): Promise<FetchedPage>;
}
