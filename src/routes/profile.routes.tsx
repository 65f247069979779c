import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { portalLayout } from './layouts.tsx';
import { underConstruction } from './underConstruction.ts';

/** Profile, payment and settings screens of SPEC §2 (the spellings are the spec's, kept as routes). */
const screens = [
  { path: '/profile', title: msg`Perfil` },
  { path: '/edit-profile', title: msg`Información personal` },
  { path: '/edit-business-account', title: msg`Perfil de empresa` },
  { path: '/edit-acount', title: msg`Cuenta y seguridad` },
  { path: '/edit-payments-and-collections', title: msg`Pagos y cobros` },
  { path: '/setting', title: msg`Configuración` },
  { path: '/edit-information-payment', title: msg`Método de pago` },
  { path: '/edit-information-transfer', title: msg`Datos para transferencia` },
  { path: '/tax-setup', title: msg`Configuración fiscal` },
  { path: '/edit-taxpayer-information', title: msg`Datos de contribuyente` },
  { path: '/edit-non-taxpayer-information', title: msg`Datos de no contribuyente` },
  { path: '/settings', title: msg`Configuración` },
  { path: '/settings/profile', title: msg`Información personal` },
  { path: '/settings/profile-business', title: msg`Perfil de empresa` },
  { path: '/settings/security-acount', title: msg`Cuenta y seguridad` },
  { path: '/settings/language-location', title: msg`Idioma y ubicación` },
  { path: '/settings/collection-info', title: msg`Información de cobro` },
  { path: '/settings/billing-info', title: msg`Información de facturación` },
] as const;

export const profileRoutes = screens.map(({ path, title }) =>
  createRoute({
    getParentRoute: () => portalLayout,
    path,
    staticData: { title },
    component: underConstruction,
  }),
);
