import fc from 'fast-check';

/** Stands for the fuzzing user's own project id; replaced when the request is sent (the project may have been re-created). */
export const OWNED_PROJECT = '__owned_project__';

/** A 1×1 PNG, as bytes and as the data URL the spec's forms send for a selected image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TINY_PNG_URL = `data:image/png;base64,${TINY_PNG.toString('base64')}`;

/** Field names the routes read (spec §7 forms, project input, auth bodies), and a few no route knows. */
const FIELD_NAMES = [
  'project_id',
  'section',
  'image_index',
  'prompt',
  'new_prompt',
  'old_prompt',
  'newPrompt',
  'currentPrompt',
  'context',
  'generatedContext',
  'imageLabels',
  'newLabel',
  'microMacro',
  'photoStyled',
  'prompt_usage',
  'realSourced',
  'selectedImage',
  'selected_image',
  'selectedImagesPrompts',
  'moodboard_id',
  'moodboard_title',
  'title',
  'previous_render',
  'programmaticArea',
  'areaDescription',
  'projectName',
  'projectLocation',
  'contextInsights',
  'brandName',
  'website',
  'keywords',
  'prompts',
  'locationLat',
  'locationLng',
  'locationH3',
  'kind',
  'format',
  'pages',
  'count',
  'email',
  'password',
  'name',
  'q',
  'limit',
  'lat',
  'lng',
  'newPassword',
  'currentPassword',
  'token',
  'callbackURL',
  'revokeOtherSessions',
  'image',
  'keywords[]',
  '__proto__',
  'constructor',
] as const;

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f');

/** Text a field might hold: plausible values, hostile text, JSON lists, oversized and empty strings. */
const text: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      OWNED_PROJECT,
      'historical',
      'social',
      'physical',
      'Historical',
      '0',
      '1',
      '2',
      '3',
      '7',
      '-1',
      '1.5',
      'true',
      'context',
      'topics',
      'all',
      'pdf',
      'pptx',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '["oak","linen"]',
      '[]',
      '["a", 3]',
      '{"a":1}',
      '[not json',
      'null',
      '["terrace\\u0000at dusk"]',
      'historical,social,physical',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'https://mare.example',
      'mare.example',
      'javascript:alert(1)',
      'http://127.0.0.1:1/',
      TINY_PNG_URL,
      'data:image/png;base64,!!!!',
      '/api/assets/00/256',
    ),
  },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 })).map(([a, c, b]) => `${a}${c}${b}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constant('') },
);

const fieldName = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

/** A JSON value of any type where a string is expected, and the other way round. */
const jsonValue = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 4 }) },
);

const fileBytes = fc.oneof(
  fc.constant(TINY_PNG),
  fc.constant(Buffer.from('%PDF-1.7\nthis is not a pdf')),
  fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
  fc.constant(TINY_PNG.subarray(0, 30)),
);

export interface FormPart {
  name: string;
  value: string;
  file?: { filename: string; contentType: string; bytes: Buffer };
}

/** How a multipart body is broken (or not). */
export type Mangle = 'none' | 'no-boundary' | 'other-boundary' | 'no-close' | 'truncate' | 'empty-boundary' | 'long-boundary' | 'garbage';

export type BodySpec =
  | { kind: 'none'; contentType?: string }
  | { kind: 'raw'; contentType: string; payload: string }
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; parts: FormPart[]; mangle: Mangle; cut: number };

const part: fc.Arbitrary<FormPart> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ name: fieldName, value: text }) },
  {
    weight: 1,
    arbitrary: fc.record({
      name: fc.constantFrom('logo', 'brandBook', 'image', 'file', 'selectedImage'),
      value: fc.constant(''),
      file: fc.record({
        filename: fc.oneof(fc.constantFrom('logo.png', 'book.pdf', '', '../../etc/passwd'), fc.string({ unit: 'binary', maxLength: 20 })),
        contentType: fc.constantFrom('image/png', 'application/pdf', 'application/octet-stream', 'text/plain'),
        bytes: fileBytes,
      }),
    }),
  },
);

const body: fc.Arbitrary<BodySpec> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('none' as const),
      contentType: fc.option(fc.constantFrom('application/json', 'multipart/form-data', 'text/plain'), { nil: undefined }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'image/png',
      ),
      payload: fc.oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'null',
          '"text"',
          '123',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
          '\u0000',
        ),
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('json' as const),
      value: fc.oneof(
        { weight: 5, arbitrary: fc.dictionary(fieldName, jsonValue, { maxKeys: 8 }) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
      ),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('multipart' as const),
      parts: fc.array(part, { maxLength: 8 }),
      mangle: fc.oneof(
        { weight: 5, arbitrary: fc.constant('none' as const) },
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            'no-boundary',
            'other-boundary',
            'no-close',
            'truncate',
            'empty-boundary',
            'long-boundary',
            'garbage',
          ) as fc.Arbitrary<Mangle>,
        },
      ),
      cut: fc.nat(),
    }),
  },
);

/**
 * Who sends the request: the signed-in owner by bearer token, nobody, the session cookie from the app's
 * origin or another, the owner's personal access token (every scope), or a made-up one.
 */
export type Caller = 'bearer' | 'anonymous' | 'cookie' | 'cookie-cross-site' | 'token' | 'token-forged';

/** One fuzzed request; the route and path parameters are picked from the app's table when it is sent. */
export interface FuzzCase {
  route: number;
  params: 'owned' | 'random' | 'garbage';
  authPath: number;
  caller: Caller;
  query: [string, string][];
  body: BodySpec;
}

export const fuzzCase: fc.Arbitrary<FuzzCase> = fc.record({
  route: fc.nat(),
  params: fc.constantFrom('owned', 'owned', 'owned', 'random', 'garbage'),
  authPath: fc.nat(),
  caller: fc.oneof(
    { weight: 8, arbitrary: fc.constant('bearer' as const) },
    { weight: 2, arbitrary: fc.constant('token' as const) },
    { weight: 1, arbitrary: fc.constantFrom('anonymous', 'cookie', 'cookie-cross-site', 'token-forged') as fc.Arbitrary<Caller> },
  ),
  query: fc.array(
    fc.tuple(
      fieldName,
      text.map((s) => s.slice(0, 500)),
    ),
    { maxLength: 3 },
  ),
  body,
});
