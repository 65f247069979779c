import { Trans } from '@lingui/react/macro';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ApiFailure } from '../api/errors.ts';

interface LoadFailureProps {
  failure: ApiFailure;
  title: ReactNode;
  /** The route boundary's reset, so trying again renders the page afresh. */
  reset: () => void;
}

/** A page whose data could not load: the status and server message (SPEC §8), and a way to try again. */
export function LoadFailure({ failure, title, reset }: LoadFailureProps) {
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  const retry = () => {
    queries.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Center py="xl">
      <Alert color="red" role="alert" icon={<IconAlertTriangle size={20} />} title={title} maw={520}>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Error {failure.status}: {failure.message}
            </Trans>
          </Text>
          <Button variant="light" color="red" onClick={retry} w="fit-content">
            <Trans>Reintentar</Trans>
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
