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
import { AnyBody } from './loose';

const seg = encodeURIComponent;
const VendorList = z.array(Vendor);
const DimensionList = z.array(Dimension);

export function vendorEndpoints(http: Http) {
  return {
    listVendors: (): Promise<Vendor[]> => collectAll(iteratePages(http, '/vendors', {}, VendorList)),
    getVendor: async (vendorId: string): Promise<Vendor> =>
      (await http.request({ method: 'GET', path: `/vendors/${seg(vendorId)}`, schema: Vendor })).data,
    createVendor: async (vendor: z.input<typeof VendorCreate>): Promise<Vendor> =>
      (await http.request({ method: 'POST', path: '/vendors', body: vendor, schema: Vendor })).data,
    /** id required; null or empty `stores` leaves store associations alone. */
    updateVendor: async (vendor: z.input<typeof VendorUpdate>): Promise<Vendor> =>
      (await http.request({ method: 'PUT', path: '/vendors', body: vendor, schema: Vendor })).data,
    deleteVendors: async (vendorIds: string[]): Promise<void> => {
      await http.request({ method: 'DELETE', path: '/vendors', body: vendorIds, schema: AnyBody });
    },
    deleteVendor: async (vendorId: string): Promise<void> => {
      await http.request({ method: 'DELETE', path: `/vendors/${seg(vendorId)}`, schema: AnyBody });
    },
  };
}

export function dimensionEndpoints(http: Http) {
  return {
    listDimensions: (): Promise<Dimension[]> => collectAll(iteratePages(http, '/dimensions', {}, DimensionList)),
    getDimension: async (dimensionId: string): Promise<Dimension> =>
      (await http.request({ method: 'GET', path: `/dimensions/${seg(dimensionId)}`, schema: Dimension })).data,
    createDimension: async (dimension: z.input<typeof DimensionCreate>): Promise<Dimension> =>
      (await http.request({ method: 'POST', path: '/dimensions', body: dimension, schema: Dimension })).data,
    updateDimension: async (dimension: z.input<typeof DimensionUpdate>): Promise<Dimension> =>
      (await http.request({ method: 'PUT', path: '/dimensions', body: dimension, schema: Dimension })).data,
    deleteDimension: async (dimensionId: string): Promise<void> => {
      await http.request({ method: 'DELETE', path: `/dimensions/${seg(dimensionId)}`, schema: AnyBody });
    },
  };
}
