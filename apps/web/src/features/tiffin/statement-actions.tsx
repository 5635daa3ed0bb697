import { useState } from 'react';
import { Download } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { useKitchenName } from '../../api/kitchen-name.ts';
import { toastError } from '../../lib/toast.ts';
import { ShareButton } from '../../ui/share-button.tsx';
import { saveFile } from '../../lib/save-file.ts';
import { downloadStatementPdf, shareStatement } from './api/statement-files.ts';
import { monthText } from './tiffin-texts.ts';

/**
 * The statement's 'Download PDF' and 'Share' (issue 26, docs/decisions/0093). The PDF comes with the
 * session's bearer header (the API takes no cookie), so it is fetched and saved through an object URL.
 * 'Share' makes a link that opens the month without login for 30 days, then the phone's share sheet, or,
 * where the browser has none, copies the link and says so.
 */
export function StatementActions({ month }: { month: string }) {
  const kitchen = useKitchenName();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadStatementPdf(month), `statement-${month}.pdf`);
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(false);
    }
  };

  const request = async () => {
    const { url } = await shareStatement(month);
    const words = monthText(month);
    return {
      title: m.statementShareTitle({ kitchen, month: words }),
      text: m.statementShareText({ month: words }),
      url,
    };
  };

  return (
    <div className="mt-3 grid grid-cols-2 gap-2">
      <button
        type="button"
        onClick={() => void download()}
        aria-busy={downloading}
        disabled={downloading}
        className="flex min-h-11 items-center justify-center gap-2 rounded-xl border border-primary px-3 font-semibold text-primary"
      >
        <Download className="size-5" aria-hidden="true" />
        {m.statementDownloadPdf()}
      </button>
      <ShareButton
        request={request}
        copiedMessage={m.statementLinkCopied()}
        className="border border-primary px-3 text-primary"
      >
        {m.statementShare()}
      </ShareButton>
    </div>
  );
}
