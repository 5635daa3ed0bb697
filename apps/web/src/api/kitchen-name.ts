import { useEffect } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { DEFAULT_KITCHEN_DESCRIPTION, DEFAULT_KITCHEN_NAME } from '@rasoi/domain/kitchen-defaults';
import { useKitchen } from './get-kitchen.ts';

/** The kitchen's name as the seller set it (issue 13, D40); the default name until GET /kitchen answers. */
export function useKitchenName(): string {
  return useKitchen()?.name ?? DEFAULT_KITCHEN_NAME;
}

/**
 * The page title for a kitchen's name and one-line description, 'Sharma Rasoi: Ghar ka khana' (issue 13),
 * or the name alone when the description is empty. The description a fresh install stores ('Taste of
 * Home', DEFAULT_KITCHEN_DESCRIPTION) is written in the current language (issue 16, D62); one the seller
 * wrote is theirs, as they wrote it.
 */
export function kitchenTitle(name: string, description: string): string {
  const shown = description === DEFAULT_KITCHEN_DESCRIPTION ? m.kitchenDefaultDescription() : description;
  return shown ? `${name}: ${shown}` : name;
}

/**
 * Keeps the page title (`document.title`) on the kitchen's name and description (kitchenTitle),
 * following every change GET /kitchen brings.
 */
export function useKitchenTitle(): void {
  const kitchen = useKitchen();
  const name = kitchen?.name ?? DEFAULT_KITCHEN_NAME;
  const description = kitchen ? kitchen.description : DEFAULT_KITCHEN_DESCRIPTION;
  useEffect(() => {
    document.title = kitchenTitle(name, description);
  }, [name, description]);
}
