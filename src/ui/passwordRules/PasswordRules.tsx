import { Trans } from '@lingui/react/macro';
import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PASSWORD, PASSWORD_RULES, type PasswordRule } from '../../../machines/passwordRules.ts';

const { minLength } = PASSWORD;

const LABELS: Record<PasswordRule, ReactNode> = {
  length: <Trans>Al menos {minLength} caracteres</Trans>,
  digit: <Trans>Un número</Trans>,
  uppercase: <Trans>Una letra mayúscula</Trans>,
  lowercase: <Trans>Una letra minúscula</Trans>,
  noSpaces: <Trans>Sin espacios</Trans>,
};

/** The new-password rules of SPEC §5, each ticked as soon as the typed password meets it. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} size="sm" spacing={2} center aria-live="polite">
      {(Object.keys(PASSWORD_RULES) as PasswordRule[]).map((rule) => {
        const met = PASSWORD_RULES[rule](password);
        return (
          <List.Item
            key={rule}
            c={met ? 'teal.8' : 'dimmed'}
            icon={
              <ThemeIcon
                size={16}
                radius="xl"
                color={met ? 'teal' : 'gray'}
                variant={met ? 'filled' : 'light'}
              >
                {met ? <IconCheck size={12} /> : <IconPoint size={12} />}
              </ThemeIcon>
            }
          >
            {LABELS[rule]}
          </List.Item>
        );
      })}
    </List>
  );
}
