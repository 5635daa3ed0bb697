import { useState } from 'react';
import { UtensilsCrossed } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';

/** The item's first image (spec 3: img_url, the first is shown), or a plain tile without one. */
export function ItemThumb({ src, dimmed = false }: { src: string | undefined; dimmed?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  return src && failed !== src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(src)}
      className={`size-14 shrink-0 rounded-2xl bg-primary-soft object-cover ${dimmed ? 'opacity-50 grayscale' : ''}`}
    />
  ) : (
    <span
      className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary-soft text-primary"
      aria-hidden="true"
    >
      <UtensilsCrossed className="size-6" />
    </span>
  );
}

/** Small chips saying an item is hidden from customers or sold out (spec 4 'Item visibility'). */
export function VisibilityChips({ shown, active }: { shown: boolean; active: boolean }) {
  return (
    <>
      {!shown ? (
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-muted">
          {m.hidden()}
        </span>
      ) : null}
      {!active ? (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-red-700">
          {m.soldOut()}
        </span>
      ) : null}
    </>
  );
}
