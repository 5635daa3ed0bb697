import { API_BASE_PATH } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { MENU_PICTURE_PATH, SHARED_MENU_PATH } from '@rasoi/domain/share';
import { ShareButton } from '../../ui/share-button.tsx';
import { useKitchenName } from '../kitchen/index.ts';

/**
 * 'Share today's menu' on the seller's dashboard (issue 15, D58): the portrait menu picture the server
 * makes, the kitchen's title and the /menu/today link, whose preview in a chat shows the wide picture.
 */
export function ShareMenuButton() {
  const kitchen = useKitchenName();
  return (
    <div className="mt-3">
      <ShareButton
        className="w-full bg-white text-primary ring-1 ring-line hover:bg-primary-soft"
        request={() => ({
          title: m.shareMenuTitle({ kitchen }),
          text: m.shareMenuText({ kitchen }),
          url: `${window.location.origin}${SHARED_MENU_PATH}`,
          picture: { url: `${API_BASE_PATH}${MENU_PICTURE_PATH}?layout=portrait`, fileName: 'todays-menu.png' },
        })}
      >
        {m.shareTodaysMenu()}
      </ShareButton>
    </div>
  );
}
