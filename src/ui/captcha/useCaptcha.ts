import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { publicConfigQuery } from '../../api/sharedQueries.ts';

export interface Captcha {
  mode: 'builtin' | 'recaptcha' | undefined;
  /** reCAPTCHA only; without it the widget cannot show. */
  siteKey: string | undefined;
  loading: boolean;
  failed: boolean;
  /** Changes every time a new challenge is wanted (each widget resets on it). */
  generation: number;
  renew: () => void;
}

/** A form's captcha (registration, the beneficiary form, a meeting request): reCAPTCHA when configured, else the server's own ALTCHA proof-of-work. */
export function useCaptcha(): Captcha {
  const config = useQuery(publicConfigQuery);
  const [generation, setGeneration] = useState(0);
  const { refetch: refetchConfig, isError: configFailed } = config;
  const renew = useCallback(() => {
    setGeneration((g) => g + 1);
    if (configFailed) void refetchConfig();
  }, [configFailed, refetchConfig]);
  return {
    mode: config.data?.captcha.mode,
    siteKey: config.data?.captcha.site_key,
    loading: config.isPending,
    failed: config.isError,
    generation,
    renew,
  };
}
