import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#app/test/fixtures.ts';
import { loadSessionUser } from './auth.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubUserEndpoint = (response: () => Response) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('loadSessionUser', () => {
  it('returns the signed-in user and asks only once', async () => {
    const fetchMock = stubUserEndpoint(() => jsonResponse({ id: 'u1', email: 'ama@example.com' }));
    const queryClient = createQueryClient();
    await expect(loadSessionUser(queryClient)).resolves.toMatchObject({ id: 'u1' });
    await loadSessionUser(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user');
  });

  it('asks nothing in a browser without the signed-in hint cookie: nobody is signed in there', async () => {
    const fetchMock = stubUserEndpoint(() => jsonResponse({ id: 'u1', email: 'ama@example.com' }));
    vi.stubGlobal('document', { cookie: 'theme=dark' });
    await expect(loadSessionUser(createQueryClient())).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.stubGlobal('document', { cookie: 'theme=dark; akwaaba_signed_in=1' });
    await expect(loadSessionUser(createQueryClient())).resolves.toMatchObject({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('yields null on 401', async () => {
    stubUserEndpoint(() => new Response('Unauthorized', { status: 401 }));
    await expect(loadSessionUser(createQueryClient())).resolves.toBeNull();
  });

  it('treats any other failure as signed out and does not ask again on the next navigation', async () => {
    const fetchMock = stubUserEndpoint(() => new Response('', { status: 404, statusText: 'Not Found' }));
    const queryClient = createQueryClient();
    await expect(loadSessionUser(queryClient)).resolves.toBeNull();
    await expect(loadSessionUser(queryClient)).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
