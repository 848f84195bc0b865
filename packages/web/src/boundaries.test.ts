/**
 * The feature walls of the root eslint.config.js, proven on imports written into real places of src/: the
 * import targets exist, so the rule classifies both ends as it does in `pnpm lint`.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const src = `${import.meta.dirname}/`;
const repoRoot = resolve(src, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${src}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies' && message.severity === 2)
    .map((message) => message.message);
}

describe('the feature boundaries', () => {
  it('refuse an import of another feature', async () => {
    const errors = await boundaryErrors(
      'features/cart/pages/Probe.ts',
      "import { loadOrderHistory } from '../../orders/store/orders';\nexport const probe = loadOrderHistory;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/name="cart".*name="orders"/);
  });

  it("refuse another feature's stylesheet", async () => {
    const errors = await boundaryErrors(
      'features/orders/pages/Probe.ts',
      "import '../../cart/cart.css';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuse an import of the app from a feature or from shared code', async () => {
    const fromFeature = await boundaryErrors(
      'features/catalog/pages/Probe.ts',
      "import { App } from '../../../app/App';\nexport const probe = App;\n",
    );
    const fromShared = await boundaryErrors(
      'state/probe.ts',
      "import { routes } from '../app/routes';\nexport const probe = routes;\n",
    );
    expect(fromFeature).toHaveLength(1);
    expect(fromShared).toHaveLength(1);
  });

  it('refuse an import of a feature from shared code', async () => {
    const errors = await boundaryErrors(
      'components/Probe.ts',
      "import { loadOrderHistory } from '../features/orders/store/orders';\nexport const probe = loadOrderHistory;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("allow a feature its own files and shared code, and the app every feature's", async () => {
    expect(
      await boundaryErrors(
        'features/cart/pages/Probe.ts',
        "import { cart } from '../../../state/cart';\nimport { Button } from '../../../components/Button';\nimport '../cart.css';\nexport const probe = [cart, Button];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'app/probe.ts',
        "import { loadOrderHistory } from '../features/orders/store/orders';\nexport const probe = loadOrderHistory;\n",
      ),
    ).toEqual([]);
  });
});
