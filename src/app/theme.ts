import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DefaultMantineColor,
  type MantineColorsTuple,
  type MantineThemeComponent,
  mergeThemeOverrides,
} from '@mantine/core';

/**
 * A Mantine palette with its two darkest shades replaced, so the filled shade (8) carries white text and the
 * light variant's text (9) reads on its tint (shade 1) at WCAG AA, 4.5:1. The lighter shades, the brand's look in
 * icons and tints, stay Mantine's. Ratios measured in docs/decisions.md ("Accessibility (issue 11)").
 */
function darkerEnd(name: DefaultMantineColor, eight: string, nine: string): MantineColorsTuple {
  const [s0, s1, s2, s3, s4, s5, s6, s7] = DEFAULT_THEME.colors[name]!;
  return [s0, s1, s2, s3, s4, s5, s6, s7, eight, nine];
}

export const theme = createTheme({
  primaryColor: 'teal',
  // Filled buttons, badges, links and the focus ring take shade 8: Mantine's 6 under white text is 2.55:1.
  primaryShade: 8,
  // A filled light colour (yellow) gets dark text instead of white.
  autoContrast: true,
  colors: {
    teal: darkerEnd('teal', '#087d59', '#076a4c'),
    green: darkerEnd('green', '#257e36', '#237133'),
    orange: darkerEnd('orange', '#bc480a', '#b03a0c'),
    red: darkerEnd('red', '#d02e2e', '#b92727'),
    cyan: darkerEnd('cyan', '#0b788a', '#0b6e80'),
    lime: darkerEnd('lime', '#4a7a0b', '#48740a'),
    // Filled yellow keeps Mantine's shade 8 with dark text (autoContrast, 8.5:1).
    yellow: darkerEnd('yellow', '#f08c00', '#a15300'),
  },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // A number is never changed behind the person's back (Mantine clamps to min/max on blur: 40 guests became
    // 30 without a word). What was typed stays, and the form's check says the range (sayRange, stepMessages.ts).
    // A plain entry, not `NumberInput.extend(…)`, which would pull the input into every page's first download.
    NumberInput: { defaultProps: { clampBehavior: 'none' } } satisfies MantineThemeComponent,
    // Picking the option already chosen keeps it: Mantine's default deselects it, which emptied a form's
    // prefilled País when the provider chose Guatemala again and disabled the places below (issue 26). A
    // select that may be emptied says so with `clearable`.
    Select: { defaultProps: { allowDeselect: false } } satisfies MantineThemeComponent,
  },
});

/**
 * Secondary ("dimmed") text, placeholders and error text darker than Mantine's, which measure 3.32:1, 2.07:1
 * and 3.28:1 on white: each now passes 4.5:1 on white and on the light grey panels.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6b7178',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

/** The words of Mantine's own controls, which the theme gives them, in the language of the interface. */
export interface ThemeLabels {
  /** The close button of a toast (Mantine leaves it unnamed for screen readers). */
  closeNotice: string;
  /** The close button of a dialog that does not name its own (Mantine leaves it unnamed too). */
  closeDialog: string;
}

export function themeWithLabels(labels: ThemeLabels) {
  return mergeThemeOverrides(theme, {
    components: {
      // A plain entry, not `Notification.extend(…)`: that would pull the toast component into every page's first
      // download, and only signed-in pages show toasts.
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': labels.closeNotice } },
      } satisfies MantineThemeComponent,
      // Dialogs that open by themselves (the status legend on a first visit) must be named when they do.
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': labels.closeDialog } },
      } satisfies MantineThemeComponent,
    },
  });
}
