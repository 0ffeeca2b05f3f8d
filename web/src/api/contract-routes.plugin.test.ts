import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractRoutesOnly } from '../../contract-routes.plugin.ts';

const contractFile = (path: string) => fileURLToPath(new URL(`../../../domain/src/${path}`, import.meta.url));

async function loadForTheWeb(path: string): Promise<string> {
  const plugin = contractRoutesOnly();
  const load = plugin.load as (id: string) => Promise<string | null>;
  const source = await load.call({}, contractFile(path));
  if (source === null) throw new Error(`${path} was not rewritten`);
  return source;
}

/** Evaluates the rewritten module as the browser would get it. */
async function evaluate(source: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}

describe('contract modules in the web build', () => {
  it("keep each operation's name, method, path, answer kind and query key, and nothing of the schemas", async () => {
    const source = await loadForTheWeb('cars/cars.contract.ts');
    expect(source).not.toMatch(/valibot|Make is required|pipe\(/);
    const { carsContract, myCarsContract, CAR_DOCUMENT_KINDS } = (await evaluate(source)) as {
      carsContract: Record<
        string,
        { id: string; method: string; path: string; response: unknown; key: (...p: unknown[]) => unknown[] }
      >;
      myCarsContract: Record<string, { response: unknown }>;
      CAR_DOCUMENT_KINDS: string[];
    };
    expect(carsContract.detail).toMatchObject({
      id: 'cars.detail',
      method: 'GET',
      path: '/api/cars/:id',
      response: {},
    });
    expect(carsContract.detail!.key({ id: 'a' })).toEqual(['cars.detail', { id: 'a' }]);
    expect(myCarsContract.remove!.response).toBeNull();
    expect(CAR_DOCUMENT_KINDS).toEqual(['roadworthy', 'registration', 'insurance']);
  });

  it('leaves out the schemas a contract module exports (the web imports their types only)', async () => {
    const source = await loadForTheWeb('accounts/accounts.contract.ts');
    const exported = await evaluate(source);
    expect(exported.accountsContract).toBeDefined();
    expect(exported.currentUserView).toBeUndefined();
  });

  it('passes every other module through', async () => {
    const load = contractRoutesOnly().load as (id: string) => Promise<string | null>;
    expect(await load.call({}, contractFile('cars/car.views.ts'))).toBeNull();
  });
});
