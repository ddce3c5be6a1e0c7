/**
 * The published contract: an OpenAPI 3.0 document generated from the call definitions (src/shared/contract), so a
 * native-app team or a retailer backend can implement against exactly what the storefront validates. Served under
 * /dev/openapi.json in development and kept in docs/openapi.json (openapi.test.ts fails when that file is stale).
 */
import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ALL_CALLS } from '../../src/shared/contract/all';
import { type CallDefinition, pathParams } from '../../src/shared/contract/call';
import { NavCategory } from '../../src/shared/contract/catalog';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { ALL_ERROR_CODES } from '../../src/shared/errors';
import { LANGS } from '../../src/shared/lang';

type Json = Record<string, unknown>;

/** Recursive schemas are named once and referred to. */
const DEFINITIONS = { NavCategory } as Record<string, v.GenericSchema>;

/** JSON Schema of what a client sends or receives, refs pointing into the document's components. */
const asComponent = (json: unknown): Json => {
  const { $schema, $defs, ...rest } = json as Json;
  return JSON.parse(JSON.stringify(rest).replaceAll('#/$defs/', '#/components/schemas/')) as Json;
};

// A `check` is a rule JSON Schema cannot state (each SKU once in a selection): the route still enforces it.
const schemaOf = (schema: v.GenericSchema): Json =>
  asComponent(toJsonSchema(schema, { target: 'openapi-3.0', typeMode: 'input', definitions: DEFINITIONS, ignoreActions: ['check'] }));

const BINARY = { type: 'string', format: 'binary' };
const IMAGE_TYPES = { png: ['image/png'], image: ['image/png', 'image/jpeg'] } as const;

/**
 * A multipart form's fields: JSON Schema has no file type (to-json-schema cannot convert valibot's `file`), so a file
 * field is OpenAPI's binary string; the route checks the file itself.
 */
function formSchemaOf(fields: [string, v.GenericSchema][]): Json {
  return {
    type: 'object',
    required: fields.filter(([, schema]) => schema.type !== 'optional').map(([field]) => field),
    properties: Object.fromEntries(
      fields.map(([field, schema]) => [
        field,
        schema.type === 'file' || ('pipe' in schema && (schema.pipe as v.GenericSchema[])[0]?.type === 'file') ? BINARY : schemaOf(schema),
      ]),
    ),
  };
}

const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', enum: [0] }, msg: { type: 'string' }, data },
});

/** 'a, b or c' */
const oneOf = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** The spec's request headers (§7): the BFF sets them on every call it forwards. */
const HEADERS = [
  ['Language', `The shopper’s language: ${oneOf(LANGS)}.`],
  ['X-Locale', `The shopping country: ${oneOf(COUNTRY_CODES)}. Selects the country’s catalog, prices and members.`],
  ['Deviceid', 'The device’s id, chosen by the client.'],
  ['platform', 'H5 for the web storefront, APP from inside the native app (set by the edge from the webview user-agent).'],
  ['X-Store-NO', 'SC001.'],
].map(([name, description]) => ({ name, in: 'header', required: false, description, schema: { type: 'string' } }));

function operation(domain: string, name: string, call: CallDefinition): Json {
  const params = pathParams(call.path);
  // A variant input (the login types) is a body: its fields are described by the body's schema.
  const entries: [string, v.GenericSchema][] = 'entries' in call.input ? Object.entries(call.input.entries) : [];
  const inQuery = call.method === 'GET';
  const parameters = [
    ...entries
      .filter(([field]) => params.includes(field) || inQuery)
      .map(([field, schema]) => ({
        name: field,
        in: params.includes(field) ? 'path' : 'query',
        required: params.includes(field) || schema.type !== 'optional',
        schema: schemaOf(schema),
      })),
    ...HEADERS.map((h) => ({ $ref: `#/components/parameters/${h.name}` })),
  ];
  const bodyFields = entries.filter(([field]) => !params.includes(field));
  const success =
    typeof call.output === 'string'
      ? { description: 'The image.', content: Object.fromEntries(IMAGE_TYPES[call.output].map((type) => [type, { schema: BINARY }])) }
      : { description: 'Success: the envelope with code 0.', content: { 'application/json': { schema: envelope(schemaOf(call.output)) } } };
  return {
    operationId: name,
    tags: [domain],
    summary: call.summary,
    ...(call.ours ? { description: 'Ours: not in the spec’s §7 list, named in its style.' } : {}),
    ...(call.access === 'public' ? { security: [] } : call.access === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    parameters,
    ...(!inQuery && (bodyFields.length > 0 || !('entries' in call.input))
      ? {
          requestBody: {
            required: true,
            content: call.multipart
              ? { 'multipart/form-data': { schema: formSchemaOf(bodyFields) } }
              : { 'application/json': { schema: schemaOf(call.input) } },
          },
        }
      : {}),
    responses: {
      '200': success,
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

export function openApiDocument(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const { domain, name, call } of ALL_CALLS) {
    paths[call.path] ??= {};
    paths[call.path]![call.method.toLowerCase()] = operation(domain, name, call);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Storefront commerce API',
      version: '1',
      description:
        'Every call the storefront makes (spec §7 and ours). Answers are an envelope {code, msg, data}: code 0 is success, any other code is a §8 error with its message in the request’s language. The browser reaches these paths under /api (the BFF), which keeps the session in a cookie and sends it on as the Bearer token.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    tags: [...new Set(ALL_CALLS.map((c) => c.domain))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The member’s session token.' } },
      parameters: Object.fromEntries(HEADERS.map((h) => [h.name, h])),
      schemas: Object.fromEntries(
        Object.entries(toJsonSchemaDefs(DEFINITIONS, { target: 'openapi-3.0', typeMode: 'input' })).map(([name, json]) => [
          name,
          asComponent(json),
        ]),
      ),
      responses: {
        Error: {
          description: 'A §8 error: the code says what went wrong; msg is its message in the request’s language.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['code', 'msg', 'data'],
                properties: { code: { type: 'integer', enum: ALL_ERROR_CODES }, msg: { type: 'string' }, data: { nullable: true } },
              },
            },
          },
        },
      },
    },
  };
}
