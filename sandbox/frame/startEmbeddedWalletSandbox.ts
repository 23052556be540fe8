import { randomBytes } from 'node:crypto';
import { type StartMailCatcherReturnType, startMailCatcher } from '../mail/startMailCatcher';
import { startOidcProvider } from '../oidc/startOidcProvider';
import type { FrameChain } from './page/createFrameHost';
import { type StartSecureFrameReturnType, startSecureFrame } from './startSecureFrame';

export interface StartEmbeddedWalletSandboxParameters {
  /** The reference API (allow-list of parent origins). */
  apiUrl: string;
  chains: FrameChain[];
  projectId?: string;
  /** Ports of the parts; 0 or absent picks free ones. */
  framePort?: number;
  mailPort?: number;
  smtpPort?: number;
  oidcPort?: number;
  /** Origins the social-login popup may return to; default any port on 127.0.0.1 and localhost. */
  appOrigins?: string[];
  /** Keeps the frame's PGlite data here; in memory without it. */
  dataDir?: string;
  /** The master key's file, outside dataDir (default `<dataDir>.master.key`; PORTICO_MASTER_KEY wins). */
  masterKeyFile?: string;
  databaseUrl?: string;
}

export interface StartEmbeddedWalletSandboxReturnType {
  /** The secure-site origin for the kit. */
  frameUrl: string;
  /** The mail catcher's inbox page (GET /messages for JSON). */
  mailUrl: string;
  oidcUrl: string;
  mail: StartMailCatcherReturnType;
  frame: StartSecureFrameReturnType;
  stop(): Promise<void>;
}

/** Starts the mail catcher, the OIDC provider and the secure frame wired to each other (npm start, e2e). */
export async function startEmbeddedWalletSandbox(
  parameters: StartEmbeddedWalletSandboxParameters,
): Promise<StartEmbeddedWalletSandboxReturnType> {
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (let part = started.pop(); part; part = started.pop()) await part.stop().catch(() => undefined);
  };
  try {
    const mail = await startMailCatcher({
      port: parameters.mailPort ?? 0,
      smtpPort: parameters.smtpPort ?? 0,
    });
    started.push(mail);
    const clientId = 'portico-frame';
    // A fresh secret per start: only the frame service, started right here, needs to know it.
    const clientSecret = randomBytes(24).toString('base64url');
    const appOrigins = parameters.appOrigins ?? ['http://127.0.0.1:*', 'http://localhost:*'];
    const oidc = await startOidcProvider({
      port: parameters.oidcPort ?? 0,
      clients: [{ clientId, clientSecret, redirectUris: appOrigins.map((origin) => `${origin}/`) }],
    });
    started.push(oidc);
    const frame = await startSecureFrame({
      port: parameters.framePort ?? 0,
      apiUrl: parameters.apiUrl,
      chains: parameters.chains,
      smtp: mail.smtp,
      oidc: { issuer: oidc.issuer, clientId, clientSecret },
      ...(parameters.projectId ? { projectId: parameters.projectId } : {}),
      ...(parameters.dataDir ? { dataDir: parameters.dataDir } : {}),
      ...(parameters.masterKeyFile ? { masterKeyFile: parameters.masterKeyFile } : {}),
      ...(parameters.databaseUrl ? { databaseUrl: parameters.databaseUrl } : {}),
    });
    started.push(frame);
    let stopped: Promise<void> | undefined;
    return {
      frameUrl: frame.url,
      mailUrl: mail.url,
      oidcUrl: oidc.url,
      mail,
      frame,
      stop: () => {
        stopped ??= stopAll();
        return stopped;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
