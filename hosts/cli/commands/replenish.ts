// Process: node (CLI). `cli -- replenish --store <code> [--floor-session <id>] [--csv] [--role AREA=floor|back|other]
// [--pick <file|-> [--area <name>]] [--put-away <area>] [--miss <sku> --reason not_found|damaged|reserved]`: the store's replenishment
// list (domain/replenish) from the latest picture of each floor and back-room area (--floor-session: an open or
// finished floor scan, newer than the rest): one JSON line per line to pick, then per item to reorder, then a
// summary (pictures with their age and stale flag, whether the back room is an estimate, totals, floor availability
// per category); --csv the list as CSV. --role sets an area's role first. --pick feeds pick scans (EPC hex or
// barcodes, one a line) made in --area: in a back-room area (or none) they tick lines, in a sales-floor area they
// put the units on the floor (the tags' area moves); --put-away puts every unit picked and not yet placed on that
// floor area at once; --stale-days defaults to the app's Settings (7 unless set); each scan is committed before the next, so a rerun after a kill does nothing twice. --miss says a line could not be picked, once per list round. Every list also keeps the
// day's floor availability (the day's first as 'before', the latest as 'after').
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import { setAreaRole } from '../../../domain/replenish/area-roles';
import { availabilityCsv, availabilityHistory, keepAvailability } from '../../../domain/replenish/availability';
import { replenishmentCsv } from '../../../domain/replenish/list-csv';
import { recordMiss } from '../../../domain/replenish/misses';
import { createPickRun, putAwayOpenPicks } from '../../../domain/replenish/pick-run';
import { buildReplenishment } from '../../../domain/replenish/replenish';
import { AREA_ROLES, type AreaRole, MISS_REASONS, type MissReason } from '../../../domain/replenish/types';
import { createScanItemResolver } from '../../../domain/resolve/scan-item';
import { readSettingsFile, SETTINGS_FILE_NAME, staleDaysOf } from '../../../domain/settings/settings-store';
import { defaultDataDir } from '../../../domain/shared/data-dir';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace, UsageError } from '../workspace';

const cmd = {
  name: 'replenish',
  usage:
    '--store <code> [--floor-session <id>] [--csv] [--availability] [--stale-days <n>] [--role <area>=floor|back|other ...] ' +
    `[--pick <file|-> [--area <name>]] [--put-away <floor area>] [--miss <sku> --reason ${MISS_REASONS.join('|')}] ${CONNECTION_USAGE}`,
};

function parseRole(spec: string): [string, AreaRole] {
  const at = spec.lastIndexOf('=');
  const role = spec.slice(at + 1) as AreaRole;
  if (at <= 0 || !AREA_ROLES.includes(role)) throw new UsageError(`--role is <area>=${AREA_ROLES.join('|')}`);
  return [spec.slice(0, at), role];
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = {
    'floor-session': { type: 'string' },
    csv: { type: 'boolean', default: false },
    availability: { type: 'boolean', default: false },
    'stale-days': { type: 'string' },
    role: { type: 'string', multiple: true },
    pick: { type: 'string' },
    area: { type: 'string' },
    'put-away': { type: 'string' },
    miss: { type: 'string' },
    reason: { type: 'string' },
  } as const;
  const args = parseCommand(cmd, argv, io, options, ['store']);
  if (!args) return 2;
  const bad = (message: string) => {
    io.err(`replenish: ${message}\nUsage: npm run -s cli -- replenish ${cmd.usage}`);
    return 2;
  };
  const given = args['stale-days'] === undefined ? undefined : Number(args['stale-days']);
  if (given !== undefined && !(Number.isInteger(given) && given > 0))
    return bad('--stale-days is a whole number of days');
  // Without --stale-days, the limit set in the app's Settings (the data folder's settings file), else 7.
  const settingsFile = join(args['data-dir'] ?? defaultDataDir(io.env), SETTINGS_FILE_NAME);
  const staleDays = given ?? staleDaysOf(await readSettingsFile(settingsFile));
  if ((args.miss === undefined) !== (args.reason === undefined)) return bad('--miss and --reason go together');
  if (args.reason !== undefined && !MISS_REASONS.includes(args.reason as MissReason))
    return bad(`--reason is one of ${MISS_REASONS.join(', ')}`);
  if (args.availability && (args.pick !== undefined || args.miss !== undefined || args['put-away'] !== undefined))
    return bad('--availability prints the kept days: it picks nothing');
  if (args.area !== undefined && args.pick === undefined) return bad('--area says where --pick scans were made');
  let roles: [string, AreaRole][];
  try {
    roles = (args.role ?? []).map(parseRole);
  } catch (err) {
    return bad((err as Error).message);
  }

  // The list reads the catalog's items and on-hand: an empty cache is synced first.
  const open = () => openCounting(cmd.name, args, io, { needStore: true, syncEmptyCatalog: true });
  return runInWorkspace(cmd, io, open, async ({ journal, catalog, store }) => {
    const storeId = store!.id;
    if (args.availability) {
      const days = availabilityHistory(journal, storeId);
      if (args.csv) io.out(availabilityCsv(days).trimEnd());
      else for (const d of days) io.out(JSON.stringify(d));
      return 0;
    }
    for (const [area, role] of roles) setAreaRole(journal, storeId, area, role);
    const build = () =>
      buildReplenishment(journal, catalog.db, storeId, { floorSessionId: args['floor-session'], staleDays });
    let state = build();
    if (args.miss !== undefined) {
      const line = state.lines.find((l) => l.sku.toLowerCase() === args.miss!.toLowerCase());
      if (!line) throw new UsageError(`${args.miss} is not on the list: only a line to pick can be missed`);
      recordMiss(journal, { storeId, itemId: line.itemId, reason: args.reason as MissReason, round: state.round });
    }
    if (args.pick !== undefined) {
      io.out(JSON.stringify({ picking: await pickScans(journal, state, args.pick, args.area ?? null, catalog, io) }));
    }
    const putAway = args['put-away'];
    if (putAway !== undefined) {
      if (state.roles.get(putAway) !== 'floor') throw new UsageError(`${putAway} is not a sales-floor area`);
      state = build();
      const outcomes: Record<string, number> = {};
      for (const o of putAwayOpenPicks(journal, state, putAway)) outcomes[o.kind] = (outcomes[o.kind] ?? 0) + 1;
      io.out(JSON.stringify({ putAway: outcomes }));
    }
    if (args.miss !== undefined || args.pick !== undefined || putAway !== undefined) state = build();
    keepAvailability(journal, storeId, state.availability, Date.now());
    if (args.csv) {
      io.out(replenishmentCsv(state).trimEnd());
      return 0;
    }
    for (const line of state.lines) io.out(JSON.stringify({ list: 'pick', ...line }));
    for (const line of state.reorder) io.out(JSON.stringify({ list: 'reorder', ...line }));
    const { pictures, estimated, totals, availability } = state;
    io.out(JSON.stringify({ pictures, estimated, totals, reorder: state.reorder.length, availability }));
    return 0;
  });
}

/** Feeds the scans of a file (or stdin) through one pick run; the outcomes counted. */
async function pickScans(
  journal: Parameters<typeof createPickRun>[0],
  state: Parameters<typeof createPickRun>[1],
  file: string,
  area: string | null,
  catalog: { index: Parameters<typeof createScanItemResolver>[0] },
  io: CliIo,
): Promise<Record<string, number>> {
  if (area !== null && !state.roles.has(area)) throw new UsageError(`no area ${area} in this store's counts`);
  const resolver = createScanItemResolver(catalog.index, createPackSizes(journal));
  const scan = createPickRun(journal, state, area);
  const outcomes: Record<string, number> = {};
  const input = file === '-' ? io.stdin : createReadStream(file);
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    const text = line.trim();
    if (!text) continue;
    const found = resolver.text(text);
    const kind =
      found.kind === 'tag' && found.item
        ? scan({ itemId: found.item.id, epc: found.epc }).kind
        : found.kind === 'barcode'
          ? scan({ itemId: found.item.id, epc: null }).kind
          : 'unknown';
    outcomes[kind] = (outcomes[kind] ?? 0) + 1;
  }
  return outcomes;
}

export const replenishCommand: CliCommand = {
  ...cmd,
  summary: 'The replenishment list of a store (what to bring from the back room to the floor), picking, misses',
  run,
};
