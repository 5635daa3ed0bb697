import { m } from '@rasoi/domain/i18n/messages';
/** The Indian vegetarian mark: a green dot in a green square (spec 2 'vegetarian icon'). */
export function VegMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" role="img" aria-label={m.vegetarian()} className={`size-4 shrink-0 ${className}`}>
      <rect x="1" y="1" width="14" height="14" rx="2" fill="white" stroke="var(--color-veg)" strokeWidth="1.6" />
      <circle cx="8" cy="8" r="3.6" fill="var(--color-veg)" />
    </svg>
  );
}
