// Process: renderer. The label printer this PC prints to (tcp://host:9100 for a Zebra on the network, file:<path>
// for a USB device or a label file *.zpl chosen here) and the GS1 company prefix length of the store's GTINs; both
// kept and checked by main. Below it, the store's label template (LabelLayoutForm).
import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectPrinterSetup } from '../../store/selectors/encode';
import { LabelLayoutForm } from './LabelLayoutForm';

export function PrinterSetup() {
  const { settings, save, busy } = useApp(useShallow(selectPrinterSetup));
  const [printer, setPrinter] = useState(settings?.printer ?? '');
  const [prefix, setPrefix] = useState(settings?.companyPrefixLength ? String(settings.companyPrefixLength) : '');
  const [touched, setTouched] = useState(false);
  const id = useId();
  // Main's values fill the form when they arrive, unless the user has started typing (theirs win).
  useEffect(() => {
    if (touched) return;
    setPrinter(settings?.printer ?? '');
    setPrefix(settings?.companyPrefixLength ? String(settings.companyPrefixLength) : '');
  }, [settings, touched]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(false);
    void save({
      ...(printer.trim() ? { printer: printer.trim() } : {}),
      ...(prefix ? { companyPrefixLength: Number(prefix) } : {}),
    });
  };
  return (
    <>
      <form className="printer-setup" onSubmit={submit}>
        <label htmlFor={`${id}-printer`}>Label printer</label>
        <input
          id={`${id}-printer`}
          value={printer}
          placeholder="tcp://printer:9100"
          onChange={(e) => {
            setTouched(true);
            setPrinter(e.target.value);
          }}
          spellCheck={false}
        />
        <label htmlFor={`${id}-prefix`}>Company prefix digits</label>
        <input
          id={`${id}-prefix`}
          className="narrow"
          inputMode="numeric"
          value={prefix}
          placeholder="7"
          onChange={(e) => {
            setTouched(true);
            setPrefix(e.target.value.replace(/\D/g, ''));
          }}
        />
        <button type="submit" disabled={busy}>
          Save printer
        </button>
      </form>
      <LabelLayoutForm />
    </>
  );
}
