// Process: main (domain, Electron-free). Replenishment's shapes: area roles, the pictures of areas, the list's
// lines and the floor availability figures. Defined once in contract/replenish.ts (the screen shows them as the
// domain makes them); re-exported here so the domain's files name them from beside themselves.
export type {
  AreaPicture,
  AreaRole,
  AreaWithRole,
  CategoryAvailability,
  MissReason,
  PickTag,
  ReorderLine,
  ReplenishLine,
  Replenishment,
} from '../../contract/replenish';
export { AREA_ROLES, MISS_REASONS } from '../../contract/replenish';
