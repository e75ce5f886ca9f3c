import { useEffect } from 'react';
import { tabTitle } from './brand';
import { useUnread } from './unread';

/** Sets the tab title for a view, with the unread count in front. */
export function useTitle(view: string) {
  const { unread } = useUnread();
  useEffect(() => {
    document.title = tabTitle(view, unread);
  }, [view, unread]);
}
