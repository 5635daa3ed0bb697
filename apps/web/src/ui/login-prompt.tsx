import { LogIn } from 'lucide-react';
import { useUi } from '../lib/ui-store.ts';
import { Button } from './button.tsx';
import { m } from '@rasoi/domain/i18n/messages';

type LoginPromptProps = { title?: string; message: string };

/** Shown instead of a page that needs a customer (spec 6): a short reason and a Login button. */
export function LoginPrompt({ title = m.pleaseLogIn(), message }: LoginPromptProps) {
  const openOverlay = useUi((state) => state.openOverlay);
  return (
    <div className="mx-auto mt-10 flex max-w-sm flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-lg shadow-primary/5 ring-1 ring-line">
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
        <LogIn className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink">{title}</h2>
      <p className="mt-2 text-sm text-muted">{message}</p>
      <Button className="mt-6 min-w-40" onClick={() => openOverlay('login')}>
        {m.login()}
      </Button>
    </div>
  );
}
