import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { useChatRooms } from '../hooks/useChatRooms';

/** The launcher's code loads once there is a room to show: most pages of most people have none. */
const FloatingLauncher = lazy(() =>
  import('./FloatingLauncher').then((m) => ({ default: m.FloatingLauncher })),
);

/**
 * The floating chat panel (spec core §2, networking §2): on tablet and desktop, not on /chat, a
 * button at the corner with the unread total opens my rooms and a small conversation. Shown once
 * I have a room: until then Chat on a person starts one. This part decides, from the rooms the
 * menus' unread badge reads already; it loads with the shell, so it uses the shell's strings only.
 */
export function FloatingChat() {
  const isMobile = useMediaQuery(MEDIA.mobile);
  const { pathname } = useLocation();
  const rooms = useChatRooms();
  if (isMobile || pathname === '/chat' || !rooms.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <FloatingLauncher rooms={rooms} />
    </Suspense>
  );
}
