import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import * as v from 'valibot';
import { type SoldBy, soldBy } from '../../../../machines/productTypes.ts';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { CountedTextarea } from '../../../ui/CountedTextarea.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import {
  defineStep,
  productIdOf,
  type StepContext,
  type StepFormProps,
  stepWasSaved,
} from '../stepDefinition.ts';
import { stepMessages as m, say } from '../stepMessages.ts';

type ServiceRules = components['schemas']['ServiceRules'];
type Rule = ServiceRules['custom_terms'][number];
/** A rule as the form lists it: `key` tells rows apart while the list changes; it is never sent. */
type RuleRow = Rule & { key: string };

const terms = schemaLimits.ServiceRules.custom_terms;
/** Limits as the contract sets them for custom terms. */
export const RULE_LIMITS = { items: terms.maxItems, length: terms.items.custom_term.maxLength } as const;

const rulesSchema = v.object({
  custom_terms: v.pipe(
    v.array(v.object({ custom_term: v.pipe(v.string(), v.maxLength(RULE_LIMITS.length, say(m.tooLong))) })),
    v.maxLength(RULE_LIMITS.items, say(m.tooLong)),
  ),
});

const path = (request: StepContext) => ({
  params: { path: { id: productIdOf(request), type: request.productType, languageCode: request.language } },
});

/** A rule emptied while editing is dropped on save, as an empty one is never added. */
const withoutEmpty = (rules: Rule[]): Rule[] =>
  rules
    .map((rule) => ({ ...rule, custom_term: rule.custom_term.trim() }))
    .filter((rule) => rule.custom_term !== '');

/** Whose rules and of what: a stay's guests, a thing to do's travelers (issue 26). */
const RULES_HINT: Record<SoldBy, MessageDescriptor> = {
  night: msg`Escribe las reglas que los huéspedes deben respetar (horarios de silencio, mascotas, fumar…). Puedes agregar hasta ${RULE_LIMITS.items}.`,
  departure: msg`Escribe las reglas que los viajeros deben respetar (puntualidad, equipo, edad mínima…). Puedes agregar hasta ${RULE_LIMITS.items}.`,
};

/** The provider's own rules for guests or travelers (SPEC §3 service rules): add, edit, remove; 30 at most. */
function ServiceRulesForm({
  formId,
  request,
  product,
  data,
  busy,
  onSubmit,
}: StepFormProps<ServiceRules, ServiceRules>) {
  const { t, i18n } = useLingui();
  const stored = data?.custom_terms ?? [];
  const form = useForm<{ custom_terms: RuleRow[]; no_rules: boolean }>({
    initialValues: {
      custom_terms: stored.map((rule) => ({ ...rule, key: randomId() })),
      // No rules saved before was the provider's answer; a new step asks for it.
      no_rules: stored.length === 0 && stepWasSaved(request, product),
    },
    validate: (values) => ({
      ...schemaResolver(rulesSchema, { sync: true })(values),
      ...(withoutEmpty(values.custom_terms).length === 0 && !values.no_rules
        ? { no_rules: t`Agrega una regla o marca que no tienes reglas` }
        : {}),
    }),
  });
  const [draft, setDraft] = useState('');
  const rules = form.values.custom_terms;
  const full = rules.length >= RULE_LIMITS.items;

  const add = () => {
    const text = draft.trim();
    if (text === '' || full) return;
    form.insertListItem('custom_terms', { key: randomId(), custom_term: text });
    form.setFieldValue('no_rules', false);
    setDraft('');
  };

  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={(values) => onSubmit({ custom_terms: withoutEmpty(values.custom_terms) })}
    >
      <Text size="sm" c="dimmed">
        {i18n._(RULES_HINT[soldBy(request.productType)])}
      </Text>
      {rules.length === 0 ? (
        <Stack gap="xs">
          <Text size="sm">
            <Trans>Todavía no has agregado reglas.</Trans>
          </Text>
          <Checkbox
            label={t`No tengo reglas para los viajeros`}
            {...form.getInputProps('no_rules', { type: 'checkbox' })}
          />
        </Stack>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {rules.map((rule, index) => (
            <Paper key={rule.key} component="li" withBorder p="sm">
              <Group align="flex-start" wrap="nowrap">
                <CountedTextarea
                  label={t`Regla ${index + 1}`}
                  maxLength={RULE_LIMITS.length}
                  minRows={1}
                  disabled={busy}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`custom_terms.${index}.custom_term`)}
                />
                <ActionIcon
                  mt={26}
                  color="red"
                  variant="subtle"
                  disabled={busy}
                  onClick={() => form.removeListItem('custom_terms', index)}
                  aria-label={t`Quitar la regla ${index + 1}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {full ? (
        <Text size="sm" c="dimmed">
          <Trans>Llegaste al máximo de {RULE_LIMITS.items} reglas.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          <CountedTextarea
            label={t`Nueva regla`}
            maxLength={RULE_LIMITS.length}
            minRows={2}
            value={draft}
            disabled={busy}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={busy}>
              <Trans>Agregar regla</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </StepFormShell>
  );
}

export const serviceRulesStep = defineStep<ServiceRules, ServiceRules>({
  load: async (request) =>
    unwrap(await api.GET('/api/general/custom-terms/{id}/{type}/{languageCode}', path(request))),
  save: async (request, body) =>
    unwrap(await api.PUT('/api/general/custom-terms/{id}/{type}/{languageCode}', { ...path(request), body })),
  Form: ServiceRulesForm,
});
