import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
