import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's layer rules (issue 25, D82; apps/server/eslint-layers.js, docs/architecture.md 'Server
 * layers') on snippets placed at real paths of the server, linted with the repository's own
 * eslint.config.js: a module importing another module, a flow or a route, and lib/ or db/ importing any
 * layer above, are errors of `npm run lint`; the arrows that look down are not, and the real tree has none
 * of the wrong ones.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const src = fileURLToPath(new URL('./', import.meta.url));
const eslint = new ESLint({ cwd: repo });
const RULE = 'import-x/no-restricted-paths';

/** The layer errors of `code` as if it were the file `file` (relative to apps/server/src). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: src + file });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const importing = (path: string) => `import * as imported from '${path}';\nexport const used = imported;\n`;

describe('the server layers lint (issue 25, D82)', { timeout: 120_000 }, () => {
  it('fails a module that imports another module, by value or by type', async () => {
    const byValue = await layerErrors(
      'modules/ordering/orders/snippet.ts',
      importing('../../catalogue/menu/menu-queries.ts'),
    );
    expect(byValue).toHaveLength(1);
    expect(byValue[0]).toContain('A module never imports another module (here: modules/catalogue)');
    const byType = "import type { DishRow } from '../../catalogue/menu/menu-queries.ts';\nexport type Row = DishRow;\n";
    expect(await layerErrors('modules/ordering/orders/snippet.ts', byType)).toHaveLength(1);
  });

  it('fails a module that imports a flow, a route, a plugin or the app', async () => {
    const at = 'modules/customers/users/snippet.ts';
    for (const path of [
      '../../../flows/orders/place-order.ts',
      '../../../routes/users/routes.ts',
      '../../../plugins/auth.ts',
      '../../../app.ts',
    ]) {
      expect(await layerErrors(at, importing(path)), path).toEqual([
        expect.stringContaining('A module imports no flow'),
      ]);
    }
  });

  it('fails lib/ and db/ importing a module, a flow or a route', async () => {
    expect(await layerErrors('lib/snippet.ts', importing('../modules/live/events/live-streams.ts'))).toHaveLength(1);
    expect(await layerErrors('lib/snippet.ts', importing('../flows/orders/cancel-order.ts'))).toHaveLength(1);
    expect(await layerErrors('db/snippet.ts', importing('../routes/define-route.ts'))).toHaveLength(1);
    expect(await layerErrors('db/snippet.ts', importing('../plugins/auth.ts'))).toHaveLength(1);
  });

  it('fails a flow that imports a route', async () => {
    expect(await layerErrors('flows/orders/snippet.ts', importing('../../routes/orders/routes.ts'))).toHaveLength(1);
  });

  it('passes the arrows that look down', async () => {
    // A module's own files, lib/ and db/; a flow calling two modules; a route calling a flow and a module.
    expect(await layerErrors('modules/ordering/orders/snippet.ts', importing('../coupons/coupon-queries.ts'))).toEqual(
      [],
    );
    expect(await layerErrors('modules/ordering/orders/snippet.ts', importing('../../../lib/app-error.ts'))).toEqual([]);
    expect(await layerErrors('modules/ordering/orders/snippet.ts', importing('../../../db/values.ts'))).toEqual([]);
    const flow = `${importing('../../modules/ordering/orders/order-queries.ts')}export * from '../../modules/live/events/record-order-event.ts';\n`;
    expect(await layerErrors('flows/orders/snippet.ts', flow)).toEqual([]);
    const route = `${importing('../../flows/orders/place-order.ts')}export * from '../../modules/ordering/orders/order-queries.ts';\n`;
    expect(await layerErrors('routes/orders/snippet.ts', route)).toEqual([]);
  });

  it('finds no wrong arrow in the real tree', async () => {
    const results = await eslint.lintFiles([`${src}**/*.ts`]);
    const wrong = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === RULE)
        .map((message) => `${result.filePath.slice(src.length)}:${message.line} ${message.message}`),
    );
    expect(results.length).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });
});
