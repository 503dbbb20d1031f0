// Process: renderer. The Transfers area: the list (new transfer, this PC's drafts, the transfers sent to this store),
// packing and sending a draft, or receiving an incoming transfer. Subscribes to main's reader pushes while shown and
// goes back to the list when the working store changes.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectTransfersArea } from '../../store/selectors/transfers';
import { ReceiveScreen } from './ReceiveScreen';
import { SendScreen } from './SendScreen';
import { TransfersList } from './TransfersList';
import '../../shared/screens.css';
import './transfers.css';

export function TransfersArea() {
  const { screen, storeId, watch, show } = useApp(useShallow(selectTransfersArea));
  useEffect(() => watch(), [watch]);
  useEffect(() => {
    if (storeId) void show();
  }, [storeId, show]);
  return screen === 'send' ? <SendScreen /> : screen === 'receive' ? <ReceiveScreen /> : <TransfersList />;
}
