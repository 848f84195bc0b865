/**
 * The published package works: build, `pnpm pack`, install the tarball into a fresh project (zod and ky come
 * from the registry), then use it from plain Node (ESM import and CJS require) and type-check TypeScript against it.
 * Its `core` subpath works the same way and loads neither zod nor ky; its `ops` subpath (the staff API) too.
 * The pack and the install are shared with the other tests of test/ (support/packed-setup.ts).
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../src/test-support/local-server.js';
import { packageDir } from './support/paths.js';

const run = promisify(execFile);
const tsc = resolve(packageDir, '../../node_modules/typescript/bin/tsc');

const project = inject('sdkProject');
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer(() => ({ json: { State: 'from-server' } }));
});

afterAll(async () => {
  await server?.close();
});

const script = (importLine: string) => `${importLine}
const cart = createCartStore(new MemoryStorage());
cart.add({ ProductId: 1, ProductName: 'Chicken curry cut', ProductPrice: 24900, Qty: 2 });
const client = createClient({ baseUrl: process.argv[2] });
client.config.cacheState().then((reply) => {
  console.log(JSON.stringify({ subtotal: cart.getState().totals.subtotal, reply, text: messages.cartReset }));
});
`;

describe('the packed SDK', () => {
  it('only ships dist, the OpenAPI documents and package.json', async () => {
    const { stdout } = await run('tar', ['-tzf', inject('sdkTarball')], { cwd: project });
    const files = stdout.trim().split('\n').sort();
    expect(files).toContain('package/dist/index.js');
    expect(files).toContain('package/dist/index.cjs');
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/dist/index.d.cts');
    for (const entry of ['core', 'ops'])
      for (const file of [`${entry}.js`, `${entry}.cjs`, `${entry}.d.ts`, `${entry}.d.cts`]) {
        expect(files).toContain(`package/dist/${file}`);
      }
    expect(files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    expect(files).toContain('package/openapi/v1.json');
    expect(files).toContain('package/openapi/ops.json');
    expect(files.filter((file) => file.startsWith('package/openapi/released/'))).toEqual([]);
  });

  it('works from plain Node with import', async () => {
    await writeFile(
      join(project, 'esm.mjs'),
      script(
        "import { createCartStore, createClient, MemoryStorage, messages } from '@storefront/sdk';",
      ),
    );
    const { stdout } = await run('node', ['esm.mjs', server.url], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({
      subtotal: 49800,
      reply: { State: 'from-server' },
      text: 'Your cart is reset',
    });
  });

  it('works from plain Node with require', async () => {
    await writeFile(
      join(project, 'cjs.cjs'),
      script(
        "const { createCartStore, createClient, MemoryStorage, messages } = require('@storefront/sdk');",
      ),
    );
    const { stdout } = await run('node', ['cjs.cjs', server.url], { cwd: project });
    expect(JSON.parse(stdout).subtotal).toBe(49800);
  });

  const coreScript = (importLine: string) => `${importLine}
const line = { ProductPrice: 24900, Qty: 2, SelectedOptions: { Weight: { RowId: 12, Label: '500 g' } } };
console.log(JSON.stringify({
  max: DEFAULT_MAX_QTY,
  key: FLOW_STORAGE_KEY,
  statuses: ORDER_STATUSES.length,
  optionKey: optionKeyOf(line.SelectedOptions),
  subtotal: totalsOf([line]).subtotal,
  stage: INITIAL_FLOW_STATE.stage,
}));
`;
  const coreNames =
    'DEFAULT_MAX_QTY, FLOW_STORAGE_KEY, INITIAL_FLOW_STATE, ORDER_STATUSES, optionKeyOf, totalsOf';
  const coreResult = {
    max: 10,
    key: 'primary',
    statuses: 10,
    optionKey: '12',
    subtotal: 49800,
    stage: 'idle',
  };

  it('serves @storefront/sdk/core to import and require', async () => {
    await writeFile(
      join(project, 'core.mjs'),
      coreScript(`import { ${coreNames} } from '@storefront/sdk/core';`),
    );
    await writeFile(
      join(project, 'core.cjs'),
      coreScript(`const { ${coreNames} } = require('@storefront/sdk/core');`),
    );
    for (const file of ['core.mjs', 'core.cjs']) {
      const { stdout } = await run('node', [file], { cwd: project });
      expect(JSON.parse(stdout), file).toEqual(coreResult);
    }
  });

  it('serves the staff API at @storefront/sdk/ops to import and require', async () => {
    const opsScript = (importLine: string) => `${importLine}
const reply = { Staff: { StaffId: 1, Email: 'packer@shop.test', Name: 'Packer', Role: 'packer' } };
console.log(JSON.stringify({
  path: opsEndpoints.packOrder.path,
  roles: opsEndpoints.packOrder.roles,
  valid: StaffMeReply.safeParse(reply).success,
  client: typeof createOpsClient({ baseUrl: 'http://127.0.0.1' }).orders.pack,
}));
`;
    await writeFile(
      join(project, 'ops.mjs'),
      opsScript(
        "import { createOpsClient, opsEndpoints, StaffMeReply } from '@storefront/sdk/ops';",
      ),
    );
    await writeFile(
      join(project, 'ops.cjs'),
      opsScript(
        "const { createOpsClient, opsEndpoints, StaffMeReply } = require('@storefront/sdk/ops');",
      ),
    );
    for (const file of ['ops.mjs', 'ops.cjs']) {
      const { stdout } = await run('node', [file], { cwd: project });
      expect(JSON.parse(stdout), file).toEqual({
        path: '/orders/pack',
        roles: ['admin', 'packer'],
        valid: true,
        client: 'function',
      });
    }
  });

  it('loads neither zod nor ky from @storefront/sdk/core', async () => {
    const dist = join(project, 'node_modules/@storefront/sdk/dist');
    const reached = new Set<string>();
    const visit = async (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const text = await readFile(join(dist, file), 'utf8');
      const specifiers = [
        ...text.matchAll(/(?:from|import|require)\s*\(?\s*['"]([^'"]+)['"]/g),
      ].map((match) => match[1]!);
      expect(
        specifiers.filter((specifier) => !specifier.startsWith('./')),
        file,
      ).toEqual([]);
      for (const specifier of specifiers) await visit(specifier.slice(2));
    };
    for (const entry of ['core.js', 'core.cjs', 'core.d.ts', 'core.d.cts']) await visit(entry);
    expect(reached.size).toBeGreaterThanOrEqual(4);
    // A module that loaded zod or ky would show in the require cache of a CJS load.
    await writeFile(
      join(project, 'core-loads.cjs'),
      `require('@storefront/sdk/core');
console.log(JSON.stringify(Object.keys(require.cache).filter((path) => /node_modules.(zod|ky)./.test(path))));
`,
    );
    const { stdout } = await run('node', ['core-loads.cjs'], { cwd: project });
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it('type-checks TypeScript against its declarations, and rejects misuse', async () => {
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['typed.ts'],
      }),
    );
    await writeFile(
      join(project, 'typed.ts'),
      `import { createClient, describeError, isApiError, CartItem, type CartItem as CartItemType, type OrderData } from '@storefront/sdk';
import { ORDER_STATUSES, type CartItem as CoreCartItem, type OrderStatus } from '@storefront/sdk/core';
const client = createClient({ baseUrl: 'https://shop.example' });
export async function total(): Promise<number> {
  try {
    const reply = await client.wallet.data();
    return reply.Balance;
  } catch (error) {
    if (isApiError(error)) return error.status;
    return describeError(error).title.length;
  }
}
export const item: CartItemType = CartItem.parse({});
export type Id = OrderData['OrderId'];
export const line: CoreCartItem = item;
export const firstStatus: OrderStatus = ORDER_STATUSES[0];
`,
    );
    await run('node', [tsc, '-p', 'tsconfig.json'], { cwd: project });
    await writeFile(
      join(project, 'typed.ts'),
      `import { createClient } from '@storefront/sdk';
export const wrong: string = (await createClient({ baseUrl: 'x' }).wallet.data()).Balance;
`,
    );
    const failure = await run('node', [tsc, '-p', 'tsconfig.json'], { cwd: project }).catch(
      (error: { stdout: string }) => error,
    );
    expect('stdout' in failure ? failure.stdout : '').toContain(
      "Type 'number' is not assignable to type 'string'",
    );
  }, 60_000);
});
