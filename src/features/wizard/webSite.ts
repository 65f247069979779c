import * as v from 'valibot';
import { stepMessages as m, say } from './stepMessages.ts';

/** A site typed without its scheme (www.mi-casa.com) is taken as https. */
export const withScheme = (site: string) => {
  const trimmed = site.trim();
  return trimmed === '' || /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
};

const isWebSite = (site: string) => {
  try {
    const url = new URL(withScheme(site));
    return url.hostname.includes('.') && !/\s/.test(site.trim());
  } catch {
    return false;
  }
};

/** An information step's optional web site: empty, or an address with a host name, at most `maxLength`. */
export const webSiteField = (maxLength: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(maxLength, say(m.tooLong)),
    v.check((site) => site === '' || isWebSite(site), say(m.invalidUrl)),
  );
