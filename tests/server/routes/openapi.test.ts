import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/api/routes';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
  responses: Record<string, { content: { 'application/json': { schema: Record<string, unknown> } } }>;
}

describe.each(engines)('GET /v1/openapi.json on %s', (engine) => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  const operationOf = (name: keyof typeof routes) => {
    const def = routes[name];
    return doc.paths[def.path.replace(/:(\w+)/g, '{$1}')]?.[def.method.toLowerCase()];
  };

  it('is OpenAPI 3.1 and lists every route of the shared table under its method and path', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const name of Object.keys(routes) as (keyof typeof routes)[]) {
      expect(operationOf(name), name).toMatchObject({
        operationId: name,
        summary: routes[name].summary,
        'x-access': routes[name].access,
      });
    }
  });

  it('describes request bodies, query and path parameters as the client sends them', () => {
    expect(
      Object.keys(operationOf('authSignIn')!.requestBody!.content['application/json'].schema.properties),
    ).toEqual(['username', 'password']);
    const tokenParams = operationOf('userToken')!.parameters!;
    expect(tokenParams.map((p) => [p.name, p.in, p.required])).toEqual([
      ['provider', 'query', true],
      ['accessToken', 'query', true],
      ['refresh', 'query', false],
    ]);
    expect(operationOf('domainDetails')!.parameters).toEqual([
      expect.objectContaining({ name: 'domain', in: 'path', required: true }),
    ]);
  });

  it('wraps every success in { data } and points failures at the error schema', () => {
    const ok = operationOf('userProfileGet')!.responses['200']!.content['application/json'].schema;
    expect(ok).toMatchObject({
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'object' } },
    });
    expect(operationOf('userProfileGet')!.responses['401']).toBeDefined();
    expect(operationOf('authSignIn')!.responses['default']!.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(doc.components.schemas.ApiError).toMatchObject({ required: ['errorCode', 'errorMessage'] });
  });
});
