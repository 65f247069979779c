import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

interface EntryListProps {
  /** The list's name, e.g. "Qué llevar": its new-entry field and buttons are named after it. */
  label: string;
  value: string[];
  onChange: (entries: string[]) => void;
  maxItems: number;
  maxLength: number;
  disabled?: boolean;
  /** What the list lacks (shown under its name, and named by the group). */
  error?: string | null | undefined;
  /** Drawn under the list (e.g. the box that says nothing is needed). */
  children?: ReactNode;
}

/** A list of short entries (SPEC §5: an entry is only added when it holds something), each once, each removable. */
export function EntryList({
  label,
  value,
  onChange,
  maxItems,
  maxLength,
  disabled,
  error,
  children,
}: EntryListProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const text = draft.trim();
  const full = value.length >= maxItems;
  const add = () => {
    if (text === '' || full) return;
    // An entry already listed is not listed twice.
    if (!value.includes(text)) onChange([...value, text]);
    setDraft('');
  };
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {value.length > 0 ? (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {value.map((entry, index) => (
            <Group key={entry} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={disabled}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={t`Quitar ${entry}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
      {full ? null : (
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t`Agregar a ${label}`}
            value={draft}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            style={{ flex: 1 }}
          />
          <ActionIcon
            size="lg"
            variant="light"
            disabled={disabled || text === ''}
            onClick={add}
            aria-label={t`Agregar a ${label}`}
          >
            <IconPlus size={18} />
          </ActionIcon>
        </Group>
      )}
      {full ? (
        <Text size="xs" c="dimmed">
          <Trans>Llegaste al máximo de {maxItems}.</Trans>
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
