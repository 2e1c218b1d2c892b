import type { SeededRandom } from './seeded-random.ts';

/*
 * Malformed requests for one operation of the OpenAPI document (GET /api/v1/openapi.json): a
 * plausible request made from the operation's own schemas (real ids where the test has them, so a
 * request gets past "not found" to the validation behind it), then that request broken one way at a
 * time: wrong types, huge strings and numbers, control characters, lone surrogates, bad UUIDs and
 * dates, missing and extra fields, bad JSON, the wrong content type, bad path and query parameters,
 * bad headers. Which of the many possible breakages an operation gets is drawn from a seeded
 * generator, so every run sends the same requests.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema as the document gives it
export type JsonSchema = Record<string, any>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** One request to send: `path` with its query, the body as bytes or text. */
export interface FuzzRequest {
  /** What was broken, for a failure's message. */
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Real ids by what they name (orders, files, presets…), and a name for a path's parameter. */
export interface IdPool {
  /** A real id (or value) for path parameter `name` of `path`, or undefined when none is known. */
  forParam(path: string, name: string): string | undefined;
  /** Any real id, for a UUID field of a body. */
  any(random: SeededRandom): string;
}

const HUGE_STRING = 'x'.repeat(200_000);
const LONG_STRING = 'é'.repeat(5_000);
const CONTROL = 'a\u0000b\u0007c\u001b[2J';
const NUL = '\u0000';
const LONE_SURROGATE = 'x\ud800y';
const BIDI = 'abc\u202egnp.exe';
const NEWLINES = 'a\r\nb\nc\td';
const HUGE_ARRAY = Array.from({ length: 20_000 }, (_, i) => i);
const DEEP = JSON.parse('['.repeat(2_000) + ']'.repeat(2_000)) as unknown;

/** Values of the wrong kind, or of the right kind past any sane bound. */
const BAD_VALUES: readonly [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['-1', -1],
  ['1.5', 1.5],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['2^53+1', 2 ** 53 + 1],
  ['-2^63', -9_223_372_036_854_775_808],
  ['empty string', ''],
  ['200 KB string', HUGE_STRING],
  ['5,000 é', LONG_STRING],
  ['control characters', CONTROL],
  ['NUL', NUL],
  ['lone surrogate', LONE_SURROGATE],
  ['bidi override', BIDI],
  ['CR LF tab', NEWLINES],
  ['numeric string', '12'],
  ['huge numeric string', '99999999999999999999999999'],
  ['bad UUID', 'not-a-uuid'],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['year 1', '0001-01-01T00:00:00.000Z'],
  ['year 9999', '9999-12-31T23:59:59.999Z'],
  ['February 30th', '2030-02-30'],
  ['SQL', "' OR 1=1; --"],
  ['empty array', []],
  ['array of numbers', [1, 2, 3]],
  ['20,000 items', HUGE_ARRAY],
  ['2,000 levels deep', DEEP],
  ['empty object', {}],
  ['nested object', { a: { b: { c: [null] } } }],
  ['__proto__ key', JSON.parse('{"__proto__":{"polluted":true}}') as unknown],
];

const BAD_PATH_VALUES: readonly [string, string][] = [
  ['bad UUID', 'not-a-uuid'],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['zero', '0'],
  ['-1', '-1'],
  ['huge number', '99999999999999999999999999'],
  ['NUL', '%00'],
  ['bad percent-encoding', '%ff'],
  ['broken percent-encoding', '%E2%80'],
  ['bidi override', '%E2%80%AE'],
  ['control characters', '%1b%5B2J%07'],
  ['5,000 characters', 'a'.repeat(5_000)],
  ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
  ['SQL', "'%20OR%201%3D1--"],
  ['space', '%20'],
  ['lone surrogate', '%ED%A0%80'],
];

const BAD_QUERY_VALUES: readonly [string, string][] = [
  ['empty', ''],
  ['-1', '-1'],
  ['zero', '0'],
  ['1e308', '1e308'],
  ['huge number', '99999999999999999999999999'],
  ['not a number', 'abc'],
  ['NUL', '%00'],
  ['control characters', '%1b%07'],
  ['bad percent-encoding', '%zz%ff'],
  ['5,000 characters', 'q'.repeat(5_000)],
  ['lone surrogate', '%ED%A0%80'],
  ['bad UUID', 'not-a-uuid'],
];

const BAD_RAW_JSON: readonly [string, string][] = [
  ['empty body', ''],
  ['cut JSON', '{"a":'],
  ['trailing brace', '{"a":1}}'],
  ['single quotes', "{'a':1}"],
  ['null', 'null'],
  ['array', '[]'],
  ['string', '"text"'],
  ['number', '42'],
  ['BOM', '\ufeff{}'],
  ['NaN', '{"a":NaN}'],
  ['escaped NUL key', '{"\\u0000":1}'],
  ['duplicate keys', '{"a":1,"a":{"b":2}}'],
  ['100,000 levels deep', '['.repeat(100_000) + ']'.repeat(100_000)],
];

/** An object's schema resolved ($ref, the first non-null choice of anyOf / oneOf). */
function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema {
  if (!schema || depth > 20) return {};
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components.schemas[name], depth + 1);
  }
  const choices: JsonSchema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const first = choices.find((choice) => resolve(doc, choice, depth + 1).type !== 'null') ?? choices[0];
    return resolve(doc, first, depth + 1);
  }
  if (schema.allOf?.length) {
    const parts = (schema.allOf as JsonSchema[]).map((part) => resolve(doc, part, depth + 1));
    return {
      ...Object.assign({}, ...parts),
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
  return schema;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type: string) => type !== 'null') : schema.type;

/** Strings tried against a schema's pattern, for a plausible value of a patterned field. */
const PATTERN_CANDIDATES = ['a', 'abc', 'Abc-1', '#ff0000', '1000', 'crest', 'a@b.test', 'ABC123', 'abc123'];

function stringExample(schema: JsonSchema, ids: IdPool, random: SeededRandom): string {
  switch (schema.format) {
    case 'uuid':
      return ids.any(random);
    case 'email':
      return `fuzz-${random.below(1_000_000)}@example.test`;
    case 'date-time':
      return '2030-06-01T12:00:00.000Z';
    case 'date':
      return '2030-06-01';
    case 'uri':
    case 'url':
      return 'https://example.com/hook';
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  if (typeof schema.pattern === 'string') {
    try {
      const pattern = new RegExp(schema.pattern);
      const fits = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
      if (fits) return fits;
    } catch {
      // A pattern JavaScript does not read: a plain value below.
    }
  }
  return 'a'.repeat(Math.max(min, 3)).slice(0, schema.maxLength ?? 1_000);
}

/** A plausible value of `schema` (its required fields, the first of its choices). */
export function exampleOf(
  doc: OpenApiDocument,
  given: JsonSchema | undefined,
  ids: IdPool,
  random: SeededRandom,
  depth = 0,
): unknown {
  const schema = resolve(doc, given);
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if ('default' in schema) return schema.default;
  switch (typeOf(schema)) {
    case 'object': {
      const required: string[] = schema.required ?? [];
      return Object.fromEntries(
        required.map((name) => [name, exampleOf(doc, schema.properties?.[name], ids, random, depth + 1)]),
      );
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 1;
      return Array.from({ length: Math.max(min, 1) }, () =>
        exampleOf(doc, schema.items, ids, random, depth + 1),
      );
    }
    case 'string':
      return stringExample(schema, ids, random);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(low, schema.maximum ?? low);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'a';
  }
}

/** The field paths of an example, down to `maxDepth` (['digitizing', 'orderTitle'], …). */
function fieldPaths(value: unknown, maxDepth = 3, prefix: string[] = []): string[][] {
  if (prefix.length >= maxDepth || !value || typeof value !== 'object') return [];
  const entries = Array.isArray(value)
    ? value.slice(0, 1).map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, inner]) => [
    [...prefix, key],
    ...fieldPaths(inner, maxDepth, [...prefix, key]),
  ]);
}

/**
 * A copy of `value` with the field at `path` set to `to` (or removed when `to` is `REMOVE`). Only the
 * objects on the path are copied: a deep clone would recurse through a bad value set by an earlier
 * call (2,000 levels deep) and overflow the stack.
 */
const REMOVE = Symbol('remove');
const shallowCopy = (value: object): Record<string, unknown> =>
  (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
function withField(value: unknown, path: readonly string[], to: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const copy = shallowCopy(value);
  let at = copy;
  for (const key of path.slice(0, -1)) {
    const inner = at[key];
    // A field above it already broken (a string, null): nothing left to break here.
    if (!inner || typeof inner !== 'object') return copy;
    at[key] = shallowCopy(inner);
    at = at[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (to === REMOVE) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else at[last] = to;
  return copy;
}

/** `count` of `items`, drawn without repeats. */
function sample<T>(items: readonly T[], count: number, random: SeededRandom): T[] {
  const pool = [...items];
  const drawn: T[] = [];
  while (drawn.length < count && pool.length > 0) drawn.push(pool.splice(random.below(pool.length), 1)[0]);
  return drawn;
}

function withQuery(path: string, query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** The multipart body of one file field (or of the fields given). */
function multipart(
  boundary: string,
  parts: { name: string; fileName?: string; type?: string; content: string | Buffer }[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipartCases(base: FuzzRequest): FuzzRequest[] {
  const boundary = 'fuzzboundary42';
  const type = `multipart/form-data; boundary=${boundary}`;
  const file = (fileName: string, content: string | Buffer = PNG, fileType = 'image/png') =>
    multipart(boundary, [{ name: 'file', fileName, type: fileType, content }]);
  const cases: [string, Record<string, string>, string | Buffer][] = [
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, file('a.png')],
    [
      'multipart with another boundary',
      { 'content-type': 'multipart/form-data; boundary=other' },
      file('a.png'),
    ],
    ['multipart, empty body', { 'content-type': type }, ''],
    ['multipart, junk', { 'content-type': type }, 'not multipart at all'],
    ['multipart, cut off', { 'content-type': type }, file('a.png').subarray(0, 60)],
    [
      'multipart without a file field',
      { 'content-type': type },
      multipart(boundary, [{ name: 'note', content: 'x' }]),
    ],
    [
      'multipart, a text field named file',
      { 'content-type': type },
      multipart(boundary, [{ name: 'file', content: 'x' }]),
    ],
    [
      'multipart, two files',
      { 'content-type': type },
      multipart(boundary, [
        { name: 'file', fileName: 'a.png', type: 'image/png', content: PNG },
        { name: 'file', fileName: 'b.png', type: 'image/png', content: PNG },
      ]),
    ],
    ['multipart, a NUL in the file name', { 'content-type': type }, file('a\u0000.png')],
    [
      'multipart, control characters in the file name',
      { 'content-type': type },
      file('a\u001b[2J\u0007.png'),
    ],
    ['multipart, a bidi override in the file name', { 'content-type': type }, file('abc\u202egnp.exe')],
    ['multipart, a 5,000-character file name', { 'content-type': type }, file(`${'n'.repeat(5_000)}.png`)],
    ['multipart, an empty file name', { 'content-type': type }, file('')],
    ['multipart, a path as file name', { 'content-type': type }, file('../../etc/passwd')],
    ['multipart, an empty file', { 'content-type': type }, file('a.png', Buffer.alloc(0))],
    [
      'multipart, a damaged stitch file',
      { 'content-type': type },
      file('a.dst', Buffer.alloc(600, 0xff), 'application/octet-stream'),
    ],
    [
      'multipart, a bad content type of the part',
      { 'content-type': type },
      file('a.png', PNG, '\u00e9/\u00e9'),
    ],
    ['JSON instead of multipart', { 'content-type': 'application/json' }, '{"file":"a.png"}'],
    [
      'form-urlencoded instead of multipart',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'file=a.png',
    ],
  ];
  return cases.map(([label, headers, body]) => ({
    ...base,
    label,
    headers: { ...base.headers, ...headers },
    body,
  }));
}

/**
 * The requests for one operation: first the plausible one, then the broken ones (about
 * `bodyCases` of them broken in the body, fewer in the parameters), all drawn from `random`.
 */
export function fuzzCases(
  doc: OpenApiDocument,
  method: string,
  template: string,
  op: OpenApiOperation,
  ids: IdPool,
  random: SeededRandom,
  bodyCases = 40,
): FuzzRequest[] {
  const upper = method.toUpperCase();
  const parameters = op.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const headerParams = parameters.filter((p) => p.in === 'header');
  const paramValue = (p: OpenApiParameter) =>
    ids.forParam(template, p.name) ?? String(exampleOf(doc, p.schema, ids, random));
  const pathWith = (overrides: Record<string, string> = {}) =>
    template.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (name in overrides) return overrides[name];
      const param = pathParams.find((p) => p.name === name);
      return encodeURIComponent(param ? paramValue(param) : 'x');
    });
  const query = Object.fromEntries(
    queryParams
      .filter((p) => p.required)
      .map((p) => [p.name, encodeURIComponent(String(exampleOf(doc, p.schema, ids, random)))]),
  );
  const path = withQuery(pathWith(), query);
  const json = op.requestBody?.content['application/json']?.schema;
  const isMultipart = Boolean(op.requestBody?.content['multipart/form-data']);
  const example = json ? exampleOf(doc, json, ids, random) : undefined;
  const jsonHeaders = { 'content-type': 'application/json' };
  const base: FuzzRequest = {
    label: 'plausible request',
    method: upper,
    path,
    headers: json ? jsonHeaders : {},
    ...(json ? { body: JSON.stringify(example) } : {}),
  };
  const cases: FuzzRequest[] = [base];
  const add = (label: string, change: Partial<FuzzRequest>) =>
    cases.push({ ...base, ...change, label, headers: { ...base.headers, ...change.headers } });

  if (json) {
    // One field at a time: a wrong value, or missing; and an extra one.
    const paths = fieldPaths(example);
    const candidates: [string, unknown][] = [];
    for (const field of paths) {
      for (const [name, value] of BAD_VALUES)
        candidates.push([`${field.join('.')} = ${name}`, withField(example, field, value)]);
      candidates.push([`${field.join('.')} missing`, withField(example, field, REMOVE)]);
    }
    for (const [label, body] of sample(candidates, bodyCases, random))
      add(label, { body: JSON.stringify(body) });
    // Every field at once given one bad value.
    for (const [name, value] of sample(BAD_VALUES, 3, random))
      add(`every field = ${name}`, {
        body: JSON.stringify(paths.reduce((body, field) => withField(body, field, value), example)),
      });
    const extra =
      example && typeof example === 'object' && !Array.isArray(example)
        ? { ...example, unexpected: CONTROL, status: 'Completed', userId: random.uuid(), priceCents: -1 }
        : example;
    add('extra fields (status, owner, price)', { body: JSON.stringify(extra) });
    for (const [label, body] of BAD_RAW_JSON) add(`body: ${label}`, { body });
    add('body: invalid UTF-8', {
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    // The body limit is the parser's, the same for every operation: tried on some.
    if (random.below(8) === 0)
      add('body: 3 MB', { body: JSON.stringify({ ...(example as object), padding: 'p'.repeat(3_000_000) }) });
    add('content type text/plain', { headers: { 'content-type': 'text/plain' } });
    add('content type form-urlencoded', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&a=2&b[c]=3',
    });
    add('content type multipart', {
      headers: { 'content-type': 'multipart/form-data; boundary=z' },
      body: '--z--',
    });
    add('content type JSON in UTF-16', { headers: { 'content-type': 'application/json; charset=utf-16' } });
    add('content type JSON, charset unknown', {
      headers: { 'content-type': 'application/json; charset=nope' },
    });
    add('content type missing', { headers: { 'content-type': '' } });
  } else if (isMultipart) {
    cases.push(...multipartCases(base));
  } else {
    // No body expected: one sent anyway.
    add('a JSON body nobody asked for', {
      headers: jsonHeaders,
      body: JSON.stringify({ status: 'Completed', a: CONTROL }),
    });
    add('bad JSON nobody asked for', { headers: jsonHeaders, body: '{"a":' });
  }

  for (const param of pathParams)
    for (const [label, value] of sample(BAD_PATH_VALUES, 6, random))
      add(`path ${param.name} = ${label}`, { path: withQuery(pathWith({ [param.name]: value }), query) });
  if (pathParams.length)
    add('every path parameter a random UUID', {
      path: withQuery(pathWith(Object.fromEntries(pathParams.map((p) => [p.name, random.uuid()]))), query),
    });
  for (const param of queryParams) {
    for (const [label, value] of sample(BAD_QUERY_VALUES, 4, random))
      add(`query ${param.name} = ${label}`, {
        path: withQuery(pathWith(), { ...query, [param.name]: value }),
      });
    add(`query ${param.name} twice`, {
      path: `${withQuery(pathWith(), query)}${queryParams.length || Object.keys(query).length ? '&' : '?'}${param.name}=1&${param.name}=2`,
    });
  }
  add('query junk', { path: `${pathWith()}?%zz=%ff&a[b][c]=1&__proto__[x]=1&${'k'.repeat(3_000)}=1` });
  for (const param of headerParams)
    for (const [label, value] of [
      ['empty', ''],
      ['10,000 characters', 'k'.repeat(10_000)],
      ['spaces and punctuation', ' a b;c=d "e" '],
    ] as const)
      add(`header ${param.name} ${label}`, { headers: { [param.name]: value } });
  return cases;
}

/** Authorization headers no one was given: garbage, a forged token, another scheme. */
export const BAD_AUTHORIZATIONS: readonly [string, string][] = [
  ['Bearer without a token', 'Bearer '],
  ['a token of garbage', 'Bearer not.a.token'],
  ['a 10,000-character token', `Bearer ${'t'.repeat(10_000)}`],
  [
    'an unsigned token (alg none)',
    `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      '{"sub":"00000000-0000-4000-8000-000000000001","role":"admin","exp":99999999999}',
    ).toString('base64url')}.`,
  ],
  ['an API token that is none', 'Bearer sdk_0000000000000000000000000000000000000000'],
  ['Basic credentials', 'Basic YWRtaW46YWRtaW4='],
];
