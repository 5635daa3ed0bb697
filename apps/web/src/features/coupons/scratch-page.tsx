import { Sparkles } from 'lucide-react';

/** The scratch card route (spec 2). A placeholder: scratch cards come with the coupons issue. */
export function ScratchPage() {
  return (
    <section aria-labelledby="scratch-title" className="flex flex-col items-center px-6 pt-12 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-primary-soft text-primary">
        <Sparkles className="size-10" aria-hidden="true" />
      </span>
      <h1 id="scratch-title" className="mt-5 font-display text-2xl font-bold text-ink">
        Scratch cards
      </h1>
      <p className="mt-2 max-w-xs text-muted">Scratch cards arrive together with coupons. Check back soon!</p>
    </section>
  );
}
