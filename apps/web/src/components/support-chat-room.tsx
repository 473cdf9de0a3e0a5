import { useSupportChat } from '../lib/support-chat-store';
import classes from './support-chat-room.module.css';

/**
 * The room a screen's content ends with while the support-chat button shows: as tall as the
 * button and its distance from the bottom, so that the last card or control scrolls clear of it.
 */
export function SupportChatRoom() {
  const { isVisible } = useSupportChat();
  if (!isVisible) return null;
  return <div className={classes.room} aria-hidden data-testid="support-chat-room" />;
}
