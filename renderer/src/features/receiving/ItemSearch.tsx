// Process: renderer. Add a line by search (the shared ItemPicker: the catalog search of Lookup, arrow keys through
// the results): Enter on a result adds one unit of that item.
import type { Ref } from 'react';
import { ItemPicker } from '../../shared/ItemPicker';
import { useApp } from '../../store/context';

export function ItemSearch({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const add = useApp((s) => s.addDraftItem);
  return (
    <section className="item-search" aria-labelledby="item-search-title">
      <h2 id="item-search-title">Add by search</h2>
      <ItemPicker
        inputRef={inputRef}
        label="Find an item by SKU, UPC or description"
        verb="Add"
        listLabel="Items to add"
        onPick={add}
      />
    </section>
  );
}
