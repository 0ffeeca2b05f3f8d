import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const CONTRACT_MODULE = /[\\/]domain[\\/]src[\\/].+\.contract\.ts$/;

interface OperationShape {
  id: string;
  method: string;
  path: string;
  response: unknown;
}

const isOperation = (value: unknown): value is OperationShape =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'id') === 'string' &&
  typeof Reflect.get(value, 'method') === 'string' &&
  typeof Reflect.get(value, 'path') === 'string';

const isContract = (value: unknown): value is Record<string, OperationShape> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isOperation);

/**
 * Each module's one maker of operations: its calls say only what differs, so every operation's
 * object shape and key function are written once per module rather than once per operation.
 */
const OPERATION_MAKER =
  'const operation = (id, method, path, response) => ({ id, method, path, response, key: (...parts) => [id, ...parts] });';

/** What the browser needs of an operation: its name, method, path and whether it answers a body. */
function operationSource({ id, method, path, response }: OperationShape): string {
  const answers = response === null ? 'null' : typeof response === 'string' ? JSON.stringify(response) : '{}';
  const json = JSON.stringify;
  return `operation(${json(id)}, ${json(method)}, ${json(path)}, ${answers})`;
}

function exportSource(name: string, value: unknown): string {
  if (isContract(value)) {
    const operations = Object.entries(value).map(
      ([op, spec]) => `${JSON.stringify(op)}: ${operationSource(spec)}`,
    );
    return `export const ${name} = { ${operations.join(', ')} };`;
  }
  // A schema (or any other non-data export) is the server's: left out, so a runtime import of
  // one from the web fails the build ("not exported") rather than shipping valibot code.
  if (typeof value !== 'string' && !Array.isArray(value)) return '';
  return `export const ${name} = ${JSON.stringify(value)};`;
}

/**
 * In the web build, a contract module (domain/src/**\/*.contract.ts) becomes its operations'
 * ids, methods and paths, plus its plain constants: the browser never validates with the
 * request and answer schemas (the server does, and the types come from them at compile
 * time), so their valibot code and messages stay out of the first pages' JavaScript.
 * Dev and tests load the real modules.
 */
export function contractRoutesOnly(): Plugin {
  return {
    name: 'akwaaba:contract-routes-only',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CONTRACT_MODULE.test(file)) return null;
      const contract = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
      return [
        OPERATION_MAKER,
        ...Object.entries(contract)
          .filter(([name]) => name !== 'default' && name !== 'module.exports')
          .map(([name, value]) => exportSource(name, value)),
      ].join('\n');
    },
  };
}
