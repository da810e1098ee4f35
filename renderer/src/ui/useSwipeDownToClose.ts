import { useRef, type TouchEvent } from 'react';
import { SWIPE_CLOSE_PX } from '@shared/constants';
import { MEDIA, useMediaQuery } from './useMediaQuery';

/** Whether a touch that moved from startY to endY is a downward swipe that closes (more than 70 px, spec networking §9). */
export const isSwipeDownClose = (startY: number, endY: number): boolean => endY - startY > SWIPE_CLOSE_PX;

/**
 * Touch handlers for a modal's content: on mobile, where a modal is a full page, a downward swipe
 * of more than 70 px closes it (spec networking §2). A swipe that starts while the page is
 * scrolled down scrolls it instead.
 */
export function useSwipeDownToClose(onClose: () => void) {
  const isMobile = useMediaQuery(MEDIA.mobile);
  const startY = useRef<number | null>(null);
  if (!isMobile) return {};
  return {
    onTouchStart: (e: TouchEvent<HTMLElement>) => {
      const scroller = e.currentTarget.closest('[role="dialog"]');
      const touch = e.touches[0];
      startY.current = touch && (scroller?.scrollTop ?? 0) <= 0 ? touch.clientY : null;
    },
    onTouchEnd: (e: TouchEvent<HTMLElement>) => {
      const touch = e.changedTouches[0];
      if (startY.current !== null && touch && isSwipeDownClose(startY.current, touch.clientY)) onClose();
      startY.current = null;
    },
  };
}
