// The project's import rules (README "Folder map"; issue 9 item 5), checked by `npm run lint`:
//   npx depcruise main preload renderer service --config .dependency-cruiser.cjs
// Type-only imports count (tsPreCompilationDeps): a circle or a forbidden edge made of types is still one.
/** Domain folders: plain, Electron-free code that the glue (app, ipc, web, window, cli, index.ts) composes. */
const DOMAIN =
  '^main/(api|auth|catalog|codes|resolve|reader|settings|shared|sqlite|journal|contract|counts|receiving)/';
const GLUE = '^main/(app|ipc|web|window|cli)/|^main/index\\.ts$';
/** `electron` resolved into node_modules, or left unresolved (a file outside the repo). */
const ELECTRON = '(^|/)node_modules/electron/|^electron$';

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
      name: 'domain-imports-no-glue',
      severity: 'error',
      comment: 'The domain folders import nothing from main/app, ipc, web, window, cli or main/index.ts.',
      from: { path: DOMAIN },
      to: { path: GLUE },
    },
    {
      name: 'domain-imports-no-electron',
      severity: 'error',
      comment: 'The domain folders are Electron-free (they run in the CLI, browser mode, workers and tests).',
      from: { path: DOMAIN },
      to: { path: ELECTRON },
    },
    {
      name: 'main-imports-no-service',
      severity: 'error',
      comment: 'main/ imports nothing from service/ except main/app, which composes the built-in demo service.',
      from: { path: '^main/', pathNot: '^main/app/' },
      to: { path: '^service/' },
    },
    {
      name: 'renderer-imports-only-its-own',
      severity: 'error',
      comment: 'The renderer imports only renderer/, main/contract, main/shared and main/api/wire (and packages).',
      from: { path: '^renderer/' },
      to: { path: '^(main|preload|service|test|scripts)/', pathNot: '^main/(contract|shared|api/wire)/' },
    },
    {
      name: 'renderer-imports-no-node-only-shared',
      severity: 'error',
      comment: 'main/shared/data-dir.ts reads the OS (node:os, process.env): never in the renderer.',
      from: { path: '^renderer/' },
      to: { path: '^main/shared/data-dir\\.ts$' },
    },
    {
      name: 'service-imports-only-shared-main',
      severity: 'error',
      comment: 'service/ imports from main/ only main/api/wire, main/codes and main/shared.',
      from: { path: '^service/' },
      to: { path: '^main/', pathNot: '^main/(api/wire|codes|shared)/' },
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
