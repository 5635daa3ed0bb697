import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import type { Dish } from '@rasoi/domain/api';
import {
  DISH_CATEGORIES,
  THALI_CATEGORIES,
  THALI_END_HOUR,
  THALI_RATING,
  THALI_START_HOUR,
} from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { formatRupees } from '../../ui/format.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateMeal } from './api/create-meal.ts';
import { useSellerDishes } from './api/get-seller-dishes.ts';
import { categoryLabel, groupByCategory } from './catalogue-labels.ts';
import { thaliFormSchema, type ThaliFormOutput, type ThaliFormValues } from './catalogue-forms.ts';
import { PriceField, SelectField, TextAreaField, TextField } from '../../ui/form-fields.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { HindiDescriptionField, HindiNameField } from './hindi-fields.tsx';

const EMPTY: ThaliFormValues = {
  img_url: [],
  asset_aws_key: null,
  category: '' as ThaliFormValues['category'],
  name: '',
  cost_price: '',
  selling_price: '',
  actual_price: '',
  description: '',
  dishes: [],
  name_hi: '',
  description_hi: '',
};

/** The dish picker: one group per dish category, each headed 'Select up to one *' (not enforced; spec 5). */
function DishPicker({ selected, onToggle }: { selected: readonly string[]; onToggle: (dishId: string) => void }) {
  const { data: dishes, isPending } = useSellerDishes();
  if (isPending) return <p className="text-sm text-muted">{m.loadingYourDishes()}</p>;
  const groups = groupByCategory<Dish>(dishes ?? [], DISH_CATEGORIES);
  if (groups.length === 0) return <p className="text-sm text-muted">{m.addSomeDishesFirstThey()}</p>;
  return (
    <div className="space-y-3">
      {groups.map((group) => (
        <fieldset key={group.category} className="rounded-2xl bg-white p-3 ring-1 ring-line/70">
          <legend className="sr-only">{categoryLabel(group.category)}</legend>
          <div className="flex items-baseline justify-between gap-2 px-1" aria-hidden="true">
            <span className="font-semibold text-ink">{categoryLabel(group.category)}</span>
            <span className="text-xs text-muted">{m.selectUpToOne()}</span>
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            {group.items.map((dish) => {
              const checked = selected.includes(dish._id);
              return (
                <label
                  key={dish._id}
                  className={`flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/30 ${
                    checked
                      ? 'border-primary bg-primary text-white'
                      : 'border-line bg-cream text-ink hover:border-primary/50'
                  }`}
                >
                  <input type="checkbox" className="sr-only" checked={checked} onChange={() => onToggle(dish._id)} />
                  {checked ? <Check className="size-4" aria-hidden="true" /> : null}
                  {dish.name}
                  <span className={checked ? 'text-orange-50' : 'text-muted'}>{formatRupees(dish.selling_price)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/**
 * Add thali (spec 2, 3): photo, category, name, cost, selling and actual price, description, the optional
 * name and description in Hindi (issue 16, D62) and the dishes it holds; checked by the server's schema. 'Create Thali' sends the fixed hours and rating,
 * toasts 'Thali added successfully' and resets every field and selection.
 */
export function AddThaliPage() {
  const createMeal = useCreateMeal();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors },
  } = useForm<ThaliFormValues, unknown, ThaliFormOutput>({
    resolver: zodResolver(thaliFormSchema),
    defaultValues: EMPTY,
  });
  const imageUrl = useWatch({ control, name: 'img_url' })?.[0] ?? null;
  const selected = useWatch({ control, name: 'dishes' }) ?? [];

  const submit = handleSubmit((values) =>
    createMeal.mutate(
      {
        ...values,
        start_hour: THALI_START_HOUR,
        end_hour: THALI_END_HOUR,
        rating: THALI_RATING,
        date: new Date().toISOString(),
      },
      {
        onSuccess: () => {
          toast.success(m.thaliAdded());
          reset(EMPTY);
        },
      },
    ),
  );

  function toggleDish(dishId: string) {
    setValue('dishes', selected.includes(dishId) ? selected.filter((id) => id !== dishId) : [...selected, dishId], {
      shouldDirty: true,
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 px-4 pt-5">
      <h1 className="font-display text-3xl font-bold text-ink">{m.addThali()}</h1>
      <ImageUploadField
        url={imageUrl}
        error={errors.img_url?.message ?? errors.img_url?.[0]?.message}
        onUploaded={({ url, key }) => {
          setValue('img_url', [url], { shouldValidate: true });
          setValue('asset_aws_key', key);
        }}
        onClear={() => {
          setValue('img_url', []);
          setValue('asset_aws_key', null);
        }}
      />
      <SelectField
        label={m.category()}
        placeholder={m.chooseACategory()}
        options={THALI_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
        registration={register('category')}
        error={errors.category}
      />
      <TextField
        label={m.name()}
        placeholder={m.thaliNameExample()}
        registration={register('name')}
        error={errors.name}
      />
      <HindiNameField
        placeholder={m.thaliNameHindiExample()}
        registration={register('name_hi')}
        error={errors.name_hi}
      />
      <div className="grid grid-cols-3 gap-2">
        <PriceField label={m.costPrice()} registration={register('cost_price')} error={errors.cost_price} />
        <PriceField label={m.sellingPrice()} registration={register('selling_price')} error={errors.selling_price} />
        <PriceField label={m.actualPrice()} registration={register('actual_price')} error={errors.actual_price} />
      </div>
      <TextAreaField
        label={m.description()}
        placeholder={m.whatComesInTheThali()}
        registration={register('description')}
        error={errors.description}
      />
      <HindiDescriptionField registration={register('description_hi')} error={errors.description_hi} />
      <section aria-labelledby="thali-dishes">
        <h2 id="thali-dishes" className="mb-2 text-sm font-medium text-ink">
          {/* eslint-disable-next-line no-restricted-syntax -- a heading, then its count in brackets: two phrases */}
          {m.dishesInThisThali()}{' '}
          {selected.length ? (
            <span className="text-muted">
              {selected.length === 1 ? m.oneDishChosen() : m.dishesChosen({ count: selected.length })}
            </span>
          ) : null}
        </h2>
        <DishPicker selected={selected} onToggle={toggleDish} />
        {errors.dishes?.message ? <p className="mt-1 text-sm text-red-600">{errors.dishes.message}</p> : null}
      </section>
      <Button type="submit" block className="min-h-12 text-base" disabled={createMeal.isPending}>
        {createMeal.isPending ? m.creating() : m.createThali()}
      </Button>
    </form>
  );
}
