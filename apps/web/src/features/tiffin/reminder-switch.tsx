import { m } from '@rasoi/domain/i18n/messages';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { usePlanReminders, useSetPlanReminders } from './api/plan-reminders.ts';

/**
 * The household's opt-in to meal reminders on My tiffin (issue 26, docs/decisions/0095): a switch 'Remind me
 * the evening before, with the time skipping closes', off until turned on, for every subscription of the
 * household (the choice is one per household, kept on the server). Disabled while the choice loads.
 */
export function ReminderSwitch() {
  const { data, isPending } = usePlanReminders(true);
  const change = useSetPlanReminders();
  return (
    <div className="mt-4 rounded-2xl bg-white px-4 py-1 ring-1 ring-line">
      <ToggleSwitch
        checked={data?.evening_before ?? false}
        disabled={isPending}
        label={m.tiffinRemindMe()}
        onChange={(on) => change.mutate(on)}
      />
    </div>
  );
}
