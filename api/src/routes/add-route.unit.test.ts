import { notFound } from '@akwaaba/domain';
import { byId, defineContract } from '@akwaaba/domain/shared/contract';
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../plugins/errors';
import { useValibotValidation } from '../plugins/valibot-schemas';
import { addRoute } from './add-route';

const contract = defineContract('garage', {
  car: {
    summary: 'A car',
    method: 'GET',
    path: '/api/garage/cars/:id',
    params: byId,
    response: v.object({ id: v.string() }),
  },
  park: {
    summary: 'Park a car',
    method: 'POST',
    path: '/api/garage/cars',
    body: v.object({ id: v.string() }),
    status: 201,
    response: v.object({ id: v.string() }),
  },
  leave: {
    summary: 'Take a car out',
    method: 'DELETE',
    path: '/api/garage/cars/:id',
    params: byId,
    status: 204,
    response: null,
  },
  ticket: {
    summary: 'The parking ticket',
    method: 'GET',
    path: '/api/garage/ticket',
    status: 303,
    response: null,
  },
  bay: {
    summary: 'A parking bay, its number unchecked',
    method: 'GET',
    path: '/api/garage/bays/:number',
    response: v.object({ number: v.string() }),
  },
});

// Handlers as the product's routes write them: the answer only, never a status.
const app = Fastify();
useValibotValidation(app);
registerErrorHandling(app);
addRoute(app, contract.car, async (request) => ({ id: request.params.id }));
addRoute(app, contract.park, async (request) => {
  if (request.body.id === 'missing') throw notFound('No such car');
  return { id: request.body.id };
});
addRoute(app, contract.leave, async () => null);
addRoute(app, contract.ticket, async (_request, reply) => reply.redirect('/tickets/1'));

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('addRoute', () => {
  it('answers a success with the status its contract declares, 200 when it declares none', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/garage/cars/c1' })).statusCode).toBe(200);
    const parked = await app.inject({ method: 'POST', url: '/api/garage/cars', payload: { id: 'c1' } });
    expect(parked.statusCode).toBe(201);
    expect(parked.json()).toEqual({ id: 'c1' });
    const left = await app.inject({ method: 'DELETE', url: '/api/garage/cars/c1' });
    expect(left.statusCode).toBe(204);
    expect(left.body).toBe('');
  });

  it("redirects with the contract's 3xx when the handler names none", async () => {
    const ticket = await app.inject({ method: 'GET', url: '/api/garage/ticket' });
    // 303, not Fastify's 302 default, so this shows the contract's status was used.
    expect(ticket.statusCode).toBe(303);
    expect(ticket.headers.location).toBe('/tickets/1');
  });

  it("answers a failure with its error kind's status, not the contract's success status", async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/garage/cars', payload: { id: 'missing' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such car' });
    const invalid = await app.inject({ method: 'POST', url: '/api/garage/cars', payload: { id: 3 } });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a control character in a path id with a message, before the handler', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/garage/cars/c%001' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'An id must not contain control characters',
      fields: { id: 'An id must not contain control characters' },
    });
  });

  it('will not register an operation whose path parameter its contract does not check', () => {
    expect(() =>
      addRoute(Fastify(), contract.bay, async (request) => request.params as { number: string }),
    ).toThrow('garage.bay: the path parameter number needs a params schema in its contract');
  });
});
