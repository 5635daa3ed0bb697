import { z } from 'zod';
import { createDishBodySchema, createMealBodySchema } from '@rasoi/domain/catalogue';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * A price box left empty says the price is required (the shared schema would only say it must be a
 * number), then the server's own rule applies (whole rupees, 0 to 100000). `label` and the sentence are
 * written when the check fails, in that moment's language (D72, D84).
 */
const typedPrice = <T extends z.ZodType>(label: () => string, rule: T) =>
  z
    .string()
    .trim()
    .min(1, { error: () => m.fieldRequired({ label: label() }) })
    .transform((text, context): z.output<T> => {
      const result = rule.safeParse(text);
      if (result.success) return result.data;
      for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });

/** The Add dish form: the server's `POST /dish` schema (issue 3), price required. */
export const dishFormSchema = createDishBodySchema.extend({
  selling_price: typedPrice(m.price, createDishBodySchema.shape.selling_price),
});
export type DishFormValues = z.input<typeof dishFormSchema>;
export type DishFormOutput = z.output<typeof dishFormSchema>;

/** The Add thali form: the server's `POST /meal` schema (issue 3), the three prices required. */
export const thaliFormSchema = createMealBodySchema.extend({
  cost_price: typedPrice(m.costPrice, createMealBodySchema.shape.cost_price),
  selling_price: typedPrice(m.sellingPrice, createMealBodySchema.shape.selling_price),
  actual_price: typedPrice(m.actualPrice, createMealBodySchema.shape.actual_price),
});
export type ThaliFormValues = z.input<typeof thaliFormSchema>;
export type ThaliFormOutput = z.output<typeof thaliFormSchema>;
