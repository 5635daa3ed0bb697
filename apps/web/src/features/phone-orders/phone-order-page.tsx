import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { Dish, KitchenData, Meal } from '@rasoi/domain/api';
import { computeBill } from '@rasoi/domain/bill';
import { itemsOnMenu } from '@rasoi/domain/day-menu-rule';
import { dietBodyOf, dietNoteProblem, NO_DIET_CHOICE, type DietChoice } from '@rasoi/domain/diet';
import { m } from '@rasoi/domain/i18n/messages';
import { phoneOrderFormSchema, type PhoneOrderForm } from '@rasoi/domain/phone-order';
import { dateAfter } from '@rasoi/domain/slots';
import { BillDetails } from '../../ui/bill-details.tsx';
import { Button } from '../../ui/button.tsx';
import { DietNotesFields } from '../../ui/diet-notes-fields.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { toast } from '../../lib/toast.ts';
import { SocietyTowerFields } from '../../ui/society-tower-fields.tsx';
import { useKitchen } from '../../api/get-kitchen.ts';
import { availableAddons, shownMeals } from '../../lib/menu-items.ts';
import { useDishes } from '../../api/get-dishes.ts';
import { useMeals } from '../../api/get-meals.ts';
import { useSlotMenu } from '../../api/get-slot-menu.ts';
import { useDaySlots } from '../../api/day-slots.ts';
import { usePlacePhoneOrder } from './api/place-phone-order.ts';
import { TextField } from '../../ui/form-fields.tsx';
import { PhoneOrderItems, type Quantities } from './phone-order-items.tsx';
import { PhoneOrderSlotPicker } from './phone-order-slot-picker.tsx';

const card = 'space-y-4 rounded-3xl bg-white p-4 ring-1 ring-line';

/**
 * 'New phone order' (issue 14), from the seller's Orders page: an order a customer gave by phone or
 * WhatsApp. The customer's mobile number, the delivery address (the kitchen's societies and towers
 * offered), thalis and add-ons with quantities (GET /meal, GET /dish), the slot (GET /slots, today and
 * the next day; once chosen, only what its day menu offers is listed), the customer's notes for the kitchen
 * (issue 15, D55), the bill by the domain's computeBill; POST /order/phone places it as theirs, marked as
 * the kitchen's, then a toast and back to `ordersPath`.
 */
export function PhoneOrderPage({ ordersPath }: { ordersPath: string }) {
  const kitchen = useKitchen();
  const meals = useMeals();
  const dishes = useDishes();
  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.phoneOrderTitle()}</h1>
      <p className="mt-1 text-sm text-muted">{m.phoneOrderHint()}</p>
      {kitchen && meals.data && dishes.data ? (
        <PhoneOrderFormView
          kitchen={kitchen}
          meals={shownMeals(meals.data).filter((meal) => meal.is_active)}
          addons={availableAddons(dishes.data)}
          ordersPath={ordersPath}
        />
      ) : (
        <LoadingDots label={m.phoneOrderLoading()} />
      )}
    </div>
  );
}

function PhoneOrderFormView({
  kitchen,
  meals,
  addons,
  ordersPath,
}: {
  kitchen: KitchenData;
  meals: Meal[];
  addons: Dish[];
  ordersPath: string;
}) {
  const navigate = useNavigate();
  const place = usePlacePhoneOrder();
  const [quantities, setQuantities] = useState<Quantities>({});
  const [slotId, setSlotId] = useState<string | null>(null);
  // What the customer asked the kitchen for on the phone (issue 15, D55); not remembered: each caller differs.
  const [diet, setDiet] = useState<DietChoice>(NO_DIET_CHOICE);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PhoneOrderForm>({
    resolver: zodResolver(phoneOrderFormSchema),
    defaultValues: {
      mobile: '',
      reciever_name: '',
      flat_number: '',
      tower_number: '',
      society: kitchen.societies.length === 1 ? kitchen.societies[0]!.name : '',
      locality: '',
      pincode: kitchen.serviceable_pincodes[0] ?? '',
    },
  });
  const society = useWatch({ control, name: 'society' });

  const today = useDaySlots(undefined);
  const next = useDaySlots(today.data ? dateAfter(today.data.date, 1) : undefined, { enabled: !!today.data });
  const slots = [...(today.data?.slots ?? []), ...(next.data?.slots ?? [])];
  const anyOpen = slots.some((slot) => slot.state === 'open');

  // The chosen slot's day menu (issue 14): only what it offers can be ordered, as the server decides.
  const offered = itemsOnMenu(useSlotMenu(slotId).data, meals, addons);
  const lines = (items: readonly (Meal | Dish)[]) =>
    items.filter((item) => (quantities[item._id] ?? 0) > 0).map((item) => ({ item, quantity: quantities[item._id]! }));
  const mealLines = lines(offered.meals);
  const addonLines = lines(offered.dishes);
  const bill = computeBill(
    [...mealLines, ...addonLines].map(({ item, quantity }) => ({ price: item.selling_price, quantity })),
  );

  const submit = handleSubmit(({ mobile, ...address }) => {
    if (mealLines.length + addonLines.length === 0) return void toast.error(m.phoneOrderChooseItems());
    if (anyOpen && !slotId) return void toast.error(m.phoneOrderChooseSlot());
    const noteProblem = dietNoteProblem(diet.note);
    if (noteProblem) return void toast.error(noteProblem);
    const dietBody = dietBodyOf(diet);
    place.mutate(
      {
        mobile,
        address,
        meals: mealLines.map(({ item, quantity }) => ({ meal_id: item._id, quantity })),
        dishes: addonLines.map(({ item, quantity }) => ({ dish_id: item._id, quantity })),
        ...(slotId ? { slot_id: slotId } : {}),
        ...(dietBody ? { diet: dietBody } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer === 'queued' ? m.phoneOrderQueued() : m.phoneOrderPlaced());
          navigate(ordersPath);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <section aria-label={m.phoneOrderCustomer()} className={card}>
        <TextField
          label={m.phoneOrderCustomerMobile()}
          type="tel"
          inputMode="tel"
          placeholder={m.mobileNumberPlaceholder()}
          registration={register('mobile')}
          error={errors.mobile}
        />
        <TextField label={m.receiverName()} registration={register('reciever_name')} error={errors.reciever_name} />
      </section>
      <section aria-label={m.phoneOrderAddress()} className={card}>
        <TextField
          label={m.flatNumberBuildingName()}
          registration={register('flat_number')}
          error={errors.flat_number}
        />
        <SocietyTowerFields
          societies={kitchen.societies}
          society={society}
          registrations={{ society: register('society'), tower: register('tower_number') }}
          errors={{ society: errors.society, tower: errors.tower_number }}
          placeholders={{ society: m.phoneOrderSelectSociety(), tower: m.phoneOrderSelectTower() }}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={m.locality()} registration={register('locality')} error={errors.locality} />
          <TextField
            label={m.pincode()}
            inputMode="numeric"
            registration={register('pincode')}
            error={errors.pincode}
          />
        </div>
      </section>
      <PhoneOrderItems
        title={m.thalis()}
        items={offered.meals}
        quantities={quantities}
        onChange={(id, quantity) => setQuantities((current) => ({ ...current, [id]: quantity }))}
      />
      <PhoneOrderItems
        title={m.addons()}
        items={offered.dishes}
        quantities={quantities}
        onChange={(id, quantity) => setQuantities((current) => ({ ...current, [id]: quantity }))}
      />
      <section aria-label={m.dietTitle()} className={card}>
        <DietNotesFields value={diet} onChange={setDiet} />
      </section>
      {today.data ? (
        <PhoneOrderSlotPicker slots={slots} today={today.data.date} chosen={slotId} onChoose={setSlotId} />
      ) : null}
      <section className="rounded-3xl bg-white p-4 ring-1 ring-line">
        <BillDetails bill={bill} />
      </section>
      <Button type="submit" block className="min-h-12 text-base" disabled={place.isPending}>
        {m.phoneOrderSubmit()}
      </Button>
    </form>
  );
}
