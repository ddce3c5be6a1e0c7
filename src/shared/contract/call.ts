/**
 * One call of the commerce API, described once: method, path, what it takes and what its envelope's `data` holds.
 * The API validates requests with it (functions/platform/http.ts `route`), the edge checks an upstream's answers with
 * it (functions/bff/answer-check.ts), the typed client takes its types (src/shared/api-client.ts `request`, through
 * the schema-free references of refs/<domain>.ts), and the OpenAPI document is generated from it
 * (functions/commerce/openapi.ts). Domains declare their calls beside their response types in this folder.
 */
import type * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make the call: anyone, anyone (answer depends on the member when signed in), or a signed-in member. */
export type Access = 'public' | 'optional' | 'member';

export type AnySchema = v.GenericSchema;
export type ObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined>;
/** A call's input: one object, or objects told apart by one field (login, whose fields depend on login_type). */
export type InputSchema = ObjectSchema | v.VariantSchema<string, v.VariantOptions<string>, undefined>;

/** A binary answer: 'png' the captcha image, 'image' an uploaded picture (stored re-encoded: PNG or JPEG). */
export type BinaryOutput = 'png' | 'image';

export interface CallDefinition<I extends InputSchema = InputSchema, O extends AnySchema | BinaryOutput = AnySchema | BinaryOutput> {
  method: Method;
  /** The spec's path, path parameters in braces: '/consumer/product/min_sku_detail/{product_no}'. */
  path: string;
  summary: string;
  access: Access;
  /** The query (GET) or JSON body (other methods), path parameters included by name (an object input only). */
  input: I;
  /** The body is multipart/form-data (a file upload) rather than JSON; its fields are the input's. */
  multipart?: true;
  /** The schema of the envelope's `data`, or the kind of a binary answer. */
  output: O;
  /** Ours, not in the spec's §7 list (the OpenAPI document says so). */
  ours?: boolean;
}

// A call's definition is data: bundlers may drop the calls an island never makes.
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<I extends InputSchema, O extends AnySchema | BinaryOutput>(call: CallDefinition<I, O>): CallDefinition<I, O> {
  return call;
}

/**
 * A call as the client names it: its method and path, typed by its definition but without its schemas, so the
 * browser's bundles carry no validation code for answers the edge has already checked (refs/<domain>.ts, generated).
 */
export interface CallRef<C extends CallDefinition = CallDefinition> {
  method: C['method'];
  path: string;
  /** The captcha image: the answer is the Response itself. */
  png?: true;
  /** The input is sent as multipart/form-data. */
  multipart?: true;
  /** Carries the definition's type only; never set. */
  readonly definition?: C;
}

export type CallInput<C extends CallDefinition> = v.InferInput<C['input']>;
/** The input after validation (defaults applied, query numbers parsed): what a route's handler receives. */
export type CallParsed<C extends CallDefinition> = v.InferOutput<C['input']>;
/** What the call answers: its envelope's `data`, or the whole binary response of a binary call. */
export type CallOutput<C extends CallDefinition> = C['output'] extends AnySchema ? v.InferOutput<C['output']> : Response;

/** Names of the path's parameters: '/a/{b}/c' → ['b']. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** The path with its parameters filled from the input, each encoded as one segment. */
export function fillPath(path: string, input: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
}
