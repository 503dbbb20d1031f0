// Process: renderer. Everything the reader needs while signed in, on every screen: reader events subscribed,
// the keyboard-wedge listener, scans routed to the active screen, sounds, and a short flash in the corner.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectReaderHookups } from '../../store/selectors/reader';
import { useKeyboardWedge } from './use-keyboard-wedge';
import { useReaderFeedback } from './use-reader-feedback';
import { useScanRouter } from './use-scan-router';

const FLASH_TEXT = {
  new: 'New item',
  duplicate: 'Already read',
  unknown: 'Unknown code',
  // A reader fault or a scan refused (a finalized count): the words on screen say which.
  error: 'Error',
} as const;

export function ReaderHookups() {
  const { watchReader, wedge, ingestScan } = useApp(useShallow(selectReaderHookups));
  useEffect(() => watchReader(), [watchReader]);
  useKeyboardWedge(wedge, (text) => void ingestScan(text));
  useScanRouter();
  const flash = useReaderFeedback();
  if (!flash) return null;
  // Keyed by time so each flash restarts the CSS animation.
  return (
    <div
      key={flash.at}
      className={`reader-flash reader-flash-${flash.kind}`}
      data-flash={flash.kind}
      aria-hidden="true"
    >
      {FLASH_TEXT[flash.kind]}
    </div>
  );
}
