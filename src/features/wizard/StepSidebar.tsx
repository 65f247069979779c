import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type StepValidate, stepKey } from '../../../machines/completion.ts';
import { NavLinkLink } from '../../ui/NavLinkLink.tsx';
import { WIZARD_STEP_TITLES } from '../../ui/wizardTitles.ts';
import type { BuiltWizard, WizardPageStep } from './builtWizards.ts';
import { isRoomStepOf } from './stepDefinition.ts';

interface StepSidebarProps {
  wizard: BuiltWizard;
  /** The product's steps, or on a room step the room's. */
  steps: readonly WizardPageStep[];
  current: WizardPageStep;
  /** The product; steps link to each other only once it exists. */
  id: string | null;
  /** On a room step, the room: its steps link to each other only once it exists. */
  idRoom: string | null;
  edit: boolean;
  stepValidate: StepValidate;
  onNavigate?: () => void;
}

function StepMarker({ number, complete }: { number: number; complete: boolean }) {
  const { t } = useLingui();
  return complete ? (
    <ThemeIcon size={26} radius="xl" color="teal" role="img" aria-label={t`Paso completo`}>
      <IconCheck size={16} />
    </ThemeIcon>
  ) : (
    <ThemeIcon size={26} radius="xl" color="gray" variant="light" role="img" aria-label={t`Paso pendiente`}>
      <Text size="xs" fw={700} aria-hidden>
        {number}
      </Text>
    </ThemeIcon>
  );
}

/** Every step of the wizard with its number and completion, the current one highlighted. */
export function StepSidebar({
  wizard,
  steps,
  current,
  id,
  idRoom,
  edit,
  stepValidate,
  onNavigate,
}: StepSidebarProps) {
  const rooms = steps.some((step) => isRoomStepOf(wizard, step));
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Pasos del asistente`}>
      <Stack gap={2}>
        {steps.map((step, index) => {
          const number = index + 1;
          const common = {
            label: `${number}. ${i18n._(WIZARD_STEP_TITLES[step])}`,
            leftSection: <StepMarker number={number} complete={stepValidate[stepKey(number)] === true} />,
            active: step === current,
            'aria-current': step === current ? ('step' as const) : undefined,
            variant: 'light',
          };
          const search = edit ? { edit: true } : {};
          if (rooms)
            return id && idRoom ? (
              <NavLinkLink
                key={step}
                {...common}
                to="/$wizard/$step/$id/$idRoom"
                params={{ wizard, step, id, idRoom }}
                search={search}
                onClick={onNavigate}
              />
            ) : (
              <NavLink key={step} component="div" {...common} />
            );
          return id ? (
            <NavLinkLink
              key={step}
              {...common}
              to="/$wizard/$step/$id"
              params={{ wizard, step, id }}
              search={edit ? { edit: true } : {}}
              onClick={onNavigate}
            />
          ) : (
            <NavLink key={step} component="div" {...common} />
          );
        })}
      </Stack>
    </nav>
  );
}
