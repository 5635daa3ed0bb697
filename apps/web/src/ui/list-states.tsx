import { Inbox } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';

/** Placeholder rows while a saved list loads. */
export function ListSkeleton() {
  return (
    <ul className="space-y-3" aria-label={m.loading()}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-16 animate-pulse rounded-3xl bg-white ring-1 ring-line/70" />
      ))}
    </ul>
  );
}

/** The text a saved list shows when it has nothing to show (spec 2's empty texts). */
export function ListEmpty({ text }: { text: string }) {
  return (
    <div className="mt-2 flex flex-col items-center rounded-3xl border-2 border-dashed border-line px-6 py-10 text-center">
      <Inbox className="size-10 text-line" aria-hidden="true" />
      <p className="mt-3 font-medium text-muted">{text}</p>
    </div>
  );
}
