import { m } from '@rasoi/domain/i18n/messages';
/** A small bouncing-dots loading animation with an accessible label. */
export function LoadingDots({ label = m.loading() }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center gap-1.5 py-6">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2.5 animate-bounce rounded-full bg-primary"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
