import { dietBadges, isPlainDiet, type OrderDiet } from '@rasoi/domain/diet';

/**
 * An order's notes for the kitchen (issue 15, D55) as small badges ('Jain', 'Less spicy'...) and the
 * customer's note as plain text under them (React escapes it; the server refuses markup anyway). Nothing
 * for an order that asks for nothing, or one read from an event stored before the notes existed. Spans
 * only, so it fits inside a button (the seller's card header). Shown on the seller's order card, the
 * delivery run and the customer's order.
 */
export function DietNotes({ diet, className = '' }: { diet: OrderDiet | undefined; className?: string }) {
  if (!diet || isPlainDiet(diet)) return null;
  return (
    <span className={`flex flex-wrap items-center gap-1.5 ${className}`}>
      {dietBadges(diet).map((badge) => (
        <span
          key={badge}
          className="rounded-full bg-amber-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-amber-800 ring-1 ring-amber-200"
        >
          {badge}
        </span>
      ))}
      {diet.note ? <span className="block w-full text-sm break-words text-ink italic">{diet.note}</span> : null}
    </span>
  );
}
