import { beforeAll, describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../test/users';
import { buildApp } from './app';
import type { RegisteredRoute } from './plugins/openapi';

/*
 * The OpenAPI document against the router itself: every /api route the app
 * registered is in the document under the same method, with the parameters and
 * body its validator checks, and production serves no docs at all.
 */

type Schema = { type?: string; properties?: Record<string, unknown>; required?: string[] };
interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const { t } = await startAppWithUsers({});
let doc: OpenApiDocument;
let apiRoutes: RegisteredRoute[];
beforeAll(async () => {
  const response = await fetch(`${t.baseUrl}/api/docs/json`);
  expect(response.status).toBe(200);
  doc = (await response.json()) as OpenApiDocument;
  apiRoutes = t.app.routeCatalog.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
});

/** `/api/cars/:id` → `/api/cars/{id}`; a trailing wildcard becomes `{*}`, as @fastify/swagger writes it. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const operationOf = (route: RegisteredRoute) =>
  doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const propertyNames = (schema: unknown) =>
  Object.keys((schema as Schema | undefined)?.properties ?? {}).sort();

describe('the OpenAPI document at /api/docs/json', () => {
  it('is an OpenAPI 3 document with every registered /api route, each under its method', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Akwaaba Drive API');
    // A sanity floor: the catalogue really saw the routes (the spec alone names 30 calls).
    expect(apiRoutes.length).toBeGreaterThanOrEqual(30);
    const missing = apiRoutes.filter((route) => !operationOf(route)).map(label);
    expect(missing).toEqual([]);
    for (const route of apiRoutes) expect(operationOf(route)?.tags?.length, label(route)).toBeGreaterThan(0);
  });

  it('documents nothing that is not a route, and no page of the SPA, simulator or metrics', () => {
    const registered = new Set(apiRoutes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((op) => !registered.has(op))).toEqual([]);
  });

  it('names every path parameter and query parameter the route validates', () => {
    for (const route of apiRoutes) {
      const parameters = operationOf(route)?.parameters ?? [];
      const inPath = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      // A trailing wildcard is a parameter too, named `*` (the private files' path).
      const fromUrl = [...route.url.matchAll(/:(\w+)|(\*)$/g)].map((m) => m[1] ?? m[2]!);
      if (route.schema?.params) {
        expect(inPath.sort(), label(route)).toEqual(propertyNames(route.schema.params));
        expect(fromUrl.sort(), label(route)).toEqual(propertyNames(route.schema.params));
      }
      if (route.schema?.querystring) {
        const inQuery = parameters.filter((p) => p.in === 'query').map((p) => p.name);
        expect(inQuery.sort(), label(route)).toEqual(propertyNames(route.schema.querystring));
        const required = (route.schema.querystring as Schema).required ?? [];
        for (const name of required)
          expect(parameters.find((p) => p.in === 'query' && p.name === name)?.required, name).toBe(true);
      }
    }
  });

  it('gives every route that validates a body the same JSON body schema', () => {
    const withBody = apiRoutes.filter((route) => route.schema?.body);
    expect(withBody.length).toBeGreaterThanOrEqual(15);
    for (const route of withBody) {
      const documented = operationOf(route)?.requestBody?.content['application/json']?.schema;
      expect(documented, label(route)).toBeDefined();
      const validated = route.schema!.body as Schema;
      expect(propertyNames(documented), label(route)).toEqual(propertyNames(validated));
      expect([...(documented?.required ?? [])].sort(), label(route)).toEqual(
        [...(validated.required ?? [])].sort(),
      );
    }
  });

  it('gives every operation a response for its success status, with a schema for each answer with a body', () => {
    for (const route of apiRoutes) {
      const responses = (route.schema?.response ?? {}) as Record<string, Schema>;
      const declared = Object.keys(responses);
      const success = declared.filter((status) => /^[23]\d\d$/.test(status));
      expect(success, label(route)).toHaveLength(1);
      const status = success[0]!;
      const documented = operationOf(route)?.responses?.[status];
      expect(documented, `${label(route)} ${status}`).toBeDefined();
      const declaredSchema = responses[status]!;
      if (declaredSchema.type === 'null') continue;
      const body = Object.values(documented?.content ?? {})[0]?.schema;
      expect(body, `${label(route)} ${status}`).toBeDefined();
      expect(propertyNames(body), label(route)).toEqual(propertyNames(declaredSchema));
    }
  });

  it('serves the interactive docs page in development', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs/`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('in production', () => {
  it('serves neither the docs page nor the document', async () => {
    const { deps } = t.app;
    const app = await buildApp({ ...deps, config: { ...deps.config, mode: 'production' } });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ message: expect.any(String) });
      }
    } finally {
      await app.close();
    }
  });
});
