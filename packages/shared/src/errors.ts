/** Error codes shared by the server (AppError) and the web client (ApiError). */
export enum ErrorCode {
  BadRequest = 'BAD_REQUEST',
  Validation = 'VALIDATION',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  Gone = 'GONE',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMedia = 'UNSUPPORTED_MEDIA',
  RateLimited = 'RATE_LIMITED',
  Upstream = 'UPSTREAM',
  Unavailable = 'UNAVAILABLE',
  Internal = 'INTERNAL',
}
