/// <reference types="vitest/config" />

import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import { build, defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import linguiConfig from './lingui.config.ts';

/**
 * The common catalog of the source language, the app's default (lingui.config.ts), which every first visit awaits
 * before its first render, named in the HTML as a module to preload: the browser fetches it beside the entry instead
 * of after the entry has run, one round trip less on a phone (issue 28). A visitor whose language is another downloads it for nothing (3 KiB gzip).
 */
function preloadCommonCatalog(): Plugin {
  return {
    name: 'portal:preload-common-catalog',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const catalog = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.facadeModuleId?.endsWith(`/locales/${linguiConfig.sourceLocale}/common.po`),
        );
        if (!catalog)
          throw new Error(
            `the build has no chunk of locales/${linguiConfig.sourceLocale}/common.po to preload`,
          );
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${catalog.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The landing pages a first visit opens signed out, each with the sources of what it draws (its screen and the
 * Spanish catalog it awaits). Their HTML names that code as modules to preload, beside the entry: the browser
 * fetches it with the entry instead of after the entry has run (issue 28, "the landing route's code preloaded from
 * the HTML"). The server sends each its own HTML (server/http/delivery.ts); any other page gets index.html.
 */
const LANDING_PAGES: Record<string, readonly string[]> = {
  '/': ['src/routes/site/sitePages.lazy.tsx', `locales/${linguiConfig.sourceLocale}/site.po`],
  '/login': ['src/features/auth/LoginPage.tsx', `locales/${linguiConfig.sourceLocale}/auth.po`],
};

/** Writes landing/<page>.html for each of LANDING_PAGES and .vite/landing.json, which maps its path to it. */
function landingPreloads(): Plugin {
  let root = '';
  return {
    name: 'portal:landing-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset')
          throw new Error('the build has no index.html to write landing pages from');
        const html = String(page.source);
        const chunkOf = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && output.facadeModuleId)
            chunkOf.set(path.relative(root, output.facadeModuleId).split(path.sep).join('/'), output);
        const pages: Record<string, string> = {};
        for (const [url, sources] of Object.entries(LANDING_PAGES)) {
          const files = new Set<string>();
          const visit = (file: string) => {
            // What the page already names (the entry, its style sheet, the common catalog) is not named twice.
            if (files.has(file) || html.includes(`/${file}"`)) return;
            files.add(file);
            const chunk = bundle[file];
            if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
          };
          for (const source of sources) {
            const chunk = chunkOf.get(source);
            if (!chunk) throw new Error(`${source} (landing page ${url}) is not a chunk of the build`);
            visit(chunk.fileName);
          }
          const links = [...files]
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
            .join('\n    ');
          const fileName = `landing/${url === '/' ? 'home' : url.slice(1)}.html`;
          this.emitFile({
            type: 'asset',
            fileName,
            source: html.replace('</head>', `  ${links}\n  </head>`),
          });
          pages[url] = fileName;
        }
        this.emitFile({ type: 'asset', fileName: '.vite/landing.json', source: JSON.stringify(pages) });
      },
    },
  };
}

/**
 * The screens whose dependencies the entry preloads as it imports them: the pages a first visit can open signed
 * out (sign-in and the account pages, the error pages), the signed-in layout and the catalogs (the public site's
 * pages, home among them, are drawn by the server and name their own code in their HTML: LANDING_PAGES). For the
 * signed-in screens the entry names only their style sheets (which nothing else loads), and their chunk imports
 * the rest: their ~60 lists of script names were 3.3 KiB (gzip) of every first visit, sign-in included (issue 28).
 * A signed-in screen's scripts then come one round trip after its chunk, while its layout (preloaded with its
 * files) downloads beside it; a pointer over a link starts all of it early.
 */
const PRELOADED_FROM_THE_ENTRY =
  /(^|[\\/])(src[\\/]routes[\\/](portalLayout\.lazy\.tsx|auth[\\/])|src[\\/]features[\\/](auth|errors)[\\/]|locales[\\/])/;

/**
 * Code that runs only inside a screen's frame, with the frame's source: the wizard's step registries, which its
 * route's loader fetches while the route fetches the frame (src/routes/wizard.routes.tsx).
 */
const RUNS_INSIDE: readonly { code: RegExp; frame: string }[] = [
  {
    code: /[\\/]src[\\/]features[\\/]wizard[\\/](families[\\/][^\\/]+[\\/]\w+Steps|generalSteps|stepRegistry)\.ts$/,
    frame: 'src/routes/wizard/wizardStep.lazy.tsx',
  },
];

/**
 * `build.modulePreload.resolveDependencies`, with the source each chunk stands for and the chunks each one imports
 * statically (read as the bundle is written). A lazy import's list leaves out the scripts its importing chunk imports
 * itself, statically (they ran before it), and, for code that runs inside a frame, the frame's (already there, or
 * on their way with the frame, which the import then waits for as the browser fetches each file once): naming them
 * again only weighed on the download. The wizard's step registries named the entry, Mantine, XState and the forms
 * library in each step's list (issue 28).
 */
function entryPreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  const sourceOf = new Map<string, string>();
  const importsOf = new Map<string, readonly string[]>();
  const modulesOf = new Map<string, readonly string[]>();
  const loadedWith = new Map<string, Set<string>>();
  /** The scripts that have run before a chunk's own code: what it imports statically, and what those import. */
  const staticClosure = (file: string): Set<string> => {
    let closure = loadedWith.get(file);
    if (!closure) {
      closure = new Set();
      const visit = (chunk: string) => {
        for (const imported of importsOf.get(chunk) ?? []) {
          if (closure!.has(imported)) continue;
          closure!.add(imported);
          visit(imported);
        }
      };
      visit(file);
      loadedWith.set(file, closure);
    }
    return closure;
  };
  return {
    plugin: {
      name: 'portal:entry-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          sourceOf.clear();
          importsOf.clear();
          loadedWith.clear();
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            importsOf.set(output.fileName, output.imports);
            modulesOf.set(output.fileName, output.moduleIds);
            if (output.facadeModuleId) sourceOf.set(output.fileName, output.facadeModuleId);
          }
        },
      },
    },
    resolveDependencies: (file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const loaded = new Set(staticClosure(hostId));
      for (const { code, frame } of RUNS_INSIDE) {
        if (!modulesOf.get(hostId)?.some((id) => code.test(id))) continue;
        for (const [chunk, source] of sourceOf) {
          if (!source.endsWith(frame)) continue;
          loaded.add(chunk);
          for (const imported of staticClosure(chunk)) loaded.add(imported);
        }
      }
      const needed = deps.filter((dep) => !loaded.has(dep));
      const fromTheEntry = sourceOf.get(hostId)?.endsWith('index.html');
      if (!fromTheEntry || PRELOADED_FROM_THE_ENTRY.test(sourceOf.get(file) ?? '')) return needed;
      return needed.filter((dep) => dep.endsWith('.css'));
    },
  };
}

const preloads = entryPreloads();

/**
 * Mantine's ScrollArea (drawn by every Table, Modal and Drawer) imports @floating-ui/react for one hook, merging refs;
 * Rolldown cannot take one function out of that module, so each screen with a table or a dialog downloaded all of
 * floating-ui (15 KiB gzip), which only popovers, menus and tooltips use. ScrollArea gets the same hook from
 * src/ui/scrollAreaMergeRefs.ts instead (issue 31); every other importer keeps floating-ui.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const hook = fileURLToPath(new URL('./src/ui/scrollAreaMergeRefs.ts', import.meta.url));
  const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  return {
    name: 'portal:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? hook : null;
    },
  };
}

/** Plugins of the browser's build only: the server's rendering module has no HTML page, preloads or siblings. */
const browserBuildOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
});

/** Where the server's rendering module goes, inside the app's folder (server/http/delivery.ts never serves it). */
const SERVER_RENDERING_FOLDER = 'server';

/**
 * After the browser's build, the server's rendering of the public pages (issue 31: src/ssr/render.tsx, the app's
 * own routes and screens drawn by React on the server) into `<outDir>/server/render.mjs` (each screen's code in
 * its own chunk beside it, loaded when a page needs it, as in the browser): every build of the app —
 * `npm run build`, the tests', the benchmarks' — makes both, so the HTML a page gets always names the scripts of
 * the same build. ES modules by their name (.mjs), with their dependencies in them, so Node runs them wherever the
 * build is put (bench:web's is outside the project: no package.json of type module, no node_modules).
 */
function serverRenderingBuild(): Plugin {
  let outDir = '';
  let mode = 'production';
  let configFile: string | undefined;
  return {
    name: 'portal:server-rendering-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      configFile = config.configFile;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build({
          configFile,
          mode,
          logLevel: 'warn',
          // Self-contained: its dependencies bundled in, so it runs wherever the build is put (bench:web's is outside
          // the project, where no node_modules is found).
          ssr: { noExternal: true },
          build: {
            ssr: 'src/ssr/render.tsx',
            outDir: path.join(outDir, SERVER_RENDERING_FOLDER),
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
            rolldownOptions: {
              output: {
                entryFileNames: 'render.mjs',
                chunkFileNames: 'chunks/[hash].mjs',
                codeSplitting: true,
              },
            },
          },
        });
      },
    },
  };
}

/**
 * The screens whose code the service worker keeps for when the connection drops (issue 32): the signed-in layout
 * with its menu, toasts, live connection and the app's own part (the worker's registration and the offline notice),
 * the dashboard (the installed app's start page), the chat (a reply typed offline waits in its outbox there) and
 * the catalogs they speak from. Each with what it imports statically; every other screen's code is fetched when
 * opened, as without a worker, and kept by the browser's cache alone.
 */
const APP_SHELL_SOURCES = [
  'index.html',
  'src/routes/portalLayout.lazy.tsx',
  'src/routes/Toasts.tsx',
  'src/features/shell/MenuDrawer.tsx',
  'src/features/messages/RealtimeConnection.tsx',
  'src/features/notifications/AppInstall.tsx',
  'src/features/dashboard/DashboardPage.tsx',
  'src/routes/messages/messages.lazy.tsx',
  ...['common', 'dashboard', 'messages', 'notifications'].flatMap((catalog) =>
    ['es', 'en'].map((locale) => `locales/${locale}/${catalog}.po`),
  ),
];

/** Without these the worker would keep no shell at all. */
const APP_SHELL_REQUIRED = ['index.html', 'src/routes/portalLayout.lazy.tsx'];

/** Files of public/ the worker keeps: the tab's icon and the notifications' icon. */
const APP_SHELL_PUBLIC = ['favicon.svg', 'pwa-192.png'];

/**
 * Workbox's precache list cut down to the app shell: the build's manifest (.vite/manifest.json) says which chunks and
 * style sheets each of APP_SHELL_SOURCES needs. The page and the signed-in layout missing fail the build; another
 * source missing (renamed, or merged into a chunk of the code-splitting groups) is a warning of the build's log, so a
 * renamed screen is noticed here rather than offline.
 */
type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

function appShellOnly(outDir: () => string): ManifestTransform {
  return async (entries) => {
    const manifest = JSON.parse(
      await readFile(path.join(outDir(), '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
    // The page itself: the manifest's `index.html` entry names the entry's script, not the HTML file.
    const files = new Set<string>(['index.html', ...APP_SHELL_PUBLIC]);
    const seen = new Set<string>();
    const warnings: string[] = [];
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) {
        const missing = `${key}, a part of the offline app shell, is not a chunk of the build`;
        if (APP_SHELL_REQUIRED.includes(key)) throw new Error(missing);
        warnings.push(missing);
        return;
      }
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of APP_SHELL_SOURCES) visit(source);
    return { manifest: entries.filter((entry) => files.has(entry.url)), warnings };
  };
}

/**
 * The installable app (issue 32): the web app manifest and the service worker (src/sw.ts, compiled and given its
 * precache list by vite-plugin-pwa). The browser's build only: the server's rendering build has no pages to serve
 * from a worker, and the dev server none at all (no worker in development: its modules are not the build's). No
 * registration code in the entry (`injectRegister: null`): src/features/notifications/serviceWorker.ts registers
 * the worker after a signed-in screen has drawn.
 */
function installableApp(): Plugin[] {
  let outDir = 'dist';
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: null,
    includeManifestIcons: false,
    manifest: {
      name: 'Portal de proveedores',
      short_name: 'Proveedores',
      description: 'Tus reservas, mensajes y productos, también sin conexión.',
      lang: 'es',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      // The brand's tile (public/favicon.svg, index.html's theme-color) and Mantine's page background.
      theme_color: '#0b7285',
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}', ...APP_SHELL_PUBLIC],
      manifestTransforms: [appShellOnly(() => outDir)],
    },
  });
  const outDirOf: Plugin = {
    name: 'portal:installable-app-out-dir',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [outDirOf, ...plugins.filter((plugin) => plugin.name !== 'vite-plugin-pwa:dev-sw')].map(
    browserBuildOnly,
  );
}

const apiPort = process.env.API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  // What lingui.config.ts names as the macro's <Trans>.
  resolve: { alias: { '#i18n/Trans': fileURLToPath(new URL('./src/i18n/Trans.tsx', import.meta.url)) } },
  plugins: [
    scrollAreaWithoutFloatingUi(),
    react(),
    // Lingui's macros compiled by Babel in the files that import them, and only there: run on every file (the
    // server's and the tests' too), Babel's parse was most of the test runs' transform time (issue 27).
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        }),
      ],
    }),
    lingui(),
    browserBuildOnly(preloadCommonCatalog()),
    browserBuildOnly(landingPreloads()),
    browserBuildOnly(preloads.plugin),
    // Brotli and gzip siblings (.br, .gz) of the text files worth compressing, at the highest levels: made once
    // here, served as they are by the server (server/http/delivery.ts).
    browserBuildOnly(
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
        threshold: 1024,
      }),
    ),
    serverRenderingBuild(),
    ...installableApp(),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/users': {
        target: apiTarget,
        bypass: (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined,
      },
      '/files': apiTarget,
      '/docs': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  // No source maps at all: the code's structure and comments stay ours (and none can be served by mistake).
  // The manifest maps source files to chunks for `npm run size` (scripts/size.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // No polyfill: every browser the portal supports (ES2022, the build's target) preloads modules itself; one
    // that does not loads the same files a moment later (issue 28: 0.5 KiB less on every first visit).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // A lazy chunk is named by its hash alone: the entry carries the file names of every screen's chunks (the
        // table Vite's preloading reads), and readable names made it 1.4 KiB (gzip) heavier. The manifest maps
        // each source file to its chunk (scripts/size.ts).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // Everything the entry imports, the libraries with the app's own shell, in the entry's one file: a
            // first visit downloads the page's document, this, the common catalog and its screen's files, instead
            // of the entry, the runtime and four shared chunks. Rolldown's `$initial` tag is exact (what the entry
            // imports after tree-shaking), so what only later screens use (xstate, TanStack Query's other hooks)
            // stays out of it (issue 28).
            { name: 'framework', tags: ['$initial'] },
            // What the sign-in page needs beyond the entry, in two files. `account`: the account pages' own modules
            // and the password field, which the signed-in screens do not draw at first (their password forms come
            // with their own pages). `signin`: what the screens with a form need as well (the Mantine inputs, the
            // alert and its close button, the container, two icons, `useMutation`, the request-failure and
            // form-feedback helpers, the card page), which they load as one file instead of a dozen small ones. The
            // contract's limits are not in it: each schema's module (openapi/limits/) goes with the forms that read
            // it, where every form's came with every form (1.2 KiB). Each list is by module path, with its modules'
            // dependencies; `npm run size` holds /login to 12 requests, so a module that leaves a list shows.
            {
              name: 'signin',
              test: new RegExp(
                [
                  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|ActionIcon|CloseButton|Alert|Container)[\\/]/,
                  /@mantine[\\/]hooks[\\/]esm[\\/]use-uncontrolled[\\/]/,
                  /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(AlertCircle|CircleCheck)\.mjs$/,
                  /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver)\.js$/,
                  /machines[\\/]requestFailure\.ts$/,
                  /src[\\/]ui[\\/](formFeedback|LazyPart|CardPage|tooManyAttempts)\.tsx?$/,
                ]
                  .map((part) => part.source)
                  .join('|'),
              ),
            },
            {
              name: 'account',
              test: new RegExp(
                [
                  /src[\\/]features[\\/]auth[\\/](AuthCard|authFailures|authSession|fieldMessages|loginRules)\.tsx?$/,
                  /@mantine[\\/]core[\\/]esm[\\/]components[\\/]PasswordInput[\\/]/,
                ]
                  .map((part) => part.source)
                  .join('|'),
              ),
            },
            // Mantine components most screens draw (Button, Text, Group…) in one file instead of one small file
            // each: every measured screen is 4–6 KiB (gzip) lighter and loads ~15 fewer files. A component fewer
            // than 45 chunks import stays with the screens that draw it.
            // InlineInput and InputsGroupFieldset (the frames of Checkbox, Radio, Switch and their groups) stay with the
            // screens that draw one: with issue 31's screens they crossed the threshold, and every screen (a wizard
            // step at the budget too) took them. So does ScrollArea (the side menu's, the tables' and the dropdowns'),
            // which issue 32's screens took over it: 4.8 KiB (gzip) on every public page and 5 on every signed-in one.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/]core[\\/](?!esm[\\/]utils[\\/](InlineInput|InputsGroupFieldset)[\\/]|esm[\\/]components[\\/]ScrollArea[\\/])/,
              minShareCount: 45,
            },
            // My QR's chart (issue 31: recharts under @mantine/charts, with the store it keeps its state in), in its
            // own file: the React shim it brings went to framework-more, which every signed-in screen loads.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|@mantine[\\/]charts|use-sync-external-store|react-redux|@reduxjs|immer|reselect|victory-vendor|d3-[a-z-]+|decimal\.js-light|eventemitter3|es-toolkit|tiny-invariant)[\\/]/,
            },
            // What the signed-in screens use of the framework beyond the entry (TanStack Query's other hooks, the
            // router's blockers, React's rarer parts): one file, not one per hook.
            {
              name: 'framework-more',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@lingui)[\\/]/,
            },
            // XState's modules in one file for the screens that run a machine, and @mantine/form's for those with a
            // form: split by which screens use which parts, they were two and three files, and the screens that
            // load them ~1.1 and ~0.2 KiB (gzip) heavier; no screen is heavier joined (issue 28).
            { name: 'xstate', test: /node_modules[\\/]xstate[\\/]/ },
            { name: 'forms', test: /node_modules[\\/]@mantine[\\/]form[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    // The component and server files wait on their server and database about half the time (a 2-core run kept
    // 1.1 cores busy): one worker more than the cores fills that wait. VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism() + 1,
    // A worker keeps the modules it has loaded from one test file to the next (issue 27): each file imported React,
    // Mantine, the router and the server again, a third of the suite's time (components 870 → 620 CPU-seconds,
    // server 590 → 400). No test relies on a fresh module: a file that needs one says so (vi.resetModules), and the
    // server suite runs shuffled on PostgreSQL to show that no file leans on another's leftovers.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/machines/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // What only PostgreSQL has (connections to lose) is tested only where there is one (.ci/run).
          exclude: process.env.DATABASE_URL ? [] : ['tests/server/**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: {
            jsdom: { url: `http://127.0.0.1:${process.env.COMPONENT_API_PORT ?? 3457}/` },
          },
          globalSetup: ['tests/components/globalSetup.ts'],
          setupFiles: ['tests/components/setup.ts'],
          // One limit for every test, none raised per test (they were 40–120 s): since jsdom 29 the longest flows (a
          // model path through a real step, a whole form typed) take up to 13 s with every worker busy on 2 cores,
          // and 23 s with a second suite running beside them (issue 27). 60 s since a slower day of these machines
          // (2026-11-29): the amenities flow took 17.8 s alone and over 30 s in the whole suite (docs/decisions.md,
          // "the test limits that stay").
          testTimeout: 60_000,
        },
      },
      // Two server processes on one PostgreSQL and one Redis: only where both are given (.ci/run).
      ...(process.env.DATABASE_URL && process.env.REDIS_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'scaleout',
                include: ['tests/scaleout/**/*.test.ts'],
                environment: 'node' as const,
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
