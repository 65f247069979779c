import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Stepper, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type StepValidate, stepKey } from '../../../machines/completion.ts';
import { WIZARD_STEPS, type Wizard, type WizardProductStep } from '../../../machines/wizardSteps.ts';
import { WIZARD_STEP_TITLES } from '../../ui/wizardTitles.ts';

export interface StepTile {
  number: number;
  step: WizardProductStep;
  /** Saved at least once; null for the confirmation step, which has nothing to complete. */
  complete: boolean | null;
}

/** A wizard's steps, numbered from 1 as `step_validate` counts them. */
export function wizardStepsOf(wizard: Wizard, stepValidate: StepValidate): StepTile[] {
  return WIZARD_STEPS[wizard].map((step, index) => ({
    number: index + 1,
    step,
    complete: step === 'confirmation' ? null : stepValidate[stepKey(index + 1)] === true,
  }));
}

interface StepsProps {
  wizard: Wizard;
  steps: StepTile[];
  productId: string;
}

function StepMarker({ complete }: { complete: boolean | null }) {
  if (complete === null) return null;
  return complete ? (
    <Badge color="teal" variant="light" size="sm" leftSection={<IconCheck size={12} />}>
      <Trans>Completo</Trans>
    </Badge>
  ) : (
    <Badge color="orange" variant="light" size="sm" leftSection={<IconCircleDashed size={12} />}>
      <Trans>Pendiente</Trans>
    </Badge>
  );
}

/** Numbered tiles, each opening its step in edit mode. */
export function StepTiles({ wizard, steps, productId }: StepsProps) {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      component="ol"
      aria-label={t`Pasos del producto`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {steps.map((tile) => (
        <li key={tile.step}>
          <Card
            withBorder
            radius="md"
            padding="md"
            h="100%"
            renderRoot={(props) => (
              <Link
                to="/$wizard/$step/$id"
                params={{ wizard, step: tile.step, id: productId }}
                search={{ edit: true }}
                {...props}
              />
            )}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon radius="xl" size={32} variant={tile.complete ? 'filled' : 'light'} aria-hidden>
                <Text fw={700} size="sm">
                  {tile.number}
                </Text>
              </ThemeIcon>
              <div>
                <Text fw={600}>
                  <Trans>
                    Paso {tile.number}: {i18n._(WIZARD_STEP_TITLES[tile.step])}
                  </Trans>
                </Text>
                <StepMarker complete={tile.complete} />
              </div>
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The same steps as a vertical stepper (the default on phones). */
export function StepStepper({ wizard, steps, productId }: StepsProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <Stepper
      // Every step shows its own state, so none is "current": all render as reached and clickable.
      active={steps.length}
      orientation="vertical"
      onStepClick={(index) => {
        const tile = steps[index];
        if (tile)
          void navigate({
            to: '/$wizard/$step/$id',
            params: { wizard, step: tile.step, id: productId },
            search: { edit: true },
          });
      }}
    >
      {steps.map((tile) => (
        <Stepper.Step
          key={tile.step}
          label={i18n._(WIZARD_STEP_TITLES[tile.step])}
          description={
            tile.complete === null ? t`Revisa y confirma` : tile.complete ? t`Completo` : t`Pendiente`
          }
          color={tile.complete === false ? 'orange' : 'teal'}
          completedIcon={tile.complete ? <IconCheck size={18} /> : tile.number}
          aria-label={t`Paso ${tile.number}: ${i18n._(WIZARD_STEP_TITLES[tile.step])}`}
        />
      ))}
    </Stepper>
  );
}
