import { defineContract } from '@akwaaba/domain/shared/contract';
import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { registerAnswerCheck } from './answer-check';
import { registerErrorHandling } from './errors';
import { contractSchema, useValibotValidation } from './valibot-schemas';

const contract = defineContract('garage', {
  car: {
    summary: 'A car',
    method: 'GET',
    path: '/api/garage/car',
    response: v.object({
      id: v.string(),
      notes: v.nullable(v.string()),
      owner: v.optional(v.object({ name: v.string() })),
      photos: v.array(v.object({ url: v.string() })),
    }),
  },
});

/** A route answering `answer` under the car operation's schema, with the check on or off. */
async function answering(answer: unknown, check: boolean) {
  const app = Fastify();
  useValibotValidation(app);
  registerErrorHandling(app);
  if (check) registerAnswerCheck(app);
  app.get(contract.car.path, { schema: contractSchema(contract.car) }, async () => answer);
  const response = await app.inject({ method: 'GET', url: contract.car.path });
  await app.close();
  return response;
}

const car = { id: 'c1', notes: null, photos: [{ url: '/a.webp' }] };

describe('the answer check', () => {
  it('lets an answer through that matches its schema, nulls and missing optional fields included', async () => {
    const response = await answering(car, true);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(car));
  });

  it('fails a route that answers a field its schema lacks, naming the route and the field', async () => {
    const response = await answering({ ...car, photos: [{ url: '/a.webp', secret: 'x' }] }, true);
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(
      'GET /api/garage/car answers the field .photos[0].secret, which its response schema lacks',
    );
  });

  it('fails an answer whose field has the wrong type', async () => {
    const response = await answering({ ...car, notes: 3 }, true);
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(/^GET \/api\/garage\/car answers notes that does not match/);
  });

  it('is needed: without it the serializer quietly drops the extra field', async () => {
    const response = await answering({ ...car, secret: 'x' }, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(car);
  });
});
