import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lanyard <no-reply@lanyard.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** DECISIONS 3: hosts that skip the domain lookup. */
  INTERNAL_HOSTS: z.string().default('localhost,127.0.0.1'),
  /** DECISIONS 6: conference host base URL. */
  CONFERENCE_URL: z.string().url().default('https://meet.jit.si'),
  WEB_DIR: z.string().default('./dist-web'),
  /** The desktop renderer (electron.vite.config.ts), served under /desktop/ for the desktop shell. */
  DESKTOP_DIR: z.string().default('./dist-desktop'),
  /** JWT signing key as a private JWK (JSON); else generated once under DATA_DIR/keys. */
  JWT_PRIVATE_KEY: z.string().optional(),
  /** argon2id cost: memory in KiB, passes. Defaults follow OWASP's argon2id minimum (19 MiB, 2). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  /**
   * Identity calls (sign-in, sign-up, reset, token exchange) per client address and per account
   * within the window; a busy venue puts many people behind one address (docs/configuration.md).
   */
  IDENTITY_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(600),
  IDENTITY_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(60),
  IDENTITY_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(60),
  /** Which peers may name the client's address in X-Forwarded-For (Fastify's trustProxy). */
  TRUST_PROXY: z.string().min(1).default('loopback,linklocal,uniquelocal'),
  /** The memory the in-memory attendee directories may take together, in MiB (docs/networking.md). */
  DIRECTORY_INDEX_BUDGET_MB: z.coerce.number().int().min(1).default(256),
  /** Tests only: `1` adds POST /v1/test/worlds (docs/tooling.md "Test worlds"). Off unless exactly 1. */
  LANYARD_TEST_BUILDERS: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  internalHosts: string[];
  conferenceUrl: string;
  webDir: string;
  desktopDir: string;
  jwtPrivateKey: string | null;
  argon2: { memoryKib: number; timeCost: number };
  identityRateLimit: { perIp: number; perAccount: number; windowMs: number };
  /** true, false, or addresses / CIDR ranges / proxy-addr names (loopback, …), comma-separated. */
  trustProxy: boolean | string;
  /** What the held directory indexes may take together, estimated (services/directoryIndexCache.ts). */
  directoryIndexBudgetBytes: number;
  /** LANYARD_TEST_BUILDERS=1: the test-only builders are served (never in production). */
  testBuilders: boolean;
}

/** Reads the configuration from the environment (docs/configuration.md lists every variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    internalHosts: e.INTERNAL_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    conferenceUrl: e.CONFERENCE_URL,
    webDir: path.resolve(e.WEB_DIR),
    desktopDir: path.resolve(e.DESKTOP_DIR),
    jwtPrivateKey: e.JWT_PRIVATE_KEY ?? null,
    argon2: { memoryKib: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    identityRateLimit: {
      perIp: e.IDENTITY_RATE_LIMIT_PER_IP,
      perAccount: e.IDENTITY_RATE_LIMIT_PER_ACCOUNT,
      windowMs: e.IDENTITY_RATE_LIMIT_WINDOW_S * 1000,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    directoryIndexBudgetBytes: e.DIRECTORY_INDEX_BUDGET_MB * 1024 * 1024,
    testBuilders: e.LANYARD_TEST_BUILDERS === '1',
  };
}

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}
