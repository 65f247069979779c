import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Input, Radio, Stack, Switch, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import {
  CANCELLATION_POLICIES,
  type CancellationPolicyId,
  cancellationPolicyRule,
  isDaysInPolicy,
} from '../../../../machines/cancellationPolicies.ts';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { NumberInputAfterDraw } from '../../../ui/NumberInputAfterDraw.tsx';
import { SliderAfterDraw } from '../../../ui/SliderAfterDraw.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, productIdOf, type StepContext, type StepFormProps } from '../stepDefinition.ts';
import { stepMessages as m, rangeOf, say } from '../stepMessages.ts';

type Policies = components['schemas']['CancellationPolicies'];
type PolicySave = components['schemas']['CancellationPolicySave'];

interface PolicyValues {
  cancellation_policy: CancellationPolicyId | null;
  custom_no_days: number;
  /** '' while the field is empty. */
  custom_percent: number | string;
  changes_in_reservation: boolean;
}

/** The refund percent the contract takes. */
const [minPercent, maxPercent] = rangeOf(schemaLimits.CancellationPolicySave.custom_percent);

const messages = {
  choosePolicy: msg`Elige una política de cancelación`,
  daysOutside: msg`Los días no corresponden a la política elegida`,
  percentRange: msg`Escribe un porcentaje entre ${minPercent} y ${maxPercent}`,
};

/** A recommendation badge wraps onto a second line on a phone instead of cutting its words. */
const WRAPPING_BADGE = { label: { whiteSpace: 'normal' as const, overflow: 'visible' } };

/** SPEC §9 recommendations, one per policy. */
const RECOMMENDATION: Record<CancellationPolicyId, MessageDescriptor> = {
  flexible: msg`Recomendado: 40 días o más`,
  moderate: msg`Recomendado: de 25 a 39 días`,
  not_flexible: msg`Recomendado: de 0 a 24 días`,
};

const POLICY_IDS = CANCELLATION_POLICIES.map((p) => p.id);

const policySchema = v.pipe(
  v.object({
    cancellation_policy: v.picklist(POLICY_IDS, say(messages.choosePolicy)),
    custom_no_days: v.pipe(v.number(), v.integer(say(m.wholeNumber))),
    custom_percent: v.pipe(
      v.number(say(m.required)),
      v.integer(say(m.wholeNumber)),
      v.minValue(minPercent, say(messages.percentRange)),
      v.maxValue(maxPercent, say(messages.percentRange)),
    ),
    changes_in_reservation: v.boolean(),
  }),
  v.forward(
    v.check(
      ({ cancellation_policy, custom_no_days }) => isDaysInPolicy(cancellation_policy, custom_no_days),
      say(messages.daysOutside),
    ),
    ['custom_no_days'],
  ),
);

const path = (request: StepContext) => ({
  params: { path: { id: productIdOf(request), type: request.productType, languageCode: request.language } },
});

/** The slider's hint: the noun agrees with the days chosen (1 día, 40 días). */
const refundDaysHint = (days: number) =>
  msg`${plural(days, {
    one: 'Hasta # día antes de la llegada el viajero recibe el reembolso.',
    other: 'Hasta # días antes de la llegada el viajero recibe el reembolso.',
  })}`;

/** The three policies in the order of the rules (most to least flexible), whatever order the server sent. */
const inRuleOrder = (policies: Policies['policies']) =>
  [...policies].sort((a, b) => POLICY_IDS.indexOf(a._id) - POLICY_IDS.indexOf(b._id));

function CancellationPolicyForm({ formId, data, busy, onSubmit }: StepFormProps<Policies, PolicySave>) {
  const { t, i18n } = useLingui();
  const selected = data?.selected ?? null;
  const form = useForm<PolicyValues>({
    initialValues: {
      cancellation_policy: selected?.cancellation_policy ?? null,
      custom_no_days: selected?.custom_no_days ?? 0,
      custom_percent: selected?.custom_percent ?? '',
      changes_in_reservation: selected?.changes_in_reservation ?? false,
    },
    validate: schemaResolver(policySchema, { sync: true }),
  });
  const chosen = form.values.cancellation_policy;
  const rule = chosen ? cancellationPolicyRule(chosen) : null;

  const choose = (id: string) => {
    const next = cancellationPolicyRule(id as CancellationPolicyId);
    form.setValues({ cancellation_policy: next.id, custom_no_days: next.defaultDays });
    form.clearErrors();
  };

  const submit = (values: PolicyValues) =>
    onSubmit({
      cancellation_policy: values.cancellation_policy!,
      custom_no_days: values.custom_no_days,
      custom_percent: Number(values.custom_percent),
      changes_in_reservation: values.changes_in_reservation,
    });

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={submit}>
      <Radio.Group
        value={chosen}
        onChange={choose}
        label={t`Política de cancelación`}
        description={t`Elige cuánto tiempo antes de la llegada puede cancelar el viajero con reembolso.`}
        error={form.errors.cancellation_policy}
        withAsterisk
      >
        <Stack gap="sm" mt="xs">
          {inRuleOrder(data?.policies ?? []).map((policy) => (
            <Radio.Card
              key={policy._id}
              value={policy._id}
              p="md"
              radius="md"
              disabled={busy}
              aria-label={policy.title}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={600}>{policy.title}</Text>
                    <Badge variant="light" h="auto" maw="100%" styles={WRAPPING_BADGE}>
                      {i18n._(RECOMMENDATION[policy._id])}
                    </Badge>
                  </Group>
                  <Text size="sm">{policy.description}</Text>
                  {policy.more_info && (
                    <Text size="xs" c="dimmed">
                      {policy.more_info}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>

      {rule && (
        <Input.Wrapper
          label={t`Días antes de la llegada`}
          description={i18n._(refundDaysHint(form.values.custom_no_days))}
          error={form.errors.custom_no_days}
        >
          <SliderAfterDraw
            mt="sm"
            mb="lg"
            min={rule.minDays}
            max={rule.maxDays}
            step={1}
            marks={[
              { value: rule.minDays, label: String(rule.minDays) },
              { value: rule.maxDays, label: String(rule.maxDays) },
            ]}
            thumbLabel={t`Días antes de la llegada`}
            disabled={busy}
            {...form.getInputProps('custom_no_days')}
          />
        </Input.Wrapper>
      )}

      <NumberInputAfterDraw
        label={t`Porcentaje de reembolso`}
        description={rule ? t`Sugerido para esta política: ${rule.defaultPercent} %` : undefined}
        placeholder={rule ? String(rule.defaultPercent) : undefined}
        suffix=" %"
        min={minPercent}
        max={maxPercent}
        allowDecimal={false}
        allowNegative={false}
        withAsterisk
        disabled={busy}
        {...form.getInputProps('custom_percent')}
      />

      <Switch
        label={t`Permitir cambios en la reserva`}
        description={t`Los viajeros pueden cambiar las fechas de su reserva.`}
        disabled={busy}
        {...form.getInputProps('changes_in_reservation', { type: 'checkbox' })}
      />
    </StepFormShell>
  );
}

export const cancellationPolicyStep = defineStep<Policies, PolicySave>({
  load: async (request) =>
    unwrap(await api.GET('/api/general/custom-policies/{id}/{type}/{languageCode}', path(request))),
  save: async (request, body) =>
    unwrap(
      await api.PUT('/api/general/custom-policies/{id}/{type}/{languageCode}', { ...path(request), body }),
    ),
  Form: CancellationPolicyForm,
});
