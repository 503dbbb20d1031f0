// Process: renderer. The counts area's shortcuts that act on the store alone (the ones that open an inline form
// or download a file are bound by their component): Alt+N a new session (from the counting or review screen; the
// sessions list binds its own), Alt+B back to the sessions, Alt+R review / back to counting,
// Alt+Y finalize anyway after a refusal, Alt+Z confirm every missing item of the scope as zero (the Missing panel
// asks first, with the number), Alt+I ignore the first open unknown, Alt+M move the unsent changes of a session
// locked elsewhere to a new session, Alt+O open that session.
import type { KeyBinding } from '../../shared/keys';
import type { AppState } from '../../store/types';

export function countStoreKeys(st: AppState): KeyBinding[] {
  const session = st.countSession;
  if (!session || st.countsScreen === 'sessions') return [];
  const editable = !session.readOnly;
  const review = st.countsScreen === 'review';
  const firstOpen = st.countUnknowns.find((u) => u.state === 'open');
  const missing = st.countMissing && !st.countMissing.blind ? st.countMissing.items : [];
  const movedTo = session.movedTo;
  return [
    { keys: 'Alt+N', run: st.askNewCountSession },
    { keys: 'Alt+B', run: st.closeCountSession },
    {
      keys: 'Alt+R',
      run: () => st.showCountsScreen(review ? 'counting' : 'review'),
      when: !review || editable,
    },
    {
      keys: 'Alt+Y',
      run: () => void st.finalizeCount(true),
      when: review && editable && st.countFinalize?.ok === false && st.countFinalize.anyway,
    },
    {
      keys: 'Alt+Z',
      // Asks first: the Missing panel says how many items of the scope it sets.
      run: () => st.askCountZeroAll(true),
      when: review && editable && missing.length > 0,
    },
    {
      keys: 'Alt+I',
      run: () => firstOpen && void st.ignoreCountUnknown(firstOpen.code),
      when: editable && !!firstOpen,
    },
    {
      keys: 'Alt+M',
      run: () => void st.moveCountUnsent(),
      when: !!session.locked && session.locked.unsentLines > 0 && !movedTo,
    },
    { keys: 'Alt+O', run: () => movedTo && void st.openCountSession(movedTo), when: !!movedTo },
  ];
}
