// Process: renderer. Start and stop the reader from the screen that counts its reads: the configured readers (serial,
// HID, the demo simulator; the main one and any others set up beside it) connect or disconnect together; with only a keyboard scanner set up, the demo service offers its
// simulator and a real service offers the reader settings. A button, not a hint.
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectReaderControl } from '../../store/selectors/reader';

export function ReaderControl() {
  const { state, source, extras, busy, demo, connect, disconnect, startSimulator, setArea } = useApp(
    useShallow(selectReaderControl),
  );
  if (state !== 'idle' && state !== 'error')
    return (
      <button type="button" className="reader-control" disabled={busy} onClick={() => void disconnect()}>
        Stop the reader
      </button>
    );
  if (source !== 'wedge-only' || extras > 0)
    return (
      <button type="button" className="reader-control primary" disabled={busy} onClick={() => void connect()}>
        Start the reader
      </button>
    );
  if (demo)
    return (
      <button type="button" className="reader-control primary" disabled={busy} onClick={() => void startSimulator()}>
        Start the demo reader
      </button>
    );
  return (
    <button type="button" className="reader-control" onClick={() => setArea('settings')}>
      Set up a reader…
    </button>
  );
}
