// The project's import rules, one per layer, checked by `npm run lint`:
//   npx depcruise contract domain hosts preload renderer service --config .dependency-cruiser.cjs
// The layers are folders (README "Layers"): contract/ (what crosses IPC), domain/ (Electron-free rules and I/O),
// hosts/ (app composition and features' wiring, the IPC carrier below it, and the three entries: electron, web, cli),
// preload/, renderer/, service/. Arrows point down only: hosts -> domain -> contract -> domain/api/wire.
// Type-only imports count (tsPreCompilationDeps): a circle or a forbidden edge made of types is still one.
/** `electron` resolved into node_modules, or left unresolved (a file outside the repo). */
const ELECTRON = '(^|/)node_modules/electron/|^electron$';
const LAYERS = '^(contract|domain|hosts|preload|renderer|service)/';
/** The renderer's folders, lowest first (renderer/README.md): each imports only those before it. */
const RENDERER_ORDER = ['api', 'lib', 'store', 'shared', 'features', 'shell'];
/**
 * The renderer features' entry widgets: the only files of a feature another feature may import (a control or panel
 * it mounts on its own screen). Anything else two features need is in renderer/src/shared or renderer/src/lib.
 */
const ENTRY_WIDGETS = {
  'accuracy/AccuracyButton.tsx': "the sessions list opens the store's accuracy history",
  'accuracy/AccuracyPanel.tsx': "the review shows the count's accuracy",
  'counts/CountHeader.tsx': "the review shows the open count's header, as counting does",
  'counts/CountMessages.tsx': "the review shows the count's last error and notice, as counting does",
  'counts/RefusedPanel.tsx': 'the review resolves the lines the service refused, as counting does',
  'counts/UnknownsPanel.tsx': "the review resolves the count's unknown codes, as counting does",
  'encode/PrintLabelsPanel.tsx': "Lookup's item card prints RFID labels",
  'encode/TagReceiptPanel.tsx': 'a receipt view tags its items',
  'encode/WriteTagPanel.tsx': "Lookup's item card writes one tag",
  'locate/LocateButton.tsx': "Lookup's item card, the review's missing items and replenishment's tags start a locate",
  'plans/PlansPanel.tsx': 'the sessions list shows the count plans due',
  'reader/ReaderControl.tsx': 'the counting screen starts and stops the reader',
  'reader/ReaderSettingsSection.tsx': "Settings holds the reader's form",
  'reader/ReaderTuningSection.tsx': "Settings holds the reader's tuning",
  'scale/ScaleSettingsSection.tsx': "Settings holds the scale's form",
  'review/RecountListPanel.tsx': "the counting screen of a Recount session shows the recount's list",
  'review/ReviewScreen.tsx': 'the Counts area shows the review of the open count',
  'tags/TagReportButton.tsx': "a finished count's row opens its tag report",
  'units/ItemUnitChoice.tsx': "the hand count and the count line's pad choose the item's unit",
  'units/UnitPrecisionsSection.tsx': "Settings holds the units' precisions",
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles, type-only imports included: each module has a place in one direction.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-only-wire',
      severity: 'error',
      comment:
        'contract/ is shared by main and renderer: it imports only itself and the wire shapes (domain/api/wire).',
      from: { path: '^contract/' },
      to: { path: LAYERS, pathNot: '^(contract/|domain/api/wire/)' },
    },
    {
      name: 'domain-imports-no-host',
      severity: 'error',
      comment: 'domain/ imports only domain/ and contract/: never a host, the renderer, preload or the service.',
      from: { path: '^domain/' },
      to: { path: LAYERS, pathNot: '^(domain|contract)/' },
    },
    {
      name: 'only-the-electron-host-imports-electron',
      severity: 'error',
      comment:
        'Only hosts/electron (and preload) import electron: everything else runs in Node, browser mode and the CLI.',
      from: { pathNot: '^(hosts/electron|preload)/' },
      to: { path: ELECTRON },
    },
    {
      name: 'hosts-entries-on-top',
      severity: 'error',
      comment:
        'hosts/electron, hosts/web and hosts/cli are entries: nothing imports them, and they do not import each other.',
      from: { path: '^(contract|domain|hosts/app|hosts/ipc|preload|renderer|service)/' },
      to: { path: '^hosts/(electron|web|cli)/' },
    },
    {
      name: 'hosts-entries-apart',
      severity: 'error',
      comment: 'Each entry stands alone on hosts/app and hosts/ipc: electron, web and cli never import one another.',
      from: { path: '^hosts/(electron|web|cli)/' },
      to: { path: '^hosts/(electron|web|cli)/', pathNot: '^hosts/$1/' },
    },
    {
      name: 'ipc-carries-only',
      severity: 'error',
      comment:
        'hosts/ipc only carries messages (dispatch, events, errors to values): it knows no feature, so it never ' +
        "imports hosts/app. The handler map is the contract's type, built by hosts/app and handed to the dispatcher.",
      from: { path: '^hosts/ipc/' },
      to: { path: '^hosts/app/' },
    },
    {
      name: 'only-the-app-starts-the-service',
      severity: 'error',
      comment: 'service/ is imported only by hosts/app, which starts the built-in demo service.',
      from: { path: LAYERS, pathNot: '^(hosts/app|service)/' },
      to: { path: '^service/' },
    },
    {
      name: 'preload-imports-only-contract',
      severity: 'error',
      comment: 'preload/ exposes exactly the contract: it imports contract/ (and electron), nothing else of ours.',
      from: { path: '^preload/' },
      to: { path: LAYERS, pathNot: '^(preload|contract|domain/api/wire)/' },
    },
    {
      name: 'renderer-imports-only-its-own',
      severity: 'error',
      comment: 'The renderer imports only renderer/, contract/ and the wire shapes (domain/api/wire), and packages.',
      from: { path: '^renderer/' },
      to: { path: '^(contract|domain|hosts|preload|service|test|scripts)/', pathNot: '^(contract|domain/api/wire)/' },
    },
    // One rule per renderer folder: the store is the floor the screens stand on (features import the store, never
    // the reverse), and only main.tsx, the entry, sits above the shell.
    ...RENDERER_ORDER.map((folder, i) => ({
      name: `renderer-${folder}-imports-only-below`,
      severity: 'error',
      comment: `renderer/src/${folder} imports only the renderer folders below it (${RENDERER_ORDER.slice(0, i).join(', ') || 'none'}).`,
      from: { path: `^renderer/src/${folder}/` },
      to: { path: `^renderer/src/(${[...RENDERER_ORDER.slice(i + 1), 'main\\.tsx$'].join('|')})` },
    })),
    {
      name: 'renderer-features-apart',
      severity: 'error',
      comment:
        'A renderer feature does not import another feature, except its entry widgets (ENTRY_WIDGETS, each with ' +
        `why): ${Object.keys(ENTRY_WIDGETS).join(', ')}. Helpers two features share go to shared/ or lib/.`,
      from: { path: '^renderer/src/features/([^/]+)/' },
      to: {
        path: '^renderer/src/features/',
        pathNot: [
          '^renderer/src/features/$1/',
          `^renderer/src/features/(${Object.keys(ENTRY_WIDGETS)
            .map((f) => f.replace(/\./g, '\\.'))
            .join('|')})$`,
        ],
      },
    },
    {
      name: 'service-imports-only-shared-domain',
      severity: 'error',
      comment: 'service/ imports from domain/ only the wire shapes, codes and shared helpers; nothing else of ours.',
      from: { path: '^service/' },
      to: { path: LAYERS, pathNot: '^(service|domain/api/wire|domain/codes|domain/shared)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
