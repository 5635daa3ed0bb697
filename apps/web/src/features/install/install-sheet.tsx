import { useId, type ReactNode } from 'react';
import { EllipsisVertical, Share, SquarePlus } from 'lucide-react';
import { useUi } from '../../lib/ui-store.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { Button } from '../../ui/button.tsx';
import { RichMessage } from '../../ui/rich-message.tsx';
import { runsInstalled, useInstall } from '../../lib/install-store.ts';
import { m } from '@rasoi/domain/i18n/messages';

function Step({ children }: { children: ReactNode }) {
  return <li className="flex items-center gap-2 text-sm text-ink">{children}</li>;
}

const key = 'inline-flex items-center gap-1 rounded-lg bg-primary-soft px-2 py-0.5 font-semibold text-primary-dark';

/**
 * The 'install' overlay (issue 5; spec 2 'Profile' Download app): how to add Rasoi to the home screen
 * where the browser offers no install prompt: iPhone (Safari's Share, then Add to Home Screen) and
 * Android (the browser menu, then Install app). Says so when the app already runs installed.
 */
export function InstallSheet() {
  const titleId = useId();
  const closeOverlay = useUi((state) => state.closeOverlay);
  const installed = useInstall((state) => state.installed) || runsInstalled();

  return (
    <BottomSheet
      titleId={titleId}
      title={installed ? m.rasoiIsInstalled() : m.addRasoiToYourHome()}
      onClose={closeOverlay}
      footer={
        <Button block onClick={closeOverlay}>
          {m.gotIt()}
        </Button>
      }
    >
      {installed ? (
        <p className="py-2 text-sm text-muted">{m.openRasoiFromYourHome()}</p>
      ) : (
        <div className="space-y-4 py-1">
          <p className="text-sm text-muted">{m.openRasoiLikeAnApp()}</p>
          <section aria-labelledby={`${titleId}-ios`} className="rounded-2xl bg-cream p-4 ring-1 ring-line">
            <h3 id={`${titleId}-ios`} className="mb-2 font-semibold text-ink">
              {m.iphoneSafari()}
            </h3>
            <ol className="space-y-2">
              <Step>
                <RichMessage
                  message={m.installStepTapButton}
                  parts={{
                    button: (
                      <span className={key}>
                        <Share className="size-4" aria-hidden="true" /> {m.share()}
                      </span>
                    ),
                  }}
                />
              </Step>
              <Step>
                <RichMessage
                  message={m.installStepChooseButton}
                  parts={{
                    button: (
                      <span className={key}>
                        <SquarePlus className="size-4" aria-hidden="true" /> {m.addToHomeScreen()}
                      </span>
                    ),
                  }}
                />
              </Step>
            </ol>
          </section>
          <section aria-labelledby={`${titleId}-android`} className="rounded-2xl bg-cream p-4 ring-1 ring-line">
            <h3 id={`${titleId}-android`} className="mb-2 font-semibold text-ink">
              {m.androidChrome()}
            </h3>
            <ol className="space-y-2">
              <Step>
                <RichMessage
                  message={m.installStepTapMenuButton}
                  parts={{
                    button: (
                      <span className={key}>
                        <EllipsisVertical className="size-4" aria-hidden="true" />
                        <span className="sr-only">{m.threeDots()}</span>
                      </span>
                    ),
                  }}
                />
              </Step>
              <Step>
                <RichMessage
                  message={m.installStepChooseButton}
                  parts={{ button: <span className={key}>{m.installApp()}</span> }}
                />
              </Step>
            </ol>
          </section>
        </div>
      )}
    </BottomSheet>
  );
}
