/** Downloads the photos a photo source offers (the source names them by URL). */
export interface PhotoDownloader {
  /**
   * The bytes of a photo at a public http(s) URL, at most `maxBytes`. Throws when the host is not
   * public, the answer is not 2xx, or the photo is larger than allowed.
   */
  download(url: string, opts: { maxBytes: number; signal?: AbortSignal }): Promise<Buffer>;
}
