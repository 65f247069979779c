import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { captchaChallengeQuery, publicConfigQuery } from './authQueries.ts';

export interface Captcha {
  mode: 'builtin' | 'recaptcha' | undefined;
  /** reCAPTCHA only; without it the widget cannot show. */
  siteKey: string | undefined;
  /** Built-in only: the arithmetic question, e.g. '4 + 5'. */
  question: string | undefined;
  loading: boolean;
  failed: boolean;
  /** Changes every time a new challenge is wanted (reCAPTCHA resets its widget on it). */
  generation: number;
  renew: () => void;
  /** The captcha value the server checks, from what the person answered. */
  valueFor: (answer: string) => string;
}

/** The register form's captcha: reCAPTCHA when configured, else the server's built-in question. */
export function useCaptcha(): Captcha {
  const config = useQuery(publicConfigQuery);
  const mode = config.data?.captcha.mode;
  const challenge = useQuery({ ...captchaChallengeQuery, enabled: mode === 'builtin' });
  const [generation, setGeneration] = useState(0);
  const { refetch } = challenge;
  const { refetch: refetchConfig, isError: configFailed } = config;
  const renew = useCallback(() => {
    setGeneration((g) => g + 1);
    if (configFailed) void refetchConfig();
    else if (mode === 'builtin') void refetch();
  }, [mode, refetch, configFailed, refetchConfig]);
  const token = challenge.data?.token;
  return {
    mode,
    siteKey: config.data?.captcha.site_key,
    question: challenge.isFetching ? undefined : challenge.data?.question,
    loading: config.isPending || (mode === 'builtin' && challenge.isFetching),
    failed: config.isError || challenge.isError,
    generation,
    renew,
    valueFor: (answer) => (mode === 'builtin' ? `${token ?? ''}:${answer.trim()}` : answer),
  };
}
