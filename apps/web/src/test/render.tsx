import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import type { Dish, Meal } from '@rasoi/domain/api';
import { dishesKeys, mealsKeys } from '../api/query-keys.ts';

// jsdom has no matchMedia; the toaster asks it whether to reduce motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** A thali as the API answers it, with the fields a test cares about overridable. */
export function aMeal(overrides: Partial<Meal> = {}): Meal {
  return {
    _id: 'meal-1',
    id: 'meal-1',
    name: 'Rajma Chawal Thali',
    description: 'Rajma, rice, two rotis and salad.',
    img_url: ['/images/seed/rajma.svg'],
    selling_price: 139,
    actual_price: 179,
    tag: 'best-seller',
    category: 'All In one thali',
    sub_category: null,
    is_active: true,
    is_show: true,
    dishes: [],
    asset_aws_key: null,
    start_hour: 0,
    end_hour: 23,
    date: '2025-01-01T00:00:00.000Z',
    rating: null,
    rating_count: 0,
    name_hi: null,
    description_hi: null,
    ...overrides,
  };
}

/** A dish as the API answers it. */
export function aDish(overrides: Partial<Dish> = {}): Dish {
  return {
    _id: 'dish-1',
    name: 'Boondi Raita',
    description: 'Curd with crisp boondi.',
    img_url: ['/images/seed/raita.svg'],
    asset_aws_key: null,
    selling_price: 35,
    category: 'sabzi-dry',
    sub_category: 'addon',
    is_active: true,
    is_show: true,
    is_scratched: false,
    name_hi: null,
    description_hi: null,
    ...overrides,
  };
}

/**
 * Renders UI as the app does: a query client already holding the menu (no network), a router at
 * `path`, and the toaster, so tests read toasts the way a person does.
 */
export function renderApp(
  ui: ReactNode,
  { meals = [], dishes = [], path = '/' }: { meals?: Meal[]; dishes?: Dish[]; path?: string } = {},
) {
  // Toasts live in a module-wide store: start each render without the last test's toasts.
  toast.remove();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(mealsKeys.all, meals);
  client.setQueryData(dishesKeys.all, dishes);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
