import dns from 'node:dns';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createObjectStorage } from './object-storage';
import { defaultUrlStyle, regionOfHost } from './s3-endpoint';

/*
 * How the product addresses an S3 service, as seen on the wire: a stand-in S3 server on loopback
 * records each request, and every host name resolves to it, so Amazon's and SeaweedFS's names can
 * be used as they are configured in production and in docker-compose.
 */

interface SeenRequest {
  method: string;
  host: string;
  path: string;
  /** The region in the signature's credential scope (`.../<date>/<region>/s3/aws4_request`). */
  signedFor: string | undefined;
}

let server: Server;
let port: number;
const seen: SeenRequest[] = [];

/** dns.lookup's answer for every name: this machine, in the form the caller asked for. */
function thisMachine(_hostname: string, ...rest: unknown[]): void {
  const options = rest.length > 1 ? (rest[0] as { all?: boolean } | number) : {};
  const callback = rest.at(-1) as (error: null, address: unknown, family?: number) => void;
  if (typeof options === 'object' && options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
}

const signedRegion = (headers: IncomingHttpHeaders) =>
  /Credential=[^/]+\/\d{8}\/([^/]+)\/s3\/aws4_request/.exec(headers.authorization ?? '')?.[1];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({
      method: request.method!,
      host: request.headers.host!,
      path: request.url!,
      signedFor: signedRegion(request.headers),
    });
    request.resume();
    request.on('end', () => response.writeHead(200, { etag: '"0123456789abcdef"' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // Every name is this machine: the client connects to the stand-in whatever host it addresses.
  vi.spyOn(dns, 'lookup').mockImplementation(thisMachine as typeof dns.lookup);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

/** Makes the storage from these settings, as start-up does, and stores one photo. */
async function storeOnePhoto(env: Record<string, string>): Promise<SeenRequest[]> {
  const config = loadConfig({ S3_ACCESS_KEY: 'key', S3_SECRET_KEY: 'secret', ...env });
  const storage = await createObjectStorage(config.s3!, 'akwaaba-drive');
  await storage.put('car-photos/front.jpg', Buffer.from('photo'), 'image/jpeg');
  return seen.filter((request) => request.method === 'PUT');
}

describe('addressing S3', () => {
  it('speaks path-style to a self-hosted server (SeaweedFS in docker-compose), signed for us-east-1', async () => {
    expect(await storeOnePhoto({ S3_ENDPOINT: `http://seaweedfs:${port}` })).toEqual([
      {
        method: 'PUT',
        host: `seaweedfs:${port}`,
        path: '/akwaaba-drive/car-photos/front.jpg',
        signedFor: 'us-east-1',
      },
    ]);
  });

  it('speaks virtual-hosted-style to Amazon S3, signed for the region its endpoint names', async () => {
    expect(await storeOnePhoto({ S3_ENDPOINT: `http://s3.af-south-1.amazonaws.com:${port}` })).toEqual([
      {
        method: 'PUT',
        host: `akwaaba-drive.s3.af-south-1.amazonaws.com:${port}`,
        path: '/car-photos/front.jpg',
        signedFor: 'af-south-1',
      },
    ]);
  });

  it('takes S3_URL_STYLE and S3_REGION over what the endpoint suggests', async () => {
    const [virtual] = await storeOnePhoto({
      S3_ENDPOINT: `http://objects.example.com:${port}`,
      S3_URL_STYLE: 'virtual-hosted',
      S3_REGION: 'garage',
    });
    expect(virtual).toMatchObject({ host: `akwaaba-drive.objects.example.com:${port}`, signedFor: 'garage' });
    seen.length = 0;
    const [path] = await storeOnePhoto({
      S3_ENDPOINT: `http://s3.eu-west-1.amazonaws.com:${port}`,
      S3_URL_STYLE: 'path',
    });
    expect(path).toMatchObject({
      host: `s3.eu-west-1.amazonaws.com:${port}`,
      path: '/akwaaba-drive/car-photos/front.jpg',
      signedFor: 'eu-west-1',
    });
  });
});

describe("an endpoint's host name", () => {
  it.each([
    ['s3.amazonaws.com', 'virtual-hosted', null],
    ['s3.af-south-1.amazonaws.com', 'virtual-hosted', 'af-south-1'],
    ['s3-eu-west-1.amazonaws.com', 'virtual-hosted', 'eu-west-1'],
    ['s3.dualstack.us-gov-west-1.amazonaws.com', 'virtual-hosted', 'us-gov-west-1'],
    ['s3.cn-north-1.amazonaws.com.cn', 'virtual-hosted', 'cn-north-1'],
    ['seaweedfs', 'path', null],
    ['127.0.0.1', 'path', null],
    ['s3.amazonaws.com.example.org', 'path', null],
  ])('%s: %s, region %s', (host, style, region) => {
    expect(defaultUrlStyle(host)).toBe(style);
    expect(regionOfHost(host)).toBe(region);
  });
});
