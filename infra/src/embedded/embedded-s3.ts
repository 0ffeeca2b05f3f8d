import { mkdir } from 'node:fs/promises';
import type { S3Config } from '../config';
import { importDevelopmentPackage } from './development-package';

export interface RunningS3 {
  config: S3Config;
  stop(): Promise<void>;
}

/** s3rver's built-in account; it only listens on loopback. */
const EMBEDDED_KEY = 'S3RVER';

/** An S3-compatible server on loopback, storing objects in a local folder that survives restarts. */
export async function startEmbeddedS3(options: { directory: string; port: number }): Promise<RunningS3> {
  await mkdir(options.directory, { recursive: true });
  // Loaded only here, so a process with S3_ENDPOINT set never loads s3rver (nor needs it installed).
  const { default: S3rver } = await importDevelopmentPackage(() => import('s3rver'), 's3rver', 'S3_ENDPOINT');
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: true,
  });
  let port: number;
  try {
    // Port 0 picks a free port (tests); the real one comes back from run().
    port = ((await server.run()) as { port: number }).port;
  } catch (error) {
    throw new Error(
      `Embedded S3 did not start on port ${options.port}. Is the port in use? Set EMBEDDED_S3_PORT to another port.`,
      { cause: error },
    );
  }
  return { config: embeddedS3Config(port), stop: () => server.close() };
}

export const embeddedS3Config = (port: number): S3Config => ({
  endPoint: '127.0.0.1',
  port,
  useSSL: false,
  accessKey: EMBEDDED_KEY,
  secretKey: EMBEDDED_KEY,
  region: 'us-east-1',
  pathStyle: true,
});
