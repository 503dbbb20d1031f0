// Process: renderer. The "Locate" action wherever an item or a tag is shown (the lookup card, a missing item in the
// review, a tag in the tag reports): opens the Locate screen on it. Given a target it locates that; given only a
// SKU (a missing item's row) the store finds the item's GTIN in the catalog cache first.

import { useShallow } from 'zustand/react/shallow';
import type { LocateTarget } from '../../../../contract/locate';
import { useApp } from '../../store/context';
import { selectLocateButton } from '../../store/selectors/locate';

type Props = { label: string; className?: string } & ({ target: LocateTarget } | { sku: string });

export function LocateButton(props: Props) {
  const { open, locateItem } = useApp(useShallow(selectLocateButton));
  const go = () => void ('target' in props ? open(props.target, props.label) : locateItem(props.sku, props.label));
  return (
    <button type="button" className={props.className} onClick={go}>
      Locate<span className="visually-hidden"> {props.label}</span>
    </button>
  );
}
