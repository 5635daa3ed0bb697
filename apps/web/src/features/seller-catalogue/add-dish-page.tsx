import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DISH_CATEGORIES, DISH_SUB_CATEGORIES } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { useCreateDish } from './api/create-dish.ts';
import { DISH_CATEGORY_LABELS } from '@rasoi/domain/dish-category-labels';
import { dishFormSchema, type DishFormOutput, type DishFormValues } from './catalogue-forms.ts';
import { PriceField, SelectField, TextAreaField, TextField } from '../../ui/form-fields.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { HindiDescriptionField, HindiNameField } from './hindi-fields.tsx';

const EMPTY: DishFormValues = {
  name: '',
  selling_price: '',
  description: '',
  category: '' as DishFormValues['category'],
  sub_category: 'regular',
  img_url: [],
  asset_aws_key: null,
  name_hi: '',
  description_hi: '',
};

const subCategoryLabels = (): Record<(typeof DISH_SUB_CATEGORIES)[number], string> => ({
  regular: m.regularDishes(),
  addon: m.addOn(),
});

/**
 * Add dish (spec 2, 3): one photo, category, sub-category, name, price and description, and the optional
 * name and description in Hindi (issue 16, D62), checked by the server's own schema; 'Create Dish' toasts 'Dish added successfully' and resets the form and photo.
 */
export function AddDishPage() {
  const createDish = useCreateDish();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors },
  } = useForm<DishFormValues, unknown, DishFormOutput>({ resolver: zodResolver(dishFormSchema), defaultValues: EMPTY });
  const imageUrl = useWatch({ control, name: 'img_url' })?.[0] ?? null;
  const subCategory = useWatch({ control, name: 'sub_category' });

  const submit = handleSubmit((values) =>
    createDish.mutate(values, {
      onSuccess: () => {
        toast.success(m.dishAdded());
        reset(EMPTY);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4 px-4 pt-5">
      <h1 className="font-display text-3xl font-bold text-ink">{m.addDish()}</h1>
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
        options={DISH_CATEGORIES.map((value) => ({ value, label: DISH_CATEGORY_LABELS[value]() }))}
        registration={register('category')}
        error={errors.category}
      />
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-ink">{m.subCategory()}</legend>
        <div className="grid grid-cols-2 gap-2">
          {DISH_SUB_CATEGORIES.map((value) => (
            <label
              key={value}
              className={`flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/30 ${
                subCategory === value
                  ? 'border-primary bg-primary-soft text-primary-dark'
                  : 'border-line bg-white text-muted'
              }`}
            >
              <input type="radio" value={value} className="sr-only" {...register('sub_category')} />
              {subCategoryLabels()[value]}
            </label>
          ))}
        </div>
        {errors.sub_category?.message ? (
          <p className="mt-1 text-sm text-red-600">{errors.sub_category.message}</p>
        ) : null}
      </fieldset>
      <TextField
        label={m.name()}
        placeholder={m.dishNameExample()}
        registration={register('name')}
        error={errors.name}
      />
      <HindiNameField
        placeholder={m.dishNameHindiExample()}
        registration={register('name_hi')}
        error={errors.name_hi}
      />
      <PriceField label={m.price()} registration={register('selling_price')} error={errors.selling_price} />
      <TextAreaField
        label={m.description()}
        placeholder={m.whatGoesIntoItHow()}
        registration={register('description')}
        error={errors.description}
      />
      <HindiDescriptionField registration={register('description_hi')} error={errors.description_hi} />
      <Button type="submit" block className="min-h-12 text-base" disabled={createDish.isPending}>
        {createDish.isPending ? m.creating() : m.createDish()}
      </Button>
    </form>
  );
}
