// Process: renderer. The Receiving area: the receipts list (with this PC's drafts), one receipt read-only, or the
// open draft. Subscribes to main's draft pushes while shown and reloads the lists when the working store changes.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { DraftScreen } from './DraftScreen';
import { ReceiptsScreen } from './ReceiptsScreen';
import { ReceiptView } from './ReceiptView';
// The shared sheet first: the feature's own rules refine it.
import '../../shared/screens.css';
import './receiving.css';
import { selectReceivingArea } from '../../store/selectors/receiving';

export function ReceivingArea() {
  const { screen, watchReceiving, showReceipts, storeId, shownStoreId } = useApp(useShallow(selectReceivingArea));
  useEffect(() => watchReceiving(), [watchReceiving]);
  // Coming back to the area keeps the open draft or receipt; another store (other receipts, drafts and vendors)
  // goes back to its list. Only the working store matters here, not every change of the shown one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownStoreId is read at mount and on a store change
  useEffect(() => {
    if (storeId && shownStoreId !== storeId) showReceipts();
  }, [storeId, showReceipts]);
  return screen === 'draft' ? <DraftScreen /> : screen === 'receipt' ? <ReceiptView /> : <ReceiptsScreen />;
}
