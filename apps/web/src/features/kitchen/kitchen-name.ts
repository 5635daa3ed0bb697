import { useEffect } from 'react';
import { DEFAULT_KITCHEN_DESCRIPTION, DEFAULT_KITCHEN_NAME } from '@rasoi/domain/kitchen-defaults';
import { useKitchen } from './api/get-kitchen.ts';

/** The kitchen's name as the seller set it (issue 13, D40); the default name until GET /kitchen answers. */
export function useKitchenName(): string {
  return useKitchen()?.name ?? DEFAULT_KITCHEN_NAME;
}

/**
 * Keeps the page title (`document.title`) on the kitchen's name and description, e.g.
 * 'Sharma Rasoi: Ghar ka khana' (issue 13), following every change GET /kitchen brings.
 */
export function useKitchenTitle(): void {
  const kitchen = useKitchen();
  const name = kitchen?.name ?? DEFAULT_KITCHEN_NAME;
  const description = kitchen ? kitchen.description : DEFAULT_KITCHEN_DESCRIPTION;
  useEffect(() => {
    document.title = description ? `${name}: ${description}` : name;
  }, [name, description]);
}
