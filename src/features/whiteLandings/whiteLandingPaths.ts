/** A published landing's public page (wired in the public routes): a plain address, opened beside the portal. */
export const publicLandingPath = (id: string): string => `/landing/${encodeURIComponent(id)}`;
