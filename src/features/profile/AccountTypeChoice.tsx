import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { asFailure, unwrap } from '../../api/errors.ts';
import { updateSessionUser, useSession } from '../../api/session.ts';

type BusinessCategory = components['schemas']['BusinessCategory'];

interface AccountTypeChoiceProps {
  redirect?: string | undefined;
  onCancel?: () => void;
}

/** Company or personal account: saved, then on to the initial configuration and that type's profile form. */
export function AccountTypeChoice({ redirect, onCancel }: AccountTypeChoiceProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const [choice, setChoice] = useState<BusinessCategory | null>(
    session?.user.tb_lg_person.tb_bp_bc_business_category_id ?? null,
  );
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: async (category: BusinessCategory) =>
      unwrap(await api.PUT('/users/business-category', { body: { business_category: category } })),
    onSuccess: (user) => {
      updateSessionUser(user);
      return navigate({ to: '/config-initial', search: { redirect } });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!choice) return setMissing(true);
    save.mutate(choice);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          value={choice}
          onChange={(value) => {
            setChoice(value as BusinessCategory);
            setMissing(false);
          }}
          label={t`¿Cómo ofreces tus servicios?`}
          error={missing ? t`Elige un tipo de cuenta` : undefined}
          required
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
            <TypeCard
              value="company"
              icon={<IconBuildingStore size={22} />}
              title={<Trans>Empresa</Trans>}
              text={<Trans>Hotel, agencia, operador turístico u otro negocio registrado.</Trans>}
            />
            <TypeCard
              value="personal"
              icon={<IconUser size={22} />}
              title={<Trans>Personal</Trans>}
              text={<Trans>Ofreces tus servicios como persona: guía, anfitrión, transporte.</Trans>}
            />
          </SimpleGrid>
        </Radio.Group>
        {save.isError && (
          <Alert color="red" role="alert" title={<Trans>Lo sentimos, algo salió mal</Trans>}>
            {asFailure(save.error).message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancelar</Trans>
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            <Trans>Continuar</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TypeCard({
  value,
  icon,
  title,
  text,
}: {
  value: BusinessCategory;
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
}) {
  return (
    <Radio.Card value={value} radius="md" p="md" h="100%">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={4} />
        <Stack gap={4}>
          <Group gap="xs">
            <ThemeIcon variant="light" size="md" aria-hidden>
              {icon}
            </ThemeIcon>
            <Text fw={600}>{title}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
