import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Dish, SellerMeal } from '@rasoi/domain/api';
import { MAX_NAME_LENGTH } from '@rasoi/domain/catalogue';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { aDish, aMeal, renderApp } from '../../test/render.tsx';
import { AddDishPage } from './add-dish-page.tsx';
import { AddThaliPage } from './add-thali-page.tsx';
import { DishRow } from './dish-row.tsx';
import { ThaliRow } from './thali-row.tsx';

type Sent = { method: string; path: string; body: Record<string, unknown> };

/** The server as the seller's screens meet it: writes are recorded and answered with the item they make. */
function serve(dishes: Dish[] = []) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.replace(/^\/api\/v1/, '');
      if (method === 'GET' && path === '/dish') {
        return new Response(JSON.stringify({ status: 'success', data: { dishes } }), { status: 200 });
      }
      // The rows' plate costs (issue 28 part 3, D109): a read, not a write.
      if (method === 'GET' && path === '/plate-costs') {
        return new Response(JSON.stringify({ status: 'success', data: { items: [] } }), { status: 200 });
      }
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ method, path, body });
      const status = method === 'POST' ? 201 : 200;
      if (path.startsWith('/dish')) {
        const dish = { ...aDish(), ...body, selling_price: Number(body.selling_price ?? 35), img_url: [] };
        return new Response(JSON.stringify({ status: 'success', data: { dish } }), { status });
      }
      const meal = { ...aMeal(), cost_price: 80, ...body, selling_price: 139, actual_price: 179, img_url: [] };
      return new Response(JSON.stringify({ status: 'success', data: { meal } }), { status });
    }),
  );
  return sent;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the seller's Hindi name and description (issue 16, D62)", () => {
  beforeEach(() => useAuth.setState({ token: 'seller-token' }));
  afterEach(() => vi.unstubAllGlobals());

  it('Add dish sends the Hindi name and description typed in Hindi fields', async () => {
    const sent = serve();
    renderApp(<AddDishPage />);
    fireEvent.change(screen.getByLabelText(m.category()), { target: { value: 'sabzi-dry' } });
    type(m.name(), 'Paneer Tikka');
    type(m.price(), '149');
    type(m.nameInHindi(), ' पनीर टिक्का ');
    type(m.descriptionInHindi(), 'तंदूर में सिका पनीर।');
    // Typed in Hindi: a phone offers its Hindi keyboard, a screen reader its Hindi voice.
    expect(screen.getByLabelText(m.nameInHindi()).getAttribute('lang')).toBe('hi');
    expect(screen.getByLabelText(m.descriptionInHindi()).getAttribute('lang')).toBe('hi');
    fireEvent.click(screen.getByRole('button', { name: m.createDish() }));
    await screen.findByText(m.dishAdded());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/dish',
        body: expect.objectContaining({
          name: 'Paneer Tikka',
          name_hi: 'पनीर टिक्का',
          description_hi: 'तंदूर में सिका पनीर।',
        }),
      },
    ]);
    // The form starts again empty, the Hindi fields too.
    expect((screen.getByLabelText(m.nameInHindi()) as HTMLInputElement).value).toBe('');
  });

  it('Add dish sends none (null) for Hindi fields left empty', async () => {
    const sent = serve();
    renderApp(<AddDishPage />);
    fireEvent.change(screen.getByLabelText(m.category()), { target: { value: 'rice' } });
    type(m.name(), 'Jeera Rice');
    type(m.price(), '60');
    fireEvent.click(screen.getByRole('button', { name: m.createDish() }));
    await screen.findByText(m.dishAdded());
    expect(sent[0]!.body).toMatchObject({ name_hi: null, description_hi: null });
  });

  it('Add dish says a Hindi name is too long under its field and sends nothing', async () => {
    const sent = serve();
    renderApp(<AddDishPage />);
    fireEvent.change(screen.getByLabelText(m.category()), { target: { value: 'rice' } });
    type(m.name(), 'Jeera Rice');
    type(m.price(), '60');
    type(m.nameInHindi(), 'ज'.repeat(MAX_NAME_LENGTH + 1));
    fireEvent.click(screen.getByRole('button', { name: m.createDish() }));
    expect(await screen.findByText(m.hindiNameTooLong({ max: MAX_NAME_LENGTH }))).toBeTruthy();
    expect(screen.getByLabelText(m.nameInHindi()).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('Add thali sends the Hindi name and description', async () => {
    const sent = serve();
    renderApp(<AddThaliPage />);
    fireEvent.change(screen.getByLabelText(m.category()), { target: { value: 'Mini Thali' } });
    type(m.name(), 'Tandoori Roti Thali');
    type(m.costPrice(), '60');
    type(m.sellingPrice(), '129');
    type(m.actualPrice(), '169');
    type(m.nameInHindi(), 'तंदूरी रोटी थाली');
    type(m.descriptionInHindi(), 'दाल मखनी के साथ दो तंदूरी रोटी।');
    fireEvent.click(screen.getByRole('button', { name: m.createThali() }));
    await screen.findByText(m.thaliAdded());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/meal',
        body: expect.objectContaining({ name_hi: 'तंदूरी रोटी थाली', description_hi: 'दाल मखनी के साथ दो तंदूरी रोटी।' }),
      },
    ]);
  });

  it("a saved dish shows its Hindi name, marked Hindi on an English page, and 'Hindi' changes it", async () => {
    const sent = serve();
    const dish = aDish({ _id: 'dish-7', name: 'Jeera Rice', name_hi: 'जीरा चावल', description_hi: null });
    renderApp(<DishRow dish={dish} />);
    const row = screen.getByRole('article', { name: 'Jeera Rice' });
    expect(within(row).getByText('जीरा चावल').getAttribute('lang')).toBe('hi');

    fireEvent.click(within(row).getByRole('button', { name: m.hindiTextsOf({ name: 'Jeera Rice' }) }));
    const dialog = screen.getByRole('dialog', { name: m.hindiTextsOf({ name: 'Jeera Rice' }) });
    const name = within(dialog).getByLabelText(m.nameInHindi()) as HTMLInputElement;
    expect(name.value).toBe('जीरा चावल');
    fireEvent.change(name, { target: { value: 'जीरा राइस' } });
    fireEvent.change(within(dialog).getByLabelText(m.descriptionInHindi()), { target: { value: 'जीरे वाले चावल' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.save() }));
    await screen.findByText(m.hindiTextsSaved());
    expect(sent).toEqual([
      { method: 'PATCH', path: '/dish/dish-7', body: { name_hi: 'जीरा राइस', description_hi: 'जीरे वाले चावल' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a saved thali's Hindi name is cleared by emptying it", async () => {
    const sent = serve();
    const meal: SellerMeal = {
      ...aMeal({ _id: 'meal-3', name: 'Rajma Chawal Thali', name_hi: 'राजमा चावल' }),
      cost_price: 80,
    };
    renderApp(<ThaliRow meal={meal} />);
    fireEvent.click(screen.getByRole('button', { name: m.hindiTextsOf({ name: 'Rajma Chawal Thali' }) }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(m.nameInHindi()), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.save() }));
    await screen.findByText(m.hindiTextsSaved());
    expect(sent).toEqual([{ method: 'PATCH', path: '/meal/meal-3', body: { name_hi: null, description_hi: null } }]);
  });

  it('Cancel leaves the Hindi texts as they were', () => {
    const sent = serve();
    renderApp(<DishRow dish={aDish({ name: 'Jeera Rice' })} />);
    fireEvent.click(screen.getByRole('button', { name: m.hindiTextsOf({ name: 'Jeera Rice' }) }));
    fireEvent.change(screen.getByLabelText(m.nameInHindi()), { target: { value: 'जीरा राइस' } });
    fireEvent.click(screen.getByRole('button', { name: m.cancel() }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });
});
