import { bookingsContract } from '@akwaaba/domain/bookings/bookings.contract';
import { adminCarsContract, carsContract, myCarsContract } from '@akwaaba/domain/cars/cars.contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#app/test/fixtures.ts';
import { callOperation, keyOf, operationQuery, urlOf } from './calls.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('urlOf', () => {
  it('puts the params into the path, encoded, and the defined query values after it', () => {
    expect(urlOf(carsContract.removeRegionPricing, { id: 'c 1', regionId: 'volta' })).toBe(
      '/api/cars/c%201/region-pricing/volta',
    );
    expect(urlOf(adminCarsContract.list, {}, { page: '2', status: undefined })).toBe(
      '/api/admin/cars?page=2',
    );
    expect(urlOf(myCarsContract.list)).toBe('/api/my-cars');
  });
});

describe('callOperation', () => {
  it('fetches with the operation’s method and cookies, and answers the parsed JSON', async () => {
    const fetchMock = stubFetch(jsonResponse({ carId: 'c1', taken: [] }));
    await expect(callOperation(bookingsContract.availability, { params: { id: 'c1' } })).resolves.toEqual({
      carId: 'c1',
      taken: [],
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cars/c1/availability');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toBeUndefined();
  });

  it('sends a body as JSON, and answers nothing for an operation without an answer body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(callOperation(myCarsContract.remove, { params: { id: 'c1' } })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE' });
    stubFetch(jsonResponse({ id: 'c1' }));
    await callOperation(adminCarsContract.reject, { params: { id: 'c1' }, body: { notes: 'Blurry papers' } });
  });

  it('turns a non-OK answer into "status: body text"', async () => {
    stubFetch(new Response('{"message":"Car not found"}', { status: 404 }));
    await expect(callOperation(carsContract.detail, { params: { id: 'x' } })).rejects.toThrow(
      '404: {"message":"Car not found"}',
    );
  });
});

describe('query keys', () => {
  it('name the operation, then the call, so an operation’s key matches all its calls', async () => {
    expect(keyOf(carsContract.detail, { params: { id: 'c1' } })).toEqual(['cars.detail', { id: 'c1' }]);
    expect(carsContract.detail.key()).toEqual(['cars.detail']);
    stubFetch(jsonResponse({ id: 'c1' }));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(operationQuery(carsContract.detail, { params: { id: 'c1' } }));
    await queryClient.invalidateQueries({ queryKey: carsContract.detail.key() });
    expect(queryClient.getQueryState(['cars.detail', { id: 'c1' }])?.isInvalidated).toBe(true);
  });
});
