import { READ_AFTER_HEADER } from '@akwaaba/domain/shared/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#app/test/fixtures.ts';
import { apiRequest, HttpError, isNotFound } from './http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('turns a non-OK answer into an Error "status: body text"', async () => {
    stubFetch(new Response('{"message":"Car not found"}', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('GET', '/api/cars/x')).rejects.toThrow('404: {"message":"Car not found"}');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiRequest('DELETE', '/api/cars/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('500: Internal Server Error');
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect(isNotFound(error)).toBe(false);
  });

  it('sends cookies and a JSON body with its content type', async () => {
    const fetchMock = stubFetch(jsonResponse({ id: 'b1' }));
    await apiRequest('POST', '/api/bookings', { carId: 'c1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"carId":"c1"}',
    });
  });

  it('sets no content type when there is no body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/auth/logout');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('sends a write answered before the read models showed it back on the reads of the next minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const written = '120:7 bookings';
    const headersOfRead = async () => {
      const fetchMock = stubFetch(jsonResponse([]));
      await apiRequest('GET', '/api/my-bookings');
      return fetchMock.mock.calls[0]?.[1]?.headers;
    };
    expect(await headersOfRead()).toBeUndefined();

    stubFetch(new Response('{"id":"b1"}', { status: 201, headers: { [READ_AFTER_HEADER]: written } }));
    await apiRequest('POST', '/api/bookings', { carId: 'c1' });
    expect(await headersOfRead()).toEqual({ [READ_AFTER_HEADER]: written });

    // A later write without one leaves it; writes themselves never carry it.
    const write = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/auth/logout');
    expect(write.mock.calls[0]?.[1]?.headers).toBeUndefined();
    expect(await headersOfRead()).toEqual({ [READ_AFTER_HEADER]: written });

    vi.advanceTimersByTime(61_000);
    expect(await headersOfRead()).toBeUndefined();
    vi.useRealTimers();
  });
});
