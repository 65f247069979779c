export const COMPONENT_API_PORT = Number(process.env.COMPONENT_API_PORT ?? 3457);
