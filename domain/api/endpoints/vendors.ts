// Process: main (domain, Electron-free). Vendors and dimensions (spec 4.6; shapes in domain/api/wire/vendors.ts).
import { z } from 'zod';
import type { Http } from '../http';
import { collectAll, iteratePages } from '../pagination';
import {
  Dimension,
  type DimensionCreate,
  type DimensionUpdate,
  Vendor,
  type VendorCreate,
  type VendorUpdate,
} from '../wire';
import { seg, verbs } from './verbs';

const VendorList = z.array(Vendor);
const DimensionList = z.array(Dimension);

export function vendorEndpoints(http: Http) {
  const { get, post, put, del } = verbs(http);
  return {
    listVendors: (): Promise<Vendor[]> => collectAll(iteratePages(http, '/vendors', {}, VendorList)),
    getVendor: (vendorId: string): Promise<Vendor> => get(`/vendors/${seg(vendorId)}`, Vendor),
    createVendor: (vendor: z.input<typeof VendorCreate>): Promise<Vendor> => post('/vendors', vendor, Vendor),
    /** id required; null or empty `stores` leaves store associations alone. */
    updateVendor: (vendor: z.input<typeof VendorUpdate>): Promise<Vendor> => put('/vendors', vendor, Vendor),
    deleteVendors: (vendorIds: string[]): Promise<void> => del('/vendors', vendorIds),
    deleteVendor: (vendorId: string): Promise<void> => del(`/vendors/${seg(vendorId)}`),
  };
}

export function dimensionEndpoints(http: Http) {
  const { get, post, put, del } = verbs(http);
  return {
    listDimensions: (): Promise<Dimension[]> => collectAll(iteratePages(http, '/dimensions', {}, DimensionList)),
    getDimension: (dimensionId: string): Promise<Dimension> => get(`/dimensions/${seg(dimensionId)}`, Dimension),
    createDimension: (dimension: z.input<typeof DimensionCreate>): Promise<Dimension> =>
      post('/dimensions', dimension, Dimension),
    updateDimension: (dimension: z.input<typeof DimensionUpdate>): Promise<Dimension> =>
      put('/dimensions', dimension, Dimension),
    deleteDimension: (dimensionId: string): Promise<void> => del(`/dimensions/${seg(dimensionId)}`),
  };
}
