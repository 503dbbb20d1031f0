// Process: renderer. The Counts area: the sessions list, and for the open session the counting screen or the
// review. Subscribes to main's count pushes while shown and reloads the list when the working store changes.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useKeys } from '../../shared/use-keys';
import { useApp, useAppGetter } from '../../store/context';
import { CountingScreen } from './CountingScreen';
import { countStoreKeys } from './count-keys';
// The shared sheet first: the feature's own rules refine it.
import '../../shared/screens.css';
import './counts.css';
import { selectCountsArea } from '../../store/selectors/counts';
import { ReviewScreen } from '../review/ReviewScreen';
import { PrintSheet } from './PrintSheet';
import { SessionsScreen } from './SessionsScreen';
import { useCountScanTarget } from './use-count-target';

export function CountsArea() {
  const { screen, watchCounts, loadCountSessions, storeId } = useApp(useShallow(selectCountsArea));
  const getState = useAppGetter();
  useKeys(() => countStoreKeys(getState()));
  useEffect(() => watchCounts(), [watchCounts]);
  useCountScanTarget();
  useEffect(() => {
    if (storeId) void loadCountSessions();
  }, [storeId, loadCountSessions]);
  return (
    <>
      {screen === 'counting' ? <CountingScreen /> : screen === 'review' ? <ReviewScreen /> : <SessionsScreen />}
      {screen !== 'sessions' && <PrintSheet />}
    </>
  );
}
