import crypto from 'node:crypto';

/**
 * Which provider serves which vendor, and each provider's wallet-callback secret: configuration, not code.
 * A real vendor plugs in by adding an entry to GAME_PROVIDERS (JSON) with its adapter kind, secret and launch
 * URL, and mapping its vendor codes in VENDOR_PROVIDERS (JSON); every vendor not mapped goes to the local
 * demo provider, so each category plays out of the box.
 *
 *   GAME_PROVIDERS='{"ACME":{"adapter":"redirect","secret":"...","launchUrl":"https://acme.example/launch"}}'
 *   VENDOR_PROVIDERS='{"PG":"ACME","EVO":"ACME"}'
 */
export interface ProviderConfig {
  code: string;
  /** demo: the local demo provider; redirect: a remote vendor whose launch URL gets a launch ticket its server exchanges (POST /wps/game/ticket). */
  adapter: 'demo' | 'redirect';
  /** HMAC-SHA256 key of the seamless-wallet callbacks. */
  secret: string;
  launchUrl: string;
}

export interface ProvidersConfig {
  providers: Record<string, ProviderConfig>;
  vendorProviders: Record<string, string>;
  defaultProvider: string;
}

const DEV_DEMO_SECRET = 'demo-provider-dev-secret';
/**
 * In production without DEMO_PROVIDER_SECRET, a secret of this process's own: the demo provider signs its callbacks
 * and checks them in the same process (app.inject), and the development secret above is public in this repository.
 */
const PROCESS_DEMO_SECRET = crypto.randomBytes(32).toString('base64url');

export function loadProvidersConfig(env: NodeJS.ProcessEnv = process.env): ProvidersConfig {
  const providers: Record<string, ProviderConfig> = {
    DEMO: {
      code: 'DEMO',
      adapter: 'demo',
      secret: env.DEMO_PROVIDER_SECRET || (env.NODE_ENV === 'production' ? PROCESS_DEMO_SECRET : DEV_DEMO_SECRET),
      launchUrl: '/m/app?provider=demo',
    },
  };
  const extra = parseJson<Record<string, Omit<ProviderConfig, 'code'>>>(env.GAME_PROVIDERS, {});
  for (const [code, entry] of Object.entries(extra)) providers[code] = { ...entry, code };
  return Object.freeze({ providers, vendorProviders: parseJson(env.VENDOR_PROVIDERS, {}), defaultProvider: 'DEMO' });
}

function parseJson<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error('GAME_PROVIDERS / VENDOR_PROVIDERS must be JSON');
  }
}

export function providerForVendor(config: ProvidersConfig, vendor: string): ProviderConfig {
  return config.providers[config.vendorProviders[vendor] ?? config.defaultProvider] ?? config.providers[config.defaultProvider];
}
