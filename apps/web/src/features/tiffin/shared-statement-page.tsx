import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { m } from '@rasoi/domain/i18n/messages';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { dateWord } from '@rasoi/domain/slot-words';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { accountKeys } from '../../api/query-keys.ts';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { getSharedStatement } from './api/statement-files.ts';
import { StatementSheet } from './statement-sheet.tsx';
import { monthText } from './tiffin-texts.ts';

/**
 * A shared statement (issue 26, docs/decisions/0093; GET /statements/{token}): the month's statement a
 * household shared, read-only and without login: whose and from which kitchen, the statement, and until
 * when the link works. A link not valid (made up, altered, expired) shows the server's sentence.
 */
export function SharedStatementPage() {
  const { token = '' } = useParams();
  const timeZone = useKitchenTimeZone();
  const { data, isPending, isError, error } = useQuery({
    queryKey: [...accountKeys.all, 'shared', token],
    queryFn: ({ signal }) => getSharedStatement(token, signal),
    retry: false,
  });

  return (
    <section className="px-4 pt-4 pb-8">
      {isPending ? (
        <LoadingDots label={m.statementLoadingShared()} />
      ) : isError ? (
        <>
          <h1 className="font-display text-3xl font-bold text-ink">{m.tiffinStatement()}</h1>
          <p role="alert" className="mt-5 rounded-3xl bg-white p-6 text-center text-ink ring-1 ring-line">
            {error.message || m.statementSharedLoadFailed()}
          </p>
        </>
      ) : (
        <>
          <h1 className="font-display text-3xl font-bold text-ink">
            {m.statementSharedHeading({ month: monthText(data.statement.month) })}
          </h1>
          <p className="mt-1 text-muted">
            {m.statementSharedFor({
              household: data.household.name ?? data.household.mobile,
              kitchen: data.kitchen_name,
            })}
          </p>
          <div className="mt-5 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line">
            <StatementSheet statement={data.statement} />
          </div>
          <p className="mt-3 text-sm text-muted">
            {m.statementSharedUntil({ day: dateWord(localDateAt(new Date(data.expires_at), timeZone)) })}
          </p>
        </>
      )}
    </section>
  );
}
