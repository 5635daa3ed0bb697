import { API_BASE_PATH } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { MENU_PICTURE_PATH, SHARED_MENU_PATH } from '@rasoi/domain/share';
import { ShareButton } from '../../ui/share-button.tsx';
import { BASE_LOCALE } from '@rasoi/domain/locale';
import { useKitchen } from '../../api/get-kitchen.ts';
import { useKitchenName } from '../../api/kitchen-name.ts';

/**
 * 'Share today's menu' on the seller's dashboard (issue 15, D58): the portrait menu picture the server
 * makes, the kitchen's title and the /menu/today link, whose preview in a chat shows the wide picture.
 * The title and text are in the kitchen's language, as the picture is (issue 16, D62), whatever language
 * the seller's app is in; the button itself is in the app's.
 */
export function ShareMenuButton() {
  const kitchen = useKitchenName();
  const locale = useKitchen()?.language ?? BASE_LOCALE;
  return (
    <div className="mt-3">
      <ShareButton
        className="w-full bg-white text-primary ring-1 ring-line hover:bg-primary-soft"
        request={() => ({
          title: m.shareMenuTitle({ kitchen }, { locale }),
          text: m.shareMenuText({ kitchen }, { locale }),
          url: `${window.location.origin}${SHARED_MENU_PATH}`,
          picture: { url: `${API_BASE_PATH}${MENU_PICTURE_PATH}?layout=portrait`, fileName: 'todays-menu.png' },
        })}
      >
        {m.shareTodaysMenu()}
      </ShareButton>
    </div>
  );
}
