import { z } from 'zod';
import { apiError } from '@shared/api/envelope';
import { routes, type RouteDef } from '@shared/api/routes';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses); requests as the client sends them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** An object schema's properties as OpenAPI parameters (query string or path segments). */
function parameters(schema: z.ZodType, where: 'query' | 'path') {
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

function operation(name: string, def: RouteDef) {
  const params = [
    ...(def.params ? parameters(def.params, 'path') : []),
    ...(def.query ? parameters(def.query, 'query') : []),
  ];
  return {
    operationId: name,
    summary: def.summary,
    tags: [def.path.split('/')[2] ?? 'v1'],
    security: def.auth === 'user' ? [{ appToken: [] }] : [],
    // Who may call it, as the route table names it (docs/architecture.md "Access").
    'x-access': def.access,
    ...(params.length ? { parameters: params } : {}),
    ...(def.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(def.body, 'input') } },
          },
        }
      : {}),
    responses: {
      200: def.produces
        ? {
            description: `Success: the ${def.produces} document itself`,
            content: { [def.produces]: { schema: { type: 'string' } } },
          }
        : {
            description: 'Success: the result under data',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: jsonSchema(def.response, 'output') },
                  required: ['data'],
                },
              },
            },
          },
      400: errorResponse('Invalid input (MST-00400 naming the field) or a user-pool exception'),
      ...(def.auth === 'user'
        ? { 401: errorResponse('Missing, invalid or expired app token (MST-00401)') }
        : {}),
      default: errorResponse('Any other failure: { errorCode, errorMessage }'),
    },
  };
}

/** The OpenAPI 3.1 description of every route of the table (shared/api/routes/), from the same zod schemas. */
export function buildOpenApiDocument(info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = operation(name, def);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lanyard API',
      version: info.version,
      description:
        'Successes answer { data }; failures an HTTP status and { errorCode, errorMessage }. See docs/api.md.',
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiError, 'output') },
      securitySchemes: {
        appToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The app token from GET /v1/user/token',
        },
      },
    },
  };
}
