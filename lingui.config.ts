import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import {
  FEATURES,
  SHARED_PARTS,
  WIZARD_FAMILY_PARTS,
  WIZARD_STEP_PARTS,
  WIZARD_STEPS_FOLDER,
  wizardStepPatterns,
} from './src/i18n/features.ts';

const featureFolder = (feature: string) => `<rootDir>/src/features/${feature}`;
const partFolder = (part: string) => `<rootDir>/src/ui/${part}`;
const wizardFamilyFolder = (folder: string) => `<rootDir>/src/features/wizard/${folder}`;
const wizardFamilies = Object.entries(WIZARD_FAMILY_PARTS);
const wizardSteps = Object.entries(WIZARD_STEP_PARTS);
/** A general step's files: its own and those named after it (features.ts). */
const wizardStepFiles = (step: string) =>
  wizardStepPatterns(step).map((pattern) => `<rootDir>/${WIZARD_STEPS_FOLDER}/${pattern}`);

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  // A catalog per feature, loaded with its screens; the common one holds the layouts, routes and shared pieces
  // (named common, not messages: that is the chat feature's name).
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/common',
      include: ['<rootDir>/src'],
      // Lingui passes these to glob's `ignore`: a folder's files are left out by `folder/**`.
      exclude: [
        ...FEATURES.map((feature) => `${featureFolder(feature)}/**`),
        ...SHARED_PARTS.map((part) => `${partFolder(part)}/**`),
      ],
    },
    ...FEATURES.map((feature) => ({
      path: `<rootDir>/locales/{locale}/${feature}`,
      include: [featureFolder(feature)],
      // A wizard family or general step with a catalog of its own is not in the wizard's.
      exclude:
        feature === 'wizard'
          ? [
              ...wizardFamilies.map(([, family]) => `${wizardFamilyFolder(family)}/**`),
              ...wizardSteps.flatMap(([, step]) => wizardStepFiles(step)),
            ]
          : [],
    })),
    ...wizardFamilies.map(([catalog, family]) => ({
      path: `<rootDir>/locales/{locale}/${catalog}`,
      include: [wizardFamilyFolder(family)],
    })),
    ...wizardSteps.map(([catalog, step]) => ({
      path: `<rootDir>/locales/{locale}/${catalog}`,
      include: wizardStepFiles(step),
    })),
    ...SHARED_PARTS.map((part) => ({
      path: `<rootDir>/locales/{locale}/${part}`,
      include: [partFolder(part)],
    })),
  ],
  format: formatter({ lineNumbers: false }),
  // The macro's <Trans> renders the app's own (src/i18n/Trans.tsx: data is never message markup); the alias is
  // resolved by vite.config.ts.
  runtimeConfigModule: { Trans: ['#i18n/Trans', 'Trans'] },
});
