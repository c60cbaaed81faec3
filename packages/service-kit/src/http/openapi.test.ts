import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createApp } from './create-app';

async function buildApp(openapi?: boolean): Promise<FastifyInstance> {
  const app = createApp({ name: 'things', logLevel: 'silent', openapi });
  await app.register(
    async (scope) => {
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/things/:id',
        {
          schema: {
            params: z.object({ id: z.string() }),
            body: z.strictObject({ name: z.string().min(1), qty: z.number().int().min(1).optional() }),
            response: { 201: z.object({ data: z.object({ name: z.string() }) }) },
          },
        },
        async (request, reply) => reply.code(201).send({ data: { name: request.body.name } }),
      );
    },
    { prefix: '/api' },
  );
  return app;
}

describe('the service OpenAPI document', () => {
  it('when /openapi.json is asked, then it is OpenAPI 3.1 with the routes and their zod schemas', async () => {
    const app = await buildApp();
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('things service');
    expect(doc.components.securitySchemes.cookieAuth).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'authToken',
    });
    const operation = doc.paths['/api/things/{id}'].post;
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const body = operation.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', required: ['name'], additionalProperties: false });
    expect(operation.responses['201'].content['application/json'].schema.properties.data).toBeDefined();
    expect(doc.paths['/openapi.json']).toBeUndefined();
    await app.close();
  });

  it('when an app is built with openapi false, then there is no /openapi.json', async () => {
    const app = await buildApp(false);
    expect((await app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(404);
    await app.close();
  });
});
