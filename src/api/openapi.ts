import { z } from 'zod';
import { endpoints, type Endpoint } from './endpoints';
import { paperEndpoints } from './papersClient';
import { errorResponseSchema } from './schemas';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  // Refinements (password strength, trimming) are not expressible in JSON Schema; the shapes are.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonObject;
  return rest;
}

function queryParameters(schema: z.ZodType): JsonObject[] {
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function pathParameters(path: string): JsonObject[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: m[1] === 'id' || m[1] === 'version' ? { type: 'integer' } : { type: 'string' },
  }));
}

/** The OpenAPI 3.1 description of the API, generated from the same zod schemas the server validates with. */
export function buildOpenApiDocument(options: { version: string; serverUrl?: string }): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  const error = { content: { 'application/json': { schema: jsonSchema(errorResponseSchema, 'output') } } };
  const described = { ...endpoints, ...paperEndpoints } as Record<string, Endpoint>;
  for (const [name, endpoint] of Object.entries(described)) {
    const operation: JsonObject = {
      operationId: name,
      summary: endpoint.summary,
      description: `Access: ${endpoint.access}.`,
      parameters: [...pathParameters(endpoint.path), ...(endpoint.query ? queryParameters(endpoint.query) : [])],
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } },
        '400': { description: 'Invalid input', ...error },
        '401': { description: 'Not logged in', ...error },
        '403': { description: 'Missing permission', ...error },
        '404': { description: 'Not found', ...error },
        '409': { description: 'Conflict', ...error },
      },
    };
    if (endpoint.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
    }
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Sourcebench API', version: options.version },
    servers: [{ url: options.serverUrl ?? '/api' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sb_session' },
        bearer: { type: 'http', scheme: 'bearer', description: 'An API token created in Settings' },
      },
    },
    security: [{ session: [] }, { bearer: [] }],
    paths,
  };
}
