import { useEffect } from 'react';
import { supportChat } from './support-chat-store';

/** Shows or hides the support-chat widget when the calling screen opens. */
export function useSupportChatVisibility(isVisible: boolean): void {
  useEffect(() => {
    if (isVisible) supportChat.show();
    else supportChat.hide();
  }, [isVisible]);
}
