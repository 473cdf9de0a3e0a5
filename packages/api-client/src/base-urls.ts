import { routePrefixes } from '@postradar/contracts';

/** Where the client runs; each has its own base URLs. */
export const environments = ['local', 'staging', 'production'] as const;
export type Environment = (typeof environments)[number];

/** The API services, one axios instance each. */
export const services = ['main', 'auth', 'payment', 'passport', 'admin', 'realtime'] as const;
export type Service = (typeof services)[number];

export type BaseUrls = Readonly<Record<Service, string>>;

/** Staging and production are served from the same host as the web app: relative prefixes. */
const sameHost: BaseUrls = {
  main: routePrefixes.main,
  auth: routePrefixes.auth,
  payment: routePrefixes.payment,
  passport: routePrefixes.passport,
  admin: routePrefixes.admin,
  realtime: routePrefixes.realtime,
};

/** The API started by `npm run dev` listens on port 3000. */
export const localApiOrigin = 'http://localhost:3000';

export const defaultBaseUrls: Readonly<Record<Environment, BaseUrls>> = {
  local: Object.fromEntries(
    services.map((service) => [service, `${localApiOrigin}${sameHost[service]}`]),
  ) as Record<Service, string>,
  staging: sameHost,
  production: sameHost,
};

/** The base URLs of an environment, with any per-service override applied. */
export function resolveBaseUrls(
  environment: Environment,
  overrides: Partial<Record<Service, string>> = {},
): BaseUrls {
  return { ...defaultBaseUrls[environment], ...overrides };
}
