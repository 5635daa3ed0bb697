// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules (issue 12, apps/web/eslint-layers.js, docs/architecture.md 'Layers') on snippets placed
 * at real paths of the web app, linted with the repository's own eslint.config.js: a wrong arrow or a
 * cycle is an error of `npm run lint`, a right one is not.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const src = fileURLToPath(new URL('./', import.meta.url));
const eslint = new ESLint({ cwd: repo });

const LAYER_RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
  'no-restricted-syntax',
];

/** The layer rules that fail `code` as if it were the file `file` (relative to apps/web/src). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: src + file });
  return result!.messages
    .filter((message) => message.severity === 2 && LAYER_RULES.includes(message.ruleId ?? ''))
    .map((message) => message.ruleId!);
}

describe('the web app layers lint (issue 12)', { timeout: 60_000 }, () => {
  it("fails a feature that imports another feature's inner file", async () => {
    const code = "import { CouponTicket } from '../coupons/coupon-ticket.tsx';\nexport const Ticket = CouponTicket;\n";
    expect(await layerErrors('features/cart/snippet.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it("fails a feature that imports another feature even through that feature's index.ts (D83)", async () => {
    const code = "import { CartCouponCard } from '../coupons/index.ts';\nexport const Card = CartCouponCard;\n";
    expect(await layerErrors('features/cart/snippet.ts', code)).toEqual(['import-x/no-restricted-paths']);
    const seller =
      "import { SellerOrdersPage } from '../seller-orders/index.ts';\nexport const Page = SellerOrdersPage;\n";
    expect(await layerErrors('features/seller-insights/snippet.ts', seller)).toEqual(['import-x/no-restricted-paths']);
  });

  it('passes a feature that takes what it shares with another from api/, ui/ and lib/', async () => {
    const code = [
      "import { useKitchenTimeZone } from '../../api/get-kitchen.ts';",
      "import { LoginPrompt } from '../../ui/login-prompt.tsx';",
      "import { paths } from '../../lib/paths.ts';",
      'export const parts = [useKitchenTimeZone, LoginPrompt, paths];',
      '',
    ].join('\n');
    expect(await layerErrors('features/cart/snippet.ts', code)).toEqual([]);
  });

  it('fails a feature that imports app/', async () => {
    const code = "import { router } from '../../app/router.tsx';\nexport const r = router;\n";
    expect(await layerErrors('features/menu/snippet.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('fails shared code that imports a feature, even through its entry', async () => {
    const code = "import { CartLines } from '../features/cart/index.ts';\nexport const Lines = CartLines;\n";
    expect(await layerErrors('lib/snippet.ts', code)).toEqual(['import-x/no-restricted-paths']);
    expect(await layerErrors('api/snippet.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails lib/ importing api/ or ui/, and api/ importing ui/ (ui/ > api/ > lib/, D83)', async () => {
    const kitchen = "import { useKitchen } from '../api/get-kitchen.ts';\nexport const k = useKitchen;\n";
    expect(await layerErrors('lib/snippet.ts', kitchen)).toEqual(['import-x/no-restricted-paths']);
    const button = "import { Button } from '../ui/button.tsx';\nexport const B = Button;\n";
    expect(await layerErrors('lib/snippet.ts', button)).toEqual(['import-x/no-restricted-paths']);
    expect(await layerErrors('api/snippet.ts', button)).toEqual(['import-x/no-restricted-paths']);
    expect(await layerErrors('ui/snippet.ts', kitchen)).toEqual([]);
  });

  it("fails app/ importing a feature's inner file statically, and lets a lazy import() name it", async () => {
    const eager = "import { CartLines } from '../features/cart/cart-lines.tsx';\nexport const Lines = CartLines;\n";
    expect(await layerErrors('app/snippet.ts', eager)).toEqual(['no-restricted-imports']);
    const lazy = "export const load = () => import('../features/cart/cart-lines.tsx');\n";
    expect(await layerErrors('app/snippet.ts', lazy)).toEqual([]);
    const entry = "import { CartLines } from '../features/cart/index.ts';\nexport const Lines = CartLines;\n";
    expect(await layerErrors('app/snippet.ts', entry)).toEqual([]);
  });

  it("fails code of its own in a feature's index.ts, which may only re-export", async () => {
    const code = "export { LoginPrompt } from './login-prompt.tsx';\nexport const loggedIn = () => false;\n";
    expect(await layerErrors('features/auth/index.ts', code)).toEqual(['no-restricted-syntax']);
  });

  it('fails an import cycle', async () => {
    // features/coupons/index.ts re-exports use-applied-coupon.ts: importing the entry back from there closes a loop.
    const code = "import { CartCouponCard } from './index.ts';\nexport const card = CartCouponCard;\n";
    expect(await layerErrors('features/coupons/use-applied-coupon.ts', code)).toEqual(['import-x/no-cycle']);
  });
});
