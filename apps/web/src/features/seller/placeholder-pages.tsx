import { Wallet, type LucideIcon } from 'lucide-react';
import { MESSAGES } from '@rasoi/domain/messages';

function Placeholder({ title, text, icon: Icon }: { title: string; text: string; icon: LucideIcon }) {
  return (
    <div className="px-4 pt-5">
      <h1 className="font-display text-3xl font-bold text-ink">{title}</h1>
      <div className="mt-6 flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-line/70">
        <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
          <Icon className="size-8" />
        </span>
        <p className="mt-4 font-medium text-muted">{text}</p>
      </div>
    </div>
  );
}

/** /seller/income: an empty placeholder for now (spec 2). */
export function IncomePage() {
  return <Placeholder title={MESSAGES.income} text={MESSAGES.yourEarningsWillShowHere} icon={Wallet} />;
}
