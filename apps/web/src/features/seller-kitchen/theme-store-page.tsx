import { Check, Flame, Moon, Sparkles, type LucideIcon } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';

type Theme = { name: string; blurb: string; icon: LucideIcon; background: string };

/** Three festive looks, drawn with CSS gradients only (spec 2 'Theme Store': static cards). */
const themes = (): readonly Theme[] => [
  {
    name: m.diwali(),
    blurb: m.diwaliBlurb(),
    icon: Flame,
    background:
      'radial-gradient(circle at 20% 30%, rgba(253,224,71,0.85) 0 6%, transparent 7%), radial-gradient(circle at 75% 65%, rgba(251,146,60,0.8) 0 5%, transparent 6%), radial-gradient(circle at 55% 20%, rgba(254,240,138,0.7) 0 3%, transparent 4%), linear-gradient(135deg, #312e81 0%, #7c2d12 70%, #c2410c 100%)',
  },
  {
    name: m.holi(),
    blurb: m.holiBlurb(),
    icon: Sparkles,
    background:
      'radial-gradient(circle at 15% 25%, #ec4899 0 18%, transparent 36%), radial-gradient(circle at 80% 20%, #facc15 0 16%, transparent 34%), radial-gradient(circle at 30% 85%, #22c55e 0 16%, transparent 34%), radial-gradient(circle at 85% 80%, #3b82f6 0 18%, transparent 36%), linear-gradient(135deg, #f97316, #a855f7)',
  },
  {
    name: m.eid(),
    blurb: m.eidBlurb(),
    icon: Moon,
    background:
      'radial-gradient(circle at 78% 28%, #065f46 0 11%, transparent 12%), radial-gradient(circle at 72% 32%, #fef3c7 0 11%, transparent 12%), radial-gradient(circle at 20% 70%, rgba(253,230,138,0.8) 0 1.5%, transparent 2%), radial-gradient(circle at 35% 25%, rgba(253,230,138,0.8) 0 1.2%, transparent 2%), linear-gradient(160deg, #064e3b 0%, #065f46 55%, #0f766e 100%)',
  },
];

/** The Theme Store (spec 2): a 'Festivals' heading and three static theme cards, the first active. */
export function ThemeStorePage() {
  return (
    <div className="px-4 pt-5">
      <h1 className="font-display text-3xl font-bold text-ink">{m.themeStore()}</h1>
      <h2 className="mt-5 text-lg font-semibold text-ink">{m.festivals()}</h2>
      <ul className="mt-3 space-y-4">
        {themes().map(({ name, blurb, icon: Icon, background }, index) => {
          const active = index === 0;
          return (
            <li
              key={name}
              className={`overflow-hidden rounded-3xl bg-white shadow-md ring-1 ${active ? 'ring-2 ring-primary' : 'ring-line/70'}`}
            >
              <div className="relative h-36" style={{ background }} aria-hidden="true">
                <Icon className="absolute bottom-3 left-4 size-9 text-white/90 drop-shadow" />
              </div>
              <div className="flex items-center gap-3 p-4">
                <div className="flex-1">
                  <p className="font-semibold text-ink">{name}</p>
                  <p className="text-sm text-muted">{blurb}</p>
                </div>
                {active ? (
                  <span className="flex items-center gap-1 rounded-full bg-green-50 px-3 py-1 text-xs font-bold text-veg">
                    <Check className="size-3.5" aria-hidden="true" /> {m.active()}
                  </span>
                ) : (
                  <span className="rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-muted">
                    {m.available()}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
