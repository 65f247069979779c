import type { IConfiguration, IForbiddenRuleType } from 'dependency-cruiser';

/**
 * How the code's parts may depend on each other (issue 27, item 5), checked with dependency-cruiser by
 * tests/unit/dependencies.test.ts.
 *
 * - No import cycle anywhere, type-only imports included: a cycle is two parts that cannot be read, tested or
 *   moved apart.
 * - Server modules form layers: a module imports only modules before it in SERVER_MODULE_LAYERS. `products` is
 *   the core every product feature builds on (list, status, access), so it imports none of them.
 * - Product families are plug-ins (server/modules/products/families/<family>/): the products core (the module's
 *   files outside families/) imports no family, a family imports no other family, and only the family list
 *   (families/productFamilies.ts) names them all; no other module imports a family. So the core stays one shared
 *   layer without cycles, and a family can be added or taken out alone.
 * - The HTTP glue (server/http) serves the modules and imports none; server/handlerTable.ts assembles them.
 * - An app feature (src/features/<feature>) imports no other feature: what two features share lives in src/ui,
 *   src/api, src/i18n or machines.
 * - The product families' layer (src/families: the family list and each family's calls) is read by the features,
 *   so it imports none of them, nor the routes or the app that compose them.
 */

/** Server modules, each after every module it imports. A new module takes its place here. */
export const SERVER_MODULE_LAYERS: readonly string[] = [
  'catalog',
  'auth',
  'products',
  'system',
  'calendar',
  'promotions',
  'reservations',
  'messages',
  'notifications',
  'profile',
  'dashboard',
  'reports',
  'referrals',
  'review',
  'help',
  'payments',
  'influencers',
  'site',
  'whiteLandings',
  'simulate',
  'team',
];

const moduleLayerRules = SERVER_MODULE_LAYERS.map(
  (name, index): IForbiddenRuleType => ({
    name: `server-module-layers/${name}`,
    comment: `server/modules/${name} imports only modules before it in SERVER_MODULE_LAYERS (tests/unit/dependencyRules.ts)`,
    severity: 'error',
    from: { path: `^server/modules/${name}/` },
    to: {
      path: `^server/modules/(${SERVER_MODULE_LAYERS.slice(index).join('|')})/`,
      pathNot: `^server/modules/${name}/`,
    },
  }),
);

export const DEPENDENCY_RULES = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle (type-only imports included)',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'http-imports-no-module',
      comment: 'The HTTP glue serves the modules; server/handlerTable.ts assembles their handlers',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'features-meet-in-shared-layers',
      comment:
        'An app feature imports no other feature (statically, with import() or a type only): what two share lives in src/ui, src/api, src/i18n or machines',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'families-import-no-feature',
      comment:
        'src/families (the family list, read by the wizard, review and products) imports no feature, route or app module: a family’s screens are parts of the features, keyed by its id',
      severity: 'error',
      from: { path: '^src/families/' },
      to: { path: '^src/(features|routes|app)/' },
    },
    {
      name: 'products-core-imports-no-family',
      comment:
        'The products core (list, status, access, steps) is what families build on; the family list names them (families/productFamilies.ts)',
      severity: 'error',
      from: { path: '^server/modules/products/[^/]+$' },
      to: { path: '^server/modules/products/families/' },
    },
    {
      name: 'families-meet-in-the-core',
      comment: 'A product family imports no other family: what two share moves into the products core',
      severity: 'error',
      from: { path: '^server/modules/products/families/([^/]+)/' },
      to: { path: '^server/modules/products/families/', pathNot: '^server/modules/products/families/$1/' },
    },
    {
      name: 'modules-import-no-family',
      comment:
        'Other modules build on the products core, never on one family (server/handlerTable.ts serves the list)',
      severity: 'error',
      from: { path: '^server/modules/', pathNot: '^server/modules/products/' },
      to: { path: '^server/modules/products/families/' },
    },
    ...moduleLayerRules,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
} satisfies IConfiguration;
