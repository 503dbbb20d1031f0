// Process: service. The vendor and store a document row (a receipt, a purchase order) is joined to: the columns
// the list selects for them, and the store reference, full when Expand asks for stores, else only its id.

/** `v.code AS vendor_code, v.name AS vendor_name, st.code AS store_code, st.description AS store_description`. */
export interface VendorStoreRow {
  vendor_id: string;
  vendor_code: string;
  vendor_name: string;
  store_id: string;
  store_code: string;
  store_description: string;
}

export function storeRef(r: VendorStoreRow, expanded: boolean) {
  return expanded ? { id: r.store_id, code: r.store_code, description: r.store_description } : { id: r.store_id };
}
